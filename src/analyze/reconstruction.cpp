#include "reconstruction.hpp"

#include <algorithm>
#include <map>

#include "explgraph/core/progress.hpp"
#include "text_neighbours.hpp"

namespace explgraph::analyze::patterns_detail {
namespace {

// Merges neighbours' items (rows or tables) one neighbour at a time; recall and precision of
// the target's items at any moment. Stamps, not clearing, between targets.
class Merger {
 public:
  explicit Merger(std::size_t items) : in_union_(items, 0), in_target_(items, 0) {}

  void start(const std::vector<std::uint32_t>& target) {
    ++stamp_;
    for (auto r : target) in_target_[r] = stamp_;
    target_size_ = target.size();
    union_size_ = hits_ = 0;
  }
  void add(const std::vector<std::uint32_t>& items) {
    for (auto r : items) {
      if (in_union_[r] == stamp_) continue;
      in_union_[r] = stamp_;
      ++union_size_;
      if (in_target_[r] == stamp_) ++hits_;
    }
  }
  bool merged(std::uint32_t item) const { return in_union_[item] == stamp_; }
  double recall() const { return static_cast<double>(hits_) / static_cast<double>(target_size_); }
  double precision() const {
    return union_size_ == 0 ? 0.0 : static_cast<double>(hits_) / static_cast<double>(union_size_);
  }

 private:
  std::vector<std::uint32_t> in_union_, in_target_;
  std::uint32_t stamp_ = 0;
  std::size_t target_size_ = 0, union_size_ = 0, hits_ = 0;
};

// Merges `neighbours` in order and calls at_k(i) once the first ks[i] are merged.
template <class AtK>
void merge_walk(Merger& merger, const std::vector<std::vector<std::uint32_t>>& items,
                std::uint32_t target, const std::vector<std::uint32_t>& neighbours,
                const std::vector<std::size_t>& ks, AtK at_k) {
  merger.start(items[target]);
  std::size_t merged = 0;
  for (std::size_t i = 0; i < ks.size(); ++i) {
    for (; merged < ks[i] && merged < neighbours.size(); ++merged)
      merger.add(items[neighbours[merged]]);
    at_k(i);
  }
}

// The first `count` pool questions sharing a row with the target, by shared rows descending,
// then pool order (only the first are ordered: a common row is shared with thousands);
// `pooled[i]` tells whether some pool explanation cites the target's i-th row.
std::vector<std::uint32_t> oracle_neighbours(const ExplanationIndex& index, const Populations& pop,
                                             std::uint32_t target, std::size_t count,
                                             std::vector<std::uint32_t>& shared,
                                             std::vector<bool>& pooled) {
  std::vector<std::uint32_t> touched;
  pooled.assign(pop.rows[target].size(), false);
  for (std::size_t i = 0; i < pop.rows[target].size(); ++i) {
    for (const auto& c : index.citing(UidId{pop.rows[target][i]})) {
      if (c.question == target || pop.pool_rank[c.question] == kNone) continue;
      pooled[i] = true;
      if (shared[c.question]++ == 0) touched.push_back(c.question);
    }
  }
  const auto first = touched.begin() + static_cast<std::ptrdiff_t>(std::min(count, touched.size()));
  std::partial_sort(touched.begin(), first, touched.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (shared[a] != shared[b]) return shared[a] > shared[b];
    return pop.pool_rank[a] < pop.pool_rank[b];
  });
  for (auto q : touched) shared[q] = 0;
  touched.erase(first, touched.end());
  return touched;
}

enum Method { kOracle, kText };

// Sums of one group's curves and upper bound, turned into means at the end.
struct Sums {
  std::size_t targets = 0, targets_with_text = 0, rows = 0;
  std::vector<ReconstructionPoint> curve[2];
  double upper = 0;

