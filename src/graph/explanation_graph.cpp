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

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id, ExplanationGraphScratch& s) {
  // A new stamp marks this question's rows and lemmas; at wrap-around the marks restart.
  if (++s.stamp_ == 0) {
    std::fill(s.row_stamp_.begin(), s.row_stamp_.end(), 0);
    std::fill(s.lemma_stamp_.begin(), s.lemma_stamp_.end(), 0);
    s.stamp_ = 1;
  }
  ExplanationGraph eg;
  eg.has_text = question.has_text();
  for (const auto& token : question.explanation) {
    if (!token.row.valid()) continue;
    if (token.row.value >= s.row_stamp_.size()) s.row_stamp_.resize(token.row.value + 1, 0);
    if (s.row_stamp_[token.row.value] == s.stamp_) continue;
    s.row_stamp_[token.row.value] = s.stamp_;
    eg.facts.push_back(token.row);
  }
  if (!eg.has_text) return eg;

  // Texts: Q, A, then the facts. Each text's distinct lemmas as local indices, in order of
  // first sight; then, per local lemma, the texts holding it (a flat lemma -> texts index).
  s.texts_.assign({corpus.stem_vertex(id), corpus.answer_vertex(id)});
  for (core::RowId r : eg.facts) s.texts_.push_back(corpus.row_vertex(r));
  const auto texts = static_cast<std::uint32_t>(s.texts_.size());
  const auto& g = corpus.graph();
  s.text_start_.clear();
  s.occurrences_.clear();
  s.holder_start_.clear();
  for (const CorpusGraph::Vertex text : s.texts_) {
    s.text_start_.push_back(static_cast<std::uint32_t>(s.occurrences_.size()));
    for (auto [it, end] = boost::adjacent_vertices(text, g); it != end; ++it) {
      const std::uint32_t lemma = corpus.word_of(*it).value;
      if (lemma >= s.lemma_stamp_.size()) {
        s.lemma_stamp_.resize(lemma + 1, 0);
        s.lemma_local_.resize(lemma + 1, 0);
      }
      if (s.lemma_stamp_[lemma] != s.stamp_) {
        s.lemma_stamp_[lemma] = s.stamp_;
        s.lemma_local_[lemma] = static_cast<std::uint32_t>(s.holder_start_.size());
        s.holder_start_.push_back(0);
      }
      const std::uint32_t local = s.lemma_local_[lemma];
      s.occurrences_.push_back(local);
      ++s.holder_start_[local];
    }
  }
  s.text_start_.push_back(static_cast<std::uint32_t>(s.occurrences_.size()));
  const std::size_t lemmas = s.holder_start_.size();
  // Counts -> starts (each lemma's slice ends where the next begins), filled text by text.
  std::uint32_t start = 0;
  for (auto& at : s.holder_start_) start += std::exchange(at, start);
  s.holder_start_.push_back(start);
  s.holders_.resize(start);
  for (std::uint32_t t = 0; t < texts; ++t)
    for (std::uint32_t o = s.text_start_[t]; o < s.text_start_[t + 1]; ++o)
      s.holders_[s.holder_start_[s.occurrences_[o]]++] = t;
  for (std::size_t l = lemmas; l > 0; --l) s.holder_start_[l] = s.holder_start_[l - 1];
  s.holder_start_[0] = 0;

  // Components and isolation: the texts sharing a lemma are joined.
  s.parent_.resize(texts);
  for (std::uint32_t t = 0; t < texts; ++t) s.parent_[t] = t;
  eg.linked.assign(texts, false);
  for (std::size_t l = 0; l < lemmas; ++l) {
    const std::uint32_t first = s.holder_start_[l], end = s.holder_start_[l + 1];
    if (end - first < 2) continue;
    for (std::uint32_t h = first; h < end; ++h) {
      eg.linked[s.holders_[h]] = true;
      s.parent_[root(s.parent_, s.holders_[h])] = root(s.parent_, s.holders_[first]);
    }
  }

  // Multi-source BFS from {Q, A} over the text-lemma incidences: each lemma is expanded
  // once, reaching every text that has it at the next hop.
  s.dist_.assign(texts, kUnreachable);
  s.expanded_.assign(lemmas, 0);
  s.queue_.assign({0, 1});
  s.dist_[0] = s.dist_[1] = 0;
  for (std::size_t head = 0; head < s.queue_.size(); ++head) {
    const std::uint32_t t = s.queue_[head];
    for (std::uint32_t o = s.text_start_[t]; o < s.text_start_[t + 1]; ++o) {
      const std::uint32_t l = s.occurrences_[o];
      if (s.expanded_[l]) continue;
      s.expanded_[l] = 1;
      for (std::uint32_t h = s.holder_start_[l]; h < s.holder_start_[l + 1]; ++h) {
        const std::uint32_t u = s.holders_[h];
        if (s.dist_[u] == kUnreachable) {
          s.dist_[u] = s.dist_[t] + 1;
          s.queue_.push_back(u);
        }
      }
    }
  }
  eg.hops.assign(s.dist_.begin() + 2, s.dist_.end());
  for (int h : eg.hops) eg.depth = std::max(eg.depth, h);
  for (std::size_t i = 0; i < eg.facts.size(); ++i) eg.isolated_facts += !eg.linked[2 + i];
  for (std::uint32_t t = 0; t < texts; ++t) eg.components += root(s.parent_, t) == t;
  eg.qa_joined = root(s.parent_, 0) == root(s.parent_, 1);
  return eg;
}

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id) {
  ExplanationGraphScratch scratch;
  return build_explanation_graph(corpus, question, id, scratch);
}

}  // namespace explgraph::graph
