#include "explgraph/api/options/comparison.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::options {

void add_comparison_options(po::options_description& desc, ComparisonArgs& a,
                            const std::string& systems) {
  desc.add_options()("compare", po::value(&a.compare)->value_name("all"),
                     ("compare every pair of " + systems).c_str())(
      "baseline", po::value(&a.baseline)->value_name("NAME"),
      ("compare the other " + systems + " with the one called NAME").c_str())(
      "test",
      po::value(&a.test)->default_value(a.test)->value_name(
          "bootstrap|permutation|t|wilcoxon|sign"),
      "the paired test: bootstrap, permutation (sign-flip; exact up to 20 non-zero differences), "
      "t, wilcoxon (signed-rank, as scipy's) or sign (exact binomial)")(
      "correction",
      po::value(&a.correction)->default_value(a.correction)->value_name("holm|bh|none"),
      "adjusts the p-values of one table's comparisons for their number")(
      "alpha", number_value(&a.alpha)->value_name("A"),
      "an adjusted p at or under A counts as significant")(
      "resamples", po::value(&a.resamples)->default_value(a.resamples)->value_name("N"),
      "bootstrap (and Monte-Carlo permutation) resamples (1 to 10,000,000)")(
      "alternative",
      po::value(&a.alternative)->default_value(a.alternative)->value_name("two-sided|greater|less"),
      "two-sided, greater (the other system is better) or less")(
      "seed", po::value(&a.seed)->default_value(a.seed)->value_name("S"), "resampling seed");
}

analyze::ComparisonOptions comparison_options(const ComparisonArgs& a) {
  if (!a.compare.empty() && a.compare != "all")
    throw core::UsageError("--compare: expected all, found '" + a.compare +
                           "' (for one baseline: --baseline NAME)");
  check_range("--resamples", a.resamples, 1, analyze::kMaxResamples);
  analyze::ComparisonOptions o;
  o.all_pairs = a.compare == "all";
  o.baseline = a.baseline;
  o.test = analyze::parse_test(a.test);
  o.correction = analyze::parse_correction(a.correction);
  o.alternative = analyze::parse_alternative(a.alternative);
  o.resamples = a.resamples.value;
  o.seed = a.seed.value;
  o.alpha = finite_option("--alpha", a.alpha);
  o.check();
  return o;
}

}  // namespace explgraph::options
