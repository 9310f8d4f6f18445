#include "explgraph/report/graph_export.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/xml_escape.hpp"

namespace explgraph::report {
namespace {

// A DOT quoted string: every id is quoted, so ids such as "graph", "node" or "1a" are legal;
// quotes and backslashes escaped, line breaks and control characters as spaces.
std::string dot_quoted(const std::string& raw) {
  std::string out = "\"";
  for (char c : core::valid_utf8(raw)) {
    if (c == '"' || c == '\\') out += '\\';
    out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
  }
  return out + '"';
}

std::string label_of(const load::Question& q) {
  return q.has_text() ? q.text : q.id;
}

}  // namespace

// Written directly (not through Boost's writers, which leave DOT ids unquoted and GraphML
// unescaped): one pass over vertices and edges, linear in the graph.
void write_question_graph_dot(const analyze::QuestionGraph& graph, const load::Corpus& corpus,
                              std::ostream& out) {
  const auto names = load::distinct_question_names(corpus);
  out << "graph questions {\n";
  for (core::QuestionId v : graph.vertices)
    out << "  " << dot_quoted(names[v.value])
        << " [label=" << dot_quoted(label_of(corpus.question(v))) << "];\n";
  for (const auto& e : graph.edges)
    out << "  " << dot_quoted(names[e.a.value]) << " -- " << dot_quoted(names[e.b.value])
        << " [weight=" << e.weight << "];\n";
  out << "}\n";
}

void write_question_graph_graphml(const analyze::QuestionGraph& graph, const load::Corpus& corpus,
                                  std::ostream& out) {
  const auto names = load::distinct_question_names(corpus);
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n"
         "  <key id=\"label\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>\n"
         "  <key id=\"weight\" for=\"edge\" attr.name=\"weight\" attr.type=\"int\"/>\n"
         "  <graph id=\"questions\" edgedefault=\"undirected\">\n";
  for (core::QuestionId v : graph.vertices)
    out << "    <node id=\"" << xml_escape(names[v.value]) << "\"><data key=\"label\">"
        << xml_escape(label_of(corpus.question(v))) << "</data></node>\n";
  for (const auto& e : graph.edges)
    out << "    <edge source=\"" << xml_escape(names[e.a.value]) << "\" target=\""
        << xml_escape(names[e.b.value]) << "\"><data key=\"weight\">" << e.weight
        << "</data></edge>\n";
  out << "  </graph>\n</graphml>\n";
}

}  // namespace explgraph::report
