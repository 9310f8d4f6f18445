#include "input_checks.hpp"

#include <algorithm>
#include <filesystem>
#include <string_view>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph {

void check_ids_matched(const std::string& file, const std::string& what, std::size_t matched,
                       const std::vector<std::string>& unmatched, core::Diagnostics& diagnostics) {
  std::string examples;
  for (std::size_t i = 0; i < unmatched.size() && i < 3; ++i)
    examples += (i ? ", " : "") + core::quoted(unmatched[i]);
  const std::string more = unmatched.size() > 3 ? ", …" : "";
  if (matched == 0)
    throw core::InputError(file + ": error: none of its question ids names " + what + " (found " +
                           examples + more + "); another corpus or --split?");
  if (!unmatched.empty())
    diagnostics.warn(file, 0, 0, "unknown-question-id",
                     std::to_string(unmatched.size()) + " question id(s) do not name " + what +
                         " (" + examples + more + "); skipped");
}

void check_ranking_coverage(const std::string& file, const analyze::RankingScore& score,
                            analyze::Scorer scorer, core::Diagnostics& diagnostics) {
  if (scorer != analyze::Scorer::kTg2020 || score.ranked_questions * 2 >= score.gold_questions)
    return;
  const std::string of = score.split.empty() ? "" : " " + score.split;
  diagnostics.warn(file, 0, 0, "mostly-unranked",
                   "ranks " + std::to_string(score.ranked_questions) + " of the " +
                       std::to_string(score.gold_questions) + of + " gold questions; the other " +
                       std::to_string(score.gold_questions - score.ranked_questions) +
                       " score 0 in its MAP (a ranking of part of the questions? --split?)");
}

void check_prediction_coverage(const std::string& file, const analyze::AccuracyResult& result,
                               std::size_t solver, core::Diagnostics& diagnostics) {
  const auto& s = result.scores[solver];
  if (s.unanswered.size() * 2 <= result.questions) return;
  const std::string of = result.split.empty() ? "" : " " + result.split;
  diagnostics.warn(file, 0, 0, "mostly-unanswered",
                   "answers " + std::to_string(result.questions - s.unanswered.size()) +
                       " of the " + std::to_string(result.questions) + of +
                       " questions scored; the other " + std::to_string(s.unanswered.size()) +
                       " count as wrong (predictions for part of the questions? --split?)");
}

namespace {

// An id a predictions file would hold as an answer: answer keys, comma-separated ("B", "A,C").
bool reads_as_answers(std::string_view id) {
  for (const auto part : core::split(id, ','))
    if (core::trim(part).size() > 2 || load::parse_answer_key(core::trim(part)) < 0) return false;
  return true;
}

}  // namespace

void refuse_predictions_as_ranking(const std::string& file, const load::Ranking& ranking,
                                   const load::Tablestore& tables) {
  std::size_t questions = 0;
  std::string examples;
  for (const auto& question : ranking.question_order) {
    if (core::header_key(question) == "questionid") continue;  // a predictions file's header
    const auto& ranked = ranking.ranked.at(question);
    const std::string& id = ranking.uids.text(load::RankedUidId(ranked.front()));
    if (ranked.size() != 1 || tables.find(id).valid() || !reads_as_answers(id)) return;
    ++questions;
    if (std::count(examples.begin(), examples.end(), ',') < 2 &&
        examples.find(core::quoted(id)) == std::string::npos)
      examples += (examples.empty() ? "" : ", ") + core::quoted(id);
  }
  if (questions == 0) return;
  throw core::InputError(file +
                         ": error: expected a ranking (questionID<TAB>UID lines, best first), "
                         "found answers: each of its " +
                         std::to_string(questions) +
                         " questions ranks one id, and every id reads as an answer key (" +
                         examples +
                         ", …), none a UID of the tablestore: predictions? Give them to accuracy "
                         "--predictions");
}

