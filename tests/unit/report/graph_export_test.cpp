#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/graph_export.hpp"

using namespace explgraph;

namespace {

// Three questions, the first two sharing an id; the third's text withheld (no choices), and
// its id needing DOT's quoting and XML's escaping.
load::Corpus three_questions() {
  load::Corpus corpus;
  load::Question q;
  q.id = "Q1";
  q.text = "Which \"gas\" do plants take in? (A) oxygen (B) carbon dioxide";
  q.stem = "Which \"gas\" do plants take in?";
  q.choices = {"oxygen", "carbon dioxide"};
  q.answer = 1;
  corpus.questions.push_back(q);
  q.text = "Line one\nline two (A) a (B) b";
  corpus.questions.push_back(q);
  load::Question withheld;
  withheld.id = "graph<&>";
  corpus.questions.push_back(withheld);
  return corpus;
}

analyze::QuestionGraph two_edges() {
  analyze::QuestionGraph graph;
  graph.vertices = {core::QuestionId{0}, core::QuestionId{1}, core::QuestionId{2}};
  graph.edges = {{core::QuestionId{0}, core::QuestionId{1}, 3},
                 {core::QuestionId{1}, core::QuestionId{2}, 1}};
  return graph;
}

}  // namespace

TEST_CASE("graph export: DOT quotes every id, the second of an id is ID#2", "[report]") {
  const auto corpus = three_questions();
  std::ostringstream out;
  report::write_question_graph_dot(two_edges(), corpus, out);
  CHECK(out.str() ==
        "graph questions {\n"
        "  \"Q1\" [label=\"Which \\\"gas\\\" do plants take in? (A) oxygen (B) carbon "
        "dioxide\"];\n"
        "  \"Q1#2\" [label=\"Line one line two (A) a (B) b\"];\n"
        "  \"graph<&>\" [label=\"graph<&>\"];\n"
        "  \"Q1\" -- \"Q1#2\" [weight=3];\n"
        "  \"Q1#2\" -- \"graph<&>\" [weight=1];\n"
        "}\n");
}

TEST_CASE("graph export: GraphML escapes ids and labels, the withheld text labelled by its id",
          "[report]") {
  const auto corpus = three_questions();
  std::ostringstream out;
  report::write_question_graph_graphml(two_edges(), corpus, out);
  const std::string xml = out.str();
  CHECK(xml.find("<node id=\"Q1#2\"><data key=\"label\">Line one\nline two (A) a (B) b</data>") !=
        std::string::npos);
  CHECK(xml.find("<node id=\"graph&lt;&amp;&gt;\"><data key=\"label\">graph&lt;&amp;&gt;</data>") !=
        std::string::npos);
  CHECK(xml.find("<edge source=\"Q1\" target=\"Q1#2\"><data key=\"weight\">3</data></edge>") !=
        std::string::npos);
  CHECK(xml.find("edgedefault=\"undirected\"") != std::string::npos);
  CHECK(xml.substr(xml.size() - 22) == "  </graph>\n</graphml>\n");
}

TEST_CASE("graph export: a graph without edges is an empty graph, not an error", "[report]") {
  const auto corpus = three_questions();
  std::ostringstream dot, graphml;
  report::write_question_graph_dot({}, corpus, dot);
  report::write_question_graph_graphml({}, corpus, graphml);
  CHECK(dot.str() == "graph questions {\n}\n");
  CHECK(graphml.str().find("<node") == std::string::npos);
}
