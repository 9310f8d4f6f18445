#include "explgraph/grounding/aligner.hpp"

#include <algorithm>
#include <cmath>

namespace explgraph::grounding {
namespace {

// Scores this close to 1 are 1: the sums of one set's weights in two orders may differ in
// the last bits.
constexpr double kSameSet = 1e-9;

}  // namespace

const char* match_name(Match match) {
  switch (match) {
    case Match::kExact:
      return "exact";
    case Match::kNear:
      return "near";
    case Match::kNone:
      break;
  }
  return "none";
}

Aligner::Aligner(const load::Tablestore& tablestore, const graph::CorpusGraph& graph,
                 const text::Normalizer& normalizer, double near_threshold, std::size_t candidates)
    : tablestore_(tablestore),
      graph_(graph),
      normalizer_(normalizer.clone()),
      near_threshold_(near_threshold),
      candidates_(std::max<std::size_t>(candidates, 1)),
      known_words_(static_cast<std::uint32_t>(graph.vocabulary().size())) {
  const double rows = static_cast<double>(tablestore.rows.size());
  unseen_idf_ = std::log(rows + 1) + 1;
  idf_.resize(known_words_);
  for (std::uint32_t w = 0; w < known_words_; ++w) {
    const auto [first, end] = graph.row_postings(core::WordId(w));
    idf_[w] = std::log((rows + 1) / static_cast<double>(end - first + 1)) + 1;
  }
  row_weight_.assign(tablestore.rows.size(), 0.0);
  for (std::uint32_t r = 0; r < tablestore.rows.size(); ++r)
    for (core::WordId w : graph.lemmas(graph.row_vertex(core::RowId(r))))
      row_weight_[r] += idf_[w.value];
  shared_.assign(tablestore.rows.size(), 0.0);
}

double Aligner::idf(std::uint32_t lemma) const {
  return lemma < known_words_ ? idf_[lemma] : unseen_idf_;
}

FactLemmas Aligner::lemmas(std::string_view fact) {
  FactLemmas out;
  for (const auto& lemma : normalizer_->lemmas(fact)) {
    const core::WordId known = graph_.vocabulary().find(lemma);
    out.sequence.push_back(known.valid() ? known.value
                                         : known_words_ + unknown_words_.intern(lemma).value);
  }
  out.distinct = out.sequence;
  std::sort(out.distinct.begin(), out.distinct.end());
  out.distinct.erase(std::unique(out.distinct.begin(), out.distinct.end()), out.distinct.end());
  return out;
}

void Aligner::accumulate(const FactLemmas& fact) {
  for (std::uint32_t lemma : fact.distinct) {
    if (lemma >= known_words_) continue;  // no row has it
    const double weight = idf_[lemma];
    const auto [first, end] = graph_.row_postings(core::WordId(lemma));
    for (const std::uint32_t* row = first; row != end; ++row) {
      if (shared_[*row] == 0) touched_.push_back(*row);
      shared_[*row] += weight;
    }
  }
}

bool Aligner::is_exact(const FactLemmas& fact, core::RowId row) const {
  const auto [first, end] = graph_.row_lemma_sequence(row);
  return std::equal(first, end, fact.sequence.begin(), fact.sequence.end());
}

Alignment Aligner::align(const FactLemmas& fact) {
  Alignment out;
  double fact_weight = 0;
  for (std::uint32_t lemma : fact.distinct) fact_weight += idf(lemma);
  accumulate(fact);
  struct Scored {
    Candidate candidate;
    bool exact = false;
    bool deprecated = false;
  };
  std::vector<Scored> scored;
  scored.reserve(touched_.size());
  for (std::uint32_t r : touched_) {
    double score = shared_[r] / (fact_weight + row_weight_[r] - shared_[r]);
    if (score > 1 - kSameSet) score = 1;
    const core::RowId row(r);
    scored.push_back(
        {{row, score}, score == 1 && is_exact(fact, row), tablestore_.rows[r].deprecated});
    shared_[r] = 0;
  }
  touched_.clear();
  const auto better = [](const Scored& a, const Scored& b) {
    if (a.exact != b.exact) return a.exact;
    if (a.candidate.score != b.candidate.score) return a.candidate.score > b.candidate.score;
    if (a.deprecated != b.deprecated) return b.deprecated;
    return a.candidate.row < b.candidate.row;
  };
  const std::size_t kept = std::min(candidates_, scored.size());
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(kept),
                    scored.end(), better);
  for (std::size_t i = 0; i < kept; ++i) out.candidates.push_back(scored[i].candidate);
  if (kept > 0 && scored[0].exact)
    out.match = Match::kExact;
  else if (kept > 0 && scored[0].candidate.score >= near_threshold_)
    out.match = Match::kNear;
  return out;
}

}  // namespace explgraph::grounding
