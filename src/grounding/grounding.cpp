#include "explgraph/grounding/grounding.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace explgraph::grounding {

std::optional<double> Overlap::precision() const {
  if (generated == 0) return std::nullopt;
  return static_cast<double>(shared) / static_cast<double>(generated);
}

std::optional<double> Overlap::recall() const {
  if (gold == 0) return std::nullopt;
  return static_cast<double>(shared) / static_cast<double>(gold);
}

std::optional<double> Overlap::f1() const {
  if (generated + gold == 0) return std::nullopt;
  return 2.0 * static_cast<double>(shared) / static_cast<double>(generated + gold);
}

std::optional<double> RoleRecall::recall() const {
  if (gold == 0) return std::nullopt;
  return static_cast<double>(shared) / static_cast<double>(gold);
}

Grounder::Grounder(const load::Corpus& corpus, const graph::CorpusGraph& graph,
                   const text::Normalizer& normalizer, double near_threshold)
    : corpus_(corpus),
      graph_(graph),
      aligner_(corpus.tablestore, graph, normalizer, near_threshold) {}

void Grounder::align_facts(const std::vector<SplitFact>& facts, GroundedExplanation& out,
                           std::vector<FactLemmas>& lemmas) {
  std::set<std::uint32_t> ranked;
  for (const auto& fact : facts) {
    GroundedFact grounded{fact, {}, fact.text.size() > kMaxFactBytes};
    lemmas.push_back(grounded.too_long ? FactLemmas{} : aligner_.lemmas(fact.text));
    if (!grounded.too_long) grounded.alignment = aligner_.align(lemmas.back());
    if (grounded.alignment.grounded()) {
      const core::RowId row = grounded.alignment.candidates[0].row;
      if (ranked.insert(row.value).second) out.ranking.push_back(row);
    }
    out.facts.push_back(std::move(grounded));
  }
}

// The graph's texts: a grounded fact is its row (one vertex per distinct row, as audit
// counts a UID cited twice once), an ungrounded one its own words.
void Grounder::measure_graph(const std::vector<FactLemmas>& lemmas, GroundedExplanation& out) {
  out.has_text = corpus_.question(out.question).has_text();
  if (!out.has_text) return;
  std::vector<std::vector<std::uint32_t>> texts;
  std::unordered_map<std::uint32_t, std::size_t> vertex_of_row;
  std::vector<std::size_t> vertex_of_fact;
  for (std::size_t f = 0; f < out.facts.size(); ++f) {
    const auto& alignment = out.facts[f].alignment;
    if (!alignment.grounded()) {
      vertex_of_fact.push_back(texts.size());
      texts.push_back(lemmas[f].distinct);
      continue;
    }
    const core::RowId row = alignment.candidates[0].row;
    auto [it, added] = vertex_of_row.emplace(row.value, texts.size());
    if (added) {
      texts.emplace_back();
      for (core::WordId w : graph_.lemmas(graph_.row_vertex(row))) texts.back().push_back(w.value);
    }
    vertex_of_fact.push_back(it->second);
  }
  const auto eg = graph::build_text_graph(graph_, out.question, texts, scratch_);
  for (std::size_t f = 0; f < out.facts.size(); ++f) {
    out.facts[f].hops = eg.hops[vertex_of_fact[f]];
    out.facts[f].isolated = !eg.linked[2 + vertex_of_fact[f]];
  }
  out.components = eg.components;
  out.connected = eg.components == 1;
  out.isolated_facts = eg.isolated_facts;
  out.hops = eg.depth;
}

void Grounder::compare_with_gold(GroundedExplanation& out) const {
  const auto& question = corpus_.question(out.question);
  std::unordered_map<std::uint32_t, const std::string*> gold_role;  // distinct gold rows
  for (const auto& token : question.explanation)
    if (token.row.valid()) gold_role.emplace(token.row.value, &token.role);
  std::set<std::uint32_t> generated;
  for (core::RowId row : out.ranking) generated.insert(row.value);
  out.overall = {generated.size(), gold_role.size(), 0};
  for (const auto& [row, role] : gold_role) {
    const bool shared = generated.count(row) > 0;
    out.overall.shared += shared;
    auto& by_role = out.by_role[*role];
    ++by_role.gold, by_role.shared += shared;
    auto& by_category = out.by_category[load::category_of(corpus_, core::RowId(row))];
    ++by_category.gold, by_category.shared += shared;
  }
  for (std::uint32_t row : generated)
    ++out.by_category[load::category_of(corpus_, core::RowId(row))].generated;
}

GroundedExplanation Grounder::ground(core::QuestionId question,
                                     const std::vector<SplitFact>& facts) {
  GroundedExplanation out;
  out.question = question;
  std::vector<FactLemmas> lemmas;
  align_facts(facts, out, lemmas);
  measure_graph(lemmas, out);
  compare_with_gold(out);
  return out;
}

}  // namespace explgraph::grounding
