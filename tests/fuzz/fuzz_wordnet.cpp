// libFuzzer target: WordNet's data.noun (`probe --wordnet`), read, then made into probe sets of
// every kind, alone and as the lexicon of itself (as a tablestore's with --wordnet), the same
// bytes read as an index file giving the lexicon's adjectives. An unusable input is a
// core::InputError; anything else escaping, a hang, a probe whose answer is not among its
// choices, or a choice repeated is a finding.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <utility>

#include "explgraph/analyze/probes.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/taxonomy.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace explgraph;
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  core::Diagnostics warnings;
  try {
    analyze::ProbeSource alone, glossed;
    alone.taxonomy = load::read_wordnet_nouns(in, "fuzz", warnings);
    glossed.taxonomy = alone.taxonomy;
    // The same bytes as an index file (index.adj): the lexicon's adjectives.
    std::istringstream index(in.str());
    load::PartsOfSpeech parts;
    load::read_wordnet_index(index, "fuzz", load::kAdjective, parts);
    glossed.lexicon = std::make_shared<const analyze::Lexicon>(alone.taxonomy, std::move(parts));
    glossed.alignment = analyze::align_senses(glossed.taxonomy, *glossed.lexicon);
    analyze::ProbeOptions options;
    options.choices = 3;
    options.max_hops = 2;
    for (const auto* source : {&alone, &glossed})
      for (const auto& p : analyze::generate_probes(*source, options).probes) {
        if (p.answer >= p.choices.size() || p.choices.size() != options.choices) std::abort();
        auto sorted = p.choices;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) std::abort();
      }
  } catch (const core::InputError&) {
  }
  return 0;
}
