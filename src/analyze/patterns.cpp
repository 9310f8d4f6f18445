#include "explgraph/analyze/patterns.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/core/vocabulary.hpp"

namespace explgraph::analyze {
namespace {

constexpr std::uint32_t kNone = UINT32_MAX;

// rows(q) for every question of E, the targets and the pool (positions in E).
struct Populations {
  std::vector<std::vector<std::uint32_t>> rows;  // UidIds of defined rows, per position
  std::vector<std::uint32_t> targets;            // positions, in file order
  std::vector<std::uint32_t> pool;               // positions, in file order
  std::vector<std::uint32_t> pool_rank;          // position -> index in pool, kNone otherwise
};

std::string splits_present(const load::Corpus& corpus, const ExplanationIndex& index) {
  std::vector<std::string> splits;
  for (std::size_t p = 0; p < index.question_count(); ++p) {
    const auto& split = corpus.question(index.corpus_question(p)).split;
    if (std::none_of(splits.begin(), splits.end(),
                     [&](const std::string& s) { return core::iequals(s, split); }))
      splits.push_back(split.empty() ? "(none)" : split);
  }
  std::string out;
  for (const auto& s : splits) out += (out.empty() ? "" : ", ") + s;
  return out;
}

Populations populations(const load::Corpus& corpus, const ExplanationIndex& index,
                        const PatternsOptions& o) {
  Populations pop;
  const std::size_t n = index.question_count();
  pop.rows.resize(n);
  pop.pool_rank.assign(n, kNone);
  for (std::size_t p = 0; p < n; ++p) {
    for (const auto& c : index.cited(p))
      if (index.row(c.uid).valid()) pop.rows[p].push_back(c.uid.value);
    std::sort(pop.rows[p].begin(), pop.rows[p].end());
    const auto& split = corpus.question(index.corpus_question(p)).split;
    if (core::iequals(split, o.split) && !pop.rows[p].empty())
      pop.targets.push_back(static_cast<std::uint32_t>(p));
    if (core::iequals(split, o.pool)) {
      pop.pool_rank[p] = static_cast<std::uint32_t>(pop.pool.size());
      pop.pool.push_back(static_cast<std::uint32_t>(p));
    }
  }
  return pop;
}

void check_populations(const Populations& pop, const load::Corpus& corpus,
                       const ExplanationIndex& index, const PatternsOptions& o) {
  if (pop.targets.empty() || pop.pool.empty())
    throw core::InputError(
        corpus.source + ": error: no " +
        (pop.targets.empty()
             ? "question of split '" + o.split + "' has an explanation citing a table row"
             : "question of pool split '" + o.pool + "' has an explanation") +
        "; the explained questions' splits are " + splits_present(corpus, index) +
        " (check --split and --pool)");
}

std::uint64_t pair_key(std::uint32_t a, std::uint32_t b) {
  return (static_cast<std::uint64_t>(a) << 32) | b;
}

// Support of every co-cited row pair, counted question by question (the pairs themselves
// are the output, so their number, not N², bounds the work).
std::unordered_map<std::uint64_t, std::uint32_t> pair_support(const Populations& pop) {
  std::unordered_map<std::uint64_t, std::uint32_t> support;
  for (const auto& rows : pop.rows)
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (std::size_t j = i + 1; j < rows.size(); ++j) ++support[pair_key(rows[i], rows[j])];
  return support;
}

bool share_lemma(const std::string& a, const std::string& b, const text::Normalizer& normalizer) {
  auto x = normalizer.lemmas(a), y = normalizer.lemmas(b);
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  std::vector<std::string> both;
  std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(both));
  return !both.empty();
}

std::vector<RowPair> top_pairs(const load::Corpus& corpus, const ExplanationIndex& index,
                               const Populations& pop, const text::Normalizer& normalizer,
                               std::size_t top, std::size_t& distinct) {
  const auto support = pair_support(pop);
  distinct = support.size();
  struct Entry {
    const std::string *a, *b;
    std::uint32_t ua, ub, support;
  };
  std::vector<Entry> entries;
  entries.reserve(support.size());
  for (const auto& [key, count] : support) {
    auto ua = static_cast<std::uint32_t>(key >> 32), ub = static_cast<std::uint32_t>(key);
    const std::string *a = &index.uid_text(UidId{ua}), *b = &index.uid_text(UidId{ub});
    if (*b < *a) std::swap(a, b), std::swap(ua, ub);
    entries.push_back({a, b, ua, ub, count});
  }
  const auto order = [](const Entry& x, const Entry& y) {
    if (x.support != y.support) return x.support > y.support;
    if (*x.a != *y.a) return *x.a < *y.a;
    return *x.b < *y.b;
  };
  const std::size_t shown = std::min(top, entries.size());
  std::partial_sort(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(shown),
                    entries.end(), order);
  std::vector<RowPair> pairs;
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& e = entries[i];
    RowPair pair;
    pair.uids = {*e.a, *e.b};
    pair.support = e.support;
    const auto& row_a = corpus.tablestore.rows[index.row(UidId{e.ua}).value];
    const auto& row_b = corpus.tablestore.rows[index.row(UidId{e.ub}).value];
    pair.tables = {corpus.tablestore.tables[row_a.table.value].name,
                   corpus.tablestore.tables[row_b.table.value].name};
    pair.share_lemma = share_lemma(row_a.text, row_b.text, normalizer);
    // Both posting lists ascend by position: their first common questions, in file order.
    const auto &pa = index.citing(UidId{e.ua}), &pb = index.citing(UidId{e.ub});
    for (std::size_t x = 0, y = 0; x < pa.size() && y < pb.size() && pair.examples.size() < 3;) {
      if (pa[x].question < pb[y].question) {
        ++x;
      } else if (pb[y].question < pa[x].question) {
        ++y;
      } else {
        pair.examples.push_back(corpus.question(index.corpus_question(pa[x].question)).id);
        ++x, ++y;
      }
    }
    pairs.push_back(std::move(pair));
  }
  return pairs;
}

