#include <catch2/catch.hpp>

#include <algorithm>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/stats_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

// Two explained questions of lengths 2 and 4, two table files and a questions file, one
// dangling UID cited once.
analyze::StatsResult two_explanations() {
  analyze::StatsResult s;
  s.layout = "plain";
  s.questions_read = 3;
  s.questions_kept = 3;
  s.with_explanation = 2;
  s.without_explanation = 1;
  s.questions_with_text = 3;
  s.explanation_tokens = 6;
  s.mean_explanation_length = 3.0;
  s.median_explanation_length = 3.0;
  s.min_explanation_length = 2;
  s.max_explanation_length = 4;
  s.roles = {{"CENTRAL", 4, 2.0, true}, {"GROUNDING", 0, 0.0, true}, {"NE", 2, 1.0, false}};
  s.dangling_uids = {{"zz9", 1, {"q2"}}};
  s.dangling_citations = 1;
  s.defined_twice = {{"c1", {"CAUSE:2", "CAUSE:3"}}};
  s.accounts = {{"questions.tsv", "questions", 4, 3, {{"header", 1}}},
                {"tables/CAUSE.tsv", "table", 4, 3, {{"header", 1}}},
                {"tables/KINDOF.tsv", "table", 3, 1, {{"header", 1}, {"empty row", 1}}}};
  return s;
}

}  // namespace

TEST_CASE("stats report: the figures as the text shows them, table files summed into one line",
          "[report]") {
  const auto doc = report::stats_document(two_explanations());
  CHECK(summary_value(doc, "Explanation length, mean") == "3.000");
  CHECK(summary_value(doc, "Explanation length, median") == "3.0");
  CHECK(summary_value(doc, "Explanation length, min-max") == "2-4");
  CHECK(summary_value(doc, "Dangling UIDs") == "1 (1 citation)");
  CHECK(summary_value(doc, "UIDs defined twice") == "1");

  REQUIRE(doc.tables.size() == 4);
  const auto& roles = doc.tables[0];
  REQUIRE(roles.rows.size() == 3);
  CHECK(roles.rows[2] == std::vector<std::string>{"NE (unknown)", "2", "1.000"});
  CHECK(doc.tables[1].rows[0] == std::vector<std::string>{"zz9", "1", "q2"});
  CHECK(doc.tables[2].rows[0] == std::vector<std::string>{"c1", "CAUSE:2, CAUSE:3"});

  const auto& lines = doc.tables[3];
  REQUIRE(lines.rows.size() == 2);  // the questions file, then both table files as one
  CHECK(lines.rows[0] == std::vector<std::string>{"questions.tsv", "4", "3", "1 header"});
  CHECK(lines.rows[1] ==
        std::vector<std::string>{"2 table files", "7", "4", "1 empty row, 2 header"});
}

TEST_CASE("stats report: figures over explanations are absent when there is none", "[report]") {
  analyze::StatsResult s = two_explanations();
  s.with_explanation = 0;
  s.mean_explanation_length.reset();
  s.median_explanation_length.reset();
  s.min_explanation_length.reset();
  s.max_explanation_length.reset();
  s.dangling_citations = 2;
  const auto doc = report::stats_document(s);
  CHECK(summary_value(doc, "Explanation length, mean") == "-");
  CHECK(summary_value(doc, "Explanation length, min-max") == "-");
  CHECK(summary_value(doc, "Dangling UIDs") == "1 (2 citations)");
  const auto j = report::stats_json(s);
  CHECK(j["mean_explanation_length"].is_null());
  CHECK(j["median_explanation_length"].is_null());
  CHECK(j["min_explanation_length"].is_null());
}

TEST_CASE("stats report: the JSON's names, and the TSV tables cut from it", "[report]") {
  const auto j = report::stats_json(two_explanations());
  CHECK(j["roles"].dump() == R"({"CENTRAL":2.0,"GROUNDING":0.0,"NE":1.0})");
  CHECK(j["role_tokens"].dump() == R"({"CENTRAL":4,"GROUNDING":0,"NE":2})");
  CHECK(j["dangling_uid_count"] == 1);
  CHECK(j["input_lines"][2]["balanced"] == true);  // 3 read = 1 loaded + 2 skipped
  const auto tables = report::stats_tables(j);
  const auto& summary = report::find_table(tables, "summary");
  REQUIRE(summary.rows.size() == 1);
  for (const auto& nested : {"roles", "role_tokens", "dangling_uids", "input_lines"})
    CHECK(std::find(summary.columns.begin(), summary.columns.end(), nested) ==
          summary.columns.end());
  const auto& roles = report::find_table(tables, "roles");
  REQUIRE(roles.rows.size() == 3);
  CHECK(roles.rows[2][0] == "NE");
  CHECK(roles.rows[2][1] == 1.0);
  CHECK(roles.rows[2][2] == 2);
  CHECK(report::find_table(tables, "input_lines").rows.size() == 3);  // every file, unsummed
}

TEST_CASE("stats report: the section's role-mix chart leaves out roles nobody cites", "[report]") {
  const auto section = report::stats_section(two_explanations());
  CHECK(section.id == "stats");
  REQUIRE(section.charts.size() == 1);
  const std::string& svg = section.charts[0].svg;
  CHECK(svg.find(">CENTRAL<") != std::string::npos);
  CHECK(svg.find(">NE<") != std::string::npos);
  CHECK(svg.find("GROUNDING") == std::string::npos);  // 0 tokens
  CHECK(section.tables.size() == 7);
}
