#include "probe_sets.hpp"

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/random.hpp"

namespace explgraph::analyze {
namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t split_hash(const std::string& key, std::uint64_t seed) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
  for (const unsigned char c : key) h = (h ^ c) * 0x100000001b3ULL;
  return mix(h ^ mix(seed));
}

// Seeds of the passes after generation, apart from the generator's own stream.
constexpr std::uint64_t kClusterCapStream = 0x636c7573746572ULL, kSampleStream = 0x73616d706c65ULL;

// At most max_per_cluster questions of each cluster, a seeded choice, in their order.
void cap_clusters(ProbeSet& set) {
  if (!set.options.max_per_cluster) return;
  const std::size_t cap = *set.options.max_per_cluster;
  std::unordered_map<std::string, std::vector<std::uint32_t>> members;
  for (std::uint32_t i = 0; i < set.probes.size(); ++i) members[set.probes[i].cluster].push_back(i);
  core::Random random(set.options.seed ^ kClusterCapStream);
  std::vector<bool> keep(set.probes.size(), true);
  // Clusters in the order of their first question, so that the draws do not depend on the
  // hash table's order.
  for (const auto& p : set.probes) {
    auto it = members.find(p.cluster);
    if (it == members.end()) continue;
    auto& of = it->second;
    if (of.size() > cap) {
      random.sample_prefix(of, cap);
      for (std::size_t j = cap; j < of.size(); ++j) keep[of[j]] = false;
      set.over_cluster_cap += of.size() - cap;
    }
    members.erase(it);
  }
  std::vector<Probe> kept;
  for (std::size_t i = 0; i < set.probes.size(); ++i)
    if (keep[i]) kept.push_back(std::move(set.probes[i]));
  set.probes = std::move(kept);
}

// Each concept's split by its key's point; Train then capped at max_train questions, the
// concepts that do not fit (in the order of their points) sent to Dev or Test.
void split_concepts(ProbeSet& set, const std::vector<std::string>& split_keys) {
  const auto& o = set.options;
  std::unordered_map<std::string, std::string> split_of;
  for (const auto& key : split_keys) {
    if (split_of.count(key)) continue;
    const double point = probe_split_point(key, o.seed);
    split_of[key] = point < o.train_share                             ? "Train"
                    : point < o.train_share + (1 - o.train_share) / 2 ? "Dev"
                                                                      : "Test";
  }
  if (o.max_train) {
    std::unordered_map<std::string, std::size_t> questions;
    for (const auto& p : set.probes)
      if (const auto& key = split_keys[p.concept_id]; split_of[key] == "Train") ++questions[key];
    std::vector<std::pair<double, std::string>> train;
    for (const auto& [key, n] : questions) train.emplace_back(probe_split_point(key, o.seed), key);
    std::sort(train.begin(), train.end());
    std::size_t total = 0;
    for (const auto& [point, key] : train) {
      const std::size_t n = questions[key];
      if (total + n <= *o.max_train) {
        total += n;
        continue;
      }
      split_of[key] = (mix(split_hash(key, o.seed)) & 1) == 0 ? "Dev" : "Test";
      ++set.moved_from_train;
    }
  }
  for (auto& p : set.probes) p.split = split_of[split_keys[p.concept_id]];
}

void number(ProbeSet& set) {
  std::map<ProbeKind, std::size_t> numbered;
  for (auto& p : set.probes)
    p.id = std::string(probe_kind_name(p.kind)) + "-" + std::to_string(++numbered[p.kind]);
}

void count(ProbeSet& set) {
  std::map<std::tuple<std::size_t, std::size_t, std::string>, std::size_t> counts;
  for (const auto& p : set.probes) {
    const auto kind = static_cast<std::size_t>(
        std::find(set.options.kinds.begin(), set.options.kinds.end(), p.kind) -
        set.options.kinds.begin());
    ++counts[{kind, p.hops ? *p.hops : 0, p.family}];
  }
  for (const auto& [key, n] : counts) {
    const auto& [kind, hops, family] = key;
    const ProbeKind k = set.options.kinds[kind];
    set.counts.push_back({probe_kind_name(k),
                          hops == 0 ? std::nullopt : std::optional<std::size_t>(hops), family, n});
  }
  std::unordered_set<std::string> clusters;
  for (const auto& p : set.probes) clusters.insert(p.cluster);
  set.clusters = clusters.size();
}

