#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "explgraph/explgraph.hpp"

using namespace explgraph;

namespace {

CorpusOptions tiny() {
  CorpusOptions options;
  options.corpus = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  return options;
}

std::string written(const Output& output, Format format) {
  std::ostringstream out;
  output.write(format, out);
  return out.str();
}

}  // namespace

TEST_CASE(
    "library: a workspace loads with the command line's options and builds each structure once",
    "[api]") {
  Workspace workspace(tiny());
  CHECK(workspace.corpus().questions.size() == 4);  // q4 is flagged HARD
  CHECK(&workspace.graph() == &workspace.graph());
  CHECK(&workspace.normalizer() == &workspace.normalizer());
  CHECK(&workspace.explanations() == &workspace.explanations());
  CorpusOptions any = tiny();
  any.flags = "any";
  CHECK(Workspace(any).corpus().questions.size() == 5);
  CorpusOptions bad = tiny();
  bad.flags = "some";
  CHECK_THROWS_WITH(Workspace(bad), "--flags: expected success or any, found 'some'");
}

TEST_CASE("library: an output is written in each format from its own result", "[api]") {
  Workspace workspace(tiny());
  Output s = stats(workspace);
  CHECK(s.json()["questions_kept"] == 4);
  CHECK(written(s, Format::kJson) == s.json().dump(2) + "\n");
  CHECK(written(s, Format::kText).find("Corpus statistics") != std::string::npos);
  CHECK(written(s, Format::kMarkdown).rfind("# ", 0) == 0);
  CHECK(parse_format("md") == Format::kMarkdown);
  CHECK_THROWS_WITH(parse_format("csv"), "--format: expected text, json, tsv or md, found 'csv'");
}

TEST_CASE("library: power plans without a corpus and draws its picture", "[api][power]") {
  analyze::PowerOptions options;
  options.ns = {100};
  options.effects = {0.02};
  Output planned = power(options);
  CHECK(planned.json()["p_one_sided"].get<double>() == Approx(0.1326195).epsilon(1e-6));
  CHECK(planned.json()["minimum_detectable_effect"].get<double>() == 0.04);
  const std::string svg = written(planned, Format::kSvg);
  CHECK(svg.rfind("<?xml", 0) == 0);
  CHECK(svg.find("<title>n = 100</title>") != std::string::npos);
  CHECK(parse_format("svg") == Format::kSvg);
  Workspace workspace(tiny());
  CHECK_THROWS_WITH(written(stats(workspace), Format::kSvg),
                    "--format svg: this command draws no picture; expected text, json, tsv or md");
  CHECK(power_questions(workspace) == 4);
}

TEST_CASE("library: only the rendering asked for is built", "[api]") {
  int json_built = 0, document_built = 0;
  Output output = make_output(
      42,
      [&](int v) {
        return nlohmann::ordered_json{{"v", v}, {"n", ++json_built}};
      },
      [&](int) {
        ++document_built;
        return report::Document{};
      },
      report::default_tables);
  CHECK(json_built == 0);
  CHECK(document_built == 0);
  written(output, Format::kJson);
  CHECK(json_built == 1);
  CHECK(document_built == 0);
  written(output, Format::kMarkdown);
  CHECK(document_built == 1);
  // TSV is cut from the JSON, the same figures: "v" and the count of JSON builds.
  CHECK(written(output, Format::kTsv) == "v\tn\n42\t2\n");
  CHECK(json_built == 2);
}

// tiny/: q1 "Which of these is an animal?" answer "dog" -> lemmas {anim, dog}: row k1 "a dog
// is a kind of animal" shares both, the best row. q3's text is withheld: skipped.
TEST_CASE("library: rank streams a TextGraphs ranking for the questions with text",
          "[api][baseline]") {
  Workspace workspace(tiny());
  baseline::RankOptions options;
  options.top = 1;
  Output ranking = rank(workspace, options);
  CHECK(ranking.json()["ranked"] == 3);
  CHECK(ranking.json()["skipped_without_text"] == 1);
  const std::string text = written(ranking, Format::kTsv);
  CHECK(text.rfind("q1\tk1\n", 0) == 0);
  CHECK(std::count(text.begin(), text.end(), '\n') == 3);  // one row per question with --top 1
  CHECK(written(ranking, Format::kText) == text);
}

// q1: "Which of these is an animal? dog" matches k1 (dog, animal); "… oak" matches K3 on oak
// alone: A. q2: "… ice to melt? heat" matches C1 "heat causes ice to melt" best: A.
TEST_CASE("library: solve answers every question with a stem and choices", "[api][baseline]") {
  Workspace workspace(tiny());
  Output predictions = solve(workspace);
  const std::string text = written(predictions, Format::kTsv);
  CHECK(text.rfind("questionID\tanswer\nq1\tA\nq2\tA\n", 0) == 0);
  CHECK(predictions.json()["solved"].get<std::size_t>() +
            predictions.json()["skipped_without_text"].get<std::size_t>() ==
        4);
}

TEST_CASE("library: a report has every section in page order", "[api]") {
  Workspace workspace(tiny());
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
  // The Explanations page is three of them: choosing, the pictures, the find box's data.
  CHECK(steps.front() == "analyses (14)");
  CHECK(steps.back() == "analyses (13 of 14 done)");
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
  CHECK(version() == EXPLGRAPH_VERSION);
}

TEST_CASE("library: a report written as its parts are done is the bundle's folder, byte for byte",
          "[api]") {
  namespace fs = std::filesystem;
  const fs::path root =
      fs::temp_directory_path() / ("explgraph-ahead-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  Workspace workspace(tiny());
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
  // Each section's files, the find box's data, the pictures and the two pages: a task each.
  CHECK(finished.size() == 14 + 9 + 3);
  CHECK(std::count(finished.begin(), finished.end(), "writing the files of fact reuse") == 1);
  CHECK(std::count(finished.begin(), finished.end(), "writing the pictures") == 1);
  CHECK(std::count(finished.begin(), finished.end(), "writing index.html and report.md") == 1);
  auto read = [](const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
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
      CHECK(read(root / "ahead" / name) == read(root / "after" / name));
  }
  CHECK(listing(root).size() == 2 * names.size() + 2);  // no hidden folder left beside them
  fs::remove_all(root);
}
