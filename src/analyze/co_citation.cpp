#include "co_citation.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze::patterns_detail {
namespace {

template <std::size_t N>
using Key = std::array<std::uint32_t, N>;

struct KeyHash {
  template <std::size_t N>
  std::size_t operator()(const Key<N>& key) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (auto v : key) h = (h ^ v) * 0xff51afd7ed558ccdULL;
    return static_cast<std::size_t>(h ^ (h >> 32));
  }
};

template <std::size_t N>
using SupportMap = std::unordered_map<Key<N>, std::uint32_t, KeyHash>;

SupportMap<2> pair_support(const Populations& pop) {
  SupportMap<2> support;
  for (const auto& rows : pop.rows)
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (std::size_t j = i + 1; j < rows.size(); ++j) ++support[{rows[i], rows[j]}];
  return support;
}

// Triples whose three pairs are all frequent: per explanation, each row's frequent partners
// after it, so a triple is only formed from pairs that could reach the threshold.
SupportMap<3> triple_support(const Populations& pop, const SupportMap<2>& pairs,
                             std::size_t min_support) {
  const auto frequent = [&](std::uint32_t a, std::uint32_t b) {
    auto it = pairs.find({a, b});
    return it != pairs.end() && it->second >= min_support;
  };
  SupportMap<3> support;
  std::vector<std::uint32_t> partners;
  for (const auto& rows : pop.rows) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
      partners.clear();
      for (std::size_t j = i + 1; j < rows.size(); ++j)
        if (frequent(rows[i], rows[j])) partners.push_back(rows[j]);
      for (std::size_t x = 0; x < partners.size(); ++x)
        for (std::size_t y = x + 1; y < partners.size(); ++y)
          if (frequent(partners[x], partners[y])) ++support[{rows[i], partners[x], partners[y]}];
    }
  }
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

// The `top` combinations by support descending, then UIDs ascending (as text).
template <std::size_t N>
std::vector<CoCitedRows<N>> top_rows(const load::Corpus& corpus, const ExplanationIndex& index,
                                     const SupportMap<N>& support, std::size_t top) {
  struct Entry {
    Key<N> ids;
    std::uint32_t support;
  };
  std::vector<Entry> entries;
  entries.reserve(support.size());
  const auto text = [&](std::uint32_t id) -> const std::string& {
    return index.uid_text(UidId{id});
  };
  for (const auto& [key, count] : support) {
    Key<N> ids = key;
    std::sort(ids.begin(), ids.end(), [&](auto a, auto b) { return text(a) < text(b); });
    entries.push_back({ids, count});
  }
  const auto order = [&](const Entry& x, const Entry& y) {
    if (x.support != y.support) return x.support > y.support;
    for (std::size_t i = 0; i < N; ++i)
      if (x.ids[i] != y.ids[i]) return text(x.ids[i]) < text(y.ids[i]);
    return false;
  };
  const std::size_t shown = std::min(top, entries.size());
  std::partial_sort(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(shown),
                    entries.end(), order);
  std::vector<CoCitedRows<N>> out(shown);
  for (std::size_t e = 0; e < shown; ++e) {
    auto& rows = out[e];
    rows.support = entries[e].support;
    for (std::size_t i = 0; i < N; ++i) {
      const core::RowId row = index.row(UidId{entries[e].ids[i]});
      rows.uids[i] = text(entries[e].ids[i]);
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

// Counted name combinations, the `top` by support descending then names ascending.
std::vector<NameCombination> ranked(std::map<std::vector<std::string>, std::size_t> counts,
                                    std::size_t top) {
  std::vector<NameCombination> out;
  for (auto& [names, support] : counts) out.push_back({names, support});
  std::stable_sort(out.begin(), out.end(), [](const NameCombination& a, const NameCombination& b) {
    return a.support > b.support;  // the map already ordered equal supports by names
  });
  if (out.size() > top) out.resize(top);
  return out;
}

}  // namespace

CoCitation co_cited_rows(const load::Corpus& corpus, const ExplanationIndex& index,
                         const Populations& pop, const text::Normalizer& normalizer,
                         const PatternsOptions& options) {
  CoCitation c;
  const auto pairs = pair_support(pop);
  c.distinct_pairs = pairs.size();
  auto top = top_rows<2>(corpus, index, pairs, options.top);
  for (auto& rows : top) {
    RowPair pair;
    static_cast<CoCitedRows<2>&>(pair) = std::move(rows);
    const auto text = [&](const std::string& uid) -> const std::string& {
      return corpus.tablestore.rows[corpus.tablestore.find(uid).value].text;
    };
    pair.share_lemma = share_lemma(text(pair.uids[0]), text(pair.uids[1]), normalizer);
    c.pairs.push_back(std::move(pair));
  }
  const auto triples = triple_support(pop, pairs, options.min_support);
  c.distinct_triples = triples.size();
  c.triples = top_rows<3>(corpus, index, triples, options.top);
  return c;
}

TablePatterns table_patterns(const load::Corpus& corpus, const Populations& pop, std::size_t top) {
  const auto& tables = corpus.tablestore.tables;
  std::map<std::vector<std::string>, std::size_t> pairs, sets, category_sets;
  for (const auto& ids : pop.tables) {
    if (ids.empty()) continue;  // only dangling citations: no pattern
    std::vector<std::string> names, categories;
    for (auto t : ids) {
      names.push_back(tables[t].name);
      categories.push_back(load::category_of(corpus, core::TableId{t}));
    }
    std::sort(names.begin(), names.end());
    std::sort(categories.begin(), categories.end());
    categories.erase(std::unique(categories.begin(), categories.end()), categories.end());
    for (std::size_t i = 0; i < names.size(); ++i)
      for (std::size_t j = i + 1; j < names.size(); ++j) ++pairs[{names[i], names[j]}];
    ++sets[names];
    ++category_sets[categories];
  }
  TablePatterns p;
  p.distinct_sets = sets.size();
  p.pairs = ranked(std::move(pairs), top);
  p.sets = ranked(std::move(sets), top);
  p.category_sets = ranked(std::move(category_sets), SIZE_MAX);
  return p;
}

}  // namespace explgraph::analyze::patterns_detail
