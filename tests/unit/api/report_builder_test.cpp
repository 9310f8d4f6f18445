#include <unistd.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "../test_text.hpp"
#include "api_fixtures.hpp"
#include "explgraph/api/report_builder.hpp"
#include "explgraph/report/report_writer.hpp"

using namespace explgraph;

TEST_CASE("report builder: a report has every section in page order", "[api]") {
  Workspace workspace(fixture_corpus());
  ReportOptions options;
  ReportInputs inputs = read_report_inputs(options);
  std::vector<std::string> steps, finished;
  auto bundle = build_report(
      workspace, options, inputs, [&](const std::string& s) { steps.push_back(s); },
      [&](const std::string& name, double seconds) {
        CHECK(seconds >= 0);
        finished.push_back(name);
      });
  std::vector<std::string> ids;
  for (const auto& section : bundle.sections) ids.push_back(section.id);
  // tiny has Train and Dev explanations, so explanatory patterns too.
  CHECK(ids == std::vector<std::string>{"stats", "reuse", "types", "hops", "overlap", "growth",
                                        "patterns", "power", "audit"});
  // tiny's 4 scorable questions, and its splits: Train 2, Dev 1, Test 1; one p panel each.
  // With none hurt, 3 helped of 4 is the least significant gain (p = 2 (1/4)^4 = 0.0078).
  const auto& sets = bundle.sections[7].json["test_sets"];
  REQUIRE(sets.size() == 4);
  CHECK(sets[0]["questions"] == 4);
  CHECK(sets[1]["name"] == "Train");
  CHECK(sets[1]["questions"] == 2);
  CHECK(sets[0]["minimum_detectable"][0]["minimum_detectable_effect"] == 0.75);
  CHECK(bundle.sections[7].charts.size() == 4);
  CHECK(bundle.title == "explgraph report: tiny (plain layout)");
  // The analyses run side by side: each ends once, in whatever order.
  // The graph and the explanation index are built as two of them, the first two.
  // The Explanations page is four of them: Graphviz opened beside the graph's building,
  // choosing, the pictures, the find box's data.
  CHECK(steps.front() == "analyses (15)");
  CHECK(steps.back() == "analyses (14 of 15 done)");
  std::sort(finished.begin(), finished.end());
  const std::vector<std::string> expected{"audit",
                                          "choosing the explanations to draw",
                                          "explanation overlap",
                                          "explanation pictures",
                                          "explanatory patterns",
                                          "fact reuse",
                                          "find-box data",
                                          "hop counts",
                                          "indexing the explanations",
                                          "knowledge growth",
                                          "knowledge types",
                                          "normalising text and building the graph",
                                          "opening Graphviz",
                                          "power",
                                          "statistics"};
  CHECK(finished == expected);
  // The Explanations page: every question findable, each link to a picture or the find box.
  REQUIRE(bundle.explanations.has_value());
  const auto& page = *bundle.explanations;
  CHECK(page.links.size() == workspace.corpus().questions.size());
  for (const auto& picture : page.pictures) {
    CHECK(page.links.at(picture.question) == "explanations.html#" + picture.anchor);
    CHECK(picture.svg.find("<svg") != std::string::npos);
  }
  CHECK(page.groups.size() == 5);
  CHECK(page.script.rfind("explgraphCorpus({", 0) == 0);
}

TEST_CASE(
    "report builder: a report written as its parts are done is the bundle's folder, byte for byte",
    "[api]") {
  namespace fs = std::filesystem;
  const fs::path root =
      fs::temp_directory_path() / ("explgraph-ahead-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  Workspace workspace(fixture_corpus());
  ReportOptions options;
  const auto bundle = build_report(workspace, options, read_report_inputs(options));
  report::write_report_folder(bundle, (root / "after").string(), 2);
  std::vector<std::string> finished;
  {
    report::ReportFolder folder((root / "ahead").string());
    const auto written = build_report(
        workspace, options, read_report_inputs(options), nullptr,
        [&](const std::string& name, double) { finished.push_back(name); }, &folder);
    CHECK(written.sections.size() == bundle.sections.size());
    CHECK(!fs::exists(root / "ahead"));  // nothing visible before it is put in place
    folder.put_in_place();
  }
  // The analyses with Graphviz's opening (15); each section's files, the find box's data, the
  // pictures and the two pages: a task each.
  CHECK(finished.size() == 15 + 9 + 3);
  CHECK(std::count(finished.begin(), finished.end(), "opening Graphviz") == 1);
  CHECK(std::count(finished.begin(), finished.end(), "writing the files of fact reuse") == 1);
  CHECK(std::count(finished.begin(), finished.end(), "writing the pictures") == 1);
  CHECK(std::count(finished.begin(), finished.end(), "writing index.html and report.md") == 1);
  auto listing = [&](const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
      names.push_back(fs::relative(entry.path(), dir).string());
    std::sort(names.begin(), names.end());
    return names;
  };
  const auto names = listing(root / "after");
  CHECK(names.size() > 40);  // the pages, the pictures, each section's JSON, tables and charts
  CHECK(listing(root / "ahead") == names);
  for (const auto& name : names) {
    INFO(name);
    if (fs::is_regular_file(root / "after" / name))
      CHECK(file_text(root / "ahead" / name) == file_text(root / "after" / name));
  }
  CHECK(listing(root).size() == 2 * names.size() + 2);  // no hidden folder left beside them
  fs::remove_all(root);
}
