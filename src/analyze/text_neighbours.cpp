#include "text_neighbours.hpp"

#include <algorithm>
#include <cmath>

namespace explgraph::analyze::patterns_detail {

TextNeighbours::TextNeighbours(const load::Corpus& corpus, const ExplanationIndex& index,
                               const Populations& pop, const text::Normalizer& normalizer)
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
  for (std::size_t t = 0; t < df.size(); ++t) idf_[t] = std::log((1 + pool_size) / (1 + df[t])) + 1;
  postings_.resize(df.size());
  for (std::uint32_t i = 0; i < pop.pool.size(); ++i) {
    auto vector = weighted(text_[pop.pool[i]], true);
    for (const auto& [term, weight] : vector) postings_[term].push_back({i, weight});
  }
  score_.assign(pop.pool.size(), 0);
}

std::vector<std::uint32_t> TextNeighbours::ranked(std::uint32_t target, std::size_t count) {
  std::vector<std::uint32_t> hit;
  for (const auto& [term, weight] : weighted(text_[target], false))
    for (const auto& posting : postings_[term]) {
      if (score_[posting.pool] == 0) hit.push_back(posting.pool);
      score_[posting.pool] += weight * posting.weight;
    }
  // Only the first count + 1 are needed (one may be the target itself).
  const auto first = hit.begin() + static_cast<std::ptrdiff_t>(std::min(count + 1, hit.size()));
  std::partial_sort(hit.begin(), first, hit.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (score_[a] != score_[b]) return score_[a] > score_[b];
    return a < b;
  });
  std::vector<std::uint32_t> out;
  for (auto i : hit)
    if (out.size() < count && pop_.pool[i] != target && score_[i] > 0) out.push_back(pop_.pool[i]);
  // Then the pool questions the target shares no term with, in pool order.
  for (std::uint32_t i = 0; out.size() < count && i < pop_.pool.size(); ++i)
    if (score_[i] <= 0 && pop_.pool[i] != target) out.push_back(pop_.pool[i]);
  for (auto i : hit) score_[i] = 0;
  return out;
}

TextNeighbours::TermCounts TextNeighbours::counts(const std::vector<std::string>& terms, bool add) {
  std::vector<std::uint32_t> ids;
  for (const auto& t : terms) {
    core::WordId id = add ? terms_.intern(t) : terms_.find(t);
    if (id.valid() && (add || id.value < idf_.size())) ids.push_back(id.value);
  }
  std::sort(ids.begin(), ids.end());  // runs of one term: its count, without a scan per term
  TermCounts out;
  for (std::size_t i = 0; i < ids.size();) {
    std::size_t j = i;
    while (j < ids.size() && ids[j] == ids[i]) ++j;
    out.emplace_back(core::WordId{ids[i]}, static_cast<std::uint32_t>(j - i));
    i = j;
  }
  return out;
}

std::vector<std::pair<std::uint32_t, double>> TextNeighbours::weighted(
    const std::vector<std::string>& terms, bool add) {
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

}  // namespace explgraph::analyze::patterns_detail
