#include "commands.hpp"

#include <functional>
#include <map>

#include "explgraph/api/options/accuracy.hpp"
#include "explgraph/api/options/audit.hpp"
#include "explgraph/api/options/ava.hpp"
#include "explgraph/api/options/growth.hpp"
#include "explgraph/api/options/hops.hpp"
#include "explgraph/api/options/overlap.hpp"
#include "explgraph/api/options/patterns.hpp"
#include "explgraph/api/options/power.hpp"
#include "explgraph/api/options/probe.hpp"
#include "explgraph/api/options/rankeval.hpp"
#include "explgraph/api/options/report.hpp"
#include "explgraph/api/options/reuse.hpp"
#include "explgraph/api/options/show.hpp"
#include "explgraph/api/options/stats.hpp"
#include "explgraph/api/options/treeeval.hpp"
#include "explgraph/api/options/types.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/progress.hpp"
#include "explgraph/load/input_file.hpp"
#include "keywords.hpp"

namespace explgraph::python {
namespace py = pybind11;

namespace {

struct Analysis {
  std::function<Output(const Call&)> run;
  std::function<std::string()> doc;
};

// Ctrl-C in a long call (issue 42: raised only when the call returned): Python's signal
// handlers are run at the analysis's progress points, at most every 250 ms, and a
// KeyboardInterrupt they raise ends the call there.
void check_signals(double, double) {
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) throw py::error_already_set();
}

// The workspace an analysis runs on, locked for the time of the call, its progress points
// checking for Ctrl-C.
class Session {
 public:
  explicit Session(const Call& call)
      : corpus_(call.corpus),
        lock_(corpus_ ? std::unique_lock<std::mutex>(corpus_->mutex())
                      : std::unique_lock<std::mutex>()) {
    workspace_or_empty().set_progress(&interruptible_);
  }
  ~Session() { workspace_or_empty().set_progress(nullptr); }
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  bool has_corpus() const { return corpus_ != nullptr; }
  Workspace& workspace() {
    if (corpus_ == nullptr) throw core::UsageError("this analysis needs a corpus");
    return corpus_->workspace();
  }
  // The corpus's workspace, or an empty one for the scores that need no corpus.
  Workspace& workspace_or_empty() { return corpus_ ? corpus_->workspace() : empty_; }

