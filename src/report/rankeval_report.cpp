#include "explgraph/report/rankeval_report.hpp"

#include "explgraph/report/svg_chart.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/comparison_text.hpp"
#include "explgraph/report/trec_measures_report.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json metrics_json(const analyze::RankingScore& s) {
  auto out = nlohmann::ordered_json::object();
  for (const auto& [name, value] : s.metrics) out[name] = value;
  return out;
}

nlohmann::ordered_json ties_json(const analyze::RankingTies& t) {
  auto straddling = nlohmann::ordered_json::object(), range = nlohmann::ordered_json::object();
  for (const auto& [k, queries] : t.straddling) straddling[to_string(k)] = queries;
  for (const auto& r : t.range) range[r.metric] = {r.low, r.high};
  return {{"queries_with_ties", t.queries_with_ties},
          {"straddling", std::move(straddling)},
          {"range", std::move(range)}};
}

// Each averaged question's figures: trec_eval's measures asked for, else its average precision.
nlohmann::ordered_json per_query_json(const analyze::RankingScore& s) {
  if (s.trec_measures) return trec_per_query_json(*s.trec_measures);
  auto rows = nlohmann::ordered_json::array();
  for (std::size_t q = 0; q < s.question_ids.size(); ++q)
    rows.push_back({{"query", s.question_ids[q]}, {"ap", s.ap[q]}});
  return rows;
}

nlohmann::ordered_json ranking_json(const analyze::RankingScore& s, bool per_query) {
  auto breakdowns = nlohmann::ordered_json::object();
  for (const auto& b : s.breakdowns) {
    auto groups = nlohmann::ordered_json::array();
    for (const auto& g : b.groups)
      groups.push_back(
          {{"group", g.group}, {"questions", g.questions}, {"facts", g.facts}, {"map", g.map}});
    breakdowns[b.name] = groups;
  }
  nlohmann::ordered_json out{
      {"name", s.name},
      {"split", s.split.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(s.split)},
      {"map", s.map},
      {"gold_questions", s.gold_questions},
      {"gold_set_aside_by_flags", s.gold_set_aside_by_flags},
      {"ranked_questions", s.ranked_questions},
      {"scored_questions", s.scored_questions},
      {"missing_questions", s.missing_questions},
      {"unknown_questions", s.unknown_questions},
      {"ambiguous_questions", s.ambiguous_questions},
      {"unknown_uids", s.unknown_uids},
      {"repeated_lines", s.repeated},
      {"malformed_lines", s.malformed},
      {"ranked_by_score", s.ranked_by_score},
      {"metrics", metrics_json(s)},
      {"breakdowns", std::move(breakdowns)}};
  if (s.ties) out["ties"] = ties_json(*s.ties);
  if (s.trec_measures) out["trec_eval"] = trec_measures_json(*s.trec_measures);
  if (per_query) out["per_query"] = per_query_json(s);
  return out;
}

std::string list_head(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size() && i < 5; ++i) out += (i ? ", " : "") + items[i];
  if (items.size() > 5) out += ", … (" + to_string(items.size()) + " in all)";
  return out.empty() ? "none" : out;
}

}  // namespace

std::vector<analyze::PairedComparison> paired_of(
    const std::vector<analyze::RankingComparison>& comparisons) {
  std::vector<analyze::PairedComparison> out;
  for (const auto& c : comparisons) out.push_back(c.paired);
  return out;
}

PaperTable rankeval_paper_table(const analyze::RankevalResult& r) {
  std::vector<std::string> names;
  std::vector<double> maps;
  for (const auto& s : r.rankings) names.push_back(s.name), maps.push_back(s.map);
  const std::string subject =
      "MAP (" + r.scorer + ")" +
      (r.rankings.empty()
           ? ""
           : " over " + to_string(r.rankings.front().scored_questions) + " questions");
  return paper_table(names, maps, "MAP", subject, paired_of(r.comparisons), r.comparison,
                     r.ranking_ci95);
}

nlohmann::ordered_json rankeval_json(const analyze::RankevalResult& r) {
  auto rankings = nlohmann::ordered_json::array(), comparisons = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < r.rankings.size(); ++i) {
    rankings.push_back(ranking_json(r.rankings[i], r.per_query));
    rankings.back()["ci95"] = interval_json(r.ranking_ci95, i);
  }
  for (const auto& c : r.comparisons)
    comparisons.push_back(
        comparison_json(c.paired, "questions", r.comparison.alpha,
                        {{"baseline_map", c.baseline_map}, {"other_map", c.other_map}}));
  return {{"scorer", r.scorer},
          {"map", r.rankings.empty() ? 0.0 : r.rankings[0].map},
          {"compared", comparison_options_json(r.comparison)},
          {"rankings", std::move(rankings)},
          {"comparisons", std::move(comparisons)}};
}

