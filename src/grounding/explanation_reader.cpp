#include "explgraph/grounding/explanation_reader.hpp"

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/harness_samples.hpp"
#include "explgraph/load/json_lines.hpp"
#include "explgraph/load/line_reader.hpp"

namespace explgraph::grounding {
namespace {

using simdjson::dom::element;

[[noreturn]] void fail(const std::string& display, std::size_t line, std::size_t column,
                       const std::string& what) {
  throw core::InputError(display + ":" + std::to_string(line) +
                         (column > 0 ? ":" + std::to_string(column) : std::string()) +
                         ": error: " + what);
}

// Facts given as a list: each item one fact, trimmed.
std::vector<SplitFact> listed_facts(simdjson::dom::array items, std::size_t line,
                                    const std::string& display) {
  std::vector<SplitFact> facts;
  std::size_t index = 0;
  for (const element item : items) {
    ++index;
    std::string_view text;
    if (item.get_string().get(text) != simdjson::SUCCESS)
      fail(display, line, 0,
           "expected the explanation's facts to be strings, found " +
               std::string(load::json_type_name(item)) + " as item " + std::to_string(index));
    const std::string_view fact = core::trim(text);
    bool word = false;
    for (unsigned char c : fact) word = word || std::isalnum(c) || c >= 0x80;
    if (word) facts.push_back({std::string(fact), line, 1});
  }
  return facts;
}

// The facts of a text read from line `line` of the file: the splitter's lines count from it.
std::vector<SplitFact> text_facts(std::string_view text, std::size_t line,
                                  const FactSplitter& splitter) {
  auto facts = splitter.split(text);
  for (auto& f : facts) f.line += line - 1;
  return facts;
}

class Reader {
 public:
  Reader(const std::string& display, const FactSplitter& splitter, core::Diagnostics& diagnostics)
      : display_(display), splitter_(splitter), diagnostics_(diagnostics) {}

  void json_line(std::string_view line, std::size_t number);
  void sample_line(std::string_view line, std::size_t number);
  void tsv_header(std::string_view line, std::size_t number);
  void tsv_line(std::string_view line, std::size_t number);
  ExplanationFile& file() { return file_; }

 private:
  element parse(std::string_view line, std::size_t number);
  // A new question's explanation, or nullptr (with a warning) when the question had one.
  GeneratedExplanation* start(const std::string& question, std::size_t number);

