#include <catch2/catch.hpp>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/hops.hpp"

using namespace explgraph;

// fixtures/tiny, kept q1 q2 q3 q5 (see graph/explanation_graph_test.cpp for the lemmas):
//   q1: k1 CENTRAL hop 1, K3 GROUNDING hop 2; depth 2, 1 component, Q and A joined
//   q2: c1 CENTRAL hop 1, k1 NE unreachable (isolated); zz9 dangling; depth 1, 3 components
//   q3: text withheld -> skipped_no_text;  q5: text but no explanation -> skipped_no_facts
// overall: hop 1 x2, hop 2 x1, unreachable x1; mean hop over reachable (1+2+1)/3.
TEST_CASE("hops: aggregation over the tiny corpus worked by hand", "[analyze]") {
  auto corpus = load_fixture("tiny");
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  auto r = analyze::compute_hops(corpus, graphs);
  // Kept: q1, q2, q3, q5 (q4 is flagged HARD). q5 has no explanation: set aside, not
  // "skipped", so E = {q1, q2, q3}; q3's text is withheld.
  CHECK(r.population.kept == 4);
  CHECK(r.population.with_explanation == 3);
  CHECK(r.population.set_aside() == 1);
  CHECK(r.questions == 3);
  CHECK(r.analysed == 2);
  CHECK(r.skipped_no_text == 1);
  CHECK(r.skipped_no_facts == 0);
  CHECK(r.facts == 4);
  CHECK(r.overall == analyze::HopHistogram{{-1, 1}, {1, 2}, {2, 1}});
  CHECK(r.by_role.at("CENTRAL") == analyze::HopHistogram{{1, 2}});
  CHECK(r.by_role.at("GROUNDING") == analyze::HopHistogram{{2, 1}});
  CHECK(r.by_role.at("NE") == analyze::HopHistogram{{-1, 1}});
  CHECK(r.by_category.at("RET") == analyze::HopHistogram{{-1, 1}, {1, 1}, {2, 1}});
  CHECK(r.by_category.at("COMPLEX") == analyze::HopHistogram{{1, 1}});
  CHECK(r.by_table.at("KINDOF") == analyze::HopHistogram{{-1, 1}, {1, 1}, {2, 1}});
  CHECK(r.depth == std::map<int, std::size_t>{{1, 1}, {2, 1}});
  CHECK(r.components == std::map<int, std::size_t>{{1, 1}, {3, 1}});
  CHECK(r.isolated_facts == 1);
  CHECK(r.qa_joined == 1);
  REQUIRE(r.with_isolated.size() == 1);
  CHECK(r.with_isolated[0].question == "q2");
  CHECK(r.with_isolated[0].isolated_uids == std::vector<std::string>{"k1"});
  REQUIRE(r.mean_hop);
  CHECK(*r.mean_hop == Approx(4.0 / 3.0));
}
