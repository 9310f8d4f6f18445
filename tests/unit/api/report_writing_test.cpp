#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "../test_text.hpp"
#include "api_fixtures.hpp"
#include "explgraph/api/report_builder.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

struct Scratch {
  fs::path root =
      fs::temp_directory_path() / ("explgraph-api-report-" + std::to_string(::getpid()));
  Scratch() {
    fs::remove_all(root);
    fs::create_directories(root);
  }
  ~Scratch() { fs::remove_all(root); }
};

std::string refusal(Workspace& workspace, const ReportOptions& options, const std::string& folder,
                    bool force = false) {
  try {
    write_report(workspace, options, read_report_inputs(options), folder, force);
  } catch (const std::runtime_error& e) {  // a usage or an input error
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("report writing: a report is a folder; none, or '-', is a usage error", "[api]") {
  Workspace workspace(fixture_corpus());
  const ReportOptions options;
  CHECK(refusal(workspace, options, "") ==
        "--out: expected the folder to write the report into, found none (a report is a folder "
        "of pages, not one stream)");
  CHECK(refusal(workspace, options, "-").find("found '-'") != std::string::npos);
}

TEST_CASE("report writing: checked, built, then put in place, nothing visible before", "[api]") {
  const Scratch scratch;
  Workspace workspace(fixture_corpus());
  const ReportOptions options;
  const fs::path folder = scratch.root / "report";
  std::vector<std::string> order;
  ReportHooks hooks;
  hooks.checked = [&] { order.push_back("checked"); };
  hooks.step = [&](const std::string& step) {
    if (order.back() != "steps") order.push_back("steps");
    (void)step;
  };
  hooks.before_put_in_place = [&](const report::ReportBundle& bundle) {
    order.push_back("before put in place");
    CHECK(bundle.sections.size() == 9);
    CHECK_FALSE(fs::exists(folder));
  };
  const auto bundle =
      write_report(workspace, options, read_report_inputs(options), folder.string(), false, hooks);
  CHECK(order == std::vector<std::string>{"checked", "steps", "before put in place"});
  CHECK(fs::exists(folder / "index.html"));
  CHECK(file_text(folder / "index.html").find(bundle.title) != std::string::npos);

  // Run again: the report replaces the one explgraph wrote there, whole; a file someone added
  // to it since is theirs: refused, unless --force.
  write_report(workspace, options, read_report_inputs(options), folder.string(), false);
  CHECK(fs::exists(folder / "index.html"));
  std::ofstream(folder / "notes.txt") << "added by hand";
  CHECK(refusal(workspace, options, folder.string())
            .find("holds files explgraph did not write "
                  "there ('notes.txt')") != std::string::npos);
  CHECK(fs::exists(folder / "notes.txt"));
  write_report(workspace, options, read_report_inputs(options), folder.string(), true);
  CHECK_FALSE(fs::exists(folder / "notes.txt"));
  CHECK(fs::exists(folder / "index.html"));
}

TEST_CASE("report writing: never over an input, nor into a folder it did not write", "[api]") {
  const Scratch scratch;
  Workspace workspace(fixture_corpus("accuracy"));
  const fs::path answers = scratch.root / "answers.tsv";
  fs::copy_file(fixture_path("predictions/a.tsv"), answers);
  ReportOptions options;
  options.predictions = {load::parse_named_file(answers.string())};
  const std::string refused = refusal(workspace, options, answers.string(), true);
  CHECK(refused.find("answers.tsv") != std::string::npos);
  CHECK(file_text(answers) ==
        file_text(fixture_path("predictions/a.tsv")));  // untouched, even --force

  const fs::path theirs = scratch.root / "theirs";
  fs::create_directories(theirs);
  std::ofstream(theirs / "notes.txt") << "mine";
  CHECK(refusal(workspace, {}, theirs.string()).find("is a folder explgraph did not write") !=
        std::string::npos);
  CHECK(file_text(theirs / "notes.txt") == "mine");
}
