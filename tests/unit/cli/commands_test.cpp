#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "rankeval_command.hpp"
#include "report_command.hpp"
#include "stats_command.hpp"

using namespace explgraph;
using namespace explgraph::cli;
using namespace explgraph::options;

namespace {

// Parses argv the way the command line does, into the command's options struct.
template <typename Options>
Options parsed(const Args& args) {
  Options options;
  OptionBlocks blocks;
  add_options(blocks, options);
  REQUIRE_FALSE(parse_options(args, blocks));
  return options;
}

const std::string kTiny = std::string(EXPLGRAPH_FIXTURES) + "/tiny";

}  // namespace

TEST_CASE("cli: a command runs from its options struct, without argv", "[cli]") {
  StatsCommandOptions options;
  options.corpus.corpus = kTiny;
  options.output.format = "json";
  options.output.quiet = true;
  std::ostringstream out, err;
  CHECK(run(options, out, err) == 0);
  CHECK(nlohmann::json::parse(out.str())["questions_kept"] == 4);
  CHECK(err.str().empty());
}

TEST_CASE("cli: report takes --out like every command (-oDIR, --ou DIR, --out=DIR)", "[cli]") {
  CHECK(parsed<ReportCommandOptions>({"--corpus", kTiny, "-o/tmp/r1"}).output.out == "/tmp/r1");
  CHECK(parsed<ReportCommandOptions>({"--corpus", kTiny, "--ou", "/tmp/r2"}).output.out ==
        "/tmp/r2");
  CHECK(parsed<ReportCommandOptions>({"--corpus", kTiny, "--out=/tmp/r3", "-q"}).output.quiet);
}

TEST_CASE("cli: report writes its folder from the options struct", "[cli]") {
  const auto folder = std::filesystem::temp_directory_path() / "explgraph-cli-report-test";
  std::filesystem::remove_all(folder);
  auto options =
      parsed<ReportCommandOptions>({"--corpus", kTiny, "-o" + folder.string(), "--quiet"});
  std::ostringstream out, err;
  CHECK(run(options, out, err) == 0);
  CHECK(std::filesystem::is_regular_file(folder / "index.html"));
  CHECK(std::filesystem::is_regular_file(folder / "stats.json"));
  std::filesystem::remove_all(folder);
}

TEST_CASE("cli: option values are checked before the corpus loads", "[cli]") {
  auto options = parsed<RankevalCommandOptions>(
      {"--corpus", "/no/such/corpus", "--ranking", "r.tsv", "--k", "0"});
  std::ostringstream out, err;
  CHECK_THROWS_WITH(run(options, out, err),
                    "--k: expected whole numbers from 1 to 1000000 separated by commas, found '0'");
  CHECK(whole_number_list("--k", "1, 5,10", 1'000'000) == std::vector<std::size_t>{1, 5, 10});
}
