#include "explgraph/api/report_builder.hpp"

#include "explgraph/load/ava_judgments.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/ava_report.hpp"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string_view>

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
#include "explgraph/report/graphviz_svg.hpp"
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
  accuracy.all_questions = o.all_questions;
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

// What the report's tasks share: the structures built first (the graphs, the explanation
// index) and the results the summary reads. Each section's task writes only its own fields.
struct ReportRun {
  ReportRun(Workspace& w, const ReportOptions& o, const ReportInputs& i, report::ReportBundle& b)
      : workspace(w), options(o), inputs(i), bundle(b) {}

  Workspace& workspace;
  const ReportOptions& options;
  const ReportInputs& inputs;
  report::ReportBundle& bundle;
  // Without an explained question (a masked Test split) the analyses of explanations would
  // show 0 for every mean and proportion, which are undefined: their sections are left out.
  bool explained = false;
  // Likewise when no cited UID is defined by a table (the tables of another release): the
  // analyses of cited facts (types, hops, growth) would count nothing.
  bool facts = false;
  const graph::ExplanationGraphs* graphs = nullptr;
  const analyze::ExplanationIndex* index = nullptr;
  analyze::StatsResult stats;
  analyze::ReuseResult reuse;
  analyze::HopsResult hops;
  analyze::AuditResult audit;

  const load::Corpus& corpus() const { return workspace.corpus(); }
  // At least ten points on the curves, whatever the corpus size.
  std::size_t step_size() const {
    return std::max<std::size_t>(1,
                                 std::min<std::size_t>(options.step, index->question_count() / 10));
  }
};

using Section = std::optional<report::ReportSection>;

// What a section's analysis reads besides the corpus: it waits for the task building it.
enum Needs : unsigned { kCorpus = 0, kGraph = 1, kIndex = 2, kGraphAndIndex = 3 };

// One section of the report: its analysis (the task's name), its place in the task queue, what
// it waits for, whether the report has it at all (its inputs were given), and how it is
// computed and shown (nothing when the corpus cannot support it). Adding a section is one
// entry here.
struct SectionEntry {
  const char* analysis;
  // Tasks are queued by this rank: a worker takes the first task it may start, so the
  // longest come first (as measured on V1 and 100x V1) and none starts last. Fact reuse
  // leads: the Explanations page's choice waits for it.
  unsigned queue_rank;
  Needs needs;
  bool (*present)(const ReportRun&);
  Section (*compute)(ReportRun&);
};

bool always(const ReportRun&) {
  return true;
}

// The sections in page order.
constexpr SectionEntry kSections[] = {
    {"statistics", 8, kCorpus, always,
     [](ReportRun& r) -> Section {
       r.stats = analyze::compute_stats(r.corpus());
       return report::stats_section(r.stats);
     }},
    {"fact reuse", 0, kIndex, always,
     [](ReportRun& r) -> Section {
       r.reuse = analyze::compute_reuse(r.corpus(), *r.index);
       if (!r.explained) return std::nullopt;
       return report::reuse_section(r.reuse);
     }},
    {"knowledge types", 6, kCorpus, always,
     [](ReportRun& r) -> Section {
       if (!r.facts) return std::nullopt;
       return report::types_section(analyze::compute_types(r.corpus()));
     }},
    {"hop counts", 9, kGraph, always,
     [](ReportRun& r) -> Section {
       r.hops = analyze::compute_hops(r.corpus(), *r.graphs);
       if (!r.facts) return std::nullopt;
       return report::hops_section(r.hops);
     }},
    {"explanation overlap", 7, kIndex, always,
     [](ReportRun& r) -> Section {
       if (!r.explained) return std::nullopt;
       return report::overlap_section(
           analyze::compute_overlap(*r.index, {r.step_size(), 0, r.options.comparison.seed}));
     }},
    {"knowledge growth", 10, kIndex, always,
     [](ReportRun& r) -> Section {
       if (!r.facts) return std::nullopt;
       return report::growth_section(analyze::compute_growth(
           r.corpus(), *r.index, {r.step_size(), 0, r.options.comparison.seed}));
     }},
    {"solver accuracy", 5, kGraph, [](const ReportRun& r) { return !r.inputs.predictions.empty(); },
     [](ReportRun& r) -> Section {
       return accuracy_section(r.workspace, r.options, r.inputs, r.bundle.prediction_warnings);
     }},
    {"explanatory patterns", 1, kGraphAndIndex, always,
     [](ReportRun& r) -> Section {
       if (!analyze::has_targets_and_pool(r.corpus(), *r.index, {}))
         return std::nullopt;  // no Dev or no Train explanations
       analyze::PatternsOptions options;
       options.threads = r.options.threads;
       options.graph = &r.graphs->corpus_graph();
       return report::patterns_section(
           analyze::compute_patterns(r.corpus(), *r.index, r.workspace.normalizer(), options));
     }},
    {"power", 2, kCorpus, always,
     [](ReportRun& r) -> Section { return power_section(r.workspace, r.options); }},
    {"ranking scores", 4, kGraph, [](const ReportRun& r) { return !r.inputs.rankings.empty(); },
     [](ReportRun& r) -> Section {
       return rankeval_section(r.workspace, r.options, r.inputs, r.bundle.ranking_warnings);
     }},
    {"answer evaluator", 11, kCorpus,
     [](const ReportRun& r) { return r.inputs.judgments.has_value(); },
     [](ReportRun& r) -> Section {
       return report::ava_systems_section(analyze::evaluate_evaluator(
           *r.inputs.judgments,
           {analyze::AvaSystemsOptions{}.resamples, r.options.comparison.seed}));
     }},
    {"audit", 3, kGraph, always,
     [](ReportRun& r) -> Section {
       r.audit = analyze::run_audit(r.corpus(), *r.graphs, {});
       return report::audit_section(r.audit);
     }},
};
constexpr std::size_t kSectionCount = std::size(kSections);