  const std::string& display_;
  const FactSplitter& splitter_;
  core::Diagnostics& diagnostics_;
  load::JsonLineReader json_;
  ExplanationFile file_;
  std::unordered_map<std::string, std::size_t> index_of_;  // question -> explanations index
  std::size_t id_column_ = 0, text_column_ = 0;            // TSV
};

element Reader::parse(std::string_view line, std::size_t number) {
  std::string why;
  const auto value = json_.read(line, why);
  if (!value) fail(display_, number, 0, why);
  return *value;
}

GeneratedExplanation* Reader::start(const std::string& question, std::size_t number) {
  const auto [it, added] = index_of_.emplace(question, file_.explanations.size());
  if (!added) {
    diagnostics_.warn(display_, number, 0, "repeated-explanation",
                      "question " + core::quoted(question) + " was explained already at line " +
                          std::to_string(file_.explanations[it->second].line) +
                          "; this explanation is not read");
    return nullptr;
  }
  file_.explanations.push_back({question, number, {}});
  return &file_.explanations.back();
}

void Reader::json_line(std::string_view line, std::size_t number) {
  const element record = parse(line, number);
  const auto id = load::string_member(record, "id");
  if (!id)
    fail(display_, number, 0,
         "expected a JSON object with the question's \"id\" (a string) and its \"explanation\"");
  const auto explanation = load::member(record, "explanation");
  if (!explanation)
    fail(display_, number, 0, "expected the \"explanation\" of question " + core::quoted(*id));
  std::string_view text;
  simdjson::dom::array items;
  std::vector<SplitFact> facts;
  if (explanation->get_string().get(text) == simdjson::SUCCESS)
    facts = splitter_.split(text);
  else if (explanation->get_array().get(items) == simdjson::SUCCESS)
    facts = listed_facts(items, number, display_);
  else
    fail(display_, number, 0,
         "expected the \"explanation\" of question " + core::quoted(*id) +
             " to be a text or a list of facts, found " + load::json_type_name(*explanation));
  for (auto& f : facts) f.line = number;  // a JSON string's line breaks are escapes
  if (auto* out = start(*id, number)) out->facts = std::move(facts);
}

// The generation's first line is the answer's label (the task's prompt asks for it there).
std::string_view after_answer_line(std::string_view generation) {
  std::size_t at = 0;
  while (at < generation.size()) {
    std::size_t end = generation.find('\n', at);
    if (end == std::string_view::npos) return {};
    if (!core::trim(generation.substr(at, end - at)).empty()) return generation.substr(end + 1);
    at = end + 1;
  }
  return {};
}

void Reader::sample_line(std::string_view line, std::size_t number) {
  const element sample = parse(line, number);
  const auto doc = load::member(sample, "doc");
  const auto id = doc ? load::string_member(*doc, "id") : std::nullopt;
  if (!id) fail(display_, number, 0, "expected the sample's \"doc\" to have ARC's question \"id\"");
  const auto responses = load::member(sample, "resps");
  simdjson::dom::array outer, inner;
  std::string_view generation;
  const bool generated =
      responses && responses->get_array().get(outer) == simdjson::SUCCESS && outer.size() > 0 &&
      outer.at(0).get_array().get(inner) == simdjson::SUCCESS && inner.size() > 0 &&
      inner.at(0).get_string().get(generation) == simdjson::SUCCESS;
  if (!generated)
    fail(display_, number, 0,
         "expected the samples of a generate_until task (resps [[TEXT]], as harness-task's "
         "_explain task writes them); this sample has no generated text (a multiple-choice "
         "task's log-likelihoods?)");
  auto* out = start(*id, number);
  if (out == nullptr) return;
  out->facts = splitter_.split(after_answer_line(generation));
  for (auto& f : out->facts) f.line = number;  // a JSON string's line breaks are escapes
}

void Reader::tsv_header(std::string_view line, std::size_t number) {
  const auto names = core::split(line, '\t');
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string name = core::ascii_lower(core::trim(names[i]));
    if (name == "questionid") id_column_ = i + 1;
    if (name == "explanation") text_column_ = i + 1;
  }
  if (id_column_ == 0 || text_column_ == 0)
    fail(display_, number, 0,
         "expected explanations as JSON lines ({\"id\": …, \"explanation\": …}), the samples of "
         "an lm-evaluation-harness generate_until task, or a TSV whose header names QuestionID "
         "and explanation; found " +
             core::quoted(line.substr(0, 80)));
}

// A TSV field as spreadsheets write it: "…" unquoted, "" one quote.
std::string unquoted(std::string_view field) {
  field = core::trim(field);
  if (field.size() < 2 || field.front() != '"' || field.back() != '"') return std::string(field);
  std::string out;
  for (std::size_t i = 1; i + 1 < field.size(); ++i) {
    out += field[i];
    if (field[i] == '"' && field[i + 1] == '"') ++i;
  }
  return out;
}

void Reader::tsv_line(std::string_view line, std::size_t number) {
  if (core::trim(line).empty()) return;
  const auto fields = core::split(line, '\t');
  if (fields.size() < std::max(id_column_, text_column_))
    fail(display_, number, 0,
         "expected " + std::to_string(std::max(id_column_, text_column_)) +
             " tab-separated fields (QuestionID and explanation), found " +
             std::to_string(fields.size()));
  const std::string id(core::trim(fields[id_column_ - 1]));
  const auto [it, added] = index_of_.emplace(id, file_.explanations.size());
  if (added) file_.explanations.push_back({id, number, {}});
  auto& facts = file_.explanations[it->second].facts;
  for (auto& f : text_facts(unquoted(fields[text_column_ - 1]), number, splitter_))
    facts.push_back(std::move(f));
}

}  // namespace

const char* format_name(ExplanationFormat format) {
  switch (format) {
    case ExplanationFormat::kJsonLines:
      return "jsonl";
    case ExplanationFormat::kTsv:
      return "tsv";
    case ExplanationFormat::kHarnessSamples:
      break;
  }
  return "harness";
}

std::size_t invalid_utf8_column(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = core::utf8_sequence_length(text, i);
    if (length == 0) return i + 1;
    i += length;
  }
  return 0;
}

ExplanationFile read_explanations(std::istream& in, const std::string& display,
                                  const FactSplitter& splitter, core::Diagnostics& diagnostics) {
  Reader reader(display, splitter, diagnostics);
  load::LineReader lines(in, display);
  std::string_view line;
  bool first = true;
  auto& file = reader.file();
  while (lines.next(line)) {
    if (first && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);  // a BOM
    if (const std::size_t column = invalid_utf8_column(line))
      fail(display, lines.number(), column, "invalid UTF-8 (the file must be UTF-8 text)");
    if (first && core::trim(line).empty()) continue;
    if (first) {
      file.format = load::is_harness_sample(line)          ? ExplanationFormat::kHarnessSamples
                    : core::trim(line).substr(0, 1) == "{" ? ExplanationFormat::kJsonLines
                                                           : ExplanationFormat::kTsv;
      first = false;
      if (file.format == ExplanationFormat::kTsv) {
        reader.tsv_header(line, lines.number());
        continue;
      }
    }
    if (file.format == ExplanationFormat::kTsv)
      reader.tsv_line(line, lines.number());
    else if (!core::trim(line).empty() && file.format == ExplanationFormat::kJsonLines)
      reader.json_line(line, lines.number());
    else if (!core::trim(line).empty())
      reader.sample_line(line, lines.number());
  }
  if (file.explanations.empty())
    throw core::InputError(display + ": error: no explanation found (" +
                           (first ? std::string("the file is empty") : "only a header") + ")");
  return std::move(file);
}

}  // namespace explgraph::grounding
