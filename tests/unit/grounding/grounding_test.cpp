#include <catch2/catch.hpp>

#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/grounding/grounding.hpp"

using namespace explgraph;

namespace {

load::Corpus fixture() {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/grounding";
  return load::load_corpus(options);
}

std::vector<grounding::SplitFact> facts(const std::vector<std::string>& texts) {
  std::vector<grounding::SplitFact> out;
  for (std::size_t i = 0; i < texts.size(); ++i) out.push_back({texts[i], i + 1, 1});
  return out;
}

}  // namespace

// q1 "Which of these is an animal? (A) dog (B) oak", answer "dog"; gold k1|CENTRAL
// k3|GROUNDING. q2 "What causes ice to melt?", answer "heat"; gold c1|CENTRAL k1|LEXGLUE.
TEST_CASE("grounding: the gold written out as text is its own explanation, graph and all",
          "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Grounder grounder(corpus, graph, normalizer);
  const auto q1 = grounder.ground(core::QuestionId(0),
                                  facts({"a dog is a kind of animal", "an oak is a kind of tree"}));
  REQUIRE(q1.facts.size() == 2);
  CHECK(q1.facts[0].alignment.match == grounding::Match::kExact);
  CHECK(q1.facts[1].alignment.match == grounding::Match::kExact);
  const auto audited =
      graph::build_explanation_graph(graph, corpus.questions[0], core::QuestionId(0));
  CHECK(q1.has_text);
  CHECK(q1.components == audited.components);
  CHECK(q1.connected == (audited.components == 1));
  CHECK(q1.hops == audited.depth);
  CHECK(q1.facts[0].hops == audited.hops[0]);
  CHECK(q1.facts[1].hops == audited.hops[1]);
  CHECK(q1.hops == 2);  // k3 through k1's "kind"
  CHECK(q1.overall.precision() == 1.0);
  CHECK(q1.overall.recall() == 1.0);
  CHECK(q1.overall.f1() == 1.0);
  CHECK(q1.by_role.at("CENTRAL").recall() == 1.0);
  CHECK(q1.by_role.at("GROUNDING").recall() == 1.0);
}

TEST_CASE("grounding: invented facts are their own vertices; overlap by hand", "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Grounder grounder(corpus, graph, normalizer);
  // c1 exact; "heat causes ice to melt" again (one vertex, one UID); an invented fact
  // sharing "melt" with the question; one sharing "energy" with it only; one sharing nothing.
  const auto q2 = grounder.ground(
      core::QuestionId(1),
      facts({"Heat causes ice to melt.", "heat causes ice to melt", "melting needs energy",
             "the sun gives energy", "quasars emit radio waves"}));
  REQUIRE(q2.facts.size() == 5);
  for (std::size_t f = 2; f < 5; ++f) CHECK(q2.facts[f].alignment.match == grounding::Match::kNone);
  CHECK(q2.ranking.size() == 1);  // c1 once
  CHECK(q2.facts[0].hops == 1);
  CHECK(q2.facts[1].hops == 1);
  CHECK(q2.facts[2].hops == 1);  // "melt" is the question's
  CHECK(q2.facts[3].hops == 2);  // through "melting needs energy"
  CHECK(q2.facts[4].hops == graph::kUnreachable);
  CHECK(q2.facts[4].isolated);
  CHECK_FALSE(q2.facts[3].isolated);
  CHECK(q2.isolated_facts == 1);
  CHECK(q2.hops == 2);
  CHECK(q2.components == 2);  // {Q, A, c1, melting…, sun…}, {quasars…}
  CHECK_FALSE(q2.connected);
  // Generated {c1}, gold {c1, k1}: P 1/1, R 1/2, F1 2·1/(1+2).
  CHECK(q2.overall.generated == 1);
  CHECK(q2.overall.gold == 2);
  CHECK(q2.overall.precision() == 1.0);
  CHECK(q2.overall.recall() == 0.5);
  CHECK(*q2.overall.f1() == Approx(2.0 / 3));
  CHECK(q2.by_role.at("CENTRAL").recall() == 1.0);
  CHECK(q2.by_role.at("LEXGLUE").recall() == 0.0);
  const auto& cause =
      q2.by_category.at(load::category_of(corpus, corpus.questions[1].explanation[0].row));
  CHECK(cause.generated == 1);
  CHECK(cause.shared == 1);
}

TEST_CASE("grounding: an empty explanation, a question without text, a fact too long",
          "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Grounder grounder(corpus, graph, normalizer);
  const auto empty = grounder.ground(core::QuestionId(1), {});
  CHECK(empty.facts.empty());
  CHECK(empty.overall.precision() == std::nullopt);
  CHECK(empty.overall.recall() == 0.0);
  CHECK(empty.overall.f1() == 0.0);
  CHECK(empty.components == 2);  // "What causes ice to melt?" and "heat" share no word

  const auto untexted = grounder.ground(core::QuestionId(2), facts({"a cat is a kind of animal"}));
  CHECK_FALSE(untexted.has_text);
  CHECK(untexted.facts[0].hops == graph::kUnreachable);
  CHECK(untexted.overall.f1() == 1.0);

  const auto long_fact =
      grounder.ground(core::QuestionId(0), facts({std::string(grounding::kMaxFactBytes + 1, 'a')}));
  CHECK(long_fact.facts[0].too_long);
  CHECK(long_fact.facts[0].alignment.candidates.empty());

  grounding::Overlap none;
  CHECK(none.f1() == std::nullopt);
}
