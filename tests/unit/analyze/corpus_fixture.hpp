#pragma once
#include <string>

#include "explgraph/load/corpus.hpp"

// Loads tests/fixtures/<name> (any layout) with the default filter.
inline explgraph::load::Corpus load_fixture(const std::string& name) {
  explgraph::load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/" + name;
  return explgraph::load::load_corpus(options);
}
