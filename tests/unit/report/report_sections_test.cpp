#include <catch2/catch.hpp>

#include "explgraph/report/report_sections.hpp"

using namespace explgraph;

namespace {

using Summary = std::vector<std::pair<std::string, std::string>>;

std::string row(const Summary& summary, const std::string& label) {
  for (const auto& [l, v] : summary)
    if (l == label) return v;
  return "(absent)";
}

struct Figures {
  analyze::StatsResult stats;
  analyze::ReuseResult reuse;
  analyze::HopsResult hops;
  analyze::AuditResult audit;
  Figures() {
    stats.questions_read = 12;
    stats.questions_kept = 10;
    stats.with_explanation = 8;
    stats.mean_explanation_length = 5.125;
    stats.tables = 3;
    stats.rows = 40;
    reuse.rows.resize(25);
    reuse.rows_used_once = 9;
    hops.analysed = 8;
    hops.with_isolated.resize(2);
    audit.errors = 1;
    audit.warnings = 3;
  }
  Summary summary(report::LeftOut left_out = report::LeftOut::kNothing) const {
    return report::report_summary(stats, reuse, hops, audit, left_out);
  }
};

}  // namespace

TEST_CASE("report summary: the headline figures, set-aside questions said", "[report]") {
  const Figures f;
  const auto s = f.summary();
  CHECK(s.size() == 7);
  CHECK(s.front().first == "Questions kept");
  CHECK(row(s, "Questions kept") == "10 of 12");
  CHECK(row(s, "With explanation (analysed)") ==
        "8; 2 without are set aside by the explanation analyses");
  CHECK(row(s, "Mean explanation length") == "5.12 facts");
  CHECK(row(s, "Tablestore") == "3 tables, 40 rows");
  CHECK(row(s, "Facts cited") == "25 (9 once)");
  CHECK(row(s, "Explanation graphs with isolated facts") == "2 of 8");
  CHECK(row(s, "Audit") == "1 error, 3 warnings");
  CHECK(row(s, "Left out") == "(absent)");
}

TEST_CASE("report summary: no explanation is '-', not 0; one warning singular", "[report]") {
  Figures f;
  f.stats.with_explanation = 10;
  f.stats.mean_explanation_length.reset();
  f.audit.errors = 0;
  f.audit.warnings = 1;
  const auto s = f.summary();
  CHECK(row(s, "With explanation (analysed)") == "10");
  CHECK(row(s, "Mean explanation length") == "- (no explanation)");
  CHECK(row(s, "Audit") == "0 errors, 1 warning");
}

TEST_CASE("report summary: what is left out and why", "[report]") {
  const Figures f;
  CHECK(row(f.summary(report::LeftOut::kExplanationAnalyses), "Left out") ==
        "fact reuse, knowledge types, hop counts, explanation overlap and knowledge growth: no "
        "kept question has an explanation");
  CHECK(row(f.summary(report::LeftOut::kFactAnalyses), "Left out") ==
        "knowledge types, hop counts and knowledge growth: no UID the explanations cite is "
        "defined by a table");
  CHECK(f.summary(report::LeftOut::kFactAnalyses).back().first == "Left out");
}
