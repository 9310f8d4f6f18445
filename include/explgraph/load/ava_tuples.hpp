#pragma once
#include <istream>
#include <string>
#include <vector>

#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/core/diagnostics.hpp"

// The files of AVA's linear evaluator (`ava pairs`, `train`, `judge`); layouts in
// docs/FORMATS.md. Each reader throws core::InputError naming file, line and column for a
// field it cannot use (a label outside {0, 1}, an unknown split) and for a file with no
// usable line, saying what the file holds instead.
namespace explgraph::load {

// An answer-sentence-selection set: TSV `question_id, question, candidate, label[, short]`,
// an optional header (fourth field "label"), a question's lines anywhere in the file (its
// first question text and short answer kept). Counted warnings: `malformed-candidate` (fewer
// than four fields, or no candidate text: skipped).
std::vector<analyze::As2Question> read_as2(std::istream& in, const std::string& display,
                                           core::Diagnostics& warnings);

// AVA tuples as `ava pairs` writes them: TSV `question_id, question, reference, short,
// candidate, label[, split]`, an optional header (sixth field "label"); split Train, Dev,
// Test (any case) or empty. Counted warnings: `malformed-tuple` (fewer than six fields:
// skipped).
std::vector<analyze::AvaTuple> read_ava_tuples(std::istream& in, const std::string& display,
                                               core::Diagnostics& warnings);

// A model `ava train` wrote: JSON with `weights` (four finite numbers), `bias`, `alpha` and
// `tokeniser` ("lowercase-words"); other members are ignored.
analyze::AvaModel read_ava_model(std::istream& in, const std::string& display);

}  // namespace explgraph::load
