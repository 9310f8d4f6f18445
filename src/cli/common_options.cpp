#include "common_options.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::cli {

void check_range(const char* option, const WholeNumber& n, std::uint64_t min, std::uint64_t max) {
  if (n.value < min || n.value > max)
    throw core::UsageError(std::string(option) + ": expected a whole number from " +
                           std::to_string(min) + " to " + std::to_string(max) + ", found " +
                           std::to_string(n.value));
}

double finite_option(const char* name, double value) {
  if (!std::isfinite(value))
    throw core::UsageError(std::string(name) + ": expected a finite number, found " +
                           std::to_string(value));
  return value;
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
  if (kind == OutputKind::kCompared) formats.push_back("latex");
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
                                 "replace the --out folder even when explgraph did not write it, "
                                 "with all it holds");
  } else {
    desc.add_options()(
        "format,f",
        po::value(&o.format)->default_value("text")->value_name(listed(formats_of(o.kind), "|")),
        "output format");
    if (o.kind != OutputKind::kData && o.kind != OutputKind::kRanking)
      desc.add_options()("table", po::value(&o.table)->value_name("NAME"),
                         "with --format tsv: the table to write (default: the main one); "
                         "'--table list' names them");
    desc.add_options()(
        "out,o", po::value(&o.out)->value_name("FILE"),
        "write to FILE instead of standard output (- : standard output); a file is replaced "
        "atomically, a device or FIFO written through, a symlink's target replaced; never an "
        "input of the run");
  }
  desc.add_options()("strict", po::bool_switch(&o.strict),
                     "treat input warnings as errors (exit 2)")(
      "quiet,q", po::bool_switch(&o.quiet), "do not print input warnings")("help,h",
                                                                           "show this help");
}

namespace {

void parse_into(const std::vector<std::string>& args, const po::options_description& desc,
                const po::positional_options_description* positional, po::variables_map& vm) {
  po::command_line_parser parser(args);
  parser.options(desc);
  if (positional != nullptr) parser.positional(*positional);
  po::store(parser.run(), vm);
}

// Boost words its errors by substituting the user's value into templates such as
// "the argument ('%value%') …", and loops forever when that value itself holds a placeholder
// ("--relevance-threshold %value%", found by fuzz_options). So the message comes from
// parsing a copy whose '%' are shown as '％' (U+FF05), which fails the same way.
std::string error_message(const std::vector<std::string>& args, const po::options_description& desc,
                          const po::positional_options_description* positional) {
  std::vector<std::string> shown;
  for (const auto& a : args) {
    std::string s;
    for (char c : a) s += c == '%' ? std::string("\xEF\xBC\x85") : std::string(1, c);
    shown.push_back(std::move(s));
  }
  try {
    po::variables_map vm;
    parse_into(shown, desc, positional, vm);
    po::notify(vm);
  } catch (const po::error& e) {
    return e.what();
  }
  return "invalid arguments";
}

// " (did you mean '--corpus'?)" for a mistyped long option within two edits, else "".
std::string closest_option(const std::string& typed, const po::options_description& desc) {
  if (typed.rfind("--", 0) != 0) return "";
  const std::string name = typed.substr(
      2, typed.find('=') == std::string::npos ? std::string::npos : typed.find('=') - 2);
  std::string best;
  std::size_t best_distance = 3;
  for (const auto& option : desc.options()) {
    const std::string& candidate = option->long_name();
    if (candidate.empty()) continue;
    const std::size_t d = core::edit_distance(name, candidate);
    if (d < best_distance) best = candidate, best_distance = d;
  }
  return best.empty() ? "" : " (did you mean '--" + best + "'?)";
}

// For "too many positional options": the first argument no option took, and what it may
// have meant (issue 43: `stats corpus` said only what Boost says).
std::string stray_argument(const std::vector<std::string>& args,
                           const po::options_description& desc) {
  bool value_expected = false;
  for (const auto& arg : args) {
    if (arg.size() > 1 && arg[0] == '-') {
      const std::string name =
          arg.substr(arg.rfind("--", 0) == 0 ? 2 : 1,
                     arg.find('=') == std::string::npos ? std::string::npos : arg.find('=') - 2);
      const auto* option = desc.find_nothrow(name, arg.rfind("--", 0) != 0);
      value_expected = option != nullptr && arg.find('=') == std::string::npos &&
                       option->semantic()->max_tokens() > 0;
      continue;
    }
    if (value_expected) {
      value_expected = false;
      continue;
    }
    std::error_code ec;
    const std::string hint =
        std::filesystem::is_directory(arg, ec)      ? " (did you mean '--corpus " + arg + "'?)"
        : std::filesystem::is_regular_file(arg, ec) ? " (did you mean '--questions " + arg + "'?)"
                                                    : "";
    return "unexpected argument '" + arg + "': every input is given with its option" + hint;
  }
  return "";
}

std::string wrap(const std::string& text, std::size_t width) {
  std::string out, line;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line;
}

}  // namespace

bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional) {
  po::variables_map vm;
  try {
    parse_into(args, desc, positional, vm);
    if (vm.count("help")) return true;
    po::notify(vm);
  } catch (const po::error& e) {
    std::string message = error_message(args, desc, positional);
    if (const auto* unknown = dynamic_cast<const po::unknown_option*>(&e))
      message += closest_option(unknown->get_option_name(), desc);
    if (dynamic_cast<const po::too_many_positional_options_error*>(&e) != nullptr) {
      const std::string stray = stray_argument(args, desc);
      if (!stray.empty()) message = stray;
    }
    throw core::UsageError(message);
  }
  return false;
}

bool parse_options(const std::vector<std::string>& args, const OptionBlocks& blocks) {
  po::options_description all;
  all.add(blocks.own).add(blocks.common).add(blocks.hidden);
  return parse_options(args, all, &blocks.positional);
}

std::string help_text(const CommandHelp& help, const OptionBlocks& blocks) {
  std::ostringstream out;
  out << wrap("explgraph " + std::string(help.name) + ": " + help.summary, 80)
      << "\n\nUsage: " << help.usage << "\n\n";
  if (!blocks.own.options().empty()) out << blocks.own << '\n';
  if (!blocks.common.options().empty()) out << blocks.common;
  out << help.epilogue;
  return out.str();
}

}  // namespace explgraph::cli
