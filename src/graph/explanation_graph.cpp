#include "explgraph/graph/explanation_graph.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::graph {
namespace {

// Union-find over the texts, for the connected components.
struct Components {
  std::vector<std::size_t> parent;
  explicit Components(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
  std::size_t find(std::size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  void join(std::size_t a, std::size_t b) { parent[find(a)] = find(b); }
};

// Multi-source BFS from {Q, A} over the text—lemma incidences: each lemma is expanded once,
// reaching every text that has it at the next hop.
std::vector<int> hops_from_qa(
    const std::vector<std::vector<std::uint32_t>>& lemmas_of,
    const std::unordered_map<std::uint32_t, std::vector<std::uint32_t>>& texts_with) {
  std::vector<int> dist(lemmas_of.size(), kUnreachable);
  std::unordered_set<std::uint32_t> expanded;
  std::vector<std::uint32_t> queue{0, 1};
  dist[0] = dist[1] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    std::uint32_t t = queue[head];
    for (std::uint32_t lemma : lemmas_of[t]) {
      if (!expanded.insert(lemma).second) continue;
      for (std::uint32_t u : texts_with.at(lemma))
        if (dist[u] == kUnreachable) dist[u] = dist[t] + 1, queue.push_back(u);
    }
  }
  return std::vector<int>(dist.begin() + 2, dist.end());
}

}  // namespace

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id) {
  ExplanationGraph eg;
  eg.has_text = question.has_text();
  std::unordered_set<std::uint32_t> seen;
  for (const auto& token : question.explanation)
    if (token.row.valid() && seen.insert(token.row.value).second) eg.facts.push_back(token.row);
  if (!eg.has_text) return eg;

  std::vector<CorpusGraph::Vertex> texts{corpus.stem_vertex(id), corpus.answer_vertex(id)};
  for (core::RowId r : eg.facts) texts.push_back(corpus.row_vertex(r));
  std::vector<std::vector<std::uint32_t>> lemmas_of(texts.size());
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> texts_with;
  for (std::uint32_t t = 0; t < texts.size(); ++t)
    for (core::WordId w : corpus.lemmas(texts[t])) {
      lemmas_of[t].push_back(w.value);
      texts_with[w.value].push_back(t);
    }
  Components components(texts.size());
  eg.linked.assign(texts.size(), false);
  for (const auto& [lemma, holders] : texts_with) {
    if (holders.size() < 2) continue;
    for (std::uint32_t t : holders) eg.linked[t] = true, components.join(t, holders.front());
  }
  eg.hops = hops_from_qa(lemmas_of, texts_with);
  for (int h : eg.hops) eg.depth = std::max(eg.depth, h);
  for (std::size_t i = 0; i < eg.facts.size(); ++i) eg.isolated_facts += !eg.linked[2 + i];
  for (std::size_t t = 0; t < texts.size(); ++t) eg.components += components.find(t) == t;
  eg.qa_joined = components.find(0) == components.find(1);
  return eg;
}

}  // namespace explgraph::graph