// Merges neighbours' rows one neighbour at a time and reads recall and precision at each k.
class Merger {
 public:
  explicit Merger(std::size_t uids) : in_union_(uids, 0), in_target_(uids, 0) {}

  void start(const std::vector<std::uint32_t>& target) {
    ++stamp_;
    for (auto r : target) in_target_[r] = stamp_;
    target_size_ = target.size();
    union_size_ = hits_ = 0;
  }
  void add(const std::vector<std::uint32_t>& rows) {
    for (auto r : rows) {
      if (in_union_[r] == stamp_) continue;
      in_union_[r] = stamp_;
      ++union_size_;
      if (in_target_[r] == stamp_) ++hits_;
    }
  }
  double recall() const { return static_cast<double>(hits_) / static_cast<double>(target_size_); }
  double precision() const {
    return union_size_ == 0 ? 0.0 : static_cast<double>(hits_) / static_cast<double>(union_size_);
  }

 private:
  std::vector<std::uint32_t> in_union_, in_target_;
  std::uint32_t stamp_ = 0;
  std::size_t target_size_ = 0, union_size_ = 0, hits_ = 0;
};

// Adds to `sums` (one per k) the recall and precision after merging `neighbours` in order.
void merge_curve(Merger& merger, const Populations& pop, std::uint32_t target,
                 const std::vector<std::uint32_t>& neighbours, const std::vector<std::size_t>& ks,
                 std::vector<ReconstructionPoint>& sums) {
  merger.start(pop.rows[target]);
  std::size_t merged = 0;
  for (std::size_t i = 0; i < ks.size(); ++i) {
    for (; merged < ks[i] && merged < neighbours.size(); ++merged)
      merger.add(pop.rows[neighbours[merged]]);
    sums[i].recall += merger.recall();
    sums[i].precision += merger.precision();
  }
}

