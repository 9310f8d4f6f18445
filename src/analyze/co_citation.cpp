#include "co_citation.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze::patterns_detail {
namespace {

template <std::size_t N>
using Key = std::array<std::uint32_t, N>;

// A list of ids (a Key, or a vector of name ranks) hashed for an unordered_map.
struct KeyHash {
  template <class Ids>
  std::size_t operator()(const Ids& ids) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (std::uint32_t v : ids) h = (h ^ v) * 0xff51afd7ed558ccdULL;
    return static_cast<std::size_t>(h ^ (h >> 32));
  }
};

template <std::size_t N>
using SupportMap = std::unordered_map<Key<N>, std::uint32_t, KeyHash>;

// At most this many frequent pairs are kept and candidate triples formed: beyond it (an
// explanation of thousands of rows cited together again and again) triples are not counted
// rather than exhaust memory and time.
constexpr std::size_t kTripleBudget = 10'000'000;

// Frequent pairs as sorted partner lists: partners_[a] = the rows b > a (by id) with
// support(a, b) >= the threshold. Looked up by binary search.
class FrequentPairs {
 public:
  explicit FrequentPairs(std::size_t rows) : partners_(rows) {}
  void add(std::uint32_t a, std::uint32_t b) {
    if (++count_ <= kTripleBudget) partners_[a].push_back(b);
  }
  bool over_budget() const { return count_ > kTripleBudget; }
  void sort() {
    for (auto& p : partners_) std::sort(p.begin(), p.end());
  }
  bool has(std::uint32_t a, std::uint32_t b) const {
    return std::binary_search(partners_[a].begin(), partners_[a].end(), b);
  }

 private:
  std::vector<std::vector<std::uint32_t>> partners_;
  std::size_t count_ = 0;
};

// The best `top` of a stream of candidates under `order` (a strict total order), in O(top)
// memory: the list is cut back to `top` whenever it doubles, and once cut, a candidate that
// does not come before the last one kept is turned away at once.
template <class Entry, class Order>
class TopList {
 public:
  TopList(std::size_t top, Order order) : top_(top), order_(order) {}
  void offer(const Entry& e) {
    if (top_ == 0 || (last_kept_ && !order_(e, *last_kept_))) return;
    entries_.push_back(e);
    if (entries_.size() >= 2 * top_) cut();
  }
  std::vector<Entry> take() {
    cut();
    std::sort(entries_.begin(), entries_.end(), order_);
    return std::move(entries_);
  }

 private:
  void cut() {
    if (entries_.size() <= top_) return;
    std::nth_element(entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(top_ - 1),
                     entries_.end(), order_);
    entries_.resize(top_);
    last_kept_ = entries_.back();
  }
  std::size_t top_;
  Order order_;
  std::vector<Entry> entries_;
  std::optional<Entry> last_kept_;  // the top_-th best so far, once there were more
};

template <std::size_t N>
struct Counted {
  Key<N> ids;  // ascending by UID text
  std::uint32_t support;
};

// Each UID's place in the order of UID texts, so that ties compare integers, not strings.
std::vector<std::uint32_t> text_ranks(const ExplanationIndex& index) {
  std::vector<std::uint32_t> by_text(index.uid_count()), rank(index.uid_count());
  std::iota(by_text.begin(), by_text.end(), 0u);
  std::sort(by_text.begin(), by_text.end(), [&](std::uint32_t a, std::uint32_t b) {
    return index.uid_text(UidId{a}) < index.uid_text(UidId{b});
  });
  for (std::uint32_t i = 0; i < by_text.size(); ++i) rank[by_text[i]] = i;
  return rank;
}

// Support descending, then UIDs ascending as text.
template <std::size_t N>
auto by_support(const std::vector<std::uint32_t>& rank) {
  return [&rank](const Counted<N>& x, const Counted<N>& y) {
    if (x.support != y.support) return x.support > y.support;
    for (std::size_t i = 0; i < N; ++i)
      if (x.ids[i] != y.ids[i]) return rank[x.ids[i]] < rank[y.ids[i]];
    return false;
  };
}

template <std::size_t N>
Counted<N> counted(Key<N> ids, std::uint32_t support, const std::vector<std::uint32_t>& rank) {
  std::sort(ids.begin(), ids.end(), [&](auto a, auto b) { return rank[a] < rank[b]; });
  return {ids, support};
}

struct PairCounts {
  std::vector<Counted<2>> top;
  std::size_t distinct = 0;
  FrequentPairs frequent;
};

