#include "explgraph/analyze/tree_audit.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>
#include <boost/property_map/property_map.hpp>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/analyze/audit_checks.hpp"
#include "explgraph/analyze/trees.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

using core::Severity;

class TreeAuditor {
 public:
  TreeAuditor(const load::TreeFile& file, const load::EntailmentTree& tree,
              const text::Normalizer& normalizer, const AuditOptions& options,
              std::vector<Finding>& findings)
      : file_(file), tree_(tree), normalizer_(normalizer), options_(options), out_(findings) {}

  // Returns whether the tree had no finding.
  bool run() {
    const std::size_t before = out_.size();
    const TreeProof proof = read_tree_proof(tree_.proof);
    for (const auto& piece : proof.unparsed)
      add("tree-unparsed-step", "",
          "expected a step 'PREMISE & PREMISE -> int1: TEXT' (or '-> hypothesis'), found " +
              core::quoted(piece));
    if (proof.steps.empty() && proof.unparsed.empty())
      add("tree-empty-proof", "", "the proof has no step");
    index(proof);
    defined_ids(proof);
    conclusions(proof);
    links(proof);
    return out_.size() == before;
  }

 private:
  void add(const char* check, const std::string& id, const std::string& message) {
    if (options_.ignore.count(check)) return;
    const AuditCheck* info = find_audit_check(check);
    out_.push_back({info->severity, check, file_.bank.name, tree_.line, 0, tree_.id, id, message});
  }

  void index(const TreeProof& proof) {
    for (const auto& [id, text] : tree_.sentences) sentence_text_.emplace(id, text);
    for (const auto& [id, text] : tree_.intermediates) conclusion_text_.emplace(id, text);
    conclusion_text_["hypothesis"] = tree_.hypothesis;
    for (std::size_t i = 0; i < proof.steps.size(); ++i) {
      const auto& step = proof.steps[i];
      if (!step.text.empty()) conclusion_text_[step.conclusion] = step.text;
      concluded_by_.emplace(step.conclusion, i);
    }
  }

  bool is_sentence(const std::string& id) const { return sentence_text_.count(id) > 0; }

  // Every premise names a context sentence or a conclusion; no conclusion is a sentence.
  void defined_ids(const TreeProof& proof) {
    std::unordered_set<std::string> reported;
    const std::unordered_set<std::string> distractors(tree_.distractors.begin(),
                                                      tree_.distractors.end());
    for (const auto& step : proof.steps) {
      if (is_sentence(step.conclusion))
        add("tree-undefined-id", step.conclusion,
            "the step '… -> " + step.conclusion +
                "' concludes a context sentence; conclusions are int1, int2, … or hypothesis");
      for (const auto& premise : step.premises) {
        if (distractors.count(premise) && reported.insert("d:" + premise).second)
          add("tree-distractor-used", premise,
              premise +
                  " is listed among the tree's distractors (meta.distractors) but is a "
                  "premise of '" +
                  core::join(step.premises, " & ") + " -> " + step.conclusion + "'");
        if (is_sentence(premise) || concluded_by_.count(premise)) continue;
        if (reported.insert(premise).second)
          add("tree-undefined-id", premise,
              core::quoted(premise) + " is a premise but neither a context sentence (" +
                  std::to_string(tree_.sentences.size()) +
                  " in meta.triples) nor concluded by a step");
      }
    }
  }

  // Each conclusion once, none depending on itself, every intermediate used, the hypothesis
  // concluded.
  void conclusions(const TreeProof& proof) {
    std::unordered_map<std::string, std::size_t> times, used;
    for (const auto& step : proof.steps) {
      ++times[step.conclusion];
      for (const auto& premise : step.premises) ++used[premise];
    }
    std::unordered_set<std::string> said;
    for (const auto& step : proof.steps) {
      const std::string& c = step.conclusion;
      if (times[c] > 1 && said.insert(c).second)
        add("tree-repeated-conclusion", c,
            c + " is concluded by " + std::to_string(times[c]) + " steps; each conclusion has one");
      if (c == "hypothesis") {
        if (used.count(c)) add("tree-cycle", c, "the hypothesis is a premise of another step");
        continue;
      }
      if (!used.count(c) && said.insert("u:" + c).second)
        add("tree-unused-intermediate", c,
            c + " is concluded but no step uses it: it does not lead to the hypothesis");
    }
    const auto cyclic = on_cycles(proof);
    for (const auto& step : proof.steps)
      if (cyclic.count(step.conclusion) && said.insert("c:" + step.conclusion).second)
        add("tree-cycle", step.conclusion,
            step.conclusion + " depends on itself through its premises");
    if (!proof.steps.empty() && !times.count("hypothesis"))
      add("tree-no-hypothesis", "", "no step concludes the hypothesis ('… -> hypothesis')");
  }

