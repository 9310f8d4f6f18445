#pragma once
#include <vector>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/load/trec.hpp"

namespace explgraph::analyze {

// A run scored as `trec_eval -c -l L` scores it (L = options.relevance_threshold; trec_eval's
// default 1), with P@k, R@k and NDCG@k at options.ks:
//  - each query's documents ordered by score descending, ties by docid descending
//    (load::trec_order); a document the qrels do not judge is not relevant;
//  - a document is relevant when its grade is at least L (a negative grade never is);
//    num_rel = the query's judged documents that are relevant;
//  - AP = sum over the relevant retrieved, at 1-based rank r_i the i-th, of i / r_i, divided by
//    num_rel (trec_eval's `map`); P@k = relevant in the first k / k (`P_k`); R@k = relevant in
//    the first k / num_rel (`recall_k`); MRR = 1 / the rank of the first relevant (`recip_rank`);
//    NDCG@k = DCG@k / ideal DCG@k, with gain = the grade of a positively graded document,
//    discount log2(rank + 1), the ideal from every positive grade of the query's judgments,
//    highest first (`ndcg_cut_k`); each 0 when its denominator is;
//  - every query of the qrels averaged (-c): one the run does not retrieve for scores 0 and is
//    listed in `missing_questions`; the run's queries the qrels lack are ignored and listed in
//    `unknown_questions`.
RankingScore evaluate_trec_run(const std::string& name, const load::Qrels& qrels,
                               const load::TrecRun& run, const RankevalOptions& options);

}  // namespace explgraph::analyze
