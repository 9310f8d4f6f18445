#pragma once
#include <cstdint>
#include <istream>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/question.hpp"
#include "explgraph/load/tablestore.hpp"

namespace explgraph::load {

enum class FlagFilter { kSuccessOrReady, kAny };

struct QuestionFilter {
  FlagFilter flags = FlagFilter::kSuccessOrReady;
  std::string split;  // empty = all splits; else compared case-insensitively
};

struct QuestionFile {
  std::vector<Question> kept;
  std::size_t rows_read = 0;  // data rows (not header, not blank)
  bool has_flags_column = false;
  // Every split named by a row (or the file), before filtering.
  std::vector<std::string> splits_seen;
};

// Reads a questions-and-explanations TSV. Columns are found by name, case-insensitively,
// ignoring everything but letters and digits (V1's id header is literally ",,QuestionID").
// QuestionID and explanation are required; a missing one throws core::InputError.
// `default_split` is used when there is no category column (V2 names it in the file name).
QuestionFile read_questions(std::istream& in, const std::string& display,
                            const std::string& default_split, const Tablestore& tables,
                            const QuestionFilter& filter, core::Diagnostics& diagnostics,
                            core::InputAccount& account);

// A question file read before its tablestore is at hand (load_corpus reads the two side by
// side): its tokens' rows not looked up yet, its diagnostics kept apart, and where among them
// each token's dangling-uid warning would go.
struct UnresolvedQuestionFile {
  QuestionFile file;
  core::Diagnostics diagnostics;  // the file's own, but no dangling-uid
  // Per token of file.kept, in order: how many diagnostics were stored before it was read.
  std::vector<std::uint32_t> before;
  // (token, the UID as written) for the tokens whose UID was not written in lower case.
  std::vector<std::pair<std::size_t, std::string>> spelled;
};

// read_questions in two halves: reading, which needs no tablestore, then looking each UID up
// in `tables`. resolve_questions adds the file's diagnostics to `diagnostics` with each
// dangling-uid warning where read_questions gives it: the same rows, messages and order.
UnresolvedQuestionFile read_questions_unresolved(std::istream& in, const std::string& display,
                                                 const std::string& default_split,
                                                 const QuestionFilter& filter,
                                                 core::InputAccount& account);
QuestionFile resolve_questions(UnresolvedQuestionFile&& read, const Tablestore& tables,
                               core::Diagnostics& diagnostics);

// Parses an explanation field into tokens, warning about malformed tokens (skipped, and
// appended to `malformed` when given) and unknown roles, and resolving UIDs against the
// tablestore (dangling UIDs warned, kept with no row).
std::vector<ExplanationToken> parse_explanation(std::string_view field, std::size_t field_column,
                                                const Tablestore& tables, const std::string& file,
                                                std::size_t line, core::Diagnostics& diagnostics,
                                                std::vector<MalformedToken>* malformed = nullptr);

}  // namespace explgraph::load
