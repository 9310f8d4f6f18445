#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

using UidId = core::StrongId<struct UidTag>;  // a distinct cited UID (dangling ones included)

// One distinct UID within one explanation.
struct CitedUid {
  UidId uid;
  std::uint32_t tokens = 0;          // tokens citing it (duplicates counted)
  std::uint32_t central_tokens = 0;  // of which have role CENTRAL
  bool first_central = false;        // the first token citing it has role CENTRAL
};

// A question citing a UID, as the overlap analysis needs it.
struct Citation {
  // Position in the index (0 … question_count() - 1), not in Corpus::questions.
  std::uint32_t question;
  bool first_central;
};

// The explanations of population E (SPEC §1: kept questions with at least one explanation
// token), indexed both ways: per question its distinct UIDs (in order of first citation),
// and per UID the questions citing it (ascending) — the inverted index every co-citation
// analysis walks instead of comparing all pairs. Questions are numbered by their position
// in E; corpus_question() maps a position back to Corpus::questions.
class ExplanationIndex {
 public:
  explicit ExplanationIndex(const load::Corpus& corpus);

  std::size_t question_count() const { return per_question_.size(); }  // N = |E|
  const load::Population& population() const { return population_; }
  core::QuestionId corpus_question(std::size_t position) const { return corpus_index_[position]; }
  std::size_t uid_count() const { return uid_texts_.size(); }
  const std::vector<CitedUid>& cited(std::size_t question) const { return per_question_[question]; }
  const std::vector<Citation>& citing(UidId uid) const { return postings_[uid.value]; }
  const std::string& uid_text(UidId uid) const { return uid_texts_[uid.value]; }
  core::RowId row(UidId uid) const { return rows_[uid.value]; }  // invalid when dangling

 private:
  load::Population population_;
  std::vector<core::QuestionId> corpus_index_;
  // UIDs are numbered in order of first citation. A token's row names its UID (the
  // tablestore keys rows by the lower-cased UID, as tokens write it), so only dangling
  // UIDs are looked up by text: at 1000x, hashing ten million UID texts took seconds.
  std::vector<std::string> uid_texts_;  // by UidId
  std::vector<core::RowId> rows_;       // by UidId
  using DanglingId = core::StrongId<struct DanglingTag>;
  core::Vocabulary<DanglingId> dangling_;       // the texts of UIDs no table defines
  std::vector<std::uint32_t> uid_of_dangling_;  // by DanglingId
  std::vector<std::vector<CitedUid>> per_question_;
  std::vector<std::vector<Citation>> postings_;
};

}  // namespace explgraph::analyze
