// The option parser: arbitrary argument lists (one argument per line of the input) through
// Boost.Program_options with explgraph's own value types and checks, as every command parses
// them. Nothing may crash, hang or escape as anything but core::UsageError; a parsed whole
// number is always within the range its check allows, and power's share lists stay bounded.
#include <cstdint>
#include <string>
#include <vector>

#include "explgraph/api/options/common.hpp"
#include "explgraph/api/options/comparison.hpp"
#include "explgraph/api/options/power.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> args;
  std::string current;
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == '\n')
      args.push_back(current), current.clear();
    else
      current += static_cast<char>(data[i]);
  }
  if (!current.empty()) args.push_back(current);

  explgraph::CorpusOptions corpus;
  options::OutputOptions output;
  options::WholeNumber step{50};
  options::ComparisonArgs comparison;
  double threshold = 0;
  std::vector<std::string> rankings;
  std::string effects;
  options::po::options_description desc;
  options::add_corpus_options(desc, corpus);
  options::add_output_options(desc, output);
  options::add_comparison_options(desc, comparison, "systems");
  desc.add_options()("step", options::po::value(&step)->default_value(step))(
      "threshold", options::po::value(&threshold))(
      "ranking", options::po::value(&rankings)->composing())("effect",
                                                             options::po::value(&effects));
  options::po::positional_options_description positional;
  positional.add("questions", -1);
  try {
    if (options::parse_options(args, desc, &positional)) return 0;
    output.parsed_format();
    const auto compared = options::comparison_options(comparison);
    options::check_range("--step", step, 1, 100'000'000);
    if (compared.resamples < 1 || compared.resamples > analyze::kMaxResamples ||
        !(compared.alpha > 0 && compared.alpha < 1))
      __builtin_trap();      // the checks let it through
    if (!effects.empty()) {  // power's lists and ranges: bounded, in range
      const auto shares = options::parse_shares("--effect", effects, 0, 1);
      if (shares.empty() || shares.size() > 10'000) __builtin_trap();
      for (double share : shares)
        if (!(share >= 0 && share <= 1)) __builtin_trap();
    }
  } catch (const core::UsageError&) {
  }
  return 0;
}
