#include "explgraph/report/hops_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/population.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

std::string hop_key(int hop) {
  return hop == graph::kUnreachable ? "unreachable" : to_string(hop);
}

nlohmann::ordered_json histogram_json(const analyze::HopHistogram& h) {
  auto out = nlohmann::ordered_json::object();
  for (const auto& [hop, n] : h)
    if (hop != graph::kUnreachable) out[hop_key(hop)] = n;
  if (h.count(graph::kUnreachable)) out["unreachable"] = h.at(graph::kUnreachable);
  return out;
}

nlohmann::ordered_json histograms_json(const std::map<std::string, analyze::HopHistogram>& groups) {
  auto out = nlohmann::ordered_json::object();
  for (const auto& [name, h] : groups) out[name] = histogram_json(h);
  return out;
}

// Columns: every finite hop seen anywhere, then "unreachable".
std::vector<int> hop_columns(const analyze::HopsResult& r) {
  std::vector<int> hops;
  for (const auto& [hop, n] : r.overall)
    if (hop != graph::kUnreachable) hops.push_back(hop);
  hops.push_back(graph::kUnreachable);
  return hops;
}

Table histogram_table(const std::string& title, const std::string& key,
                      const std::map<std::string, analyze::HopHistogram>& groups,
                      const std::vector<int>& hops) {
  Table t{title, {key, "facts"}, {}, ""};
  for (int hop : hops)
    t.header.push_back(hop == graph::kUnreachable ? "unreachable" : "hop " + to_string(hop));
  for (const auto& [name, h] : groups) {
    std::size_t total = 0;
    for (const auto& [hop, n] : h) total += n;
    std::vector<std::string> row{name, to_string(total)};
    for (int hop : hops) row.push_back(to_string(h.count(hop) ? h.at(hop) : 0));
    t.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace

nlohmann::ordered_json hops_json(const analyze::HopsResult& r) {
  auto isolated = record_array(r.with_isolated.size());
  for (const auto& e : r.with_isolated) {
    auto& o = append_record(isolated, 9);
    o.emplace("question", e.question);
    o.emplace("file", e.file);
    o.emplace("line", e.line);
    o.emplace("facts", e.facts);
    o.emplace("isolated", e.isolated);
    o.emplace("isolated_uids", e.isolated_uids);
    o.emplace("depth", e.depth);
    o.emplace("components", e.components);
    o.emplace("qa_joined", e.qa_joined);
  }
  auto depth = nlohmann::ordered_json::object(), components = nlohmann::ordered_json::object();
  for (const auto& [d, n] : r.depth) depth[to_string(d)] = n;
  for (const auto& [c, n] : r.components) components[to_string(c)] = n;
  return {{"population", population_json(r.population)},
          {"questions", r.questions},
          {"analysed", r.analysed},
          {"skipped_no_text", r.skipped_no_text},
          {"skipped_no_facts", r.skipped_no_facts},
          {"facts", r.facts},
          {"mean_hop", optional_json(r.mean_hop)},
          {"overall", histogram_json(r.overall)},
          {"by_role", histograms_json(r.by_role)},
          {"by_category", histograms_json(r.by_category)},
          {"by_table", histograms_json(r.by_table)},
          {"depth", std::move(depth)},
          {"components", std::move(components)},
          {"isolated_facts", r.isolated_facts},
          {"explanations_with_isolated_facts", r.with_isolated.size()},
          {"qa_joined", r.qa_joined},
          {"isolated", std::move(isolated)}};
}

Document hops_document(const analyze::HopsResult& r) {
  Document doc;
  doc.title = "Hop counts in explanation graphs";
  doc.summary = {{"Explanation graphs analysed", to_string(r.analysed)},
                 {"Skipped: question text unavailable", to_string(r.skipped_no_text)},
                 {"Skipped: no resolvable fact", to_string(r.skipped_no_facts)},
                 {"Facts", to_string(r.facts)},
                 {"Mean hop (reachable facts)", optional_text(r.mean_hop, 3)},
                 {"Isolated facts", to_string(r.isolated_facts) + " in " +
                                        to_string(r.with_isolated.size()) + " explanations"},
                 {"Q and A joined", to_string(r.qa_joined) + " of " + to_string(r.analysed)}};
  add_population(doc, r.population);
  auto hops = hop_columns(r);
  doc.tables.push_back(histogram_table("Facts by hop count", "group", {{"all", r.overall}}, hops));
  doc.tables.push_back(histogram_table("By role (the fact's first role)", "role", r.by_role, hops));
  doc.tables.push_back(histogram_table("By coarse category", "category", r.by_category, hops));
  doc.tables.push_back(histogram_table("By table", "table", r.by_table, hops));
  Table depth{"Explanations by depth (largest finite hop)", {"depth", "explanations"}, {}, ""};
  for (const auto& [d, n] : r.depth) depth.rows.push_back({to_string(d), to_string(n)});
  doc.tables.push_back(std::move(depth));
  Table components{"Explanations by connected components over {Q, A} and facts",
                   {"components", "explanations"},
                   {},
                   ""};
  for (const auto& [c, n] : r.components) components.rows.push_back({to_string(c), to_string(n)});
  doc.tables.push_back(std::move(components));
  Table isolated{
      "Explanations with isolated facts",
      {"question", "location", "isolated", "facts", "UIDs"},
      {},
      "An isolated fact shares no content lemma with the question, the answer or another fact."};
  for (const auto& e : r.with_isolated) {
    std::string uids;
    for (const auto& u : e.isolated_uids) uids += (uids.empty() ? "" : " ") + u;
    isolated.rows.push_back({e.question, e.file + ":" + to_string(e.line), to_string(e.isolated),
                             to_string(e.facts), uids});
  }
  doc.tables.push_back(std::move(isolated));
  return doc;
}

namespace {

// One row per (breakdown, group, hop): `hop` is a number, empty for the facts no chain of
// shared words reaches (`reachable` false), so that pandas reads the column as numbers.
void add_hop_rows(DataTable& table, const std::string& breakdown, const std::string& group,
                  const nlohmann::ordered_json& histogram) {
  for (const auto& [hop, facts] : histogram.items()) {
    const bool reachable = hop != "unreachable";
    table.rows.push_back(
        {breakdown, group,
         reachable ? nlohmann::ordered_json(std::stoi(hop)) : nlohmann::ordered_json(), reachable,
         facts});
  }
}

DataTable count_table(std::string name, const nlohmann::ordered_json& counts,
                      const std::string& key) {
  DataTable table{std::move(name), {key, "explanations"}, {}};
  for (const auto& [value, explanations] : counts.items())
    table.rows.push_back({std::stoi(value), explanations});
  return table;
}

}  // namespace

DataTables hops_tables(const nlohmann::ordered_json& j) {
  DataTable counts{"hop_counts", {"breakdown", "group", "hop", "reachable", "facts"}, {}};
  add_hop_rows(counts, "overall", "all", field(j, "overall"));
  for (const auto& [breakdown, key] :
       {std::pair{"role", "by_role"}, {"category", "by_category"}, {"table", "by_table"}})
    for (const auto& [group, histogram] : field(j, key).items())
      add_hop_rows(counts, breakdown, group, histogram);
  return table_list(std::move(counts), count_table("depth", field(j, "depth"), "depth"),
                    count_table("components", field(j, "components"), "components"),
                    record_table("isolated", field(j, "isolated"),
                                 {"question", "file", "line", "facts", "isolated", "isolated_uids",
                                  "depth", "components", "qa_joined"}),
                    scalar_table("summary", j,
                                 {"overall", "by_role", "by_category", "by_table", "depth",
                                  "components", "isolated"}));
}

ReportSection hops_section(const analyze::HopsResult& r) {
  ReportSection s{"hops",
                  "Hop counts",
                  "Each fact's distance from the question or answer in its explanation graph (1 = "
                  "shares a content word with them). Questions whose text is "
                  "withheld are left out and counted.",
                  hops_document(r),
                  hops_json(r),
                  {}};
  std::vector<std::string> bins;
  Series facts = Series::named("facts");
  for (const auto& [hop, n] : r.overall) {
    if (hop == graph::kUnreachable) continue;
    bins.push_back("hop " + to_string(hop));
    facts.y.push_back(static_cast<double>(n));
  }
  if (r.overall.count(graph::kUnreachable)) {
    bins.push_back("unreachable");
    facts.y.push_back(static_cast<double>(r.overall.at(graph::kUnreachable)));
  }
  ChartOptions chart{"Facts by hop count", "hop count", "facts"};
  chart.height = 280;
  chart.horizontal_labels = true;
  s.charts.push_back({"hop-counts", bar_chart(bins, {facts}, chart)});
  s.tables = hops_tables(s.json);
  return s;
}

}  // namespace explgraph::report