// Every rank from 0 to kSectionCount - 1 once: each section is queued once.
constexpr bool ranks_are_a_permutation() {
  for (unsigned rank = 0; rank < kSectionCount; ++rank) {
    std::size_t holders = 0;
    for (const auto& entry : kSections) holders += entry.queue_rank == rank;
    if (holders != 1) return false;
  }
  return true;
}
static_assert(ranks_are_a_permutation(), "every section is queued once");

// The sections in queue order.
std::vector<std::size_t> queue_order() {
  std::vector<std::size_t> order(kSectionCount);
  for (std::size_t i = 0; i < kSectionCount; ++i) order[kSections[i].queue_rank] = i;
  return order;
}

// The report's tasks, queued for core::run_tasks: the shared structures first, then one task
// per section (by queue_rank), the Explanations page's, and with a folder the writing of each
// file once what it shows is done.
class ReportTasks {
 public:
  ReportTasks(ReportRun& run, report::ReportFolder* folder) : run_(run), folder_(folder) {}

  std::vector<core::Task>& queue() {
    tasks_.push_back({"normalising text and building the graph",
                      [this] { run_.graphs = &run_.workspace.explanation_graphs(); }});
    tasks_.push_back(
        {"indexing the explanations", [this] { run_.index = &run_.workspace.explanations(); }});
    // Graphviz opened beside the graph's building, not at the first picture: the pictures'
    // chain is the report's longest.
    if (has_questions()) tasks_.push_back({"opening Graphviz", [] { report::open_graphviz(); }});
    for (std::size_t section : queue_order()) queue_section(section);
    if (has_questions()) {
      find_box_ = tasks_.size();
      tasks_.push_back({"find-box data",
                        [this] {
                          report::write_find_box_data(*run_.bundle.explanations, run_.corpus(),
                                                      names_, *run_.graphs);
                        },
                        {chosen_}});
    }
    if (folder_ != nullptr) queue_writing();
    return tasks_;
  }

  // The bundle whole, once every section is done and nothing reads the sections any more.
  void assemble() {
    auto& bundle = run_.bundle;
    bundle.summary = report::report_summary(run_.stats, run_.reuse, run_.hops, run_.audit,
                                            !run_.explained ? report::LeftOut::kExplanationAnalyses
                                            : !run_.facts   ? report::LeftOut::kFactAnalyses
                                                            : report::LeftOut::kNothing);
    for (auto& section : sections_)
      if (section) bundle.sections.push_back(std::move(*section));
  }

 private:
  static constexpr std::size_t kGraphTask = 0, kIndexTask = 1;

  bool has_questions() const { return !run_.corpus().questions.empty(); }

  void queue_section(std::size_t section) {
    const SectionEntry& entry = kSections[section];
    if (!entry.present(run_)) return;
    std::vector<std::size_t> after;
    if (entry.needs & kGraph) after.push_back(kGraphTask);
    if (entry.needs & kIndex) after.push_back(kIndexTask);
    section_tasks_.emplace_back(tasks_.size(), section);
    tasks_.push_back({entry.analysis,
                      [this, section] { sections_[section] = kSections[section].compute(run_); },
                      after});
    if (std::string_view(entry.analysis) == "fact reuse") queue_pictures(tasks_.size() - 1);
  }

