#include "explgraph/analyze/types.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "explgraph/core/vocabulary.hpp"

namespace explgraph::analyze {
namespace {

// Table and category names as local ids, roles as the corpus's (ExplanationToken::role_id):
// an explanation's uses are counted as integer pairs, not strings.
using NameId = core::StrongId<struct NameTag>;
using Names = core::Vocabulary<NameId>;

struct Counter {
  std::size_t explanations = 0;
  std::vector<std::size_t> by_role;  // by role id
};

// Adds one explanation's (name, role) uses to the counters by name id: each name once, each
// of its roles once.
void count_explanation(std::vector<std::pair<std::uint32_t, std::uint32_t>>& uses,
                       std::vector<Counter>& counters) {
  std::sort(uses.begin(), uses.end());
  uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
  for (std::size_t i = 0; i < uses.size(); ++i) {
    const auto [name, role] = uses[i];
    if (name >= counters.size()) counters.resize(name + 1);
    Counter& c = counters[name];
    if (i == 0 || uses[i - 1].first != name) ++c.explanations;
    if (role >= c.by_role.size()) c.by_role.resize(role + 1, 0);
    ++c.by_role[role];
  }
}

TypeUse to_use(const std::string& name, const Names& names, const std::vector<Counter>& counters,
               const core::Vocabulary<core::RoleId>& roles, std::size_t explanations) {
  static const Counter kUnused;
  const NameId id = names.find(name);
  const Counter& c = id.valid() && id.value < counters.size() ? counters[id.value] : kUnused;
  TypeUse u{name, "", c.explanations, 0, {}};
  double denominator = static_cast<double>(explanations);
  if (explanations == 0) return u;
  u.proportion = static_cast<double>(c.explanations) / denominator;
  for (std::uint32_t role = 0; role < c.by_role.size(); ++role)
    if (c.by_role[role] > 0)
      u.by_role[roles.text(core::RoleId(role))] =
          static_cast<double>(c.by_role[role]) / denominator;
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

  Names table_names, category_names;
  std::vector<std::uint32_t> table_name, category_name;  // by table id
  for (std::size_t t = 0; t < store.tables.size(); ++t) {
    table_name.push_back(table_names.intern(store.tables[t].name).value);
    category_name.push_back(category_names.intern(category_of[t]).value);
  }
  std::vector<Counter> tables, categories;  // by name id
  std::vector<std::pair<std::uint32_t, std::uint32_t>> table_roles, category_roles;
  for (core::QuestionId id : load::explained_questions(corpus)) {
    const auto& q = corpus.question(id);
    table_roles.clear();
    category_roles.clear();
    for (const auto& token : q.explanation) {
      if (!token.row.valid()) continue;
      const std::uint32_t t = store.rows[token.row.value].table.value;
      const std::uint32_t role = token.role_id.value;
      table_roles.emplace_back(table_name[t], role);
      category_roles.emplace_back(category_name[t], role);
    }
    r.explanations += !q.explanation.empty();
    count_explanation(table_roles, tables);
    count_explanation(category_roles, categories);
  }
  for (std::size_t t = 0; t < store.tables.size(); ++t) {
    TypeUse use = to_use(store.tables[t].name, table_names, tables, corpus.roles, r.explanations);
    use.category = category_of[t] == load::kUnmapped ? "" : category_of[t];
    r.tables.push_back(std::move(use));
  }
  std::sort(r.tables.begin(), r.tables.end(), [](const TypeUse& a, const TypeUse& b) {
    return a.explanations != b.explanations ? a.explanations > b.explanations : a.name < b.name;
  });
  // The known categories in their order, then any other cited one by name, unmapped last.
  std::vector<std::string> order = load::known_categories(), others;
  bool unmapped_cited = false;
  for (std::uint32_t c = 0; c < categories.size(); ++c) {
    if (categories[c].explanations == 0) continue;
    const std::string& name = category_names.text(NameId(c));
    if (name == load::kUnmapped)
      unmapped_cited = true;
    else if (std::find(order.begin(), order.end(), name) == order.end())
      others.push_back(name);
  }
  std::sort(others.begin(), others.end());
  order.insert(order.end(), others.begin(), others.end());
  if (unmapped_cited) order.push_back(load::kUnmapped);
  for (const auto& name : order)
    r.categories.push_back(to_use(name, category_names, categories, corpus.roles, r.explanations));
  question_types(corpus, r);
  return r;
}

}  // namespace explgraph::analyze
