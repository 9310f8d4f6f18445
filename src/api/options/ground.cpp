#include "explgraph/api/options/ground.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::options {

std::vector<load::NamedFile> explanation_files(const GroundCommandOptions& o) {
  if (o.explanations.empty())
    throw core::UsageError("no explanations given: use --explanations [NAME=]FILE");
  auto files = load::parse_named_files(o.explanations);
  if (!o.write_ranking.empty() && files.size() > 1)
    throw core::UsageError(
        "--write-ranking writes one system's ranking: give one --explanations "
        "file with it (" +
        std::to_string(files.size()) + " were given)");
  return files;
}

const CommandHelp kGroundHelp{
    "ground",
    "grounds explanations written by people or language models in free text in the tablestore: "
    "each text is cut into facts (line breaks, list markers, sentence ends), each fact aligned "
    "to the rows through the corpus's lemma index (exact when its content words in order are a "
    "row's, near when their IDF-weighted overlap with a row reaches the threshold, none below: "
    "a fact no row states), with the next candidates. Per question: whether the question, the "
    "answer and the facts form one component under audit's word-overlap rule, the hops, the "
    "isolated facts; precision, recall and F1 of the grounded UIDs against the gold explanation, "
    "by role and by knowledge category; the grounded UIDs in order scored as a TextGraphs 2020 "
    "ranking (MAP, by rankeval's code). Inputs are told by content: JSON lines {\"id\": ID, "
    "\"explanation\": TEXT or [FACT, ...]}, a TSV whose header names QuestionID and "
    "explanation, or the samples of harness-task's _explain task (lm_eval --log_samples).",
    "explgraph ground --corpus DIR --explanations [NAME=]FILE... [options]",
    "\nExamples:\n"
    "  explgraph ground --corpus corpus --explanations gpt=generated.jsonl\n"
    "  explgraph ground --corpus corpus --split Dev --explanations "
    "runs/model/samples_worldtree_dev_explain_2026.jsonl --write-ranking grounded.tsv\n"
    "  explgraph rankeval --corpus corpus --split Dev --ranking grounded.tsv\n"};

void add_options(OptionBlocks& blocks, GroundCommandOptions& o) {
  blocks.own.add_options()(
      "explanations",
      po::value(&o.explanations)->composing()->multitoken()->value_name("[NAME=]FILE..."),
      "generated explanations: JSON lines, TSV or harness samples, told apart by content; "
      "several after one --explanations, or repeat it")(
      "write-ranking", po::value(&o.write_ranking)->value_name("FILE"),
      "write the grounded UIDs of each explanation, in order, as a TextGraphs ranking "
      "(questionID<TAB>UID) for rankeval");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
