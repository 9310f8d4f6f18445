#include "explgraph/analyze/ratings_eval.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/load/question_ids.hpp"

namespace explgraph::analyze {
namespace {

// The script pads with an array of this many positions when a rated id is missing.
constexpr std::size_t kMissingBlock = 1000000;

// A ranked list of gains, most of them 0: the nonzero gains with their 1-based ranks.
struct SparseGains {
  std::vector<std::pair<std::size_t, double>> nonzero;  // rank, rating
  std::size_t length = 0;
};

double dcg(const SparseGains& g) {
  double sum = 0;
  for (const auto& [rank, rating] : g.nonzero)
    sum += (std::exp2(rating) - 1.0) / std::log2(static_cast<double>(rank) + 1.0);
  return sum;
}

// The same gains sorted descending: positive ratings first, the zeros, negative ones last.
SparseGains ideal(const SparseGains& g) {
  std::vector<double> ratings;
  for (const auto& e : g.nonzero) ratings.push_back(e.second);
  std::sort(ratings.begin(), ratings.end(), std::greater<>());
  SparseGains out{{}, g.length};
  std::size_t negatives = static_cast<std::size_t>(
      std::count_if(ratings.begin(), ratings.end(), [](double r) { return r < 0; }));
  for (std::size_t i = 0; i < ratings.size(); ++i) {
    bool negative = ratings[i] < 0;
    std::size_t rank =
        negative ? g.length - negatives + (i - (ratings.size() - negatives)) + 1 : i + 1;
    out.nonzero.emplace_back(rank, ratings[i]);
  }
  return out;
}

// NDCG of one problem from each rated document's 1-based rank (0: not ranked) in a ranking
// of `ranked` distinct ids; the documents' uuids are distinct (the reader keeps the last
// rating of a uuid, as the script's dict does).
double ndcg_of_ranks(const std::vector<load::RatedDocument>& gold,
                     const std::vector<std::size_t>& rank_of, std::size_t ranked,
                     double threshold) {
  if (gold.empty()) return 1.0;
  SparseGains gains;
  for (std::size_t j = 0; j < gold.size(); ++j)
    if (rank_of[j] > 0 && gold[j].relevance > threshold)
      gains.nonzero.emplace_back(rank_of[j], gold[j].relevance);
  std::sort(gains.nonzero.begin(), gains.nonzero.end());  // rank order: the sum's order
  gains.length = ranked;
  std::size_t missing = 0;
  for (std::size_t j = 0; j < gold.size(); ++j) {
    if (rank_of[j] > 0) continue;
    // The k-th missing id (0-based) sits at position len(predicted) + 10^6 - 1 - k (0-based).
    if (gold[j].relevance != 0)
      gains.nonzero.emplace_back(ranked + kMissingBlock - missing, gold[j].relevance);
    ++missing;
  }
  if (missing > 0) gains.length += kMissingBlock;
  if (gains.length == 0) return 0.0;
  double best = dcg(ideal(gains));
  return best == 0.0 ? 0.0 : dcg(gains) / best;
}

}  // namespace

double tg2021_ndcg(const std::vector<load::RatedDocument>& gold,
                   const std::vector<std::string>& predicted, double threshold) {
  std::unordered_map<std::string_view, std::size_t> rank_of_id;  // 1-based
  for (std::size_t i = 0; i < predicted.size(); ++i) rank_of_id.emplace(predicted[i], i + 1);
  std::vector<std::size_t> rank_of;
  for (const auto& d : gold) {
    const auto it = rank_of_id.find(d.uuid);
    rank_of.push_back(it == rank_of_id.end() ? 0 : it->second);
  }
  return ndcg_of_ranks(gold, rank_of, predicted.size(), threshold);
}

namespace {

// Each rated document's 1-based rank in `ranked` (0: not in it), through arrays by the
// ranking's UID ids that are set for the problem and cleared after: no string and no hash per
// ranked line. Gold uuids are compared as written (the ranking's are lower-cased). With
// `judged_only` the unrated ids are passed over, the rated ones ranked from 1 without gaps.
// Also counts the rated ids among the first k (`rated_at`, per k). Returns the length of the
// ranking scored.
class RankFinder {
 public:
  explicit RankFinder(const load::Ranking& ranking)
      : ranking_(ranking), rank_by_id_(ranking.uids.size(), 0), rated_(ranking.uids.size(), 0) {}

