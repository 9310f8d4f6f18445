#pragma once
#include <boost/program_options.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/core/progress.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/lemma_table.hpp"
#include "whole_number.hpp"

namespace explgraph::cli {
namespace po = boost::program_options;

// Where the corpus comes from and which questions count; shared by every command.
struct CorpusOptions {
  std::string corpus;
  std::string tables;
  std::vector<std::string> questions;
  std::string flags = "success";
  std::string split;
  std::string types;
  std::string lemmas;
};

enum class Format { kText, kJson, kTsv, kMarkdown };

struct OutputOptions {
  std::string format = "text";
  std::string out;
  bool strict = false;
  bool quiet = false;
  Format parsed_format() const;
};

void add_corpus_options(po::options_description& desc, CorpusOptions& opts);
void add_output_options(po::options_description& desc, OutputOptions& opts);

// Parses argv (after the command name) into `desc`; throws core::UsageError with
// Boost's message made to read like ours. Returns true when --help was asked for.
bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional = nullptr);

// Loaded corpus plus its optional lemma list (which the normaliser points into).
struct LoadedCorpus {
  load::Corpus corpus;
  text::LemmaTable lemmas;
  bool has_lemmas = false;
  bool quiet = false;   // --quiet: commands print no warnings about their other inputs either
  bool strict = false;  // --strict: a warning about any input of the run is an error
};

// A progress line on standard error for long computations: only on a terminal and without
// --quiet; "COMMAND: 37% (about 12 s left)", rewritten in place, cleared when done.
class TerminalProgress {
 public:
  TerminalProgress(const std::string& command, const LoadedCorpus& loaded, std::ostream& err);
  ~TerminalProgress();
  core::Progress* get() { return on_ ? &progress_ : nullptr; }

 private:
  bool on_;
  bool drawn_ = false;
  std::ostream& err_;
  core::Progress progress_;
};

// The warnings about a command's own inputs (predictions, rankings, …): printed unless
// --quiet; with --strict, any of them is an input error (exit 2), as for the corpus.
void finish_input_warnings(const core::Diagnostics& diagnostics, const LoadedCorpus& loaded, std::ostream& err);

// An input of which nothing matched the corpus is an error, naming the file, what was
// expected and a few of the ids found; a partial match is one warning with the count.
void check_ids_matched(const std::string& file, const char* what, std::size_t matched,
                       const std::vector<std::string>& unmatched, core::Diagnostics& diagnostics);

// Loads the corpus, prints its diagnostics to `err` (unless quiet) and, with --strict,
// throws core::InputError when there was any warning. `tables_only`: no questions needed.
LoadedCorpus load_corpus(const CorpusOptions& corpus_opts, const OutputOptions& output, std::ostream& err,
                         bool tables_only = false);

// Throws core::InputError when standard output could not take the bytes written to it (a
// full disk, /dev/full, a closed descriptor), core::BrokenPipe when its reader has gone.
void check_standard_output(std::ostream& out);

// Writes to --out safely (report::write_file_atomically), or to `out` when --out is not
// given or is "-"; a failed write is an error either way.
void emit(const OutputOptions& output, std::ostream& out, const std::function<void(std::ostream&)>& write);

// The "Common options" block and usage line shown in every command's --help.
std::string help_text(const std::string& command, const std::string& summary, const std::string& usage,
                      const po::options_description& own, const po::options_description& common);

}  // namespace explgraph::cli
