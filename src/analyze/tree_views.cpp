#include "explgraph/analyze/tree_views.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

// The lemmas of a text, each with the word that first spells it.
std::map<std::string, std::string> spelled_lemmas(const text::Normalizer& normalizer,
                                                  const std::string& text) {
  std::map<std::string, std::string> words;
  for (auto& word : normalizer.content_words(text))
    words.try_emplace(std::move(word.lemma), std::move(word.folded));
  return words;
}

}  // namespace

TreePicture draw_tree(const load::EntailmentTree& tree, const std::string& file,
                      const text::Normalizer& normalizer, const load::Corpus* tables) {
  TreePicture p{tree.id, file, tree.question, tree.answer, tree.line, {}, {}, {}};
  const TreeProof proof = read_tree_proof(tree.proof);
  p.unparsed = proof.unparsed;
  std::unordered_map<std::string, std::size_t> node_of;
  std::unordered_map<std::string, std::string> texts(tree.intermediates.begin(),
                                                     tree.intermediates.end());
  for (const auto& step : proof.steps)
    if (!step.text.empty()) texts[step.conclusion] = step.text;
  texts["hypothesis"] = tree.hypothesis;
  const auto node = [&](const std::string& id, bool concluded) {
    const auto [at, added] = node_of.try_emplace(id, p.nodes.size());
    if (!added) return at->second;
    TreeNode n{id, concluded ? (id == "hypothesis" ? "hypothesis" : "intermediate") : "leaf",
               "", "",
               "", ""};
    if (concluded) {
      n.text = texts[id];
    } else {
      n.text = tree.sentence_text(id);
      n.uid = tree.uid_of(id);
      const core::RowId row =
          tables && !n.uid.empty() ? tables->tablestore.find(n.uid) : core::RowId();
      if (row.valid()) {
        n.table = tables->tablestore.tables[tables->tablestore.rows[row.value].table.value].name;
        n.category = load::category_of(*tables, row);
      }
    }
    p.nodes.push_back(std::move(n));
    return p.nodes.size() - 1;
  };
  std::unordered_set<std::string> concluded;
  for (const auto& step : proof.steps) concluded.insert(step.conclusion);
  for (const auto& step : proof.steps)  // leaves first, in the order the proof uses them
    for (const auto& premise : step.premises)
      if (!concluded.count(premise)) node(premise, false);
  for (const auto& step : proof.steps) node(step.conclusion, true);
  for (const auto& step : proof.steps) {
    const std::size_t to = node_of.at(step.conclusion);
    const auto conclusion_words = spelled_lemmas(normalizer, p.nodes[to].text);
    for (const auto& premise : step.premises) {
      TreeEdge e{node_of.at(premise), to, {}};
      for (const auto& [lemma, word] : spelled_lemmas(normalizer, p.nodes[e.premise].text))
        if (conclusion_words.count(lemma)) e.shared.push_back(word);
      p.edges.push_back(std::move(e));
    }
  }
  return p;
}

std::string leaf_category(const load::EntailmentTree& tree, std::string_view leaf,
                          const load::Corpus& tables) {
  const std::string_view uid = tree.uid_of(leaf);
  const core::RowId row = uid.empty() ? core::RowId() : tables.tablestore.find(uid);
  return row.valid() ? load::category_of(tables, row) : "unknown";
}

std::vector<TreeTypes> tree_types(const load::TreeCorpus& corpus, const load::Corpus& tables) {
  std::vector<TreeTypes> out;
  for (const auto& file : corpus.files) {
    TreeTypes t{file.task, file.split, 0, 0, {}, {}};
    for (const auto& tree : file.bank.trees) {
      if (core::trim(tree.proof).empty()) continue;
      ++t.trees;
      std::set<std::string> categories;
      for (const auto& leaf : tree_shape(tree, read_tree_proof(tree.proof)).leaf_ids) {
        const std::string category = leaf_category(tree, leaf, tables);
        ++t.leaves;
        ++t.leaves_by_category[category];
        categories.insert(category);
      }
      for (const auto& c : categories) ++t.trees_by_category[c];
    }
    if (t.trees > 0) out.push_back(std::move(t));
  }
  return out;
}

std::vector<std::pair<const load::TreeFile*, const load::EntailmentTree*>> find_trees(
    const load::TreeCorpus& corpus, const std::vector<std::string>& ids) {
  std::vector<std::pair<const load::TreeFile*, const load::EntailmentTree*>> found;
  for (const auto& id : ids) {
    const load::EntailmentTree* tree = nullptr;
    const load::TreeFile* in = nullptr;
    std::size_t trees = 0;
    for (const auto& file : corpus.files) {
      trees += file.bank.trees.size();
      for (const auto& t : file.bank.trees)
        if (!tree && t.id == id && !core::trim(t.proof).empty()) tree = &t, in = &file;
    }
    if (!tree)
      throw core::InputError(corpus.source +
                             ": error: expected the id of a tree with a proof, "
                             "found " +
                             core::quoted(id) + ", which none of its " + std::to_string(trees) +
                             " trees has");
    found.emplace_back(in, tree);
  }
  return found;
}

}  // namespace explgraph::analyze
