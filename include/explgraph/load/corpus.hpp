#pragma once
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/knowledge_types.hpp"
#include "explgraph/load/question.hpp"
#include "explgraph/load/question_reader.hpp"
#include "explgraph/load/tablestore.hpp"

namespace explgraph::load {

// What the loader reads, resolved (the question filter parsed, the layout's paths still to
// find): the Workspace makes it from the user's explgraph::CorpusOptions, which keeps the
// command line's words.
struct LoadOptions {
  std::string corpus_dir;              // --corpus: auto-detected layout
  std::string tables;                  // --tables: index file or folder (overrides the layout's)
  std::vector<std::string> questions;  // --questions: files (override the layout's)
  QuestionFilter filter;               // --flags, --split
  std::string types_file;              // --types: knowledge-type mapping (else the built-in)
  bool tables_only = false;       // a tablestore without questions is enough (audit --tablestore)
  bool tablestore_alone = false;  // the questions are not read at all (probe: their warnings
                                  // would be about files the command does not use)
  std::size_t threads = 0;  // the tablestore and each question file side by side (0: per core)
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
  // Per table (by TableId): its coarse category, or kUnmapped; looked up once, at load.
  std::vector<std::string> table_categories;
  // Every role the explanations use: the known ones first (their fixed ids), then the
  // others in first-seen order; ExplanationToken::role_id indexes it.
  core::Vocabulary<core::RoleId> roles;
  std::vector<core::InputAccount> accounts;
  core::Diagnostics diagnostics;

  const Question& question(core::QuestionId id) const { return questions[id.value]; }
};

// SPEC §1 "Populations": every analysis of explanations runs over E, the kept questions
// with at least one explanation token, and says how many kept questions it set aside
// (a masked Test split, a question whose explanation was left blank).
struct Population {
  std::size_t kept = 0;              // questions that passed --flags and --split
  std::size_t with_explanation = 0;  // |E|
  std::size_t set_aside() const { return kept - with_explanation; }
};

// The coarse category of a table or of a row's table: kUnmapped when the mapping has none.
const std::string& category_of(const Corpus& corpus, core::TableId table);
const std::string& category_of(const Corpus& corpus, core::RowId row);

inline bool has_explanation(const Question& q) {
  return !q.explanation.empty();
}
Population population(const Corpus& corpus);
// Indices into Corpus::questions of the questions in E, in file order.
std::vector<core::QuestionId> explained_questions(const Corpus& corpus);

// SPEC §6: two questions with the same id stay two questions. Where an output needs one
// name per question (graph exports), the k-th question with an id is named "ID#k" (k >= 2).
std::vector<std::string> distinct_question_names(const Corpus& corpus);

// Loads the corpus; throws core::InputError (exit 2) for unusable input, and records every
// tolerated anomaly in Corpus::diagnostics.
Corpus load_corpus(const LoadOptions& options);

}  // namespace explgraph::load
