#include <catch2/catch.hpp>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/patterns_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

std::vector<analyze::ReconstructionPoint> curve(double scale) {
  std::vector<analyze::ReconstructionPoint> points;
  for (std::size_t k : {1, 2, 3, 5, 10})
    points.push_back({k, scale * static_cast<double>(k) / 10, scale / static_cast<double>(k)});
  return points;
}

// Two Dev targets against three Train questions; triples not counted; one role group whose
// targets have no text (no text curve).
analyze::PatternsResult two_targets() {
  analyze::PatternsResult r;
  r.split = "Dev";
  r.pool = "Train";
  r.min_support = 2;
  r.targets = 2;
  r.targets_with_text = 1;
  r.pool_questions = 3;
  r.co_cited_pairs = 4;
  r.table_combinations = 2;
  analyze::RowPair pair;
  pair.uids = {"u1", "u2"};
  pair.tables = {"KINDOF", "PROPERTIES"};
  pair.categories = {"Taxonomic", "Properties"};
  pair.support = 3;
  pair.share_lemma = true;
  pair.examples = {"Q1", "Q2"};
  r.pairs = {pair};
  analyze::RowTriple triple;
  triple.uids = {"u1", "u2", "u3"};
  triple.tables = {"KINDOF", "PROPERTIES", "KINDOF"};
  triple.categories = {"Taxonomic", "Properties", "Taxonomic"};
  triple.support = 2;
  triple.examples = {"Q1"};
  r.triples = {triple};
  r.table_pairs = {{{"KINDOF", "PROPERTIES"}, 3}};
  r.table_sets = {{{"KINDOF", "PROPERTIES"}, 2}};
  r.category_sets = {{{"Properties", "Taxonomic"}, 2}};
  r.rows = {curve(1), curve(0.5), 0.75};
  r.tables = {curve(1), curve(0.5), 0.875};
  r.by_role = {{"CENTRAL", 2, 1, 3, {curve(1), curve(0.5), 0.5}},
               {"LEXGLUE", 1, 0, 1, {curve(1), {}, 0.25}}};
  r.by_length = {{"1-3", 2, 1, 5, {curve(1), curve(0.5), 0.75}}};
  return r;
}

}  // namespace

TEST_CASE("patterns report: JSON, precision only where a group is whole, triples null uncounted",
          "[report]") {
  const auto j = report::patterns_json(two_targets());
  CHECK(j["co_cited_triples"].is_null());
  CHECK(j["upper_bound"] == 0.75);
  const auto& rebuilt = j["reconstruction"];
  CHECK(rebuilt["oracle"][4] ==
        nlohmann::ordered_json{{"k", 10}, {"recall", 1.0}, {"precision", 0.1}});
  CHECK(rebuilt["tables"]["upper_bound"] == 0.875);
  CHECK_FALSE(rebuilt["by_role"][0]["oracle"][0].contains("precision"));
  CHECK(rebuilt["by_role"][1]["text"].empty());
  CHECK(rebuilt["by_length"][0]["oracle"][0].contains("precision"));
  CHECK(rebuilt["by_category"].empty());
  CHECK(j["pairs"][0]["share_lemma"] == true);
  CHECK(j["pairs"][0]["examples"] == nlohmann::ordered_json{"Q1", "Q2"});
  CHECK(j["table_sets"][0]["tables"] == nlohmann::ordered_json{"KINDOF", "PROPERTIES"});
  CHECK(j["category_sets"][0]["categories"][1] == "Taxonomic");

  auto counted = two_targets();
  counted.co_cited_triples = 1;
  CHECK(report::patterns_json(counted)["co_cited_triples"] == 1);
}

