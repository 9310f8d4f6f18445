#include <catch2/catch.hpp>

#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/hops_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Five facts: 2 at hop 1, 1 at hop 3, 2 unreachable (kUnreachable = -1 sorts first in the
// maps; every output lists it last). The role CENTRAL has no fact at hop 3.
analyze::HopsResult five_facts() {
  analyze::HopsResult r;
  r.questions = r.analysed = 2;
  r.facts = 5;
  r.overall = {{graph::kUnreachable, 2}, {1, 2}, {3, 1}};
  r.by_role = {{"CENTRAL", {{1, 2}}}, {"GROUNDING", {{graph::kUnreachable, 2}, {3, 1}}}};
  r.depth = {{1, 1}, {3, 1}};
  r.components = {{1, 1}, {3, 1}};
  r.isolated_facts = 2;
  r.qa_joined = 1;
  r.mean_hop = 5.0 / 3.0;
  r.with_isolated = {{"q2", "questions.tsv", 3, 3, 3, 2, 3, false, {"u4", "u5"}}};
  return r;
}

}  // namespace

TEST_CASE("hops report: hop columns in order with unreachable last, absent hops as 0", "[report]") {
  const auto doc = report::hops_document(five_facts());
  const auto& all = doc.tables[0];
  CHECK(all.header == std::vector<std::string>{"group", "facts", "hop 1", "hop 3", "unreachable"});
  CHECK(all.rows[0] == std::vector<std::string>{"all", "5", "2", "1", "2"});
  const auto& roles = doc.tables[1];
  REQUIRE(roles.rows.size() == 2);
  CHECK(roles.rows[0] == std::vector<std::string>{"CENTRAL", "2", "2", "0", "0"});
  CHECK(roles.rows[1] == std::vector<std::string>{"GROUNDING", "3", "0", "1", "2"});
  const auto& isolated = doc.tables.back();
  CHECK(isolated.rows[0] == std::vector<std::string>{"q2", "questions.tsv:3", "2", "3", "u4 u5"});
  CHECK(summary_value(doc, "Mean hop (reachable facts)") == "1.667");
  CHECK(summary_value(doc, "Isolated facts") == "2 in 1 explanations");
  CHECK(summary_value(doc, "Q and A joined") == "1 of 2");
}

TEST_CASE("hops report: JSON histograms end with unreachable; the TSV's hop is a number or empty",
          "[report]") {
  const auto j = report::hops_json(five_facts());
  CHECK(j["overall"].dump() == R"({"1":2,"3":1,"unreachable":2})");
  CHECK(j["explanations_with_isolated_facts"] == 1);
  const auto tables = report::hops_tables(j);
  const auto& counts = report::find_table(tables, "hop_counts");
  REQUIRE(counts.rows.size() == 3 + 1 + 2);  // overall 3 bins, CENTRAL 1, GROUNDING 2
  CHECK(counts.rows[0][2] == 1);
  CHECK(counts.rows[2][2].is_null());
  CHECK(counts.rows[2][3] == false);
  CHECK(counts.rows[4][1] == "GROUNDING");
  const auto& depth = report::find_table(tables, "depth");
  CHECK(depth.rows[1][0] == 3);  // a number, for pandas

  analyze::HopsResult none = five_facts();
  none.mean_hop.reset();
  CHECK(report::hops_json(none)["mean_hop"].is_null());
  CHECK(summary_value(report::hops_document(none), "Mean hop (reachable facts)") == "-");
}

TEST_CASE("hops report: the chart's bars follow the table's order", "[report]") {
  const auto section = report::hops_section(five_facts());
  REQUIRE(section.charts.size() == 1);
  const std::string& svg = section.charts[0].svg;
  const auto one = svg.find(">hop 1<"), three = svg.find(">hop 3<"),
             unreachable = svg.find(">unreachable<");
  REQUIRE(one != std::string::npos);
  REQUIRE(unreachable != std::string::npos);
  CHECK(one < three);
  CHECK(three < unreachable);
}