// Every co-cited pair counted row by row through the inverted index: for row a, the
// explanations citing it give each partner b > a a count in a dense array, which is read and
// reset before the next row. Memory stays linear in the rows; the time is the number of
// (row, partner) incidences, which the pairs themselves need.
PairCounts count_pairs(const ExplanationIndex& index, const Populations& pop,
                       const std::vector<std::uint32_t>& rank, std::size_t top,
                       std::size_t min_support) {
  const std::size_t uids = index.uid_count();
  PairCounts out{{}, 0, FrequentPairs(uids)};
  TopList<Counted<2>, decltype(by_support<2>(rank))> best(top, by_support<2>(rank));
  std::vector<std::uint32_t> count(uids, 0), touched;
  for (std::uint32_t a = 0; a < uids; ++a) {
    for (const auto& c : index.citing(UidId{a})) {
      const auto& rows = pop.rows[c.question];
      if (!std::binary_search(rows.begin(), rows.end(), a)) continue;  // a dangling UID
      for (auto it = std::upper_bound(rows.begin(), rows.end(), a); it != rows.end(); ++it)
        if (count[*it]++ == 0) touched.push_back(*it);
    }
    out.distinct += touched.size();
    for (auto b : touched) {
      if (count[b] >= min_support) out.frequent.add(a, b);
      best.offer(counted<2>({a, b}, count[b], rank));
      count[b] = 0;
    }
    touched.clear();
  }
  out.frequent.sort();
  out.top = best.take();
  return out;
}

// For each explanation and row, its frequent partners after it: a triple is only formed
// from pairs that could reach the threshold (a triple's pairs all have at least its support).
// Stops when `visit` returns false.
template <class Visit>
void frequent_partners(const Populations& pop, const FrequentPairs& frequent, Visit visit) {
  std::vector<std::uint32_t> partners;
  for (const auto& rows : pop.rows)
    for (std::size_t i = 0; i < rows.size(); ++i) {
      partners.clear();
      for (std::size_t j = i + 1; j < rows.size(); ++j)
        if (frequent.has(rows[i], rows[j])) partners.push_back(rows[j]);
      if (!visit(rows[i], partners)) return;
    }
}

// Triples with support >= min_support, or nothing when forming them would pass the budget.
std::optional<SupportMap<3>> triple_support(const Populations& pop, const FrequentPairs& frequent,
                                            std::size_t min_support) {
  if (frequent.over_budget()) return std::nullopt;
  std::size_t candidates = 0;
  frequent_partners(pop, frequent, [&](std::uint32_t, const std::vector<std::uint32_t>& p) {
    candidates += p.size() * (p.size() - (p.empty() ? 0 : 1)) / 2;
    return candidates <= kTripleBudget;
  });
  if (candidates > kTripleBudget) return std::nullopt;
  SupportMap<3> support;
  frequent_partners(pop, frequent, [&](std::uint32_t a, const std::vector<std::uint32_t>& p) {
    for (std::size_t x = 0; x < p.size(); ++x)
      for (std::size_t y = x + 1; y < p.size(); ++y)
        if (frequent.has(p[x], p[y])) ++support[{a, p[x], p[y]}];
    return true;
  });
  for (auto it = support.begin(); it != support.end();)
    it = it->second < min_support ? support.erase(it) : std::next(it);
  return support;
}

// Up to three questions citing every UID of `ids`, in file order: the posting lists
// ascend by position, so intersect them in turn.
template <std::size_t N>
std::vector<std::string> examples(const load::Corpus& corpus, const ExplanationIndex& index,
                                  const Key<N>& ids) {
  std::vector<std::uint32_t> common;
  for (const auto& c : index.citing(UidId{ids[0]})) common.push_back(c.question);
  for (std::size_t i = 1; i < N; ++i) {
    std::vector<std::uint32_t> next;
    const auto& postings = index.citing(UidId{ids[i]});
    std::size_t y = 0;
    for (auto q : common) {
      while (y < postings.size() && postings[y].question < q) ++y;
      if (y < postings.size() && postings[y].question == q) next.push_back(q);
    }
    common = std::move(next);
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < common.size() && i < 3; ++i)
    out.push_back(corpus.question(index.corpus_question(common[i])).id);
  return out;
}

// The listed combinations with their tables, categories and examples.
template <std::size_t N>
std::vector<CoCitedRows<N>> described(const load::Corpus& corpus, const ExplanationIndex& index,
                                      const std::vector<Counted<N>>& entries) {
  std::vector<CoCitedRows<N>> out(entries.size());
  for (std::size_t e = 0; e < entries.size(); ++e) {
    auto& rows = out[e];
    rows.support = entries[e].support;
    for (std::size_t i = 0; i < N; ++i) {
      const core::RowId row = index.row(UidId{entries[e].ids[i]});
      rows.uids[i] = index.uid_text(UidId{entries[e].ids[i]});
      rows.tables[i] = corpus.tablestore.tables[corpus.tablestore.rows[row.value].table.value].name;
      rows.categories[i] = load::category_of(corpus, row);
    }
    rows.examples = examples(corpus, index, entries[e].ids);
  }
  return out;
}

bool share_lemma(const std::string& a, const std::string& b, const text::Normalizer& normalizer) {
  auto x = normalizer.lemmas(a), y = normalizer.lemmas(b);
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  std::vector<std::string> both;
  std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(both));
  return !both.empty();
}

