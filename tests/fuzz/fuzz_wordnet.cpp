// libFuzzer target: WordNet's data.noun (`probe --wordnet`), read, then made into probe sets of
// every kind. An unusable input is a core::InputError; anything else escaping, a hang, a probe
// whose answer is not among its choices, or a choice repeated is a finding.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "explgraph/analyze/probes.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/taxonomy.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace explgraph;
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  core::Diagnostics warnings;
  try {
    const auto taxonomy = load::read_wordnet_nouns(in, "fuzz", warnings);
    analyze::ProbeOptions options;
    options.choices = 3;
    options.max_hops = 2;
    const auto set = analyze::generate_probes(taxonomy, options);
    for (const auto& p : set.probes) {
      if (p.answer >= p.choices.size() || p.choices.size() != options.choices) std::abort();
      auto sorted = p.choices;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) std::abort();
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
