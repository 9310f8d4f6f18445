#include "explgraph/analyze/trec_eval.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze {
namespace {

std::string cutoffs(std::vector<std::size_t> ks) {
  std::sort(ks.begin(), ks.end());
  ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
  std::string list;
  for (std::size_t k : ks) list += (list.empty() ? "" : ",") + std::to_string(k);
  return list;
}

// rankeval's own figures as trec_eval's measures: MAP = map, P@k = P_k, R@k = recall_k,
// NDCG@k = ndcg_cut_k, MRR = recip_rank; and judged@k, ir_measures' Judged@k.
TrecMeasureSelection usual_measures(const std::vector<std::size_t>& ks) {
  std::vector<std::string> specs{"map", "recip_rank"};
  if (!ks.empty())
    for (const char* name : {"P", "recall", "ndcg_cut", "judged"})
      specs.push_back(name + ("." + cutoffs(ks)));
  return select_trec_measures(specs);
}

std::size_t column(const TrecEvaluation& e, const std::string& name) {
  for (std::size_t c = 0; c < e.columns.size(); ++c)
    if (e.columns[c].name == name) return c;
  throw std::logic_error("no trec_eval column " + name);  // usual_measures makes them all
}

void take_usual_figures(const TrecEvaluation& e, const RankevalOptions& options, RankingScore& s) {
  const std::size_t map = column(e, "map");
  s.question_ids = e.queries;
  for (std::size_t q = 0; q < e.queries.size(); ++q) s.ap.push_back(e.value(q, map));
  s.map = e.summary[map];
  s.scored_questions = e.queries.size();
  for (const char* metric : {"P@", "R@", "NDCG@"})
    for (std::size_t k : options.ks) {
      const std::string measure = metric == std::string("P@")   ? "P_"
                                  : metric == std::string("R@") ? "recall_"
                                                                : "ndcg_cut_";
      s.metrics.emplace_back(metric + std::to_string(k),
                             e.summary[column(e, measure + std::to_string(k))]);
    }
  s.metrics.emplace_back("MRR", e.summary[column(e, "recip_rank")]);
  for (std::size_t k : options.ks)
    s.metrics.emplace_back("judged@" + std::to_string(k),
                           e.summary[column(e, "judged_" + std::to_string(k))]);
}

// Every order of a query's tied documents gives figures between those of the order best for
// every measure (highest grades first within each run of equal scores) and the worst: AP,
// P@k, R@k, NDCG@k and RR only rise as a relevant or higher-graded document moves up, and the
// runs of ties hold fixed ranks. So the lowest and highest of each average are those two.
RankingTies tie_effects(const load::Qrels& qrels, const load::TrecRun& run,
                        const TrecMeasureSelection& usual, const TrecEvalSettings& settings,
                        const RankevalOptions& options, std::size_t threads,
                        const RankingScore& scored) {
  RankingTies ties;
  const TrecTieCounts counts = count_ties(qrels, run, options.ks);
  ties.queries_with_ties = counts.queries_with_ties;
  ties.straddling = counts.straddling;
  RankingScore low = scored, high = scored;  // without ties, the one order's figures
  if (ties.queries_with_ties > 0)
    for (auto [order, into] : {std::pair{TrecEvalSettings::Ties::kWorstFirst, &low},
                               std::pair{TrecEvalSettings::Ties::kBestFirst, &high}}) {
      TrecEvalSettings ordered = settings;
      ordered.ties = order;
      *into = RankingScore{};
      take_usual_figures(evaluate_trec_measures(qrels, run, usual, ordered, threads), options,
                         *into);
    }
  ties.range.push_back({"MAP", low.map, high.map});
  for (std::size_t i = 0; i < low.metrics.size(); ++i)
    if (low.metrics[i].first.rfind("judged@", 0) != 0)  // a share of judgments, not a quality
      ties.range.push_back({low.metrics[i].first, low.metrics[i].second, high.metrics[i].second});
  return ties;
}

}  // namespace

std::string trec_eval_flags(const RankevalOptions& options) {
  std::string flags = options.trec.complete ? "-c" : "";
  auto add = [&](const std::string& flag) { flags += (flags.empty() ? "" : " ") + flag; };
  if (options.trec.judged_only) add("-J");
  if (options.trec.depth != std::numeric_limits<long>::max())
    add("-M " + std::to_string(options.trec.depth));
  const long level = static_cast<long>(std::ceil(options.relevance_threshold));
  if (level != 1) add("-l " + std::to_string(level));
  return flags;
}

RankingScore evaluate_trec_run(const std::string& name, const load::Qrels& qrels,
                               const load::TrecRun& run, const RankevalOptions& options,
                               std::size_t threads) {
  RankingScore s;
  s.name = name;
  s.ranked_by_score = true;
  s.repeated = run.repeated;
  s.malformed = run.malformed;
  std::unordered_set<std::string_view> in_run(run.queries.begin(), run.queries.end());
  for (const auto& id : qrels.queries)
    if (in_run.count(id))
      ++s.ranked_questions;
    else
      s.missing_questions.push_back(id);
  const std::unordered_set<std::string_view> judged(qrels.queries.begin(), qrels.queries.end());
  for (const auto& id : run.queries)
    if (!judged.count(id)) s.unknown_questions.push_back(id);
  s.gold_questions = qrels.queries.size();

  const TrecMeasureSelection usual = usual_measures(options.ks);
  std::vector<const TrecMeasureSelection*> selections{&usual};
  if (!options.trec_measures.measures.empty()) selections.push_back(&options.trec_measures);
  TrecEvalSettings settings = options.trec;
  // trec_eval's -l is a whole grade: "at least 1.5" is "at least 2" for whole grades
  settings.relevance_level = static_cast<long>(std::ceil(options.relevance_threshold));
  auto evaluations = evaluate_trec_measures(qrels, run, selections, settings, threads);
  take_usual_figures(evaluations[0], options, s);
  if (evaluations.size() > 1)
    s.trec_measures = std::make_shared<const TrecEvaluation>(std::move(evaluations[1]));
  s.ties = tie_effects(qrels, run, usual, settings, options, threads, s);
  return s;
}

}  // namespace explgraph::analyze
