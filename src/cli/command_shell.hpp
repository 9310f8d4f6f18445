#pragma once
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/api/output.hpp"
#include "explgraph/api/output_safety.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/progress.hpp"
#include "explgraph/load/tree_corpus.hpp"
#include "help_text.hpp"

namespace explgraph::cli {

using Args = std::vector<std::string>;

// How a command treats the corpus and its warnings.
struct CorpusUse {
  bool optional = false;             // may run without any corpus option (rankeval --ratings)
  bool warnings_are_result = false;  // the audit reports input warnings as findings: not printed
};

// Moves `value` where it lives until the process ends and is never freed, reachable from a
// global (so a leak checker does not count it): as open_workspace does with the workspace,
// for a command's large results (the report's bundle).
template <class T>
T& keep_until_exit(T value) {
  static auto* const kept = new std::vector<std::unique_ptr<T>>();
  kept->push_back(std::make_unique<T>(std::move(value)));
  return *kept->back();
}

// Loads the corpus named by the common options, prints its warnings to `err` (unless
// --quiet) and, with --strict, fails (core::InputError) when there was any. The workspace
// lasts until the process ends, and is not freed then: the system takes its pages back at
// once, where freeing its millions of pieces one by one takes seconds on large corpora.
Workspace& open_workspace(const CorpusOptions& corpus, const OutputOptions& output,
                          std::ostream& err, CorpusUse use = {});

// Opens each of a command's own input files (predictions, rankings, …; "-" and "" are
// skipped) so that a missing one fails before the corpus loads: core::InputError. With
// `folders_allowed`, a folder passes (predictions: lm-evaluation-harness's output folder).
void check_readable(const std::vector<std::string>& paths, bool folders_allowed = false);

// The warnings about a command's own inputs (predictions, rankings, …): printed unless
// --quiet; with --strict, any of them is an input error (exit 2), as for the corpus.
void finish_input_warnings(const core::Diagnostics& diagnostics, const OutputOptions& output,
                           std::ostream& err);

// Shows the output's input warnings, then writes it in --format to --out or `out`; returns
// the exit code (1 when it found errors, or warnings under --strict).
int write_output(const Output& output, const OutputOptions& options, std::ostream& out,
                 std::ostream& err);

// Throws core::InputError when standard output could not take the bytes written to it (a
// full disk, /dev/full, a closed descriptor), core::BrokenPipe when its reader has gone.
void check_standard_output(std::ostream& out);

// Writes to `path` safely (core::write_file_atomically), or to `out` when it is "-"; a
// failed write is an error either way.
void emit(const std::string& path, std::ostream& out,
          const std::function<void(std::ostream&)>& write);
// The same for --out, which is standard output when not given.
void emit(const OutputOptions& output, std::ostream& out,
          const std::function<void(std::ostream&)>& write);

// A progress line on standard error for long computations: only on a terminal and without
// --quiet; "COMMAND: 37% (about 12 s left)", rewritten in place, cleared when done.
class TerminalProgress;

// Load, analyse, write: the whole of a command whose analysis needs nothing else.
template <typename Analysis>
int load_and_write(const CorpusOptions& corpus, const OutputOptions& output, std::ostream& out,
                   std::ostream& err, Analysis analysis) {
  output.parsed_format();
  auto& workspace = open_workspace(corpus, output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", output.out}}, {});
  return write_output(analysis(workspace), output, out, err);
}

// Whether --corpus names EntailmentBank's trees (load::is_tree_corpus): `stats`, `show` and
// `audit` then read trees, not a WorldTree corpus.
bool trees_given(const CorpusOptions& corpus);

// Reads the trees of --corpus, prints their warnings (unless --quiet; --strict fails on
// them), refuses an --out that is one of them, and writes what `analysis` makes of them.
int run_on_trees(const CorpusOptions& corpus, const OutputOptions& output, std::ostream& out,
                 std::ostream& err, const std::function<Output(const load::TreeCorpus&)>& analysis);

// The WorldTree tablestore --tables names beside --corpus TREES (its --types applied), or null
// when --tables is not given.
const load::Corpus* tablestore_beside_trees(const CorpusOptions& corpus,
                                            const OutputOptions& output, std::ostream& err);

class TerminalProgress {
 public:
  TerminalProgress(const std::string& command, bool quiet, std::ostream& err);
  ~TerminalProgress();
  core::Progress* get() { return on_ ? &progress_ : nullptr; }

 private:
  bool on_;
  bool drawn_ = false;
  std::ostream& err_;
  core::Progress progress_;
};

// Runs `compute` with a progress line for `command` on the terminal, cleared before anything
// is written.
template <typename Compute>
auto with_progress(const char* command, const OutputOptions& output, Workspace& workspace,
                   std::ostream& err, Compute compute) {
  TerminalProgress progress(command, output.quiet, err);
  workspace.set_progress(progress.get());
  auto result = compute();
  workspace.set_progress(nullptr);
  return result;
}

}  // namespace explgraph::cli
