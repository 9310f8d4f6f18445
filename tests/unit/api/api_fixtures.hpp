#pragma once
#include <sstream>
#include <string>

#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"

// The corpus options of tests/fixtures/<name>.
inline explgraph::CorpusOptions fixture_corpus(const std::string& name = "tiny") {
  explgraph::CorpusOptions options;
  options.corpus = std::string(EXPLGRAPH_FIXTURES) + "/" + name;
  return options;
}

inline std::string fixture_path(const std::string& path) {
  return std::string(EXPLGRAPH_FIXTURES) + "/" + path;
}

// An output as the command would print it in `format`.
inline std::string written(const explgraph::Output& output, explgraph::Format format,
                           const std::string& table = "") {
  std::ostringstream out;
  output.write(format, out, table);
  return out.str();
}
