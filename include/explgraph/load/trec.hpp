#pragma once
#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/ranking.hpp"

// trec_eval's two formats (usnistgov/trec_eval, get_qrels.c and get_trec_results.c): fields
// separated by any whitespace, blank lines and lines starting with '#' skipped.
namespace explgraph::load {

using TrecDocumentId = core::StrongId<struct TrecDocumentTag>;  // a docid as a run writes it

// Relevance judgments, "qid iter docid rel": per query (in first-seen order) each judged
// document once with its integer grade (negative: judged as not assessed, never relevant).
struct Qrels {
  struct Judgment {
    std::string document;
    long grade = 0;
  };
  std::string name;
  std::vector<std::string> queries;
  std::vector<std::vector<Judgment>> judgments;  // by query
  std::size_t lines = 0;
  std::size_t repeated = 0;   // a (query, docid) judged again: the first grade kept (warned)
  std::size_t malformed = 0;  // not four fields with an integer grade (warned, skipped)
};

// Reads qrels. Throws core::InputError when no line is usable, saying what the lines look
// like.
Qrels read_qrels(std::istream& in, const std::string& display, core::Diagnostics& diagnostics);

// A retrieval run, "qid Q0 docid rank score tag": per query (first-seen order) the documents
// retrieved with their scores, in file order, each docid once (a repeat is warned about with
// its line and dropped: trec_eval refuses such a run). The rank column is ignored, as
// trec_eval ignores it; docids are kept byte for byte.
struct TrecRun {
  struct Retrieved {
    std::uint32_t document = 0;  // in `documents`
    double score = 0;
  };
  std::string name;
  std::string tag;       // the sixth field of the first line
  std::string last_tag;  // that of the last usable line: trec_eval's runid
  std::vector<std::string> queries;
  std::vector<std::vector<Retrieved>> retrieved;  // by query
  core::Vocabulary<TrecDocumentId> documents;
  // Per document: its place among the run's docids in bytewise (strcmp) order, so that ties
  // are broken by comparing two integers, not two strings (rank_documents; empty: not made).
  std::vector<std::uint32_t> document_ranks;
  std::size_t lines = 0;
  std::size_t repeated = 0;
  std::size_t malformed = 0;  // under six fields, or a score that is not a finite number
  std::size_t pieces = 1;     // the byte ranges read side by side (1: line by line)
};

// Whether `line` (a file's first line that is not blank or a comment: InputFile::first_line)
// reads as a run line: at least six whitespace-separated fields, the fifth (the score) or the
// fourth (the rank, which the reader ignores) a number. The score is the reader's to judge,
// on the first line as on any other.
bool looks_like_trec_run(std::string_view line);

// Whether `value` can be one field of a TREC line, which trec_eval splits at white space: else
// a core::InputError "WHERE: error: the WHAT 'VALUE' holds white space (is empty), which no
// field of a TREC file can hold …; REMEDY". Every writer of TREC files (qrels, rank --format
// trec) checks each id it writes, so that no file other tools refuse is written with exit 0.
void check_trec_field(std::string_view value, const std::string& what, const std::string& where,
                      const std::string& remedy);
// Whether it reads as a qrels line: four fields, the fourth an integer.
bool looks_like_qrels(std::string_view line);

// Reads a run. Throws core::InputError when no line is usable.
TrecRun read_trec_run(std::istream& in, const std::string& display, core::Diagnostics& diagnostics);

// The same run and diagnostics as reading `in` (the stream of the file at `path`, "-" for
// standard input) line by line. As read_textgraphs_ranking does, a regular file of
// `pieces_from` bytes or more is read on up to `threads` threads (0: one per core) in byte
// ranges joined in file order; should a range meet anything that would be warned about, the
// file is read from `in` line by line instead.
TrecRun read_trec_run(const std::string& path, std::istream& in, const std::string& display,
                      core::Diagnostics& diagnostics, std::size_t threads,
                      std::uint64_t pieces_from = kRankingPiecesFrom);

// Positions of a query's documents by falling score, ties in file order (what trec_order
// refines, and all the tie ranges need: they reorder each run of ties by grade).
std::vector<std::uint32_t> falling_score_order(const std::vector<TrecRun::Retrieved>& retrieved);

// Fills run.document_ranks (one sort of the distinct docids); the readers above do.
void rank_documents(TrecRun& run);

// Each query's documents in trec_eval's order: score descending, ties by docid descending
// (bytewise, as strcmp), positions into run.retrieved[query]. A run whose document_ranks are
// not made (one built by hand) has them made for the call.
std::vector<std::uint32_t> trec_order(const TrecRun& run, std::size_t query);

// The run as a TextGraphs ranking (each query's docids in trec_order), to be scored against
// a corpus's gold explanations like any ranking.
Ranking ranking_of(const TrecRun& run);

}  // namespace explgraph::load
