#include "explgraph/load/ava_tuples.hpp"

#include <cmath>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/json_document.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
namespace {

constexpr const char* kAs2Layout = "question_id<TAB>question<TAB>candidate<TAB>label[<TAB>short]";
constexpr const char* kTupleLayout =
    "question_id<TAB>question<TAB>reference<TAB>short<TAB>candidate<TAB>label[<TAB>split]";

bool read_label(const std::string& display, const TsvRecord& record, std::size_t f,
                const char* layout) {
  const std::string_view text = core::trim(record.fields[f]);
  if (text == "0" || text == "1") return text == "1";
  throw core::InputError(
      field_error(display, record, f, "a label 0 or 1", std::string("the columns are ") + layout));
}

std::string field(const TsvRecord& record, std::size_t f) {
  return f < record.fields.size() ? std::string(core::trim(record.fields[f])) : std::string();
}

core::InputError nothing_usable(const std::string& display, const std::string& what,
                                const char* layout, const std::string& first_problem) {
  return core::InputError(
      display + ": error: expected " + what + " (TSV " + layout + "), found no usable line (" +
      (first_problem.empty() ? std::string("the file is empty") : first_problem) + ")");
}

std::string read_split(const std::string& display, const TsvRecord& record) {
  const std::string split = field(record, 6);
  for (const char* name : {"Train", "Dev", "Test"})
    if (core::iequals(split, name)) return name;
  if (split.empty()) return split;
  throw core::InputError(
      field_error(display, record, 6, "a split Train, Dev or Test (or nothing)"));
}

double model_number(const nlohmann::json& value, const std::string& display, const char* name) {
  if (!value.is_number() || !std::isfinite(value.get<double>()))
    throw core::InputError(display + ": error: expected " + name + " a finite number, found " +
                           json_excerpt(value));
  return value.get<double>();
}

}  // namespace

std::vector<As2Question> read_as2(std::istream& in, const std::string& display,
                                  core::Diagnostics& warnings) {
  std::vector<As2Question> questions;
  std::unordered_map<std::string, std::size_t> index;
  TsvReader reader(in, display, warnings);
  TsvRecord record;
  std::string first_problem;
  while (reader.next(record)) {
    if (record.blank()) continue;
    if (questions.empty() && record.fields.size() >= 4 &&
        core::iequals(core::trim(record.fields[3]), "label"))
      continue;
    if (record.fields.size() < 4 || field(record, 2).empty()) {
      if (first_problem.empty()) first_problem = fields_found(record);
      warnings.warn(display, record.line, 0, "malformed-candidate",
                    std::string("expected ") + kAs2Layout + " with a candidate; line skipped");
      continue;
    }
    const bool correct = read_label(display, record, 3, kAs2Layout);
    const std::string id = field(record, 0);
    const auto [at, added] = index.try_emplace(id, questions.size());
    if (added) questions.push_back({id, field(record, 1), field(record, 4), {}});
    questions[at->second].candidates.push_back({field(record, 2), correct});
  }
  if (questions.empty())
    throw nothing_usable(display, "an answer-sentence-selection set", kAs2Layout, first_problem);
  return questions;
}

std::vector<AvaTuple> read_ava_tuples(std::istream& in, const std::string& display,
                                      core::Diagnostics& warnings) {
  std::vector<AvaTuple> tuples;
  TsvReader reader(in, display, warnings);
  TsvRecord record;
  std::string first_problem;
  while (reader.next(record)) {
    if (record.blank()) continue;
    if (tuples.empty() && record.fields.size() >= 6 &&
        core::iequals(core::trim(record.fields[5]), "label"))
      continue;
    if (record.fields.size() < 6) {
      if (first_problem.empty())
        first_problem = fields_found(record) + (record.fields.size() >= 4
                                                    ? "; an answer-sentence-selection set? "
                                                      "explgraph ava pairs --as2 makes tuples of it"
                                                    : "");
      warnings.warn(display, record.line, 0, "malformed-tuple",
                    std::string("expected ") + kTupleLayout + ", found " +
                        std::to_string(record.fields.size()) + " field(s); line skipped");
      continue;
    }
    AvaTuple t{field(record, 0),
               field(record, 1),
               field(record, 2),
               field(record, 3),
               field(record, 4),
               read_split(display, record),
               read_label(display, record, 5, kTupleLayout),
               record.line};
    tuples.push_back(std::move(t));
  }
  if (tuples.empty()) throw nothing_usable(display, "AVA tuples", kTupleLayout, first_problem);
  return tuples;
}

AvaModel read_ava_model(std::istream& in, const std::string& display) {
  const std::string expected = "an AVA model (JSON with weights, bias, alpha, tokeniser)";
  const nlohmann::json json = read_json_document(in, display, expected);
  const auto member = [&](const char* name) -> const nlohmann::json& {
    if (!json.is_object() || !json.contains(name))
      throw core::InputError(display + ": error: expected " + expected + ", found no " +
                             core::quoted(name) + " (the file explgraph ava train --out writes)");
    return json[name];
  };
  AvaModel model;
  const auto& weights = member("weights");
  if (!weights.is_array() || weights.size() != model.weights.size())
    throw core::InputError(display + ": error: expected weights an array of 4 numbers, found " +
                           json_excerpt(weights));
  for (std::size_t i = 0; i < model.weights.size(); ++i)
    model.weights[i] = model_number(weights[i], display, "each weight");
  model.bias = model_number(member("bias"), display, "bias");
  model.alpha = model_number(member("alpha"), display, "alpha");
  const auto& tokeniser = member("tokeniser");
  if (tokeniser != kAvaTokeniser)
    throw core::InputError(display + ": error: expected tokeniser \"" + kAvaTokeniser +
                           "\" (the only one explgraph computes features with), found " +
                           json_excerpt(tokeniser));
  if (json.contains("c") && json["c"].is_number()) model.c = json["c"].get<double>();
  return model;
}

}  // namespace explgraph::load
