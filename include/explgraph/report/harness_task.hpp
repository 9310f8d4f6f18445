#pragma once
// lm-evaluation-harness tasks written from a corpus (SPEC §9, `explgraph harness-task`): a
// split's questions as ARC's dataset holds them (allenai/ai2_arc: `id`, `question` = the stem,
// `choices` {`text`, `label`}, `answerKey`), one JSON object per line, and the task YAMLs that
// make the harness ask them as it asks ARC. The harness scores ARC's test split, whose
// explanations the public WorldTree release withholds; these tasks ask the splits that have
// explanations, so that every knowledge-type table of `accuracy` is filled.
#include <string>
#include <utility>
#include <vector>

#include "explgraph/load/question.hpp"

namespace explgraph::report {

// The labels a question's choices are marked with in its text: "A", "B", … for "(A) … (B) …"
// (either case), "1", "2", … for "(1) … (2) …".
std::vector<std::string> choice_labels(const load::Question& q);

// One question as a line of ARC's dataset, named `id` (a repeated id's second question is
// ID#2, as accuracy names it), newline-terminated. Its answerKey is the label of the answer.
std::string arc_document_line(const load::Question& q, const std::string& id);

// ARC's prompt and the explain task's, as the YAMLs write them (Jinja, rendered by the
// harness's lm_eval/utils.py apply_template on each document).
extern const char* const kArcPrompt;
extern const char* const kExplainPrompt;
// The explain task's filter: the label its answer's first line starts with.
extern const char* const kExplainAnswerPattern;

// What a task YAML says: its name, the split it evaluates (a key of `data_files`), the
// dataset's files by split (absolute paths: the harness hands them to datasets.load_dataset,
// which resolves a relative path against the working directory, not the YAML's folder), the
// tag shared by the tasks of its kind, and the comment heading it.
struct HarnessTaskSpec {
  std::string task, split, tag;
  std::vector<std::pair<std::string, std::string>> data_files;  // (split, path), split order
  std::string comment;                                          // lines without their "# "
};

// The multiple-choice task: ARC's lm_eval/tasks/arc/arc_easy.yaml on this dataset (ARC's
// prompt, doc_to_target/doc_to_choice, acc and acc_norm). Few-shot examples come from the
// train split when there is one.
std::string multiple_choice_task_yaml(const HarnessTaskSpec& spec);

// The generative task asking for the answer's label on the first line, then the facts that
// explain it, one per line: exact_match on the label the regex filter takes from the first
// line (`filter` "answer" in its samples), the whole text in `resps` for `explgraph ground`.
std::string explain_task_yaml(const HarnessTaskSpec& spec);

// A YAML double-quoted scalar holding `text` (JSON's escapes, which YAML shares, and the
// characters YAML may not hold raw escaped too).
std::string yaml_quoted(const std::string& text);

}  // namespace explgraph::report
