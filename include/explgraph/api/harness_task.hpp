#pragma once
#include <string>
#include <vector>

#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/interrupts.hpp"

namespace explgraph {

// What `harness-task` writes and under which names.
struct HarnessTaskOptions {
  // The splits to write, lower-case ("train", "dev"); empty: every split that has a question
  // with an explanation. A corpus without splits is one split, "all".
  std::vector<std::string> splits;
  std::string prefix = "worldtree";  // tasks PREFIX_SPLIT and PREFIX_SPLIT_explain
};

// What a harness output folder is called in messages and in its mark.
constexpr const char* kHarnessTaskFolder = "harness tasks";

// lm-evaluation-harness tasks from the corpus (report/harness_task.hpp), written into `folder`
// whole (report::ReportFolder: a folder explgraph did not write is refused unless `force`):
// per split, PREFIX_SPLIT.jsonl (its questions that have an explanation and a text, in file
// order, named as accuracy names them), PREFIX_SPLIT.yaml (multiple choice, ARC's prompt and
// metrics) and PREFIX_SPLIT_explain.yaml (generative: the answer, then the facts). The JSON:
// `folder` (absolute), `tasks` (list of `task`, `explain_task`, `split`, `questions`,
// `dataset`), `left_out` {`without_explanation`, `without_text`} over the splits written,
// and `command` (the lm_eval command that runs them). A split asked for with nothing to write
// is a warning (its explanations withheld?); no task at all is a core::InputError.
Output harness_task(Workspace& workspace, const HarnessTaskOptions& options,
                    const std::string& folder, bool force, core::RemovedOnInterrupt* interrupts);

}  // namespace explgraph
