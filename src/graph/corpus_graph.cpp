#include "explgraph/graph/corpus_graph.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "explgraph/text/lemma_sequences.hpp"

namespace explgraph::graph {

namespace {

// Below this many texts a slice is not worth a thread (a normaliser's ICU set-up included).
constexpr std::size_t kTextsPerSlice = 20000;

}  // namespace

CorpusGraph::CorpusGraph(const load::Corpus& corpus, const text::Normalizer& normalizer,
                         std::size_t threads)
    : rows_(static_cast<std::uint32_t>(corpus.tablestore.rows.size())),
      questions_(static_cast<std::uint32_t>(corpus.questions.size())) {
  // Texts in vertex order: rows, stems, answers; a question without usable text has none.
  const std::size_t texts = rows_ + 2 * static_cast<std::size_t>(questions_);
  auto text_of = [&](std::size_t v) -> std::string_view {
    if (v < rows_) return corpus.tablestore.rows[v].text;
    const bool stem = v < rows_ + questions_;
    const load::Question& q = corpus.questions[v - rows_ - (stem ? 0 : questions_)];
    if (!q.has_text()) return {};
    return stem ? std::string_view(q.stem) : std::string_view(q.answer_text());
  };
  std::vector<std::vector<core::WordId>> text_lemmas = text::lemma_sequences(
      texts,
      [&](std::size_t v) {
        return text::TextParts{text_of(v), {}};
      },
      normalizer, vocabulary_, threads, kTextsPerSlice);
  sequence_offsets_.reserve(texts + 1);
  sequence_offsets_.push_back(0);
  for (std::size_t v = 0; v < texts; ++v) {
    std::vector<core::WordId>& sequence = text_lemmas[v];
    for (core::WordId w : sequence) sequences_.push_back(w.value);
    sequence_offsets_.push_back(static_cast<std::uint32_t>(sequences_.size()));
    std::sort(sequence.begin(), sequence.end());
    sequence.erase(std::unique(sequence.begin(), sequence.end()), sequence.end());
  }

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
