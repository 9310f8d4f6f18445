#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "explgraph/analyze/trec_eval.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

namespace {

load::Qrels qrels_of(const std::string& text, core::Diagnostics& diagnostics) {
  std::istringstream in(text);
  return load::read_qrels(in, "q.qrels", diagnostics);
}

load::TrecRun run_of(const std::string& text, core::Diagnostics& diagnostics) {
  std::istringstream in(text);
  return load::read_trec_run(in, "r.run", diagnostics);
}

double metric(const analyze::RankingScore& s, const std::string& name) {
  for (const auto& [key, value] : s.metrics)
    if (key == name) return value;
  FAIL("no metric " << name);
  return 0;
}

// q1 judges a 2, b 0, c 1, d 3, e -1; q2 judges x 1 and is not in the run; q3 judges y 0
// (nothing relevant). The run ties z and a at 0.9 (docid descending: z first), so q1's
// order is z (not judged), a (2), c (1), e (negative), b (0); d is never retrieved. The
// run's own query q9 is ignored. With relevance level 1, q1's relevant are a, c, d: num_rel 3.
const char* kQrels = "q1 0 a 2\nq1 0 b 0\nq1 0 c 1\nq1 0 d 3\nq1 0 e -1\nq2 0 x 1\nq3 0 y 0\n";
const char* kRun =
    "q1 Q0 b 9 0.3 t\nq1 Q0 a 1 0.9 t\nq9 Q0 a 1 5 t\nq1 Q0 e 1 0.4 t\nq1 Q0 z 1 0.9 t\n"
    "q3 Q0 y 1 1.0 t\nq1 Q0 c 3 0.5 t\n";

}  // namespace

TEST_CASE("trec_eval -c figures, derived by hand", "[analyze][trec]") {
  core::Diagnostics diagnostics;
  const auto qrels = qrels_of(kQrels, diagnostics);
  const auto run = run_of(kRun, diagnostics);
  analyze::RankevalOptions options;
  options.ks = {1, 5};
  const auto s = analyze::evaluate_trec_run("r", qrels, run, options);
  CHECK(diagnostics.total() == 0);
  // q1: a at rank 2, c at rank 3: (1/2 + 2/3) / 3; q2 and q3 score 0; three queries averaged.
  CHECK(s.ap == std::vector<double>{(0.5 + 2.0 / 3) / 3, 0, 0});
  CHECK(s.map == Approx(7.0 / 54).epsilon(1e-12));
  CHECK(s.scored_questions == 3);
  CHECK(s.ranked_questions == 2);
  CHECK(s.missing_questions == std::vector<std::string>{"q2"});
  CHECK(s.unknown_questions == std::vector<std::string>{"q9"});
  CHECK(metric(s, "P@1") == 0);
  CHECK(metric(s, "P@5") == Approx(2.0 / 5 / 3).epsilon(1e-12));
  CHECK(metric(s, "R@5") == Approx(2.0 / 3 / 3).epsilon(1e-12));
  CHECK(metric(s, "MRR") == Approx(0.5 / 3).epsilon(1e-12));
  // DCG@5 = 2/log2(3) + 1/log2(4); ideal from d 3, a 2, c 1 = 3 + 2/log2(3) + 1/log2(4).
  const double dcg = 2 / std::log2(3.0) + 0.5, ideal = 3 + 2 / std::log2(3.0) + 0.5;
  CHECK(metric(s, "NDCG@5") == Approx(dcg / ideal / 3).epsilon(1e-12));
  CHECK(metric(s, "NDCG@1") == 0);
}

TEST_CASE("trec_eval's relevance level: -l 2 keeps a and d", "[analyze][trec]") {
  core::Diagnostics diagnostics;
  analyze::RankevalOptions options;
  options.relevance_threshold = 2;
  options.ks = {2};
  const auto s = analyze::evaluate_trec_run("r", qrels_of(kQrels, diagnostics),
                                            run_of(kRun, diagnostics), options);
  CHECK(s.ap[0] == Approx(0.5 / 2).epsilon(1e-12));  // a at rank 2 of num_rel 2
  CHECK(metric(s, "P@2") == Approx(0.5 / 3).epsilon(1e-12));
  // NDCG keeps every positive grade as gain, whatever the level: 2/log2(3) over 3 + 2/log2(3).
  CHECK(metric(s, "NDCG@2") ==
        Approx(2 / std::log2(3.0) / (3 + 2 / std::log2(3.0)) / 3).epsilon(1e-12));
}

TEST_CASE("trec_eval's order: the rank column and line order are ignored", "[load][trec]") {
  core::Diagnostics diagnostics;
  const auto run = run_of("q Q0 b 1 1 t\nq Q0 a 2 1 t\nq Q0 c 3 2 t\nq Q0 B 4 1 t\n", diagnostics);
  std::vector<std::string> order;
  for (auto i : load::trec_order(run, 0))
    order.push_back(run.documents.text(load::TrecDocumentId(run.retrieved[0][i].document)));
  // c scores highest; the ties b, a, B by docid descending, bytewise ('B' < 'a' < 'b').
  CHECK(order == std::vector<std::string>{"c", "b", "a", "B"});
  // Against a corpus, UIDs are matched ignoring case: b and B are one UID, at b's place.
  const auto ranking = load::ranking_of(run);
  CHECK(ranking.ranked.at("q").size() == 3);
  CHECK(ranking.repeated == 1);
}

