#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/baseline/tfidf_index.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::baseline {

// One answered question: its id and the chosen answer, labelled like the question's key
// ("B", or "2" when the key is a number).
struct Prediction {
  std::string question;
  std::string answer;
};

struct Predictions {
  std::vector<Prediction> answers;
  std::size_t skipped_without_text = 0;  // fewer than two choices, or no stem
};

// A baseline QA solver: each answer choice is scored by its best tf-idf cosine between the
// question stem plus the choice and any tablestore row (an information-retrieval solver in
// the spirit of the L2R baseline); the best choice wins, ties going to the earlier choice.
Predictions solve(const load::Corpus& corpus, const TfidfIndex& index);

// "questionID<TAB>answer" with a header line: what `accuracy --predictions` reads.
void write_predictions(const Predictions& predictions, std::ostream& out);

}  // namespace explgraph::baseline
