#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/load/tree_corpus.hpp"

// EntailmentBank's trees as explanation graphs: a proof read step by step as a person wrote
// it (not as the official scorer reads it: analyze/proof_rules.hpp), what `stats` counts of
// the trees and what `show` draws. Definitions: docs/DEFINITIONS.md, "trees".
namespace explgraph::analyze {

// One step "PREMISES -> CONCLUSION[: TEXT]" of a proof ("sent1 & sent3 -> int1: …;").
struct TreeStep {
  std::vector<std::string> premises;  // as written, in order
  std::string conclusion;             // "int1", "hypothesis"
  std::string text;                   // after the conclusion's ':', if any
};

// A proof split at ';' into pieces, each read as a step; a piece without exactly one " -> ",
// or with an empty premise or conclusion, is kept in `unparsed`.
struct TreeProof {
  std::vector<TreeStep> steps;
  std::vector<std::string> unparsed;
};
TreeProof read_tree_proof(std::string_view proof);

// What a tree is made of, read from its proof and context.
struct TreeShape {
  std::size_t steps = 0;
  std::size_t leaves = 0;         // distinct context sentences used as premises
  std::size_t intermediates = 0;  // distinct conclusions other than the hypothesis
  std::size_t distractors = 0;    // meta.distractors
  std::size_t context = 0;        // sentences in the context (meta.triples)
  // The most steps on a chain from a leaf up to the hypothesis; absent when no step
  // concludes the hypothesis or a conclusion depends on itself.
  std::optional<std::size_t> depth;
  std::vector<std::string> leaf_ids;  // distinct, in first use
};
TreeShape tree_shape(const load::EntailmentTree& tree, const TreeProof& proof);
// TreeShape's depth alone: the one reading of a proof's depth every command uses (treeeval's
// breakdown by depth too, though it scores a proof as the official scorer reads it).
std::optional<std::size_t> tree_depth(const TreeProof& proof);

// Summaries of one number over the trees of a group.
struct Summary {
  double mean = 0;
  std::size_t max = 0;
};

struct TreeSplitStats {
  std::string task, split;
  std::size_t trees = 0;
  std::size_t without_proof = 0;  // an empty proof (Task 3 gives only the context): counted in
                                  // `distractors` and `context` alone
  Summary steps, depth, leaves, intermediates, distractors, context;
  std::size_t without_depth = 0;                // trees with a proof whose depth is absent
  std::map<std::size_t, std::size_t> by_depth;  // depth → trees
};

// WorldTree facts (meta.worldtree_provenance UIDs of the leaves) used across the trees of a
// task: `facts` distinct, `uses` (tree, fact) pairs, `reused` facts in two trees or more and
// the share of uses on them; `top` the most used, ties by UID.
struct FactUse {
  std::string uid, text;
  std::size_t trees = 0;
};
struct TreeReuse {
  std::string task;
  std::size_t trees = 0, facts = 0, uses = 0, leaves_without_uid = 0, reused = 0;
  std::optional<double> reused_share;  // of uses; absent without uses
  std::vector<FactUse> top;
};

struct TreeStatistics {
  std::string source;
  std::vector<TreeSplitStats> groups;  // per file: task and split
  std::vector<TreeReuse> reuse;        // per task
};
TreeStatistics tree_statistics(const load::TreeCorpus& corpus, std::size_t top = 10);

}  // namespace explgraph::analyze
