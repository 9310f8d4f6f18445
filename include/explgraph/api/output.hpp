#pragma once
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph {

enum class Format { kText, kJson, kTsv, kMarkdown, kSvg, kDot, kLatex, kTrec, kTrecEval };

// "text", "json", "tsv", "md" (or "markdown"), "svg", "dot", "latex", "trec", "trec_eval";
// anything else is a core::UsageError.
Format parse_format(const std::string& name);

// What an analysis gives back, ready to be written in any format. Each rendering is built
// only when it is asked for: an audit of 200,000 findings printed as text never builds their
// JSON. `json` and `document` are always set; `text` replaces the document's plain-text
// rendering where a command has its own (the audit's compiler-style lines); `data` is the
// whole output of commands that write one TSV stream (rank, solve).
struct Output {
  std::function<nlohmann::ordered_json()> json;
  std::function<report::Document()> document;
  std::function<void(std::ostream&)> text = nullptr;
  std::function<void(std::ostream&)> data = nullptr;
  // A standalone SVG picture of the result, for the commands that draw one (power, show).
  std::function<void(std::ostream&)> picture = nullptr;
  // The result as a Graphviz DOT graph, for the commands that draw graphs (show).
  std::function<void(std::ostream&)> graph = nullptr;
  // The systems compared as a LaTeX table for a paper (accuracy, rankeval).
  std::function<void(std::ostream&)> latex = nullptr;
  // The runs scored as trec_eval prints them (rankeval --qrels).
  std::function<void(std::ostream&)> trec_eval = nullptr;
  // Pairs of texts a command needs scored elsewhere (treeeval: BLEURT's candidate<TAB>reference
  // lines, written by --write-pairs).
  std::function<void(std::ostream&)> pairs = nullptr;
  // Generated explanations' grounded UIDs as a TextGraphs ranking (ground --write-ranking).
  std::function<void(std::ostream&)> ranking = nullptr;
  // The result as tidy tables (`--format tsv`), cut from `json`; without it, the default cut
  // (report::default_tables).
  std::function<report::DataTables()> tables = nullptr;
  // Warnings about the run's own inputs besides the corpus (predictions, rankings, ratings):
  // the caller shows them and, when it is strict, fails on them.
  core::Diagnostics input_warnings;
  bool found_errors = false;    // the audit found an error (exit 1)
  bool found_warnings = false;  // the audit found a warning (exit 1 under --strict)

  // Writes the output in `format`: JSON (2-space indented, invalid UTF-8 replaced), the
  // document as text or Markdown, one table as TSV (`table`: its name, "" for the main one,
  // "list" for the list of them), the picture, or the data stream. SVG from an output
  // without a picture, or an unknown table, is a core::UsageError.
  void write(Format format, std::ostream& out, const std::string& table = "") const;

  // Puts the warnings of reading the run's inputs (`read`) before those the analysis gave.
  void prepend_input_warnings(core::Diagnostics read);

  // All the tables: `tables()`, or the default cut of the JSON.
  report::DataTables all_tables() const;
};

// An Output over one result: `to_json(result)`, `to_document(result)`, `to_tables` of the
// JSON and, when given, `write_text(result, out)` run on demand.
template <typename Result, typename ToJson, typename ToDocument>
Output make_output(Result result, ToJson to_json, ToDocument to_document,
                   report::DataTables (*to_tables)(const nlohmann::ordered_json&),
                   void (*write_text)(const Result&, std::ostream&) = nullptr) {
  auto shared = std::make_shared<const Result>(std::move(result));
  Output output;
  output.json = [shared, to_json] { return to_json(*shared); };
  output.document = [shared, to_document] { return to_document(*shared); };
  output.tables = [shared, to_json, to_tables] { return to_tables(to_json(*shared)); };
  if (write_text != nullptr)
    output.text = [shared, write_text](std::ostream& out) { write_text(*shared, out); };
  return output;
}

// The Output of a command whose result is a file it writes (`data`: rank, solve, qrels): its
// JSON is `counts` ({"ranked": 35, …}), its document those counts as a summary.
Output counts_output(nlohmann::ordered_json counts);

}  // namespace explgraph
