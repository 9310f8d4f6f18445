#pragma once
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <cstdint>
#include <utility>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::graph {

// The corpus as one Boost.Graph graph (SPEC §2), built once and shared by every analysis.
// Vertices, in this order: one per tablestore row, one per question stem, one per correct
// answer, one per lemma. Edges run from each text to each of its distinct lemmas, stored
// as a compressed sparse row graph (flat arrays, targets sorted), so a text's lemma set is
// a sorted slice and two texts overlap when their slices intersect. The inverse — lemma to
// rows — is kept as a flat inverted index.
class CorpusGraph {
 public:
  using Graph =
      boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                         boost::no_property, std::uint32_t, std::uint32_t>;
  using Vertex = Graph::vertex_descriptor;

  // The texts are normalised on up to `threads` threads (0: one per core), each with a
  // clone of `normalizer`; lemma ids are given in order of first use in vertex order, so
  // the graph never depends on `threads`.
  CorpusGraph(const load::Corpus& corpus, const text::Normalizer& normalizer,
              std::size_t threads = 1);

  const Graph& graph() const { return graph_; }
  const core::Vocabulary<core::WordId>& vocabulary() const { return vocabulary_; }

  Vertex row_vertex(core::RowId row) const { return row.value; }
  Vertex stem_vertex(core::QuestionId q) const { return rows_ + q.value; }
  Vertex answer_vertex(core::QuestionId q) const { return rows_ + questions_ + q.value; }
  Vertex lemma_vertex(core::WordId w) const { return rows_ + 2 * questions_ + w.value; }
  core::WordId word_of(Vertex lemma) const { return core::WordId(lemma - rows_ - 2 * questions_); }

  // Number of distinct lemmas two text vertices share (sorted-merge over their edges).
  std::size_t shared_lemmas(Vertex a, Vertex b) const;
  bool overlap(Vertex a, Vertex b) const { return shared_lemmas(a, b) > 0; }
  std::size_t lemma_count(Vertex text) const;
  std::vector<core::WordId> lemmas(Vertex text) const;

  // A text's content lemmas (a row, stem or answer vertex) in the order the text has them,
  // repeats kept: [first, end). Lemma ids, as WordId values.
  std::pair<const std::uint32_t*, const std::uint32_t*> lemma_sequence(Vertex text) const {
    const std::uint32_t* base = sequences_.data();
    return {base + sequence_offsets_[text], base + sequence_offsets_[text + 1]};
  }
  std::pair<const std::uint32_t*, const std::uint32_t*> row_lemma_sequence(core::RowId row) const {
    return lemma_sequence(row_vertex(row));
  }

  // Rows whose text contains the lemma, ascending.
  std::vector<core::RowId> rows_with(core::WordId lemma) const;
  // The same as a slice of the flat index, no copy: [first, end) of row ids.
  std::pair<const std::uint32_t*, const std::uint32_t*> row_postings(core::WordId lemma) const {
    const std::uint32_t* base = index_rows_.data();
    return {base + index_offsets_[lemma.value], base + index_offsets_[lemma.value + 1]};
  }

 private:
  std::uint32_t rows_ = 0, questions_ = 0;
  core::Vocabulary<core::WordId> vocabulary_;
  Graph graph_;
  std::vector<std::uint32_t> index_offsets_;  // inverted index: lemma -> slice of index_rows_
  std::vector<std::uint32_t> index_rows_;
  std::vector<std::uint32_t> sequence_offsets_;  // text vertex -> slice of sequences_
  std::vector<std::uint32_t> sequences_;         // lemma ids in text order
};

}  // namespace explgraph::graph
