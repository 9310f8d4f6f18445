#include <catch2/catch.hpp>

#include <algorithm>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/question_graph.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/report/graph_export.hpp"

#include <sstream>

using namespace explgraph;
using Bins = std::vector<double>;

// fixtures/reuse (see reuse_test.cpp). overlap(A, B) counts A's tokens whose UID is in B;
// central-overlap those where A's token or B's first token with the UID is CENTRAL:
//   Q1->Q2 2 (c 2)  Q1->Q3 1 (c 1)  Q1->Q5 2 (c 1: a is CENTRAL in Q1, b is not)
//   Q2->Q1 3 (c 3: a counted twice)  Q2->Q5 3 (c 1: only b, via Q2's CENTRAL b)
//   Q3->Q1 1 (c 1)  Q5->Q1 2 (c 1)  Q5->Q2 2 (c 1)  Q4: none
// Largest overlap: Q1 2 (Q5 and Q2 tie: 2 connections), Q2 3 (Q1, Q5: 2), Q3 1 (1),
// Q4 0 (all 4 others), Q5 2 (Q1, Q2: 2) -> hist 1 1 2 1 0 0, avg 4 1 2 2 0 0.
// Inclusive ANY: bin 1 reached by Q1 Q2 Q3 Q5 with 3+2+1+2 partners; bin 2 by Q1 (Q2, Q5),
// Q2 (Q1, Q5), Q5 (Q1, Q2); bin 3 by Q2 (Q1, Q5) -> hist 5 4 3 1, avg 4, 2, 2, 2.
// CENTRAL_ATLEAST1 marks bins o..o-c+1 (and 0): Q1->Q5 (2, c 1) marks bin 2 only, so
// Q5 reaches bin 1 through no one: bin 1 = Q1 (Q2, Q3), Q2 (Q1), Q3 (Q1) -> 3 questions,
// 4/3; bin 2 = Q1 (Q2, Q5), Q2 (Q1), Q5 (Q1, Q2) -> 5/3; bin 3 = Q2 (Q1, Q5) -> 2.
TEST_CASE("overlap: the reference's three histograms worked by hand", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto r = analyze::compute_overlap(index, {2, 0, 1});
  CHECK(r.questions == 5);
  CHECK(r.connected_pairs == 4);  // Q1-Q2, Q1-Q3, Q1-Q5, Q2-Q5
  CHECK(r.max_any.hist == Bins{1, 1, 2, 1, 0, 0});
  CHECK(r.max_any.avg == Bins{4, 1, 2, 2, 0, 0});
  CHECK(r.inclusive_any.hist == Bins{5, 4, 3, 1, 0, 0});
  CHECK(r.inclusive_any.avg == Bins{4, 2, 2, 2, 0, 0});
  CHECK(r.inclusive_central_atleast1.hist == Bins{5, 3, 3, 1, 0, 0});
  CHECK(r.inclusive_central_atleast1.avg[1] == Approx(4.0 / 3.0));
  CHECK(r.inclusive_central_atleast1.avg[2] == Approx(5.0 / 3.0));
  CHECK(r.inclusive_central_atleast1.avg[3] == Approx(2.0));
}

namespace {

// The straightforward definition, for checking: the reference's inclusive histogram of one
// subset, comparing every pair token by token.
std::vector<double> brute_inclusive(const load::Corpus& corpus,
                                    const std::vector<std::size_t>& subset, bool central_mode) {
  std::vector<double> hist(analyze::kOverlapBins, 0.0);
  for (std::size_t q : subset) {
    std::vector<bool> reached(analyze::kOverlapBins, false);
    for (std::size_t i : subset) {
      if (i == q) continue;
      int o = 0, c = 0;
      for (const auto& t : corpus.questions[q].explanation)
        for (const auto& u : corpus.questions[i].explanation)
          if (t.uid == u.uid) {
            ++o;
            c += t.role == "CENTRAL" || u.role == "CENTRAL";
            break;
          }
      o = std::min(o, 5), c = std::min(c, 5);
      if (!central_mode)
        for (int b = 0; b <= o; ++b) reached[b] = true;
      else
        for (int dec = 0; dec <= c; ++dec) reached[c - dec >= 1 ? o - dec : 0] = true;
    }
    for (int b = 0; b < analyze::kOverlapBins; ++b) hist[b] += reached[b];
  }
  for (auto& h : hist) h /= static_cast<double>(subset.size());
  return hist;
}

// Mean of brute_inclusive over every n-subset: the exact expectation, by enumeration.
std::vector<double> enumerate_expected(const load::Corpus& corpus, std::size_t n,
                                       bool central_mode) {
  const std::size_t total = corpus.questions.size();
  std::vector<bool> pick(total, false);
  std::fill(pick.begin(), pick.begin() + static_cast<std::ptrdiff_t>(n), true);
  std::vector<double> sum(analyze::kOverlapBins, 0.0);
  double subsets = 0;
  do {
    std::vector<std::size_t> subset;
    for (std::size_t i = 0; i < total; ++i)
      if (pick[i]) subset.push_back(i);
    auto h = brute_inclusive(corpus, subset, central_mode);
    for (int b = 0; b < analyze::kOverlapBins; ++b) sum[b] += h[b];
    subsets += 1;
  } while (std::prev_permutation(pick.begin(), pick.end()));
  for (auto& s : sum) s /= subsets;
  return sum;
}

void check_bins(const std::vector<double>& actual, const std::vector<double>& expected) {
  REQUIRE(actual.size() == expected.size());
  for (std::size_t b = 0; b < actual.size(); ++b)
    CHECK(actual[b] == Approx(expected[b]).margin(1e-12));
}

}  // namespace

