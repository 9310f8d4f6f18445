// accuracy and rankeval: scoring what solvers and rankers produced against the corpus.
#include <algorithm>
#include <climits>
#include <set>

#include "explgraph/analyze/trec_eval.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/trec.hpp"
#include "explgraph/report/accuracy_report.hpp"
#include "explgraph/report/power_report.hpp"
#include "explgraph/report/rankeval_report.hpp"
#include "explgraph/report/ratings_report.hpp"
#include "explgraph/report/trec_measures_report.hpp"
#include "input_checks.hpp"
#include "scoring.hpp"

namespace explgraph {
namespace {

// --role names a role the corpus's explanations use, or nothing would be counted.
void check_role(const std::string& role, const load::Corpus& corpus) {
  if (role.empty()) return;
  std::set<std::string> seen;
  for (const auto& q : corpus.questions)
    for (const auto& t : q.explanation) seen.insert(t.role);
  if (seen.count(role)) return;
  std::string list;
  for (const auto& r : seen) list += (list.empty() ? "" : ", ") + r;
  throw core::UsageError("--role: no explanation uses the role '" + role +
                         "'; the roles present are " + list);
}

// A run scored against qrels judging none of its queries scores 0 on every one: an error.
// Queries the qrels do not judge are ignored, as trec_eval ignores them, and said so.
void check_queries_judged(const std::string& file, const std::string& qrels,
                          const analyze::RankingScore& score, core::Diagnostics& warnings) {
  std::string examples;
  for (std::size_t i = 0; i < score.unknown_questions.size() && i < 3; ++i)
    examples += (i ? ", " : "") + core::quoted(score.unknown_questions[i]);
  if (score.unknown_questions.size() > 3) examples += ", …";
  if (score.ranked_questions == 0)
    throw core::InputError(file + ": error: none of its queries is one " + qrels +
                           " judges (found " + examples + "); qrels of another collection?");
  if (!score.unknown_questions.empty())
    warnings.warn(file, 0, 0, "unjudged-query",
                  std::to_string(score.unknown_questions.size()) + " quer" +
                      (score.unknown_questions.size() == 1 ? "y" : "ies") + " that " + qrels +
                      " does not judge (" + examples + "); ignored, as trec_eval ignores them");
}

// Harness samples cover all of ARC, of which the corpus holds a part: the samples outside it
// are counted (not_in_corpus), not warned about; none inside is an error.
void check_harness_ids(const std::string& file, const analyze::SolverScores& score) {
  if (score.answered > 0) return;
  std::string examples;
  for (std::size_t i = 0; i < score.unknown_questions.size() && i < 3; ++i)
    examples += (i ? ", " : "") + core::quoted(score.unknown_questions[i]);
  if (score.unknown_questions.size() > 3) examples += ", …";
  throw core::InputError(file + ": error: none of its " + std::to_string(score.harness->samples()) +
                         " samples names a scored question of the corpus (found " + examples +
                         "): the harness names questions by ARC's ids (doc.id), as WorldTree V2.1 "
                         "does; another corpus, or --split?");
}

const std::string& source_of(const std::vector<std::string>& sources, std::size_t i,
                             const std::string& name) {
  return i < sources.size() ? sources[i] : name;
}

Output accuracy_output(analyze::AccuracyResult result, core::Diagnostics warnings) {
  return compared_output(std::move(result), report::accuracy_json, report::accuracy_document,
                         report::accuracy_tables, report::accuracy_paper_table,
                         std::move(warnings));
}

Output rankeval_output(analyze::RankevalResult result, core::Diagnostics warnings) {
  std::vector<std::shared_ptr<const analyze::TrecEvaluation>> measured;
  for (const auto& s : result.rankings)
    if (s.trec_measures) measured.push_back(s.trec_measures);
  const bool per_query = result.per_query;
  Output output =
      compared_output(std::move(result), report::rankeval_json, report::rankeval_document,
                      report::rankeval_tables, report::rankeval_paper_table, std::move(warnings));
  if (!measured.empty())  // each run's lines in turn, as trec_eval run on each would print
    output.trec_eval = [measured, per_query](std::ostream& out) {
      for (const auto& e : measured) report::write_trec_eval(*e, per_query, out);
    };
  return output;
}

}  // namespace

analyze::AccuracyResult score_predictions(Workspace& workspace,
                                          const std::vector<load::Predictions>& predictions,
                                          analyze::AccuracyOptions options,
                                          const std::vector<std::string>& sources,
                                          core::Diagnostics& warnings) {
  options.comparison.check();
  const auto& baseline = options.comparison.baseline;
  if (!baseline.empty() && std::none_of(predictions.begin(), predictions.end(),
                                        [&](const auto& p) { return p.name == baseline; }))
    throw core::UsageError("--baseline: no solver is named '" + baseline + "'");
  options.role = core::ascii_upper(options.role);
  check_role(options.role, workspace.corpus());
  options.comparison.progress = workspace.progress();
  auto result = analyze::compute_accuracy(workspace.corpus(), workspace.explanation_graphs(),
                                          predictions, options);
  for (std::size_t s = 0; s < result.scores.size(); ++s) {
    const auto& score = result.scores[s];
    if (score.harness) {
      check_harness_ids(source_of(sources, s, predictions[s].name), score);
      check_harness_explanations(source_of(sources, s, predictions[s].name), result, s,
                                 workspace.corpus().source, warnings);
    } else {
      check_ids_matched(source_of(sources, s, predictions[s].name), "a scored question",
                        score.answered, unmatched_ids(score.unknown_questions, score.ambiguous_ids),
                        warnings);
    }
    check_prediction_coverage(source_of(sources, s, predictions[s].name), result, s, warnings);
  }
  return result;
}

void compare_scored_rankings(analyze::RankevalResult& result, Workspace& workspace,
                             analyze::ComparisonOptions options) {
  options.check();
  options.progress = workspace.progress();
  result.comparisons = analyze::compare_rankings(result.rankings, options);
  if (!result.comparisons.empty())
    for (const auto& r : result.rankings)
      result.ranking_ci95.push_back(analyze::system_interval(r.ap, options));
  result.comparison = options;
  result.comparison.progress = nullptr;
}

analyze::RankevalResult score_rankings(Workspace& workspace,
                                       const std::vector<load::Ranking>& rankings,
                                       analyze::RankevalOptions options,
                                       const std::vector<std::string>& sources,
                                       core::Diagnostics& warnings) {
  options.comparison.check();
  for (std::size_t i = 0; i < rankings.size(); ++i)
    refuse_predictions_as_ranking(source_of(sources, i, rankings[i].name), rankings[i],
                                  workspace.corpus().tablestore);
  auto result = analyze::evaluate_rankings(workspace.corpus(), workspace.explanation_graphs(),
                                           rankings, options);
  for (std::size_t i = 0; i < result.rankings.size(); ++i) {
    const auto& s = result.rankings[i];
    check_ids_matched(source_of(sources, i, s.name), "a gold question", s.ranked_questions,
                      unmatched_ids(s.unknown_questions, s.ambiguous_questions), warnings);
    check_ranking_coverage(source_of(sources, i, s.name), s, options.scorer, warnings);
  }
  result.per_query = options.per_query;
  result.scorer = analyze::scorer_name(options.scorer);
  return result;
}

Output accuracy(Workspace& workspace, const std::vector<load::Predictions>& predictions,
                analyze::AccuracyOptions options, const std::vector<std::string>& sources) {
  core::Diagnostics warnings;
  auto result = score_predictions(workspace, predictions, std::move(options), sources, warnings);
  return accuracy_output(std::move(result), std::move(warnings));
}

Output accuracy(Workspace& workspace, const std::vector<load::NamedFile>& predictions,
                const analyze::AccuracyOptions& options) {
  core::Diagnostics warnings;
  auto read = load::read_named_predictions(predictions, warnings, options.harness_metric);
  auto result = score_predictions(workspace, read, options, load::paths_of(predictions), warnings);
  return accuracy_output(std::move(result), std::move(warnings));
}

Output rankeval(Workspace& workspace, const std::vector<load::Ranking>& rankings,
                analyze::RankevalOptions options, const std::vector<std::string>& sources) {
  core::Diagnostics warnings;
  auto result = score_rankings(workspace, rankings, options, sources, warnings);
  compare_scored_rankings(result, workspace, options.comparison);
  return rankeval_output(std::move(result), std::move(warnings));
}

Output rankeval(Workspace& workspace, const std::vector<load::NamedFile>& rankings,
                analyze::RankevalOptions options) {
  core::Diagnostics warnings;
  std::vector<load::Ranking> tsv;
  std::vector<std::string> tsv_sources;
  std::vector<analyze::RankingScore> json_scores;
  for (const auto& named : rankings) {
    load::InputFile in(named.path);  // read once: a pipe cannot be read twice
    if (in.first_significant_byte() == '{') {
      auto output = load::read_tfranking_output(in.stream(), in.name(), warnings);
      json_scores.push_back(
          analyze::evaluate_scored_problems(named.name, output.problems, options));
      json_scores.back().malformed = output.skipped_problems + output.skipped_documents;
      continue;
    }
    const bool trec = load::looks_like_trec_run(in.first_line());
    if (workspace.empty())
      throw core::UsageError(
          std::string(trec ? "a TREC run" : "a TextGraphs ranking") +
          " is scored against gold explanations: give --corpus DIR or --tables and --questions (or "
          "--qrels FILE for relevance judgments, --ratings FILE for the 2021 expert ratings)");
    if (trec) {
      tsv.push_back(load::ranking_of(
          load::read_trec_run(named.path, in.stream(), in.name(), warnings, workspace.threads())));
    } else {
      core::InputAccount account{in.name(), "ranking", 0, 0, {}};
      tsv.push_back(load::read_textgraphs_ranking(named.path, in.stream(), in.name(), warnings,
                                                  account, workspace.threads()));
    }
    tsv.back().name = named.name;
    tsv_sources.push_back(named.path);
  }
  analyze::RankevalResult result;
  if (!tsv.empty()) result = score_rankings(workspace, tsv, options, tsv_sources, warnings);
  result.scorer = analyze::scorer_name(options.scorer);
  result.per_query = options.per_query;
  for (auto& s : json_scores) result.rankings.push_back(std::move(s));
  compare_scored_rankings(result, workspace, options.comparison);  // TF-Ranking ones too
  return rankeval_output(std::move(result), std::move(warnings));
}

// Qrels in which no document reaches the relevance threshold score every run 0, as
// trec_eval does; that is said, not left to look like a result.
static void warn_nothing_relevant(const load::Qrels& qrels, double threshold,
                                  core::Diagnostics& warnings) {
  long highest = LONG_MIN;
  for (const auto& judged : qrels.judgments)
    for (const auto& j : judged) highest = std::max(highest, j.grade);
  if (highest != LONG_MIN && static_cast<double>(highest) >= threshold) return;
  warnings.warn(
      qrels.name, 0, 0, "no-relevant-documents",
      "no judgment reaches the relevance threshold " + core::format_number(threshold) +
          (highest == LONG_MIN ? std::string(" (no judgment at all)")
                               : " (the highest grade is " + std::to_string(highest) + ")") +
          ": nothing can be relevant, so every measure is 0 "
          "(--relevance-threshold, or the qrels' grades?)");
}

Output rankeval_trec(Workspace& workspace, const load::Qrels& qrels,
                     const std::vector<load::TrecRun>& runs, analyze::RankevalOptions options,
                     const std::vector<std::string>& sources) {
  core::Diagnostics warnings;
  options.comparison.check();
  if (options.relevance_threshold < 0)  // unjudged documents would count as relevant
    throw core::UsageError("--relevance-threshold: with --qrels, a grade of 0 or more, found " +
                           core::format_number(options.relevance_threshold));
  warn_nothing_relevant(qrels, options.relevance_threshold, warnings);
  analyze::RankevalResult result;
  result.scorer = "trec_eval";
  result.per_query = options.per_query;
  result.trec_flags = analyze::trec_eval_flags(options);
  for (std::size_t i = 0; i < runs.size(); ++i) {
    result.rankings.push_back(
        analyze::evaluate_trec_run(runs[i].name, qrels, runs[i], options, workspace.threads()));
    check_queries_judged(source_of(sources, i, runs[i].name), qrels.name, result.rankings.back(),
                         warnings);
  }
  compare_scored_rankings(result, workspace, options.comparison);
  return rankeval_output(std::move(result), std::move(warnings));
}

Output rankeval_trec(Workspace& workspace, const std::string& qrels_file,
                     const std::vector<load::NamedFile>& runs,
                     const analyze::RankevalOptions& options) {
  core::Diagnostics warnings;
  load::InputFile qrels_in(qrels_file);
  const load::Qrels qrels = load::read_qrels(qrels_in.stream(), qrels_in.name(), warnings);
  std::vector<load::TrecRun> read;
  for (const auto& named : runs) {
    load::InputFile in(named.path);
    const std::string_view first = in.first_line();
    if (load::looks_like_qrels(first))
      throw core::InputError(in.name() +
                             ": error: its first line reads as qrels ('qid iter docid grade'), not "
                             "a run: give judgments with --qrels and runs with --ranking");
    if (!first.empty() && !load::looks_like_trec_run(first))  // an empty file: the reader says
      throw core::InputError(
          in.name() +
          ": error: --qrels scores TREC runs ('qid Q0 docid rank score tag'), and its first line "
          "is not one (a TextGraphs ranking? score it with --corpus, or write "
          "a run with rank --format trec)");
    read.push_back(
        load::read_trec_run(named.path, in.stream(), in.name(), warnings, workspace.threads()));
    read.back().name = named.name;
  }
  Output output = rankeval_trec(workspace, qrels, read, options, load::paths_of(runs));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

Output rankeval_ratings(const std::string& ratings_file, const std::vector<load::Ranking>& rankings,
                        const analyze::RatingsOptions& options,
                        const std::vector<std::string>& sources) {
  load::InputFile in(ratings_file);
  auto problems = load::read_expert_ratings(in.stream(), in.name());
  core::Diagnostics warnings;
  options.comparison.check();
  auto result = analyze::evaluate_ratings(problems, rankings, options);
  for (std::size_t i = 0; i < result.rankings.size(); ++i) {
    const auto& s = result.rankings[i];
    check_ids_matched(source_of(sources, i, rankings[i].name), "a problem of the ratings file",
                      s.ranked_problems, unmatched_ids(s.unknown_questions, s.ambiguous_questions),
                      warnings);
  }
  return compared_output(std::move(result), report::ratings_json, report::ratings_document,
                         report::ratings_tables, report::ratings_paper_table, std::move(warnings));
}

Output rankeval_ratings(const std::string& ratings_file,
                        const std::vector<load::NamedFile>& rankings,
                        const analyze::RatingsOptions& options) {
  core::Diagnostics warnings;
  auto read = load::read_named_rankings(rankings, warnings);
  Output output = rankeval_ratings(ratings_file, read, options, load::paths_of(rankings));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

Output power(const analyze::PowerOptions& options) {
  auto result = std::make_shared<const analyze::PowerResult>(analyze::compute_power(options));
  Output output;
  output.json = [result] { return report::power_json(*result); };
  output.document = [result] { return report::power_document(*result); };
  output.tables = [result] { return report::power_tables(report::power_json(*result)); };
  output.picture = [result](std::ostream& out) { out << report::power_svg(*result); };
  return output;
}

std::size_t power_questions(Workspace& workspace) {
  const std::size_t n = analyze::test_sets(workspace.corpus()).front().questions;
  if (n == 0)
    throw core::InputError(workspace.corpus().source +
                           ": error: no kept question has a usable answer key, so there is no test "
                           "set to plan for (check --split and --flags)");
  return n;
}

}  // namespace explgraph
