#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/graphviz_svg.hpp"
#include "explgraph/report/show_report.hpp"

using namespace explgraph;

namespace {

// Q and A sharing "earth"; facts u1 (by Q) and u4 (by A) one hop away, sharing "spins"; u2
// two hops, by u1; u3 reached by no path; one UID no table defines.
analyze::ExplanationPicture picture() {
  analyze::ExplanationPicture p;
  p.question = "Q7";
  p.has_text = true;
  p.nodes = {{"Q", "question", "Why does the earth turn?", "", "", "", 0},
             {"A", "answer", "the earth spins", "", "", "", 0},
             {"u1", "fact", "the earth spins on its axis", "PROPERTIES", "INSUPP", "CENTRAL", 1},
             {"u2", "fact", "an axis is a line", "DEFINITIONS", "RET", "", 2},
             {"u3", "fact", "a \"quoted\" fact", "KINDOF", "", "LEXGLUE", graph::kUnreachable},
             {"u4", "fact", "a top spins", "KINDOF", "RET", "", 1}};
  p.edges = {
      {0, 1, {"earth"}}, {0, 2, {"earth"}}, {1, 5, {"spins"}}, {2, 3, {"axis"}}, {2, 5, {"spins"}}};
  p.depth = 2;
  p.isolated_facts = 1;
  p.components = 2;
  p.qa_joined = true;
  p.dangling_uids = 1;
  p.dangling = {{"dead", "fact", "", "", "", "GROUNDING", 0}};
  return p;
}

}  // namespace

TEST_CASE("show report: DOT strings escape quotes and backslashes, lines as \\n", "[report]") {
  CHECK(report::dot_text("a \"b\"\\c\nd\te") == "\"a \\\"b\\\"\\\\c\\nd e\"");
  CHECK(report::clipped("short", 10) == "short");
  CHECK(report::clipped("abcdef", 3) == "abc…");
  CHECK(report::clipped("a\xC3\xA9z", 2) == "a…");  // never inside a UTF-8 sequence
  CHECK(std::string(report::category_colour("RET")) == "#56B4E9");
  CHECK(std::string(report::category_colour("no such")) == "#DDDDDD");
}

TEST_CASE("show report: JSON, a hop null where no path reaches, Q and A without table",
          "[report]") {
  const auto j = report::show_json({picture()});
  const auto& q = j["questions"][0];
  CHECK(q["depth"] == 2);
  CHECK(q["missing_text"].is_null());
  CHECK(q["nodes"][0]["table"].is_null());
  CHECK(q["nodes"][4]["hop"].is_null());
  CHECK(q["nodes"][3]["role"].is_null());
  CHECK(q["edges"][3] ==
        nlohmann::ordered_json{{"source", "u1"}, {"target", "u2"}, {"shared", {"axis"}}});
  CHECK(q["dangling"] == nlohmann::ordered_json::array({{{"id", "dead"}, {"role", "GROUNDING"}}}));

  auto withheld = picture();
  withheld.has_text = false;
  withheld.missing_text = "the question text is withheld";
  const auto w = report::show_json({withheld})["questions"][0];
  CHECK(w["depth"].is_null());  // undefined without Q and A, not 0
  CHECK(w["qa_joined"].is_null());
  CHECK(w["missing_text"] == "the question text is withheld");
}

TEST_CASE("show report: text by hop, what joins each fact, the unreachable last", "[report]") {
  std::ostringstream out;
  report::write_show_text({picture()}, out);
  CHECK(out.str() ==
        "Question Q7: 4 facts, 5 edges, depth 2, 1 isolated, 1 dangling UID(s)\n"
        "  hop 0:\n"
        "    Q Why does the earth turn?\n"
        "    A the earth spins\n"
        "  hop 1:\n"
        "    u1 [PROPERTIES, INSUPP, CENTRAL] the earth spins on its axis\n"
        "      joined to Q by 'earth'\n"
        "    u4 [KINDOF, RET] a top spins\n"
        "      joined to A by 'spins'\n"
        "  hop 2:\n"
        "    u2 [DEFINITIONS, RET] an axis is a line\n"
        "      joined to u1 by 'axis'\n"
        "  reached by no path:\n"
        "    u3 [KINDOF, , LEXGLUE] a \"quoted\" fact\n"
        "      shares no word with Q, A or another fact\n"
        "  dangling (cited, but no table defines them):\n"
        "    dead [GROUNDING]\n");
}

TEST_CASE("show report: the document's tables and the tidy tables per question", "[report]") {
  const auto doc = report::show_document({picture()});
  REQUIRE(doc.tables.size() == 2);
  CHECK(doc.tables[0].rows[4][2] == "none");
  CHECK(doc.tables[1].rows[0] == std::vector<std::string>{"Q", "A", "earth"});
  const auto tables = report::show_tables(report::show_json({picture()}));
  CHECK(tables.front().name == "nodes");
  CHECK(tables.front().rows.size() == 6);
  CHECK(tables.front().rows[0][0] == "Q7");
  CHECK(report::find_table(tables, "edges").rows.size() == 5);
  CHECK(report::find_table(tables, "questions").rows[0][7] == 1);  // dangling_uids
}

TEST_CASE("show report: DOT with Q-A words as a node, flat edges loose, the rest on the last rank",
          "[report]") {
  const auto graphs = report::show_dot_graphs({picture()});
  REQUIRE(graphs.size() == 1);
  const std::string& dot = graphs[0];
  CHECK(dot.rfind("graph \"Q7\" {", 0) == 0);
  CHECK(dot.find("  qa [label=\"earth\", shape=plaintext") != std::string::npos);
  CHECK(dot.find("  { rank=same; n0; qa; n1; }\n  n0 -- qa -- n1;\n") != std::string::npos);
  CHECK(dot.find("  n0 -- n2 [xlabel=\"earth\", fontsize=9];\n") != std::string::npos);
  CHECK(dot.find("  n2 -- n3 [xlabel=\"axis\", fontsize=9];\n") != std::string::npos);
  // Within one hop: no rank constraint.
  CHECK(dot.find("  n2 -- n5 [xlabel=\"spins\", fontsize=9, constraint=false];\n") !=
        std::string::npos);
  CHECK(dot.find("  { rank=sink; n4; d0; }\n") != std::string::npos);
  CHECK(dot.find("style=\"rounded,filled,dashed\"") != std::string::npos);  // u3
  CHECK(dot.find("d0 [label=\"dead\\nno table defines it · GROUNDING\"") != std::string::npos);
  CHECK(dot.find("a \\\"quoted\\\" fact") != std::string::npos);

  std::ostringstream joined;
  report::write_show_dot({picture(), picture()}, joined);
  CHECK(joined.str() == graphs[0] + graphs[0]);
  // Graphviz reads it, and draws every text and the dangling UID.
  const std::string svg = report::dot_to_svg(dot);
  for (const char* drawn : {"<title>n4</title>", "<title>d0</title>", "<title>qa</title>"})
    CHECK(svg.find(drawn) != std::string::npos);
}

TEST_CASE("show report: labels cut at 300 bytes, tooltips at 1,000: Graphviz never gets megabytes",
          "[report]") {
  auto p = picture();
  p.nodes[2].text = std::string(100000, 'x');
  const auto dot = report::show_dot_graphs({p})[0];
  CHECK(dot.size() < 5000);
  CHECK(dot.find(std::string(300, 'x') + "…\", tooltip=") != std::string::npos);
  CHECK(dot.find(std::string(1001, 'x')) == std::string::npos);
}
