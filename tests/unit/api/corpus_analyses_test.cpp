#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

// tiny/: kept q1 {k1, K3}, q2 {c1, zz9, k1}, q3 {k2, k2} (text withheld) and q5 (no
// explanation); q4 is flagged HARD. By hand: 7 tokens over 3 explanations; 5 distinct UIDs,
// of which K3, c1 and zz9 are cited by one token; q1 and q2 share k1, the only pair.
TEST_CASE("corpus analyses: stats and reuse of tiny, by hand", "[api]") {
  Workspace workspace(fixture_corpus());
  const auto stats = explgraph::stats(workspace).json();
  CHECK(stats["questions_read"] == 5);
  CHECK(stats["questions_kept"] == 4);
  CHECK(stats["with_explanation"] == 3);
  CHECK(stats["explanation_tokens"] == 7);
  CHECK(stats["mean_explanation_length"].get<double>() == Approx(7.0 / 3));
  CHECK(stats["unique_uids_cited"] == 5);
  const auto reuse = explgraph::reuse(workspace).json();
  CHECK(reuse["uids_cited"] == 5);
  CHECK(reuse["rows_used_once"] == 3);
  CHECK(reuse["rows"].size() == 5);  // JSON lists every row whatever --top
}

TEST_CASE("corpus analyses: an output is written in each format from its own result", "[api]") {
  Workspace workspace(fixture_corpus());
  Output s = explgraph::stats(workspace);
  CHECK(written(s, Format::kJson) == s.json().dump(2) + "\n");
  CHECK(written(s, Format::kText).find("Corpus statistics") != std::string::npos);
  CHECK(written(s, Format::kMarkdown).rfind("# ", 0) == 0);
  CHECK_THROWS_WITH(written(s, Format::kSvg),
                    "--format svg: this command draws no picture; expected text, json, tsv or md");
  // --top cuts the text, never the JSON.
  ReuseOptions top;
  top.top = 1;
  const Output cut = explgraph::reuse(workspace, top);
  CHECK(cut.json()["rows"].size() == 5);
  CHECK(written(cut, Format::kTsv).find("k1") != std::string::npos);
}

TEST_CASE("corpus analyses: hops, overlap and the overlap graph on one workspace", "[api]") {
  Workspace workspace(fixture_corpus());
  const auto hops = explgraph::hops(workspace).json();
  CHECK(hops["analysed"] == 2);  // q3's text is withheld
  CHECK(hops["skipped_no_text"] == 1);
  const auto overlap = explgraph::overlap(workspace).json();
  CHECK(overlap["connected_pairs"] == 1);
  std::ostringstream dot;
  write_question_graph(workspace, {}, GraphFormat::kDot, dot);
  CHECK(dot.str().find("\"q1\" -- \"q2\" [weight=1];") != std::string::npos);
  std::ostringstream graphml;
  write_question_graph(workspace, {}, GraphFormat::kGraphml, graphml);
  CHECK(graphml.str().find("<edge source=\"q1\" target=\"q2\">") != std::string::npos);
}

// tiny's findings by hand: errors C1 defined twice, zz9 dangling, q2's k1 isolated, q3's k2
// deprecated twice, q5 without explanation; warnings q2's role NE and Q-A gap, q3's repeated
// k2 and its withheld text.
TEST_CASE("corpus analyses: the audit's findings of tiny, by hand", "[api]") {
  Workspace workspace(fixture_corpus());
  const auto j = explgraph::audit(workspace).json();
  CHECK(j["errors"] == 6);
  CHECK(j["warnings"] == 4);
  CHECK(j["questions_clean"] == 1);
  CHECK(j["findings"].size() == 10);
}

TEST_CASE("corpus analyses: the audit's text lists a few warnings per check, JSON all", "[api]") {
  // Three questions without choices: three no-choices warnings.
  const fs::path file =
      fs::temp_directory_path() / ("explgraph-api-audit-" + std::to_string(::getpid()) + ".tsv");
  std::ofstream(file) << "QuestionID\tquestion\tAnswerKey\texplanation\n"
                         "n1\tWhich is an animal?\tA\tk1|CENTRAL\n"
                         "n2\tWhich is an animal?\tA\tk1|CENTRAL\n"
                         "n3\tWhich is an animal?\tA\tk1|CENTRAL\n";
  CorpusOptions options;
  options.tables = fixture_path("audit/tables");
  options.questions = {file.string()};
  Workspace workspace(options);
  const Output all = explgraph::audit(workspace, {}, 0);
  const Output one = explgraph::audit(workspace, {}, 1);
  fs::remove(file);
  CHECK(all.json()["findings"] == one.json()["findings"]);  // JSON lists every finding
  CHECK(one.json()["warnings"] == 3);
  const std::string cut = written(one, Format::kText), whole = written(all, Format::kText);
  auto lines_of = [](const std::string& text) {
    std::size_t n = 0;
    for (auto at = text.find("[no-choices]\n"); at != std::string::npos;
         at = text.find("[no-choices]\n", at + 1))
      ++n;
    return n;
  };
  CHECK(lines_of(whole) == 3);
  CHECK(lines_of(cut) == 1);
  CHECK(cut.find("2 more [no-choices] warning(s) not listed (the first is; --all") !=
        std::string::npos);
}
