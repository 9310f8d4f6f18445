#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/graphviz_svg.hpp"
#include "explgraph/report/tree_report.hpp"
#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Task 1 dev: four trees, one with a proof but no depth; Task 3 test: two trees, no proof.
analyze::TreeStatistics two_files() {
  analyze::TreeStatistics s;
  s.source = "dataset";
  analyze::TreeSplitStats proved;
  proved.task = "task_1";
  proved.split = "dev";
  proved.trees = 4;
  proved.steps = {2.5, 4};
  proved.depth = {2, 3};
  proved.leaves = {3.25, 5};
  proved.without_depth = 1;
  proved.by_depth = {{1, 1}, {3, 2}};
  analyze::TreeSplitStats context_only;
  context_only.task = "task_3";
  context_only.split = "test";
  context_only.trees = 2;
  context_only.without_proof = 2;
  context_only.context = {25, 30};
  s.groups = {proved, context_only};
  analyze::TreeReuse reuse;
  reuse.task = "task_1";
  reuse.trees = 4;
  reuse.facts = 3;
  reuse.uses = 5;
  reuse.reused = 1;
  reuse.reused_share = 0.6;
  reuse.top = {{"u1", "a fact", 3}};
  analyze::TreeReuse none;
  none.task = "task_3";
  none.trees = 2;
  s.reuse = {reuse, none};
  return s;
}

// One step: sent1 and sent2 → hypothesis; sent2 shares no word; one piece not a step.
analyze::TreePicture one_step() {
  analyze::TreePicture p;
  p.id = "T1";
  p.file = "dev.jsonl";
  p.line = 3;
  p.question = "What melts ice?";
  p.answer = "heat";
  p.nodes = {{"sent1", "leaf", "heat melts ice", "u1", "CAUSE", "COMPLEX"},
             {"sent2", "leaf", "the sun is a star", "", "", ""},
             {"hypothesis", "hypothesis", "heat from the sun melts ice", "", "", ""}};
  p.edges = {{0, 2, {"heat", "melt", "ice"}}, {1, 2, {}}};
  p.unparsed = {"sent9 &"};
  return p;
}

}  // namespace

TEST_CASE("tree report: figures over the trees they are defined on, null where none", "[report]") {
  const auto j = report::tree_stats_json(two_files());
  CHECK(j["corpus"] == "entailment-bank");
  const auto& proved = j["groups"][0];
  CHECK(proved["steps"] == nlohmann::ordered_json{{"mean", 2.5}, {"max", 4}});
  CHECK(proved["by_depth"][1] == nlohmann::ordered_json{{"depth", 3}, {"trees", 2}});
  const auto& context_only = j["groups"][1];
  CHECK(context_only["steps"]["mean"].is_null());  // no tree with a proof
  CHECK(context_only["depth"]["max"].is_null());
  CHECK(context_only["context"]["mean"] == 25.0);  // every tree has a context
  CHECK(j["reuse"][1]["reused_share"].is_null());  // no use

  const auto doc = report::tree_stats_document(two_files());
  CHECK(summary_value(doc, "trees") == "6");
  REQUIRE(doc.tables.size() == 4);
  CHECK(doc.tables[0].rows[1] == std::vector<std::string>{"task_3 test", "2", "2", "-", "-", "-",
                                                          "-", "0.00 (max 0)", "25.00 (max 30)"});
  CHECK(doc.tables[1].rows ==
        std::vector<std::vector<std::string>>{{"task_1 dev", "1", "1"},
                                              {"task_1 dev", "3", "2"},
                                              {"task_1 dev", "none", "1"},
                                              {"task_3 test", "no proof", "2"}});
  CHECK(doc.tables[2].rows[1][5] == "-");
  CHECK(doc.tables[3].rows ==
        std::vector<std::vector<std::string>>{{"task_1", "u1", "3", "a fact"}});
}

TEST_CASE("tree report: tidy tables of stats and reuse", "[report]") {
  const auto tables = report::tree_stats_tables(report::tree_stats_json(two_files()));
  CHECK(tables.front().name == "groups");
  CHECK(report::find_table(tables, "depths").rows.size() == 2);
  CHECK(report::find_table(tables, "top_facts").rows[0] ==
        std::vector<nlohmann::ordered_json>{"task_1", "u1", "a fact", 3});
  const auto reuse = report::tree_reuse_json(two_files());
  CHECK_FALSE(reuse.contains("groups"));
  CHECK(report::tree_reuse_tables(reuse).front().rows.size() == 2);
  CHECK(report::tree_reuse_document(two_files()).tables.size() == 2);
}

