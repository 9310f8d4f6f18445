#include "explgraph/report/power_report.hpp"

#include <algorithm>
#include <sstream>

#include "explgraph/core/strings.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_number;
using std::to_string;

namespace {

// A share as the user would write it (0.02), a p value with four significant digits (1.2e-05).
std::string share(double v) {
  return format_number(v, 6);
}
std::string p_text(double p) {
  return format_number(p, 4);
}

nlohmann::ordered_json point_json(const analyze::PowerPoint& p) {
  return {{"n", p.n},
          {"effect", p.effect},
          {"hurt", p.hurt},
          {"helped_items", p.helped_items},
          {"hurt_items", p.hurt_items},
          {"p_one_sided", p.p.p_greater},
          {"p_less", p.p.p_less},
          {"p_two_sided", p.p.p_two_sided},
          {"significant", p.significant}};
}

nlohmann::ordered_json detectable_json(const analyze::DetectablePoint& d) {
  nlohmann::ordered_json j{{"n", d.n},
                           {"hurt", d.hurt},
                           {"hurt_items", d.hurt_items},
                           {"minimum_detectable_effect", effect_json(d.effect())},
                           {"minimum_detectable_gain", nullptr},
                           {"p_at_minimum", nullptr}};
  if (d.gain) j["minimum_detectable_gain"] = *d.gain, j["p_at_minimum"] = d.p_at_gain;
  return j;
}

std::string alternative_text(analyze::Alternative a) {
  return a == analyze::Alternative::kGreater ? "one-sided (greater)" : "two-sided";
}

}  // namespace

nlohmann::ordered_json effect_json(const std::optional<double>& effect) {
  return effect ? nlohmann::ordered_json(*effect) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json power_json(const analyze::PowerResult& r) {
  const auto& o = r.options;
  nlohmann::ordered_json j{{"method", "exact paired bootstrap (multinomial resample counts)"},
                           {"alpha", o.alpha},
                           {"alternative", analyze::alternative_name(o.alternative)}};
  if (r.points.size() == 1) {
    j["p_one_sided"] = r.points[0].p.p_greater;
    j["p_two_sided"] = r.points[0].p.p_two_sided;
  }
  if (r.detectable.size() == 1) {
    j["minimum_detectable_effect"] = effect_json(r.detectable[0].effect());
  }
  auto points = nlohmann::ordered_json::array();
  for (const auto& p : r.points) points.push_back(point_json(p));
  auto detectable = nlohmann::ordered_json::array();
  for (const auto& d : r.detectable) detectable.push_back(detectable_json(d));
  j["points"] = std::move(points);
  j["detectable"] = std::move(detectable);
  return j;
}

Document power_document(const analyze::PowerResult& r) {
  const auto& o = r.options;
  Document doc;
  doc.title = "Paired-bootstrap power (exact)";
  doc.summary = {{"Method", "exact limit of the paired bootstrap (no simulation)"},
                 {"Alpha", share(o.alpha)},
                 {"Alternative", alternative_text(o.alternative)}};
  if (!r.points.empty()) {
    Table t{"Expected p for a gain (effect) with a share of items hurt",
            {"n", "effect", "hurt", "helped items", "hurt items", "p one-sided", "p two-sided",
             "significant"},
            {},
            "p one-sided: the primer's P(resample mean delta <= 0); two-sided: 2 x the smaller "
            "tail; significant: p (" +
                alternative_text(o.alternative) + ") <= " + share(o.alpha)};
    for (const auto& p : r.points)
      t.rows.push_back({to_string(p.n), share(p.effect), share(p.hurt), to_string(p.helped_items),
                        to_string(p.hurt_items), p_text(p.p.p_greater), p_text(p.p.p_two_sided),
                        p.significant ? "yes" : "no"});
    doc.tables.push_back(std::move(t));
  }
  Table t{"Minimum detectable effect",
          {"n", "hurt", "hurt items", "minimum gain (items)", "minimum detectable effect",
           "p at minimum"},
          {},
          "the smallest whole-item gain whose p (" + alternative_text(o.alternative) +
              ") is <= " + share(o.alpha) + "; none: not even helping every other item"};
  for (const auto& d : r.detectable)
    t.rows.push_back({to_string(d.n), share(d.hurt), to_string(d.hurt_items),
                      d.gain ? to_string(*d.gain) : "none", d.gain ? share(*d.effect()) : "",
                      d.gain ? p_text(d.p_at_gain) : ""});
  doc.tables.push_back(std::move(t));
  return doc;
}

namespace {

constexpr int kPanelWidth = 480, kPanelHeight = 320;

}  // namespace

// The p the alternative names against the effect, a line per hurt share.
std::string power_panel(const analyze::PowerResult& r, std::size_t n, const std::string& title) {
  const auto& o = r.options;
  std::vector<Series> series;
  for (double hurt : o.hurts) {
    Series s = Series::named("hurt " + share(hurt));
    for (const auto& p : r.points)
      if (p.n == n && p.hurt == hurt) s.x.push_back(p.effect), s.y.push_back(p.p.p(o.alternative));
    series.push_back(std::move(s));
  }
  const auto [low, high] = std::minmax_element(o.effects.begin(), o.effects.end());
  Series alpha = Series::named("alpha " + share(o.alpha));
  alpha.x = {*low, *high};
  alpha.y = {o.alpha, o.alpha};
  alpha.dashed = true;
  series.push_back(std::move(alpha));
  ChartOptions chart{title, "accuracy gain (effect)",
                     "expected p (" + alternative_text(o.alternative) + ")"};
  chart.width = kPanelWidth, chart.height = kPanelHeight, chart.y_max_one = true;
  return line_chart(series, chart);
}

namespace {

std::vector<std::string> p_panels(const analyze::PowerResult& r) {
  std::vector<std::string> panels;
  for (std::size_t n : r.options.ns) panels.push_back(power_panel(r, n, "n = " + to_string(n)));
  return panels;
}

// Without effects: the minimum detectable effect against n, a line per hurt share.
std::vector<std::string> detectable_panel(const analyze::PowerResult& r) {
  std::vector<Series> series;
  for (double hurt : r.options.hurts) {
    Series s = Series::named("hurt " + share(hurt));
    for (const auto& d : r.detectable)
      if (d.hurt == hurt && d.gain)
        s.x.push_back(static_cast<double>(d.n)), s.y.push_back(*d.effect());
    series.push_back(std::move(s));
  }
  ChartOptions chart{"Minimum detectable effect at alpha " + share(r.options.alpha),
                     "test-set size n", "smallest significant accuracy gain"};
  chart.width = kPanelWidth, chart.height = kPanelHeight, chart.log_x = r.options.ns.size() > 1;
  return {line_chart(series, chart)};
}

}  // namespace

std::string power_svg(const analyze::PowerResult& r) {
  const auto panels = r.points.empty() ? detectable_panel(r) : p_panels(r);
  const int columns = panels.size() > 1 ? 2 : 1;
  const int rows = static_cast<int>((panels.size() + 1) / static_cast<std::size_t>(columns));
  const int width = columns * kPanelWidth, height = rows * kPanelHeight;
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\">\n"
      << "<title>Expected paired-bootstrap p (exact)</title>\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const auto x = static_cast<int>(i % static_cast<std::size_t>(columns)) * kPanelWidth;
    const auto y = static_cast<int>(i / static_cast<std::size_t>(columns)) * kPanelHeight;
    std::string panel = panels[i];
    // Nested <svg> elements place each panel; the root carries the namespace.
    panel.replace(0, 4, "<svg x=\"" + to_string(x) + "\" y=\"" + to_string(y) + "\"");
    out << panel << '\n';
  }
  out << "</svg>\n";
  return out.str();
}

