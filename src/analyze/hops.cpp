#include "explgraph/analyze/hops.hpp"

#include <unordered_map>

#include "explgraph/graph/explanation_graphs.hpp"

namespace explgraph::analyze {
namespace {

// Each cited row's role at its first citation: one pass over the explanation (a lookup per
// fact would be quadratic in the explanation's length).
std::unordered_map<std::uint32_t, const std::string*> first_roles(const load::Question& q) {
  std::unordered_map<std::uint32_t, const std::string*> roles;
  for (const auto& t : q.explanation)
    if (t.row.valid()) roles.try_emplace(t.row.value, &t.role);
  return roles;
}

}  // namespace

HopsResult compute_hops(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs) {
  const auto& store = corpus.tablestore;
  HopsResult r;
  r.population = load::population(corpus);
  r.questions = r.population.with_explanation;
  std::size_t reachable = 0, hop_sum = 0;
  for (core::QuestionId id : load::explained_questions(corpus)) {
    const auto& q = corpus.question(id);
    const auto& eg = graphs[id];
    if (!eg.has_text) {
      ++r.skipped_no_text;
      continue;
    }
    if (eg.facts.empty()) {
      ++r.skipped_no_facts;
      continue;
    }
    ++r.analysed;
    ExplanationHops e{q.id,
                      q.file,
                      q.line,
                      eg.depth,
                      static_cast<int>(eg.facts.size()),
                      eg.isolated_facts,
                      eg.components,
                      eg.qa_joined,
                      {}};
    const auto roles = first_roles(q);
    for (std::size_t f = 0; f < eg.facts.size(); ++f) {
      const auto& row = store.rows[eg.facts[f].value];
      const std::string& table = store.tables[row.table.value].name;
      int hop = eg.hops[f];
      ++r.overall[hop];
      ++r.by_role[*roles.at(eg.facts[f].value)][hop];
      ++r.by_table[table][hop];
      ++r.by_category[load::category_of(corpus, row.table)][hop];
      if (hop != graph::kUnreachable) ++reachable, hop_sum += static_cast<std::size_t>(hop);
      if (!eg.linked[2 + f]) e.isolated_uids.push_back(row.uid);
    }
    r.facts += eg.facts.size();
    ++r.depth[eg.depth];
    ++r.components[eg.components];
    r.isolated_facts += static_cast<std::size_t>(eg.isolated_facts);
    r.qa_joined += eg.qa_joined;
    if (eg.isolated_facts > 0) r.with_isolated.push_back(std::move(e));
  }
  if (reachable > 0) r.mean_hop = static_cast<double>(hop_sum) / static_cast<double>(reachable);
  return r;
}

}  // namespace explgraph::analyze