 private:
  CorpusHandle* corpus_;
  std::unique_lock<std::mutex> lock_;
  Workspace empty_;
  core::Progress interruptible_{check_signals};
};

struct Keywords {
  std::vector<std::string> common;  // common options taken as keywords
  Refusals refused;
};

// An analysis over the command's options struct `Options`: keywords parsed into it with the
// command's own registration, then `compute(options, call, session)` without the GIL.
template <typename Options, typename Compute>
Analysis analysis(const options::CommandHelp& help, Keywords keywords, Compute compute) {
  Analysis a;
  a.run = [keywords, compute](const Call& call) {
    Options o;
    options::OptionBlocks blocks;
    options::add_options(blocks, o);
    const auto tokens =
        keyword_tokens(call.function, blocks, call.keywords, keywords.common, keywords.refused);
    py::gil_scoped_release unlocked;
    try {
      options::parse_options(tokens, blocks);
      Session session(call);
      Output output = compute(o, call, session);
      fail_if_strict(output.input_warnings, call.corpus && call.corpus->strict());
      return output;
    } catch (const core::UsageError& e) {
      throw core::UsageError(as_keywords(e.what(), blocks));
    }
  };
  a.doc = [h = &help, keywords] {
    Options o;
    options::OptionBlocks blocks;
    options::add_options(blocks, o);
    return std::string(h->summary) + "\n\nKeyword arguments (the command's options):\n" +
           keyword_help(blocks, keywords.common);
  };
  return a;
}

void need_inputs(const Call& call, const char* keyword) {
  if (call.inputs.empty())
    throw core::UsageError(std::string("no ") + keyword + " given: pass " + keyword +
                           "= a file, a dict, a (name, file or dict) tuple or a list of them");
}

Output score_accuracy(const options::AccuracyCommandOptions& o, const Call& call,
                      Session& session) {
  need_inputs(call, "predictions");
  const auto options = options::library_options(o);
  Workspace& workspace = session.workspace();
  core::Diagnostics warnings;
  auto predictions = read_predictions(call.inputs, warnings, options.harness_metric);
  Output output = accuracy(workspace, predictions, options, sources_of(call.inputs));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

// Files are scored as the command scores them (options::rankeval); dicts are rankings read
// from memory, against expert ratings or the corpus.
Output score_rankings(const options::RankevalCommandOptions& o, const Call& call,
                      Session& session) {
  need_inputs(call, "ranking");
  const auto settings = options::library_options(o);
  options::check_judgments(o, session.has_corpus());
  if (all_files(call.inputs))
    return options::rankeval(session.workspace_or_empty(), o, named_files(call.inputs));
  if (!o.qrels.empty())
    throw core::UsageError("qrels= scores TREC run files: give each ranking as a file");
  core::Diagnostics warnings;
  auto rankings = read_rankings(call.inputs, warnings);
  Output output =
      o.ratings.empty()
          ? rankeval(session.workspace(), rankings, settings.rankeval, sources_of(call.inputs))
          : rankeval_ratings(o.ratings, rankings, settings.ratings, sources_of(call.inputs));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

// Trees from files (as the command reads them) or dicts {id: "$proof$ = …"} (as JSONL records).
Output score_trees(const options::TreeevalCommandOptions& o, const Call& call, Session&) {
  need_inputs(call, "predictions");
  options::require_inputs(o);
  const auto options = options::library_options(o);
  const TreeevalReferences references{o.gold, o.context, o.intermediate_scores, o.tables, o.types};
  if (all_files(call.inputs)) return treeeval({references, named_files(call.inputs)}, options);
  core::Diagnostics warnings;
  std::vector<std::pair<std::string, load::TreePredictions>> read;
  for (const auto& input : call.inputs) {
    if (input.path) {
      load::InputFile in(*input.path);
      read.emplace_back(input.name, load::read_tree_predictions(in.stream(), in.name(), warnings));
      continue;
    }
    load::TreePredictions p;
    p.name = input.name;
    p.jsonl = true;
    for (const auto& [id, entry] : input.items) {
      const auto* text = std::get_if<std::string>(&entry);
      if (text == nullptr)
        throw core::UsageError(
            "predictions: expected {tree id: \"$proof$ = …\"}, found a list for '" + id + "'");
      p.items.push_back({p.items.size() + 1, id, *text, std::nullopt, std::nullopt, std::nullopt});
    }
    read.emplace_back(input.name, std::move(p));
  }
  Output output = treeeval(references, read, options);
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

Output judge_evaluator(const options::AvaSystemsCommandOptions& o, const Call&, Session&) {
  options::require_inputs(o);
  const auto options = options::library_options(o);
  return ava_systems(o.judgments, options::score_threshold(o), options);
}

Output build_tuples(const options::AvaPairsCommandOptions& o, const Call&, Session&) {
  options::require_inputs(o);
  return ava_pairs(o.as2, options::library_options(o));
}

Output train_evaluator(const options::AvaTrainCommandOptions& o, const Call&, Session&) {
  options::require_inputs(o);
  return ava_train(o.tuples, options::library_options(o));
}

Output apply_evaluator(const options::AvaJudgeCommandOptions& o, const Call&, Session&) {
  options::require_inputs(o);
  return ava_judge(o.model, o.tuples, options::judged_split(o));
}

Output make_probes(const options::ProbeCommandOptions& o, const Call& call, Session& session) {
  options::check_probe_source(session.has_corpus(), o.wordnet);
  const auto options = options::library_options(o);
  core::Diagnostics warnings;
  auto source =
      probe_source(session.has_corpus() ? &session.workspace() : nullptr, o.wordnet, warnings);
  const bool strict = call.corpus && call.corpus->strict();
  // Under strict, a set with a warning is not written (the module raises on it).
  Output output =
      strict && warnings.warning_count() > 0
          ? Output{}
          : probe(std::move(source), options, o.output.out, o.output.force, nullptr, strict);
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

// The report folder, written as `explgraph report` writes it (api's write_report): the result
// is what was written; under strict, a warning about the inputs keeps any earlier report.
Output write_report_folder(const options::ReportCommandOptions& o, const Call& call,
                           Session& session) {
  const ReportOptions options = options::library_options(o);
  ReportInputs read = read_report_inputs(options);
  const bool strict = call.corpus && call.corpus->strict();
  ReportHooks hooks;
  hooks.before_put_in_place = [&](const report::ReportBundle& bundle) {
    core::Diagnostics all = read.warnings;
    for (const auto* warnings : {&bundle.prediction_warnings, &bundle.ranking_warnings})
      for (const auto& d : warnings->items()) all.add(d);
    fail_if_strict(all, strict);
  };
  const report::ReportBundle bundle =
      write_report(session.workspace(), options, read, o.output.out, o.output.force, hooks);
  Output output = counts_output({{"folder", o.output.out}, {"sections", bundle.sections.size()}});
  output.input_warnings = std::move(read.warnings);
  for (const auto* warnings : {&bundle.prediction_warnings, &bundle.ranking_warnings})
    for (const auto& d : warnings->items()) output.input_warnings.add(d);
  return output;
}

Output plan_power(const options::PowerCommandOptions& o, const Call&, Session& session) {
  analyze::PowerOptions options = options::library_options(o, session.has_corpus());
  if (session.has_corpus()) options.ns = {power_questions(session.workspace())};
  return power(options);
}

// The analyses of a loaded corpus, by their Python names.
std::map<std::string, Analysis> corpus_analyses() {
  using namespace options;
  const std::string exports =
      "the command line writes the question-overlap graph (--dot, --graphml)";
  return {
      {"stats", analysis<StatsCommandOptions>(
                    kStatsHelp, {}, [](auto&, auto&, Session& s) { return stats(s.workspace()); })},
      {"reuse", analysis<ReuseCommandOptions>(kReuseHelp, {},
                                              [](auto& o, auto&, Session& s) {
                                                return reuse(s.workspace(), library_options(o));
                                              })},
      {"types", analysis<TypesCommandOptions>(
                    kTypesHelp, {}, [](auto&, auto&, Session& s) { return types(s.workspace()); })},
      {"hops", analysis<HopsCommandOptions>(
                   kHopsHelp, {}, [](auto&, auto&, Session& s) { return hops(s.workspace()); })},
      {"overlap", analysis<OverlapCommandOptions>(kOverlapHelp,
                                                  {{},
                                                   {{"dot", exports},
                                                    {"graphml", exports},
                                                    {"min_overlap", exports},
                                                    {"central_only", exports}}},
                                                  [](auto& o, auto&, Session& s) {
                                                    return overlap(s.workspace(),
                                                                   library_options(o));
                                                  })},
      {"growth", analysis<GrowthCommandOptions>(kGrowthHelp, {},
                                                [](auto& o, auto&, Session& s) {
                                                  return growth(s.workspace(), library_options(o));
                                                })},
      {"audit", analysis<AuditCommandOptions>(kAuditHelp,
                                              {{},
                                               {{"tablestore",
                                                 "audit a tablestore alone by loading it with "
                                                 "load_corpus(tables=..., tables_only=True)"}}},
                                              [](auto& o, auto&, Session& s) {
                                                return audit(s.workspace(), library_options(o),
                                                             o.warnings_listed());
                                              })},
      {"patterns", analysis<PatternsCommandOptions>(kPatternsHelp, {{"split"}, {}},
                                                    [](auto& o, auto&, Session& s) {
                                                      return patterns(s.workspace(),
                                                                      library_options(o));
                                                    })},
  };
}

// The analyses that score or plan against inputs of their own (a corpus optional or none).
std::map<std::string, Analysis> scoring_analyses() {
  using namespace options;
  return {
      {"accuracy",
       analysis<AccuracyCommandOptions>(
           kAccuracyHelp, {{}, {{"predictions", "it is the second argument"}}}, score_accuracy)},
      {"rankeval",
       analysis<RankevalCommandOptions>(
           kRankevalHelp, {{}, {{"ranking", "it is the second argument"}}}, score_rankings)},
      {"power", analysis<PowerCommandOptions>(kPowerHelp, {}, plan_power)},
      {"report",
       analysis<ReportCommandOptions>(kReportHelp, {{"out", "force"}, {}}, write_report_folder)},
      {"ava_systems", analysis<AvaSystemsCommandOptions>(kAvaSystemsHelp, {}, judge_evaluator)},
      {"probe", analysis<ProbeCommandOptions>(kProbeHelp, {{"out", "force"}, {}}, make_probes)},
      {"ava_pairs", analysis<AvaPairsCommandOptions>(kAvaPairsHelp, {}, build_tuples)},
      {"ava_train", analysis<AvaTrainCommandOptions>(kAvaTrainHelp, {}, train_evaluator)},
      {"ava_judge", analysis<AvaJudgeCommandOptions>(kAvaJudgeHelp, {}, apply_evaluator)},
      {"treeeval", analysis<TreeevalCommandOptions>(
                       kTreeevalHelp,
                       {{},
                        {{"predictions", "it is the second argument"},
                         {"write_pairs",
                          "result.render(\"pairs\") gives the pairs; write them where you like"}}},
                       score_trees)},
      {"show", analysis<ShowCommandOptions>(kShowHelp, {},
                                            [](auto& o, auto&, Session& s) {
                                              require_inputs(o);
                                              return show(s.workspace(), o.question_ids);
                                            })},
  };
}

const std::map<std::string, Analysis>& analyses() {
  static const std::map<std::string, Analysis> table = [] {
    auto all = corpus_analyses();
    all.merge(scoring_analyses());
    return all;
  }();
  return table;
}

const Analysis& find(const std::string& function) {
  auto it = analyses().find(function);
  if (it == analyses().end()) throw py::value_error("explgraph: no analysis '" + function + "'");
  return it->second;
}

}  // namespace

Output run(const Call& call) {
  return find(call.function).run(call);
}

std::vector<std::string> analysis_names() {
  std::vector<std::string> names;
  for (const auto& [name, a] : analyses()) names.push_back(name);
  return names;
}

std::string analysis_doc(const std::string& function) {
  return find(function).doc();
}

}  // namespace explgraph::python
