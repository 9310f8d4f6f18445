#include <catch2/catch.hpp>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/growth_report.hpp"

using namespace explgraph;

namespace {

// Two categories; the curve's first point has no row of PROP yet.
analyze::GrowthResult two_points() {
  analyze::GrowthResult r;
  r.questions = 4;
  r.rows_cited = 7;
  r.categories = {"RET", "PROP"};
  r.curve = {{2, 3.5, {{"RET", 3.5}}, 0}, {4, 7, {{"RET", 5}, {"PROP", 2}}, 0}};
  return r;
}

}  // namespace

TEST_CASE("growth report: a column per category in the given order, 0 where a point has none",
          "[report]") {
  const auto doc = report::growth_document(two_points());
  REQUIRE(doc.tables.size() == 1);  // no Monte-Carlo table unless simulated
  const auto& curve = doc.tables[0];
  CHECK(curve.header == std::vector<std::string>{"n", "total", "RET", "PROP"});
  CHECK(curve.rows[0] == std::vector<std::string>{"2", "3.5", "3.5", "0.0"});
  CHECK(curve.rows[1] == std::vector<std::string>{"4", "7.0", "5.0", "2.0"});
  CHECK(doc.summary.back() ==
        std::pair<std::string, std::string>{"Distinct rows cited by all N", "7"});

  auto simulated = two_points();
  simulated.simulated = {{4, 6.9, {{"RET", 4.9}, {"PROP", 2}}, 0.25}};
  const auto with_sim = report::growth_document(simulated);
  REQUIRE(with_sim.tables.size() == 2);
  CHECK(with_sim.tables[1].header ==
        std::vector<std::string>{"n", "total", "± stderr", "RET", "PROP"});
  CHECK(with_sim.tables[1].rows[0] == std::vector<std::string>{"4", "6.9", "0.2", "4.9", "2.0"});
}

TEST_CASE("growth report: JSON keeps every category on every point; stderr only when simulated",
          "[report]") {
  auto r = two_points();
  r.simulated = {{4, 6.9, {{"RET", 4.9}}, 0.25}};
  const auto j = report::growth_json(r);
  CHECK(j["curve"][0].dump() == R"({"n":2,"total":3.5,"by_category":{"RET":3.5,"PROP":0.0}})");
  CHECK_FALSE(j["curve"][0].contains("total_stderr"));
  CHECK(j["monte_carlo"][0]["total_stderr"] == 0.25);
  const auto tables = report::growth_tables(j);
  CHECK(report::find_table(tables, "curve").rows.size() == 2);
  CHECK(report::find_table(tables, "monte_carlo").rows.size() == 1);
}

TEST_CASE("growth report: the chart draws the total and each category", "[report]") {
  const auto section = report::growth_section(two_points());
  REQUIRE(section.charts.size() == 1);
  const auto& svg = section.charts[0].svg;
  CHECK(svg.find(">total<") != std::string::npos);
  CHECK(svg.find(">RET<") != std::string::npos);
  CHECK(svg.find(">PROP<") != std::string::npos);
}
