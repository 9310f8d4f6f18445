#include "explgraph/api/workspace.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/lemma_list.hpp"

namespace explgraph {
namespace {

load::LoadOptions loader_options(const CorpusOptions& o) {
  load::LoadOptions options;
  options.tables_only = o.tables_only || o.tablestore_alone;
  options.tablestore_alone = o.tablestore_alone;
  options.corpus_dir = o.corpus;
  options.tables = o.tables;
  options.questions = o.questions;
  options.types_file = o.types;
  options.threads = o.threads;
  if (o.flags == "any")
    options.filter.flags = load::FlagFilter::kAny;
  else if (o.flags != "success")
    throw core::UsageError("--flags: expected success or any, found '" + o.flags + "'");
  options.filter.split = o.split;
  return options;
}

}  // namespace

std::string corpus_arguments(const CorpusOptions& o) {
  std::string args;
  auto add = [&](const std::string& option, const std::string& value) {
    args += (args.empty() ? "" : " ") + option + " " + core::shell_word(value);
  };
  if (!o.corpus.empty()) add("--corpus", o.corpus);
  if (!o.tables.empty()) add("--tables", o.tables);
  for (const auto& q : o.questions) add("--questions", q);
  if (o.flags != CorpusOptions{}.flags) add("--flags", o.flags);
  if (!o.split.empty()) add("--split", o.split);
  if (!o.types.empty()) add("--types", o.types);
  if (!o.lemmas.empty()) add("--lemmas", o.lemmas);
  return args;
}

Workspace::Workspace() = default;

Workspace::Workspace(const CorpusOptions& options)
    : options_(options), corpus_(load::load_corpus(loader_options(options))) {
  if (options.lemmas.empty()) return;
  std::ifstream in = load::open_input(options.lemmas);
  core::InputAccount account{options.lemmas, "lemmas", 0, 0, {}};
  for (const auto& entry : load::read_lemma_list(in, options.lemmas, corpus_.diagnostics, account))
    lemmas_.add(entry.word, entry.lemma);
  corpus_.accounts.push_back(std::move(account));
  has_lemmas_ = true;
}

const text::Normalizer& Workspace::normalizer() {
  if (!normalizer_) {
    text::NormalizerOptions options;
    if (has_lemmas_) options.lemmas = &lemmas_;
    normalizer_ = std::make_unique<text::Normalizer>(options);
  }
  return *normalizer_;
}

const graph::CorpusGraph& Workspace::graph() {
  if (!graph_) graph_ = std::make_unique<graph::CorpusGraph>(corpus_, normalizer(), threads_);
  return *graph_;
}

const graph::ExplanationGraphs& Workspace::explanation_graphs() {
  if (!explanation_graphs_)
    explanation_graphs_ = std::make_unique<graph::ExplanationGraphs>(corpus_, graph(), threads_);
  return *explanation_graphs_;
}

const analyze::ExplanationIndex& Workspace::explanations() {
  if (!explanations_) explanations_ = std::make_unique<analyze::ExplanationIndex>(corpus_);
  return *explanations_;
}

}  // namespace explgraph
