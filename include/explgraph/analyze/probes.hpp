#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
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
  double train_share = 0.8;                    // of the concepts, before --max-train
  std::optional<std::size_t> max_train;        // Train's questions at most (the paper: 3,000)
  std::optional<std::size_t> max_per_cluster;  // questions per cluster at most, seeded
  bool glosses = false;                        // WordNet: each ISA choice followed by its gloss
  std::size_t sample = 0;  // questions per kind and family set aside for reading
};

// One question. `hops`: the shortest ISA path between concept and answer (absent for
// synonym and definition questions); `family`: where its distractors come from (random,
// sister-1, sister-2, …, opposite-direction for ISA questions, isa-neighbours for synonym and
// definition ones); `cluster`: its kind and concept; `split`: its concept's (Train, Dev,
// Test); `explanation`: the rows of one shortest path (tablestore).
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

// How many candidate distractors of a kind one rule removed (the first rule a candidate
// failed, in the order of kProbeFilterRules). `candidates`: the distinct candidates each of
// the kind's questions judged, summed.
struct ProbeFilter {
  std::string kind, rule;
  std::size_t removed = 0, candidates = 0;
};
// The rules, in the order they are tried.
inline constexpr std::array<const char*, 9> kProbeFilterRules = {
    "the-concept",   "not-in-taxonomy",    "no-gloss",   "correct-answer", "another-reading",
    "reading-chain", "correct-in-wordnet", "other-form", "repeated-text"};

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
  std::size_t concepts = 0, isa_edges = 0, cycle_edges_dropped = 0, self_loops_dropped = 0;
  std::size_t short_names_merged = 0;  // concepts found to name another short (load::Taxonomy)
  // Per kind asked, in the order asked: the answers (a concept's ancestor or descendant within
  // K, synonym or gloss) that no distractor family could give N - 1 valid distractors, so not
  // asked.
  std::vector<std::pair<std::string, std::size_t>> unaskable;
  std::vector<Probe> probes;
  std::vector<ProbeCount> counts;
  std::vector<ProbeArtifact> artifacts;
  std::vector<ProbeFilter> filters;
  std::size_t clusters = 0;
  std::size_t over_cluster_cap = 0;  // questions dropped by max_per_cluster
  std::size_t moved_from_train = 0;  // concepts sent to Dev or Test by max_train
  std::vector<std::size_t> sample;   // indexes into probes: up to `sample` per kind and family
  ProbeOptions options;
};

// Every probe of the kinds asked: for each concept c (in order) and each answer within K hops
// (hypernym: an ancestor; hyponym: a descendant) or each synonym or gloss, one question per
// distractor family that can supply N - 1 distinct valid distractors; then at most
// max_per_cluster per cluster, concepts split, Train capped at max_train questions. The set
// refers to `source` (it must outlive it).
ProbeSet generate_probes(const ProbeSource& source, const ProbeOptions& options);

// Where a concept's split key (its name without articles or plural; WordNet: its offset)
// falls in [0, 1) for a seed: below train_share Train, the rest halved into Dev and Test.
double probe_split_point(const std::string& split_key, std::uint64_t seed);

}  // namespace explgraph::analyze
