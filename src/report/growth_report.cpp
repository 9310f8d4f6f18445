#include "explgraph/report/growth_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/population.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json points_json(const std::vector<analyze::GrowthPoint>& points,
                                   const std::vector<std::string>& categories, bool with_stderr) {
  auto out = nlohmann::ordered_json::array();
  for (const auto& p : points) {
    auto by = nlohmann::ordered_json::object();
    for (const auto& c : categories) by[c] = p.by_category.count(c) ? p.by_category.at(c) : 0.0;
    nlohmann::ordered_json point{{"n", p.n}, {"total", p.total}, {"by_category", by}};
    if (with_stderr) point["total_stderr"] = p.total_stderr;
    out.push_back(std::move(point));
  }
  return out;
}

Table points_table(const std::string& title, const std::vector<analyze::GrowthPoint>& points,
                   const std::vector<std::string>& categories, bool with_stderr) {
  Table t{title, {"n", "total"}, {}, ""};
  if (with_stderr) t.header.push_back("± stderr");
  for (const auto& c : categories) t.header.push_back(c);
  for (const auto& p : points) {
    std::vector<std::string> row{to_string(p.n), format_double(p.total, 1)};
    if (with_stderr) row.push_back(format_double(p.total_stderr, 1));
    for (const auto& c : categories)
      row.push_back(format_double(p.by_category.count(c) ? p.by_category.at(c) : 0.0, 1));
    t.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace

nlohmann::ordered_json growth_json(const analyze::GrowthResult& r) {
  return {{"population", population_json(r.population)},
          {"questions", r.questions},
          {"rows_cited", r.rows_cited},
          {"categories", r.categories},
          {"curve", points_json(r.curve, r.categories, false)},
          {"monte_carlo", points_json(r.simulated, r.categories, true)}};
}

Document growth_document(const analyze::GrowthResult& r) {
  Document doc;
  doc.title = "Knowledge growth";
  doc.summary = {{"Distinct rows cited by all N", to_string(r.rows_cited)}};
  add_population(doc, r.population);
  doc.tables.push_back(
      points_table("Expected distinct rows needed to explain n random questions (exact)", r.curve,
                   r.categories, false));
  if (!r.simulated.empty())
    doc.tables.push_back(points_table("Monte-Carlo estimate", r.simulated, r.categories, true));
  return doc;
}

DataTables growth_tables(const nlohmann::ordered_json& j) {
  return table_list(
      record_table("curve", field(j, "curve"), {"n", "total"}),
      record_table("monte_carlo", field(j, "monte_carlo"), {"n", "total", "total_stderr"}),
      scalar_table("summary", j, {"curve", "monte_carlo"}));
}

ReportSection growth_section(const analyze::GrowthResult& r) {
  ReportSection s{"growth",
                  "Knowledge growth",
                  "The expected number of distinct facts needed to explain n questions drawn at "
                  "random, by knowledge category (exact, where the reference tool simulated).",
                  growth_document(r),
                  growth_json(r),
                  {}};
  std::vector<Series> lines{Series::named("total")};
  for (const auto& c : r.categories) lines.push_back(Series::named(c));
  for (const auto& p : r.curve) {
    lines[0].x.push_back(static_cast<double>(p.n));
    lines[0].y.push_back(p.total);
    for (std::size_t c = 0; c < r.categories.size(); ++c) {
      lines[c + 1].x.push_back(static_cast<double>(p.n));
      lines[c + 1].y.push_back(
          p.by_category.count(r.categories[c]) ? p.by_category.at(r.categories[c]) : 0.0);
    }
  }
  s.charts.push_back(
      {"knowledge-growth", line_chart(lines, {"Distinct facts needed for n questions",
                                              "questions (n)", "expected distinct facts"})});
  s.tables = growth_tables(s.json);
  return s;
}

}  // namespace explgraph::report
