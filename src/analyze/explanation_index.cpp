#include "explgraph/analyze/explanation_index.hpp"

namespace explgraph::analyze {

ExplanationIndex::ExplanationIndex(const load::Corpus& corpus)
    : population_(load::population(corpus)), corpus_index_(load::explained_questions(corpus)) {
  per_question_.resize(corpus_index_.size());
  for (std::uint32_t q = 0; q < corpus_index_.size(); ++q) {
    auto& cited = per_question_[q];
    for (const auto& token : corpus.question(corpus_index_[q]).explanation) {
      UidId uid = uids_.intern(token.uid);
      if (uid.value == rows_.size()) {
        rows_.push_back(token.row);
        postings_.emplace_back();
      }
      bool central = token.role_id == load::kCentral;
      CitedUid* entry = nullptr;
      for (auto& c : cited)
        if (c.uid == uid) entry = &c;
      if (entry == nullptr) {
        cited.push_back({uid, 0, 0, central});
        entry = &cited.back();
        postings_[uid.value].push_back({q, central});
      }
      ++entry->tokens;
      entry->central_tokens += central;
    }
  }
}

}  // namespace explgraph::analyze