DataTables power_tables(const nlohmann::ordered_json& j) {
  DataTable points = record_table("points", field(j, "points"),
                                  {"n", "effect", "hurt", "helped_items", "hurt_items",
                                   "p_one_sided", "p_less", "p_two_sided", "significant"});
  DataTable detectable = record_table("detectable", field(j, "detectable"),
                                      {"n", "hurt", "hurt_items", "minimum_detectable_effect",
                                       "minimum_detectable_gain", "p_at_minimum"});
  DataTable summary = scalar_table("summary", j, {"points", "detectable"});
  if (points.rows.empty())
    return table_list(std::move(detectable), std::move(points), std::move(summary));
  return table_list(std::move(points), std::move(detectable), std::move(summary));
}

namespace {

// The power section's tables: the smallest significant gain of each test set and hurt
// share, then the sweep's own tables.
DataTables power_section_tables(const nlohmann::ordered_json& json) {
  DataTables tables = table_list(nested_record_table(
      "minimum_detectable", json.at("test_sets"), {"name", "questions"}, "minimum_detectable",
      {"name", "questions", "hurt", "minimum_detectable_effect"}));
  for (auto& t : power_tables(json.at("power"))) tables.push_back(std::move(t));
  return tables;
}

}  // namespace

ReportSection power_section(const std::vector<analyze::TestSet>& sets,
                            const analyze::PowerResult& r) {
  const auto& o = r.options;
  Document doc;
  doc.title = "Planning an evaluation";
  doc.summary = {{"Significance level", core::format_number(o.alpha)},
                 {"Alternative", analyze::alternative_name(o.alternative)}};
  Table table{"Smallest significant accuracy gain on each test set, by share of questions hurt",
              {"test set", "questions"},
              {},
              "the least gain (a whole number of questions, as a share) whose exact paired-"
              "bootstrap p is at most " +
                  core::format_number(o.alpha) +
                  "; none: not even helping every question not hurt (explgraph power)"};
  for (double hurt : o.hurts) table.header.push_back("hurt " + core::format_number(hurt));
  auto json_sets = nlohmann::ordered_json::array();
  for (const auto& set : sets) {
    std::vector<std::string> row{set.name, to_string(set.questions)};
    auto by_hurt = nlohmann::ordered_json::array();
    for (const auto& d : r.detectable) {
      if (d.n != set.questions) continue;
      const auto effect = d.effect();
      row.push_back(effect ? core::format_double(*effect, 4) : "none");
      by_hurt.push_back({{"hurt", d.hurt}, {"minimum_detectable_effect", effect_json(effect)}});
    }
    table.rows.push_back(std::move(row));
    json_sets.push_back(
        {{"name", set.name}, {"questions", set.questions}, {"minimum_detectable", by_hurt}});
  }
  doc.tables.push_back(std::move(table));
  ReportSection s{"power",
                  "Planning an evaluation",
                  "How large a gain in QA accuracy each test set of this corpus can show as "
                  "significant, and the p-value to expect for a given gain when the new system "
                  "also gets some questions wrong that the old one got right: the exact limit of "
                  "the paired bootstrap that the accuracy section runs (no simulation).",
                  std::move(doc),
                  {{"alpha", o.alpha},
                   {"alternative", analyze::alternative_name(o.alternative)},
                   {"test_sets", json_sets},
                   {"power", power_json(r)}},
                  {}};
  for (const auto& set : sets)
    s.charts.push_back(
        {"p-curve-" + core::file_slug(set.name),
         power_panel(r, set.questions,
                     "Expected p on " +
                         (set.name == "all" ? std::string("all questions") : set.name) +
                         " (n = " + to_string(set.questions) + ")")});
  s.tables = power_section_tables(s.json);
  return s;
}

}  // namespace explgraph::report
