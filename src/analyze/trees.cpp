#include "explgraph/analyze/trees.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

std::optional<TreeStep> read_step(std::string_view piece) {
  const std::string_view arrow = " -> ";
  const auto at = piece.find(arrow);
  if (at == std::string_view::npos || piece.find(arrow, at + 1) != std::string_view::npos)
    return std::nullopt;
  TreeStep step;
  const std::string_view left = piece.substr(0, at), right = piece.substr(at + arrow.size());
  const char separator = left.find('&') != std::string_view::npos ? '&' : ',';
  for (const auto premise : core::split(left, separator)) {
    if (core::trim(premise).empty()) return std::nullopt;
    step.premises.emplace_back(core::trim(premise));
  }
  const auto colon = right.find(':');
  step.conclusion = std::string(core::trim(right.substr(0, colon)));
  if (colon != std::string_view::npos) step.text = std::string(core::trim(right.substr(colon + 1)));
  if (step.conclusion.empty()) return std::nullopt;
  return step;
}

// Steps a conclusion lies above: the depth of each conclusion (1 + its deepest premise's,
// leaves 0), absent on a cycle or above one. A walk with its own stack: a proof may chain
// hundreds of thousands of steps.
class Depths {
 public:
  explicit Depths(const TreeProof& proof) : proof_(proof) {
    for (std::size_t i = 0; i < proof.steps.size(); ++i)
      step_of_.emplace(proof.steps[i].conclusion, i);  // the first step concluding it
  }

  std::optional<std::size_t> of(const std::string& root) {
    std::optional<std::size_t> depth;
    if (!enter(root, depth)) return depth;
    for (;;) {
      Frame& top = stack_.back();
      const auto& premises = proof_.steps[top.step].premises;
      if (top.next < premises.size()) {
        std::optional<std::size_t> d;
        if (!enter(premises[top.next++], d)) fold(stack_.back(), d);
        continue;
      }
      depth = top.broken ? std::nullopt : std::optional<std::size_t>(top.deepest + 1);
      memo_.emplace(*top.id, depth);
      on_path_.erase(*top.id);
      stack_.pop_back();
      if (stack_.empty()) return depth;
      fold(stack_.back(), depth);
    }
  }

 private:
  struct Frame {
    const std::string* id;
    std::size_t step, next = 0, deepest = 0;
    bool broken = false;  // a premise's depth is absent
  };

  // Opens a frame for a conclusion whose depth is not known yet; otherwise gives its depth
  // (a leaf 0, a known one, a conclusion already on the walk: absent) and returns false.
  bool enter(const std::string& id, std::optional<std::size_t>& depth) {
    const auto step = step_of_.find(id);
    if (step == step_of_.end()) {
      depth = 0;
      return false;
    }
    if (const auto known = memo_.find(id); known != memo_.end()) {
      depth = known->second;
      return false;
    }
    if (!on_path_.insert(id).second) {
      depth = std::nullopt;
      return false;
    }
    stack_.push_back({&step->first, step->second});
    return true;
  }

  static void fold(Frame& frame, std::optional<std::size_t> depth) {
    if (depth)
      frame.deepest = std::max(frame.deepest, *depth);
    else
      frame.broken = true;
  }

  const TreeProof& proof_;
  std::unordered_map<std::string, std::size_t> step_of_;
  std::unordered_map<std::string, std::optional<std::size_t>> memo_;
  std::unordered_set<std::string> on_path_;
  std::vector<Frame> stack_;
};

void add(Summary& s, std::size_t value) {
  s.mean += static_cast<double>(value);  // a sum until `finish` divides it
  s.max = std::max(s.max, value);
}

void finish(Summary& s, std::size_t n) {
  if (n > 0) s.mean /= static_cast<double>(n);
}

// A file's trees, each read once for every figure.
struct ShapedFile {
  const load::TreeFile* file;
  std::vector<TreeShape> shapes;  // by tree
};

TreeSplitStats group_of(const ShapedFile& shaped) {
  const load::TreeFile& file = *shaped.file;
  TreeSplitStats g;
  g.task = file.task;
  g.split = file.split;
  std::size_t with_depth = 0;
  for (std::size_t i = 0; i < file.bank.trees.size(); ++i) {
    const auto& tree = file.bank.trees[i];
    const TreeShape& shape = shaped.shapes[i];
    ++g.trees;
    add(g.distractors, shape.distractors);
    add(g.context, shape.context);
    if (core::trim(tree.proof).empty()) {
      ++g.without_proof;
      continue;
    }
    add(g.steps, shape.steps);
    add(g.leaves, shape.leaves);
    add(g.intermediates, shape.intermediates);
    if (shape.depth) {
      add(g.depth, *shape.depth);
      ++with_depth;
      ++g.by_depth[*shape.depth];
    } else {
      ++g.without_depth;
    }
  }
  for (Summary* s : {&g.steps, &g.leaves, &g.intermediates}) finish(*s, g.trees - g.without_proof);
  for (Summary* s : {&g.distractors, &g.context}) finish(*s, g.trees);
  finish(g.depth, with_depth);
  return g;
}

