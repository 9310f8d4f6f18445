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

// The tablestore's taxonomy as a reader follows it from one concept to another
// (docs/DEFINITIONS.md, "probe": reading chains). Concepts with one key are one meaning ("crops
// are a kind of plant" speaks of crop); a scoped concept is a kind of its heads ("a girl is a
// kind of young human": a human); a row's `;` alternatives are kinds of each other's
// (Taxonomy::listed_edges: "humidity is a kind of water vapor", "steam; water vapor is a kind
// of water"); and a chain may pass from a meaning to a stated synonym of it ("a user is a kind
// of person", "person means human", "a human is a kind of mammal"), though not by two synonyms
// in a row ("area means location" and "location means place" do not make
// an area a kind of place, nor every rock a place). WordNet's taxonomy has none: its concepts
// are senses, and a lemma shared by two is another sense, which R already reads.
class ReadingChains {
 public:
  ReadingChains(const load::Taxonomy& taxonomy, const ProbeReadings& readings);
  // Marks the meanings a chain reaches from concept `from` (its own included), going up the
  // ISA edges (or down).
  void reach_from(std::uint32_t from, bool up);
  // Whether the last reach_from reached concept c's meaning.
  bool reached(std::uint32_t concept_id) const;

 private:
  using Meaning = std::uint32_t;
  void add_edge(Meaning child, Meaning parent);

  std::vector<Meaning> meaning_;  // per concept
  // Per meaning: its ISA edges (with heads and listed edges), and the meanings its stated
  // synonyms name.
  std::vector<std::vector<Meaning>> up_, down_, partners_;
  std::vector<std::uint32_t> seen_by_isa_, seen_by_synonym_;  // per meaning: a reach's mark
  std::uint32_t mark_ = 0;
};

}  // namespace explgraph::analyze