  std::size_t find(const load::RatingProblem& p, const Ids* ranked, bool judged_only,
                   const std::vector<std::size_t>& ks, std::vector<std::size_t>& rank_of,
                   std::vector<std::size_t>& rated_at) {
    rank_of.assign(p.documents.size(), 0);
    rated_at.assign(ks.size(), 0);
    if (ranked == nullptr) return 0;
    ids_.clear();
    for (const auto& d : p.documents) {
      const load::RankedUidId id = ranking_.uids.find(d.uuid);
      ids_.push_back(id.valid() ? id.value : kNone);
      if (id.valid()) rated_[id.value] = 1;
    }
    std::size_t position = 0;
    for (std::uint32_t id : *ranked) {
      if (judged_only && !rated_[id]) continue;
      ++position;
      if (rank_by_id_[id] == 0) rank_by_id_[id] = position;
      if (rated_[id])
        for (std::size_t k = 0; k < ks.size(); ++k) rated_at[k] += position <= ks[k];
    }
    for (std::size_t j = 0; j < ids_.size(); ++j)
      if (ids_[j] != kNone) rank_of[j] = rank_by_id_[ids_[j]];
    for (std::uint32_t id : *ranked) rank_by_id_[id] = 0;
    for (std::uint32_t id : ids_)
      if (id != kNone) rated_[id] = 0;
    return position;
  }

