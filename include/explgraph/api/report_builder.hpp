#pragma once
#include <optional>

#include <functional>
#include <string>
#include <vector>
#include "explgraph/analyze/ava.hpp"

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/load/named_input.hpp"
#include "explgraph/report/report_folder.hpp"
#include "explgraph/report/report_sections.hpp"

namespace explgraph {

// What `explgraph report` computes besides the corpus analyses (its options, same names).
struct ReportOptions {
  std::vector<load::NamedFile> predictions;  // solvers' answers: an accuracy section
  bool answered_only = false;
  bool all_questions = false;  // accuracy: every question, with harness runs too
  load::HarnessMetric harness_metric = load::HarnessMetric::kAccNorm;  // for harness samples
  std::vector<load::NamedFile> rankings;  // TextGraphs rankings: a rankeval section
  std::string judgments;  // an evaluator's judgments beside people's: an AVA section
  std::optional<double> judgments_alpha;  // their threshold for scores without their own
  analyze::Scorer scorer = analyze::Scorer::kTg2020;
  std::size_t step = 50;  // overlap and growth sample sizes (at least ten points)
  // How solvers and rankings are compared (its seed also draws overlap's and growth's samples).
  analyze::ComparisonOptions comparison;
  std::string title;        // default: the corpus folder and its layout
  std::size_t threads = 0;  // analyses run side by side on this many (0: one per core);
                            // the report never depends on it
};

// The report's inputs besides the corpus, read before anything is computed so that a bad
// file stops the run at once; `warnings` are about them.
struct ReportInputs {
  std::vector<load::Predictions> predictions;
  std::vector<load::Ranking> rankings;
  std::optional<analyze::AvaJudgments> judgments;
  core::Diagnostics warnings;
};
ReportInputs read_report_inputs(const ReportOptions& options);

// Each analysis's wall time as it ends: where a report's time goes.
using TaskTimes = std::function<void(const std::string& analysis, double seconds)>;

// Every analysis, once, over the workspace: the sections of the report, in page order.
// What they share (the normalised text, the graphs, the explanation index) is built first;
// then the analyses run side by side (options.threads). `step` is told what is being
// computed ("analyses (3 of 11 done)"), for a progress line, and `finished` each analysis's
// time; both only ever from the calling thread. With a `folder`, every file of the report is
// written into it too, each as soon as what it shows is done; the caller then puts it in
// place (ReportFolder::put_in_place).
report::ReportBundle build_report(Workspace& workspace, const ReportOptions& options,
                                  const ReportInputs& inputs,
                                  const std::function<void(const std::string&)>& step = nullptr,
                                  const TaskTimes& finished = nullptr,
                                  report::ReportFolder* folder = nullptr);

// What a front end does while write_report runs: `step` and `finished` as for build_report;
// `checked` once the folder and the inputs are known to be fine, before any work (the CLI
// shows the inputs' warnings there); `before_put_in_place(bundle)` once every file is
// written, where throwing keeps the earlier report (the scores' warnings under --strict).
struct ReportHooks {
  std::function<void(const std::string&)> step;
  TaskTimes finished;
  std::function<void()> checked;
  std::function<void(const report::ReportBundle&)> before_put_in_place;
};

// `explgraph report`'s whole work once its inputs are read (read_report_inputs), for every
// front end: refuses a `folder` that would replace or hold an input of the run (the corpus's
// files, the predictions, rankings and judgments), builds the report into a new hidden
// folder beside it (build_report), and puts it in place, replacing an earlier report (or,
// with `force`, any folder: report::ReportFolder). With `interrupts`, an interrupted run
// leaves no hidden folder behind (the CLI's; Python keeps its own Ctrl-C). Throws
// core::UsageError when no folder is given.
report::ReportBundle write_report(Workspace& workspace, const ReportOptions& options,
                                  const ReportInputs& inputs, const std::string& folder, bool force,
                                  const ReportHooks& hooks = {},
                                  core::RemovedOnInterrupt* interrupts = nullptr);

}  // namespace explgraph
