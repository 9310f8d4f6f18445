#pragma once
#include <string>

#include "explgraph/api/options/option_blocks.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"

namespace explgraph::options {

// What a command writes, which decides the output options it offers.
enum class OutputKind {
  kResult,    // a result: --format text|json|tsv|md, --table for TSV
  kPicture,   // a result that can also be drawn: --format svg besides (power)
  kGraph,     // a result drawn as graphs: --format svg and dot besides (show)
  kData,      // one TSV data stream (solve): --format, no --table
  kRanking,   // a ranking stream (rank): --format trec besides
  kCompared,  // a result comparing systems: --format latex besides (accuracy, treeeval)
  kRankings,  // rankings compared: --format latex and trec_eval besides (rankeval)
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
  bool force = false;                  // a folder: --force replaces one explgraph did not write
  std::string folder_what = "report";  // a folder: what its mark calls it (a probe set, …)
  // The --format value checked (svg only for a picture), and --table only with TSV.
  Format parsed_format() const;
  bool to_standard_output() const { return out.empty() || out == "-"; }
};

// A number option with its default shown as written ("0.05"), not in 17 digits
// ("0.050000000000000003", how Boost prints a double).
po::typed_value<double>* number_value(double* field);

// Whether the options name a corpus (--corpus, --tables or --questions).
bool corpus_given(const CorpusOptions& corpus);

void add_corpus_options(po::options_description& desc, CorpusOptions& opts);
void add_output_options(po::options_description& desc, OutputOptions& opts);

// The common corpus and output options, registered in the "Common options" block.
void add_common_options(OptionBlocks& blocks, CorpusOptions& corpus, OutputOptions& output);

}  // namespace explgraph::options
