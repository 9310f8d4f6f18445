#pragma once
#include "explgraph/api/harness_task.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// `harness-task`: the corpus's explained splits as lm-evaluation-harness tasks.
struct HarnessTaskCommandOptions {
  HarnessTaskCommandOptions() { output.folder_what = kHarnessTaskFolder; }
  CorpusOptions corpus;  // its --split is a comma-separated list here (library_options)
  OutputOptions output{OutputKind::kFolder};  // --out names the folder
  std::string name = "worldtree";
};
void add_options(OptionBlocks& blocks, HarnessTaskCommandOptions& o);
// The option values checked (core::UsageError naming the option) and converted: --split's
// names lower-cased, --name a task-name word.
HarnessTaskOptions library_options(const HarnessTaskCommandOptions& o);
extern const CommandHelp kHarnessTaskHelp;

}  // namespace explgraph::options