// Pool questions sharing a row with the target, by shared rows descending, then pool order;
// `pooled` tells whether some pool explanation cites each target row (the upper bound).
std::vector<std::uint32_t> oracle_neighbours(const ExplanationIndex& index, const Populations& pop,
                                             std::uint32_t target,
                                             std::vector<std::uint32_t>& shared,
                                             std::size_t& pooled) {
  std::vector<std::uint32_t> touched;
  pooled = 0;
  for (auto r : pop.rows[target]) {
    bool in_pool = false;
    for (const auto& c : index.citing(UidId{r})) {
      if (c.question == target || pop.pool_rank[c.question] == kNone) continue;
      in_pool = true;
      if (shared[c.question]++ == 0) touched.push_back(c.question);
    }
    pooled += in_pool ? 1 : 0;
  }
  std::sort(touched.begin(), touched.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (shared[a] != shared[b]) return shared[a] > shared[b];
    return pop.pool_rank[a] < pop.pool_rank[b];
  });
  for (auto q : touched) shared[q] = 0;
  return touched;
}

// tf-idf over the pool's question and answer texts (raw counts, idf ln((1+P)/(1+df)) + 1,
// unit-length vectors), searched through an inverted index of the pool's terms.
class TextNeighbours {
 public:
  TextNeighbours(const load::Corpus& corpus, const ExplanationIndex& index, const Populations& pop,
                 const text::Normalizer& normalizer)
      : pop_(pop), text_(index.question_count()) {
    for (std::size_t p = 0; p < index.question_count(); ++p) {
      const auto& q = corpus.question(index.corpus_question(p));
      if (q.has_text()) text_[p] = normalizer.lemmas(q.stem + " " + q.answer_text());
    }
    std::vector<std::uint32_t> df;
    for (auto p : pop.pool) {
      for (const auto& [term, count] : counts(text_[p], true)) {
        if (term.value >= df.size()) df.resize(term.value + 1, 0);
        ++df[term.value];
      }
    }
    idf_.resize(df.size());
    const double pool_size = static_cast<double>(pop.pool.size());
    for (std::size_t t = 0; t < df.size(); ++t)
      idf_[t] = std::log((1 + pool_size) / (1 + df[t])) + 1;
    postings_.resize(df.size());
    for (std::uint32_t i = 0; i < pop.pool.size(); ++i) {
      auto vector = weighted(text_[pop.pool[i]], true);
      for (const auto& [term, weight] : vector) postings_[term].push_back({i, weight});
    }
    score_.assign(pop.pool.size(), 0);
  }

  bool has_text(std::uint32_t position) const { return !text_[position].empty(); }

  // The first `count` pool questions by cosine descending, then pool order; the target
  // itself left out.
  std::vector<std::uint32_t> ranked(std::uint32_t target, std::size_t count) {
    std::vector<std::uint32_t> hit;
    for (const auto& [term, weight] : weighted(text_[target], false))
      for (const auto& posting : postings_[term]) {
        if (score_[posting.pool] == 0) hit.push_back(posting.pool);
        score_[posting.pool] += weight * posting.weight;
      }
    std::sort(hit.begin(), hit.end(), [&](std::uint32_t a, std::uint32_t b) {
      if (score_[a] != score_[b]) return score_[a] > score_[b];
      return a < b;
    });
    std::vector<std::uint32_t> out;
    for (auto i : hit)
      if (out.size() < count && pop_.pool[i] != target && score_[i] > 0)
        out.push_back(pop_.pool[i]);
    // Then the pool questions the target shares no term with, in pool order.
    for (std::uint32_t i = 0; out.size() < count && i < pop_.pool.size(); ++i)
      if (score_[i] <= 0 && pop_.pool[i] != target) out.push_back(pop_.pool[i]);
    for (auto i : hit) score_[i] = 0;
    return out;
  }

 private:
  struct Posting {
    std::uint32_t pool;
    double weight;
  };

