#pragma once
#include <istream>
#include <string>
#include <unordered_map>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// A solver's answers: per question id (as written; load::QuestionIdResolver matches it to
// the corpus) the answers it gave, as written ("B", "2", or several for a tie: "A,C").
struct Predictions {
  std::string name;
  std::unordered_map<std::string, std::vector<std::string>> answers;
  std::vector<std::string> order;  // question ids as first seen
  std::size_t lines = 0, repeated = 0, malformed = 0;
};

// TSV "questionID<TAB>answer" with or without a header line, or JSON Lines with "id" and
// "answer" (a string, a number or a list); the format is told by the first non-blank
// character. A question answered twice keeps its first line (the second is warned about).
Predictions read_predictions(std::istream& in, const std::string& display,
                             core::Diagnostics& diagnostics, core::InputAccount& account);

}  // namespace explgraph::load
