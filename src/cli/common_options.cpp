#include "common_options.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/file_input.hpp"
#include "explgraph/report/output_file.hpp"

namespace explgraph::cli {

void check_range(const char* option, const WholeNumber& n, std::uint64_t min, std::uint64_t max) {
  if (n.value < min || n.value > max)
    throw core::UsageError(std::string(option) + ": expected a whole number from " + std::to_string(min) + " to " +
                           std::to_string(max) + ", found " + std::to_string(n.value));
}

Format OutputOptions::parsed_format() const {
  if (format == "text") return Format::kText;
  if (format == "json") return Format::kJson;
  if (format == "tsv") return Format::kTsv;
  if (format == "md" || format == "markdown") return Format::kMarkdown;
  throw core::UsageError("--format: expected text, json, tsv or md, found '" + format + "'");
}

void add_corpus_options(po::options_description& desc, CorpusOptions& o) {
  desc.add_options()
      ("corpus,c", po::value(&o.corpus)->value_name("DIR"),
       "corpus folder; layout detected (WorldTree V1, V2, the TextGraphs folder, or tables/ + question TSVs)")
      ("tables", po::value(&o.tables)->value_name("PATH"), "tablestore: tableindex.txt or a folder of *.tsv tables")
      ("questions", po::value(&o.questions)->multitoken()->value_name("FILE..."), "question/explanation TSV files")
      ("flags", po::value(&o.flags)->default_value("success")->value_name("success|any"),
       "success: keep questions whose flags say SUCCESS or READY (when there is a flags column); any: keep all")
      ("split", po::value(&o.split)->value_name("NAME"), "keep one split only (Train, Dev, Test; case-insensitive)")
      ("types", po::value(&o.types)->value_name("FILE"),
       "knowledge-type mapping, table<TAB>category[<TAB>label] (default: built-in WorldTree V1/V2.1)")
      ("lemmas", po::value(&o.lemmas)->value_name("FILE"), "look-up lemma list, lemma<TAB>word, applied before stemming");
}

void add_output_options(po::options_description& desc, OutputOptions& o) {
  desc.add_options()
      ("format,f", po::value(&o.format)->default_value("text")->value_name("text|json|tsv|md"), "output format")
      ("out,o", po::value(&o.out)->value_name("FILE"),
       "write to FILE instead of standard output (- : standard output); a file is replaced atomically, a device "
       "or FIFO written through, a symlink's target replaced; never an input of the run")
      ("strict", po::bool_switch(&o.strict), "treat input warnings as errors (exit 2)")
      ("quiet,q", po::bool_switch(&o.quiet), "do not print input warnings")
      ("help,h", "show this help");
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

}  // namespace

bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional) {
  po::variables_map vm;
  try {
    parse_into(args, desc, positional, vm);
    if (vm.count("help")) return true;
    po::notify(vm);
  } catch (const po::error&) {
    throw core::UsageError(error_message(args, desc, positional));
  }
  return false;
}

LoadedCorpus load_corpus(const CorpusOptions& c, const OutputOptions& output, std::ostream& err, bool tables_only) {
  load::CorpusOptions options;
  options.tables_only = tables_only;
  options.corpus_dir = c.corpus;
  options.tables = c.tables;
  options.questions = c.questions;
  options.types_file = c.types;
  if (c.flags == "any") options.filter.flags = load::FlagFilter::kAny;
  else if (c.flags != "success") throw core::UsageError("--flags: expected success or any, found '" + c.flags + "'");
  options.filter.split = c.split;
  LoadedCorpus loaded{load::load_corpus(options), {}, false};
  if (!c.lemmas.empty()) {
    std::ifstream in = load::open_input(c.lemmas);
    core::InputAccount account{c.lemmas, "lemmas", 0, 0, {}};
    loaded.lemmas = text::LemmaTable::read(in, c.lemmas, loaded.corpus.diagnostics, account);
    loaded.corpus.accounts.push_back(std::move(account));
    loaded.has_lemmas = true;
  }
  const auto& diagnostics = loaded.corpus.diagnostics;
  if (!output.quiet || output.strict) diagnostics.print(err, 10);
  if (output.strict && diagnostics.total() > 0)
    throw core::InputError("explgraph: error: " + std::to_string(diagnostics.total()) +
                           " input warning(s) and --strict was given");
  return loaded;
}

TerminalProgress::TerminalProgress(const std::string& command, const LoadedCorpus& loaded, std::ostream& err)
    : on_(!loaded.quiet && ::isatty(2)), err_(err), progress_([this, command](double fraction, double left) {
        err_ << '\r' << command << ": " << static_cast<int>(fraction * 100) << "% (about "
             << static_cast<long long>(left + 0.5) << " s left)   " << std::flush;
        drawn_ = true;
      }) {}

TerminalProgress::~TerminalProgress() {
  if (drawn_) err_ << '\r' << std::string(60, ' ') << '\r' << std::flush;
}

void finish_input_warnings(const core::Diagnostics& diagnostics, const LoadedCorpus& loaded, std::ostream& err) {
  if (!loaded.quiet || loaded.strict) diagnostics.print(err, 10);
  if (loaded.strict && diagnostics.total() > 0)
    throw core::InputError("explgraph: error: " + std::to_string(diagnostics.total()) +
                           " input warning(s) and --strict was given");
}

void check_ids_matched(const std::string& file, const char* what, std::size_t matched,
                       const std::vector<std::string>& unmatched, core::Diagnostics& diagnostics) {
  std::string examples;
  for (std::size_t i = 0; i < unmatched.size() && i < 3; ++i) examples += (i ? ", " : "") + core::quoted(unmatched[i]);
  if (matched == 0)
    throw core::InputError(file + ": error: none of its question ids names " + what + " (found " + examples +
                           (unmatched.size() > 3 ? ", …" : "") + "); another corpus or --split?");
  if (!unmatched.empty())
    diagnostics.warn(file, 0, 0, "unknown-question-id",
                     std::to_string(unmatched.size()) + " question id(s) name no " + what + " (" + examples +
                         (unmatched.size() > 3 ? ", …" : "") + "); skipped");
}

void check_standard_output(std::ostream& out) {
  out.flush();
  if (!out.fail()) return;
  const int error = errno;
  if (error == EPIPE) throw core::BrokenPipe();  // the reader left (| head): not an error
  throw core::InputError("explgraph: error: cannot write to standard output: " +
                         std::string(error != 0 ? std::strerror(error) : "output error") + "; the output is incomplete");
}

void emit(const OutputOptions& output, std::ostream& out, const std::function<void(std::ostream&)>& write) {
  if (output.out.empty() || output.out == "-") {
    errno = 0;
    write(out);
    check_standard_output(out);
  } else {
    report::write_file_atomically(output.out, write);
  }
}

namespace {

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

std::string help_text(const std::string& command, const std::string& summary, const std::string& usage,
                      const po::options_description& own, const po::options_description& common) {
  std::ostringstream out;
  out << wrap("explgraph " + command + ": " + summary, 80) << "\n\nUsage: " << usage << "\n\n";
  if (!own.options().empty()) out << own << '\n';
  out << common;
  return out.str();
}

}  // namespace explgraph::cli
