#pragma once
#include <istream>
#include <string>
#include <vector>

namespace explgraph::load {

// The TextGraphs 2021 gold: expert relevance ratings of facts per question,
// {"rankingProblems": [{"qid", "queryText", "documents": [{"uuid", "relevance"}, …]}, …]}.
struct RatedDocument {
  std::string uuid;  // as written (the official scorer lower-cases only the predictions)
  double relevance = 0;
};
struct RatingProblem {
  std::string qid;
  std::string query_text;  // "" when absent
  std::vector<RatedDocument> documents;
};

// Reads the ratings as the official evaluate.py's dictionaries do: a qid or a uuid given
// twice keeps its first position and its last value. Throws core::InputError naming the
// file and the problem for anything the official scorer could not use (no rankingProblems
// list, a problem without qid or documents, a non-numeric relevance, a relevance outside
// -100…100 whose gain 2^r - 1 would swamp every other).
std::vector<RatingProblem> read_expert_ratings(std::istream& in, const std::string& display);

}  // namespace explgraph::load