  // The conclusions on a cycle of "concluded from": strongly connected components of the
  // graph from each conclusion to the conclusions among its premises (of every step
  // concluding it) of two or more, or one with an edge to itself. Linear in the proof.
  static std::unordered_set<std::string> on_cycles(const TreeProof& proof) {
    std::unordered_map<std::string, std::size_t> index;
    for (const auto& step : proof.steps) index.emplace(step.conclusion, index.size());
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS> graph(index.size());
    std::vector<bool> self_loop(index.size(), false);
    for (const auto& step : proof.steps)
      for (const auto& premise : step.premises)
        if (const auto to = index.find(premise); to != index.end()) {
          const std::size_t from = index.at(step.conclusion);
          if (from == to->second) self_loop[from] = true;
          boost::add_edge(from, to->second, graph);
        }
    std::vector<std::size_t> component(index.size());
    const std::size_t components = boost::strong_components(
        graph, boost::make_iterator_property_map(component.begin(),
                                                 boost::get(boost::vertex_index, graph)));
    std::vector<std::size_t> size(components, 0);
    for (const std::size_t c : component) ++size[c];
    std::unordered_set<std::string> cyclic;
    for (const auto& [id, i] : index)
      if (size[component[i]] > 1 || self_loop[i]) cyclic.insert(id);
    return cyclic;
  }

  // Each conclusion shares a content word with its premises (when all their texts are known).
  void links(const TreeProof& proof) {
    for (const auto& step : proof.steps) {
      const auto conclusion = conclusion_text_.find(step.conclusion);
      if (conclusion == conclusion_text_.end() || conclusion->second.empty()) continue;
      std::unordered_set<std::string> premise_words;
      bool known = true;
      for (const auto& premise : step.premises) {
        const std::string* text = text_of(premise);
        if (text == nullptr) {
          known = false;
          break;
        }
        for (auto& lemma : normalizer_.lemmas(*text)) premise_words.insert(std::move(lemma));
      }
      if (!known) continue;
      const auto words = normalizer_.lemmas(conclusion->second);
      if (std::none_of(words.begin(), words.end(),
                       [&](const std::string& w) { return premise_words.count(w) > 0; }))
        add("tree-step-unlinked", step.conclusion,
            step.conclusion + " (" + core::quoted(conclusion->second) +
                ") shares no content word with its premises " + core::join(step.premises, " & "));
    }
  }

  const std::string* text_of(const std::string& id) const {
    if (const auto s = sentence_text_.find(id); s != sentence_text_.end()) return &s->second;
    if (const auto c = conclusion_text_.find(id); c != conclusion_text_.end() && !c->second.empty())
      return &c->second;
    return nullptr;
  }

  const load::TreeFile& file_;
  const load::EntailmentTree& tree_;
  const text::Normalizer& normalizer_;
  const AuditOptions& options_;
  std::vector<Finding>& out_;
  std::unordered_map<std::string, std::string> sentence_text_, conclusion_text_;
  std::unordered_map<std::string, std::size_t> concluded_by_;  // the first step concluding it
};

}  // namespace

AuditResult audit_trees(const load::TreeCorpus& corpus, const text::Normalizer& normalizer,
                        const AuditOptions& options) {
  AuditResult result;
  result.trees = true;
  for (const auto& file : corpus.files) {
    const auto& trees = file.bank.trees;
    if (std::all_of(trees.begin(), trees.end(),
                    [](const auto& t) { return core::trim(t.proof).empty(); })) {
      result.trees_without_proof += trees.size();  // Task 3: the retrieved context alone
      continue;
    }
    for (const auto& tree : trees) {
      ++result.questions;
      result.questions_clean +=
          TreeAuditor(file, tree, normalizer, options, result.findings).run() ? 1 : 0;
    }
  }
  apply_baseline(result, options.baseline);
  tally(result, tree_audit_checks(), options.ignore);
  return result;
}

}  // namespace explgraph::analyze