namespace {

// One ranking's lines of the summary (`trec`: queries and documents, not questions and facts).
void add_ranking_summary(const analyze::RankingScore& s, bool trec,
                         std::vector<std::pair<std::string, std::string>>& summary) {
  summary.emplace_back(s.name + ": MAP", format_double(s.map, 4));
  if (!s.split.empty())
    summary.emplace_back(
        s.name + ": scored on",
        "the " + s.split + " questions alone: the only split it ranks questions of");
  summary.emplace_back(s.name + (trec ? ": queries averaged" : ": questions averaged"),
                       to_string(s.scored_questions) + " (" + to_string(s.ranked_questions) +
                           " ranked of " + to_string(s.gold_questions) +
                           (trec ? " judged)" : " gold)"));
  summary.emplace_back(
      s.name + (trec ? ": judged queries without results" : ": gold questions without a ranking"),
      list_head(s.missing_questions));
  summary.emplace_back(
      s.name + (trec ? ": queries not judged (ignored)" : ": ranked ids that are no gold question"),
      list_head(s.unknown_questions));
  if (s.gold_set_aside_by_flags > 0)
    summary.emplace_back(
        s.name + ": not gold under tg2020 (flags field not exactly SUCCESS or READY)",
        to_string(s.gold_set_aside_by_flags));
  if (!s.ambiguous_questions.empty())
    summary.emplace_back(s.name + ": ranked ids matching several questions ignoring case (unused)",
                         list_head(s.ambiguous_questions));
  if (!trec)
    summary.emplace_back(s.name + ": ranked UIDs no table defines", to_string(s.unknown_uids));
  summary.emplace_back(s.name + ": lines skipped (repeated, malformed)",
                       to_string(s.repeated) + ", " + to_string(s.malformed));
  if (s.ranked_by_score)
    summary.emplace_back(s.name + ": order",
                         trec ? "by score, highest first, ties by docid descending"
                              : "by the file's score column, highest first");
}

// What the order of tied scores can do to one ranking's figures.
Table ties_table(const analyze::RankingScore& s) {
  const auto& t = *s.ties;
  std::string straddling;
  for (const auto& [k, queries] : t.straddling)
    straddling += (straddling.empty() ? "" : ", ") + to_string(queries) + " at k = " + to_string(k);
  Table table{s.name + ": what the order of tied scores can do",
              {"figure", "as scored", "lowest", "highest"},
              {},
              to_string(t.queries_with_ties) +
                  " queries have documents with equal scores; ties straddle the cut-off in " +
                  straddling +
                  ". Scored in trec_eval's order (docid descending); lowest and highest over "
                  "every order of the tied documents, exactly."};
  auto figure = [&](const std::string& metric) {
    if (metric == "MAP") return s.map;
    for (const auto& [name, value] : s.metrics)
      if (name == metric) return value;
    return 0.0;
  };
  for (const auto& r : t.range)
    table.rows.push_back({r.metric, format_double(figure(r.metric), 4), format_double(r.low, 4),
                          format_double(r.high, 4)});
  return table;
}

// What the TREC figures are: trec_eval's measures under its flags.
std::string trec_note(const std::string& flags) {
  const bool complete = flags.rfind("-c", 0) == 0;
  return "As trec_eval" + (flags.empty() ? "" : " " + flags) +
         ": MAP = map, P@k = P_k, R@k = "
         "recall_k, NDCG@k = ndcg_cut_k (the grade as gain), MRR = recip_rank; " +
         (complete ? "every judged query averaged, a query the run lacks scoring 0."
                   : "the judged queries the run lacks left out.");
}

}  // namespace

