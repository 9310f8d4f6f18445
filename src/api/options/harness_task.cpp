#include "explgraph/api/options/harness_task.hpp"

#include <algorithm>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

HarnessTaskOptions library_options(const HarnessTaskCommandOptions& o) {
  if (o.output.out.empty())
    throw core::UsageError("--out: give the folder to write the harness tasks into");
  const bool word = !o.name.empty() && std::all_of(o.name.begin(), o.name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
  if (!word)
    throw core::UsageError(
        "--name: expected a task-name prefix of letters, digits, '_' and '-', "
        "found " +
        core::quoted(o.name));
  HarnessTaskOptions options;
  options.prefix = o.name;
  for (const auto part : core::split(o.corpus.split, ',')) {
    const std::string split = core::ascii_lower(core::trim(part));
    if (split.empty()) continue;
    if (std::find(options.splits.begin(), options.splits.end(), split) == options.splits.end())
      options.splits.push_back(split);
  }
  return options;
}

const CommandHelp kHarnessTaskHelp{
    "harness-task",
    "writes the corpus's splits that have explained questions as EleutherAI lm-evaluation-harness "
    "tasks, so that a language model is asked the questions whose knowledge types are known (the "
    "harness's arc_easy and arc_challenge score ARC's test split, whose explanations the public "
    "WorldTree release withholds). Per split, into the folder --out: PREFIX_SPLIT.jsonl (its "
    "questions with an explanation and a text, in ARC's schema: id, question, choices {text, "
    "label}, answerKey), PREFIX_SPLIT.yaml (multiple choice, ARC's prompt \"Question: "
    "...\\nAnswer:\", acc and acc_norm) and PREFIX_SPLIT_explain.yaml (generative: the answer's "
    "label, then the facts that explain it, one per line; exact_match on the label). Run them "
    "with lm_eval --include_path DIR --tasks PREFIX_SPLIT --log_samples from any folder (the "
    "YAMLs name their data by absolute paths), then give each model's output folder to accuracy "
    "--predictions. --split takes a comma-separated list (default: every split with explained "
    "questions).",
    "explgraph harness-task --corpus DIR --out DIR [--split train,dev] [--name PREFIX]",
    "\nExamples:\n"
    "  explgraph harness-task --corpus corpus --out tasks\n"
    "  lm_eval --model hf --model_args pretrained=Qwen/Qwen2.5-0.5B --include_path tasks "
    "--tasks worldtree_dev --log_samples --output_path runs\n"
    "  explgraph accuracy --corpus corpus --predictions qwen=runs/Qwen__Qwen2.5-0.5B\n"};

void add_options(OptionBlocks& blocks, HarnessTaskCommandOptions& o) {
  blocks.own.add_options()("name", po::value(&o.name)->default_value(o.name)->value_name("PREFIX"),
                           "the tasks' names: PREFIX_SPLIT and PREFIX_SPLIT_explain");
  add_corpus_options(blocks.common, o.corpus);
  add_output_options(blocks.common, o.output);
}

}  // namespace explgraph::options
