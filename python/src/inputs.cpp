#include "inputs.hpp"

#include <set>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/named_input.hpp"

namespace explgraph::python {

namespace {

void check_names(const std::vector<Input>& inputs, const char* kind) {
  std::set<std::string> seen;
  for (const auto& input : inputs)
    if (!seen.insert(input.name).second)
      throw core::UsageError(std::string("two ") + kind + " are named '" + input.name +
                             "': name them apart with (name, " + kind + ") tuples");
}

load::AnswerLists answer_lists(const Input& input) {
  load::AnswerLists lists;
  lists.reserve(input.items.size());
  for (const auto& [question, entry] : input.items) {
    if (const auto* field = std::get_if<std::string>(&entry))
      lists.emplace_back(question, load::split_answers(*field));  // as a TSV field is read
    else
      lists.emplace_back(question, std::get<std::vector<std::string>>(entry));  // as given
  }
  return lists;
}

load::RankedLists ranked_lists(const Input& input) {
  load::RankedLists lists;
  lists.reserve(input.items.size());
  for (const auto& [question, entry] : input.items) {
    const auto* uids = std::get_if<std::vector<std::string>>(&entry);
    if (uids == nullptr)
      throw core::UsageError("ranking '" + input.name + "': question '" + question +
                             "' maps to a string; expected a list of UIDs, best first");
    lists.emplace_back(question, *uids);
  }
  return lists;
}

template <typename Read, typename Make>
auto read_inputs(const std::vector<Input>& inputs, const char* kind, Read read, Make make) {
  check_names(inputs, kind);
  std::vector<decltype(make(inputs.front()))> out;
  for (const auto& input : inputs) {
    if (input.path)
      out.push_back(std::move(read({load::NamedFile{input.name, *input.path}}).front()));
    else
      out.push_back(make(input));
  }
  return out;
}

}  // namespace

bool all_files(const std::vector<Input>& inputs) {
  for (const auto& input : inputs)
    if (!input.path) return false;
  return true;
}

std::vector<std::string> sources_of(const std::vector<Input>& inputs) {
  std::vector<std::string> sources;
  for (const auto& input : inputs) sources.push_back(input.path ? *input.path : input.name);
  return sources;
}

std::vector<load::NamedFile> named_files(const std::vector<Input>& inputs) {
  std::vector<load::NamedFile> files;
  for (const auto& input : inputs) files.push_back({input.name, input.path.value_or("")});
  return files;
}

std::vector<load::Predictions> read_predictions(const std::vector<Input>& inputs,
                                                core::Diagnostics& warnings,
                                                load::HarnessMetric harness_metric) {
  return read_inputs(
      inputs, "predictions",
      [&](const std::vector<load::NamedFile>& f) {
        return load::read_named_predictions(f, warnings, harness_metric);
      },
      [](const Input& input) { return load::make_predictions(input.name, answer_lists(input)); });
}

std::vector<load::Ranking> read_rankings(const std::vector<Input>& inputs,
                                         core::Diagnostics& warnings) {
  return read_inputs(
      inputs, "rankings",
      [&](const std::vector<load::NamedFile>& f) { return load::read_named_rankings(f, warnings); },
      [](const Input& input) { return load::make_ranking(input.name, ranked_lists(input)); });
}

}  // namespace explgraph::python
