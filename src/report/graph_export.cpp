#include "explgraph/report/graph_export.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphml.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/property_map/dynamic_property_map.hpp>

namespace explgraph::report {
namespace {

struct VertexData {
  std::string id;
  std::string label;
};
struct EdgeData {
  int weight = 0;
};
using ExportGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, VertexData, EdgeData>;

ExportGraph to_boost(const analyze::QuestionGraph& graph, const load::Corpus& corpus) {
  ExportGraph g(graph.vertices.size());
  std::vector<std::size_t> vertex_of(corpus.questions.size(), 0);
  const auto names = load::distinct_question_names(corpus);
  for (std::size_t v = 0; v < graph.vertices.size(); ++v) {
    const auto& q = corpus.questions[graph.vertices[v]];
    vertex_of[graph.vertices[v]] = v;
    g[v].id = names[graph.vertices[v]];
    g[v].label = q.has_text() ? q.text : q.id;
  }
  for (const auto& e : graph.edges)
    boost::add_edge(vertex_of[e.a], vertex_of[e.b], EdgeData{static_cast<int>(e.weight)}, g);
  return g;
}

}  // namespace

void write_question_graph_dot(const analyze::QuestionGraph& graph, const load::Corpus& corpus, std::ostream& out) {
  ExportGraph g = to_boost(graph, corpus);
  boost::dynamic_properties dp(boost::ignore_other_properties);
  dp.property("label", boost::get(&VertexData::label, g));
  dp.property("weight", boost::get(&EdgeData::weight, g));
  boost::write_graphviz_dp(out, g, dp, "id", boost::get(&VertexData::id, g));
}

void write_question_graph_graphml(const analyze::QuestionGraph& graph, const load::Corpus& corpus, std::ostream& out) {
  ExportGraph g = to_boost(graph, corpus);
  boost::dynamic_properties dp(boost::ignore_other_properties);
  dp.property("label", boost::get(&VertexData::label, g));
  dp.property("weight", boost::get(&EdgeData::weight, g));
  boost::write_graphml(out, g, boost::get(&VertexData::id, g), dp, true);
}

}  // namespace explgraph::report
