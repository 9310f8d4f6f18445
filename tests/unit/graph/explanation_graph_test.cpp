#include <catch2/catch.hpp>

#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/graph/explanation_graph.hpp"

using namespace explgraph;

namespace {

load::Corpus tiny() {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  return load::load_corpus(options);
}

}  // namespace

// tiny/ (lemmas after stop words and stemming):
//   q1  Q "Which of these is an animal?" {anim}   A "dog" {dog}
//       k1 "a dog is a kind of animal" {dog, kind, anim}   -> touches Q and A: hop 1
//       K3 "an oak is a kind of tree"  {oak, kind, tree}   -> only via k1's "kind": hop 2
//   q2  Q "What causes ice to "melt"?" {caus, ice, melt}   A "heat" {heat}
//       c1 (first definition) "sunlight causes plants to grow" {sunlight, caus, plant, grow}: hop 1
//       zz9 dangling: no vertex;  k1 {dog, kind, anim}: isolated
TEST_CASE("explanation graph: hops and depth and components on hand-worked examples", "[graph]") {
  auto corpus = tiny();
  text::Normalizer normalizer;
  graph::CorpusGraph cg(corpus, normalizer);
  REQUIRE(corpus.questions.size() == 4);

  auto g1 = graph::build_explanation_graph(cg, corpus.questions[0], core::QuestionId(0));
  REQUIRE(g1.has_text);
  CHECK(g1.facts.size() == 2);
  CHECK(g1.hops == std::vector<int>{1, 2});
  CHECK(g1.depth == 2);
  CHECK(g1.isolated_facts == 0);
  CHECK(g1.components == 1);
  CHECK(g1.qa_joined);

  auto g2 = graph::build_explanation_graph(cg, corpus.questions[1], core::QuestionId(1));
  REQUIRE(g2.has_text);
  CHECK(g2.facts.size() == 2);  // c1 and k1; zz9 dangles
  CHECK(g2.hops == std::vector<int>{1, graph::kUnreachable});
  CHECK(g2.depth == 1);
  CHECK(g2.isolated_facts == 1);
  CHECK(g2.components == 3);  // {Q, c1}, {A}, {k1}
  CHECK_FALSE(g2.qa_joined);

  auto g3 = graph::build_explanation_graph(cg, corpus.questions[2], core::QuestionId(2));
  CHECK_FALSE(g3.has_text);
  CHECK(g3.facts.size() == 1);  // k2 twice, one vertex
  CHECK(g3.hops.empty());
}

TEST_CASE("corpus graph: text vertices link to lemma vertices and inverted index finds rows",
          "[graph]") {
  auto corpus = tiny();
  text::Normalizer normalizer;
  graph::CorpusGraph cg(corpus, normalizer);
  const auto& vocabulary = cg.vocabulary();
  core::WordId kind = vocabulary.find("kind");
  REQUIRE(kind.valid());
  // Rows in load order: CAUSE c1, C1; KINDOF k1, k2, K3.
  CHECK(cg.rows_with(kind) ==
        std::vector<core::RowId>{core::RowId(2), core::RowId(3), core::RowId(4)});
  CHECK(cg.lemma_count(cg.row_vertex(core::RowId(2))) == 3);
  CHECK(cg.shared_lemmas(cg.row_vertex(core::RowId(2)), cg.row_vertex(core::RowId(3))) ==
        2);  // kind, anim
  CHECK(boost::num_vertices(cg.graph()) == 5 + 2 * 4 + vocabulary.size());
}

TEST_CASE("explanation graph: facts given by their lemmas give the graph their rows give",
          "[graph]") {
  auto corpus = tiny();
  text::Normalizer normalizer;
  graph::CorpusGraph cg(corpus, normalizer);
  graph::ExplanationGraphScratch scratch;
  for (std::uint32_t q : {0u, 1u}) {
    const auto by_rows =
        graph::build_explanation_graph(cg, corpus.questions[q], core::QuestionId(q));
    std::vector<std::vector<std::uint32_t>> lemmas;
    for (core::RowId row : by_rows.facts) {
      lemmas.emplace_back();
      for (core::WordId w : cg.lemmas(cg.row_vertex(row))) lemmas.back().push_back(w.value);
    }
    const auto by_lemmas = graph::build_text_graph(cg, core::QuestionId(q), lemmas, scratch);
    CHECK(by_lemmas.hops == by_rows.hops);
    CHECK(by_lemmas.linked == by_rows.linked);
    CHECK(by_lemmas.components == by_rows.components);
    CHECK(by_lemmas.isolated_facts == by_rows.isolated_facts);
    CHECK(by_lemmas.depth == by_rows.depth);
    CHECK(by_lemmas.qa_joined == by_rows.qa_joined);
  }
  // A word no corpus text has (an id past the vocabulary) still joins two facts.
  const std::uint32_t unseen = static_cast<std::uint32_t>(cg.vocabulary().size()) + 7;
  const auto joined =
      graph::build_text_graph(cg, core::QuestionId(0), {{unseen}, {unseen}}, scratch);
  CHECK(joined.hops == std::vector<int>{graph::kUnreachable, graph::kUnreachable});
  CHECK(joined.isolated_facts == 0);
  CHECK(joined.components == 3);  // {Q}, {A}, {the two facts}: q1's Q and A share no word
}
