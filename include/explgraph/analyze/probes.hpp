#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/lexicon.hpp"
#include "explgraph/load/taxonomy.hpp"

// Controlled probes of what a QA model knows (Richardson and Sabharwal, "What Does My QA Model
// Know? Devising Controlled Probes using Expert Knowledge", TACL 2020): multiple-choice
// questions from a taxonomy whose difficulty is controlled by the ISA hops between concept
// and answer and by the family of the distractors. Definitions: docs/DEFINITIONS.md, "probe".
namespace explgraph::analyze {

// What a probe set's folder is called in its mark (report::FolderRules): a folder of another
// kind of explgraph output is not replaced without --force.
constexpr const char* kProbeSetFolder = "probe set";

enum class ProbeKind { kHypernym, kHyponym, kSynonym, kDefinition };
const char* probe_kind_name(ProbeKind kind);

struct ProbeOptions {
  std::vector<ProbeKind> kinds = {ProbeKind::kHypernym, ProbeKind::kHyponym, ProbeKind::kSynonym,
                                  ProbeKind::kDefinition};
  std::size_t max_hops = 3;  // K: answers within K ISA hops
  std::size_t choices = 5;   // N
  std::uint64_t seed = 1;
};

// One question. `hops`: the shortest ISA path between concept and answer (absent for
// synonym and definition questions); `family`: where its distractors come from (random,
// sister-1, sister-2, …, opposite-direction); `cluster`: its kind and concept; `split`: its
// concept's (Train, Dev, Test); `explanation`: the rows of one shortest path (tablestore).
struct Probe {
  std::string id;
  ProbeKind kind = ProbeKind::kHypernym;
  std::uint32_t concept_id = 0;
  std::optional<std::uint32_t> answer_concept;  // hypernym and hyponym: the answer's concept
  std::string stem;
  std::vector<std::string> choices;
  std::size_t answer = 0;
  std::optional<std::size_t> hops;
  std::string family, cluster, split;
  std::vector<std::string> explanation;
};

struct ProbeCount {
  std::string kind;
  std::optional<std::size_t> hops;
  std::string family;
  std::size_t questions = 0;
};

// A choice-only heuristic's accuracy on the questions of a kind not in Train, against chance
// 1/N: `longest` and `shortest` choice (ties share the credit), `answer-prior` (the choice
// most often the answer of the kind's Train questions). Null without such questions.
struct ProbeArtifact {
  std::string heuristic, kind;
  std::size_t questions = 0;
  std::optional<double> accuracy;
  double chance = 0;
  bool flagged = false;  // accuracy >= chance + 0.1 over at least 30 questions
};

// What probes are made from: a taxonomy (the tablestore's or WordNet's) and, for a
// tablestore's with --wordnet, WordNet as a lexicon (it has glossed the concepts, given their
// senses' other lemmas as synonyms, and vetoes any distractor it knows to be a correct answer
// under some sense).
struct ProbeSource {
  load::Taxonomy taxonomy;
  std::shared_ptr<const Lexicon> lexicon;   // null: none
  std::optional<SenseAlignment> alignment;  // with the lexicon
};

struct ProbeSet {
  std::string source;
  std::optional<SenseAlignment> wordnet;     // the lexicon's alignment, when there is one
  const load::Taxonomy* taxonomy = nullptr;  // what the probes' concept ids index (not owned)
  std::size_t concepts = 0, isa_edges = 0, cycle_edges_dropped = 0;
  std::vector<Probe> probes;
  std::vector<ProbeCount> counts;
  std::vector<ProbeArtifact> artifacts;
  std::size_t clusters = 0;
  ProbeOptions options;
};

// Every probe of the kinds asked: for each concept c (in order) and each answer within K hops
// (hypernym: an ancestor; hyponym: a descendant) or each synonym or gloss, one question per
// distractor family that can supply N - 1 distinct valid distractors. The set refers to
// `source` (it must outlive it).
ProbeSet generate_probes(const ProbeSource& source, const ProbeOptions& options);

// The split of a concept: a seeded hash of its name, 80% Train, 10% Dev, 10% Test.
std::string probe_split(const std::string& concept_name, std::uint64_t seed);

}  // namespace explgraph::analyze
