#include "explgraph/graph/corpus_graph.hpp"

#include <algorithm>
#include <utility>

namespace explgraph::graph {

CorpusGraph::CorpusGraph(const load::Corpus& corpus, const text::Normalizer& normalizer)
    : rows_(static_cast<std::uint32_t>(corpus.tablestore.rows.size())),
      questions_(static_cast<std::uint32_t>(corpus.questions.size())) {
  // Texts in vertex order; a question without usable text contributes empty stem/answer.
  std::vector<std::vector<core::WordId>> text_lemmas;
  text_lemmas.reserve(rows_ + 2 * questions_);
  row_sequence_offsets_.reserve(rows_ + 1);
  row_sequence_offsets_.push_back(0);
  for (const auto& row : corpus.tablestore.rows) {
    std::vector<core::WordId> sequence = normalizer.lemma_sequence(row.text, vocabulary_);
    for (core::WordId w : sequence) row_sequences_.push_back(w.value);
    row_sequence_offsets_.push_back(static_cast<std::uint32_t>(row_sequences_.size()));
    std::sort(sequence.begin(), sequence.end());
    sequence.erase(std::unique(sequence.begin(), sequence.end()), sequence.end());
    text_lemmas.push_back(std::move(sequence));
  }
  for (const auto& q : corpus.questions)
    text_lemmas.push_back(q.has_text() ? normalizer.lemma_ids(q.stem, vocabulary_)
                                       : std::vector<core::WordId>{});
  for (const auto& q : corpus.questions)
    text_lemmas.push_back(q.has_text() ? normalizer.lemma_ids(q.answer_text(), vocabulary_)
                                       : std::vector<core::WordId>{});

  const auto lemma_base = static_cast<std::uint32_t>(text_lemmas.size());
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  for (std::uint32_t v = 0; v < text_lemmas.size(); ++v)
    for (core::WordId w : text_lemmas[v]) edges.emplace_back(v, lemma_base + w.value);
  graph_ = Graph(boost::edges_are_sorted, edges.begin(), edges.end(),
                 lemma_base + static_cast<std::uint32_t>(vocabulary_.size()));

  // Inverted index by counting sort: rows are visited in order, so each slice is ascending.
  index_offsets_.assign(vocabulary_.size() + 1, 0);
  for (std::uint32_t r = 0; r < rows_; ++r)
    for (core::WordId w : text_lemmas[r]) ++index_offsets_[w.value + 1];
  for (std::size_t i = 1; i < index_offsets_.size(); ++i)
    index_offsets_[i] += index_offsets_[i - 1];
  index_rows_.resize(index_offsets_.back());
  std::vector<std::uint32_t> fill(index_offsets_.begin(), index_offsets_.end() - 1);
  for (std::uint32_t r = 0; r < rows_; ++r)
    for (core::WordId w : text_lemmas[r]) index_rows_[fill[w.value]++] = r;
}

std::size_t CorpusGraph::shared_lemmas(Vertex a, Vertex b) const {
  auto [ai, ae] = boost::adjacent_vertices(a, graph_);
  auto [bi, be] = boost::adjacent_vertices(b, graph_);
  std::size_t shared = 0;
  while (ai != ae && bi != be) {
    if (*ai < *bi)
      ++ai;
    else if (*bi < *ai)
      ++bi;
    else {
      ++shared;
      ++ai;
      ++bi;
    }
  }
  return shared;
}

std::size_t CorpusGraph::lemma_count(Vertex text) const {
  return boost::out_degree(text, graph_);
}

std::vector<core::WordId> CorpusGraph::lemmas(Vertex text) const {
  std::vector<core::WordId> out;
  for (auto [it, end] = boost::adjacent_vertices(text, graph_); it != end; ++it)
    out.push_back(word_of(*it));
  return out;
}

std::vector<core::RowId> CorpusGraph::rows_with(core::WordId lemma) const {
  std::vector<core::RowId> out;
  for (std::uint32_t i = index_offsets_[lemma.value]; i < index_offsets_[lemma.value + 1]; ++i)
    out.emplace_back(index_rows_[i]);
  return out;
}

}  // namespace explgraph::graph
