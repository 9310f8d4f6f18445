#include "command_shell.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/interrupts.hpp"
#include "explgraph/core/output_file.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/report_writer.hpp"

namespace explgraph::cli {
namespace {

void fail_if_strict(const core::Diagnostics& diagnostics, bool strict) {
  if (strict && diagnostics.total() > 0)
    throw core::InputError("explgraph: error: " + std::to_string(diagnostics.total()) +
                           " input warning(s) and --strict was given");
}

}  // namespace

Workspace& open_workspace(const CorpusOptions& corpus, const OutputOptions& output,
                          std::ostream& err, CorpusUse use) {
  // A destination that cannot be written fails now, not after the corpus and the analysis.
  if (!output.to_standard_output()) {
    if (output.kind == OutputKind::kFolder)
      report::check_output_folder(output.out, {output.folder_what, output.force});
    else
      core::check_output_path(output.out);
  }
  const bool none = corpus.corpus.empty() && corpus.tables.empty() && corpus.questions.empty();
  // Reachable from a global to the end, so a leak checker does not count it as lost.
  static auto* const kept = new std::vector<std::unique_ptr<Workspace>>();
  kept->push_back(use.optional && none ? std::make_unique<Workspace>()
                                       : std::make_unique<Workspace>(corpus));
  Workspace& workspace = *kept->back();
  if (use.optional && none) return workspace;
  if (use.warnings_are_result) return workspace;
  finish_input_warnings(workspace.diagnostics(), output, err);
  return workspace;
}

void check_readable(const std::vector<std::string>& paths, bool folders_allowed) {
  namespace fs = std::filesystem;
  for (const auto& path : paths) {
    if (path.empty() || path == "-") continue;
    std::error_code ec;
    const auto status = fs::status(path, ec);
    if (folders_allowed && fs::is_directory(status)) continue;
    // A pipe or device is not opened here: opening would take what it holds from the reader.
    if (fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status)) continue;
    load::open_input(path);  // the error a reader would give: missing, a folder, unreadable
  }
}

void finish_input_warnings(const core::Diagnostics& diagnostics, const OutputOptions& output,
                           std::ostream& err) {
  if (!output.quiet || output.strict) diagnostics.print(err, 10);
  fail_if_strict(diagnostics, output.strict);
}

int write_output(const Output& output, const OutputOptions& options, std::ostream& out,
                 std::ostream& err) {
  finish_input_warnings(output.input_warnings, options, err);
  const Format format = options.parsed_format();
  emit(options, out, [&](std::ostream& o) { output.write(format, o, options.table); });
  return output.found_errors || (options.strict && output.found_warnings) ? 1 : 0;
}

void check_standard_output(std::ostream& out) {
  out.flush();
  if (!out.fail()) return;
  const int error = errno;
  if (error == EPIPE) throw core::BrokenPipe();  // the reader left (| head): not an error
  throw core::InputError("explgraph: error: cannot write to standard output: " +
                         std::string(error != 0 ? std::strerror(error) : "output error") +
                         "; the output is incomplete");
}

void emit(const std::string& path, std::ostream& out,
          const std::function<void(std::ostream&)>& write) {
  if (path == "-") {
    errno = 0;
    write(out);
    check_standard_output(out);
  } else {
    const core::RemovedOnInterrupt interrupts;  // the temporary file goes with the run
    core::write_file_atomically(path, write);
  }
}

void emit(const OutputOptions& output, std::ostream& out,
          const std::function<void(std::ostream&)>& write) {
  emit(output.to_standard_output() ? std::string("-") : output.out, out, write);
}

TerminalProgress::TerminalProgress(const std::string& command, bool quiet, std::ostream& err)
    : on_(!quiet && ::isatty(2)),
      err_(err),
      progress_([this, command](double fraction, double left) {
        err_ << '\r' << command << ": " << static_cast<int>(fraction * 100) << "% (about "
             << static_cast<long long>(left + 0.5) << " s left)   " << std::flush;
        drawn_ = true;
      }) {}

TerminalProgress::~TerminalProgress() {
  if (drawn_) err_ << '\r' << std::string(60, ' ') << '\r' << std::flush;
}

}  // namespace explgraph::cli

namespace explgraph::cli {

bool trees_given(const CorpusOptions& corpus) {
  return !corpus.corpus.empty() && load::is_tree_corpus(corpus.corpus);
}

const load::Corpus* tablestore_beside_trees(const CorpusOptions& corpus,
                                            const OutputOptions& output, std::ostream& err) {
  if (corpus.tables.empty()) return nullptr;
  CorpusOptions tablestore;
  tablestore.tables = corpus.tables;
  tablestore.types = corpus.types;
  tablestore.tablestore_alone = true;
  return &open_workspace(tablestore, output, err).corpus();
}

int run_on_trees(const CorpusOptions& corpus, const OutputOptions& output, std::ostream& out,
                 std::ostream& err,
                 const std::function<Output(const load::TreeCorpus&)>& analysis) {
  output.parsed_format();
  if (!corpus.questions.empty())
    throw core::UsageError(
        "--questions: --corpus names EntailmentBank trees, which hold their own "
        "questions; give one or the other");
  core::Diagnostics warnings;
  load::TreeCorpus trees = load::read_tree_corpus(corpus.corpus, warnings);
  if (!corpus.split.empty()) load::keep_split(trees, corpus.split);
  std::vector<std::string> inputs;
  for (const auto& file : trees.files) inputs.push_back(file.bank.name);
  refuse_to_overwrite_files({{"--out", output.out}}, inputs);
  Output result = analysis(trees);
  result.prepend_input_warnings(std::move(warnings));
  return write_output(result, output, out, err);
}

}  // namespace explgraph::cli