  explicit Sums(const std::vector<std::size_t>& ks) {
    for (auto& c : curve)
      for (auto k : ks) c.push_back({k, 0, 0});
  }
  ReconstructionCurves means() const {
    ReconstructionCurves out{curve[kOracle], curve[kText], 0};
    const auto divide = [](std::vector<ReconstructionPoint>& c, std::size_t n) {
      for (auto& p : c) {
        p.recall = n ? p.recall / static_cast<double>(n) : 0;
        p.precision = n ? p.precision / static_cast<double>(n) : 0;
      }
    };
    divide(out.oracle, targets);
    divide(out.text, targets_with_text);
    if (targets_with_text == 0) out.text.clear();  // no mean of nothing: absent, not 0
    out.upper_bound = targets ? upper / static_cast<double>(targets) : 0;
    return out;
  }
};

// A partition of each target's rows (by role or by category): which group each row is in,
// the group's sums, and the per-target tallies.
class RowGroups {
 public:
  RowGroups(std::vector<std::string> names, const std::vector<std::size_t>& ks)
      : names_(std::move(names)),
        sums_(names_.size(), Sums(ks)),
        rows_(names_.size(), 0),
        hits_(names_.size(), 0) {}

  // Starts a target whose i-th row is in group_of[i]; pooled[i] as for the upper bound.
  void start(std::vector<std::uint32_t> group_of, const std::vector<bool>& pooled, bool text) {
    group_of_ = std::move(group_of);
    std::vector<std::size_t> in_pool(names_.size(), 0);
    for (std::size_t i = 0; i < group_of_.size(); ++i) {
      ++rows_[group_of_[i]];
      in_pool[group_of_[i]] += pooled[i] ? 1 : 0;
    }
    for (std::size_t g = 0; g < names_.size(); ++g) {
      if (rows_[g] == 0) continue;
      auto& s = sums_[g];
      ++s.targets;
      s.targets_with_text += text ? 1 : 0;
      s.rows += rows_[g];
      s.upper += static_cast<double>(in_pool[g]) / static_cast<double>(rows_[g]);
    }
  }
  // Adds the share of each group's rows merged so far to point i of `method`.
  void tally(const std::vector<std::uint32_t>& rows, const Merger& merger, Method method,
             std::size_t i) {
    for (std::size_t r = 0; r < rows.size(); ++r) hits_[group_of_[r]] += merger.merged(rows[r]);
    for (std::size_t g = 0; g < names_.size(); ++g) {
      if (rows_[g] == 0) continue;
      sums_[g].curve[method][i].recall +=
          static_cast<double>(hits_[g]) / static_cast<double>(rows_[g]);
      hits_[g] = 0;
    }
  }
  void finish() { std::fill(rows_.begin(), rows_.end(), 0); }

  std::vector<ReconstructionGroup> groups() const {
    std::vector<ReconstructionGroup> out;
    for (std::size_t g = 0; g < names_.size(); ++g)
      if (sums_[g].targets > 0)
        out.push_back({names_[g], sums_[g].targets, sums_[g].targets_with_text, sums_[g].rows,
                       sums_[g].means()});
    return out;
  }

 private:
  std::vector<std::string> names_;
  std::vector<Sums> sums_;
  std::vector<std::size_t> rows_, hits_;
  std::vector<std::uint32_t> group_of_;
};

const std::vector<std::string>& length_groups() {
  static const std::vector<std::string> groups{"1-3", "4-6", "7-9", "10-14", "15+"};
  return groups;
}

std::size_t length_index(std::size_t rows) {
  return rows <= 3 ? 0 : rows <= 6 ? 1 : rows <= 9 ? 2 : rows <= 14 ? 3 : 4;
}

// Categories in the published order, then any other, then (unmapped); each table's index.
std::vector<std::string> category_names(const load::Corpus& corpus,
                                        std::vector<std::uint32_t>& of_table) {
  std::vector<std::string> names = load::known_categories();
  for (const auto& c : corpus.table_categories)
    if (std::find(names.begin(), names.end(), c) == names.end() && c != load::kUnmapped)
      names.push_back(c);
  names.push_back(load::kUnmapped);
  for (const auto& c : corpus.table_categories)
    of_table.push_back(
        static_cast<std::uint32_t>(std::find(names.begin(), names.end(), c) - names.begin()));
  return names;
}

// How many pool explanations use each table.
std::vector<std::uint32_t> pool_table_uses(const Populations& pop, std::size_t table_count) {
  std::vector<std::uint32_t> uses(table_count, 0);
  for (auto p : pop.pool)
    for (auto t : pop.tables[p]) ++uses[t];
  return uses;
}

}  // namespace