 private:
  static constexpr std::uint32_t kNone = UINT32_MAX;
  const load::Ranking& ranking_;
  std::vector<std::size_t> rank_by_id_;
  std::vector<char> rated_;
  std::vector<std::uint32_t> ids_;  // the problem's rated documents' ids in the ranking
};

struct Sums {
  std::map<std::string, double> metrics;
  // Per grade: its facts, and how many are found within each k.
  std::map<double, std::pair<std::size_t, std::vector<std::size_t>>, std::greater<>> grades;
};

void add_metrics(const load::RatingProblem& p, const std::vector<std::size_t>& rank_of,
                 const RatingsOptions& o, RatingsScore& s, Sums& sums) {
  std::size_t relevant = 0, first_hit = 0;
  std::vector<std::size_t> hits(o.ks.size(), 0);
  for (std::size_t j = 0; j < p.documents.size(); ++j) {
    const auto& d = p.documents[j];
    const std::size_t rank = rank_of[j];
    auto& grade = sums.grades[d.relevance];
    grade.second.resize(o.ks.size(), 0);
    ++grade.first;
    for (std::size_t k = 0; k < o.ks.size(); ++k) grade.second[k] += rank > 0 && rank <= o.ks[k];
    if (!(d.relevance > o.threshold)) continue;
    ++relevant;
    if (rank > 0 && (first_hit == 0 || rank < first_hit)) first_hit = rank;
    for (std::size_t k = 0; k < o.ks.size(); ++k) hits[k] += rank > 0 && rank <= o.ks[k];
  }
  if (relevant == 0) return;
  ++s.problems_with_relevant;
  for (std::size_t k = 0; k < o.ks.size(); ++k) {
    sums.metrics["P@" + std::to_string(o.ks[k])] +=
        static_cast<double>(hits[k]) / static_cast<double>(o.ks[k]);
    sums.metrics["R@" + std::to_string(o.ks[k])] +=
        static_cast<double>(hits[k]) / static_cast<double>(relevant);
  }
  sums.metrics["MRR"] += first_hit > 0 ? 1.0 / static_cast<double>(first_hit) : 0.0;
}

RatingsScore score_ranking(const std::vector<load::RatingProblem>& problems,
                           const load::QuestionIdResolver& resolver, const load::Ranking& ranking,
                           const RatingsOptions& options) {
  RatingsScore s;
  s.name = ranking.name;
  s.repeated = ranking.repeated;
  s.malformed = ranking.malformed;
  auto matched = load::resolve_ids(resolver, ranking.question_order);
  s.unknown_questions = matched.unknown;
  s.ambiguous_questions = matched.ambiguous;
  Sums sums;
  RankFinder finder(ranking);
  std::vector<std::size_t> rank_of, rated_at;
  std::vector<double> judged(options.ks.size(), 0.0);
  for (const auto& p : problems) {
    auto it = matched.external_for.find(p.qid);
    const Ids* ranked = it == matched.external_for.end() ? nullptr : &ranking.ranked.at(it->second);
    if (ranked == nullptr) s.unranked_problems.push_back(p.qid);
    const std::size_t length =
        finder.find(p, ranked, options.judged_only, options.ks, rank_of, rated_at);
    const double ndcg = ndcg_of_ranks(p.documents, rank_of, length, options.threshold);
    for (std::size_t k = 0; k < options.ks.size(); ++k)
      judged[k] += static_cast<double>(rated_at[k]) / static_cast<double>(options.ks[k]);
    s.question_ids.push_back(p.qid);
    s.per_problem.push_back(ndcg);
    s.problems_without_ratings += p.documents.empty();
    s.problems_all_zero += !p.documents.empty() && ndcg == 0.0 &&
                           std::all_of(p.documents.begin(), p.documents.end(),
                                       [](const auto& d) { return d.relevance == 0; });
    add_metrics(p, rank_of, options, s, sums);
  }
  s.problems = problems.size();
  s.ranked_problems = s.problems - s.unranked_problems.size();
  for (double v : s.per_problem) s.ndcg += v;  // in order, as np.average adds them
  s.ndcg /= static_cast<double>(std::max<std::size_t>(1, s.problems));
  const double n = static_cast<double>(std::max<std::size_t>(1, s.problems_with_relevant));
  for (const char* metric : {"P@", "R@"})
    for (std::size_t k : options.ks)
      s.metrics.emplace_back(metric + std::to_string(k),
                             sums.metrics[metric + std::to_string(k)] / n);
  s.metrics.emplace_back("MRR", sums.metrics["MRR"] / n);
  for (std::size_t k = 0; k < options.ks.size(); ++k)
    s.metrics.emplace_back("judged@" + std::to_string(options.ks[k]),
                           judged[k] / static_cast<double>(std::max<std::size_t>(1, s.problems)));
  for (const auto& [grade, counts] : sums.grades) {
    GradeRecall g{grade, counts.first, {}};
    for (std::size_t found : counts.second)
      g.found_at.push_back(static_cast<double>(found) / static_cast<double>(counts.first));
    s.by_grade.push_back(std::move(g));
  }
  return s;
}

}  // namespace

RatingsResult evaluate_ratings(const std::vector<load::RatingProblem>& problems,
                               const std::vector<load::Ranking>& rankings,
                               const RatingsOptions& options) {
  RatingsResult r;
  r.threshold = options.threshold;
  r.judged_only = options.judged_only;
  r.per_query = options.per_query;
  r.ks = options.ks;
  r.comparison = options.comparison;
  r.comparison.progress = nullptr;
  std::vector<std::string> qids;
  for (const auto& p : problems) qids.push_back(p.qid);
  load::QuestionIdResolver resolver(qids);
  std::vector<std::string> names;
  for (const auto& ranking : rankings) {
    r.rankings.push_back(score_ranking(problems, resolver, ranking, options));
    names.push_back(ranking.name);
  }
  std::vector<PairedComparison> paired;
  for (const auto& [b, o] : comparison_pairs(names, options.comparison, true)) {
    const auto &base = r.rankings[b], &other = r.rankings[o];
    std::vector<double> deltas;
    for (std::size_t q = 0; q < base.per_problem.size(); ++q)
      deltas.push_back(other.per_problem[q] - base.per_problem[q]);
    r.comparisons.push_back({base.ndcg, other.ndcg, {}});
    paired.push_back(compare_paired(base.name, other.name, deltas, options.comparison));
  }
  adjust_p_values(paired, options.comparison.correction);
  for (std::size_t i = 0; i < paired.size(); ++i) r.comparisons[i].paired = std::move(paired[i]);
  return r;
}

}  // namespace explgraph::analyze
