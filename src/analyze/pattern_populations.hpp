#pragma once
// Internal to the patterns analysis: who is a target, who is in the pool, and each
// question's rows and tables as small sorted id lists.
#include <cstdint>
#include <string>
#include <vector>

#include "explgraph/analyze/patterns.hpp"

namespace explgraph::analyze::patterns_detail {

inline constexpr std::uint32_t kNone = UINT32_MAX;

struct Populations {
  // Per position in E: the UidIds of rows(q), ascending, and the role of each (its first
  // citation's RoleId), in the same order; the TableIds of tables(q), ascending.
  std::vector<std::vector<std::uint32_t>> rows, roles, tables;
  std::vector<std::uint32_t> targets;    // positions, in file order
  std::vector<std::uint32_t> pool;       // positions, in file order
  std::vector<std::uint32_t> pool_rank;  // position -> index in pool, kNone otherwise
};

Populations populations(const load::Corpus& corpus, const ExplanationIndex& index,
                        const PatternsOptions& options);

// Throws core::InputError when there is no target or no pool question.
void check_populations(const Populations& pop, const load::Corpus& corpus,
                       const ExplanationIndex& index, const PatternsOptions& options);

}  // namespace explgraph::analyze::patterns_detail