// The credit a heuristic scoring each choice earns: 1/t when the answer is among the t
// choices of the best score.
double credit(const Probe& p, const std::vector<double>& scores) {
  const double best = *std::max_element(scores.begin(), scores.end());
  const auto tied = std::count(scores.begin(), scores.end(), best);
  return scores[p.answer] == best ? 1.0 / static_cast<double>(tied) : 0.0;
}

void find_artifacts(ProbeSet& set) {
  for (const ProbeKind kind : set.options.kinds) {
    std::unordered_map<std::string, double> prior;
    for (const auto& p : set.probes)
      if (p.kind == kind && p.split == "Train") prior[p.choices[p.answer]] += 1;
    const char* names[] = {"longest", "shortest", "answer-prior"};
    for (int h = 0; h < 3; ++h) {
      ProbeArtifact a{names[h],
                      probe_kind_name(kind),
                      0,
                      std::nullopt,
                      1.0 / static_cast<double>(set.options.choices),
                      false};
      double sum = 0;
      for (const auto& p : set.probes) {
        if (p.kind != kind || p.split == "Train") continue;
        std::vector<double> scores;
        for (const auto& c : p.choices) {
          const auto length = static_cast<double>(c.size());
          const auto it = prior.find(c);
          scores.push_back(h == 0 ? length : h == 1 ? -length : it == prior.end() ? 0 : it->second);
        }
        sum += credit(p, scores);
        ++a.questions;
      }
      if (a.questions > 0) a.accuracy = sum / static_cast<double>(a.questions);
      a.flagged = a.accuracy && a.questions >= 30 && *a.accuracy >= a.chance + 0.1;
      set.artifacts.push_back(a);
    }
  }
}

void list_filters(ProbeSet& set, const ProbeFilterCounts& filters) {
  for (const ProbeKind kind : set.options.kinds) {
    const auto it = filters.find(kind);
    const KindFilterCounts counts = it == filters.end() ? KindFilterCounts{} : it->second;
    for (std::size_t r = 0; r < kProbeFilterRules.size(); ++r)
      set.filters.push_back(
          {probe_kind_name(kind), kProbeFilterRules[r], counts.removed[r], counts.candidates});
  }
}

// Up to `sample` questions of each kind and family, a seeded choice, in the set's order.
void take_sample(ProbeSet& set) {
  if (set.options.sample == 0) return;
  std::map<std::pair<ProbeKind, std::string>, std::vector<std::uint32_t>> groups;
  for (std::uint32_t i = 0; i < set.probes.size(); ++i)
    groups[{set.probes[i].kind, set.probes[i].family}].push_back(i);
  core::Random random(set.options.seed ^ kSampleStream);
  for (auto& [group, members] : groups) {
    const std::size_t n = std::min(set.options.sample, members.size());
    random.sample_prefix(members, n);
    set.sample.insert(set.sample.end(), members.begin(), members.begin() + static_cast<long>(n));
  }
  std::sort(set.sample.begin(), set.sample.end());
}

}  // namespace

double probe_split_point(const std::string& split_key, std::uint64_t seed) {
  return static_cast<double>(split_hash(split_key, seed) >> 11) * 0x1.0p-53;
}

void finish_probe_set(ProbeSet& set, const std::vector<std::string>& split_keys,
                      const ProbeFilterCounts& filters) {
  cap_clusters(set);
  split_concepts(set, split_keys);
  number(set);
  count(set);
  find_artifacts(set);
  list_filters(set, filters);
  take_sample(set);
}

}  // namespace explgraph::analyze