// Each text's rank among the distinct texts in ascending order, and the texts by rank:
// comparing ranks compares texts, equal texts sharing a rank.
std::vector<std::uint32_t> ranks_of(const std::vector<std::string>& texts,
                                    std::vector<std::string>& by_rank) {
  by_rank = texts;
  std::sort(by_rank.begin(), by_rank.end());
  by_rank.erase(std::unique(by_rank.begin(), by_rank.end()), by_rank.end());
  std::vector<std::uint32_t> ranks;
  ranks.reserve(texts.size());
  for (const auto& text : texts)
    ranks.push_back(static_cast<std::uint32_t>(
        std::lower_bound(by_rank.begin(), by_rank.end(), text) - by_rank.begin()));
  return ranks;
}

// Support per combination of names, each an ascending list of name ranks.
using Combinations = std::unordered_map<std::vector<std::uint32_t>, std::size_t, KeyHash>;

// The `top` combinations by support descending, then names ascending (as rank lists compare),
// named.
std::vector<NameCombination> ranked(const Combinations& counts,
                                    const std::vector<std::string>& names, std::size_t top) {
  using Entry = std::pair<const std::vector<std::uint32_t>*, std::size_t>;
  std::vector<Entry> entries;
  entries.reserve(counts.size());
  for (const auto& [ranks, support] : counts) entries.emplace_back(&ranks, support);
  const auto before = [](const Entry& a, const Entry& b) {
    return a.second != b.second ? a.second > b.second : *a.first < *b.first;
  };
  const auto kept = entries.begin() + static_cast<std::ptrdiff_t>(std::min(top, entries.size()));
  std::partial_sort(entries.begin(), kept, entries.end(), before);
  std::vector<NameCombination> out;
  for (auto e = entries.begin(); e != kept; ++e) {
    NameCombination& combination = out.emplace_back();
    for (const std::uint32_t rank : *e->first) combination.names.push_back(names[rank]);
    combination.support = e->second;
  }
  return out;
}

}  // namespace

CoCitation co_cited_rows(const load::Corpus& corpus, const ExplanationIndex& index,
                         const Populations& pop, const text::Normalizer& normalizer,
                         const PatternsOptions& options) {
  CoCitation c;
  const auto rank = text_ranks(index);
  auto pairs = count_pairs(index, pop, rank, options.top, options.min_support);
  c.distinct_pairs = pairs.distinct;
  for (auto& rows : described<2>(corpus, index, pairs.top)) {
    RowPair pair;
    static_cast<CoCitedRows<2>&>(pair) = std::move(rows);
    const auto text = [&](const std::string& uid) -> const std::string& {
      return corpus.tablestore.rows[corpus.tablestore.find(uid).value].text;
    };
    pair.share_lemma = share_lemma(text(pair.uids[0]), text(pair.uids[1]), normalizer);
    c.pairs.push_back(std::move(pair));
  }
  const auto triples = triple_support(pop, pairs.frequent, options.min_support);
  if (!triples) return c;  // too many to count: absent, not zero
  c.distinct_triples = triples->size();
  TopList<Counted<3>, decltype(by_support<3>(rank))> best(options.top, by_support<3>(rank));
  for (const auto& [ids, support] : *triples) best.offer(counted<3>(ids, support, rank));
  c.triples = described<3>(corpus, index, best.take());
  return c;
}

TablePatterns table_patterns(const load::Corpus& corpus, const Populations& pop, std::size_t top) {
  // Tables by the ranks of their names and categories: sorting and counting ranks sorts and
  // counts the names, without a string per citation.
  const auto& tables = corpus.tablestore.tables;
  std::vector<std::string> names_of, categories_of, table_names, category_names;
  for (std::uint32_t t = 0; t < tables.size(); ++t) {
    names_of.push_back(tables[t].name);
    categories_of.push_back(load::category_of(corpus, core::TableId{t}));
  }
  const auto name_rank = ranks_of(names_of, table_names);
  const auto category_rank = ranks_of(categories_of, category_names);
  Combinations pairs, sets, category_sets;
  std::vector<std::uint32_t> names, categories, pair(2);
  for (const auto& ids : pop.tables) {
    if (ids.empty()) continue;  // only dangling citations: no pattern
    names.clear();
    categories.clear();
    for (auto t : ids) {
      names.push_back(name_rank[t]);
      categories.push_back(category_rank[t]);
    }
    std::sort(names.begin(), names.end());
    std::sort(categories.begin(), categories.end());
    categories.erase(std::unique(categories.begin(), categories.end()), categories.end());
    for (std::size_t i = 0; i < names.size(); ++i)
      for (std::size_t j = i + 1; j < names.size(); ++j) {
        pair[0] = names[i];
        pair[1] = names[j];
        ++pairs[pair];
      }
    ++sets[names];
    ++category_sets[categories];
  }
  TablePatterns p;
  p.distinct_sets = sets.size();
  p.pairs = ranked(pairs, table_names, top);
  p.sets = ranked(sets, table_names, top);
  p.category_sets = ranked(category_sets, category_names, SIZE_MAX);
  return p;
}

}  // namespace explgraph::analyze::patterns_detail
