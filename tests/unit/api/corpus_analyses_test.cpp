#include <catch2/catch.hpp>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"

using namespace explgraph;

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

TEST_CASE("corpus analyses: the audit's text lists a few warnings per check, JSON all", "[api]") {
  Workspace workspace(fixture_corpus());
  const Output all = explgraph::audit(workspace, {}, 0);
  const Output one = explgraph::audit(workspace, {}, 1);
  CHECK(all.json()["errors"] == one.json()["errors"]);
  CHECK(all.json()["findings"] == one.json()["findings"]);
  CHECK(written(one, Format::kText).size() <= written(all, Format::kText).size());
  CHECK(all.json()["errors"].get<std::size_t>() > 0);  // zz9 is cited, no table defines it
}
