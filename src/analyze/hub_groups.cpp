#include "explgraph/analyze/hub_groups.hpp"

#include <algorithm>
#include <unordered_map>

namespace explgraph::analyze {
namespace {

struct SignatureHash {
  std::size_t operator()(const std::vector<std::uint32_t>& key) const noexcept {
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    for (std::uint32_t v : key) h = (h ^ v) * 0x100000001b3ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

std::size_t citing_count(const ExplanationIndex& index, std::size_t uid) {
  return index.citing(UidId(static_cast<std::uint32_t>(uid))).size();
}

}  // namespace

HubGroups group_by_hubs(const ExplanationIndex& index, std::size_t threshold) {
  HubGroups g;
  g.threshold = threshold;
  g.hub_of_uid.assign(index.uid_count(), HubGroups::kNotHub);
  std::int32_t hubs = 0;
  for (std::size_t u = 0; u < index.uid_count(); ++u)
    if (threshold != kNoHubs && citing_count(index, u) > threshold) g.hub_of_uid[u] = hubs++;

  // Groups numbered in order of their first question, so the grouping is deterministic.
  std::unordered_map<std::vector<std::uint32_t>, std::uint32_t, SignatureHash> group_ids;
  std::vector<std::uint32_t> key;  // hub * 2 + first_central, sorted
  g.group_of.resize(index.question_count());
  g.signature_begin.push_back(0);
  for (std::size_t q = 0; q < index.question_count(); ++q) {
    key.clear();
    for (const auto& c : index.cited(q))
      if (std::int32_t hub = g.hub_of_uid[c.uid.value]; hub != HubGroups::kNotHub)
        key.push_back(static_cast<std::uint32_t>(hub) * 2 + (c.first_central ? 1 : 0));
    std::sort(key.begin(), key.end());
    auto [it, added] = group_ids.try_emplace(key, static_cast<std::uint32_t>(g.group_size.size()));
    if (added) {
      g.group_size.push_back(0);
      for (std::uint32_t k : key) g.signatures.push_back({k / 2, (k & 1) != 0});
      g.signature_begin.push_back(static_cast<std::uint32_t>(g.signatures.size()));
    }
    g.group_of[q] = it->second;
    ++g.group_size[it->second];
  }

  // Invert: per hub the groups whose signature cites it (a counting sort, so ascending).
  g.groups_with_begin.assign(static_cast<std::size_t>(hubs) + 1, 0);
  for (const auto& s : g.signatures) ++g.groups_with_begin[s.hub + 1];
  for (std::size_t h = 1; h < g.groups_with_begin.size(); ++h)
    g.groups_with_begin[h] += g.groups_with_begin[h - 1];
  g.groups_with.resize(g.signatures.size());
  std::vector<std::uint32_t> fill(g.groups_with_begin.begin(), g.groups_with_begin.end() - 1);
  for (std::uint32_t group = 0; group < g.group_count(); ++group)
    for (std::uint32_t i = g.signature_begin[group]; i < g.signature_begin[group + 1]; ++i)
      g.groups_with[fill[g.signatures[i].hub]++] = group;
  return g;
}

std::size_t choose_hub_threshold(const ExplanationIndex& index) {
  auto estimated_work = [&](std::size_t threshold) {
    double work = static_cast<double>(index.question_count());
    HubGroups g = threshold == kNoHubs ? HubGroups{} : group_by_hubs(index, threshold);
    for (std::size_t u = 0; u < index.uid_count(); ++u) {
      const double citing = static_cast<double>(citing_count(index, u));
      if (threshold == kNoHubs || citing <= static_cast<double>(threshold)) {
        work += citing * citing;
      } else {
        auto hub = static_cast<std::size_t>(g.hub_of_uid[u]);
        work += citing * (g.groups_with_begin[hub + 1] - g.groups_with_begin[hub]);
      }
    }
    return work;
  };
  std::size_t most_cited = 0;
  for (std::size_t u = 0; u < index.uid_count(); ++u)
    most_cited = std::max(most_cited, citing_count(index, u));
  std::size_t best = kNoHubs;
  double least = estimated_work(kNoHubs);
  // Small corpora are cheap either way; grouping pays only when some UID is widely cited.
  if (least < 64.0 * static_cast<double>(index.question_count()) + 1e6) return best;
  for (std::size_t threshold = 64; threshold < most_cited; threshold *= 4)
    if (double work = estimated_work(threshold); work < least) least = work, best = threshold;
  return best;
}

PartnerClassWalker::PartnerClassWalker(const ExplanationIndex& index, const HubGroups& groups)
    : index_(index),
      groups_(groups),
      walk_(index.question_count()),
      remaining_(groups.group_size),
      seen_group_(groups.group_count(), 0),
      hub_stamp_(groups.hub_count(), 0),
      hub_tokens_(groups.hub_count(), 0),
      hub_central_(groups.hub_count(), 0),
      memo_stamp_(groups.group_count(), 0),
      memo_(groups.group_count()) {}

std::pair<std::uint32_t, std::uint32_t> PartnerClassWalker::hub_overlap(std::uint32_t group) {
  // Many partners share a group: each group's sums are worked out once per question.
  if (memo_stamp_[group] == stamp_) return memo_[group];
  std::uint32_t overlap = 0, central = 0;
  for (std::uint32_t i = groups_.signature_begin[group]; i < groups_.signature_begin[group + 1];
       ++i) {
    const auto& s = groups_.signatures[i];
    if (hub_stamp_[s.hub] != stamp_) continue;
    overlap += hub_tokens_[s.hub];
    central += s.first_central ? hub_tokens_[s.hub] : hub_central_[s.hub];
  }
  memo_stamp_[group] = stamp_;
  return memo_[group] = {overlap, central};
}

const std::vector<PartnerClass>& PartnerClassWalker::partners(std::uint32_t q) {
  ++stamp_;
  classes_.clear();
  // Ordinary UIDs: walk their postings (the same PostingWalk as PartnerWalker).
  for (const auto& cited : index_.cited(q)) {
    if (std::int32_t hub = groups_.hub_of_uid[cited.uid.value]; hub != HubGroups::kNotHub) {
      auto h = static_cast<std::size_t>(hub);
      hub_stamp_[h] = stamp_, hub_tokens_[h] = cited.tokens, hub_central_[h] = cited.central_tokens;
      continue;
    }
    walk_.add(index_, cited, q);
  }
  // Questions the walk reached: their overlap through hubs depends on their group only.
  walk_.finish(/*sorted=*/false,
               [&](std::uint32_t other, std::uint32_t overlap, std::uint32_t central) {
                 const std::uint32_t group = groups_.group_of[other];
                 auto [hub_o, hub_c] = hub_overlap(group);
                 classes_.push_back({overlap + hub_o, central + hub_c, 1});
                 --remaining_[group];
                 reached_.push_back(other);
               });
  // Everyone else sharing a hub with q: one class per group.
  const std::uint32_t own_group = groups_.group_of[q];
  for (const auto& cited : index_.cited(q)) {
    std::int32_t hub = groups_.hub_of_uid[cited.uid.value];
    if (hub == HubGroups::kNotHub) continue;
    auto h = static_cast<std::size_t>(hub);
    for (std::uint32_t i = groups_.groups_with_begin[h]; i < groups_.groups_with_begin[h + 1];
         ++i) {
      std::uint32_t group = groups_.groups_with[i];
      if (seen_group_[group] == stamp_) continue;
      seen_group_[group] = stamp_;
      std::uint32_t count = remaining_[group] - (group == own_group ? 1 : 0);
      if (count == 0) continue;
      auto [o, c] = hub_overlap(group);
      classes_.push_back({o, c, count});
    }
  }
  for (std::uint32_t other : reached_) ++remaining_[groups_.group_of[other]];
  reached_.clear();
  return classes_;
}

}  // namespace explgraph::analyze