TreeReuse reuse_of(const std::string& task, const std::vector<const ShapedFile*>& files,
                   std::size_t top) {
  TreeReuse r;
  r.task = task;
  std::map<std::string, FactUse> facts;  // by UID
  for (const auto* shaped : files)
    for (std::size_t i = 0; i < shaped->shapes.size(); ++i) {
      const auto& tree = shaped->file->bank.trees[i];
      const TreeShape& shape = shaped->shapes[i];
      ++r.trees;
      std::set<std::string> uids;
      for (const auto& leaf : shape.leaf_ids) {
        const std::string uid(tree.uid_of(leaf));
        if (uid.empty()) {
          ++r.leaves_without_uid;
          continue;
        }
        if (!uids.insert(uid).second) continue;
        auto& fact = facts[uid];
        fact.uid = uid;
        if (fact.text.empty()) fact.text = tree.sentence_text(leaf);
        ++fact.trees;
      }
      r.uses += uids.size();
    }
  r.facts = facts.size();
  std::size_t reused_uses = 0;
  std::vector<FactUse> all;
  for (auto& [uid, fact] : facts) {
    if (fact.trees >= 2) ++r.reused, reused_uses += fact.trees;
    all.push_back(std::move(fact));
  }
  if (r.uses > 0) r.reused_share = static_cast<double>(reused_uses) / static_cast<double>(r.uses);
  std::stable_sort(all.begin(), all.end(),
                   [](const FactUse& a, const FactUse& b) { return a.trees > b.trees; });
  all.resize(std::min(all.size(), top));
  r.top = std::move(all);
  return r;
}

}  // namespace

TreeProof read_tree_proof(std::string_view proof) {
  TreeProof out;
  for (const auto piece : core::split(proof, ';')) {
    const auto trimmed = core::trim(piece);
    if (trimmed.empty()) continue;
    if (auto step = read_step(trimmed))
      out.steps.push_back(std::move(*step));
    else
      out.unparsed.emplace_back(trimmed);
  }
  return out;
}

TreeShape tree_shape(const load::EntailmentTree& tree, const TreeProof& proof) {
  TreeShape shape;
  shape.steps = proof.steps.size();
  shape.distractors = tree.distractors.size();
  shape.context = tree.sentences.size();
  std::unordered_set<std::string> concluded, seen_leaf;
  for (const auto& step : proof.steps) concluded.insert(step.conclusion);
  for (const auto& step : proof.steps)
    for (const auto& premise : step.premises)
      if (!concluded.count(premise) && seen_leaf.insert(premise).second)
        shape.leaf_ids.push_back(premise);
  shape.leaves = shape.leaf_ids.size();
  shape.intermediates = concluded.size() - concluded.count("hypothesis");
  if (concluded.count("hypothesis")) shape.depth = Depths(proof).of("hypothesis");
  return shape;
}

std::optional<std::size_t> tree_depth(const TreeProof& proof) {
  for (const auto& step : proof.steps)
    if (step.conclusion == "hypothesis") return Depths(proof).of("hypothesis");
  return std::nullopt;
}

TreeStatistics tree_statistics(const load::TreeCorpus& corpus, std::size_t top) {
  TreeStatistics s;
  s.source = corpus.source;
  std::vector<ShapedFile> shaped;
  for (const auto& file : corpus.files) {
    shaped.push_back({&file, {}});
    for (const auto& tree : file.bank.trees)
      shaped.back().shapes.push_back(tree_shape(tree, read_tree_proof(tree.proof)));
  }
  std::vector<std::string> tasks;
  std::map<std::string, std::vector<const ShapedFile*>> files_of;
  for (const auto& file : shaped) {
    s.groups.push_back(group_of(file));
    if (files_of[file.file->task].empty()) tasks.push_back(file.file->task);
    files_of[file.file->task].push_back(&file);
  }
  for (const auto& task : tasks) s.reuse.push_back(reuse_of(task, files_of[task], top));
  return s;
}

}  // namespace explgraph::analyze
