#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

// Replicability across groups (Dror, Baumer, Bogomolov and Reichart, "Replicability Analysis
// for Natural Language Processing: Testing Significance with Multiple Datasets", TACL 2017):
// given one comparison's p-values in N groups (knowledge types, splits, grades), on how many
// groups is the difference real? Definitions: docs/DEFINITIONS.md, "replicability".
namespace explgraph::analyze {

// How the partial conjunction test combines the p-values. With p(1) <= … <= p(N) and the
// N - u + 1 largest of them, the p-value that fewer than u groups differ is
//   Bonferroni: (N - u + 1) · p(u), at most 1 (valid under any dependence between groups);
//   Fisher: P(χ² with 2(N - u + 1) degrees of freedom >= -2 Σ_{i >= u} ln p(i)) (valid only
//   for independent groups: disjoint sets of questions).
enum class Combination { kBonferroni, kFisher };

// The partial conjunction p-values for u = 1..N, made non-decreasing in u (each the largest
// so far), as the authors' Replicability_Analysis.py computes them.
std::vector<double> partial_conjunction_p_values(std::vector<double> p, Combination how);

// k̂: how many of the partial conjunction p-values are at or under alpha — the estimate of
// the number of groups where the difference is real. 0 for no p-value.
std::size_t replicability_count(const std::vector<double>& p, double alpha, Combination how);

// The groups the Holm procedure names at alpha (k̂ by Bonferroni of them, the smallest
// p-values): their indices into `p`, smallest p first (ties in index order).
std::vector<std::size_t> holm_named(const std::vector<double>& p, double alpha);

// One comparison's replicability over the tested groups of one breakdown.
struct Replicability {
  std::string breakdown;            // fine_type, category, split, grade, …
  std::string baseline, system;     // the comparison: system against baseline
  std::vector<std::string> groups;  // the tested groups (with a p-value), in breakdown order
  std::size_t k_bonferroni = 0;
  // Fisher's k̂, absent when the groups share questions (then the reason is said).
  std::optional<std::size_t> k_fisher;
  std::string fisher_refused;
  std::vector<std::string> named;  // the groups Holm names, smallest p first
};

// The replicability of one comparison over groups with p-values `p` (same order as
// `groups`); `disjoint` whether the groups share no question.
Replicability replicability(std::string breakdown, std::string baseline, std::string system,
                            const std::vector<std::string>& groups, const std::vector<double>& p,
                            bool disjoint, double alpha);

}  // namespace explgraph::analyze
