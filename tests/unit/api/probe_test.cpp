#include <unistd.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "../test_text.hpp"
#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

Workspace tablestore(const std::string& tables) {
  CorpusOptions o;
  o.tables = tables;
  o.tablestore_alone = true;
  return Workspace(o);
}

}  // namespace

TEST_CASE("probe: a set from the sample's tablestore, each answer once among its choices",
          "[api]") {
  const fs::path root =
      fs::temp_directory_path() / ("explgraph-api-probe-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  Workspace tables = tablestore(std::string(EXPLGRAPH_SAMPLE_CORPUS) + "/tsv/tableindex.txt");
  core::Diagnostics warnings;
  const auto source = probe_source(&tables, "", warnings);
  const std::string folder = (root / "probes").string();
  const Output output = probe(source, {}, folder, false);
  const auto summary = output.json();
  CHECK(summary["questions"].get<std::size_t>() > 0);
  CHECK(nlohmann::ordered_json::parse(file_text(root / "probes" / "summary.json")) == summary);

  std::ifstream lines(root / "probes" / "probes.jsonl");
  std::size_t probes = 0;
  for (std::string line; std::getline(lines, line); ++probes) {
    const auto p = nlohmann::json::parse(line);
    const auto choices = p["choices"].get<std::vector<std::string>>();
    INFO(p["id"]);
    CHECK(choices.size() == 5);
    CHECK(std::count(choices.begin(), choices.end(), p["answer"].get<std::string>()) == 1);
    CHECK(std::set<std::string>(choices.begin(), choices.end()).size() == choices.size());
  }
  CHECK(probes == summary["questions"]);

  // Seeded: a second run into its own folder writes the same set.
  const std::string before = file_text(root / "probes" / "questions.tsv");
  probe(source, {}, folder, false);
  CHECK(file_text(root / "probes" / "questions.tsv") == before);
  fs::remove_all(root);
}

TEST_CASE("probe: no KINDOF table, or too few concepts for the choices, is an input error",
          "[api]") {
  core::Diagnostics warnings;
  Workspace none = tablestore(std::string(EXPLGRAPH_FIXTURES) + "/probe/no-kindof");
  CHECK_THROWS_WITH(probe_source(&none, "", warnings),
                    Catch::Contains("expected a KINDOF table in the tablestore"));
  // tiny: dog, cat, oak, animal, tree: not five choices for any question.
  Workspace tiny = tablestore(std::string(EXPLGRAPH_FIXTURES) + "/tiny/tables");
  const auto source = probe_source(&tiny, "", warnings);
  CHECK_THROWS_WITH(probe(source, {}, "/nonexistent/never-written", false),
                    Catch::Contains("expected concepts to ask about, found no question to make"));
  CHECK_FALSE(fs::exists("/nonexistent/never-written"));
}