  // The Explanations page in three steps, so that Graphviz's one-at-a-time layouts have a
  // core of their own while the find box's data is written beside them.
  void queue_pictures(std::size_t reuse_task) {
    if (!has_questions()) return;
    chosen_ = tasks_.size();
    tasks_.push_back({"choosing the explanations to draw",
                      [this] {
                        const auto& corpus = run_.corpus();
                        const auto own = run_.workspace.normalizer().clone();
                        names_ = load::distinct_question_names(corpus);
                        run_.bundle.explanations = report::choose_explanations(
                            corpus, names_, *run_.graphs, *own,
                            analyze::notable_explanations(corpus, *run_.graphs, run_.reuse),
                            corpus_arguments(run_.workspace.options()));
                      },
                      {kGraphTask, reuse_task}});
    pictured_ = tasks_.size();
    tasks_.push_back({"explanation pictures",
                      [this] { report::lay_out_pictures(*run_.bundle.explanations); },
                      {chosen_}});
  }

  // Each file is written once what it shows is done, last in the list: when a worker has
  // nothing else to take, as while Graphviz lays out the pictures on a small corpus. The
  // pictures come first of the files: their layouts are the report's longest chain, so a
  // worker free when they end writes them before any section's files (V1: the last 3 ms).
  void queue_writing() {
    if (has_questions())
      tasks_.push_back(
          {"writing the pictures",
           [this] { write(report::picture_files(*run_.bundle.explanations, run_.bundle.title)); },
           {pictured_}});
    std::vector<std::size_t> written;  // the tasks writing the sections' files
    for (const auto& [task, section] : section_tasks_) {
      written.push_back(tasks_.size());
      tasks_.push_back({"writing the files of " + tasks_[task].name,
                        [this, section = section] {
                          if (sections_[section]) write(report::section_files(*sections_[section]));
                        },
                        {task}});
    }
    if (has_questions()) {
      tasks_.push_back({"writing the find box's data",
                        [this] { write(report::find_box_files(*run_.bundle.explanations)); },
                        {find_box_}});
      written.push_back(chosen_);  // the pages link to the pictures: the links are chosen
    }
    // index.html and report.md read the groups, links and file names of the pictures,
    // which the layouts beside them do not touch.
    tasks_.push_back({"writing index.html and report.md",
                      [this] {
                        assemble();
                        write(report::page_files(run_.bundle));
                      },
                      written});
  }

  void write(const std::vector<report::ReportFile>& files) {
    for (const auto& [name, writer] : files) folder_->add(name, writer);
  }

  ReportRun& run_;
  report::ReportFolder* folder_;
  std::vector<core::Task> tasks_;
  std::vector<Section> sections_ = std::vector<Section>(kSectionCount);  // page order
  std::vector<std::pair<std::size_t, std::size_t>> section_tasks_;       // a task, its section
  std::size_t chosen_ = 0, pictured_ = 0, find_box_ = 0;
  std::vector<std::string> names_;  // each question's distinct name, for the page and find box
};

}  // namespace

ReportInputs read_report_inputs(const ReportOptions& options) {
  ReportInputs inputs;
  inputs.predictions =
      load::read_named_predictions(options.predictions, inputs.warnings, options.harness_metric);
  inputs.rankings = load::read_named_rankings(options.rankings, inputs.warnings, options.threads);
  if (!options.judgments.empty()) {
    load::InputFile in(options.judgments);
    inputs.judgments =
        load::read_ava_judgments(in.stream(), in.name(), options.judgments_alpha, inputs.warnings);
  }
  return inputs;
}

report::ReportBundle build_report(Workspace& workspace, const ReportOptions& o,
                                  const ReportInputs& inputs,
                                  const std::function<void(const std::string&)>& step,
                                  const TaskTimes& finished, report::ReportFolder* folder) {
  const auto& corpus = workspace.corpus();
  workspace.set_threads(o.threads);
  workspace.normalizer();  // built before the tasks: patterns read it, the pictures clone it
  report::ReportBundle bundle;
  bundle.title = !o.title.empty() ? o.title : default_title(corpus);
  ReportRun run(workspace, o, inputs, bundle);
  run.explained = load::population(corpus).with_explanation > 0;
  run.facts = run.explained && cites_defined_fact(corpus);
  ReportTasks queued(run, folder);
  auto& tasks = queued.queue();
  auto tell = [&](const std::string& what) {
    if (step) step(what);
  };
  std::size_t done = 0;
  tell("analyses (" + std::to_string(tasks.size()) + ")");
  core::run_tasks(tasks, o.threads, [&](const std::string& name, double seconds) {
    if (finished) finished(name, seconds);
    if (++done < tasks.size())
      tell("analyses (" + std::to_string(done) + " of " + std::to_string(tasks.size()) + " done)");
  });
  if (folder == nullptr) queued.assemble();
  return bundle;
}

}  // namespace explgraph
