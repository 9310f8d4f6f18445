#pragma once
#include <array>
#include <cstddef>
#include <istream>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

// The files of AVA's linear evaluator (`ava pairs`, `train`, `judge`); layouts in
// docs/FORMATS.md. Each reader throws core::InputError naming file, line and column for a
// field it cannot use (a label outside {0, 1}, an unknown split) and for a file with no
// usable line, saying what the file holds instead.
namespace explgraph::load {

// One candidate answer sentence of an answer-sentence-selection (AS2) set.
struct As2Candidate {
  std::string text;
  bool correct = false;
};

// A question of an AS2 set with its candidates, in file order. `short_answer` is the
// question's short answer where the set has one (ASNQ's, from Natural Questions), else "".
struct As2Question {
  std::string id, question, short_answer;
  std::vector<As2Candidate> candidates;
};

// An AVA tuple: question q, reference r, short answer s, candidate t, and whether t is a
// correct answer as r is; `split` Train, Dev or Test ("" when the file has none).
struct AvaTuple {
  std::string question_id, question, reference, short_answer, candidate, split;
  bool label = false;
  std::size_t line = 0;  // in the tuples file, for messages
};

// An answer's four features (analyze/ava_linear.hpp defines them) and the tokeniser they are
// computed with.
using AvaFeatures = std::array<double, 4>;
constexpr const char* kAvaTokeniser = "lowercase-words";

// The linear evaluator: score = w · x + bias, label = score > alpha.
struct AvaModel {
  AvaFeatures weights{};
  double bias = 0, alpha = 0, c = 1;
  std::string tokeniser = kAvaTokeniser;
  double score(const AvaFeatures& x) const {
    double sum = bias;
    for (std::size_t i = 0; i < x.size(); ++i) sum += weights[i] * x[i];
    return sum;
  }
};

// An answer-sentence-selection set: TSV `question_id, question, candidate, label[, short]`,
// an optional header (fourth field "label"), a question's lines anywhere in the file (its
// first question text and short answer kept). Counted warnings: `malformed-candidate` (fewer
// than four fields, or no candidate text: skipped).
std::vector<As2Question> read_as2(std::istream& in, const std::string& display,
                                  core::Diagnostics& warnings);

// AVA tuples as `ava pairs` writes them: TSV `question_id, question, reference, short,
// candidate, label[, split]`, an optional header (sixth field "label"); split Train, Dev,
// Test (any case) or empty. Counted warnings: `malformed-tuple` (fewer than six fields:
// skipped).
std::vector<AvaTuple> read_ava_tuples(std::istream& in, const std::string& display,
                                      core::Diagnostics& warnings);

// A model `ava train` wrote: JSON with `weights` (four finite numbers), `bias`, `alpha` and
// `tokeniser` ("lowercase-words"); other members are ignored.
AvaModel read_ava_model(std::istream& in, const std::string& display);

}  // namespace explgraph::load
