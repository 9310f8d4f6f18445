#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/grounding/aligner.hpp"
#include "explgraph/grounding/fact_splitter.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::grounding {

// The longest fact aligned: WorldTree's longest row is under 400 bytes; a longer "fact" is a
// paragraph the splitter could not cut, named and counted unsupported, not aligned.
inline constexpr std::size_t kMaxFactBytes = 2000;

// Generated facts against a gold explanation, over distinct UIDs (docs/DEFINITIONS.md,
// "Grounding"): `generated` grounded rows, `gold` rows, `shared` in both.
struct Overlap {
  std::size_t generated = 0, gold = 0, shared = 0;
  std::optional<double> precision() const;  // shared / generated; none when nothing grounded
  std::optional<double> recall() const;     // shared / gold; none without a gold explanation
  std::optional<double> f1() const;         // 2·shared / (generated + gold); none when both are 0
};

// A gold role's rows found: a generated fact outside the gold has no role, so a role has a
// recall and no precision.
struct RoleRecall {
  std::size_t gold = 0, shared = 0;
  std::optional<double> recall() const;  // shared / gold
};

struct GroundedFact {
  SplitFact fact;
  Alignment alignment;             // empty (kNone) when too_long
  bool too_long = false;           // over kMaxFactBytes: not aligned
  int hops = graph::kUnreachable;  // from {Q, A} through the other facts; 1: shares a word
  bool isolated = false;           // shares a content lemma with no other text
};

// One generated explanation grounded: its facts aligned, its graph (SPEC §2's rule, as
// audit applies it: vertices Q, A, one per distinct grounded row and one per ungrounded
// fact, the row's lemmas for a grounded fact and the fact's own for the others), and its
// overlap with the question's gold explanation.
struct GroundedExplanation {
  core::QuestionId question;
  std::vector<GroundedFact> facts;
  bool has_text = false;   // the question's text is known: the graph figures are defined
  bool connected = false;  // Q, A and every fact one component
  int components = 0;
  int isolated_facts = 0;            // ungrounded facts and distinct grounded rows isolated
  int hops = 0;                      // the largest finite hop
  std::vector<core::RowId> ranking;  // the distinct grounded rows, in the explanation's order
  Overlap overall;
  std::map<std::string, RoleRecall> by_role;   // gold roles, upper-case
  std::map<std::string, Overlap> by_category;  // rows of a knowledge category, both sides
};

// Grounds explanations of one corpus, question after question. One per thread.
class Grounder {
 public:
  Grounder(const load::Corpus& corpus, const graph::CorpusGraph& graph,
           const text::Normalizer& normalizer, double near_threshold = kNearThreshold);

  GroundedExplanation ground(core::QuestionId question, const std::vector<SplitFact>& facts);
  const Aligner& aligner() const { return aligner_; }

 private:
  void align_facts(const std::vector<SplitFact>& facts, GroundedExplanation& out,
                   std::vector<FactLemmas>& lemmas);
  void measure_graph(const std::vector<FactLemmas>& lemmas, GroundedExplanation& out);
  void compare_with_gold(GroundedExplanation& out) const;

  const load::Corpus& corpus_;
  const graph::CorpusGraph& graph_;
  Aligner aligner_;
  graph::ExplanationGraphScratch scratch_;
};

}  // namespace explgraph::grounding
