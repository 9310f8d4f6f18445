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

#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::analyze {

// A tree drawn (`show ID` on a corpus of trees): its leaves, intermediate conclusions and
// hypothesis, an edge from each premise to the conclusion of its step, labelled with the
// words they share (content lemmas, spelled as the premise writes them).
struct TreeNode {
  std::string id;    // "sent1", "int1", "hypothesis"
  std::string kind;  // "leaf", "intermediate", "hypothesis"
  std::string text;
  std::string uid, table, category;  // leaves: the WorldTree fact (table and category with
                                     // --tables), else empty
};
struct TreeEdge {
  std::size_t premise = 0, conclusion = 0;  // indexes into nodes
  std::vector<std::string> shared;
};
struct TreePicture {
  std::string id, file, question, answer;
  std::size_t line = 0;
  std::vector<TreeNode> nodes;  // leaves in first use, intermediates, the hypothesis
  std::vector<TreeEdge> edges;
  std::vector<std::string> unparsed;  // pieces of the proof that are no step (not drawn)
};

// The knowledge categories of the leaves, per task and split (`types --corpus TREES --tables
// T`): each leaf's category by its WorldTree UID in `tables` ("unknown" without one the
// tablestore knows); `leaves` counts leaf uses (distinct leaves of a tree), `trees` the trees
// with a leaf of the category. Files without proofs are left out.
struct TreeTypes {
  std::string task, split;
  std::size_t trees = 0, leaves = 0;
  std::map<std::string, std::size_t> leaves_by_category, trees_by_category;
};
std::vector<TreeTypes> tree_types(const load::TreeCorpus& corpus, const load::Corpus& tables);

// The knowledge category of a tree's leaf by its WorldTree UID in `tables`; "unknown" for a
// leaf without a UID the tablestore knows.
std::string leaf_category(const load::EntailmentTree& tree, std::string_view leaf,
                          const load::Corpus& tables);

// `tables` (may be null): a WorldTree tablestore giving each leaf's table and category.
TreePicture draw_tree(const load::EntailmentTree& tree, const std::string& file,
                      const text::Normalizer& normalizer, const load::Corpus* tables);

// The trees named by `ids`, each the first of its id in the corpus's files (task_1 before
// task_2); an unknown id is a core::InputError.
std::vector<std::pair<const load::TreeFile*, const load::EntailmentTree*>> find_trees(
    const load::TreeCorpus& corpus, const std::vector<std::string>& ids);

}  // namespace explgraph::analyze
