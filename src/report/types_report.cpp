#include "explgraph/report/types_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/population.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json by_role_json(const analyze::TypeUse& u,
                                    const std::vector<std::string>& roles) {
  auto out = nlohmann::ordered_json::object();
  for (const auto& role : roles) {
    auto it = u.by_role.find(role);
    out[role] = it == u.by_role.end() ? 0.0 : it->second;
  }
  return out;
}

std::vector<std::string> use_row(const analyze::TypeUse& u, const std::vector<std::string>& roles,
                                 bool with_category) {
  std::vector<std::string> row{u.name};
  if (with_category) row.push_back(u.category.empty() ? "-" : u.category);
  row.push_back(to_string(u.explanations));
  row.push_back(format_double(u.proportion, 3));
  for (const auto& role : roles) {
    auto it = u.by_role.find(role);
    row.push_back(format_double(it == u.by_role.end() ? 0.0 : it->second, 3));
  }
  return row;
}

}  // namespace

nlohmann::ordered_json types_json(const analyze::TypesResult& r) {
  auto tables = nlohmann::ordered_json::array(), categories = nlohmann::ordered_json::array(),
       labels = nlohmann::ordered_json::array();
  for (const auto& t : r.tables)
    tables.push_back({{"table", t.name},
                      {"category", t.category},
                      {"explanations", t.explanations},
                      {"proportion", t.proportion},
                      {"by_role", by_role_json(t, r.roles)}});
  for (const auto& c : r.categories)
    categories.push_back({{"category", c.name},
                          {"explanations", c.explanations},
                          {"proportion", c.proportion},
                          {"by_role", by_role_json(c, r.roles)}});
  for (const auto& l : r.question_types)
    labels.push_back(
        {{"label", l.label}, {"questions", l.questions}, {"proportion", l.proportion}});
  return {{"population", population_json(r.population)},
          {"explanations", r.explanations},
          {"mapping", r.mapping},
          {"unmapped_tables", r.unmapped_tables},
          {"categories", std::move(categories)},
          {"tables", std::move(tables)},
          {"questions", r.questions},
          {"questions_without_type", r.questions_without_type},
          {"question_types", std::move(labels)}};
}

Document types_document(const analyze::TypesResult& r) {
  Document doc;
  doc.title = "Knowledge types";
  doc.summary = {{"Explanations", to_string(r.explanations)},
                 {"Category mapping", r.mapping},
                 {"Tables without a category",
                  r.unmapped_tables.empty() ? "none" : to_string(r.unmapped_tables.size())}};
  add_population(doc, r.population);
  std::vector<std::string> header{"category", "explanations", "proportion"};
  for (const auto& role : r.roles) header.push_back(role);
  Table categories{
      "Coarse categories (share of explanations citing one; overall and with each role)",
      header,
      {},
      ""};
  for (const auto& c : r.categories) categories.rows.push_back(use_row(c, r.roles, false));
  doc.tables.push_back(std::move(categories));

  header = {"table", "category", "explanations", "proportion"};
  for (const auto& role : r.roles) header.push_back(role);
  Table tables{"Fine types (tables)", header, {}, ""};
  for (const auto& t : r.tables) tables.rows.push_back(use_row(t, r.roles, true));
  doc.tables.push_back(std::move(tables));

  Table labels{"Top-down question types (knowledgetype column)",
               {"label", "questions", "proportion"},
               {},
               to_string(r.questions_without_type) + " of " + to_string(r.questions) +
                   " questions with an explanation have no label; a question with several labels "
                   "counts once for each."};
  for (const auto& l : r.question_types)
    labels.rows.push_back({l.label, to_string(l.questions), format_double(l.proportion, 3)});
  doc.tables.push_back(std::move(labels));
  if (!r.unmapped_tables.empty()) {
    Table unmapped{"Tables without a category", {"table"}, {}, "Give a mapping with --types FILE."};
    for (const auto& t : r.unmapped_tables) unmapped.rows.push_back({t});
    doc.tables.push_back(std::move(unmapped));
  }
  return doc;
}

DataTables types_tables(const nlohmann::ordered_json& j) {
  return table_list(
      record_table("categories", field(j, "categories"),
                   {"category", "explanations", "proportion"}),
      record_table("tables", field(j, "tables"),
                   {"table", "category", "explanations", "proportion"}),
      record_table("question_types", field(j, "question_types"),
                   {"label", "questions", "proportion"}),
      list_table("unmapped_tables", field(j, "unmapped_tables"), "table"),
      scalar_table("summary", j, {"categories", "tables", "question_types", "unmapped_tables"}));
}

ReportSection types_section(const analyze::TypesResult& r) {
  ReportSection s{"types",
                  "Knowledge types",
                  "The share of explanations that use each coarse knowledge category (COLING 2016 "
                  "groups), overall and with the CENTRAL role, and per table.",
                  types_document(r),
                  types_json(r),
                  {}};
  std::vector<std::string> names;
  Series overall = Series::named("any role"), central = Series::named("as CENTRAL");
  for (const auto& c : r.categories) {
    names.push_back(c.name);
    overall.y.push_back(c.proportion);
    auto it = c.by_role.find(load::known_roles()[load::kCentral.value]);
    central.y.push_back(it == c.by_role.end() ? 0.0 : it->second);
  }
  ChartOptions o{"Share of explanations using each knowledge category", "category", "proportion"};
  o.height = 300;
  o.horizontal_labels = true;
  o.y_max_one = true;
  s.charts.push_back({"categories", bar_chart(names, {overall, central}, o)});
  s.tables = types_tables(s.json);
  return s;
}

}  // namespace explgraph::report
