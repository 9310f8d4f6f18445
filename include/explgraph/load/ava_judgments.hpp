#pragma once
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// One answer of one system, judged by people and by the evaluator under test.
struct AvaJudgment {
  std::uint32_t system = 0;  // index into AvaJudgments::systems
  std::string question;
  bool human = false;
  bool automatic = false;  // the evaluator's label (a score already compared with its α)
  std::size_t line = 0;
};

struct AvaJudgments {
  std::string name;                  // the file, for messages
  std::vector<std::string> systems;  // in order of first appearance
  std::vector<AvaJudgment> judgments;
  // Lines not judged, by the reader's warning: repeated, unpaired and malformed.
  std::size_t repeated = 0, unpaired = 0, malformed = 0;
};

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
AvaJudgments read_ava_judgments(std::istream& in, const std::string& display,
                                std::optional<double> alpha, core::Diagnostics& warnings);

}  // namespace explgraph::load
