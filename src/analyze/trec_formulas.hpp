#pragma once
#include <vector>

#include "explgraph/analyze/trec_measures.hpp"

// The formulas of trec_eval's measures, one function each, over a query's judged ranking.
// Internal to analyze/trec_measures.cpp.
namespace explgraph::analyze::trec {

// trec_eval's values for a retrieved document (form_res_rels.c): its grade when judged with a
// grade of 0 or more, else one of these.
constexpr long kNotJudged = -1;       // RELVALUE_NONPOOL: not in the qrels
constexpr long kJudgedNegative = -2;  // RELVALUE_UNJUDGED: in the qrels with a grade below 0

// One query's ranking as trec_eval's measures see it (its RES_RELS).
struct JudgedRanking {
  std::vector<long> values;  // by rank: the retrieved documents' grades or the values above
  long num_ret = 0;
  long num_rel = 0;  // judged documents graded at least the relevance level
  long num_rel_ret = 0;
  long num_nonpool = 0;
  long num_unjudged_in_pool = 0;
  std::vector<long> rel_levels;  // by grade from 0: how many judgments have it
  long num_rel_levels = 0;       // the highest grade judged + 1
};

using Measure = TrecMeasureSelection::Measure;

// The measure's i-th cutoff as a count of documents: the whole number given, exactly, else the
// default's.
long cutoff(const Measure& m, std::size_t i);

// Writes the measure's values for the query (one per cutoff for cutoff measures) to `out`,
// which holds zeros: a formula that has nothing to say leaves a 0, as trec_eval does.
using Formula = void (*)(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s,
                         double* out);

void num_q(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void num_ret(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void num_rel(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void num_rel_ret(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void map(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void gm_map(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void r_prec(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void bpref(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void gm_bpref(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void recip_rank(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void iprec_at_recall(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void precision(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void recall(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void inf_ap(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void r_prec_mult(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void utility(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void eleven_point_average(const JudgedRanking&, const Measure&, const TrecEvalSettings&,
                          double* out);
void bin_g(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void g(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void dcg(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void ideal_dcg(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void ndcg(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void ndcg_rel(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void r_ndcg(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void ndcg_cut(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void map_cut(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void relative_p(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void success(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void set_p(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void set_relative_p(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void set_recall(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void set_map(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void set_f(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void num_nonrel_judged_ret(const JudgedRanking&, const Measure&, const TrecEvalSettings&,
                           double* out);
void yaap(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void rbp(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void rbp_resid(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
void unjudged(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);
// Not trec_eval's: ir_measures' Judged@k, the share of the first k documents the qrels judge
// (with any grade, below 0 too), over k.
void judged(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out);

// The relevance string (m_relstring.c): the first `length` values as characters, '-' not
// judged, '.' judged below 0, '>' a grade above 9.
std::string relevance_string(const JudgedRanking& rr, const Measure& m);

}  // namespace explgraph::analyze::trec
