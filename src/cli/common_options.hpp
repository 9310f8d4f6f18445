#pragma once
#include <boost/program_options.hpp>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "whole_number.hpp"

namespace explgraph::cli {
namespace po = boost::program_options;

// What a command writes, which decides the output options it offers.
enum class OutputKind {
  kResult,    // a result: --format text|json|tsv|md, --table for TSV
  kPicture,   // a result that can also be drawn: --format svg besides (power)
  kGraph,     // a result drawn as graphs: --format svg and dot besides (show)
  kData,      // one TSV data stream (solve): --format, no --table
  kRanking,   // a ranking stream (rank): --format trec besides
  kCompared,  // a result comparing systems: --format latex besides (accuracy, rankeval)
  kFolder,    // a folder of files (report): --out names it; no --format, no --table
};

// --format, --table, --out, --strict, --quiet: shared by every command that writes a result.
struct OutputOptions {
  OutputOptions() = default;
  explicit OutputOptions(OutputKind k) : kind(k) {}

  OutputKind kind = OutputKind::kResult;
  std::string format = "text";
  std::string table;  // --table: "" the main one, "list" the list of them
  std::string out;
  bool strict = false;
  bool quiet = false;
  bool force = false;  // a folder: --force replaces one explgraph did not write
  // The --format value checked (svg only for a picture), and --table only with TSV.
  Format parsed_format() const;
  bool to_standard_output() const { return out.empty() || out == "-"; }
};

// A command's options as --help shows them: its own, then the "Common options" block.
struct OptionBlocks {
  po::options_description own{"Options"};
  po::options_description common{"Common options"};
  po::options_description hidden;  // parsed, not shown: options that only explain a refusal
  po::positional_options_description positional;
};

void add_corpus_options(po::options_description& desc, CorpusOptions& opts);
void add_output_options(po::options_description& desc, OutputOptions& opts);

// Parses argv (after the command name) into `blocks`; throws core::UsageError with Boost's
// message made to read like ours. Returns true when --help was asked for.
bool parse_options(const std::vector<std::string>& args, const OptionBlocks& blocks);
bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional = nullptr);

// "--k: expected …" and the other option checks that Boost cannot make.
double finite_option(const char* name, double value);

// A command's --help: the summary wrapped at 80 columns, `Usage:`, its options, then the
// common block, then the epilogue.
struct CommandHelp {
  const char* name;
  const char* summary;  // what it computes and what it costs
  const char* usage;
  std::string epilogue = "";
};
std::string help_text(const CommandHelp& help, const OptionBlocks& blocks);

}  // namespace explgraph::cli
