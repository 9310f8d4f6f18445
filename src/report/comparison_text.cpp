#include "explgraph/report/comparison_text.hpp"

#include <algorithm>

#include "explgraph/core/strings.hpp"

namespace explgraph::report {
using core::format_double;

namespace {

std::string bootstrap_definition(analyze::Alternative alternative) {
  switch (alternative) {
    case analyze::Alternative::kGreater:
      return "p (bootstrap, one-sided, greater) = (resampled mean deltas <= 0, plus 1) / "
             "(resamples + 1)";
    case analyze::Alternative::kLess:
      return "p (bootstrap, one-sided, less) = (resampled mean deltas >= 0, plus 1) / "
             "(resamples + 1)";
    case analyze::Alternative::kTwoSided:
      break;
  }
  return "p (bootstrap, two-sided) = 2 x the smaller of (resampled mean deltas <= 0, plus 1) "
         "and (>= 0, plus 1), over (resamples + 1), at most 1";
}

std::string sides(analyze::Alternative alternative) {
  return alternative == analyze::Alternative::kTwoSided
             ? "two-sided"
             : std::string("one-sided, ") + analyze::alternative_name(alternative);
}

std::string correction_text(analyze::Correction c) {
  switch (c) {
    case analyze::Correction::kBenjaminiHochberg:
      return "Benjamini-Hochberg adjusted across this table's comparisons";
    case analyze::Correction::kNone:
      return "not adjusted";
    case analyze::Correction::kHolm:
      break;
  }
  return "Holm adjusted across this table's comparisons";
}

}  // namespace

std::string p_definition(const analyze::ComparisonOptions& o) {
  std::string p;
  switch (o.test) {
    case analyze::PairedTest::kBootstrap:
      p = bootstrap_definition(o.alternative) + " (" + std::to_string(o.resamples) + " resamples)";
      break;
    case analyze::PairedTest::kPermutation:
      p = "p (paired sign-flip permutation, " + sides(o.alternative) +
          "): exact up to 20 non-zero differences, else (count + 1) / (" +
          std::to_string(o.resamples) + " + 1)";
      break;
    case analyze::PairedTest::kT:
      p = "p (paired t-test, " + sides(o.alternative) +
          ", Student's t with n - 1 degrees of freedom)";
      break;
    case analyze::PairedTest::kWilcoxon:
      p = "p (Wilcoxon signed-rank, " + sides(o.alternative) +
          ", as scipy.stats.wilcoxon): exact up to 50 differences with no zero and no tie, else "
          "the normal approximation over the non-zero differences";
      break;
    case analyze::PairedTest::kSign:
      p = "p (exact sign test, " + sides(o.alternative) +
          "): binomial with 1/2 on the non-zero differences' signs";
      break;
  }
  return p;
}

std::string test_definition(const analyze::ComparisonOptions& o) {
  return p_definition(o) + "; adjusted p: " + correction_text(o.correction) +
         "; significant at adjusted p <= " + core::format_number(o.alpha) +
         "; 95% CI: paired bootstrap percentiles; effect size = mean "
         "difference / its standard deviation";
}

std::string exact_test_note(double alpha) {
  return "'not significant by exact McNemar': the test finds the difference significant, but "
         "the exact McNemar p on the questions helped and hurt, adjusted alike, is above " +
         core::format_number(alpha) +
         ": on few discordant questions the bootstrap's p falls below what any test can reach "
         "(5 helped, 0 hurt: no test goes under 0.0625), so the verdict follows the exact test.";
}

std::string p_text(std::optional<double> p) {
  if (!p) return "-";
  if (*p < 0.0001) return "<0.0001";
  return format_double(*p, 4);
}

std::string significance_mark(const analyze::PairedComparison& c, double alpha) {
  if (analyze::exact_test_overrules(c, alpha)) return "not significant by exact McNemar";
  switch (analyze::significantly_better(c, alpha)) {
    case 1:
      return "significant (better)";
    case -1:
      return "significant (worse)";
    default:
      return "";
  }
}

Table comparison_table(const std::string& title, const std::string& unit,
                       const std::vector<analyze::PairedComparison>& comparisons,
                       const analyze::ComparisonOptions& options) {
  Table t{
      title,
      {"baseline", "other", unit, "delta", "95% CI", "p", "p (adjusted)", "effect size", "note"},
      {},
      "delta = other - baseline; " + test_definition(options) + "."};
  if (std::any_of(comparisons.begin(), comparisons.end(),
                  [&](const auto& c) { return analyze::exact_test_overrules(c, options.alpha); }))
    t.note += " " + exact_test_note(options.alpha);
  for (const auto& c : comparisons)
    t.rows.push_back({c.baseline, c.other, std::to_string(c.items), format_double(c.delta, 4),
                      "[" + format_double(c.bootstrap.ci_low, 4) + ", " +
                          format_double(c.bootstrap.ci_high, 4) + "]",
                      p_text(c.p_value), p_text(c.p_adjusted),
                      c.effect_size ? format_double(*c.effect_size, 3) : "-",
                      significance_mark(c, options.alpha)});
  return t;
}

nlohmann::ordered_json optional_json(std::optional<double> value) {
  return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json interval_json(const std::vector<analyze::Interval>& intervals,
                                     std::size_t system) {
  if (system >= intervals.size()) return nullptr;
  return {intervals[system].low, intervals[system].high};
}

nlohmann::ordered_json comparison_json(const analyze::PairedComparison& c, const char* unit,
                                       double alpha, const nlohmann::ordered_json& scores,
                                       const char* corrected_over) {
  nlohmann::ordered_json j{{"baseline", c.baseline}, {"other", c.other}, {unit, c.items}};
  for (const auto& [key, value] : scores.items()) j[key] = value;
  j.update(comparison_fields(c, alpha, corrected_over));
  return j;
}

std::vector<std::string> comparison_columns(const char* unit,
                                            const std::vector<std::string>& scores) {
  std::vector<std::string> columns{"baseline", "other", unit};
  columns.insert(columns.end(), scores.begin(), scores.end());
  for (const char* c : {"delta", "ci95_low", "ci95_high", "test", "p_value", "exact", "p_adjusted",
                        "corrected_over", "effect_size", "significant", "bootstrap_alternative",
                        "bootstrap_p_value", "bootstrap_p_greater", "bootstrap_p_less",
                        "bootstrap_ci95_low", "bootstrap_ci95_high", "bootstrap_resamples"})
    columns.emplace_back(c);
  return columns;
}

nlohmann::ordered_json comparison_fields(const analyze::PairedComparison& c, double alpha,
                                         const char* corrected_over) {
  const auto& b = c.bootstrap;
  return {{"delta", c.delta},
          {"ci95", {b.ci_low, b.ci_high}},
          {"test", analyze::test_name(c.test)},
          {"p_value", optional_json(c.p_value)},
          {"exact", c.exact},
          {"p_adjusted", optional_json(c.p_adjusted)},
          {"corrected_over", corrected_over},
          {"effect_size", optional_json(c.effect_size)},
          {"significant", analyze::significantly_better(c, alpha) != 0},
          {"exact_p_adjusted", optional_json(c.exact_p_adjusted)},
          {"exact_test_overrules", analyze::exact_test_overrules(c, alpha)},
          {"bootstrap",
           {{"alternative", analyze::alternative_name(b.alternative)},
            {"p_value", b.p_value},
            {"p_greater", b.p_greater},
            {"p_less", b.p_less},
            {"ci95", {b.ci_low, b.ci_high}},
            {"resamples", b.resamples}}}};
}

nlohmann::ordered_json comparison_options_json(const analyze::ComparisonOptions& o) {
  return {{"test", analyze::test_name(o.test)},
          {"correction", analyze::correction_name(o.correction)},
          {"alternative", analyze::alternative_name(o.alternative)},
          {"alpha", o.alpha},
          {"resamples", o.resamples},
          {"seed", o.seed}};
}

}  // namespace explgraph::report
