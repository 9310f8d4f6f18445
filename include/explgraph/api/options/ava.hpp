#pragma once
#include <optional>
#include <string>

#include "explgraph/analyze/ava.hpp"
#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

// `ava systems`: an automatic evaluator's judgments against people's.
struct AvaSystemsCommandOptions {
  OutputOptions output;
  std::string judgments;
  std::string alpha;  // the threshold for scores without their own; "" none
  WholeNumber resamples{10000}, seed{1};
};
void add_options(OptionBlocks& blocks, AvaSystemsCommandOptions& o);
// The option values checked (core::UsageError naming the option) and converted.
analyze::AvaSystemsOptions library_options(const AvaSystemsCommandOptions& o);
// --alpha as a number, or none.
std::optional<double> score_threshold(const AvaSystemsCommandOptions& o);
extern const CommandHelp kAvaSystemsHelp;

// `ava pairs`: AVA tuples from an answer-sentence-selection set, written to --out as TSV.
struct AvaPairsCommandOptions {
  OutputOptions output{OutputKind::kData};
  std::string as2;
  double dev = 0.1, test = 0.1;
  WholeNumber seed{1};
};
void add_options(OptionBlocks& blocks, AvaPairsCommandOptions& o);
analyze::AvaPairsOptions library_options(const AvaPairsCommandOptions& o);
extern const CommandHelp kAvaPairsHelp;

// `ava train`: the linear evaluator learnt from tuples; its output (JSON by default) is the
// model file.
struct AvaTrainCommandOptions {
  AvaTrainCommandOptions() { output.format = "json"; }
  OutputOptions output;
  std::string tuples;
  double c = 1;
  std::string alpha;  // "" chosen on Dev, else 0
};
void add_options(OptionBlocks& blocks, AvaTrainCommandOptions& o);
analyze::AvaTrainOptions library_options(const AvaTrainCommandOptions& o);
extern const CommandHelp kAvaTrainHelp;

// `ava judge`: a trained model applied to tuples, against their gold labels.
struct AvaJudgeCommandOptions {
  OutputOptions output;
  std::string model, tuples, split;
};
void add_options(OptionBlocks& blocks, AvaJudgeCommandOptions& o);
// --split as Train, Dev or Test ("" all), checked.
std::string judged_split(const AvaJudgeCommandOptions& o);
extern const CommandHelp kAvaJudgeHelp;

// The files each ava command cannot run without, given or a core::UsageError naming the
// option (both front ends ask this; Python shows the options as keywords).
void require_inputs(const AvaSystemsCommandOptions& o);
void require_inputs(const AvaPairsCommandOptions& o);
void require_inputs(const AvaTrainCommandOptions& o);
void require_inputs(const AvaJudgeCommandOptions& o);

}  // namespace explgraph::options
