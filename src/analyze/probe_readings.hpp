#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "explgraph/load/taxonomy.hpp"

// Which concepts a word in a probe may be read as naming: what decides that a distractor is
// no correct answer under any reading the source gives (docs/DEFINITIONS.md, "probe").
namespace explgraph::analyze {

class ProbeReadings {
 public:
  explicit ProbeReadings(const load::Taxonomy& taxonomy);

  // What texts are compared by: the lower-cased text with its last word made singular by
  // WordNet's detachment rules (-s, -ses, -xes, -zes, -ches, -shes, -men, -ies) when that
  // singular is a name the source uses ("animals" is "animal" where "animal" is named).
  std::string key(std::string_view text) const;
  // The concepts a text may name: those having it, by key, as their name, a synonym (a `;`
  // alternative, a SYNONYMY partner, a WordNet lemma), a head ("body" for "celestial body")
  // or a short name ("sedimentary" for "sedimentary rock"); empty when none.
  const std::vector<std::uint32_t>& concepts(std::string_view text) const;
  // The same for a concept's own name (precomputed) and its key.
  const std::vector<std::uint32_t>& of(std::uint32_t concept_id) const { return *of_[concept_id]; }
  const std::string& key_of(std::uint32_t concept_id) const { return keys_[concept_id]; }

 private:
  std::unordered_set<std::string> vocabulary_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> concepts_;  // by key
  std::vector<const std::vector<std::uint32_t>*> of_;
  std::vector<std::string> keys_;
};

}  // namespace explgraph::analyze
