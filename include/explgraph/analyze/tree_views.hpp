#pragma once
// EntailmentBank's trees against the rest of a run: a tree drawn (`show ID` on a corpus of
// trees), its leaves' knowledge categories by a WorldTree tablestore (`types --corpus TREES
// --tables T`) and the trees named by id. The trees' own reading is analyze/trees.hpp.
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "explgraph/analyze/trees.hpp"
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
