#pragma once
#include <memory>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/core/progress.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/lemma_table.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph {

// Where the corpus comes from and which questions count: the command line's common corpus
// options, with the same names and defaults (docs/COMMANDS.md, "Common options").
struct CorpusOptions {
  std::string corpus;                  // --corpus DIR: layout detected
  std::string tables;                  // --tables: tableindex.txt or a folder of tables
  std::vector<std::string> questions;  // --questions FILE...
  std::string flags = "success";       // --flags success|any
  std::string split;                   // --split NAME (case-insensitive)
  std::string types;                   // --types FILE: table -> category (default built in)
  std::string lemmas;                  // --lemmas FILE: lemma<TAB>word, before stemming
  bool tables_only = false;            // a tablestore without questions is enough
  bool tablestore_alone = false;       // and the questions are not read at all
  std::size_t threads = 0;  // loading: the tablestore and question files side by side (0: per core)
};

// A loaded corpus and what analyses derive from it — the normaliser, the word-overlap
// graph, every explanation graph, the explanation index — each built once, on first use, and shared
// by every analysis run on it (a report builds each of them once).
// The options as a command line would give them ("--corpus 'C' --split Dev"), each value
// quoted for a POSIX shell, defaults left out: how a report tells a reader to run another
// command on the same corpus.
std::string corpus_arguments(const CorpusOptions& options);

class Workspace {
 public:
  // Loads the corpus; throws core::UsageError for a bad option value and core::InputError
  // (naming the file) for unusable input. Tolerated anomalies are in diagnostics().
  explicit Workspace(const CorpusOptions& options);
  // No corpus: for what needs none (rankeval --ratings, TF-Ranking JSON).
  Workspace();
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;

  const load::Corpus& corpus() const { return corpus_; }
  const CorpusOptions& options() const { return options_; }
  const core::Diagnostics& diagnostics() const { return corpus_.diagnostics; }
  bool empty() const { return corpus_.questions.empty() && corpus_.tablestore.rows.empty(); }

  const text::Normalizer& normalizer();
  const graph::CorpusGraph& graph();
  const graph::ExplanationGraphs& explanation_graphs();
  const analyze::ExplanationIndex& explanations();

  // Threads for building the graphs and reading large rankings (0: one per core, 1: none
  // besides the caller); what is built never depends on it.
  void set_threads(std::size_t threads) { threads_ = threads; }
  std::size_t threads() const { return threads_; }

  // Where long computations report how far they are (null: nowhere). Not owned.
  void set_progress(core::Progress* progress) { progress_ = progress; }
  core::Progress* progress() const { return progress_; }

 private:
  CorpusOptions options_;
  load::Corpus corpus_;
  text::LemmaTable lemmas_;
  bool has_lemmas_ = false;
  std::unique_ptr<text::Normalizer> normalizer_;
  std::unique_ptr<graph::CorpusGraph> graph_;
  std::unique_ptr<graph::ExplanationGraphs> explanation_graphs_;
  std::unique_ptr<analyze::ExplanationIndex> explanations_;
  core::Progress* progress_ = nullptr;
  std::size_t threads_ = 0;
};

}  // namespace explgraph
