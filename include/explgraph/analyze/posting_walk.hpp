#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"

namespace explgraph::analyze {

// The one walk behind every enumeration of a question's partners (PartnerWalker, and
// PartnerClassWalker for the UIDs that are not hubs): through the UID -> questions postings,
// never over all pairs. For question q it sums, per other question citing one of q's UIDs,
// overlap(q, other) = q's tokens on shared UIDs, and the tokens that count for
// CENTRAL_ATLEAST1 (all of them where the other question cites the UID as CENTRAL first,
// else q's CENTRAL ones). Flat arrays sized to the questions, reset after each question.
class PostingWalk {
 public:
  explicit PostingWalk(std::size_t questions) : sums_(questions) {}

  // Adds the postings of `cited`, one UID of q; skips q itself and, when `members` is given,
  // questions outside it.
  void add(const ExplanationIndex& index, const CitedUid& cited, std::uint32_t q,
           const std::vector<char>* members = nullptr) {
    for (const auto& citation : index.citing(cited.uid)) {
      const std::uint32_t other = citation.question;
      if (other == q || (members != nullptr && !(*members)[other])) continue;
      Sums& sums = sums_[other];
      if (sums.overlap == 0) touched_.push_back(other);
      sums.overlap += cited.tokens;
      sums.central += citation.first_central ? cited.tokens : cited.central_tokens;
    }
  }

  // Calls visit(other, overlap, central) for each question reached (ascending when `sorted`),
  // then resets for the next question.
  template <typename Visit>
  void finish(bool sorted, Visit&& visit) {
    if (sorted) std::sort(touched_.begin(), touched_.end());
    for (std::uint32_t other : touched_) {
      Sums& sums = sums_[other];
      visit(other, sums.overlap, sums.central);
      sums = {};
    }
    touched_.clear();
  }

 private:
  // Side by side, so that adding to a question's sums touches one cache line, not two (the
  // postings reach questions all over the corpus).
  struct Sums {
    std::uint32_t overlap = 0, central = 0;
  };
  std::vector<Sums> sums_;  // per question
  std::vector<std::uint32_t> touched_;
};

}  // namespace explgraph::analyze
