#pragma once
#include <cstddef>
#include <istream>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/grounding/fact_splitter.hpp"

namespace explgraph::grounding {

// One system's explanation of one question, as a file gives it.
struct GeneratedExplanation {
  std::string question;  // the id as written (resolved against the corpus later)
  std::size_t line = 0;  // the file's 1-based line it was read from (the first, in TSV)
  std::vector<SplitFact> facts;
};

// The three layouts of SPEC §9, told apart by content (never by file name):
//  - JSON lines: {"id": ID, "explanation": TEXT or [FACT, …]};
//  - TSV with a header naming `QuestionID` and `explanation` (any case): a row per fact or
//    per text, rows of one question joined in file order;
//  - the samples of a generate_until lm-evaluation-harness task (`harness-task`'s
//    PREFIX_SPLIT_explain): the question is doc.id, the explanation resps[0][0] after its first
//    line, which the task's prompt asks to be the answer's label.
enum class ExplanationFormat { kJsonLines, kTsv, kHarnessSamples };
const char* format_name(ExplanationFormat format);  // "jsonl", "tsv", "harness"

struct ExplanationFile {
  ExplanationFormat format = ExplanationFormat::kJsonLines;
  std::vector<GeneratedExplanation> explanations;  // in file order, one per question
};

// Reads `in` (its name in messages `display`). A text is split by `splitter`; a list's items
// are facts as given (each trimmed; an item with no word is no fact). Throws core::InputError
// naming file, line and column for invalid UTF-8, a line that is no JSON, a record without
// its id or explanation, a TSV without its two columns, a multiple-choice samples file; and
// when the file holds no explanation at all. A question given twice (JSON lines, samples) is
// a warning, `repeated-explanation`, and its first explanation is kept.
ExplanationFile read_explanations(std::istream& in, const std::string& display,
                                  const FactSplitter& splitter, core::Diagnostics& diagnostics);

// The byte column (1-based) of the first invalid UTF-8 sequence of `text`, or 0.
std::size_t invalid_utf8_column(std::string_view text);

}  // namespace explgraph::grounding
