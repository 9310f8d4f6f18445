#include "explgraph/report/ratings_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/comparison_text.hpp"
#include "explgraph/report/rankeval_report.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json score_json(const analyze::RatingsScore& s,
                                  const std::vector<std::size_t>& ks) {
  auto metrics = nlohmann::ordered_json::object(), grades = nlohmann::ordered_json::array();
  for (const auto& [name, value] : s.metrics) metrics[name] = value;
  for (const auto& g : s.by_grade) {
    auto found = nlohmann::ordered_json::object();
    for (std::size_t k = 0; k < ks.size(); ++k) found["found@" + to_string(ks[k])] = g.found_at[k];
    grades.push_back({{"grade", g.grade}, {"facts", g.facts}, {"found", found}});
  }
  return {{"name", s.name},
          {"ndcg", s.ndcg},
          {"problems", s.problems},
          {"ranked_problems", s.ranked_problems},
          {"problems_without_ratings", s.problems_without_ratings},
          {"problems_all_zero", s.problems_all_zero},
          {"unranked_problems", s.unranked_problems},
          {"unknown_questions", s.unknown_questions},
          {"ambiguous_questions", s.ambiguous_questions},
          {"repeated_lines", s.repeated},
          {"malformed_lines", s.malformed},
          {"problems_with_relevant", s.problems_with_relevant},
          {"metrics", std::move(metrics)},
          {"by_grade", std::move(grades)}};
}

std::string count_and_head(const std::vector<std::string>& items) {
  std::string out = to_string(items.size());
  for (std::size_t i = 0; i < items.size() && i < 3; ++i) out += (i ? ", " : " (") + items[i];
  if (!items.empty()) out += items.size() > 3 ? ", …)" : ")";
  return out;
}

}  // namespace

nlohmann::ordered_json ratings_json(const analyze::RatingsResult& r) {
  auto rankings = nlohmann::ordered_json::array(), comparisons = nlohmann::ordered_json::array();
  for (const auto& s : r.rankings) {
    rankings.push_back(score_json(s, r.ks));
    if (!r.per_query) continue;
    auto rows = nlohmann::ordered_json::array();
    for (std::size_t q = 0; q < s.question_ids.size(); ++q)
      rows.push_back({{"query", s.question_ids[q]}, {"ndcg", s.per_problem[q]}});
    rankings.back()["per_query"] = std::move(rows);
  }
  for (const auto& c : r.comparisons)
    comparisons.push_back(
        comparison_json(c.paired, "problems", r.comparison.alpha,
                        {{"baseline_ndcg", c.baseline_map}, {"other_ndcg", c.other_map}}));
  return {{"scorer", "tg2021"},
          {"ndcg", r.rankings.empty() ? 0.0 : r.rankings[0].ndcg},
          {"rating_threshold", r.threshold},
          {"judged_only", r.judged_only},
          {"compared", comparison_options_json(r.comparison)},
          {"rankings", std::move(rankings)},
          {"comparisons", std::move(comparisons)}};
}

PaperTable ratings_paper_table(const analyze::RatingsResult& r) {
  std::vector<std::string> names;
  std::vector<double> ndcg;
  for (const auto& s : r.rankings) names.push_back(s.name), ndcg.push_back(s.ndcg);
  const std::string subject =
      "NDCG (tg2021)" +
      (r.rankings.empty() ? ""
                          : " over " + std::to_string(r.rankings.front().problems) + " problems");
  return paper_table(names, ndcg, "NDCG", subject, paired_of(r.comparisons), r.comparison);
}

Document ratings_document(const analyze::RatingsResult& r) {
  Document doc;
  doc.title = "Explanation-regeneration ranking scores (tg2021 NDCG against expert ratings)";
  for (const auto& s : r.rankings) {
    doc.summary.emplace_back(s.name + ": NDCG", format_double(s.ndcg, 4));
    doc.summary.emplace_back(s.name + ": problems", to_string(s.problems) + " (" +
                                                        to_string(s.ranked_problems) + " ranked)");
    doc.summary.emplace_back(s.name + ": problems without a ranking (still scored)",
                             count_and_head(s.unranked_problems));
    doc.summary.emplace_back(s.name + ": ranked ids that are no problem",
                             count_and_head(s.unknown_questions));
    if (!s.ambiguous_questions.empty())
      doc.summary.emplace_back(
          s.name + ": ranked ids matching several problems ignoring case (unused)",
          count_and_head(s.ambiguous_questions));
    doc.summary.emplace_back(
        s.name + ": no rated fact (scored 1), all ratings 0 (scored 0)",
        to_string(s.problems_without_ratings) + ", " + to_string(s.problems_all_zero));
    doc.summary.emplace_back(s.name + ": lines skipped (repeated, malformed)",
                             to_string(s.repeated) + ", " + to_string(s.malformed));
  }
  Table metrics{"Metrics",
                {"ranking", "NDCG"},
                {},
                std::string(r.judged_only ? "Unrated facts dropped from each "
                                            "ranking first (--judged-only); then "
                                          : "") +
                    "NDCG as the official TextGraphs 2021 evaluate.py; P@k, R@k and MRR with "
                    "relevant = rating above " +
                    format_double(r.threshold, 2) +
                    ", over the problems with at least one relevant fact; judged@k = share of "
                    "the first k that is rated, over every problem."};
  if (!r.rankings.empty())
    for (const auto& m : r.rankings[0].metrics) metrics.header.push_back(m.first);
  for (const auto& s : r.rankings) {
    std::vector<std::string> row{s.name, format_double(s.ndcg, 4)};
    for (const auto& m : s.metrics) row.push_back(format_double(m.second, 4));
    metrics.rows.push_back(std::move(row));
  }
  doc.tables.push_back(std::move(metrics));
  if (!r.comparisons.empty()) {
    doc.tables.push_back(paper_document_table(ratings_paper_table(r)));
    doc.tables.push_back(comparison_table("Rankings compared on per-problem NDCG", "problems",
                                          paired_of(r.comparisons), r.comparison));
  }
  for (const auto& s : r.rankings) {
    Table t{s.name + ": rated facts found in the top k, by rating",
            {"rating", "facts"},
            {},
            "found@k = share of the facts with that rating ranked within the first k."};
    for (std::size_t k : r.ks) t.header.push_back("found@" + to_string(k));
    for (const auto& g : s.by_grade) {
      std::vector<std::string> row{format_double(g.grade, 2), to_string(g.facts)};
      for (double f : g.found_at) row.push_back(format_double(f, 3));
      t.rows.push_back(std::move(row));
    }
    doc.tables.push_back(std::move(t));
  }
  return doc;
}

DataTables ratings_tables(const nlohmann::ordered_json& j) {
  DataTable by_grade = nested_record_table("by_grade", field(j, "rankings"), {"name"}, "by_grade",
                                           {"name", "grade", "facts"});
  if (!by_grade.columns.empty()) by_grade.columns.front() = "ranking";
  DataTables tables = table_list(
      record_table("rankings", field(j, "rankings"), {"name", "ndcg"}, {"by_grade", "per_query"}),
      std::move(by_grade),
      record_table("comparisons", field(j, "comparisons"),
                   comparison_columns("problems", {"baseline_ndcg", "other_ndcg"})),
      scalar_table("summary", j, {"rankings", "comparisons"}));
  if (DataTable t = per_query_data(field(j, "rankings")); !t.rows.empty())
    tables.push_back(std::move(t));
  return tables;
}

}  // namespace explgraph::report
