#include "explgraph/analyze/explanation_index.hpp"

namespace explgraph::analyze {

ExplanationIndex::ExplanationIndex(const load::Corpus& corpus)
    : population_(load::population(corpus)), corpus_index_(load::explained_questions(corpus)) {
  per_question_.resize(corpus_index_.size());
  // Where each UID sits in the current question's list, when it is there already: a lookup,
  // not a scan of the list, so a long explanation costs linear time.
  std::vector<std::uint32_t> seen_in;  // per UID: 1 + the question that last cited it
  std::vector<std::uint32_t> slot;     // per UID: its place in that question's list
  constexpr std::uint32_t kNone = UINT32_MAX;
  std::vector<std::uint32_t> uid_of_row(corpus.tablestore.rows.size(), kNone);
  auto uid_of = [&](const load::ExplanationToken& token) {
    std::uint32_t* known = nullptr;
    if (token.row.valid()) {
      known = &uid_of_row[token.row.value];
    } else {
      const DanglingId d = dangling_.intern(token.uid);
      if (d.value == uid_of_dangling_.size()) uid_of_dangling_.push_back(kNone);
      known = &uid_of_dangling_[d.value];
    }
    if (*known == kNone) {  // a UID first cited here
      *known = static_cast<std::uint32_t>(uid_texts_.size());
      uid_texts_.push_back(token.uid);
      rows_.push_back(token.row);
      postings_.emplace_back();
      seen_in.push_back(0);
      slot.push_back(0);
    }
    return UidId(*known);
  };
  for (std::uint32_t q = 0; q < corpus_index_.size(); ++q) {
    auto& cited = per_question_[q];
    for (const auto& token : corpus.question(corpus_index_[q]).explanation) {
      const UidId uid = uid_of(token);
      bool central = token.role_id == load::kCentral;
      if (seen_in[uid.value] != q + 1) {
        seen_in[uid.value] = q + 1;
        slot[uid.value] = static_cast<std::uint32_t>(cited.size());
        cited.push_back({uid, 0, 0, central});
        postings_[uid.value].push_back({q, central});
      }
      CitedUid* entry = &cited[slot[uid.value]];
      ++entry->tokens;
      entry->central_tokens += central;
    }
  }
}

}  // namespace explgraph::analyze
