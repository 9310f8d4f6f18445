#include <catch2/catch.hpp>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/overlap_report.hpp"

using namespace explgraph;

namespace {

// Four questions: their largest overlaps 0, 1, 1 and 6 (the last bin is "5 or more").
analyze::OverlapResult four_questions() {
  analyze::OverlapResult r;
  r.questions = 4;
  r.connected_pairs = 2;
  r.max_any.hist = {1, 2, 0, 0, 0, 1};
  r.max_any.avg = {0, 1.5, 0, 0, 0, 1};
  r.inclusive_any.hist = {4, 3, 1, 1, 1, 1};
  r.expected = {{2, {1, 0.5, 0.25, 0.25, 0.25, 0.25}, {1, 0.5, 0, 0, 0, 0}}};
  r.hub_threshold = analyze::kNoHubs;
  return r;
}

}  // namespace

TEST_CASE("overlap report: a row per bin, proportions of the questions", "[report]") {
  const auto doc = report::overlap_document(four_questions());
  const auto& largest = doc.tables[0];
  REQUIRE(largest.rows.size() == 6);
  CHECK(largest.rows[1] == std::vector<std::string>{"1", "2", "0.500", "1.50"});
  CHECK(largest.rows[5] == std::vector<std::string>{"5+", "1", "0.250", "1.00"});
  const auto& expected = doc.tables[3];
  CHECK(expected.header.back() == "bin 5+");
  CHECK(expected.rows[0] ==
        std::vector<std::string>{"2", "1.0000", "0.5000", "0.2500", "0.2500", "0.2500", "0.2500"});
  CHECK(doc.tables.size() == 4);  // no Monte-Carlo table unless asked for

  auto simulated = four_questions();
  simulated.simulated = {{2, 100, {1, 0.5, 0.2, 0.2, 0.2, 0.2}, {0, 0.05, 0.04, 0.04, 0.04, 0.04}}};
  const auto with_sim = report::overlap_document(simulated);
  REQUIRE(with_sim.tables.size() == 5);
  CHECK(with_sim.tables[4].rows[0][3] == "0.5000±0.0500");
}

TEST_CASE("overlap report: no question gives proportions of 0, not a division by zero",
          "[report]") {
  analyze::OverlapResult empty;
  const auto doc = report::overlap_document(empty);
  CHECK(doc.tables[0].rows[0][2] == "0.000");
}

TEST_CASE("overlap report: TSV bins as numbers with the last one 'or more'", "[report]") {
  const auto j = report::overlap_json(four_questions());
  CHECK(j["counting"]["hub_threshold"].is_null());  // kNoHubs
  CHECK(j["bins"].back() == "5+");
  const auto tables = report::overlap_tables(j);
  const auto& histograms = report::find_table(tables, "histograms");
  REQUIRE(histograms.rows.size() == 3 * 6);
  CHECK(histograms.rows[5][0] == "max_any");
  CHECK(histograms.rows[5][1] == 5);
  CHECK(histograms.rows[5][2] == true);
  CHECK(histograms.rows[4][2] == false);
  const auto& expected = report::find_table(tables, "expected");
  REQUIRE(expected.rows.size() == 6);
  CHECK(expected.rows[1][3] == 0.5);
  CHECK(expected.rows[1][4] == 0.5);
  CHECK(report::find_table(tables, "monte_carlo").rows.empty());
}
