#pragma once
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/named_input.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::python {

// One value of an in-memory input: an answer field ("B", "A,C") or a list (answers, UIDs).
using Entry = std::variant<std::string, std::vector<std::string>>;

// One --predictions or --ranking given from Python, as explgraph/__init__.py passes it: a
// name and either a file (`path`, as the command line's [NAME=]FILE) or the dict's items.
struct Input {
  std::string name;
  std::optional<std::string> path;
  std::vector<std::pair<std::string, Entry>> items;
};

bool all_files(const std::vector<Input>& inputs);

// What messages call each input: its file, or its name.
std::vector<std::string> sources_of(const std::vector<Input>& inputs);

// The inputs read (files) or converted (dicts), in order. Two inputs with one name are a
// core::UsageError (results are labelled by name); `kind` is "predictions" or "ranking".
// Files of lm-evaluation-harness samples (or its output folders) are read with `harness_metric`.
std::vector<load::Predictions> read_predictions(const std::vector<Input>& inputs,
                                                core::Diagnostics& warnings,
                                                load::HarnessMetric harness_metric);
std::vector<load::Ranking> read_rankings(const std::vector<Input>& inputs,
                                         core::Diagnostics& warnings);

// The files as the command line names them ([NAME=]FILE), for the API's file overloads.
std::vector<load::NamedFile> named_files(const std::vector<Input>& inputs);

}  // namespace explgraph::python
