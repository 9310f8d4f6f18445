#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/grounding/explanation_reader.hpp"
#include "explgraph/grounding/grounding.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::grounding {

// The match counts of a system's facts.
struct FactCounts {
  std::size_t facts = 0, exact = 0, near = 0, unsupported = 0;
  std::size_t too_long = 0;  // of the unsupported, over kMaxFactBytes
  std::size_t grounded() const { return exact + near; }
};

// One system's explanations grounded (SPEC §9).
struct SystemGrounding {
  std::string name;  // NAME of NAME=FILE, else the file's stem
  std::string file;
  ExplanationFormat format = ExplanationFormat::kJsonLines;
  std::vector<std::string> question_ids;          // the corpus's id of each explanation
  std::vector<GroundedExplanation> explanations;  // of corpus questions, in file order
  std::vector<std::string> unknown_questions;     // ids naming no corpus question, as written
  std::size_t empty_explanations = 0;             // with no fact at all (counted, kept)
  FactCounts counts;
  // The grounded UIDs of each explanation in order, as a TextGraphs ranking (what
  // --write-ranking writes), scored by rankeval's own code against the corpus's gold.
  load::Ranking ranking;
  analyze::RankingScore ranking_score;
  std::vector<double> average_precision;  // per explanation (0 for a question without gold)
  // Over the explanations (docs/DEFINITIONS.md, "Grounding"): the means of the per-question
  // figures where each is defined, the questions whose graph is one component (of those with
  // a text), and the UID counts summed by gold role and by knowledge category.
  std::optional<double> precision, recall, f1;
  std::size_t with_text = 0, connected = 0;
  std::map<std::string, RoleRecall> by_role;
  std::map<std::string, Overlap> by_category;
};

// Grounds a file's explanations against the corpus. An explanation naming no corpus question
// is a warning (`unknown-question`, one per id, counted); a file none of whose explanations
// names one is a core::InputError naming the file. Ids are resolved as docs/FORMATS.md says.
SystemGrounding ground_system(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                              const text::Normalizer& normalizer, const std::string& name,
                              const std::string& file, const ExplanationFile& explanations,
                              core::Diagnostics& diagnostics);

}  // namespace explgraph::grounding
