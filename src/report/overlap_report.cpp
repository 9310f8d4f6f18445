#include "explgraph/report/overlap_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/population.hpp"
#include "explgraph/report/svg_chart.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

const std::vector<std::string> kBinNames{"0", "1", "2", "3", "4", "5+"};

nlohmann::ordered_json histogram_json(const analyze::OverlapHistogram& h) {
  return {{"hist", h.hist}, {"avg", h.avg}};
}

Table histogram_table(const std::string& title, const analyze::OverlapHistogram& h,
                      std::size_t questions, const std::string& note) {
  Table t{title, {"bin", "questions", "proportion", "mean connections"}, {}, note};
  for (int b = 0; b < analyze::kOverlapBins; ++b)
    t.rows.push_back({kBinNames[b], format_double(h.hist[b], 0),
                      format_double(questions ? h.hist[b] / static_cast<double>(questions) : 0, 3),
                      format_double(h.avg[b], 2)});
  return t;
}

}  // namespace

nlohmann::ordered_json overlap_json(const analyze::OverlapResult& r) {
  auto expected = nlohmann::ordered_json::array(), simulated = nlohmann::ordered_json::array();
  for (const auto& e : r.expected)
    expected.push_back(
        {{"n", e.n}, {"proportions", e.any}, {"proportions_central_atleast1", e.central_atleast1}});
  for (const auto& s : r.simulated)
    simulated.push_back({{"n", s.n},
                         {"simulations", s.simulations},
                         {"proportions", s.any},
                         {"stderr", s.any_stderr}});
  return {{"population", population_json(r.population)},
          {"questions", r.questions},
          {"connected_pairs", r.connected_pairs},
          {"bins", kBinNames},
          {"max_any", histogram_json(r.max_any)},
          {"inclusive_any", histogram_json(r.inclusive_any)},
          {"inclusive_central_atleast1", histogram_json(r.inclusive_central_atleast1)},
          {"expected", std::move(expected)},
          {"monte_carlo", std::move(simulated)},
          // How the exact counts were obtained (docs/PERFORMANCE.md): never changes the figures.
          {"counting",
           {{"hub_threshold", r.hub_threshold == analyze::kNoHubs
                                  ? nlohmann::ordered_json(nullptr)
                                  : nlohmann::ordered_json(r.hub_threshold)},
            {"hubs", r.hubs},
            {"hub_groups", r.hub_groups}}}};
}

Document overlap_document(const analyze::OverlapResult& r) {
  Document doc;
  doc.title = "Explanation overlap";
  doc.summary = {{"Pairs sharing at least one UID", to_string(r.connected_pairs)}};
  add_population(doc, r.population);
  doc.tables.push_back(
      histogram_table("Largest overlap with any other question (mode ANY)", r.max_any, r.questions,
                      "mean connections = other questions reaching that largest overlap."));
  doc.tables.push_back(histogram_table(
      "Inclusive, mode ANY", r.inclusive_any, r.questions,
      "A question counts in bin b when another question overlaps it by b or more."));
  doc.tables.push_back(histogram_table("Inclusive, mode CENTRAL_ATLEAST1",
                                       r.inclusive_central_atleast1, r.questions,
                                       "Bins marked as the reference tool marks them (see docs)."));
  Table expected{"Expected inclusive proportion when n questions are sampled (exact, mode ANY)",
                 {"n"},
                 {},
                 ""};
  for (const auto& name : kBinNames) expected.header.push_back("bin " + name);
  for (const auto& e : r.expected) {
    std::vector<std::string> row{to_string(e.n)};
    for (double p : e.any) row.push_back(format_double(p, 4));
    expected.rows.push_back(std::move(row));
  }
  doc.tables.push_back(std::move(expected));
  if (!r.simulated.empty()) {
    Table sim{"Monte-Carlo estimate (mode ANY), mean ± standard error", {"n", "runs"}, {}, ""};
    for (const auto& name : kBinNames) sim.header.push_back("bin " + name);
    for (const auto& s : r.simulated) {
      std::vector<std::string> row{to_string(s.n), to_string(s.simulations)};
      for (std::size_t b = 0; b < s.any.size(); ++b)
        row.push_back(format_double(s.any[b], 4) + "±" + format_double(s.any_stderr[b], 4));
      sim.rows.push_back(std::move(row));
    }
    doc.tables.push_back(std::move(sim));
  }
  return doc;
}

