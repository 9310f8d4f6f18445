#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/load/taxonomy.hpp"

// Where a probe's distractors are drawn from: one concept's distractor families
// (docs/DEFINITIONS.md, "probe": families), as pools a draw indexes into. Near-linear in the
// taxonomy whatever its shape: a sister family is not copied per concept (a hub's 10,000
// children would make 10^8 entries) but read from its parents' pools, shared by all their
// children, an entry reached only through the concept itself skipped.
namespace explgraph::analyze {

// Concepts reached from one concept within K hops, by breadth-first search: each with its
// distance and the edge it was first reached by (so one shortest path can be read back).
struct Reached {
  std::uint32_t node;
  std::size_t hops;
  std::uint32_t via;  // edge index
};
std::vector<Reached> reached_within(const load::Taxonomy& t, std::uint32_t from, std::size_t k,
                                    bool up);

// A parent's children with their descendants within depth - 1 hops (each once), and for each
// how many of the children reach it.
struct SisterPool {
  std::vector<std::uint32_t> nodes, reach;
};

class FamilyPool {
 public:
  static FamilyPool own(std::vector<std::uint32_t> nodes);
  static FamilyPool every_concept(std::size_t concepts);
  // c's sister-`depth` family: its parents' pools, less what only c itself reaches.
  static FamilyPool sisters(std::vector<std::shared_ptr<const SisterPool>> parents,
                            std::vector<std::uint32_t> through_c);

  // Entries to draw from (a sister family's may repeat a concept, and skip some).
  std::size_t size() const { return size_; }
  // The entry's concept, or none when it is not in the family.
  std::optional<std::uint32_t> at(std::size_t i) const;

 private:
  std::size_t size_ = 0;
  bool every_ = false;
  std::vector<std::uint32_t> own_;
  std::vector<std::shared_ptr<const SisterPool>> parents_;
  std::vector<std::uint32_t> through_c_;  // sorted: c and its descendants within depth - 1
};

// The sister pools of a taxonomy's parents, made when first asked for.
class SisterPools {
 public:
  explicit SisterPools(const load::Taxonomy& t) : t_(t) {}
  std::shared_ptr<const SisterPool> of(std::uint32_t parent, std::size_t depth);
  // c's sister-`depth` family.
  FamilyPool family(std::uint32_t c, std::size_t depth);

 private:
  const load::Taxonomy& t_;
  std::map<std::pair<std::uint32_t, std::size_t>, std::shared_ptr<const SisterPool>> made_;
};

}  // namespace explgraph::analyze
