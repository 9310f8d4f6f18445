#include <catch2/catch.hpp>

#include "explgraph/api/workspace.hpp"
#include "same_explanation_graph.hpp"
#include "synthetic_dir.hpp"

using namespace explgraph;

// The graphs are built on several threads when a corpus is large enough (the texts in
// slices, each with its own normaliser and vocabulary, merged in slice order); they must be
// exactly what one thread builds: the same lemma ids, texts and explanation graphs.
TEST_CASE("graphs built on four threads equal those built on one", "[integration]") {
  synth::SynthOptions synth;
  synth.questions = 8000;  // 30,000 rows + 2 x 8,000 question texts: three slices
  synth.facts = 30000;
  synth.seed = 11;
  const test::SyntheticDir dir("explgraph-parallel-build", synth);
  CorpusOptions options;
  options.corpus = dir.path();
  Workspace one(options), four(options);
  one.set_threads(1);
  four.set_threads(4);
  const auto& a = one.graph();
  const auto& b = four.graph();
  REQUIRE(a.vocabulary().size() > 100);
  CHECK(a.vocabulary().texts() == b.vocabulary().texts());
  const auto& corpus = one.corpus();
  for (std::uint32_t r = 0; r < corpus.tablestore.rows.size(); ++r) {
    const core::RowId row(r);
    REQUIRE(a.lemmas(a.row_vertex(row)) == b.lemmas(b.row_vertex(row)));
    const auto sa = a.row_lemma_sequence(row), sb = b.row_lemma_sequence(row);
    REQUIRE(std::vector<std::uint32_t>(sa.first, sa.second) ==
            std::vector<std::uint32_t>(sb.first, sb.second));
  }
  std::size_t linked_stems = 0;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const core::QuestionId q(i);
    REQUIRE(a.lemmas(a.stem_vertex(q)) == b.lemmas(b.stem_vertex(q)));
    REQUIRE(a.lemmas(a.answer_vertex(q)) == b.lemmas(b.answer_vertex(q)));
    linked_stems += !a.lemmas(a.stem_vertex(q)).empty();
    const auto& ga = one.explanation_graphs()[q];
    const auto& gb = four.explanation_graphs()[q];
    require_same_graph(ga, gb);
  }
  CHECK(linked_stems > corpus.questions.size() / 2);
}
