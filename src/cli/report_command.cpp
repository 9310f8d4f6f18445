#include "report_command.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <memory>

#include "explgraph/api/report_builder.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/interrupts.hpp"
#include "explgraph/report/report_writer.hpp"

namespace explgraph::cli {
namespace {

// With EXPLGRAPH_STEP_TIMES set, each step's wall time on stderr ("report: took 12.3 ms
// for corpus analyses"): where a report's time goes, for PERFORMANCE.md, without a profiler.
class StepTimes {
 public:
  explicit StepTimes(std::ostream& err) : err_(err), on_(std::getenv("EXPLGRAPH_STEP_TIMES")) {}
  // Ends the running step (if any) and starts `what` ("" when all is done); a step of the
  // same phase as the running one ("analyses (3 of 11 done)") continues it.
  void next(const std::string& what) {
    if (on_ == nullptr || phase(what) == phase(running_)) return;
    const auto now = Clock::now();
    if (!running_.empty())
      err_ << "report: took " << std::fixed << std::setprecision(1)
           << std::chrono::duration<double, std::milli>(now - start_).count() << " ms for "
           << phase(running_) << '\n';
    running_ = what;
    start_ = now;
  }

  // An analysis run beside others, timed on its own.
  void analysis(const std::string& name, double seconds) {
    if (on_ != nullptr)
      err_ << "report:   " << std::fixed << std::setprecision(1) << seconds * 1000 << " ms for "
           << name << '\n';
  }

 private:
  using Clock = std::chrono::steady_clock;
  static std::string phase(const std::string& step) { return step.substr(0, step.find(" (")); }
  std::ostream& err_;
  const char* on_;
  std::string running_ = "loading the corpus";
  Clock::time_point start_ = Clock::now();
};

}  // namespace

int run(const options::ReportCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const ReportOptions options = library_options(o);
  // The predictions and rankings are read first: a bad one stops the run before the corpus.
  ReportInputs read = read_report_inputs(options);
  StepTimes times(err);
  CorpusOptions corpus = o.corpus;
  corpus.threads = options.threads;
  auto& workspace = open_workspace(corpus, o.output, err);
  times.next("checking the output folder");
  const std::string& folder = o.output.out;
  // One line on a terminal only, rewritten in place, so logs and pipes stay clean: the step
  // being computed, then its share done and the time left where the step counts its work.
  const bool tell = !o.output.quiet && ::isatty(2);
  std::unique_ptr<TerminalProgress> line;
  auto show = [&](const std::string& what) {
    times.next(what);
    workspace.set_progress(nullptr);
    line.reset();  // clears the previous step's line
    if (!tell) return;
    err << "\rreport: " << what << "…" << std::string(30, ' ') << '\r' << std::flush;
    line = std::make_unique<TerminalProgress>("report: " + what, o.output.quiet, err);
    workspace.set_progress(line->get());
  };
  ReportHooks hooks;
  hooks.step = show;
  hooks.finished = [&](const std::string& name, double seconds) { times.analysis(name, seconds); };
  hooks.checked = [&] { finish_input_warnings(read.warnings, o.output, err); };
  hooks.before_put_in_place = [&](const report::ReportBundle& bundle) {
    // The scores' warnings on the terminal too (under --strict, no report is put in place).
    line.reset();
    for (const auto* warnings : {&bundle.prediction_warnings, &bundle.ranking_warnings})
      finish_input_warnings(*warnings, o.output, err);
  };
  core::RemovedOnInterrupt interrupts;  // Ctrl-C and the like leave no hidden folder behind
  const auto& bundle = keep_until_exit(
      write_report(workspace, options, read, folder, o.output.force, hooks, &interrupts));
  times.next("");
  workspace.set_progress(nullptr);
  line.reset();
  if (tell) err << '\r' << std::string(60, ' ') << '\r' << std::flush;
  if (!o.output.quiet)
    err << "report: wrote " << folder << "/index.html, report.md and " << bundle.sections.size()
        << " sections as JSON and TSV\n";
  (void)out;
  return 0;
}

}  // namespace explgraph::cli
