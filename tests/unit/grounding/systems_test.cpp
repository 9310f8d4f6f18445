#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/grounding/systems.hpp"

using namespace explgraph;

namespace {

load::Corpus fixture() {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/grounding";
  return load::load_corpus(options);
}

grounding::ExplanationFile file(const std::string& text) {
  const grounding::FactSplitter splitter;
  std::istringstream in(text);
  core::Diagnostics ignored;
  return grounding::read_explanations(in, "gen.jsonl", splitter, ignored);
}

}  // namespace

// Gold: q1 {k1, k3}, q2 {c1, k1}, q3 {k2}. tg2020 MAP averages every gold question.
TEST_CASE("systems: counts, means and the MAP of the grounded UIDs, by hand", "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  core::Diagnostics warnings;
  const auto system = grounding::ground_system(
      corpus, graphs, normalizer, "gen", "gen.jsonl",
      file("{\"id\": \"q1\", \"explanation\": \"a dog is a kind of animal. Quasars emit light.\"}\n"
           "{\"id\": \"Q2\", \"explanation\": [\"heat causes ice to melt\"]}\n"
           "{\"id\": \"zz\", \"explanation\": \"x\"}\n{\"id\": \"q3\", \"explanation\": \"\"}\n"),
      warnings);
  CHECK(system.question_ids == std::vector<std::string>{"q1", "q2", "q3"});  // Q2 resolved
  CHECK(system.unknown_questions == std::vector<std::string>{"zz"});
  CHECK(warnings.count_by_code().at("unknown-question") == 1);
  CHECK(system.empty_explanations == 1);
  CHECK(system.counts.facts == 3);
  CHECK(system.counts.exact == 2);
  CHECK(system.counts.unsupported == 1);
  // AP: q1 1/2 (k1 at rank 1 of 2 gold), q2 1/2, q3 0.
  CHECK(system.average_precision == std::vector<double>{0.5, 0.5, 0.0});
  CHECK(system.ranking_score.map == Approx(1.0 / 3));
  // F1: q1 2/3, q2 2/3, q3 0 (nothing grounded, one gold).
  CHECK(*system.f1 == Approx((2.0 / 3 + 2.0 / 3) / 3));
  CHECK(*system.precision == 1.0);  // q3 has none
  CHECK(system.by_role.at("CENTRAL").gold == 3);
  CHECK(system.by_role.at("CENTRAL").shared == 2);
  CHECK(system.with_text == 2);
}

TEST_CASE("systems: a file naming no corpus question is an error naming it", "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  core::Diagnostics warnings;
  CHECK_THROWS_WITH(
      grounding::ground_system(corpus, graphs, normalizer, "gen", "gen.jsonl",
                               file("{\"id\": \"zz\", \"explanation\": \"x\"}\n"), warnings),
      "gen.jsonl: error: none of its 1 explanation(s) names a question of the corpus (the first "
      "names 'zz'): another corpus or --split?");
}