TEST_CASE("tree report: leaf categories as shares of leaves and of trees", "[report]") {
  report::TreeTypesResult r;
  r.source = "dataset";
  analyze::TreeTypes g;
  g.task = "task_1";
  g.split = "dev";
  g.trees = 4;
  g.leaves = 8;
  g.leaves_by_category = {{"RET", 6}, {"unknown", 2}};
  g.trees_by_category = {{"RET", 4}, {"unknown", 1}};
  r.groups = {g};
  const auto j = report::tree_types_json(r);
  CHECK(j["groups"][0]["categories"][1] == nlohmann::ordered_json{{"category", "unknown"},
                                                                  {"leaves", 2},
                                                                  {"leaf_share", 0.25},
                                                                  {"trees", 1},
                                                                  {"tree_share", 0.25}});
  CHECK(report::tree_types_document(r).tables[0].rows[0] ==
        std::vector<std::string>{"task_1 dev", "RET", "6", "0.7500", "4", "1.0000"});
  CHECK(report::tree_types_tables(j).front().rows.size() == 2);
}

TEST_CASE("tree report: show's JSON names edges by node id, empty fields null", "[report]") {
  const auto j = report::tree_show_json({one_step()});
  const auto& tree = j["trees"][0];
  CHECK(tree["line"] == 3);
  CHECK(tree["nodes"][0]["category"] == "COMPLEX");
  CHECK(tree["nodes"][1]["uid"].is_null());
  CHECK(tree["edges"][0] == nlohmann::ordered_json{{"premise", "sent1"},
                                                   {"conclusion", "hypothesis"},
                                                   {"shared", {"heat", "melt", "ice"}}});
  CHECK(tree["unparsed"] == nlohmann::ordered_json{"sent9 &"});
  const auto doc = report::tree_show_document({one_step()});
  CHECK(doc.title == "Tree T1");
  CHECK(doc.tables[0].title == "Tree T1 (dev.jsonl:3)");
  CHECK(doc.tables[0].note == "What melts ice? heat");
}

TEST_CASE("tree report: show's text, a step's premises joined with their shared words",
          "[report]") {
  std::ostringstream out;
  report::write_tree_show_text({one_step()}, out);
  CHECK(out.str() ==
        "Tree T1 (dev.jsonl:3)\n"
        "  Q: What melts ice?\n"
        "  A: heat\n"
        "  sent1 [COMPLEX]: heat melts ice\n"
        "  sent2: the sun is a star\n"
        "  sent1 (heat, melt, ice) & sent2 (no shared word)\n"
        "    -> hypothesis: heat from the sun melts ice\n"
        "  not a step: sent9 &\n"
        "\n");
}

TEST_CASE("tree report: DOT with leaves filled by category, read by Graphviz", "[report]") {
  const auto graphs = report::tree_dot_graphs({one_step()});
  REQUIRE(graphs.size() == 1);
  const auto& dot = graphs[0];
  CHECK(dot.rfind("digraph \"T1\" {", 0) == 0);
  CHECK(dot.find("rankdir=BT") != std::string::npos);
  CHECK(dot.find("n0 [label=\"sent1 · CAUSE\\nheat melts ice\", shape=box, "
                 "style=\"rounded,filled\", fillcolor=\"#CC79A7\"]") != std::string::npos);
  CHECK(dot.find("fillcolor=\"#DDDDDD\"") != std::string::npos);  // no category: grey
  CHECK(dot.find("n2 [label=\"hypothesis\\nheat from the sun melts ice\", shape=box, style=bold, "
                 "peripheries=2]") != std::string::npos);
  CHECK(dot.find("n0 -> n2 [label=\"heat, melt, ice\"];") != std::string::npos);
  CHECK(dot.find("n1 -> n2 [label=\"\"];") != std::string::npos);
  const std::string svg = report::dot_to_svg(dot);
  CHECK(svg.find("heat, melt, ice") != std::string::npos);
}
