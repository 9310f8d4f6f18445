#pragma once
#include <vector>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/analyze/trec_measures.hpp"
#include "explgraph/load/trec.hpp"

namespace explgraph::analyze {

// A run scored as `trec_eval -l L` scores it (analyze/trec_measures.hpp; L, -c, -J and -M from
// options.trec, -c by default), with trec_eval's own measures for rankeval's figures:
// MAP = map (also each query's AP), P@k = P_k, R@k = recall_k, NDCG@k = ndcg_cut_k (the grade
// as gain), MRR = recip_rank, at options.ks; and, when options.trec_measures selects any, those
// measures as well (RankingScore::trec_measures). A judged query the run lacks is listed in
// `missing_questions` (scored 0 under -c, left out otherwise); the run's queries the qrels lack
// are ignored and listed in `unknown_questions`.
RankingScore evaluate_trec_run(const std::string& name, const load::Qrels& qrels,
                               const load::TrecRun& run, const RankevalOptions& options,
                               std::size_t threads = 1);

// The trec_eval flags that score a run as `options` do: "-c", "-c -J -M 100 -l 2", "".
std::string trec_eval_flags(const RankevalOptions& options);

}  // namespace explgraph::analyze
