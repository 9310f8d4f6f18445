// Every explanation graph of WorldTree V1 (when ../shared is there) against a brute force
// that builds the graph edge by edge: an edge between two texts that share a lemma
// (CorpusGraph::shared_lemmas), BFS over those edges from Q and A, components by search.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "same_explanation_graph.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

graph::ExplanationGraph brute_force(const graph::CorpusGraph& cg, const load::Question& q,
                                    core::QuestionId id) {
  graph::ExplanationGraph eg;
  eg.has_text = q.has_text();
  std::set<std::uint32_t> seen;
  for (const auto& token : q.explanation)
    if (token.row.valid() && seen.insert(token.row.value).second) eg.facts.push_back(token.row);
  if (!eg.has_text) return eg;
  std::vector<graph::CorpusGraph::Vertex> texts{cg.stem_vertex(id), cg.answer_vertex(id)};
  for (const auto r : eg.facts) texts.push_back(cg.row_vertex(r));
  const std::size_t n = texts.size();
  std::vector<std::vector<std::size_t>> edges(n);
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b)
      if (cg.overlap(texts[a], texts[b])) {
        edges[a].push_back(b);
        edges[b].push_back(a);
      }
  std::vector<int> dist(n, graph::kUnreachable);
  std::vector<std::size_t> queue{0, 1};
  dist[0] = dist[1] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (const std::size_t u : edges[queue[head]])
      if (dist[u] == graph::kUnreachable) {
        dist[u] = dist[queue[head]] + 1;
        queue.push_back(u);
      }
  eg.hops.assign(dist.begin() + 2, dist.end());
  for (const int h : eg.hops) eg.depth = std::max(eg.depth, h);
  eg.linked.resize(n);
  for (std::size_t t = 0; t < n; ++t) eg.linked[t] = !edges[t].empty();
  for (std::size_t i = 0; i < eg.facts.size(); ++i) eg.isolated_facts += edges[2 + i].empty();
  std::vector<std::size_t> component(n, n);
  for (std::size_t start = 0; start < n; ++start) {
    if (component[start] != n) continue;
    ++eg.components;
    std::vector<std::size_t> stack{start};
    component[start] = start;
    while (!stack.empty()) {
      const std::size_t t = stack.back();
      stack.pop_back();
      for (const std::size_t u : edges[t])
        if (component[u] == n) {
          component[u] = start;
          stack.push_back(u);
        }
    }
  }
  eg.qa_joined = component[0] == component[1];
  return eg;
}

}  // namespace

TEST_CASE("explanation graphs of every V1 question agree with an edge-by-edge brute force",
          "[integration]") {
  const fs::path v1 = EXPLGRAPH_WORLDTREE_V1;
  if (!fs::is_regular_file(v1 / "tsv" / "questionsAndExplanations.tsv")) {
    WARN("skipped: " << v1 << " not found");
    return;
  }
  load::LoadOptions options;
  options.corpus_dir = v1.string();
  const auto corpus = load::load_corpus(options);
  text::Normalizer normalizer;
  const graph::CorpusGraph cg(corpus, normalizer);
  graph::ExplanationGraphScratch scratch;  // one reused across all, as ExplanationGraphs does
  std::size_t with_text = 0, unreachable = 0;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const core::QuestionId id(i);
    INFO(corpus.questions[i].id);
    const auto fast = graph::build_explanation_graph(cg, corpus.questions[i], id, scratch);
    const auto slow = brute_force(cg, corpus.questions[i], id);
    require_same_graph(fast, slow);
    with_text += fast.has_text;
    for (const int h : fast.hops) unreachable += h == graph::kUnreachable;
  }
  CHECK(with_text == 595);  // V1's questions with text and choices: real graphs compared,
  CHECK(unreachable > 0);   // unreachable facts among them
}
