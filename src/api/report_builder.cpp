#include "explgraph/api/report_builder.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/notable_explanations.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/analyze/types.hpp"
#include "explgraph/core/parallel.hpp"
#include "explgraph/report/report_writer.hpp"
#include "input_checks.hpp"
#include "scoring.hpp"

namespace explgraph {
namespace {

// "explgraph report: worldtree-v1 (v1 layout)": the corpus folder's own name.
std::string default_title(const load::Corpus& corpus) {
  const auto source = std::filesystem::path(corpus.source).lexically_normal();
  std::string name = source.filename().string();
  if (name.empty() || name == ".") name = source.parent_path().filename().string();
  return "explgraph report: " + name + " (" + corpus.layout + " layout)";
}

// The sections scoring the report's inputs, with the same checks as accuracy and rankeval
// (ids naming nothing, one split, mostly unanswered): their warnings go to `warnings`.
report::ReportSection accuracy_section(Workspace& workspace, const ReportOptions& o,
                                       const ReportInputs& inputs, core::Diagnostics& warnings) {
  analyze::AccuracyOptions accuracy;
  accuracy.comparison = o.comparison;
  accuracy.answered_only = o.answered_only;
  return report::accuracy_section(score_predictions(workspace, inputs.predictions, accuracy,
                                                    load::paths_of(o.predictions), warnings));
}

report::ReportSection rankeval_section(Workspace& workspace, const ReportOptions& o,
                                       const ReportInputs& inputs, core::Diagnostics& warnings) {
  analyze::RankevalOptions rank;
  rank.scorer = o.scorer;
  rank.comparison = o.comparison;
  // --baseline names a solver; the rankings are compared with one only when it names one.
  if (std::none_of(inputs.rankings.begin(), inputs.rankings.end(),
                   [&](const auto& r) { return r.name == o.comparison.baseline; }))
    rank.comparison.baseline.clear();
  auto result =
      score_rankings(workspace, inputs.rankings, rank, load::paths_of(o.rankings), warnings);
  compare_scored_rankings(result, workspace, rank.comparison);
  return report::rankeval_section(result);
}

// The power of the corpus's test sets (none without a scorable question): gains 0 to 0.1 by
// 0.005, hurt shares 0, 0.01, 0.02 and 0.05, at the report's alternative (less is planned as
// greater: the same sizes by symmetry).
std::optional<report::ReportSection> power_section(Workspace& workspace, const ReportOptions& o) {
  const auto sets = analyze::test_sets(workspace.corpus());
  if (sets.front().questions == 0) return std::nullopt;
  analyze::PowerOptions power;
  for (const auto& set : sets)
    if (std::find(power.ns.begin(), power.ns.end(), set.questions) == power.ns.end())
      power.ns.push_back(set.questions);
  for (int step = 0; step <= 20; ++step) power.effects.push_back(step / 200.0);
  power.hurts = {0, 0.01, 0.02, 0.05};
  power.alternative = analyze::planned_alternative(o.comparison.alternative);
  // An effect and hurt share need at most n changed questions; tiny sets drop what cannot fit.
  const std::size_t smallest = *std::min_element(power.ns.begin(), power.ns.end());
  power.effects.erase(std::remove_if(power.effects.begin(), power.effects.end(),
                                     [&](double e) {
                                       const double hurt = power.hurts.back();
                                       return analyze::items_of(e + hurt, smallest) +
                                                  analyze::items_of(hurt, smallest) >
                                              smallest;
                                     }),
                      power.effects.end());
  return report::power_section(sets, analyze::compute_power(power));
}

}  // namespace

ReportInputs read_report_inputs(const ReportOptions& options) {
  ReportInputs inputs;
  inputs.predictions = load::read_named_predictions(options.predictions, inputs.warnings);
  inputs.rankings = load::read_named_rankings(options.rankings, inputs.warnings, options.threads);
  return inputs;
}

report::ReportBundle build_report(Workspace& workspace, const ReportOptions& o,
                                  const ReportInputs& inputs,
                                  const std::function<void(const std::string&)>& step,
                                  const TaskTimes& finished, report::ReportFolder* folder) {
  auto tell = [&](const std::string& what) {
    if (step) step(what);
  };
  const auto& corpus = workspace.corpus();
  workspace.set_threads(o.threads);
  // What the analyses share (the graphs, the explanation index) is built by the first two
  // tasks; the tasks that read it wait for it (`after`), the others run beside it. Then
  // they only read the workspace, and each writes its own slot below.
  const auto& normalizer = workspace.normalizer();  // patterns'; the pictures use a clone
  const graph::ExplanationGraphs* graphs_built = nullptr;
  const analyze::ExplanationIndex* indexed = nullptr;

  analyze::StatsResult stats;
  analyze::ReuseResult reuse;
  analyze::HopsResult hops;
  analyze::AuditResult audit;
  // The sections in page order, each filled by its task (or left out).
  enum Slot {
    kStats,
    kReuse,
    kTypes,
    kHops,
    kOverlap,
    kGrowth,
    kAccuracy,
    kPatterns,
    kPower,
    kRankeval,
    kAudit,
    kSlots
  };
  std::vector<std::optional<report::ReportSection>> sections(kSlots);
  // Without an explained question (a masked Test split) the analyses of explanations would
  // show 0 for every mean and proportion, which are undefined: their sections are left out.
  const bool explained = load::population(corpus).with_explanation > 0;
  // Likewise when no cited UID is defined by a table (the tables of another release): the
  // analyses of cited facts (types, hops, growth) would count nothing.
  const bool facts = explained && cites_defined_fact(corpus);
  report::ReportBundle bundle;
  bundle.title = !o.title.empty() ? o.title : default_title(corpus);
  auto& explanations = bundle.explanations;
  // The bundle whole, once every section is done and nothing reads `sections` any more.
  auto assemble = [&] {
    bundle.summary = report::report_summary(stats, reuse, hops, audit,
                                            !explained ? report::LeftOut::kExplanationAnalyses
                                            : !facts   ? report::LeftOut::kFactAnalyses
                                                       : report::LeftOut::kNothing);
    for (auto& section : sections)
      if (section) bundle.sections.push_back(std::move(*section));
  };
  // At least ten points on the curves, whatever the corpus size.
  auto step_size = [&] {
    return std::max<std::size_t>(1, std::min<std::size_t>(o.step, indexed->question_count() / 10));
  };

  // A worker takes the first task it may start: the graph and what waits for it come early,
  // longest first (as measured on V1 and 100x V1), so that no long task starts last: the
  // pictures (Graphviz, one at a time) lead on small corpora, patterns and audit on large.
  std::vector<core::Task> tasks;
  std::vector<std::pair<std::size_t, Slot>> section_tasks;  // a task, the section it fills
  auto fills = [&](Slot slot) { section_tasks.emplace_back(tasks.size() - 1, slot); };
  const std::size_t kGraph = 0, kIndex = 1, kReuseTask = 2;
  tasks.push_back({"normalising text and building the graph",
                   [&] { graphs_built = &workspace.explanation_graphs(); }});
  tasks.push_back({"indexing the explanations", [&] { indexed = &workspace.explanations(); }});
  tasks.push_back({"fact reuse",
                   [&] {
                     reuse = analyze::compute_reuse(corpus, *indexed);
                     if (explained) sections[kReuse] = report::reuse_section(reuse);
                   },
                   {kIndex}});
  fills(kReuse);
  // The Explanations page in three steps, so that Graphviz's one-at-a-time layouts have a
  // core of their own while the find box's data is written beside them.
  std::size_t chosen = 0, pictured = 0, find_box = 0;
  std::vector<std::string> names;  // each question's distinct name, for both
  if (!corpus.questions.empty()) {
    chosen = tasks.size();
    tasks.push_back({"choosing the explanations to draw",
                     [&] {
                       const auto own = normalizer.clone();
                       names = load::distinct_question_names(corpus);
                       explanations = report::choose_explanations(
                           corpus, names, *graphs_built, *own,
                           analyze::notable_explanations(corpus, *graphs_built, reuse),
                           corpus_arguments(workspace.options()));
                     },
                     {kGraph, kReuseTask}});
    pictured = tasks.size();
    tasks.push_back(
        {"explanation pictures", [&] { report::lay_out_pictures(*explanations); }, {chosen}});
  }
  tasks.push_back({"explanatory patterns",
                   [&] {
                     if (!analyze::has_targets_and_pool(corpus, *indexed, {}))
                       return;  // no Dev or no Train explanations: no section
                     analyze::PatternsOptions options;
                     options.threads = o.threads;
                     options.graph = &graphs_built->corpus_graph();
                     sections[kPatterns] = report::patterns_section(
                         analyze::compute_patterns(corpus, *indexed, normalizer, options));
                   },
                   {kGraph, kIndex}});
  fills(kPatterns);
  tasks.push_back({"power", [&] { sections[kPower] = power_section(workspace, o); }});
  fills(kPower);
  tasks.push_back({"audit",
                   [&] {
                     audit = analyze::run_audit(corpus, *graphs_built, {});
                     sections[kAudit] = report::audit_section(audit);
                   },
                   {kGraph}});
  fills(kAudit);
  if (!inputs.rankings.empty()) {
    tasks.push_back({"ranking scores",
                     [&] {
                       sections[kRankeval] =
                           rankeval_section(workspace, o, inputs, bundle.ranking_warnings);
                     },
                     {kGraph}});
    fills(kRankeval);
  }
  if (!inputs.predictions.empty()) {
    tasks.push_back({"solver accuracy",
                     [&] {
                       sections[kAccuracy] =
                           accuracy_section(workspace, o, inputs, bundle.prediction_warnings);
                     },
                     {kGraph}});
    fills(kAccuracy);
  }
  tasks.push_back({"knowledge types", [&] {
                     if (facts)
                       sections[kTypes] = report::types_section(analyze::compute_types(corpus));
                   }});
  fills(kTypes);
  tasks.push_back({"explanation overlap",
                   [&] {
                     if (!explained) return;
                     sections[kOverlap] = report::overlap_section(
                         analyze::compute_overlap(*indexed, {step_size(), 0, o.comparison.seed}));
                   },
                   {kIndex}});
  fills(kOverlap);
  tasks.push_back({"statistics", [&] {
                     stats = analyze::compute_stats(corpus);
                     sections[kStats] = report::stats_section(stats);
                   }});
  fills(kStats);
  tasks.push_back({"hop counts",
                   [&] {
                     hops = analyze::compute_hops(corpus, *graphs_built);
                     if (facts) sections[kHops] = report::hops_section(hops);
                   },
                   {kGraph}});
  fills(kHops);
  tasks.push_back({"knowledge growth",
                   [&] {
                     if (!facts) return;
                     sections[kGrowth] = report::growth_section(analyze::compute_growth(
                         corpus, *indexed, {step_size(), 0, o.comparison.seed}));
                   },
                   {kIndex}});
  fills(kGrowth);
  if (!corpus.questions.empty()) {
    find_box = tasks.size();
    tasks.push_back(
        {"find-box data",
         [&] { report::write_find_box_data(*explanations, corpus, names, *graphs_built); },
         {chosen}});
  }
  // Into a folder, each file is written once what it shows is done, last in the list: when
  // a worker has nothing else to take, as while Graphviz lays out the pictures on a small
  // corpus. Then only the pictures are left to write at the end.
  auto write = [&](const std::vector<report::ReportFile>& files) {
    for (const auto& [name, writer] : files) folder->add(name, writer);
  };
  if (folder != nullptr) {
    std::vector<std::size_t> written;  // the tasks writing the sections' files
    for (const auto& [task, slot] : section_tasks) {
      written.push_back(tasks.size());
      tasks.push_back({"writing the files of " + tasks[task].name,
                       [&, slot = slot] {
                         if (sections[slot]) write(report::section_files(*sections[slot]));
                       },
                       {task}});
    }
    if (!corpus.questions.empty()) {
      tasks.push_back({"writing the find box's data",
                       [&] { write(report::find_box_files(*explanations)); },
                       {find_box}});
      tasks.push_back({"writing the pictures",
                       [&] { write(report::picture_files(*explanations, bundle.title)); },
                       {pictured}});
      written.push_back(chosen);  // the pages link to the pictures: the links are chosen
    }
    // index.html and report.md read the groups, links and file names of the pictures,
    // which the layouts beside them do not touch.
    tasks.push_back({"writing index.html and report.md",
                     [&] {
                       assemble();
                       write(report::page_files(bundle));
                     },
                     written});
  }
  std::size_t done = 0;
  tell("analyses (" + std::to_string(tasks.size()) + ")");
  core::run_tasks(tasks, o.threads, [&](const std::string& name, double seconds) {
    if (finished) finished(name, seconds);
    if (++done < tasks.size())
      tell("analyses (" + std::to_string(done) + " of " + std::to_string(tasks.size()) + " done)");
  });

  if (folder == nullptr) assemble();
  return bundle;
}

}  // namespace explgraph