void check_harness_explanations(const std::string& file, const analyze::AccuracyResult& result,
                                std::size_t solver, const std::string& corpus,
                                core::Diagnostics& diagnostics) {
  const auto& s = result.scores[solver];
  std::size_t unexplained = 0;
  std::string splits;
  for (const auto& [split, count] : s.answered_without_explanation) {
    unexplained += count;
    splits += (splits.empty() ? "" : ", ") + (split.empty() ? std::string("no split") : split) +
              ": " + std::to_string(count);
  }
  if (unexplained == 0) return;
  diagnostics.warn(
      file, 0, 0, "harness-unexplained",
      std::to_string(unexplained) + " of the " + std::to_string(s.answered) +
          " corpus questions its samples answer have no explanation here (" + splits +
          "): they count overall, in no knowledge-type group (the TextGraphs release withholds "
          "Test's explanations, and lm_eval's arc_easy and arc_challenge ask ARC's test split); "
          "to fill every group, ask the explained splits: explgraph harness-task --corpus " +
          core::shell_word(corpus) + " --out TASKS, then lm_eval --include_path TASKS --tasks " +
          "worldtree_dev");
}

std::vector<std::string> unmatched_ids(const std::vector<std::string>& unknown,
                                       const std::vector<std::string>& ambiguous) {
  std::vector<std::string> ids = unknown;
  ids.insert(ids.end(), ambiguous.begin(), ambiguous.end());
  return ids;
}

namespace {

// The files the kept questions come from (with --split Test, the test file alone); with none
// kept, every question file; with none at all, the corpus.
std::string question_files(const load::Corpus& corpus) {
  std::vector<std::string> names;
  for (const auto& q : corpus.questions)
    if (std::find(names.begin(), names.end(), q.file) == names.end()) names.push_back(q.file);
  if (names.empty())
    for (const auto& account : corpus.accounts)
      if (account.kind == "questions") names.push_back(account.file);
  std::string files;
  for (const auto& name : names) files += (files.empty() ? "" : ", ") + name;
  return files.empty() ? corpus.source : files;
}

// The tablestore as it was found: its index file, else its one table file, else the folder
// of its tables.
std::string tablestore_name(const load::Corpus& corpus) {
  for (const auto& account : corpus.accounts)
    if (account.kind == "table-index") return account.file;
  const auto& tables = corpus.tablestore.tables;
  if (tables.size() == 1) return tables.front().path;
  if (!tables.empty()) return std::filesystem::path(tables.front().path).parent_path().string();
  return corpus.source;
}

}  // namespace

void require_explanations(const load::Corpus& corpus, const std::string& analysis) {
  const load::Population population = load::population(corpus);
  if (population.with_explanation > 0) return;
  const std::string kept =
      population.kept == 0
          ? "no question is kept"
          : "none of the " + std::to_string(population.kept) + " question(s) kept has an " +
                "explanation (a masked Test split, or an empty explanation column?)";
  throw core::InputError(question_files(corpus) + ": error: " + kept + "; " + analysis +
                         " needs explained questions");
}

bool cites_defined_fact(const load::Corpus& corpus) {
  for (const auto& q : corpus.questions)
    for (const auto& token : q.explanation)
      if (token.row.valid()) return true;
  return false;
}

void require_defined_facts(const load::Corpus& corpus, const std::string& analysis) {
  if (cites_defined_fact(corpus)) return;
  std::vector<std::string> uids;  // distinct, in file order
  std::unordered_set<std::string_view> seen;
  for (const auto& q : corpus.questions)
    for (const auto& token : q.explanation)
      if (seen.insert(token.uid).second) uids.push_back(token.uid);
  const std::size_t explained = load::population(corpus).with_explanation;
  std::string examples;
  for (std::size_t i = 0; i < uids.size() && i < 3; ++i)
    examples += (i ? ", " : "") + core::quoted(uids[i]);
  const std::size_t tables = corpus.tablestore.tables.size();
  throw core::InputError(
      question_files(corpus) + ": error: none of the " + std::to_string(uids.size()) +
      " UID(s) cited by the " + std::to_string(explained) +
      " explained question(s) is defined by the tablestore " + tablestore_name(corpus) + " (" +
      std::to_string(tables) + (tables == 1 ? " table" : " tables") + "; found " + examples +
      (uids.size() > 3 ? ", …" : "") + "): tables of another release than the questions?; " +
      analysis + " needs facts the tablestore defines");
}

}  // namespace explgraph
