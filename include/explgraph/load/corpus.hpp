#pragma once
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/knowledge_types.hpp"
#include "explgraph/load/question.hpp"
#include "explgraph/load/question_reader.hpp"
#include "explgraph/load/tablestore.hpp"

namespace explgraph::load {

struct CorpusOptions {
  std::string corpus_dir;               // --corpus: auto-detected layout
  std::string tables;                   // --tables: index file or folder (overrides the layout's)
  std::vector<std::string> questions;   // --questions: files (override the layout's)
  QuestionFilter filter;                // --flags, --split
  std::string types_file;               // --types: knowledge-type mapping (else the built-in)
};

// Everything an analysis reads: loaded once, shared by every analysis.
struct Corpus {
  std::string source;  // the --corpus folder, else the --tables path
  std::string layout;  // detected layout kind, or "explicit"
  Tablestore tablestore;
  std::vector<Question> questions;  // kept by the filter, in file order
  std::size_t questions_read = 0;   // data rows read before filtering
  bool has_flags_column = false;
  KnowledgeTypeMap types;
  std::vector<std::string> unmapped_tables;  // tables the type map does not cover
  std::vector<core::InputAccount> accounts;
  core::Diagnostics diagnostics;
};

// Loads the corpus; throws core::InputError (exit 2) for unusable input, and records every
// tolerated anomaly in Corpus::diagnostics.
Corpus load_corpus(const CorpusOptions& options);

}  // namespace explgraph::load
