#include "reconstruction.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

#include "explgraph/core/parallel.hpp"
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

// Per UID, the pool explanations citing it, by pool rank ascending: the oracle's inverted
// index, without the questions outside the pool.
class PoolCiting {
 public:
  PoolCiting(const Populations& pop, std::size_t uids) : offsets_(uids + 1, 0) {
    for (auto p : pop.pool)
      for (auto r : pop.rows[p]) ++offsets_[r + 1];
    for (std::size_t u = 0; u < uids; ++u) offsets_[u + 1] += offsets_[u];
    ranks_.resize(offsets_.back());
    std::vector<std::size_t> next(offsets_.begin(), offsets_.end() - 1);
    for (std::uint32_t rank = 0; rank < pop.pool.size(); ++rank)
      for (auto r : pop.rows[pop.pool[rank]]) ranks_[next[r]++] = rank;
  }
  const std::uint32_t* begin(std::uint32_t uid) const { return ranks_.data() + offsets_[uid]; }
  const std::uint32_t* end(std::uint32_t uid) const { return ranks_.data() + offsets_[uid + 1]; }

 private:
  std::vector<std::size_t> offsets_;
  std::vector<std::uint32_t> ranks_;
};

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
  void start(const std::vector<std::uint32_t>& group_of, const std::vector<bool>& pooled,
             bool text) {
    group_of_.assign(group_of.begin(), group_of.end());
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
  // Adds the share of each group's rows merged by point i of `method` to that point;
  // merged[r] tells whether the target's r-th row is.
  void tally(const std::uint8_t* merged, Method method, std::size_t i) {
    for (std::size_t r = 0; r < group_of_.size(); ++r) hits_[group_of_[r]] += merged[r];
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

// What one target adds to the sums. Worked out apart from the other targets, on any
// thread, and added in target order, so every mean is the same to the last bit whatever the
// number of threads.
struct TargetFigures {
  struct Point {
    double row_recall = 0, row_precision = 0, table_recall = 0, table_precision = 0;
  };
  std::uint32_t target = 0;
  bool text = false;                                // it is ranked by text too
  double row_upper = 0, table_upper = 0;            // recall with the whole pool merged
  std::vector<bool> pooled;                         // per row: another pool explanation cites it
  std::vector<std::uint32_t> category_of_row;       // per row: its table's category
  std::array<std::vector<Point>, 2> points;         // [method][point]
  std::array<std::vector<std::uint8_t>, 2> merged;  // [method][point * rows + row]: merged yet
};

// What every target's scoring reads.
struct Inputs {
  const load::Corpus& corpus;
  const ExplanationIndex& index;
  const Populations& pop;
  const TextNeighbours& by_text;
  const PoolCiting& citing;
  const std::vector<std::size_t>& ks;  // ascending
  std::vector<std::uint32_t> pool_uses, category_of_table;
};

// Scores targets one at a time with working memory of its own: one per thread.
class TargetScorer {
 public:
  explicit TargetScorer(const Inputs& in)
      : in_(in),
        rows_(in.index.uid_count()),
        tables_(in.corpus.tablestore.tables.size()),
        shared_(in.pop.pool.size(), 0),
        text_scratch_(in.by_text.scratch()) {}

  void score(std::uint32_t t, TargetFigures& f) {
    const auto& pop = in_.pop;
    const auto& target_rows = pop.rows[t];
    const std::size_t deepest = in_.ks.empty() ? 0 : in_.ks.back();
    f.target = t;
    const auto oracle = oracle_neighbours(t, deepest, f.pooled);
    f.text = in_.by_text.has_text(t);
    f.row_upper = static_cast<double>(std::count(f.pooled.begin(), f.pooled.end(), true)) /
                  static_cast<double>(target_rows.size());
    std::size_t tables_pooled = 0;
    const bool in_pool = pop.pool_rank[t] != kNone;
    for (auto table : pop.tables[t]) tables_pooled += in_.pool_uses[table] > (in_pool ? 1u : 0u);
    f.table_upper = static_cast<double>(tables_pooled) / static_cast<double>(pop.tables[t].size());
    f.category_of_row.clear();
    for (auto r : target_rows)
      f.category_of_row.push_back(
          in_.category_of_table[in_.corpus.tablestore.rows[in_.index.row(UidId{r}).value]
                                    .table.value]);
    merge(kOracle, t, oracle, f);
    if (f.text) merge(kText, t, in_.by_text.ranked(t, deepest, text_scratch_), f);
  }

 private:
  // The first `count` pool questions sharing a row with the target, by shared rows
  // descending, then pool order (only the first are ordered: a common row is shared with
  // thousands); `pooled[i]` tells whether some other pool explanation cites the target's i-th
  // row.
  std::vector<std::uint32_t> oracle_neighbours(std::uint32_t target, std::size_t count,
                                               std::vector<bool>& pooled) {
    const auto& pop = in_.pop;
    const std::uint32_t own = pop.pool_rank[target];
    touched_.clear();
    pooled.assign(pop.rows[target].size(), false);
    for (std::size_t i = 0; i < pop.rows[target].size(); ++i) {
      bool cited = false;
      const std::uint32_t uid = pop.rows[target][i];
      for (auto rank = in_.citing.begin(uid); rank != in_.citing.end(uid); ++rank) {
        if (*rank == own) continue;
        cited = true;
        if (shared_[*rank]++ == 0) touched_.push_back(*rank);
      }
      pooled[i] = cited;
    }
    const auto first =
        touched_.begin() + static_cast<std::ptrdiff_t>(std::min(count, touched_.size()));
    std::partial_sort(touched_.begin(), first, touched_.end(),
                      [&](std::uint32_t a, std::uint32_t b) {
                        if (shared_[a] != shared_[b]) return shared_[a] > shared_[b];
                        return a < b;
                      });
    for (auto rank : touched_) shared_[rank] = 0;
    std::vector<std::uint32_t> out;
    for (auto it = touched_.begin(); it != first; ++it) out.push_back(pop.pool[*it]);
    return out;
  }

  // Merges `neighbours` row by row and table by table, noting each point's figures.
  void merge(Method method, std::uint32_t t, const std::vector<std::uint32_t>& neighbours,
             TargetFigures& f) {
    const auto& target_rows = in_.pop.rows[t];
    auto& points = f.points[method];
    auto& merged = f.merged[method];
    points.resize(in_.ks.size());
    merged.resize(in_.ks.size() * target_rows.size());
    merge_walk(rows_, in_.pop.rows, t, neighbours, in_.ks, [&](std::size_t i) {
      points[i].row_recall = rows_.recall();
      points[i].row_precision = rows_.precision();
      for (std::size_t r = 0; r < target_rows.size(); ++r)
        merged[i * target_rows.size() + r] = rows_.merged(target_rows[r]) ? 1 : 0;
    });
    merge_walk(tables_, in_.pop.tables, t, neighbours, in_.ks, [&](std::size_t i) {
      points[i].table_recall = tables_.recall();
      points[i].table_precision = tables_.precision();
    });
  }

  const Inputs& in_;
  Merger rows_, tables_;
  std::vector<std::uint32_t> shared_, touched_;  // by pool rank
  TextNeighbours::Scratch text_scratch_;
};

// The sums of every curve, to which targets are added in order.
class Totals {
 public:
  Totals(const load::Corpus& corpus, const std::vector<std::size_t>& ks,
         std::vector<std::string> category_names)
      : ks_(ks),
        roles_(corpus.roles.texts(), ks),
        categories_(std::move(category_names), ks),
        all_rows_(ks),
        all_tables_(ks),
        lengths_(length_groups().size(), Sums(ks)) {}

  void add(const Populations& pop, const TargetFigures& f) {
    const auto& target_rows = pop.rows[f.target];
    const std::size_t n = target_rows.size();
    auto& length = lengths_[length_index(n)];
    for (Sums* s : {&all_rows_, &length}) {
      ++s->targets;
      s->targets_with_text += f.text ? 1 : 0;
      s->rows += n;
      s->upper += f.row_upper;
    }
    ++all_tables_.targets;
    all_tables_.targets_with_text += f.text ? 1 : 0;
    all_tables_.upper += f.table_upper;
    roles_.start(pop.roles[f.target], f.pooled, f.text);
    categories_.start(f.category_of_row, f.pooled, f.text);
    for (Method method : {kOracle, kText}) {
      if (method == kText && !f.text) continue;
      for (std::size_t i = 0; i < ks_.size(); ++i) {
        const auto& p = f.points[method][i];
        for (Sums* s : {&all_rows_, &length}) {
          s->curve[method][i].recall += p.row_recall;
          s->curve[method][i].precision += p.row_precision;
        }
        all_tables_.curve[method][i].recall += p.table_recall;
        all_tables_.curve[method][i].precision += p.table_precision;
        roles_.tally(f.merged[method].data() + i * n, method, i);
        categories_.tally(f.merged[method].data() + i * n, method, i);
      }
    }
    roles_.finish();
    categories_.finish();
  }

  Reconstruction result() const {
    Reconstruction r;
    r.rows = all_rows_.means();
    r.tables = all_tables_.means();
    r.targets_with_text = all_rows_.targets_with_text;
    r.by_role = roles_.groups();
    r.by_category = categories_.groups();
    for (std::size_t g = 0; g < lengths_.size(); ++g)
      if (lengths_[g].targets > 0)
        r.by_length.push_back({length_groups()[g], lengths_[g].targets,
                               lengths_[g].targets_with_text, lengths_[g].rows,
                               lengths_[g].means()});
    return r;
  }

 private:
  std::vector<std::size_t> ks_;
  RowGroups roles_, categories_;
  Sums all_rows_, all_tables_;
  std::vector<Sums> lengths_;
};

constexpr std::size_t kTargetsPerBlock = 1024;  // scored side by side, then added in order
constexpr std::size_t kTargetsPerThread = 256;  // fewer are scored on one thread

}  // namespace

Reconstruction reconstruct(const load::Corpus& corpus, const ExplanationIndex& index,
                           const Populations& pop, const text::Normalizer& normalizer,
                           const PatternsOptions& o) {
  std::vector<std::size_t> ks = o.ks;
  std::sort(ks.begin(), ks.end());
  const TextNeighbours by_text(corpus, index, pop, normalizer, o.graph, o.threads);
  const PoolCiting citing(pop, index.uid_count());
  Inputs in{corpus, index, pop, by_text, citing, ks, {}, {}};
  in.pool_uses = pool_table_uses(pop, corpus.tablestore.tables.size());
  Totals totals(corpus, ks, category_names(corpus, in.category_of_table));

  const std::size_t targets = pop.targets.size();
  // Each worker holds working memory in proportion to the UIDs and the pool (50 MB at 1000×
  // V1), so there are never more than cores, whatever --threads asks.
  const std::size_t cores = core::worker_count(0, SIZE_MAX);
  const std::size_t workers = core::worker_count(
      std::min(o.threads == 0 ? cores : o.threads, cores), targets / kTargetsPerThread + 1);
  std::vector<std::unique_ptr<TargetScorer>> scorers;
  for (std::size_t w = 0; w < workers; ++w) scorers.push_back(std::make_unique<TargetScorer>(in));
  std::vector<TargetFigures> block(std::min(targets, kTargetsPerBlock));
  core::add_work(o.progress, targets);
  for (std::size_t begin = 0; begin < targets; begin += block.size()) {
    const std::size_t end = std::min(targets, begin + block.size());
    std::atomic<std::size_t> next{begin};
    std::vector<core::Task> tasks;
    for (std::size_t w = 0; w < workers; ++w)
      tasks.push_back({"reconstructing", [&, w] {
                         for (std::size_t i; (i = next++) < end;)
                           scorers[w]->score(pop.targets[i], block[i - begin]);
                       }});
    core::run_tasks(tasks, workers);
    for (std::size_t i = begin; i < end; ++i) {
      totals.add(pop, block[i - begin]);
      core::advance(o.progress);
    }
  }
  return totals.result();
}

}  // namespace explgraph::analyze::patterns_detail

namespace explgraph::analyze {

std::string length_group(std::size_t rows) {
  return patterns_detail::length_groups()[patterns_detail::length_index(rows)];
}

}  // namespace explgraph::analyze
