#include "explgraph/api/options/rankeval.hpp"

#include <algorithm>
#include <charconv>
#include <climits>

#include "explgraph/api/options/evaluated_inputs.hpp"
#include "explgraph/core/choices.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

namespace {

// trec_eval's measures and flags, which only TREC runs scored against qrels take.
void trec_eval_options(const RankevalCommandOptions& o, analyze::RankevalOptions& r) {
  const char* given = !o.measures.empty()                  ? "--measures"
                      : o.ranked_queries_only              ? "--ranked-queries-only"
                      : o.judged_only && o.ratings.empty() ? "--judged-only"
                      : o.depth.value != RankevalCommandOptions::kEveryDocument ? "--depth"
                                                                                : nullptr;
  if (given != nullptr && o.qrels.empty())
    throw core::UsageError(std::string(given) +
                           ": trec_eval's measures and flags apply to TREC runs scored against "
                           "--qrels" +
                           (std::string(given) == "--judged-only"
                                ? " (and --judged-only to rankings scored against --ratings; "
                                  "gold explanations judge every fact)"
                                : ""));
  auto measures = o.measures;
  if (measures.empty() && !o.qrels.empty() && (o.output.format == "trec_eval" || o.per_query))
    measures.push_back("official");  // what trec_eval prints when no -m is given
  r.trec_measures = analyze::select_trec_measures(measures);
  r.per_query = o.per_query;
  r.trec.complete = !o.ranked_queries_only;
  r.trec.judged_only = o.judged_only;
  if (o.depth.value != RankevalCommandOptions::kEveryDocument) {
    check_range("--depth", o.depth, 1, LONG_MAX);  // trec_eval's -M 0 would score nothing
    r.trec.depth = static_cast<long>(o.depth.value);
  }
}

}  // namespace

RankevalSettings library_options(const RankevalCommandOptions& o) {
  RankevalSettings c;
  c.rankeval.comparison = comparison_options(o.comparison);
  // cut-offs up to 1,000,000: beyond, no ranking has that many facts
  c.rankeval.ks = whole_number_list("--k", o.ks, 1'000'000);
  c.rankeval.relevance_threshold = finite_option("--relevance-threshold", o.relevance_threshold);
  c.ratings.threshold = finite_option("--rating-threshold", o.rating_threshold);
  const auto scorer = analyze::parse_scorer(o.scorer);  // tg2021 scores the expert ratings
  if (!scorer && o.scorer != "tg2021")
    throw core::UsageError("--scorer: expected " + core::choice_list(analyze::kScorers, ", ") +
                           " or tg2021, found '" + o.scorer + "'");
  if (!o.ratings.empty() && o.scorer == "tg2019")
    throw core::UsageError(
        "--ratings is scored with tg2021's NDCG; --scorer tg2019 does not apply");
  if (!o.qrels.empty() && !o.ratings.empty())
    throw core::UsageError("--qrels and --ratings are two kinds of judgments: give one");
  if (!o.qrels.empty() && o.scorer != "tg2020")
    throw core::UsageError("--qrels is scored as trec_eval -c; --scorer " + o.scorer +
                           " does not apply");
  if (o.ratings.empty() && o.scorer == "tg2021")
    throw core::UsageError("--scorer tg2021 scores against expert ratings: give --ratings FILE");
  c.rankeval.scorer = scorer.value_or(analyze::Scorer::kTg2020);
  trec_eval_options(o, c.rankeval);
  c.ratings.ks = c.rankeval.ks;
  c.ratings.judged_only = o.judged_only;
  c.ratings.per_query = o.per_query;
  c.ratings.comparison = c.rankeval.comparison;
  return c;
}

void check_judgments(const RankevalCommandOptions& o, bool corpus_given) {
  if (!o.qrels.empty() && corpus_given)
    throw core::UsageError(
        "--qrels judges the runs in place of a corpus's gold explanations: give one of them");
}

Output rankeval(Workspace& corpus, const RankevalCommandOptions& o,
                const std::vector<load::NamedFile>& rankings) {
  const RankevalSettings settings = library_options(o);
  if (!o.qrels.empty()) return rankeval_trec(corpus, o.qrels, rankings, settings.rankeval);
  if (!o.ratings.empty()) return rankeval_ratings(o.ratings, rankings, settings.ratings);
  return explgraph::rankeval(corpus, rankings, settings.rankeval);
}

