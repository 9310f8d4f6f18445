#include "explgraph/report/bootstrap_text.hpp"

#include "explgraph/core/strings.hpp"

namespace explgraph::report {

std::string bootstrap_p_definition(analyze::Alternative alternative) {
  switch (alternative) {
    case analyze::Alternative::kGreater:
      return "p (bootstrap, one-sided, greater) = share of resampled mean deltas <= 0";
    case analyze::Alternative::kLess:
      return "p (bootstrap, one-sided, less) = share of resampled mean deltas >= 0";
    case analyze::Alternative::kTwoSided:
      break;
  }
  return "p (bootstrap, two-sided) = 2 x the smaller of the shares of resampled mean deltas <= 0 "
         "and >= 0, at most 1";
}

std::string significance_mark(const analyze::BootstrapResult& b, double p) {
  if (!(p < analyze::kSignificanceLevel)) return "";
  return b.mean_delta < 0 ? "significant (worse)" : "significant (better)";
}

Table comparison_table(const std::string& title, const std::string& unit,
                       const std::vector<analyze::RankingComparison>& comparisons) {
  using core::format_double;
  Table t{title,
          {"baseline", "other", unit, "delta", "95% CI", "p", "note"},
          {},
          "delta = other - baseline; " +
              bootstrap_p_definition(comparisons.front().bootstrap.alternative) + "."};
  for (const auto& c : comparisons)
    t.rows.push_back({c.baseline, c.other, std::to_string(c.questions),
                      format_double(c.bootstrap.mean_delta, 4),
                      "[" + format_double(c.bootstrap.ci_low, 4) + ", " +
                          format_double(c.bootstrap.ci_high, 4) + "]",
                      format_double(c.bootstrap.p_value, 4),
                      significance_mark(c.bootstrap, c.bootstrap.p_value)});
  return t;
}

nlohmann::ordered_json bootstrap_json(const analyze::BootstrapResult& b) {
  return {{"alternative", analyze::alternative_name(b.alternative)},
          {"p_value", b.p_value},
          {"p_greater", b.p_greater},
          {"p_less", b.p_less},
          {"ci95", {b.ci_low, b.ci_high}},
          {"resamples", b.resamples}};
}

}  // namespace explgraph::report
