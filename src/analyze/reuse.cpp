#include "explgraph/analyze/reuse.hpp"

#include <algorithm>
#include <cmath>
#include <functional>

namespace explgraph::analyze {

ZipfFit fit_zipf(const std::vector<std::size_t>& counts) {
  ZipfFit fit;
  fit.points = counts.size();
  if (counts.size() < 2) return fit;
  double n = static_cast<double>(counts.size()), sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    double x = std::log(static_cast<double>(i + 1)), y = std::log(static_cast<double>(counts[i]));
    sx += x, sy += y, sxx += x * x, sxy += x * y, syy += y * y;
  }
  double vx = sxx - sx * sx / n, vy = syy - sy * sy / n, cxy = sxy - sx * sy / n;
  if (vx <= 0) return fit;
  if (std::adjacent_find(counts.begin(), counts.end(), std::not_equal_to<>()) == counts.end()) {
    // Equal counts: the flat line, exactly (rounding would leave a slope of ±1e-17, shown
    // as -0.000), and exact (R² 1 by convention, although 0/0).
    fit.exponent = 0.0, fit.intercept = sy / n, fit.r_squared = 1.0;
    return fit;
  }
  double slope = cxy / vx;
  fit.exponent = -slope;
  fit.intercept = (sy - slope * sx) / n;
  fit.r_squared = (cxy * cxy) / (vx * vy);
  return fit;
}

namespace {

std::vector<RowUse> ranked_rows(const load::Corpus& corpus, const ExplanationIndex& index) {
  const auto& store = corpus.tablestore;
  std::vector<RowUse> rows(index.uid_count());
  for (std::uint32_t u = 0; u < index.uid_count(); ++u) {
    UidId uid(u);
    RowUse& r = rows[u];
    r.uid = index.uid_text(uid);
    r.questions = index.citing(uid).size();
    if (core::RowId row = index.row(uid); row.valid()) {
      const auto& data = store.rows[row.value];
      r.table = store.tables[data.table.value].name;
      r.text = data.text;
      r.deprecated = data.deprecated;
    }
  }
  for (std::size_t q = 0; q < index.question_count(); ++q)
    for (const auto& c : index.cited(q)) rows[c.uid.value].count += c.tokens;
  std::sort(rows.begin(), rows.end(), [](const RowUse& a, const RowUse& b) {
    return a.count != b.count ? a.count > b.count : a.uid < b.uid;
  });
  return rows;
}

std::vector<TableUsage> table_usage(const load::Corpus& corpus, const ExplanationIndex& index,
                                    std::size_t explanations) {
  const auto& store = corpus.tablestore;
  std::vector<TableUsage> usage(store.tables.size());
  std::vector<std::size_t> last_question(store.tables.size(), SIZE_MAX);
  for (std::size_t q = 0; q < index.question_count(); ++q)
    for (const auto& c : index.cited(q)) {
      core::RowId row = index.row(c.uid);
      if (!row.valid()) continue;
      std::uint32_t t = store.rows[row.value].table.value;
      if (last_question[t] != q) ++usage[t].explanations, last_question[t] = q;
    }
  for (std::size_t t = 0; t < usage.size(); ++t) {
    auto& u = usage[t];
    u.table = store.tables[t].name;
    if (corpus.table_categories[t] != load::kUnmapped) u.category = corpus.table_categories[t];
    u.rows = store.tables[t].row_count;
    u.proportion =
        explanations ? static_cast<double>(u.explanations) / static_cast<double>(explanations) : 0;
    if (u.rows > 0)
      u.reuse = static_cast<double>(explanations) * u.proportion / static_cast<double>(u.rows);
  }
  std::sort(usage.begin(), usage.end(), [](const TableUsage& a, const TableUsage& b) {
    return a.explanations != b.explanations ? a.explanations > b.explanations : a.table < b.table;
  });
  return usage;
}

}  // namespace

ReuseResult compute_reuse(const load::Corpus& corpus, const ExplanationIndex& index) {
  ReuseResult r;
  r.population = index.population();
  for (const auto& q : corpus.questions) {
    r.explanations += !q.explanation.empty();
    r.tokens += q.explanation.size();
  }
  r.rows = ranked_rows(corpus, index);
  std::vector<std::size_t> counts;
  for (const auto& row : r.rows) {
    counts.push_back(row.count);
    r.rows_used_once += row.count == 1;
  }
  r.tablestore_rows = corpus.tablestore.rows.size();
  std::size_t cited_rows = 0;
  for (std::uint32_t u = 0; u < index.uid_count(); ++u) cited_rows += index.row(UidId(u)).valid();
  // Distinct UIDs, not table lines: a UID defined twice is one fact that is cited or not.
  r.tablestore_uids = corpus.tablestore.distinct_uids();
  r.tablestore_rows_unused = r.tablestore_uids - std::min(r.tablestore_uids, cited_rows);
  r.mean_uses_per_row =
      r.rows.empty() ? 0 : static_cast<double>(r.tokens) / static_cast<double>(r.rows.size());
  for (double fraction : {0.01, 0.10}) {
    TopShare share{
        fraction,
        static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(r.rows.size()) - 1e-9)),
        0};
    std::size_t covered = 0;
    for (std::size_t i = 0; i < share.rows; ++i) covered += r.rows[i].count;
    share.token_share = r.tokens ? static_cast<double>(covered) / static_cast<double>(r.tokens) : 0;
    r.top_shares.push_back(share);
  }
  r.table_usage = table_usage(corpus, index, r.explanations);
  r.zipf = fit_zipf(counts);
  return r;
}

}  // namespace explgraph::analyze
