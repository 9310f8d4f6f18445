#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/reuse_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Three cited UIDs (one dangling, one deprecated) from two tables, one of them empty.
analyze::ReuseResult three_rows() {
  analyze::ReuseResult r;
  r.explanations = 2;
  r.tokens = 6;
  r.rows = {{"a1", "KINDOF", "a cat is a kind of animal", 3, 2, false},
            {"b2", "CAUSE", "heat causes melting", 2, 1, true},
            {"zz9", "", "", 1, 1, false}};
  r.rows_used_once = 1;
  r.tablestore_uids = 5;
  r.tablestore_rows_unused = 3;
  r.mean_uses_per_row = 2.0;
  r.top_shares = {{0.01, 1, 0.5}, {0.10, 1, 0.5}};
  r.table_usage = {{"KINDOF", "TAX", 3, 2, 1.0, 2.0 / 3.0}, {"EMPTY", "", 0, 0, 0.0, std::nullopt}};
  r.zipf = {1.0, std::log(3.0), 0.98, 3};
  return r;
}

}  // namespace

TEST_CASE("reuse report: the most used rows cut at --top, with the cut said in the note",
          "[report]") {
  const auto r = three_rows();
  const auto top2 = report::reuse_document(r, 2);
  const auto& rows = top2.tables[1];
  REQUIRE(rows.rows.size() == 2);
  CHECK(rows.rows[1] ==
        std::vector<std::string>{"2", "2", "b2", "CAUSE", "heat causes melting [deprecated]"});
  CHECK(rows.note ==
        "count = explanation tokens citing the UID. Showing 2 of 3 (--top 0 for all).");

  const auto all = report::reuse_document(r, 0);
  REQUIRE(all.tables[1].rows.size() == 3);
  CHECK(all.tables[1].rows[2][3] == "(dangling)");
  CHECK(all.tables[1].note == "count = explanation tokens citing the UID. Showing 3 of 3.");
}

TEST_CASE("reuse report: table usage and the summary, '-' where a figure has no value",
          "[report]") {
  auto r = three_rows();
  auto doc = report::reuse_document(r, 25);
  const auto& usage = doc.tables[0];
  CHECK(usage.rows[0] == std::vector<std::string>{"KINDOF", "TAX", "3", "2", "1.000", "0.67"});
  CHECK(usage.rows[1] == std::vector<std::string>{"EMPTY", "-", "0", "0", "0.000", "-"});
  CHECK(summary_value(doc, "Tablestore UIDs never cited") == "3 of 5");
  CHECK(summary_value(doc, "Token share of top 1% (1 UID)") == "0.5000");
  CHECK(summary_value(doc, "Token share of top 10% (1 UID)") == "0.5000");
  CHECK(summary_value(doc, "Zipf exponent (least squares, log-log)") == "1.000 (R² 0.980)");

  r.zipf = {std::nullopt, std::nullopt, std::nullopt, 1};
  doc = report::reuse_document(r, 25);
  CHECK(doc.summary.back().second == "- (fewer than two cited UIDs)");
  const auto j = report::reuse_json(r);
  CHECK(j["zipf"].dump() == R"({"exponent":null,"intercept":null,"r_squared":null,"points":1})");
  CHECK(j["table_usage"][1]["reuse"].is_null());
}

TEST_CASE("reuse report: TSV tables hold every row, whatever the page shows", "[report]") {
  const auto tables = report::reuse_tables(report::reuse_json(three_rows()));
  CHECK(tables[0].name == "rows");
  CHECK(tables[0].rows.size() == 3);
  CHECK(tables[0].rows[1][5] == true);  // deprecated, as a boolean
  const auto& summary = report::find_table(tables, "summary");
  CHECK(std::find(summary.columns.begin(), summary.columns.end(), "rows") == summary.columns.end());
  CHECK(std::find(summary.columns.begin(), summary.columns.end(), "uids_cited") !=
        summary.columns.end());
}

TEST_CASE("reuse report: the fitted line is drawn only when there is one", "[report]") {
  auto r = three_rows();
  const auto with_fit = report::reuse_section(r);
  REQUIRE(with_fit.charts.size() == 2);
  CHECK(with_fit.charts[1].svg.find("exponent 1.00") != std::string::npos);
  CHECK(with_fit.charts[1].svg.find("Zipf fit") != std::string::npos);
  r.zipf = {std::nullopt, std::nullopt, std::nullopt, 1};
  const auto without = report::reuse_section(r);
  CHECK(without.charts[1].svg.find("exponent -") != std::string::npos);
}
