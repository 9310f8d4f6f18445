#include "explgraph/report/reuse_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/population.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

nlohmann::ordered_json reuse_json(const analyze::ReuseResult& r) {
  auto tables = nlohmann::ordered_json::array();
  for (const auto& t : r.table_usage)
    tables.push_back(
        {{"table", t.table},
         {"category", t.category},
         {"rows", t.rows},
         {"explanations", t.explanations},
         {"proportion", t.proportion},
         {"reuse", t.reuse ? nlohmann::ordered_json(*t.reuse) : nlohmann::ordered_json(nullptr)}});
  auto rows = record_array(r.rows.size());
  for (const auto& row : r.rows) {
    auto& o = append_record(rows, 6);
    o.emplace("uid", row.uid);
    o.emplace("count", row.count);
    o.emplace("questions", row.questions);
    o.emplace("table", row.table);
    o.emplace("text", row.text);
    o.emplace("deprecated", row.deprecated);
  }
  auto shares = nlohmann::ordered_json::array();
  for (const auto& s : r.top_shares)
    shares.push_back({{"fraction", s.fraction}, {"rows", s.rows}, {"token_share", s.token_share}});
  return {{"population", population_json(r.population)},
          {"explanations", r.explanations},
          {"tokens", r.tokens},
          {"uids_cited", r.rows.size()},
          {"rows_used_once", r.rows_used_once},
          {"tablestore_rows", r.tablestore_rows},
          {"tablestore_uids", r.tablestore_uids},
          {"tablestore_rows_unused", r.tablestore_rows_unused},
          {"mean_uses_per_row", r.mean_uses_per_row},
          {"top_shares", std::move(shares)},
          {"zipf",
           {{"exponent", optional_json(r.zipf.exponent)},
            {"intercept", optional_json(r.zipf.intercept)},
            {"r_squared", optional_json(r.zipf.r_squared)},
            {"points", r.zipf.points}}},
          {"table_usage", std::move(tables)},
          {"rows", std::move(rows)}};
}

Document reuse_document(const analyze::ReuseResult& r, std::size_t top_rows) {
  Document doc;
  doc.title = "Fact reuse";
  doc.summary = {{"Explanations", to_string(r.explanations)},
                 {"Explanation tokens", to_string(r.tokens)},
                 {"Distinct UIDs cited", to_string(r.rows.size())},
                 {"Cited exactly once", to_string(r.rows_used_once)},
                 {"Tablestore UIDs never cited",
                  to_string(r.tablestore_rows_unused) + " of " + to_string(r.tablestore_uids)},
                 {"Mean uses per cited UID", format_double(r.mean_uses_per_row, 3)}};
  add_population(doc, r.population);
  for (const auto& s : r.top_shares)
    doc.summary.emplace_back("Token share of top " + format_double(100 * s.fraction, 0) + "% (" +
                                 core::counted(s.rows, "UID") + ")",
                             format_double(s.token_share, 4));
  doc.summary.emplace_back("Zipf exponent (least squares, log-log)",
                           r.zipf.exponent ? format_double(*r.zipf.exponent, 3) + " (R² " +
                                                 format_double(*r.zipf.r_squared, 3) + ")"
                                           : "- (fewer than two cited UIDs)");

  Table tables{"Table usage (LREC 2018 Table 3)",
               {"table", "category", "rows", "explanations", "proportion", "reuse"},
               {},
               "proportion = explanations citing the table / explanations; reuse = "
               "explanations citing it / table rows "
               "(- for a table with no rows)."};
  for (const auto& t : r.table_usage)
    tables.rows.push_back({t.table, t.category.empty() ? "-" : t.category, to_string(t.rows),
                           to_string(t.explanations), format_double(t.proportion, 3),
                           t.reuse ? format_double(*t.reuse, 2) : "-"});
  doc.tables.push_back(std::move(tables));

  std::size_t shown = top_rows == 0 ? r.rows.size() : std::min(top_rows, r.rows.size());
  Table rows{"Most used rows",
             {"rank", "count", "uid", "table", "text"},
             {},
             "count = explanation tokens citing the UID. Showing " + to_string(shown) + " of " +
                 to_string(r.rows.size()) + (shown < r.rows.size() ? " (--top 0 for all)." : ".")};
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& row = r.rows[i];
    rows.rows.push_back({to_string(i + 1), to_string(row.count), row.uid,
                         row.table.empty() ? "(dangling)" : row.table,
                         row.text + (row.deprecated ? " [deprecated]" : "")});
  }
  doc.tables.push_back(std::move(rows));
  return doc;
}

DataTables reuse_tables(const nlohmann::ordered_json& j) {
  return table_list(
      record_table("rows", field(j, "rows"),
                   {"uid", "count", "questions", "table", "text", "deprecated"}),
      record_table("table_usage", field(j, "table_usage"),
                   {"table", "category", "rows", "explanations", "proportion", "reuse"}),
      record_table("top_shares", field(j, "top_shares"), {"fraction", "rows", "token_share"}),
      scalar_table("summary", j, {"top_shares", "table_usage", "rows"}));
}

ReportSection reuse_section(const analyze::ReuseResult& r) {
  ReportSection s{"reuse",
                  "Fact reuse",
                  "How often each fact is used, which tables explanations draw on (LREC 2018 Table "
                  "3), and the Zipf-like rank/frequency curve of fact use.",
                  reuse_document(r, 25),
                  reuse_json(r),
                  {}};
  std::vector<std::string> tables;
  Series share = Series::named("proportion of explanations");
  for (std::size_t i = 0; i < r.table_usage.size() && i < 20; ++i) {
    tables.push_back(r.table_usage[i].table);
    share.y.push_back(r.table_usage[i].proportion);
  }
  s.charts.push_back(
      {"table-usage", bar_chart(tables, {share},
                                {"Table usage: share of explanations citing each table (top 20)",
                                 "", "proportion"})});
  Series counts = Series::named("uses per fact"), fit = Series::named("Zipf fit");
  counts.points_only = true;
  fit.dashed = true;
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    counts.x.push_back(static_cast<double>(i + 1));
    counts.y.push_back(static_cast<double>(r.rows[i].count));
  }
  if (r.zipf.exponent)
    for (double rank : {1.0, static_cast<double>(r.rows.size())}) {
      fit.x.push_back(rank);
      fit.y.push_back(std::exp(*r.zipf.intercept) * std::pow(rank, -*r.zipf.exponent));
    }
  ChartOptions log_log{
      "Fact use by rank (log-log), exponent " +
          (r.zipf.exponent ? format_double(*r.zipf.exponent, 2) : std::string("-")),
      "rank", "explanation tokens"};
  log_log.log_x = log_log.log_y = true;
  s.charts.push_back({"rank-frequency", line_chart({counts, fit}, log_log)});
  s.tables = reuse_tables(s.json);
  return s;
}

}  // namespace explgraph::report
