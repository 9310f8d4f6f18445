#include <catch2/catch.hpp>

#include "explgraph/report/comparison_text.hpp"

using namespace explgraph;

namespace {

analyze::PairedComparison compared(double delta, std::optional<double> p_adjusted) {
  analyze::PairedComparison c;
  c.baseline = "tfidf";
  c.other = "bert";
  c.items = 40;
  c.delta = delta;
  c.bootstrap.ci_low = delta - 0.05;
  c.bootstrap.ci_high = delta + 0.05;
  c.p_value = p_adjusted ? std::optional<double>(*p_adjusted / 2) : std::nullopt;
  c.p_adjusted = p_adjusted;
  c.effect_size = 0.5;
  return c;
}

}  // namespace

TEST_CASE("comparison text: p-values never print as 0, and '-' when no test ran", "[report]") {
  CHECK(report::p_text(std::nullopt) == "-");
  CHECK(report::p_text(0.0) == "<0.0001");
  CHECK(report::p_text(0.00009) == "<0.0001");
  CHECK(report::p_text(0.0001) == "0.0001");
  CHECK(report::p_text(0.0625) == "0.0625");
  CHECK(report::p_text(1.0) == "1.0000");
}

TEST_CASE("comparison text: significant only at adjusted p <= alpha, in the delta's direction",
          "[report]") {
  CHECK(report::significance_mark(compared(0.1, 0.05), 0.05) == "significant (better)");
  CHECK(report::significance_mark(compared(-0.1, 0.01), 0.05) == "significant (worse)");
  CHECK(report::significance_mark(compared(0.1, 0.0501), 0.05).empty());
  CHECK(report::significance_mark(compared(0.1, std::nullopt), 0.05).empty());
  CHECK(report::significance_mark(compared(0.0, 0.0), 0.05).empty());  // no direction
}

TEST_CASE("comparison text: each test says how its p was obtained", "[report]") {
  analyze::ComparisonOptions o;
  o.resamples = 999;
  CHECK(report::p_definition(o) ==
        "p (bootstrap, two-sided) = 2 x the smaller of (resampled mean deltas <= 0, plus 1) and "
        "(>= 0, plus 1), over (resamples + 1), at most 1 (999 resamples)");
  o.alternative = analyze::Alternative::kGreater;
  CHECK(report::p_definition(o).rfind("p (bootstrap, one-sided, greater) = (resampled mean "
                                      "deltas <= 0, plus 1)",
                                      0) == 0);
  o.test = analyze::PairedTest::kSign;
  CHECK(report::p_definition(o) ==
        "p (exact sign test, one-sided, greater): binomial with 1/2 on the non-zero differences' "
        "signs");
  o.test = analyze::PairedTest::kT;
  o.alternative = analyze::Alternative::kTwoSided;
  o.correction = analyze::Correction::kNone;
  o.alpha = 0.01;
  CHECK(report::test_definition(o) ==
        "p (paired t-test, two-sided, Student's t with n - 1 degrees of freedom); adjusted p: not "
        "adjusted; significant at adjusted p <= 0.01; 95% CI: paired bootstrap percentiles; "
        "effect size = mean difference / its standard deviation");
}

TEST_CASE("comparison text: the table's row and the JSON's nulls", "[report]") {
  analyze::ComparisonOptions o;
  const auto t = report::comparison_table("Against tfidf", "questions", {compared(0.1, 0.02)}, o);
  CHECK(t.header[2] == "questions");
  REQUIRE(t.rows.size() == 1);
  CHECK(t.rows[0] == std::vector<std::string>{"tfidf", "bert", "40", "0.1000", "[0.0500, 0.1500]",
                                              "0.0100", "0.0200", "0.500", "significant (better)"});
  CHECK(t.note.rfind("delta = other - baseline; p (bootstrap, two-sided)", 0) == 0);

  auto untested = compared(0.1, std::nullopt);
  untested.effect_size.reset();
  const auto j = report::comparison_fields(untested, 0.05);
  CHECK(j["p_value"].is_null());
  CHECK(j["p_adjusted"].is_null());
  CHECK(j["effect_size"].is_null());
  CHECK(j["significant"] == false);
  CHECK(j["corrected_over"] == "systems");
  CHECK(report::interval_json({}, 0).is_null());
}