namespace {

// The bins as numbers: `overlap` 0…5, the last bin meaning "5 or more" (`or_more` true).
void add_bin_columns(std::vector<nlohmann::ordered_json>& row, int bin) {
  row.emplace_back(bin);
  row.emplace_back(bin + 1 == analyze::kOverlapBins);
}

}  // namespace

DataTables overlap_tables(const nlohmann::ordered_json& j) {
  DataTable histograms{
      "histograms", {"mode", "overlap", "or_more", "questions", "mean_connections"}, {}};
  for (const char* mode : {"max_any", "inclusive_any", "inclusive_central_atleast1"}) {
    const auto& h = field(j, mode);
    for (int b = 0; b < analyze::kOverlapBins && h.is_object(); ++b) {
      std::vector<nlohmann::ordered_json> row{mode};
      add_bin_columns(row, b);
      row.push_back(h.at("hist").at(b));
      row.push_back(h.at("avg").at(b));
      histograms.rows.push_back(std::move(row));
    }
  }
  DataTable expected{
      "expected", {"n", "overlap", "or_more", "proportion", "proportion_central_atleast1"}, {}};
  for (const auto& e : field(j, "expected"))
    for (int b = 0; b < analyze::kOverlapBins; ++b) {
      std::vector<nlohmann::ordered_json> row{e.at("n")};
      add_bin_columns(row, b);
      row.push_back(e.at("proportions").at(b));
      row.push_back(e.at("proportions_central_atleast1").at(b));
      expected.rows.push_back(std::move(row));
    }
  DataTable simulated{
      "monte_carlo", {"n", "simulations", "overlap", "or_more", "proportion", "stderr"}, {}};
  for (const auto& s : field(j, "monte_carlo"))
    for (int b = 0; b < analyze::kOverlapBins; ++b) {
      std::vector<nlohmann::ordered_json> row{s.at("n"), s.at("simulations")};
      add_bin_columns(row, b);
      row.push_back(s.at("proportions").at(b));
      row.push_back(s.at("stderr").at(b));
      simulated.rows.push_back(std::move(row));
    }
  return table_list(std::move(histograms), std::move(expected), std::move(simulated),
                    scalar_table("summary", j,
                                 {"bins", "max_any", "inclusive_any", "inclusive_central_atleast1",
                                  "expected", "monte_carlo"}));
}

ReportSection overlap_section(const analyze::OverlapResult& r) {
  ReportSection s{"overlap",
                  "Explanation overlap",
                  "How many facts each question's explanation shares with its closest neighbour, "
                  "and the exact expected share of questions with an overlapping neighbour when n "
                  "questions are sampled (the reference tool simulated this).",
                  overlap_document(r),
                  overlap_json(r),
                  {}};
  const std::vector<std::string> bins{"0", "1", "2", "3", "4", "5+"};
  Series max = Series::named("questions");
  for (double h : r.max_any.hist)
    max.y.push_back(r.questions ? h / static_cast<double>(r.questions) : 0);
  ChartOptions largest{"Largest overlap with any other question", "shared facts",
                       "share of questions"};
  largest.height = 280;
  largest.horizontal_labels = true;
  s.charts.push_back({"largest-overlap", bar_chart(bins, {max}, largest)});
  std::vector<Series> curves;
  for (int b = 1; b < analyze::kOverlapBins; ++b) {
    Series c = Series::named("≥ " + bins[static_cast<std::size_t>(b)]);
    for (const auto& e : r.expected) {
      c.x.push_back(static_cast<double>(e.n));
      c.y.push_back(e.any[static_cast<std::size_t>(b)]);
    }
    curves.push_back(std::move(c));
  }
  ChartOptions o{"Expected share of questions overlapping another by b or more facts",
                 "questions sampled (n)", "proportion"};
  o.y_max_one = true;
  s.charts.push_back({"expected-overlap", line_chart(curves, o)});
  s.tables = overlap_tables(s.json);
  return s;
}

}  // namespace explgraph::report
