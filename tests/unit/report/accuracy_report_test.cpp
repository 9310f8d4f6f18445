#include <catch2/catch.hpp>

#include "explgraph/report/accuracy_report.hpp"
#include "summary_value.hpp"

using namespace explgraph;

namespace {

analyze::Comparison against_always_a(double delta, std::size_t helped, std::size_t hurt,
                                     std::optional<double> p) {
  analyze::Comparison c;
  c.solver = "random";
  c.helped = helped;
  c.hurt = hurt;
  c.paired.baseline = "always-a";
  c.paired.other = "random";
  c.paired.delta = delta;
  c.paired.p_value = p;
  c.paired.p_adjusted = p;
  c.mcnemar_p = p ? std::optional<double>(0.0625) : std::nullopt;
  c.mcnemar_p_holm = c.mcnemar_p;
  c.paired.exact_p_adjusted = c.mcnemar_p_holm;
  return c;
}

analyze::AccuracyGroup group(std::string breakdown, std::string name, std::size_t n,
                             analyze::Comparison c, bool too_small = false) {
  analyze::AccuracyGroup g;
  g.breakdown = std::move(breakdown);
  g.group = std::move(name);
  g.n = n;
  g.accuracy = {0.25, 0.25 + c.paired.delta};
  g.comparisons = {std::move(c)};
  g.too_small = too_small;
  g.minimum_detectable_gain = 4;
  return g;
}

// Two solvers, the random one against always-"A": overall not significant; TAX 5 helped, 0
// hurt, significant by the bootstrap and overruled by the exact McNemar test (issue 64's
// case); a grade too small to test.
analyze::AccuracyResult random_against_always_a() {
  analyze::AccuracyResult r;
  r.solvers = {"always-a", "random"};
  r.baseline = "always-a";
  r.questions = 40;
  r.min_group = 10;
  r.scores.resize(2);
  r.scores[0].name = "always-a";
  r.scores[1].name = "random";
  r.groups = {group("overall", "all", 40, against_always_a(0.05, 6, 4, 0.5)),
              group("category", "TAX", 11, against_always_a(5.0 / 11, 5, 0, 0.0018)),
              group("grade", "3", 4, against_always_a(0.0, 0, 0, std::nullopt), true)};
  r.clusters.solved_share = {0.5, 0.25};
  r.clusters.clusters = 4;
  return r;
}

const report::Table& table_titled(const report::Document& doc, const std::string& title) {
  for (const auto& t : doc.tables)
    if (t.title == title) return t;
  FAIL("no table " << title);
  return doc.tables.front();
}

}  // namespace

TEST_CASE("accuracy report: the exact test's verdict and why, a too-small group untested",
          "[report]") {
  const auto doc = report::accuracy_document(random_against_always_a());
  CHECK(summary_value(doc, "random: accuracy") == "0.3000");
  const auto& category = table_titled(doc, "By coarse knowledge category");
  REQUIRE(category.rows.size() == 1);
  CHECK(category.rows[0] == std::vector<std::string>{"TAX", "11", "0.250", "0.705", "0.455", "5/0",
                                                     "0.0018", "[0.000, 0.000]", "0.0625", "0.0018",
                                                     "not significant by exact McNemar", "0.364"});
  const auto& grade = table_titled(doc, "By school grade");
  CHECK(grade.rows[0][6] == "-");  // no p-value
  CHECK(grade.rows[0][10] == "too small");
}

TEST_CASE("accuracy report: the definitions once, under the first table that compares",
          "[report]") {
  const auto doc = report::accuracy_document(random_against_always_a());
  const auto& overall = table_titled(doc, "Overall");
  CHECK(overall.note.rfind("delta = solver - always-a; p (bootstrap, two-sided)", 0) == 0);
  CHECK(overall.note.find("'not significant by exact McNemar'") != std::string::npos);
  CHECK(table_titled(doc, "By coarse knowledge category").note ==
        "delta, p-values and smallest significant gain as defined under \"Overall\" above; Holm "
        "across this table's groups.");
  for (const auto& t : doc.tables)  // a probe set's breakdowns only for a probe set
    CHECK(t.title.find("probe") == std::string::npos);
  const auto& clusters = doc.tables.back();
  CHECK(clusters.rows[1] == std::vector<std::string>{"random", "1 of 4", "0.250"});
}

TEST_CASE("accuracy report: JSON says the exact test overruled, and has no p where none was",
          "[report]") {
  const auto j = report::accuracy_json(random_against_always_a());
  const auto& groups = j["groups"];
  REQUIRE(groups.size() == 3);
  const auto& tax = groups[1]["comparisons"][0];
  CHECK(tax["exact_test_overrules"] == true);
  CHECK(tax["significant"] == false);
  CHECK(tax["mcnemar_p"] == 0.0625);
  const auto& grade = groups[2]["comparisons"][0];
  CHECK(grade["p_value"].is_null());
  CHECK(grade["bootstrap"]["p_value"].is_null());
}
