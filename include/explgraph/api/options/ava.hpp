#pragma once
#include <optional>
#include <string>

#include "explgraph/analyze/ava.hpp"
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

}  // namespace explgraph::options
