#include "explgraph/baseline/tfidf_index.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace explgraph::baseline {
namespace {

// Term counts of a text, by interned term; `lookup` decides whether new terms are added.
template <typename Lookup>
std::map<std::uint32_t, double> counts(const TfidfIndex::Tokenizer& tokenize,
                                       const std::string& text, Lookup lookup) {
  std::map<std::uint32_t, double> tf;
  for (const auto& term : tokenize(text)) {
    core::WordId id = lookup(term);
    if (id.valid()) tf[id.value] += 1.0;
  }
  return tf;
}

}  // namespace

TfidfIndex::TfidfIndex(const load::Tablestore& tables, const text::Normalizer& normalizer)
    : TfidfIndex(tables,
                 [&normalizer](const std::string& text) { return normalizer.lemmas(text); }) {}

TfidfIndex::TfidfIndex(const load::Tablestore& tables, Tokenizer tokenize)
    : tokenize_(std::move(tokenize)), rows_(tables.rows.size()) {
  std::vector<std::map<std::uint32_t, double>> row_tf;
  for (const auto& row : tables.rows)
    row_tf.push_back(
        counts(tokenize_, row.text, [&](const std::string& w) { return vocabulary_.intern(w); }));
  std::vector<double> df(vocabulary_.size(), 0.0);
  for (const auto& tf : row_tf)
    for (const auto& [w, c] : tf) df[w] += 1.0;
  idf_.resize(df.size());
  for (std::size_t w = 0; w < df.size(); ++w)
    idf_[w] = std::log((1.0 + static_cast<double>(rows_)) / (1.0 + df[w])) + 1.0;
  postings_.resize(vocabulary_.size());
  for (std::uint32_t r = 0; r < row_tf.size(); ++r) {
    double norm = 0.0;
    for (const auto& [w, c] : row_tf[r]) norm += (c * idf_[w]) * (c * idf_[w]);
    norm = std::sqrt(norm);
    for (const auto& [w, c] : row_tf[r]) postings_[w].push_back({r, c * idf_[w] / norm});
  }
}

std::vector<double> TfidfIndex::scores(const std::string& text) const {
  std::vector<double> out(rows_, 0.0);
  auto tf = counts(tokenize_, text, [&](const std::string& w) { return vocabulary_.find(w); });
  double norm = 0.0;
  for (const auto& [w, c] : tf) norm += (c * idf_[w]) * (c * idf_[w]);
  if (norm == 0.0) return out;
  norm = std::sqrt(norm);
  for (const auto& [w, c] : tf)
    for (const auto& p : postings_[w]) out[p.row] += (c * idf_[w] / norm) * p.weight;
  return out;
}

std::vector<core::RowId> TfidfIndex::rank(const std::string& text, std::size_t top) const {
  std::vector<double> s = scores(text);
  std::vector<std::uint32_t> order(rows_);
  std::iota(order.begin(), order.end(), 0u);
  auto better = [&](std::uint32_t a, std::uint32_t b) {
    return s[a] != s[b] ? s[a] > s[b] : a < b;
  };
  std::size_t n = top == 0 ? rows_ : std::min(top, rows_);
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end(),
                    better);
  std::vector<core::RowId> out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.emplace_back(order[i]);
  return out;
}

}  // namespace explgraph::baseline
