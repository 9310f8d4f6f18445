#include "explgraph/analyze/growth.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "explgraph/analyze/hypergeometric.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {
namespace {

std::vector<std::string> row_categories(const load::Corpus& corpus, const ExplanationIndex& index) {
  std::vector<std::string> out(index.uid_count());
  for (std::uint32_t u = 0; u < index.uid_count(); ++u) {
    core::RowId row = index.row(UidId(u));
    if (!row.valid()) continue;
    out[u] = load::category_of(corpus, row);
  }
  return out;
}

std::vector<std::string> category_order(const std::vector<std::string>& categories) {
  std::vector<std::string> order = load::known_categories();
  std::set<std::string> others;
  for (const auto& c : categories)
    if (!c.empty() && std::find(order.begin(), order.end(), c) == order.end()) others.insert(c);
  others.erase(load::kUnmapped);
  order.insert(order.end(), others.begin(), others.end());
  if (std::find(categories.begin(), categories.end(), load::kUnmapped) != categories.end())
    order.push_back(load::kUnmapped);
  return order;
}

GrowthPoint simulate(const ExplanationIndex& index, const std::vector<std::string>& category,
                     std::size_t n, std::size_t simulations, core::Random& random,
                     core::Progress* progress) {
  const auto total = static_cast<std::uint32_t>(index.question_count());
  GrowthPoint point{n, 0, {}, 0};
  std::vector<std::uint32_t> order(total), seen(index.uid_count(), UINT32_MAX);
  double sum_sq = 0;
  for (std::uint32_t k = 0; k < simulations; ++k) {
    core::advance(progress, n);
    for (std::uint32_t i = 0; i < total; ++i) order[i] = i;
    random.sample_prefix(order, n);
    double unique = 0;
    for (std::size_t i = 0; i < n; ++i)
      for (const auto& c : index.cited(order[i])) {
        if (category[c.uid.value].empty() || seen[c.uid.value] == k) continue;
        seen[c.uid.value] = k;
        unique += 1;
        point.by_category[category[c.uid.value]] += 1;
      }
    point.total += unique;
    sum_sq += unique * unique;
  }
  const double runs = static_cast<double>(simulations);
  point.total /= runs;
  for (auto& [name, value] : point.by_category) value /= runs;
  double variance = runs > 1 ? (sum_sq - runs * point.total * point.total) / (runs - 1) : 0;
  point.total_stderr = std::sqrt(std::max(0.0, variance) / runs);
  return point;
}

}  // namespace

GrowthResult compute_growth(const load::Corpus& corpus, const ExplanationIndex& index,
                            const GrowthOptions& options) {
  GrowthResult r;
  r.population = index.population();
  r.questions = index.question_count();
  std::vector<std::string> category = row_categories(corpus, index);  // "" = dangling
  r.categories = category_order(category);
  // Rows grouped by (category, d_r): the expectation depends on a row only through them.
  std::map<std::string, std::map<std::size_t, std::size_t>> groups;
  for (std::uint32_t u = 0; u < index.uid_count(); ++u) {
    if (category[u].empty()) continue;
    ++r.rows_cited;
    ++groups[category[u]][index.citing(UidId(u)).size()];
  }
  LogFactorial lf(r.questions);
  std::map<std::string, ChanceSum> chances;
  for (const auto& name : r.categories) chances.emplace(name, ChanceSum(groups[name]));
  core::Random random(options.seed);
  if (options.monte_carlo > 0)
    for (std::size_t n : sample_sizes(options.step, r.questions))
      core::add_work(options.progress, n * options.monte_carlo);
  for (std::size_t n : sample_sizes(options.step, r.questions)) {
    GrowthPoint point{n, 0, {}, 0};
    for (const auto& name : r.categories) {
      double expected = chances.at(name)(lf, r.questions, n);
      point.by_category[name] = expected;
      point.total += expected;
    }
    r.curve.push_back(std::move(point));
    if (options.monte_carlo > 0)
      r.simulated.push_back(
          simulate(index, category, n, options.monte_carlo, random, options.progress));
  }
  return r;
}

}  // namespace explgraph::analyze