TEST_CASE("trec_eval's order of long and short runs of ties, read or built by hand",
          "[load][trec]") {
  // One query of 300 documents: 240 tied at 0 (a bitmap of the docids' ranks orders them),
  // pairs and triples tied above (sorted), a few alone; docids with bytes above 127 (strcmp
  // compares unsigned bytes), in a shuffled file order. The reference: every line sorted by
  // score, then docid descending, as strings.
  std::mt19937 random(7);
  struct Line {
    std::string docid;
    double score;
  };
  std::vector<Line> lines;
  for (int d = 0; d < 300; ++d) {
    std::string docid = "d" + std::to_string((d * 7919) % 1000);
    if (d % 9 == 0) docid += "\xc3\xa9";  // "é"
    const double score = d < 240 ? 0 : d < 280 ? (d - 240) / 3 + 1 : d;
    lines.push_back({docid, score});
  }
  std::shuffle(lines.begin(), lines.end(), random);
  std::string text;
  for (const auto& l : lines) text += "q Q0 " + l.docid + " 1 " + std::to_string(l.score) + " t\n";
  std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
    return a.score != b.score ? a.score > b.score : a.docid > b.docid;
  });
  core::Diagnostics diagnostics;
  auto run = run_of(text, diagnostics);
  REQUIRE(diagnostics.total() == 0);
  const auto docids = [&](const load::TrecRun& r) {
    std::vector<std::string> order;
    for (auto i : load::trec_order(r, 0))
      order.push_back(r.documents.text(load::TrecDocumentId(r.retrieved[0][i].document)));
    return order;
  };
  std::vector<std::string> expected;
  for (const auto& l : lines) expected.push_back(l.docid);
  CHECK(docids(run) == expected);
  run.document_ranks.clear();  // as a run built by hand: ranked for the call
  CHECK(docids(run) == expected);
}

TEST_CASE("TREC files: repeats, malformed lines and interleaved queries", "[load][trec]") {
  core::Diagnostics diagnostics;
  // q1's lines resume after q2's: its repeat of a is still found.
  const auto run = run_of(
      "q1 Q0 a 1 3 t\n# a comment\nq2 Q0 a 1 3 t\nq1 Q0 b 2 2 t\n\nq1 Q0 a 3 1 t\nq2 Q0 a 2 9 t\n"
      "q1 Q0 c 4 x t\nq1 Q0 d 5\n",
      diagnostics);
  CHECK(run.lines == 7);
  CHECK(run.repeated == 2);
  CHECK(run.malformed == 2);
  CHECK(run.retrieved[0].size() == 2);
  CHECK(run.retrieved[1].size() == 1);
  CHECK(run.retrieved[1][0].score == 3);  // the first line of a repeat is kept
  REQUIRE(diagnostics.warning_count() == 4);
  CHECK(core::format_diagnostic(diagnostics.items()[0]) ==
        "r.run:6: warning: query 'q1' retrieves 'a' again; the first line kept (trec_eval "
        "refuses such a run) [repeated-document]");
  core::Diagnostics qrels_warnings;
  const auto qrels = qrels_of("q 0 a 1\nq 0 a 2\nq 0 b 1.5\nq 0 c 0 extra\n", qrels_warnings);
  CHECK(qrels.judgments[0].size() == 1);
  CHECK(qrels.judgments[0][0].grade == 1);
  CHECK(qrels.repeated == 1);
  CHECK(qrels.malformed == 2);
}

TEST_CASE("TREC files: nothing usable is an error naming the likely cause", "[load][trec]") {
  core::Diagnostics diagnostics;
  CHECK_THROWS_WITH(qrels_of("", diagnostics),
                    "q.qrels: error: expected qrels lines 'qid iter docid grade', found none (an "
                    "empty file?)");
  CHECK_THROWS_WITH(qrels_of("q Q0 d 1 0.5 run\n", diagnostics),
                    "q.qrels: error: no usable qrels line: expected 'qid iter docid grade'; of 1 "
                    "lines, 1 with 6 field(s); is it a run? give runs with --ranking");
  CHECK_THROWS_WITH(run_of("q\td\n", diagnostics),
                    "r.run: error: no usable run line: expected 'qid Q0 docid rank score tag'; "
                    "of 1 lines, 1 with 2 field(s)");
}

TEST_CASE("a TREC run is told from a TextGraphs ranking by its first line", "[load][trec]") {
  CHECK(load::looks_like_trec_run("q1 Q0 8a26-7f9b 1 0.5 explgraph"));
  CHECK(load::looks_like_trec_run("q1\tQ0\td\t1\t-2e3\ttag\textra"));
  CHECK_FALSE(load::looks_like_trec_run("q1\t8a26-7f9b"));
  CHECK_FALSE(load::looks_like_trec_run("q1\t8a26-7f9b\t0.5"));
  CHECK_FALSE(load::looks_like_trec_run("q1 0 d 1"));
  // The reader's rule on every line: a rank it does not read ('-', a word) is a run's
  // (issue 79); a score that is no number, with a rank, is the reader's to warn of.
  CHECK(load::looks_like_trec_run("q1 Q0 d - 0.5 tag"));
  CHECK(load::looks_like_trec_run("q1 Q0 d first 0.5 tag"));
  CHECK(load::looks_like_trec_run("q1 Q0 d 1 nan tag"));
  CHECK_FALSE(load::looks_like_trec_run("a header of six words here"));
  CHECK(load::looks_like_qrels("q1 0 d 2"));
  CHECK_FALSE(load::looks_like_qrels("q1 0 d 0.5"));
  CHECK_FALSE(load::looks_like_qrels("q1 Q0 d 1 0.5 tag"));
}
