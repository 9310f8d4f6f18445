#pragma once
#include <functional>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "common_options.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::cli {

// What an analysis gives back: the same result as JSON and as a Document; optionally its
// own plain-text writer, and whether it found errors or warnings in the input (the audit:
// exit 1 on an error, or with --strict on a warning).
struct Rendered {
  nlohmann::ordered_json json;
  report::Document document;
  std::function<void(std::ostream&)> text = nullptr;
  bool found_errors = false;
  bool found_warnings = false;
  // Built only when that format is asked for (an audit of 200,000 findings should not
  // build their JSON to print text); when set, they replace `json` and `document`.
  std::function<nlohmann::ordered_json()> make_json = nullptr;
  std::function<report::Document()> make_document = nullptr;
};

// The files a run reads and writes besides the corpus and --out, named once its options are
// parsed: no output may be one of the inputs (SPEC §6 "Output safety").
struct RunFiles {
  std::vector<std::string> inputs;   // file paths ([NAME=]FILE specs: the FILE)
  std::vector<std::string> outputs;  // --dot, --graphml, …
};

struct CommandInfo {
  const char* name;
  const char* summary;  // what it computes and what it costs
  const char* usage;
  std::string help_epilogue = "";               // printed after the options
  bool questions_positional = false;            // QUESTIONS.tsv… without --questions
  bool reports_input_warnings = false;          // input warnings are part of its result
  bool corpus_optional = false;                 // may run without any corpus option
  bool out_is_folder = false;                   // --out names a folder the command fills itself
  const bool* tables_only = nullptr;            // when it points to true, questions are not needed
  // Writes one TSV stream (a ranking, predictions): --format text and tsv both give it;
  // json and md are usage errors rather than a summary in place of the data.
  bool tsv_output = false;
  std::function<RunFiles()> files = nullptr;
  // Checks the command's own option values right after parsing, before the corpus loads,
  // so a usage error comes first and fast (throws core::UsageError).
  std::function<void()> validate = nullptr;
};

// The FILE of each [NAME=]FILE spec.
std::vector<std::string> spec_paths(const std::vector<std::string>& specs);

// "NAME=FILE" or "FILE" (named after the file's stem), as --predictions and --ranking take.
struct NamedFile {
  std::string name;
  std::string path;
};
NamedFile parse_named_file(const std::string& spec);

// Reads each [NAME=]FILE as predictions / a TextGraphs ranking, named after NAME (or the
// file's stem); a name given twice is a usage error.
std::vector<load::Predictions> read_predictions_specs(const std::vector<std::string>& specs, core::Diagnostics& diagnostics);
std::vector<load::Ranking> read_ranking_specs(const std::vector<std::string>& specs, core::Diagnostics& diagnostics);

// The shape every analysis command shares: parse its own options plus the common ones,
// print help on --help, load the corpus once, compute, and write in the chosen format.
int run_analysis(const Args& args, std::ostream& out, std::ostream& err, const CommandInfo& info,
                 po::options_description& own, const std::function<Rendered(const LoadedCorpus&)>& compute);

// Throws core::InputError when an output is one of the inputs (the same file, through any
// link), or, for a folder output (`folder`), when an input lies inside it.
void refuse_to_overwrite_inputs(const std::vector<std::string>& outputs, const std::vector<std::string>& inputs,
                                const std::string& folder = "");

// Normaliser options for a loaded corpus (its --lemmas list, if any).
text::NormalizerOptions normalizer_options(const LoadedCorpus& loaded);

}  // namespace explgraph::cli
