#pragma once
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// Which of a multiple-choice sample's per-choice log-likelihoods picks its answer, as
// lm_eval/api/task.py computes them: `acc`, the highest; `acc_norm`, the highest divided by
// the choice's length in characters (Unicode code points, Python's len). The first on ties,
// as numpy's argmax.
enum class HarnessMetric { kAcc, kAccNorm };

// What lm-evaluation-harness itself scored in one task's samples file (issue 64).
struct HarnessTask {
  std::string task;    // from the file's name: samples_<task>_<date>.jsonl
  std::string file;    // the samples file read
  std::string metric;  // the samples' field summed: acc, acc_norm or exact_match
  std::size_t samples = 0;
  double correct = 0;              // the sum of that field over the samples
  std::optional<double> reported;  // the task's figure in results_*.json, when one was read
};

// The harness's run a solver's answers came from: its tasks and what it scored itself.
struct HarnessRun {
  std::string metric;        // acc or acc_norm: which of its per-choice scores picks the answer
  std::string results_file;  // the results_*.json read beside the samples ("" for none)
  std::vector<HarnessTask> tasks;
  std::vector<std::string> skipped_files;  // samples files of tasks without ARC's doc.id
  std::size_t disagreements = 0;  // samples whose answer, recomputed, the field scores otherwise

  std::size_t samples() const;
  double correct() const;
};

// A solver's answers: per question id (as written; load::QuestionIdResolver matches it to
// the corpus) the answers it gave, as written ("B", "2", or several for a tie: "A,C").
struct Predictions {
  std::string name;
  std::unordered_map<std::string, std::vector<std::string>> answers;
  std::vector<std::string> order;  // question ids as first seen
  std::size_t lines = 0, repeated = 0, malformed = 0;
  std::string first_malformed;        // "line 3: what was wrong", for the error when none is usable
  std::optional<HarnessRun> harness;  // when the answers are lm-evaluation-harness samples
};

// TSV "questionID<TAB>answer" with or without a header line, or JSON Lines with "id" and
// "answer" (a string, a number or a list); the format is told by the first non-blank
// character. A question answered twice keeps its first line (the second is warned about).
Predictions read_predictions(std::istream& in, const std::string& display,
                             core::Diagnostics& diagnostics, core::InputAccount& account);

// An answer field as the readers take it: "A, C" -> {"A", "C"} (split on commas, trimmed,
// empty pieces dropped).
std::vector<std::string> split_answers(std::string_view text);

// Predictions held in memory (the Python module's `{qid: answer}`): per question, in order,
// its answers (a field given as one string is split with split_answers first).
using AnswerLists = std::vector<std::pair<std::string, std::vector<std::string>>>;

// The Predictions of `answers`: ids and answers trimmed. Throws core::InputError, naming
// `name`, for an empty id, a question without an answer or answered twice, or no prediction.
Predictions make_predictions(const std::string& name, const AnswerLists& answers);

}  // namespace explgraph::load
