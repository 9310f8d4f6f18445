#include "explgraph/graph/explanation_graph.hpp"

#include <algorithm>
#include <utility>

namespace explgraph::graph {
namespace {

std::uint32_t root(std::vector<std::uint32_t>& parent, std::uint32_t x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

}  // namespace

// A new stamp marks this question's rows and lemmas; at wrap-around the marks restart.
void ExplanationGraphScratch::next_stamp() {
  if (++stamp_ != 0) return;
  std::fill(row_stamp_.begin(), row_stamp_.end(), 0);
  std::fill(lemma_stamp_.begin(), lemma_stamp_.end(), 0);
  stamp_ = 1;
}

// The explanation's distinct resolved rows, in citation order.
void ExplanationGraphScratch::collect_facts(const load::Question& question, ExplanationGraph& eg) {
  for (const auto& token : question.explanation) {
    if (!token.row.valid()) continue;
    if (token.row.value >= row_stamp_.size()) row_stamp_.resize(token.row.value + 1, 0);
    if (row_stamp_[token.row.value] == stamp_) continue;
    row_stamp_[token.row.value] = stamp_;
    eg.facts.push_back(token.row);
  }
}

void ExplanationGraphScratch::open_index() {
  text_start_.clear();
  occurrences_.clear();
  holder_start_.clear();
}

// One of the open text's distinct lemmas, as a local index given in order of first sight.
void ExplanationGraphScratch::add_lemma(std::uint32_t lemma) {
  if (lemma >= lemma_stamp_.size()) {
    lemma_stamp_.resize(lemma + 1, 0);
    lemma_local_.resize(lemma + 1, 0);
  }
  if (lemma_stamp_[lemma] != stamp_) {
    lemma_stamp_[lemma] = stamp_;
    lemma_local_[lemma] = static_cast<std::uint32_t>(holder_start_.size());
    holder_start_.push_back(0);
  }
  const std::uint32_t local = lemma_local_[lemma];
  occurrences_.push_back(local);
  ++holder_start_[local];
}

// Per local lemma, the texts holding it (a flat lemma -> texts index).
void ExplanationGraphScratch::close_index() {
  text_start_.push_back(static_cast<std::uint32_t>(occurrences_.size()));
  const std::size_t lemmas = holder_start_.size();
  // Counts -> starts (each lemma's slice ends where the next begins), filled text by text.
  std::uint32_t start = 0;
  for (auto& at : holder_start_) start += std::exchange(at, start);
  holder_start_.push_back(start);
  holders_.resize(start);
  for (std::uint32_t t = 0; t + 1 < text_start_.size(); ++t)
    for (std::uint32_t o = text_start_[t]; o < text_start_[t + 1]; ++o)
      holders_[holder_start_[occurrences_[o]]++] = t;
  for (std::size_t l = lemmas; l > 0; --l) holder_start_[l] = holder_start_[l - 1];
  holder_start_[0] = 0;
}

// Texts: Q, A, then the facts. Each text's distinct lemmas as local indices, in order of
// first sight; then, per local lemma, the texts holding it.
void ExplanationGraphScratch::index_lemmas(const CorpusGraph& corpus, core::QuestionId id,
                                           const ExplanationGraph& eg) {
  texts_.assign({corpus.stem_vertex(id), corpus.answer_vertex(id)});
  for (core::RowId r : eg.facts) texts_.push_back(corpus.row_vertex(r));
  const auto& g = corpus.graph();
  open_index();
  for (const CorpusGraph::Vertex text : texts_) {
    open_text();
    for (auto [it, end] = boost::adjacent_vertices(text, g); it != end; ++it)
      add_lemma(corpus.word_of(*it).value);
  }
  close_index();
}

// Components and isolation: the texts sharing a lemma are joined.
void ExplanationGraphScratch::join_texts(ExplanationGraph& eg) {
  const std::uint32_t texts = text_count();
  parent_.resize(texts);
  for (std::uint32_t t = 0; t < texts; ++t) parent_[t] = t;
  eg.linked.assign(texts, false);
  for (std::size_t l = 0; l < lemma_count(); ++l) {
    const std::uint32_t first = holder_start_[l], end = holder_start_[l + 1];
    if (end - first < 2) continue;
    for (std::uint32_t h = first; h < end; ++h) {
      eg.linked[holders_[h]] = true;
      parent_[root(parent_, holders_[h])] = root(parent_, holders_[first]);
    }
  }
}

// Multi-source BFS from {Q, A} over the text-lemma incidences: each lemma is expanded once,
// reaching every text that has it at the next hop. Then the figures of the hops and parts.
void ExplanationGraphScratch::measure_hops(ExplanationGraph& eg) {
  const std::uint32_t texts = text_count();
  dist_.assign(texts, kUnreachable);
  expanded_.assign(lemma_count(), 0);
  queue_.assign({0, 1});
  dist_[0] = dist_[1] = 0;
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const std::uint32_t t = queue_[head];
    for (std::uint32_t o = text_start_[t]; o < text_start_[t + 1]; ++o) {
      const std::uint32_t l = occurrences_[o];
      if (expanded_[l]) continue;
      expanded_[l] = 1;
      for (std::uint32_t h = holder_start_[l]; h < holder_start_[l + 1]; ++h) {
        const std::uint32_t u = holders_[h];
        if (dist_[u] == kUnreachable) {
          dist_[u] = dist_[t] + 1;
          queue_.push_back(u);
        }
      }
    }
  }
  eg.hops.assign(dist_.begin() + 2, dist_.end());
  for (int h : eg.hops) eg.depth = std::max(eg.depth, h);
  for (std::uint32_t t = 2; t < texts; ++t) eg.isolated_facts += !eg.linked[t];
  for (std::uint32_t t = 0; t < texts; ++t) eg.components += root(parent_, t) == t;
  eg.qa_joined = root(parent_, 0) == root(parent_, 1);
}

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id, ExplanationGraphScratch& s) {
  s.next_stamp();
  ExplanationGraph eg;
  eg.has_text = question.has_text();
  s.collect_facts(question, eg);
  if (!eg.has_text) return eg;
  s.index_lemmas(corpus, id, eg);
  s.join_texts(eg);
  s.measure_hops(eg);
  return eg;
}

ExplanationGraph build_text_graph(const CorpusGraph& corpus, core::QuestionId id,
                                  const std::vector<std::vector<std::uint32_t>>& fact_lemmas,
                                  ExplanationGraphScratch& s) {
  s.next_stamp();
  ExplanationGraph eg;
  eg.has_text = true;
  const auto& g = corpus.graph();
  s.open_index();
  for (const CorpusGraph::Vertex text : {corpus.stem_vertex(id), corpus.answer_vertex(id)}) {
    s.open_text();
    for (auto [it, end] = boost::adjacent_vertices(text, g); it != end; ++it)
      s.add_lemma(corpus.word_of(*it).value);
  }
  for (const auto& lemmas : fact_lemmas) {
    s.open_text();
    for (std::uint32_t lemma : lemmas) s.add_lemma(lemma);
  }
  s.close_index();
  s.join_texts(eg);
  s.measure_hops(eg);
  return eg;
}

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id) {
  ExplanationGraphScratch scratch;
  return build_explanation_graph(corpus, question, id, scratch);
}

}  // namespace explgraph::graph