Reconstruction reconstruct(const load::Corpus& corpus, const ExplanationIndex& index,
                           const Populations& pop, const text::Normalizer& normalizer,
                           const PatternsOptions& o) {
  std::vector<std::size_t> ks = o.ks;
  std::sort(ks.begin(), ks.end());
  const std::size_t deepest = ks.empty() ? 0 : ks.back();
  const std::size_t table_count = corpus.tablestore.tables.size();
  Merger rows(index.uid_count()), tables(table_count);
  TextNeighbours by_text(corpus, index, pop, normalizer);
  std::vector<std::uint32_t> shared(index.question_count(), 0), category_of_table;
  const auto pool_uses = pool_table_uses(pop, table_count);
  RowGroups roles(corpus.roles.texts(), ks);
  RowGroups categories(category_names(corpus, category_of_table), ks);
  Sums all_rows(ks), all_tables(ks);
  std::vector<Sums> lengths(length_groups().size(), Sums(ks));
  std::vector<bool> pooled;
  std::vector<std::uint32_t> category_of_row;
  core::add_work(o.progress, pop.targets.size());
  for (auto t : pop.targets) {
    const auto& target_rows = pop.rows[t];
    const auto oracle = oracle_neighbours(index, pop, t, deepest, shared, pooled);
    const bool text = by_text.has_text(t);
    auto& length = lengths[length_index(target_rows.size())];
    const double upper = static_cast<double>(std::count(pooled.begin(), pooled.end(), true)) /
                         static_cast<double>(target_rows.size());
    for (Sums* s : {&all_rows, &length}) {
      ++s->targets;
      s->targets_with_text += text ? 1 : 0;
      s->rows += target_rows.size();
      s->upper += upper;
    }
    std::size_t tables_pooled = 0;
    const bool in_pool = pop.pool_rank[t] != kNone;
    for (auto table : pop.tables[t]) tables_pooled += pool_uses[table] > (in_pool ? 1u : 0u);
    ++all_tables.targets;
    all_tables.targets_with_text += text ? 1 : 0;
    all_tables.upper +=
        static_cast<double>(tables_pooled) / static_cast<double>(pop.tables[t].size());
    category_of_row.clear();
    for (auto r : target_rows)
      category_of_row.push_back(
          category_of_table[corpus.tablestore.rows[index.row(UidId{r}).value].table.value]);
    roles.start(pop.roles[t], pooled, text);
    categories.start(category_of_row, pooled, text);

    const auto score = [&](Method method, const std::vector<std::uint32_t>& neighbours) {
      merge_walk(rows, pop.rows, t, neighbours, ks, [&](std::size_t i) {
        for (Sums* s : {&all_rows, &length}) {
          s->curve[method][i].recall += rows.recall();
          s->curve[method][i].precision += rows.precision();
        }
        roles.tally(target_rows, rows, method, i);
        categories.tally(target_rows, rows, method, i);
      });
      merge_walk(tables, pop.tables, t, neighbours, ks, [&](std::size_t i) {
        all_tables.curve[method][i].recall += tables.recall();
        all_tables.curve[method][i].precision += tables.precision();
      });
    };
    score(kOracle, oracle);
    if (text) score(kText, by_text.ranked(t, deepest));
    roles.finish();
    categories.finish();
    core::advance(o.progress);
  }

  Reconstruction r;
  r.rows = all_rows.means();
  r.tables = all_tables.means();
  r.targets_with_text = all_rows.targets_with_text;
  r.by_role = roles.groups();
  r.by_category = categories.groups();
  for (std::size_t g = 0; g < lengths.size(); ++g)
    if (lengths[g].targets > 0)
      r.by_length.push_back({length_groups()[g], lengths[g].targets, lengths[g].targets_with_text,
                             lengths[g].rows, lengths[g].means()});
  return r;
}

}  // namespace explgraph::analyze::patterns_detail

namespace explgraph::analyze {

std::string length_group(std::size_t rows) {
  return patterns_detail::length_groups()[patterns_detail::length_index(rows)];
}

}  // namespace explgraph::analyze
