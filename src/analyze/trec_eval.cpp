#include "explgraph/analyze/trec_eval.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze {
namespace {

// trec_eval's values for a retrieved document (form_res_rels.c): its grade when judged
// with a grade of 0 or more, else one of these, which no relevance level of 0 or more reaches.
constexpr long kNotJudged = -1;       // RELVALUE_NONPOOL
constexpr long kJudgedNegative = -2;  // RELVALUE_UNJUDGED: in the pool, graded below 0

// One query's run, as trec_eval sees it: the values of the retrieved documents in rank order,
// and the query's judgments.
struct JudgedQuery {
  std::vector<long> values;           // by rank
  std::size_t relevant = 0;           // num_rel
  std::vector<long> positive_grades;  // the judgments' grades above 0, highest first
};

JudgedQuery judge(const std::vector<load::Qrels::Judgment>& judgments, const load::TrecRun& run,
                  std::size_t query, double level) {
  JudgedQuery q;
  std::unordered_map<std::uint32_t, long> grade_of;  // by run document id
  for (const auto& j : judgments) {
    if (j.grade >= 0 && static_cast<double>(j.grade) >= level) ++q.relevant;
    if (j.grade > 0) q.positive_grades.push_back(j.grade);
    const auto document = run.documents.find(j.document);
    if (document.valid()) grade_of.emplace(document.value, j.grade < 0 ? kJudgedNegative : j.grade);
  }
  std::sort(q.positive_grades.rbegin(), q.positive_grades.rend());
  if (query == SIZE_MAX) return q;
  const auto& retrieved = run.retrieved[query];
  for (std::uint32_t i : load::trec_order(run, query)) {
    auto it = grade_of.find(retrieved[i].document);
    q.values.push_back(it == grade_of.end() ? kNotJudged : it->second);
  }
  return q;
}

double discounted_gain(long grade, std::size_t rank) {
  return static_cast<double>(grade) / std::log2(static_cast<double>(rank) + 1.0);
}

// The query's metrics, added to `sums` (by name) and `rr`; returns its AP.
double score_query(const JudgedQuery& q, double level, const std::vector<std::size_t>& ks,
                   std::map<std::string, double>& sums, double& rr) {
  auto relevant = [&](long value) { return static_cast<double>(value) >= level; };
  const double num_rel = static_cast<double>(q.relevant);
  double ap_sum = 0;
  std::size_t found = 0;
  for (std::size_t i = 0; i < q.values.size(); ++i)
    if (relevant(q.values[i])) {
      if (found == 0) rr += 1.0 / static_cast<double>(i + 1);
      ++found;
      ap_sum += static_cast<double>(found) / static_cast<double>(i + 1);
    }
  for (std::size_t k : ks) {
    const std::size_t cut = std::min(k, q.values.size());
    std::size_t hits = 0;
    double dcg = 0, ideal = 0;
    for (std::size_t i = 0; i < cut; ++i) {
      hits += relevant(q.values[i]);
      if (q.values[i] > 0) dcg += discounted_gain(q.values[i], i + 1);
    }
    for (std::size_t i = 0; i < std::min(k, q.positive_grades.size()); ++i)
      ideal += discounted_gain(q.positive_grades[i], i + 1);
    const std::string at = std::to_string(k);
    sums["P@" + at] += static_cast<double>(hits) / static_cast<double>(k);
    sums["R@" + at] += num_rel > 0 ? static_cast<double>(hits) / num_rel : 0.0;
    sums["NDCG@" + at] += ideal > 0 ? dcg / ideal : 0.0;
  }
  return found > 0 ? ap_sum / num_rel : 0.0;
}

}  // namespace

RankingScore evaluate_trec_run(const std::string& name, const load::Qrels& qrels,
                               const load::TrecRun& run, const RankevalOptions& options) {
  RankingScore s;
  s.name = name;
  s.ranked_by_score = true;
  s.repeated = run.repeated;
  s.malformed = run.malformed;
  std::unordered_map<std::string_view, std::size_t> run_query;
  for (std::size_t q = 0; q < run.queries.size(); ++q) run_query.emplace(run.queries[q], q);
  std::map<std::string, double> sums;
  double rr = 0;
  for (std::size_t q = 0; q < qrels.queries.size(); ++q) {
    const auto& id = qrels.queries[q];
    auto it = run_query.find(id);
    const std::size_t in_run = it == run_query.end() ? SIZE_MAX : it->second;
    if (in_run == SIZE_MAX)
      s.missing_questions.push_back(id);
    else
      ++s.ranked_questions;
    const JudgedQuery judged = judge(qrels.judgments[q], run, in_run, options.relevance_threshold);
    s.question_ids.push_back(id);
    s.ap.push_back(score_query(judged, options.relevance_threshold, options.ks, sums, rr));
  }
  const std::unordered_set<std::string_view> judged_query(qrels.queries.begin(),
                                                          qrels.queries.end());
  for (const auto& id : run.queries)
    if (!judged_query.count(id)) s.unknown_questions.push_back(id);
  s.gold_questions = s.scored_questions = qrels.queries.size();
  const double n = static_cast<double>(std::max<std::size_t>(1, s.scored_questions));
  for (double ap : s.ap) s.map += ap;
  s.map /= n;
  s.metrics = average_metrics(sums, rr, options.ks, n);
  return s;
}

}  // namespace explgraph::analyze
