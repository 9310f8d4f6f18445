#pragma once
#include <array>
#include <map>
#include <string>
#include <vector>

#include "explgraph/analyze/probes.hpp"

// What is done to a probe set once its questions are made: the cap per cluster, the split
// of the concepts (with Train's cap), the ids, the counts, the choice-only artifacts and the
// reading sample.
namespace explgraph::analyze {

struct KindFilterCounts {
  std::size_t candidates = 0;
  std::array<std::size_t, kProbeFilterRules.size()> removed{};  // per rule, in its order
};
using ProbeFilterCounts = std::map<ProbeKind, KindFilterCounts>;

// `split_keys`: per concept, what its split is decided by.
void finish_probe_set(ProbeSet& set, const std::vector<std::string>& split_keys,
                      const ProbeFilterCounts& filters);

}  // namespace explgraph::analyze
