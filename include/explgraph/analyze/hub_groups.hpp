#pragma once
#include <cstdint>
#include <limits>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/posting_walk.hpp"

namespace explgraph::analyze {

// Exact overlap counting without walking the pairs a hub fact creates.
//
// Walking the UID -> questions postings costs sum over UIDs of (questions citing it)^2; a
// fact cited by 90,000 questions alone costs 8.1e9 steps. So UIDs cited by more than a
// threshold of questions are *hubs*, and questions are grouped by their hub signature (which
// hubs they cite, and whether their first token citing each is CENTRAL). Two questions'
// overlap is then their overlap through ordinary UIDs (walked as before) plus an amount that
// depends only on the first question and the second one's group, so every question in a group
// that the walk did not reach has the same overlap and is counted once with a weight.
// The result is exact; only the work changes (see docs/PERFORMANCE.md for the cost model).

struct HubCitation {
  std::uint32_t hub;   // index among the hubs
  bool first_central;  // the citing question's first token with this UID is CENTRAL
};

struct HubGroups {
  static constexpr std::int32_t kNotHub = -1;
  std::size_t threshold = 0;              // hubs are UIDs cited by more questions than this
  std::vector<std::int32_t> hub_of_uid;   // per UidId: hub index or kNotHub
  std::vector<std::uint32_t> group_of;    // per question
  std::vector<std::uint32_t> group_size;  // questions per group
  // Group g's signature is signatures[signature_begin[g] .. signature_begin[g + 1]), by hub.
  std::vector<std::uint32_t> signature_begin;
  std::vector<HubCitation> signatures;
  // The groups citing hub h are groups_with[groups_with_begin[h] .. groups_with_begin[h + 1]).
  std::vector<std::uint32_t> groups_with_begin;
  std::vector<std::uint32_t> groups_with;

  std::size_t hub_count() const { return groups_with_begin.size() - 1; }
  std::size_t group_count() const { return group_size.size(); }
};

constexpr std::size_t kNoHubs = std::numeric_limits<std::size_t>::max();

HubGroups group_by_hubs(const ExplanationIndex& index, std::size_t threshold);

// The threshold with the least estimated work: sum over ordinary UIDs of citing^2 plus, per
// hub, citing x groups citing it. Candidates 64, 256, 1024, … and kNoHubs.
std::size_t choose_hub_threshold(const ExplanationIndex& index);

// `count` other questions overlap the question by `overlap` tokens, `central` of them central.
struct PartnerClass {
  std::uint32_t overlap;
  std::uint32_t central;
  std::uint32_t count;
};

// Per question, every other question sharing a UID with it, as weighted classes (the same
// overlap pair may appear in several classes). One walker per thread; `groups` is shared.
class PartnerClassWalker {
 public:
  PartnerClassWalker(const ExplanationIndex& index, const HubGroups& groups);
  const std::vector<PartnerClass>& partners(std::uint32_t q);

 private:
  // The current question's overlap and central overlap with any question of `group`
  // through hubs.
  std::pair<std::uint32_t, std::uint32_t> hub_overlap(std::uint32_t group);

  const ExplanationIndex& index_;
  const HubGroups& groups_;
  PostingWalk walk_;
  std::vector<std::uint32_t> reached_;    // the current question's partners through ordinary UIDs
  std::vector<std::uint32_t> remaining_;  // per group, questions the walk has not reached
  // Per group, the stamp of the last question that counted it.
  std::vector<std::uint32_t> seen_group_;
  std::vector<std::uint32_t> hub_stamp_, hub_tokens_, hub_central_;  // the current question's hubs
  std::vector<std::uint32_t> memo_stamp_;                            // per group: hub_overlap's
  std::vector<std::pair<std::uint32_t, std::uint32_t>> memo_;        // answer for that stamp
  std::uint32_t stamp_ = 0;
  std::vector<PartnerClass> classes_;
};

}  // namespace explgraph::analyze
