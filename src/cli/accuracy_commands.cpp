// accuracy (solvers per knowledge type, with significance) and solve (the tf-idf baseline).
#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>

#include "analysis_command.hpp"
#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/tfidf.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/file_input.hpp"
#include "explgraph/report/accuracy_report.hpp"

namespace explgraph::cli {
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
  throw core::UsageError("--role: no explanation uses the role '" + role + "'; the roles present are " + list);
}

}  // namespace

int run_accuracy(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "accuracy",
      "QA accuracy of one or more solvers against AnswerKey, overall and per fine knowledge type (questions whose "
      "explanation uses a table), coarse category, top-down question type, explanation length, depth, grade and "
      "split; with --baseline, per group the delta, helped/hurt counts, the paired bootstrap p (two-sided by default, "
      "see --alternative) and 95% interval, the exact McNemar p and Holm-adjusted p across each breakdown's groups; "
      "and strict cluster accuracy. Several answers to one question earn 1/k if one is right; unanswered questions "
      "score 0. About a second on WorldTree V1 with 10,000 resamples.",
      "explgraph accuracy --corpus DIR --predictions [NAME=]FILE... [--baseline NAME] [options]",
      "", false, false, false};
  std::vector<std::string> specs;
  CommandInfo with_files = info;
  with_files.files = [&] { return RunFiles{spec_paths(specs), {}}; };
  analyze::AccuracyOptions options;
  WholeNumber resamples{10000}, min_group{10}, seed{1};
  std::string alternative = "two-sided";
  po::options_description own("Options");
  own.add_options()
      ("predictions", po::value(&specs)->composing()->value_name("[NAME=]FILE"),
       "a solver's answers: TSV questionID<TAB>answer (header optional) or JSON Lines {\"id\", \"answer\"}; repeat")
      ("baseline", po::value(&options.baseline)->value_name("NAME"), "compare every other solver with this one")
      ("role", po::value(&options.role)->value_name("ROLE"), "knowledge types count only facts with this role (e.g. CENTRAL)")
      ("resamples", po::value(&resamples)->default_value(resamples)->value_name("N"), "bootstrap resamples (1 to 10,000,000)")
      ("alternative", po::value(&alternative)->default_value(alternative)->value_name("two-sided|greater|less"),
       "bootstrap p: two-sided (2 x the smaller tail), greater (the primer's: share of resample means <= 0) or less")
      ("seed", po::value(&seed)->default_value(seed)->value_name("S"), "bootstrap seed")
      ("answered-only", po::bool_switch(&options.answered_only), "score only the questions every solver answered")
      ("min-group", po::value(&min_group)->default_value(min_group)->value_name("N"), "groups smaller than N are marked too small");
  with_files.validate = [&] {
    if (specs.empty()) throw core::UsageError("no predictions given: use --predictions [NAME=]FILE");
    check_range("--resamples", resamples, 1, kMaxResamples);
    options.resamples = resamples.value;
    options.alternative = analyze::parse_alternative(alternative);
    check_range("--min-group", min_group, 1, 1'000'000'000);
    options.min_group = min_group.value;
    options.seed = seed.value;
  };
  return run_analysis(args, out, err, with_files, own, [&](const LoadedCorpus& loaded) {
    core::Diagnostics diagnostics;
    std::vector<load::Predictions> predictions = read_predictions_specs(specs, diagnostics);
    if (!options.baseline.empty() &&
        std::none_of(predictions.begin(), predictions.end(), [&](const auto& p) { return p.name == options.baseline; }))
      throw core::UsageError("--baseline: no solver is named '" + options.baseline + "'");
    options.role = core::ascii_upper(options.role);
    check_role(options.role, loaded.corpus);
    text::Normalizer normalizer(normalizer_options(loaded));
    graph::CorpusGraph graph(loaded.corpus, normalizer);
    TerminalProgress progress("accuracy", loaded, err);
    options.progress = progress.get();
    auto result = analyze::compute_accuracy(loaded.corpus, graph, predictions, options);
    for (std::size_t s = 0; s < result.scores.size(); ++s) {
      auto unmatched = result.scores[s].unknown_questions;
      unmatched.insert(unmatched.end(), result.scores[s].ambiguous_ids.begin(), result.scores[s].ambiguous_ids.end());
      check_ids_matched(spec_paths(specs)[s], "a scored question", result.scores[s].answered, unmatched, diagnostics);
    }
    finish_input_warnings(diagnostics, loaded, err);
    return Rendered{report::accuracy_json(result), report::accuracy_document(result)};
  });
}

int run_solve(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "solve",
      "a baseline QA solver: each answer choice is scored by its best tf-idf cosine between the question stem plus "
      "the choice and any tablestore row (an information-retrieval solver in the spirit of the L2R baseline); the "
      "best choice wins, ties going to the earlier choice. Writes predictions (questionID<TAB>answer, the answer "
      "labelled like the question's key) for every kept question with usable text.",
      "explgraph solve --corpus DIR [--split NAME] [--out FILE]",
      "", false, false, false};
  std::string method = "tfidf";
  CommandInfo tsv_info = info;
  tsv_info.tsv_output = true;
  po::options_description own("Options");
  own.add_options()("method", po::value(&method)->default_value("tfidf")->value_name("tfidf"), "solving method");
  std::string predictions;
  std::size_t solved = 0, skipped = 0;
  bool ran = false;
  int code = run_analysis(args, out, err, tsv_info, own, [&](const LoadedCorpus& loaded) {
    if (method != "tfidf") throw core::UsageError("--method: expected tfidf, found '" + method + "'");
    text::Normalizer normalizer(normalizer_options(loaded));
    analyze::TfidfIndex index(loaded.corpus.tablestore, normalizer);
    predictions = "questionID\tanswer\n";
    for (const auto& q : loaded.corpus.questions) {
      if (q.choices.size() < 2 || q.stem.empty()) {
        ++skipped;
        continue;
      }
      std::size_t best = 0;
      double best_score = -1.0;
      for (std::size_t c = 0; c < q.choices.size(); ++c) {
        auto scores = index.scores(q.stem + " " + q.choices[c]);
        double top = scores.empty() ? 0.0 : *std::max_element(scores.begin(), scores.end());
        if (top > best_score) best_score = top, best = c;
      }
      bool numeric = !q.answer_key.empty() && std::isdigit(static_cast<unsigned char>(q.answer_key[0]));
      predictions += q.id + '\t' + (numeric ? std::to_string(best + 1) : std::string(1, static_cast<char>('A' + best))) + '\n';
      ++solved;
    }
    ran = true;
    Rendered r;
    r.text = [&](std::ostream& o) { o << predictions; };
    r.json = {{"solved", solved}, {"skipped_without_text", skipped}};
    return r;
  });
  if (ran) err << "solve: answered " << solved << " question(s); skipped " << skipped << " without usable text\n";
  return code;
}

}  // namespace explgraph::cli
