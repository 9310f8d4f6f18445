#include "explgraph/report/trec_measures_report.hpp"

#include <cstdio>

namespace explgraph::report {
namespace {

using analyze::TrecValueKind;

// One value as trec_eval prints it.
std::string printed(TrecValueKind kind, double value) {
  char buffer[64];
  if (kind == TrecValueKind::kInteger)
    std::snprintf(buffer, sizeof buffer, "%ld", static_cast<long>(value));
  else
    std::snprintf(buffer, sizeof buffer, "%6.4f", value);
  return buffer;
}

void line(std::ostream& out, const std::string& measure, const std::string& query,
          const std::string& value) {
  out << measure;
  for (std::size_t n = measure.size(); n < 22; ++n) out << ' ';
  out << '\t' << query << '\t' << value << '\n';
}

nlohmann::ordered_json json_value(TrecValueKind kind, double value) {
  if (kind == TrecValueKind::kInteger) return static_cast<long>(value);
  return value;
}

}  // namespace

void write_trec_eval(const analyze::TrecEvaluation& e, bool per_query, std::ostream& out) {
  if (per_query)
    for (std::size_t q = 0; q < e.queries.size(); ++q)
      for (std::size_t c = 0; c < e.columns.size(); ++c) {
        const auto& column = e.columns[c];
        if (!column.per_query) continue;
        line(out, column.name, e.queries[q],
             column.kind == TrecValueKind::kRelevanceString ? "'" + e.relstrings[q] + "'"
                                                            : printed(column.kind, e.value(q, c)));
      }
  for (std::size_t c = 0; c < e.columns.size(); ++c) {
    const auto& column = e.columns[c];
    if (!column.summary) continue;
    line(out, column.name, "all",
         column.kind == TrecValueKind::kRunId ? e.run_id : printed(column.kind, e.summary[c]));
  }
}

nlohmann::ordered_json trec_measures_json(const analyze::TrecEvaluation& e) {
  auto all = nlohmann::ordered_json::object();
  for (std::size_t c = 0; c < e.columns.size(); ++c) {
    const auto& column = e.columns[c];
    if (column.kind == TrecValueKind::kRunId)
      all[column.name] = e.run_id;
    else if (column.summary)
      all[column.name] = json_value(column.kind, e.summary[c]);
  }
  return {{"all", std::move(all)}, {"queries_left_out", e.skipped}};
}

nlohmann::ordered_json trec_per_query_json(const analyze::TrecEvaluation& e) {
  auto queries = nlohmann::ordered_json::array();
  for (std::size_t q = 0; q < e.queries.size(); ++q) {
    nlohmann::ordered_json row{{"query", e.queries[q]}};
    for (std::size_t c = 0; c < e.columns.size(); ++c) {
      const auto& column = e.columns[c];
      if (!column.per_query) continue;
      row[column.name] = column.kind == TrecValueKind::kRelevanceString
                             ? nlohmann::ordered_json(e.relstrings[q])
                             : json_value(column.kind, e.value(q, c));
    }
    queries.push_back(std::move(row));
  }
  return queries;
}

Table trec_measures_table(const std::vector<std::string>& runs,
                          const std::vector<const analyze::TrecEvaluation*>& evaluations) {
  Table t{"trec_eval measures",
          {"measure"},
          {},
          "The \"all\" lines of trec_eval -m: each measure "
          "averaged over the queries as trec_eval averages it."};
  for (const auto& run : runs) t.header.push_back(run);
  if (evaluations.empty()) return t;
  const auto& columns = evaluations.front()->columns;
  for (std::size_t c = 0; c < columns.size(); ++c) {
    if (!columns[c].summary) continue;
    std::vector<std::string> row{columns[c].name};
    for (const auto* e : evaluations)
      row.push_back(columns[c].kind == TrecValueKind::kRunId
                        ? e->run_id
                        : printed(columns[c].kind, e->summary[c]));
    t.rows.push_back(std::move(row));
  }
  return t;
}

DataTable trec_measures_data(const nlohmann::ordered_json& rankings) {
  DataTable t{"trec_measures", {"ranking", "measure", "value"}, {}};
  for (const auto& ranking : rankings)
    for (const auto& [name, value] : field(field(ranking, "trec_eval"), "all").items())
      t.rows.push_back({ranking.at("name"), name, value});
  return t;
}

}  // namespace explgraph::report