Document rankeval_document(const analyze::RankevalResult& r) {
  Document doc;
  doc.title = "Explanation-regeneration ranking scores (" + r.scorer + " MAP)";
  for (const auto& s : r.rankings) add_ranking_summary(s, r.scorer == "trec_eval", doc.summary);
  Table metrics{"Metrics",
                {"ranking", "MAP"},
                {},
                r.scorer == "trec_eval"
                    ? trec_note(r.trec_flags)
                    : "Averaged over the same questions as MAP; binary relevance, except NDCG on "
                      "TF-Ranking JSON (gain 2^relevance - 1)."};
  if (!r.rankings.empty())
    for (const auto& [name, value] : r.rankings[0].metrics) metrics.header.push_back(name);
  for (const auto& s : r.rankings) {
    std::vector<std::string> row{s.name, format_double(s.map, 4)};
    for (const auto& [name, value] : s.metrics) row.push_back(format_double(value, 4));
    metrics.rows.push_back(std::move(row));
  }
  doc.tables.push_back(std::move(metrics));
  std::vector<std::string> measured;
  std::vector<const analyze::TrecEvaluation*> evaluations;
  for (const auto& s : r.rankings)
    if (s.trec_measures) measured.push_back(s.name), evaluations.push_back(s.trec_measures.get());
  if (!evaluations.empty()) doc.tables.push_back(trec_measures_table(measured, evaluations));
  for (const auto& s : r.rankings)
    if (s.ties && s.ties->queries_with_ties > 0) doc.tables.push_back(ties_table(s));
  if (!r.comparisons.empty()) {
    doc.tables.push_back(paper_document_table(rankeval_paper_table(r)));
    doc.tables.push_back(comparison_table("Rankings compared on per-question average precision",
                                          "questions", paired_of(r.comparisons), r.comparison));
  }
  for (const auto& s : r.rankings)
    for (const auto& b : s.breakdowns) {
      Table t{
          s.name + ": MAP by " + b.name, {b.name, "questions", "gold facts", "MAP"}, {}, b.note};
      for (const auto& g : b.groups)
        t.rows.push_back(
            {g.group, to_string(g.questions), to_string(g.facts), format_double(g.map, 4)});
      doc.tables.push_back(std::move(t));
    }
  return doc;
}

DataTables rankeval_tables(const nlohmann::ordered_json& j) {
  DataTable breakdowns{
      "breakdowns", {"ranking", "breakdown", "group", "questions", "facts", "map"}, {}};
  for (const auto& ranking : field(j, "rankings"))
    for (const auto& [breakdown, groups] : field(ranking, "breakdowns").items())
      for (const auto& g : groups)
        breakdowns.rows.push_back({ranking.at("name"), breakdown, g.at("group"), g.at("questions"),
                                   g.at("facts"), g.at("map")});
  DataTables tables =
      table_list(record_table("rankings", field(j, "rankings"), {"name", "map"},
                              {"breakdowns", "ties", "trec_eval", "per_query"}),
                 std::move(breakdowns),
                 record_table("comparisons", field(j, "comparisons"),
                              comparison_columns("questions", {"baseline_map", "other_map"})),
                 scalar_table("summary", j, {"rankings", "comparisons"}));
  DataTable ties{"ties", {"ranking", "metric", "low", "high"}, {}};
  DataTable cutoffs{"tie_cutoffs", {"ranking", "k", "queries_straddling"}, {}};
  for (const auto& ranking : field(j, "rankings")) {
    const auto& t = field(ranking, "ties");
    if (t.is_null()) continue;
    for (const auto& [metric, range] : t.at("range").items())
      ties.rows.push_back({ranking.at("name"), metric, range.at(0), range.at(1)});
    for (const auto& [k, queries] : t.at("straddling").items())
      cutoffs.rows.push_back({ranking.at("name"), std::stoul(k), queries});
  }
  if (!ties.rows.empty()) tables.push_back(std::move(ties)), tables.push_back(std::move(cutoffs));
  if (DataTable t = trec_measures_data(field(j, "rankings")); !t.rows.empty())
    tables.push_back(std::move(t));
  if (DataTable t = per_query_data(field(j, "rankings")); !t.rows.empty())
    tables.push_back(std::move(t));
  return tables;
}

ReportSection rankeval_section(const analyze::RankevalResult& r) {
  ReportSection s{"rankeval",
                  "Explanation regeneration",
                  "Mean average precision of each ranking (" + r.scorer +
                      " definition), overall and by the role of the gold fact.",
                  rankeval_document(r),
                  rankeval_json(r),
                  {}};
  std::vector<std::string> roles;
  std::vector<Series> series;
  for (const auto& ranking : r.rankings) {
    Series se = Series::named(ranking.name);
    for (const auto& b : ranking.breakdowns)
      if (b.name == "role")
        for (const auto& g : b.groups) {
          if (series.empty()) roles.push_back(g.group);
          se.y.push_back(g.map);
        }
    series.push_back(std::move(se));
  }
  if (!roles.empty()) {
    ChartOptions o{"MAP by role of the gold fact", "role", "MAP"};
    o.height = 300;
    o.horizontal_labels = true;
    o.y_max_one = true;
    s.charts.push_back({"map-by-role", bar_chart(roles, series, o)});
  }
  s.tables = rankeval_tables(s.json);
  return s;
}

}  // namespace explgraph::report
