#include "explgraph/api/options/power.hpp"

#include <charconv>
#include <cmath>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {
namespace {

constexpr std::size_t kMaxPoints = 10'000;
constexpr std::uint64_t kMaxItems = 10'000'000;

double parse_number(const std::string& option, std::string_view text, const std::string& whole) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() ||
      !std::isfinite(value))
    throw core::UsageError(option + ": expected numbers (0.02), lists (0,0.01) or ranges " +
                           "(0:0.1 or 0:0.1:0.005), found '" + whole + "'");
  return value;
}

// Rounded to 12 decimals: a range's 3 x 0.01 prints as 0.03.
double tidy(double value) {
  return std::round(value * 1e12) / 1e12;
}

}  // namespace

analyze::PowerOptions library_options(const PowerCommandOptions& o) {
  analyze::PowerOptions p;
  if (!std::isfinite(o.alpha) || o.alpha <= 0 || o.alpha >= 1)
    throw core::UsageError("--alpha: expected a level between 0 and 1 (exclusive), found " +
                           core::format_number(o.alpha));
  p.alpha = o.alpha;
  if (o.alternative == "less")
    throw core::UsageError(
        "--alternative: power plans a gain; expected greater or two-sided, found 'less'");
  p.alternative = analyze::parse_alternative(o.alternative);
  if (o.ns_given || !o.ns.empty()) p.ns = whole_number_list("--n", o.ns, kMaxItems);
  if (o.effects_given || !o.effects.empty()) p.effects = parse_shares("--effect", o.effects, 0, 1);
  p.hurts = parse_shares("--hurt", o.hurts, 0, 0.5);
  if (std::max<std::size_t>(p.effects.size(), 1) * p.hurts.size() *
          std::max<std::size_t>(p.ns.size(), 1) >
      kMaxPoints)
    throw core::UsageError(
        "--n, --effect, --hurt: more than 10000 points asked for; "
        "use fewer sizes or a coarser step");
  return p;
}

std::vector<double> parse_shares(const std::string& option, const std::string& text, double low,
                                 double high) {
  std::vector<double> values;
  auto add = [&](double v) {
    if (v < low || v > high)
      throw core::UsageError(option + ": expected values from " + core::format_number(low) +
                             " to " + core::format_number(high) + ", found '" + text + "'");
    if (values.size() == kMaxPoints)
      throw core::UsageError(option + ": more than 10000 values in '" + text +
                             "'; use a coarser step");
    values.push_back(tidy(v));
  };
  for (auto piece : core::split(text, ',')) {
    const auto parts = core::split(core::trim(piece), ':');
    if (parts.size() == 1) {
      add(parse_number(option, core::trim(parts[0]), text));
      continue;
    }
    if (parts.size() > 3)
      throw core::UsageError(option + ": a range is FROM:TO or FROM:TO:STEP, found '" + text + "'");
    const double from = parse_number(option, core::trim(parts[0]), text);
    const double to = parse_number(option, core::trim(parts[1]), text);
    const double step = parts.size() == 3 ? parse_number(option, core::trim(parts[2]), text) : 0.01;
    if (step <= 0 || to < from)
      throw core::UsageError(option +
                             ": a range FROM:TO[:STEP] needs FROM <= TO and a positive "
                             "step, found '" +
                             text + "'");
    const double steps = std::floor((to - from) / step + 1e-9);
    if (steps >= static_cast<double>(kMaxPoints))
      throw core::UsageError(option + ": more than 10000 values in '" + text +
                             "'; use a coarser step");
    for (double i = 0; i <= steps; ++i) add(from + i * step);
  }
  return values;
}

analyze::PowerOptions library_options(const PowerCommandOptions& o, bool corpus_given) {
  analyze::PowerOptions options = library_options(o);
  if (corpus_given == !options.ns.empty())
    throw core::UsageError(corpus_given ? "give --n or a corpus, not both"
                                        : "no test-set size: give --n N or --corpus DIR");
  return options;
}

const CommandHelp kPowerHelp{
    "power",
    "plans an evaluation before it is run: the p value the paired bootstrap (as accuracy and "
    "rankeval run it) will give for N questions of which a share is helped and a share hurt, as "
    "the exact limit of infinitely many resamples (the resampled helped and hurt counts are "
    "multinomial, so nothing is simulated), or without --effect the smallest gain that reaches "
    "--alpha. Sweeps over lists and ranges give the tables and, with --format svg, the charts of "
    "the significance-testing primer. --corpus takes N from a corpus (or "
    "--split). Milliseconds per point.",
    "explgraph power --n N[,N...] [--effect E[,E...]|FROM:TO[:STEP]] [--hurt R[,R...]] [options]\n"
    "       explgraph power --corpus DIR [--split S] [--effect ...] [--hurt ...] [options]",
    "\nExamples:\n"
    "  explgraph power --n 100 --effect 0.02              # the primer's best case: p = 0.98^100\n"
    "  explgraph power --n 100,500,2000,10000 --effect 0:0.1 --hurt 0,0.01,0.02,0.05 \\\n"
    "      --format svg --out power.svg                   # the primer's charts\n"
    "  explgraph power --corpus corpus --split Test --hurt 0.02   # smallest detectable gain\n"};

void add_options(OptionBlocks& blocks, PowerCommandOptions& o) {
  blocks.own.add_options()(
      "n", po::value(&o.ns)->value_name("N[,N...]")->notifier([&o](const std::string&) {
        o.ns_given = true;
      }),
      "test-set sizes (1 to 10,000,000 questions); or give a corpus")(
      "effect",
      po::value(&o.effects)->value_name("E|FROM:TO[:STEP]")->notifier([&o](const std::string&) {
        o.effects_given = true;
      }),
      "accuracy gains as shares (0.02 = 2 points), lists and ranges (step 0.01 unless given); "
      "without it, the minimum detectable effect")(
      "hurt", po::value(&o.hurts)->default_value(o.hurts)->value_name("R[,R...]"),
      "shares of questions the new system gets wrong that the old got right (0 to 0.5)")(
      "alpha", number_value(&o.alpha)->value_name("A"), "significance level")(
      "alternative",
      po::value(&o.alternative)->default_value(o.alternative)->value_name("two-sided|greater"),
      "two-sided (2 x the smaller tail) or greater (the primer's one-sided p)");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
