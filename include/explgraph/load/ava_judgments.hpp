#pragma once
#include <istream>
#include <optional>
#include <string>

#include "explgraph/analyze/ava.hpp"
#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// An evaluator's judgments beside people's (`ava systems --judgments`): TSV `system,
// question_id, human, automatic[, alpha]`, an optional header line whose third field is
// "human". `human` is 0 or 1; `automatic` a label 0 or 1, or a score the evaluator compares
// with a threshold: the fifth column's α, else `alpha`; the label is score > α. Without
// either, a score other than 0 or 1 is an error. A human label outside {0, 1}, a field that
// is no number, or no usable line: core::InputError naming file, line and column. Counted
// warnings: `unpaired-judgment` (a line lacking the human or the automatic label: skipped),
// `malformed-judgment` (fewer than four fields: skipped), `repeated-judgment` (a system's
// question judged again: the first kept), `different-questions` (systems judged on
// different questions: their accuracies are not over the same answers).
analyze::AvaJudgments read_ava_judgments(std::istream& in, const std::string& display,
                                         std::optional<double> alpha, core::Diagnostics& warnings);

}  // namespace explgraph::load