// n = 2: bin 1 -> (1/5)(3/4 + 2/4 + 1/4 + 0 + 2/4) = 0.4 ; n = 4 and n = 5 likewise. The
// hypergeometric formula must equal the average over all C(5, n) subsets.
TEST_CASE("overlap: exact expected proportions equal enumeration over every subset", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto r = analyze::compute_overlap(index, {2, 0, 1});
  REQUIRE(r.expected.size() == 3);  // n = 2, 4, 5
  CHECK(r.expected[0].any[1] == Approx(0.4));
  for (const auto& e : r.expected) {
    INFO("n = " << e.n);
    check_bins(e.any, enumerate_expected(corpus, e.n, false));
    check_bins(e.central_atleast1, enumerate_expected(corpus, e.n, true));
  }
  CHECK(r.expected[2].any == Bins{1.0, 0.8, 0.6, 0.2, 0, 0});  // n = N: the inclusive histogram / 5
}

TEST_CASE("overlap: the same seed gives the same simulation", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto a = analyze::compute_overlap(index, {2, 20, 7});
  auto b = analyze::compute_overlap(index, {2, 20, 7});
  REQUIRE(a.simulated.size() == 3);
  for (std::size_t i = 0; i < a.simulated.size(); ++i)
    CHECK(a.simulated[i].any == b.simulated[i].any);
  check_bins(a.simulated[2].any, a.expected[2].any);  // n = N: every simulation is the whole corpus
}

namespace {
std::vector<std::uint32_t> values(const std::vector<core::QuestionId>& ids) {
  std::vector<std::uint32_t> out;
  for (auto id : ids) out.push_back(id.value);
  return out;
}
}  // namespace

// Edges (weight seen from the earlier question): Q1-Q2 2, Q1-Q3 1, Q1-Q5 2, Q2-Q5 3.
// min-overlap 3: Q1->Q2 is 2 but Q2->Q1 is 3, so the edge stays with the later question's
// weight 3; Q2-Q5 3; Q1-Q5 (2 both ways) and Q1-Q3 go.
TEST_CASE("question graph: edges follow the reference's cluster-graph rule", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto edges = [](const analyze::QuestionGraph& g) {
    std::vector<std::vector<std::uint32_t>> out;
    for (const auto& e : g.edges) out.push_back({e.a.value, e.b.value, e.weight});
    return out;
  };
  auto all = analyze::build_question_graph(index, {1, false});
  CHECK(edges(all) ==
        std::vector<std::vector<std::uint32_t>>{{0, 1, 2}, {0, 2, 1}, {0, 4, 2}, {1, 4, 3}});
  CHECK(values(all.vertices) == std::vector<std::uint32_t>{0, 1, 2, 4});
  auto strong = analyze::build_question_graph(index, {3, false});
  CHECK(edges(strong) == std::vector<std::vector<std::uint32_t>>{{0, 1, 3}, {1, 4, 3}});
}

// Two questions with the same id stay two vertices: the second is named "DUP_1#2" (SPEC §6),
// and "dup_1" (another id, by case) is its own vertex. Every question cites k1 or K3, so with
// the default min overlap 1 the graph has the edges DUP_1–DUP_1#2, DUP_1–dup_1, DUP_1#2–dup_1
// (k1) and dup_1–Other_2 (K3).
TEST_CASE("question graph export: a repeated question id becomes ID#2", "[report]") {
  auto corpus = load_fixture("dup-ids");
  REQUIRE(corpus.questions.size() == 4);
  analyze::ExplanationIndex index(corpus);
  auto graph = analyze::build_question_graph(index, {});
  CHECK(values(graph.vertices) == std::vector<std::uint32_t>{0, 1, 2, 3});
  CHECK(graph.edges.size() == 4);
  std::ostringstream dot;
  report::write_question_graph_dot(graph, corpus, dot);
  CHECK(dot.str().find("\"DUP_1#2\"") != std::string::npos);
  std::ostringstream graphml;
  report::write_question_graph_graphml(graph, corpus, graphml);
  CHECK(graphml.str().find("<node id=\"DUP_1\">") != std::string::npos);
  CHECK(graphml.str().find("<node id=\"DUP_1#2\">") != std::string::npos);
  CHECK(graphml.str().find("<node id=\"dup_1\">") != std::string::npos);
}

// An exception in a worker thread reaches the caller (it used to call std::terminate).
TEST_CASE("overlap: a failing worker thread throws to the caller", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  analyze::OverlapOptions options;
  options.fail_worker_for_tests = true;
  for (unsigned threads : {1u, 2u, 4u}) {
    options.threads = threads;
    CHECK_THROWS_WITH(analyze::compute_overlap(index, options), "worker failure (test)");
  }
}

// An export too large to open is refused with the way out, not written for hours.
TEST_CASE("question graph: more edges than the bound is a usage error", "[analyze]") {
  auto corpus = load_fixture("dup-ids");
  analyze::ExplanationIndex index(corpus);
  analyze::QuestionGraphOptions options;
  options.max_edges = 1;  // the fixture's graph has 4
  CHECK_THROWS_AS(analyze::build_question_graph(index, options), core::UsageError);
  options.max_edges = 4;
  CHECK(analyze::build_question_graph(index, options).edges.size() == 4);
}
