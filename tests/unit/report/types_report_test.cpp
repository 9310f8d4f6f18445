#include <catch2/catch.hpp>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/types_report.hpp"

using namespace explgraph;

namespace {

// Two roles; the category RET is never cited as GROUNDING, the table OTHER has no category.
analyze::TypesResult two_categories() {
  analyze::TypesResult r;
  r.explanations = 4;
  r.roles = {"CENTRAL", "GROUNDING"};
  r.categories = {{"RET", "", 3, 0.75, {{"CENTRAL", 0.5}}},
                  {"(unmapped)", "", 1, 0.25, {{"CENTRAL", 0.25}, {"GROUNDING", 0.25}}}};
  r.tables = {{"KINDOF", "RET", 3, 0.75, {{"CENTRAL", 0.5}}},
              {"OTHER", "", 1, 0.25, {{"GROUNDING", 0.25}}}};
  r.question_types = {{"PROP", 2, 0.5}};
  r.questions = 4;
  r.questions_without_type = 2;
  r.unmapped_tables = {"OTHER"};
  r.mapping = "V1 (built in)";
  return r;
}

}  // namespace

TEST_CASE("types report: a column per role present, 0 where a type has no use with it",
          "[report]") {
  const auto doc = report::types_document(two_categories());
  const auto& categories = doc.tables[0];
  CHECK(categories.header ==
        std::vector<std::string>{"category", "explanations", "proportion", "CENTRAL", "GROUNDING"});
  CHECK(categories.rows[0] == std::vector<std::string>{"RET", "3", "0.750", "0.500", "0.000"});
  const auto& tables = doc.tables[1];
  CHECK(tables.rows[1] == std::vector<std::string>{"OTHER", "-", "1", "0.250", "0.000", "0.250"});
  CHECK(doc.tables[2].note ==
        "2 of 4 questions with an explanation have no label; a question with several labels "
        "counts once for each.");
  REQUIRE(doc.tables.size() == 4);  // the unmapped tables, with how to map them
  CHECK(doc.tables[3].rows == std::vector<std::vector<std::string>>{{"OTHER"}});
  CHECK(doc.summary.back() ==
        std::pair<std::string, std::string>{"Tables without a category", "1"});

  auto mapped = two_categories();
  mapped.unmapped_tables.clear();
  const auto all_mapped = report::types_document(mapped);
  CHECK(all_mapped.tables.size() == 3);
  CHECK(all_mapped.summary.back().second == "none");
}

TEST_CASE("types report: JSON gives every role on every type; TSV cut from it", "[report]") {
  const auto j = report::types_json(two_categories());
  CHECK(j["categories"][0]["by_role"].dump() == R"({"CENTRAL":0.5,"GROUNDING":0.0})");
  CHECK(j["tables"][1]["category"] == "");
  const auto tables = report::types_tables(j);
  CHECK(tables[0].name == "categories");
  CHECK(report::find_table(tables, "unmapped_tables").rows.size() == 1);
  CHECK(report::find_table(tables, "question_types").rows[0][0] == "PROP");
}

TEST_CASE("types report: the chart shows each category overall and as CENTRAL", "[report]") {
  const auto section = report::types_section(two_categories());
  REQUIRE(section.charts.size() == 1);
  const auto& svg = section.charts[0].svg;
  CHECK(svg.find(">RET<") != std::string::npos);
  CHECK(svg.find("(unmapped)") != std::string::npos);
  CHECK(svg.find("as CENTRAL") != std::string::npos);
}
