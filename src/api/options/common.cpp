#include "explgraph/api/options/common.hpp"

#include <algorithm>
#include <charconv>

#include "explgraph/core/errors.hpp"

namespace explgraph::options {

po::typed_value<double>* number_value(double* field) {
  char shortest[32];  // the shortest text that reads back as the same double
  char* end = std::to_chars(shortest, shortest + sizeof shortest, *field).ptr;
  return po::value(field)->default_value(*field, std::string(shortest, end));
}

bool corpus_given(const CorpusOptions& corpus) {
  return !corpus.corpus.empty() || !corpus.tables.empty() || !corpus.questions.empty();
}

void add_corpus_options(po::options_description& desc, CorpusOptions& o) {
  desc.add_options()("corpus,c", po::value(&o.corpus)->value_name("DIR"),
                     "corpus folder; layout detected (WorldTree V1, V2, the TextGraphs folder, or "
                     "tables/ + question TSVs)")(
      "tables", po::value(&o.tables)->value_name("PATH"),
      "tablestore: tableindex.txt or a folder of *.tsv tables")(
      "questions", po::value(&o.questions)->multitoken()->value_name("FILE..."),
      "question/explanation TSV files")(
      "flags", po::value(&o.flags)->default_value("success")->value_name("success|any"),
      "success: keep questions whose flags say SUCCESS or READY (when there is a flags column); "
      "any: keep all")("split", po::value(&o.split)->value_name("NAME"),
                       "keep one split only (Train, Dev, Test; case-insensitive)")(
      "types", po::value(&o.types)->value_name("FILE"),
      "knowledge-type mapping, table<TAB>category[<TAB>label] (default: built-in WorldTree "
      "V1/V2.1)")("lemmas", po::value(&o.lemmas)->value_name("FILE"),
                  "look-up lemma list, lemma<TAB>word, applied before stemming");
}

namespace {

// The --format values a kind of output takes, in the order the help lists them.
std::vector<std::string> formats_of(OutputKind kind) {
  std::vector<std::string> formats{"text", "json", "tsv", "md"};
  if (kind == OutputKind::kPicture || kind == OutputKind::kGraph) formats.push_back("svg");
  if (kind == OutputKind::kGraph) formats.push_back("dot");
  if (kind == OutputKind::kCompared || kind == OutputKind::kRankings) formats.push_back("latex");
  if (kind == OutputKind::kRankings) formats.push_back("trec_eval");
  if (kind == OutputKind::kRanking) formats.push_back("trec");
  return formats;
}

// "text, json, tsv or md"; with a `separator`, "text|json|tsv|md".
std::string listed(const std::vector<std::string>& items, const char* separator = nullptr) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : separator ? separator : i + 1 == items.size() ? " or " : ", ") + items[i];
  return out;
}

// Why a format another command writes is not this one's.
std::string written_by(const std::string& format) {
  if (format == "svg") return " (only power and show draw pictures)";
  if (format == "dot") return " (only show draws graphs)";
  if (format == "latex") return " (only accuracy and rankeval write a table for papers)";
  if (format == "trec") return " (only rank writes a TREC run)";
  if (format == "trec_eval") return " (only rankeval --qrels prints as trec_eval does)";
  return "";
}

}  // namespace

Format OutputOptions::parsed_format() const {
  const auto formats = formats_of(kind);
  const bool offered =
      format == "markdown" || std::find(formats.begin(), formats.end(), format) != formats.end();
  if (!offered)
    throw core::UsageError("--format: expected " + listed(formats) + ", found '" + format + "'" +
                           written_by(format));
  const Format parsed = parse_format(format);
  if (!table.empty() && parsed != Format::kTsv)
    throw core::UsageError("--table " + table + ": a table is written as TSV; add --format tsv");
  return parsed;
}

void add_output_options(po::options_description& desc, OutputOptions& o) {
  if (o.kind == OutputKind::kFolder) {
    desc.add_options()("out,o", po::value(&o.out)->value_name("FOLDER"),
                       "the folder to write the report into: created, or replaced whole when it "
                       "holds an earlier report and nothing else (any other folder is left "
                       "alone)")("force", po::bool_switch(&o.force),
                                 "replace the --out folder even when explgraph did "
                                 "not write it, with all it holds");
  } else {
    desc.add_options()(
        "format,f",
        po::value(&o.format)->default_value(o.format)->value_name(listed(formats_of(o.kind), "|")),
        "output format");
    if (o.kind != OutputKind::kData && o.kind != OutputKind::kRanking)
      desc.add_options()("table", po::value(&o.table)->value_name("NAME"),
                         "with --format tsv: the table to write (default: the main "
                         "one); '--table list' names them");
    desc.add_options()(
        "out,o", po::value(&o.out)->value_name("FILE"),
        "write to FILE instead of standard output (- : standard output); a file is replaced "
        "atomically, a device or FIFO written through, a symlink's target "
        "replaced; never an input of the run");
  }
  desc.add_options()("strict", po::bool_switch(&o.strict),
                     "treat input warnings as errors (exit 2)")(
      "quiet,q", po::bool_switch(&o.quiet), "do not print input warnings")("help,h",
                                                                           "show this help");
}

void add_common_options(OptionBlocks& blocks, CorpusOptions& corpus, OutputOptions& output) {
  add_corpus_options(blocks.common, corpus);
  add_output_options(blocks.common, output);
  // Long options may be abbreviated (as with getopt_long), so without this a '--table' given
  // to a command that has none would be taken for '--tables'.
  const bool stream = output.kind == OutputKind::kData || output.kind == OutputKind::kRanking;
  if (stream || output.kind == OutputKind::kFolder)
    blocks.hidden.add_options()(
        "table", po::value<std::string>()->notifier([stream](const std::string&) {
          throw core::UsageError(stream ? "--table: this command writes one TSV stream, not tables"
                                        : "--table: the report folder holds every "
                                          "table as <section>.<table>.tsv");
        }));
}

}  // namespace explgraph::options
