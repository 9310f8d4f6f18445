#pragma once
#include <istream>
#include <nlohmann/json.hpp>
#include <string>

namespace explgraph::load {

// A whole JSON document read from `in`, or an InputError that names `display`, what was
// `expected` ("TextGraphs 2021 expert ratings (JSON)") and what was found: "an empty file",
// or "invalid JSON at line L, column C" where the parse broke.
nlohmann::json read_json_document(std::istream& in, const std::string& display,
                                  const std::string& expected);

}  // namespace explgraph::load
