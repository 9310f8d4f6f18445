#include "probe_families.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze {

std::vector<Reached> reached_within(const load::Taxonomy& t, std::uint32_t from, std::size_t k,
                                    bool up) {
  std::vector<Reached> out;
  std::unordered_set<std::uint32_t> seen{from};
  std::vector<std::uint32_t> frontier{from};
  for (std::size_t hops = 1; hops <= k && !frontier.empty(); ++hops) {
    std::vector<std::uint32_t> next;
    for (const std::uint32_t n : frontier)
      for (const std::uint32_t e : up ? t.parents[n] : t.children[n]) {
        const std::uint32_t m = up ? t.edges[e].parent : t.edges[e].child;
        if (!seen.insert(m).second) continue;
        out.push_back({m, hops, e});
        next.push_back(m);
      }
    frontier = std::move(next);
  }
  return out;
}

FamilyPool FamilyPool::own(std::vector<std::uint32_t> nodes) {
  FamilyPool p;
  p.size_ = nodes.size();
  p.own_ = std::move(nodes);
  return p;
}

FamilyPool FamilyPool::every_concept(std::size_t concepts) {
  FamilyPool p;
  p.size_ = concepts;
  p.every_ = true;
  return p;
}

FamilyPool FamilyPool::sisters(std::vector<std::shared_ptr<const SisterPool>> parents,
                               std::vector<std::uint32_t> through_c) {
  FamilyPool p;
  for (const auto& pool : parents) p.size_ += pool->nodes.size();
  p.parents_ = std::move(parents);
  std::sort(through_c.begin(), through_c.end());
  p.through_c_ = std::move(through_c);
  return p;
}

std::optional<std::uint32_t> FamilyPool::at(std::size_t i) const {
  if (every_) return static_cast<std::uint32_t>(i);
  if (parents_.empty()) return own_[i];
  for (const auto& pool : parents_) {
    if (i >= pool->nodes.size()) {
      i -= pool->nodes.size();
      continue;
    }
    const std::uint32_t x = pool->nodes[i];
    // In c's family when some sibling other than c reaches it.
    const bool c_reaches = std::binary_search(through_c_.begin(), through_c_.end(), x);
    if (pool->reach[i] > (c_reaches ? 1u : 0u)) return x;
    return std::nullopt;
  }
  return std::nullopt;
}

std::shared_ptr<const SisterPool> SisterPools::of(std::uint32_t parent, std::size_t depth) {
  auto& made = made_[{parent, depth}];
  if (made) return made;
  auto pool = std::make_shared<SisterPool>();
  std::unordered_map<std::uint32_t, std::uint32_t> index;
  const auto add = [&](std::uint32_t x) {
    const auto [at, added] = index.try_emplace(x, static_cast<std::uint32_t>(pool->nodes.size()));
    if (added) {
      pool->nodes.push_back(x);
      pool->reach.push_back(0);
    }
    ++pool->reach[at->second];
  };
  for (const std::uint32_t e : t_.children[parent]) {
    const std::uint32_t s = t_.edges[e].child;
    add(s);
    for (const auto& r : reached_within(t_, s, depth - 1, false)) add(r.node);
  }
  made = std::move(pool);
  return made;
}

FamilyPool SisterPools::family(std::uint32_t c, std::size_t depth) {
  std::vector<std::shared_ptr<const SisterPool>> parents;
  for (const std::uint32_t e : t_.parents[c]) parents.push_back(of(t_.edges[e].parent, depth));
  std::vector<std::uint32_t> through_c{c};
  for (const auto& r : reached_within(t_, c, depth - 1, false)) through_c.push_back(r.node);
  return FamilyPool::sisters(std::move(parents), std::move(through_c));
}

}  // namespace explgraph::analyze
