#include "explgraph/analyze/types.hpp"

#include <algorithm>
#include <set>

namespace explgraph::analyze {
namespace {

struct Counter {
  std::size_t explanations = 0;
  std::map<std::string, std::size_t> by_role;
};

// Adds one explanation's set of (type, role) uses to the counters.
void count_explanation(const std::set<std::string>& types,
                       const std::set<std::pair<std::string, std::string>>& typed_roles,
                       std::map<std::string, Counter>& counters) {
  for (const auto& t : types) ++counters[t].explanations;
  for (const auto& [t, role] : typed_roles) ++counters[t].by_role[role];
}

TypeUse to_use(const std::string& name, const Counter& c, std::size_t explanations) {
  TypeUse u{name, "", c.explanations, 0, {}};
  double denominator = static_cast<double>(explanations);
  if (explanations == 0) return u;
  u.proportion = static_cast<double>(c.explanations) / denominator;
  for (const auto& [role, n] : c.by_role) u.by_role[role] = static_cast<double>(n) / denominator;
  return u;
}

std::vector<std::string> ordered_roles(const load::Corpus& corpus) {
  std::vector<std::string> roles = load::known_roles();
  std::set<std::string> others;
  for (const auto& q : corpus.questions)
    for (const auto& t : q.explanation)
      if (!load::is_known_role(t.role)) others.insert(t.role);
  roles.insert(roles.end(), others.begin(), others.end());
  return roles;
}

void question_types(const load::Corpus& corpus, TypesResult& r) {
  std::map<std::string, std::size_t> counts;
  for (core::QuestionId id : load::explained_questions(corpus)) {
    const auto& q = corpus.question(id);
    std::set<std::string> labels(q.knowledge_types.begin(), q.knowledge_types.end());
    r.questions_without_type += labels.empty();
    for (const auto& l : labels) ++counts[l];
  }
  for (const auto& [label, n] : counts)
    r.question_types.push_back(
        {label, n, r.questions ? static_cast<double>(n) / static_cast<double>(r.questions) : 0});
  std::stable_sort(
      r.question_types.begin(), r.question_types.end(),
      [](const LabelCount& a, const LabelCount& b) { return a.questions > b.questions; });
}

}  // namespace

TypesResult compute_types(const load::Corpus& corpus) {
  const auto& store = corpus.tablestore;
  TypesResult r;
  r.population = load::population(corpus);
  r.questions = r.population.with_explanation;
  r.roles = ordered_roles(corpus);
  r.unmapped_tables = corpus.unmapped_tables;
  r.mapping = corpus.types.source;
  const auto& category_of = corpus.table_categories;

  std::map<std::string, Counter> tables, categories;
  for (core::QuestionId id : load::explained_questions(corpus)) {
    const auto& q = corpus.question(id);
    std::set<std::string> used_tables, used_categories;
    std::set<std::pair<std::string, std::string>> table_roles, category_roles;
    for (const auto& token : q.explanation) {
      if (!token.row.valid()) continue;
      std::uint32_t t = store.rows[token.row.value].table.value;
      used_tables.insert(store.tables[t].name);
      used_categories.insert(category_of[t]);
      table_roles.emplace(store.tables[t].name, token.role);
      category_roles.emplace(category_of[t], token.role);
    }
    r.explanations += !q.explanation.empty();
    count_explanation(used_tables, table_roles, tables);
    count_explanation(used_categories, category_roles, categories);
  }
  for (std::size_t t = 0; t < store.tables.size(); ++t) {
    TypeUse use = to_use(store.tables[t].name, tables[store.tables[t].name], r.explanations);
    use.category = category_of[t] == load::kUnmapped ? "" : category_of[t];
    r.tables.push_back(std::move(use));
  }
  std::sort(r.tables.begin(), r.tables.end(), [](const TypeUse& a, const TypeUse& b) {
    return a.explanations != b.explanations ? a.explanations > b.explanations : a.name < b.name;
  });
  std::vector<std::string> order = load::known_categories();
  for (const auto& [name, c] : categories)
    if (std::find(order.begin(), order.end(), name) == order.end() && name != load::kUnmapped)
      order.push_back(name);
  if (categories.count(load::kUnmapped)) order.push_back(load::kUnmapped);
  for (const auto& name : order)
    r.categories.push_back(to_use(name, categories[name], r.explanations));
  question_types(corpus, r);
  return r;
}

}  // namespace explgraph::analyze