  std::vector<std::pair<core::WordId, std::uint32_t>> counts(const std::vector<std::string>& terms,
                                                             bool add) {
    std::vector<std::uint32_t> ids;
    for (const auto& t : terms) {
      core::WordId id = add ? terms_.intern(t) : terms_.find(t);
      if (id.valid() && (add || id.value < idf_.size())) ids.push_back(id.value);
    }
    std::sort(ids.begin(), ids.end());  // runs of one term: its count, without a scan per term
    std::vector<std::pair<core::WordId, std::uint32_t>> out;
    for (std::size_t i = 0; i < ids.size();) {
      std::size_t j = i;
      while (j < ids.size() && ids[j] == ids[i]) ++j;
      out.emplace_back(core::WordId{ids[i]}, static_cast<std::uint32_t>(j - i));
      i = j;
    }
    return out;
  }

  std::vector<std::pair<std::uint32_t, double>> weighted(const std::vector<std::string>& terms,
                                                         bool add) {
    std::vector<std::pair<std::uint32_t, double>> out;
    double norm = 0;
    for (const auto& [term, count] : counts(terms, add)) {
      const double w = count * idf_[term.value];
      out.emplace_back(term.value, w);
      norm += w * w;
    }
    for (auto& e : out) e.second /= std::sqrt(norm);
    return out;
  }

  const Populations& pop_;
  std::vector<std::vector<std::string>> text_;
  core::Vocabulary<core::WordId> terms_;
  std::vector<double> idf_;
  std::vector<std::vector<Posting>> postings_;
  std::vector<double> score_;
};

std::vector<ReconstructionPoint> means(std::vector<ReconstructionPoint> sums, std::size_t n) {
  for (auto& s : sums) {
    s.recall = n ? s.recall / static_cast<double>(n) : 0;
    s.precision = n ? s.precision / static_cast<double>(n) : 0;
  }
  return sums;
}

}  // namespace

bool has_targets_and_pool(const load::Corpus& corpus, const ExplanationIndex& index,
                          const PatternsOptions& options) {
  const Populations pop = populations(corpus, index, options);
  return !pop.targets.empty() && !pop.pool.empty();
}

PatternsResult compute_patterns(const load::Corpus& corpus, const ExplanationIndex& index,
                                const text::Normalizer& normalizer, const PatternsOptions& o) {
  const Populations pop = populations(corpus, index, o);
  check_populations(pop, corpus, index, o);
  PatternsResult r;
  r.population = index.population();
  r.split = o.split;
  r.pool = o.pool;
  r.targets = pop.targets.size();
  r.pool_questions = pop.pool.size();
  r.pairs = top_pairs(corpus, index, pop, normalizer, o.top, r.co_cited_pairs);

  std::vector<std::size_t> ks = o.ks;
  std::sort(ks.begin(), ks.end());
  std::vector<ReconstructionPoint> oracle(ks.size()), text(ks.size());
  for (std::size_t i = 0; i < ks.size(); ++i) oracle[i].k = text[i].k = ks[i];
  const std::size_t deepest = ks.empty() ? 0 : ks.back();
  Merger merger(index.uid_count());
  TextNeighbours by_text(corpus, index, pop, normalizer);
  std::vector<std::uint32_t> shared(index.question_count(), 0);
  double upper = 0;
  core::add_work(o.progress, pop.targets.size());
  for (auto t : pop.targets) {
    std::size_t pooled = 0;
    merge_curve(merger, pop, t, oracle_neighbours(index, pop, t, shared, pooled), ks, oracle);
    upper += static_cast<double>(pooled) / static_cast<double>(pop.rows[t].size());
    if (by_text.has_text(t)) {
      ++r.targets_with_text;
      merge_curve(merger, pop, t, by_text.ranked(t, deepest), ks, text);
    }
    core::advance(o.progress);
  }
  r.oracle = means(std::move(oracle), r.targets);
  r.text = means(std::move(text), r.targets_with_text);
  r.upper_bound = upper / static_cast<double>(r.targets);
  return r;
}

}  // namespace explgraph::analyze
