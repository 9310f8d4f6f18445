#pragma once
#include <cstdint>
#include <istream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"

namespace explgraph::load {

using RankedUidId = core::StrongId<struct RankedUidTag>;  // a UID as one ranking interns it

// A TextGraphs ranking: per question (id as written; load::QuestionIdResolver matches it to
// the corpus) its ranked UIDs, in file order, each
// UID kept once at its first position. UIDs are interned (lower-cased) to dense ids so
// that rankings of millions of lines stay small and fast to score.
struct Ranking {
  std::string name;
  std::vector<std::string> question_order;                             // as first seen
  std::unordered_map<std::string, std::vector<std::uint32_t>> ranked;  // UID ids, best first
  core::Vocabulary<RankedUidId> uids;  // lower-cased UID <-> the id `ranked` holds
  std::size_t lines = 0;
  std::size_t repeated = 0;   // (question, UID) pairs seen again and dropped
  std::size_t malformed = 0;  // lines that are not questionID<TAB>UID[<TAB>score]
  bool scored = false;        // a third column of scores: each question ranked by score
  std::size_t pieces = 1;     // byte ranges read side by side (1: read in one pass)
};

// Reads "questionID<TAB>UID" lines, best first (no header; blank lines skipped), or
// "questionID<TAB>UID<TAB>score" when the first line has a numeric third field: then each
// question's UIDs are ranked by descending score (ties in file order), as systems that write
// scores mean them. Malformed lines are warned about with file:line, counted and skipped.
// Throws core::InputError when no line is usable, saying what the lines look like (a
// comma-separated file, a header, …).
Ranking read_textgraphs_ranking(std::istream& in, const std::string& display,
                                core::Diagnostics& diagnostics, core::InputAccount& account);

// Rankings of a million lines and more take most of `rankeval`'s time to read.
inline constexpr std::uint64_t kRankingPiecesFrom = std::uint64_t{16} << 20;  // bytes

// The same Ranking, diagnostics and account as reading `in` (the stream of the file at
// `path`, "-" for standard input) line by line. A regular file of `pieces_from` bytes or more
// is read on up to `threads` threads (0: one per core), each taking a byte range that starts
// at a line's start, and the pieces are joined in file order. Should a piece meet anything
// that would be warned about (its line number is only known to a reader from the start), the
// file is read from `in` line by line instead.
Ranking read_textgraphs_ranking(const std::string& path, std::istream& in,
                                const std::string& display, core::Diagnostics& diagnostics,
                                core::InputAccount& account, std::size_t threads,
                                std::uint64_t pieces_from = kRankingPiecesFrom);

// A ranking held in memory (the Python module's `{qid: [uid, ...]}`): per question, in order,
// its UIDs best first.
using RankedLists = std::vector<std::pair<std::string, std::vector<std::string>>>;

// The Ranking the TSV lines "qid<TAB>uid" of `lists`, in order, would give: ids and UIDs
// trimmed, UIDs interned lower-cased, each kept once per question at its first position (a
// question listed twice continues its list). Throws core::InputError, naming `name`, for an
// empty id or UID or when no UID is ranked at all.
Ranking make_ranking(const std::string& name, const RankedLists& lists);

// One query of TF-Ranking's JSON output.
struct ScoredDocument {
  std::string id;  // docText
  double relevance = 0;
  double score = 0;
};
struct RankingProblem {
  std::string query;                      // queryText
  std::vector<ScoredDocument> documents;  // sorted by score, highest first (file order on ties)
};

struct TfRankingOutput {
  std::vector<RankingProblem> problems;
  std::size_t skipped_problems = 0;   // without a 'documents' list (warned)
  std::size_t skipped_documents = 0;  // without a numeric 'score' (warned)
};

// Reads {"rankingProblemsOutput": [{"queryText", "documents": [{"relevance", "docText",
// "score"}, …]}, …]} through a SAX parser (memory: the problems kept; a UTF-8 BOM is fine).
// Throws core::InputError, with the byte offset for malformed JSON, when the list is missing
// or has no usable problem, when a key appears twice in one object (JSON keeps the later one
// silently), or when a score or relevance is not a number or a relevance lies outside
// -100…100; problems without documents and documents without a score are warned, skipped
// and counted.
TfRankingOutput read_tfranking_output(std::istream& in, const std::string& display,
                                      core::Diagnostics& diagnostics);
std::vector<RankingProblem> read_tfranking_json(std::istream& in, const std::string& display,
                                                core::Diagnostics& diagnostics);

}  // namespace explgraph::load
