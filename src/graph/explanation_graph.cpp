#include "explgraph/graph/explanation_graph.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/connected_components.hpp>

#include <algorithm>
#include <limits>

namespace explgraph::graph {
namespace {

using SmallGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

// Multi-source BFS from {Q, A}: a virtual source joined to both, distances minus one.
std::vector<int> hops_from_qa(const SmallGraph& g, std::size_t fact_count) {
  SmallGraph with_source = g;
  auto source = boost::add_vertex(with_source);
  boost::add_edge(source, 0, with_source);
  boost::add_edge(source, 1, with_source);
  constexpr int kInf = std::numeric_limits<int>::max();
  std::vector<int> dist(boost::num_vertices(with_source), kInf);
  dist[source] = 0;
  boost::breadth_first_search(
      with_source, source,
      boost::visitor(boost::make_bfs_visitor(boost::record_distances(dist.data(), boost::on_tree_edge()))));
  std::vector<int> hops(fact_count);
  for (std::size_t i = 0; i < fact_count; ++i) hops[i] = dist[2 + i] == kInf ? kUnreachable : dist[2 + i] - 1;
  return hops;
}

}  // namespace

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id) {
  ExplanationGraph eg;
  eg.has_text = question.has_text();
  for (const auto& token : question.explanation)
    if (token.row.valid() && std::find(eg.facts.begin(), eg.facts.end(), token.row) == eg.facts.end())
      eg.facts.push_back(token.row);
  if (!eg.has_text) return eg;

  std::vector<CorpusGraph::Vertex> texts{corpus.stem_vertex(id), corpus.answer_vertex(id)};
  for (core::RowId r : eg.facts) texts.push_back(corpus.row_vertex(r));
  SmallGraph g(texts.size());
  eg.adjacency.assign(texts.size(), {});
  for (std::size_t i = 0; i < texts.size(); ++i)
    for (std::size_t j = i + 1; j < texts.size(); ++j)
      if (corpus.overlap(texts[i], texts[j])) {
        boost::add_edge(i, j, g);
        eg.adjacency[i].push_back(static_cast<int>(j));
        eg.adjacency[j].push_back(static_cast<int>(i));
      }

  eg.hops = hops_from_qa(g, eg.facts.size());
  for (int h : eg.hops) eg.depth = std::max(eg.depth, h);
  for (std::size_t i = 0; i < eg.facts.size(); ++i) eg.isolated_facts += eg.adjacency[2 + i].empty();
  std::vector<int> component(texts.size());
  eg.components = boost::connected_components(g, component.data());
  eg.qa_joined = component[0] == component[1];
  return eg;
}

}  // namespace explgraph::graph
