#include "explgraph/analyze/tfidf.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace explgraph::analyze {
namespace {

// Term counts of a text, by interned lemma; `intern` decides whether new words are added.
template <typename Lookup>
std::map<std::uint32_t, double> counts(const text::Normalizer& normalizer, const std::string& text, Lookup lookup) {
  std::map<std::uint32_t, double> tf;
  for (const auto& lemma : normalizer.lemmas(text)) {
    core::WordId id = lookup(lemma);
    if (id.valid()) tf[id.value] += 1.0;
  }
  return tf;
}

}  // namespace

TfidfIndex::TfidfIndex(const load::Tablestore& tables, const text::Normalizer& normalizer)
    : normalizer_(normalizer), rows_(tables.rows.size()) {
  std::vector<std::map<std::uint32_t, double>> row_tf;
  for (const auto& row : tables.rows)
    row_tf.push_back(counts(normalizer, row.text, [&](const std::string& w) { return vocabulary_.intern(w); }));
  std::vector<double> df(vocabulary_.size(), 0.0);
  for (const auto& tf : row_tf)
    for (const auto& [w, c] : tf) df[w] += 1.0;
  idf_.resize(df.size());
  for (std::size_t w = 0; w < df.size(); ++w) idf_[w] = std::log((1.0 + static_cast<double>(rows_)) / (1.0 + df[w])) + 1.0;
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
  auto tf = counts(normalizer_, text, [&](const std::string& w) { return vocabulary_.find(w); });
  double norm = 0.0;
  for (const auto& [w, c] : tf) norm += (c * idf_[w]) * (c * idf_[w]);
  if (norm == 0.0) return out;
  norm = std::sqrt(norm);
  for (const auto& [w, c] : tf)
    for (const auto& p : postings_[w]) out[p.row] += (c * idf_[w] / norm) * p.weight;
  return out;
}

std::vector<core::RowId> TfidfIndex::rank(const std::string& text) const {
  std::vector<double> s = scores(text);
  std::vector<std::uint32_t> order(rows_);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return s[a] > s[b]; });
  std::vector<core::RowId> out;
  out.reserve(order.size());
  for (std::uint32_t r : order) out.emplace_back(r);
  return out;
}

}  // namespace explgraph::analyze