TEST_CASE("patterns report: the document, breakdowns at the first, middle and last k", "[report]") {
  const auto doc = report::patterns_document(two_targets());
  auto value = [&](const std::string& label) { return summary_value_or_absent(doc, label); };
  CHECK(value("Targets (Dev, with rows)") == "2");
  CHECK(value("Pool (Train)") == "3");
  CHECK(value("Row triples cited together at least 2 times") ==
        "not counted (over 10 million candidate triples)");
  CHECK(value("Upper bound at the table level") == "0.8750");
  REQUIRE(doc.tables.size() == 9);
  const auto& curve = doc.tables[0];
  REQUIRE(curve.rows.size() == 5);
  CHECK(curve.rows[0] == std::vector<std::string>{"1", "0.1000", "1.0000", "0.0500", "0.5000",
                                                  "0.1000", "1.0000", "0.0500", "0.5000"});
  const auto& role = doc.tables[1];
  CHECK(role.header == std::vector<std::string>{"role", "targets", "rows", "oracle R@1",
                                                "oracle R@3", "oracle R@10", "text R@1", "text R@3",
                                                "text R@10", "upper bound"});
  CHECK(role.rows[1] == std::vector<std::string>{"LEXGLUE", "1", "1", "0.100", "0.300", "1.000", "",
                                                 "", "", "0.250"});
  CHECK(doc.tables[2].rows.empty());  // no category group
  CHECK(doc.tables[2].header.size() == 4);
  const auto& length = doc.tables[3];
  CHECK(length.header.at(4) == "oracle P@1");
  CHECK(length.rows[0].size() == length.header.size());
  CHECK(doc.tables[4].rows[0] ==
        std::vector<std::string>{"3", "u1", "KINDOF", "u2", "PROPERTIES", "yes", "Q1, Q2"});
  CHECK(doc.tables[5].title == "Row triples cited together at least 2 times");
  CHECK(doc.tables[5].rows[0][4] == "KINDOF, PROPERTIES, KINDOF");
  CHECK(doc.tables[6].rows[0] == std::vector<std::string>{"2", "KINDOF + PROPERTIES"});
}

TEST_CASE("patterns report: tidy tables, one row per level, method and k", "[report]") {
  const auto tables = report::patterns_tables(report::patterns_json(two_targets()));
  CHECK(tables.front().name == "reconstruction");
  const auto& curve = tables.front();
  REQUIRE(curve.rows.size() == 2 * 2 * 5);
  CHECK(curve.rows[0] == std::vector<nlohmann::ordered_json>{"rows", "oracle", 1, 0.1, 1.0, 0.75});
  CHECK(curve.rows[10][0] == "tables");
  CHECK(curve.rows[10][5] == 0.875);
  const auto& breakdown = report::find_table(tables, "breakdown");
  REQUIRE(breakdown.rows.size() == 5 + 5 + 5 + 0 + 5 + 5);  // LEXGLUE has no text points
  CHECK(breakdown.rows[0][8].is_null());                    // role groups: no precision
  CHECK(breakdown.rows.back()[0] == "length");
  CHECK(breakdown.rows.back()[8] == 0.05);  // text precision at k = 10: 0.5 / 10
  CHECK(breakdown.rows.back()[9] == 0.75);
  CHECK(report::find_table(tables, "pairs").rows[0].back() == "Q1 Q2");
  CHECK(report::find_table(tables, "table_sets").rows[0] ==
        std::vector<nlohmann::ordered_json>{"KINDOF PROPERTIES", 2, 2});
  CHECK(report::find_table(tables, "triples").rows[0][3] == 2);
}

TEST_CASE("patterns report: the section charts rows and tables, without a text curve when none",
          "[report]") {
  auto r = two_targets();
  const auto s = report::patterns_section(r);
  CHECK(s.id == "patterns");
  REQUIRE(s.charts.size() == 2);
  CHECK(s.charts[0].svg.find("Rebuilding Dev explanations from the first k Train neighbours") !=
        std::string::npos);
  CHECK(s.charts[0].svg.find("text recall") != std::string::npos);
  r.rows.text.clear();
  CHECK(report::patterns_section(r).charts[0].svg.find("text recall") == std::string::npos);
}