const CommandHelp kRankevalHelp{
    "rankeval",
    "scores explanation-regeneration rankings against the gold explanations: MAP exactly as the "
    "TextGraphs evaluation scripts define it (--scorer tg2020: the gold questions are those whose "
    "whole flags field is SUCCESS or READY, a missing gold fact adds zero precision and a gold "
    "question without a ranking scores 0; tg2019: a question missing any gold fact scores 0 and "
    "only ranked questions are averaged), P@k, R@k, NDCG@k and MRR, MAP by role, by overlap with "
    "the question or answer, by hop count, by knowledge category and by explanation length; with "
    "several rankings, each compared with the first (or --baseline NAME, or every pair with "
    "--compare all) by --test on per-question average precision, with --correction across the "
    "pairs, and a table for papers (--format latex). --ratings scores against the TextGraphs 2021 "
    "expert ratings with that task's NDCG, exactly as its official evaluate.py (no corpus needed). "
    "TF-Ranking JSON output is scored with its own graded relevance (no corpus needed). --qrels "
    "scores TREC runs against TREC relevance judgments exactly as trec_eval -c (MAP = map, P@k = "
    "P_k, R@k = recall_k, NDCG@k = ndcg_cut_k with the grade as gain, MRR = recip_rank; every "
    "judged query averaged, one the run lacks scoring 0); --measures adds any of trec_eval 10's "
    "own measures (all_trec, P.5,10, …) under its flags (--judged-only, --depth, "
    "--ranked-queries-only), and --format trec_eval prints them line for line as trec_eval does; a "
    "TREC run with a corpus is scored like a TextGraphs ranking in trec_eval's order.",
    "explgraph rankeval --corpus DIR --ranking [NAME=]FILE... [options]\n"
    "       explgraph rankeval --ratings RATINGS.json --ranking [NAME=]FILE... [options]\n"
    "       explgraph rankeval --qrels QRELS --ranking [NAME=]RUN... "
    "[--measures MEASURE...] [options]",
    "\nExamples:\n"
    "  explgraph rankeval --corpus corpus --ranking ranking.tsv\n"
    "  explgraph rankeval --corpus corpus --ranking tfidf=ranking.tsv --ranking "
    "tg=textgraphs.tsv --format json\n"
    "  explgraph rankeval --corpus corpus --ranking tfidf=ranking.tsv "
    "tg=textgraphs.tsv --test t --format latex\n"
    "  explgraph rankeval --qrels corpus/rankings/gold.qrels --ranking tfidf=run.trec\n"
    "  explgraph rankeval --qrels corpus/rankings/gold.qrels --ranking run.trec --measures "
    "all_trec --per-query --format trec_eval\n"};

void add_options(OptionBlocks& blocks, RankevalCommandOptions& o) {
  add_ranking_option(blocks.own, o.rankings);
  blocks.own.add_options()("scorer",
                           po::value(&o.scorer)->default_value("tg2020")->value_name(
                               core::choice_list(analyze::kScorers, "|") + "|tg2021"),
                           "which TextGraphs score (tg2021 needs --ratings)")(
      "qrels", po::value(&o.qrels)->value_name("FILE"),
      "TREC relevance judgments ('qid 0 docid grade'): the rankings are TREC runs ('qid Q0 "
      "docid rank score tag'), scored exactly as trec_eval -c (no corpus needed)")(
      "ratings", po::value(&o.ratings)->value_name("FILE"),
      "TextGraphs 2021 expert ratings JSON ({\"rankingProblems\": [{\"qid\", \"documents\": "
      "[{\"uuid\", \"relevance\"}]}]}); "
      "implies --scorer tg2021")(
      "rating-threshold", po::value(&o.rating_threshold)->default_value(0)->value_name("T"),
      "--ratings: a fact rated above T is relevant (the official scorer's 0)")(
      "k", po::value(&o.ks)->default_value("1,5,10,20")->value_name("LIST"),
      "cut-offs for P@k, R@k and NDCG@k")(
      "relevance-threshold", po::value(&o.relevance_threshold)->default_value(1)->value_name("R"),
      "TF-Ranking JSON and --qrels: a document with relevance >= R is relevant (trec_eval's "
      "-l)")("measures",
             po::value(&o.measures)->composing()->multitoken()->value_name("MEASURE..."),
             "--qrels: trec_eval's measures besides rankeval's figures, in its -m syntax (map, "
             "P.5,10, ndcg_cut.10, all_trec, official, set), computed and printed exactly as "
             "trec_eval 10 does")(
      "per-query", po::bool_switch(&o.per_query),
      "each question's figures too (per_query): its average precision; with --qrels, "
      "trec_eval's measures (its -q; the official ones unless --measures)")(
      "ranked-queries-only", po::bool_switch(&o.ranked_queries_only),
      "--qrels: leave out the judged queries a run lacks instead of scoring them 0 "
      "(trec_eval without -c)")(
      "judged-only", po::bool_switch(&o.judged_only),
      "--qrels, --ratings: drop the documents not judged (not rated) from each ranking before "
      "scoring (trec_eval's -J)")(
      "depth", po::value(&o.depth)->value_name("N"),
      "--qrels: score the first N documents of each query only (trec_eval's -M)");
  add_comparison_options(blocks.own, o.comparison, "rankings");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
