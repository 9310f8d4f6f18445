#include <algorithm>
#include <cmath>

#include "explgraph/analyze/significance.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/report/accuracy_report.hpp"
#include "explgraph/report/audit_report.hpp"
#include "explgraph/report/growth_report.hpp"
#include "explgraph/report/hops_report.hpp"
#include "explgraph/report/overlap_report.hpp"
#include "explgraph/report/patterns_report.hpp"
#include "explgraph/report/power_report.hpp"
#include "explgraph/report/rankeval_report.hpp"
#include "explgraph/report/report_sections.hpp"
#include "explgraph/report/reuse_report.hpp"
#include "explgraph/report/stats_report.hpp"
#include "explgraph/report/svg_chart.hpp"
#include "explgraph/report/types_report.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

ReportSection stats_section(const analyze::StatsResult& r) {
  ReportSection s{
      "stats",
      "Corpus statistics",
      "Questions read and kept, explanation length and role mix (SummaryStatistics of the "
      "reference tool), "
      "the tablestore, dangling and twice-defined UIDs, and an accounting of every input line.",
      stats_document(r),
      stats_json(r),
      {}};
  std::vector<std::string> roles;
  Series mean{"mean per explanation", {}, {}, {}, {}, {}};
  for (const auto& role : r.roles) {
    if (role.tokens == 0 || !role.mean_per_explanation) continue;
    roles.push_back(role.role);
    mean.y.push_back(*role.mean_per_explanation);
  }
  s.charts.push_back(
      {"role-mix", bar_chart(roles, {mean},
                             {"Role mix: tokens per explanation", "role", "mean per explanation",
                              false, false, 720, 300, true})});
  s.tables = stats_tables(s.json);
  return s;
}

ReportSection reuse_section(const analyze::ReuseResult& r) {
  ReportSection s{"reuse",
                  "Fact reuse",
                  "How often each fact is used, which tables explanations draw on (LREC 2018 Table "
                  "3), and the Zipf-like "
                  "rank/frequency curve of fact use.",
                  reuse_document(r, 25),
                  reuse_json(r),
                  {}};
  std::vector<std::string> tables;
  Series share{"proportion of explanations", {}, {}, {}, {}, {}};
  for (std::size_t i = 0; i < r.table_usage.size() && i < 20; ++i) {
    tables.push_back(r.table_usage[i].table);
    share.y.push_back(r.table_usage[i].proportion);
  }
  s.charts.push_back(
      {"table-usage", bar_chart(tables, {share},
                                {"Table usage: share of explanations citing each table (top 20)",
                                 "", "proportion", false, false, 720, 340})});
  Series counts{"uses per fact", {}, {}, {}, {}, {}, false, true},
      fit{"Zipf fit", {}, {}, {}, {}, {}, true};
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    counts.x.push_back(static_cast<double>(i + 1));
    counts.y.push_back(static_cast<double>(r.rows[i].count));
  }
  if (r.zipf.exponent)
    for (double rank : {1.0, static_cast<double>(r.rows.size())}) {
      fit.x.push_back(rank);
      fit.y.push_back(std::exp(*r.zipf.intercept) * std::pow(rank, -*r.zipf.exponent));
    }
  s.charts.push_back(
      {"rank-frequency",
       line_chart({counts, fit},
                  {"Fact use by rank (log-log), exponent " +
                       (r.zipf.exponent ? format_double(*r.zipf.exponent, 2) : std::string("-")),
                   "rank", "explanation tokens", true, true})});
  s.tables = reuse_tables(s.json);
  return s;
}

ReportSection types_section(const analyze::TypesResult& r) {
  ReportSection s{"types",
                  "Knowledge types",
                  "The share of explanations that use each coarse knowledge category (COLING 2016 "
                  "groups), overall and "
                  "with the CENTRAL role, and per table.",
                  types_document(r),
                  types_json(r),
                  {}};
  std::vector<std::string> names;
  Series overall{"any role", {}, {}, {}, {}, {}}, central{"as CENTRAL", {}, {}, {}, {}, {}};
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

ReportSection hops_section(const analyze::HopsResult& r) {
  ReportSection s{"hops",
                  "Hop counts",
                  "Each fact's distance from the question or answer in its explanation graph (1 = "
                  "shares a content word "
                  "with them). Questions whose text is withheld are left out and counted.",
                  hops_document(r),
                  hops_json(r),
                  {}};
  std::vector<std::string> bins;
  Series facts{"facts", {}, {}, {}, {}, {}};
  for (const auto& [hop, n] : r.overall) {
    if (hop == graph::kUnreachable) continue;
    bins.push_back("hop " + to_string(hop));
    facts.y.push_back(static_cast<double>(n));
  }
  if (r.overall.count(graph::kUnreachable)) {
    bins.push_back("unreachable");
    facts.y.push_back(static_cast<double>(r.overall.at(graph::kUnreachable)));
  }
  s.charts.push_back({"hop-counts", bar_chart(bins, {facts},
                                              {"Facts by hop count", "hop count", "facts", false,
                                               false, 720, 280, true})});
  s.tables = hops_tables(s.json);
  return s;
}

ReportSection overlap_section(const analyze::OverlapResult& r) {
  ReportSection s{"overlap",
                  "Explanation overlap",
                  "How many facts each question's explanation shares with its closest neighbour, "
                  "and the exact expected "
                  "share of questions with an overlapping neighbour when n questions are sampled "
                  "(the reference tool "
                  "simulated this).",
                  overlap_document(r),
                  overlap_json(r),
                  {}};
  const std::vector<std::string> bins{"0", "1", "2", "3", "4", "5+"};
  Series max{"questions", {}, {}, {}, {}, {}};
  for (double h : r.max_any.hist)
    max.y.push_back(r.questions ? h / static_cast<double>(r.questions) : 0);
  s.charts.push_back(
      {"largest-overlap", bar_chart(bins, {max},
                                    {"Largest overlap with any other question", "shared facts",
                                     "share of questions", false, false, 720, 280, true})});
  std::vector<Series> curves;
  for (int b = 1; b < analyze::kOverlapBins; ++b) {
    Series c{"≥ " + bins[static_cast<std::size_t>(b)], {}, {}, {}, {}, {}};
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

ReportSection growth_section(const analyze::GrowthResult& r) {
  ReportSection s{"growth",
                  "Knowledge growth",
                  "The expected number of distinct facts needed to explain n questions drawn at "
                  "random, by knowledge "
                  "category (exact, where the reference tool simulated).",
                  growth_document(r),
                  growth_json(r),
                  {}};
  std::vector<Series> lines{Series{"total", {}, {}, {}, {}, {}}};
  for (const auto& c : r.categories) lines.push_back(Series{c, {}, {}, {}, {}, {}});
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

namespace {

// Recall and precision against k for the oracle and text neighbours, with the upper bound.
std::string curves_chart(const analyze::ReconstructionCurves& c, const std::string& title,
                         const std::string& y_label) {
  std::vector<Series> lines;
  for (const auto& [name, curve] : {std::pair{"oracle", &c.oracle}, std::pair{"text", &c.text}}) {
    if (curve->empty()) continue;  // no target with text
    Series recall{std::string(name) + " recall", {}, {}, {}, {}, {}};
    Series precision{std::string(name) + " precision", {}, {}, {}, {}, {}};
    for (const auto& p : *curve) {
      recall.x.push_back(static_cast<double>(p.k)), recall.y.push_back(p.recall);
      precision.x.push_back(static_cast<double>(p.k)), precision.y.push_back(p.precision);
    }
    lines.push_back(std::move(recall));
    lines.push_back(std::move(precision));
  }
  if (!c.oracle.empty())
    lines.push_back(
        Series{"upper bound",
               {static_cast<double>(c.oracle.front().k), static_cast<double>(c.oracle.back().k)},
               {c.upper_bound, c.upper_bound},
               {},
               {},
               {},
               true});
  ChartOptions o{title, "neighbours merged (k)", y_label};
  o.y_max_one = true;
  return line_chart(lines, o);
}

}  // namespace

ReportSection patterns_section(const analyze::PatternsResult& r) {
  ReportSection s{"patterns",
                  "Explanatory patterns",
                  "How much of an unseen explanation (" + r.split +
                      ") can be rebuilt by merging the explanations of other questions (" + r.pool +
                      "): neighbours chosen by the rows they share with it (the oracle: what is "
                      "possible in principle) or by the similarity of question and answer text "
                      "(what a system could do without the explanation); and which rows "
                      "explanations cite together.",
                  patterns_document(r),
                  patterns_json(r),
                  {}};
  s.charts.push_back(
      {"reconstruction", curves_chart(r.rows,
                                      "Rebuilding " + r.split + " explanations from the first k " +
                                          r.pool + " neighbours",
                                      "mean share of rows")});
  s.charts.push_back({"reconstruction-tables",
                      curves_chart(r.tables, "The same, with each row replaced by its table",
                                   "mean share of tables")});
  s.tables = patterns_tables(s.json);
  return s;
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
                  "also gets some questions wrong that the old one got right: the exact limit "
                  "of the paired bootstrap that the accuracy section runs (no simulation).",
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

ReportSection audit_section(const analyze::AuditResult& r) {
  Document doc = audit_document(r);
  Table& findings = doc.tables.back();
  std::size_t total = findings.rows.size();
  // The page lists errors first and at most 100 findings; <section>.json and .tsv have all.
  std::stable_sort(findings.rows.begin(), findings.rows.end(),
                   [](const auto& a, const auto& b) { return a[1] == "error" && b[1] != "error"; });
  if (findings.rows.size() > 100) findings.rows.resize(100);
  findings.note = "Showing " + to_string(findings.rows.size()) + " of " + to_string(total) +
                  " findings, errors first; audit.json and audit.findings.tsv list all.";
  ReportSection s{"audit",
                  "Audit",
                  "Checks every explanation against the corpus rules, like a compiler: dangling "
                  "and deprecated UIDs, the "
                  "linking rule (every fact shares a word with the question, the answer or another "
                  "fact), and the "
                  "tablestore.",
                  std::move(doc),
                  audit_json(r),
                  {}};
  std::vector<std::string> checks;
  Series count{"findings", {}, {}, {}, {}, {}};
  for (const auto& [check, n] : r.counts)
    if (n > 0) checks.push_back(check), count.y.push_back(static_cast<double>(n));
  if (!checks.empty()) {
    auto [lo, hi] = std::minmax_element(count.y.begin(), count.y.end());
    bool log = *hi > 50 * *lo;  // a log axis only when the counts span orders of magnitude
    s.charts.push_back({"findings-per-check", bar_chart(checks, {count},
                                                        {log ? "Audit findings per check (log)"
                                                             : "Audit findings per check",
                                                         "", "findings", false, log, 720, 320})});
  }
  s.tables = audit_tables(s.json);
  return s;
}

ReportSection accuracy_section(const analyze::AccuracyResult& r) {
  ReportSection s{"accuracy",
                  "Solver accuracy by knowledge type",
                  "QA accuracy of each solver on the questions whose explanations need each kind "
                  "of knowledge (COLING "
                  "2016), with 95% Wilson intervals; * marks a difference from the baseline, "
                  "better or worse, that "
                  "stays significant (paired " +
                      std::string(analyze::test_name(r.comparison.test)) + ", " +
                      std::string(analyze::alternative_name(r.comparison.alternative)) +
                      ", Holm-adjusted p <= " + core::format_number(r.comparison.alpha) +
                      "). Groups by knowledge type, length and depth are "
                      "over the questions "
                      "with an explanation.",
                  accuracy_document(r),
                  accuracy_json(r),
                  {}};
  std::vector<std::string> groups;
  std::vector<Series> series;
  for (const auto& name : r.solvers) series.push_back(Series{name, {}, {}, {}, {}, {}});
  for (const auto& g : r.groups) {
    if (g.breakdown != "overall" && g.breakdown != "category") continue;
    groups.push_back(g.breakdown == "overall" ? "all questions" : g.group);
    std::size_t other = 0;
    for (std::size_t i = 0; i < r.solvers.size(); ++i) {
      auto [lo, hi] = analyze::wilson_interval(g.accuracy[i], g.n);
      series[i].y.push_back(g.accuracy[i]);
      series[i].low.push_back(lo);
      series[i].high.push_back(hi);
      std::string mark;
      if (r.solvers[i] != r.baseline && other < g.comparisons.size()) {
        const auto& c = g.comparisons[other++];
        if (analyze::significantly_better(c.paired, r.comparison.alpha) != 0) mark = "*";
      }
      series[i].marks.push_back(mark);
    }
  }
  ChartOptions o{"Accuracy by knowledge category (95% intervals)", "", "accuracy"};
  o.height = 320;
  o.horizontal_labels = true;
  o.y_max_one = true;
  s.charts.push_back({"accuracy-by-category", bar_chart(groups, series, o)});
  s.tables = accuracy_tables(s.json);
  return s;
}

ReportSection rankeval_section(const analyze::RankevalResult& r) {
  ReportSection s{"rankeval",
                  "Explanation regeneration",
                  "Mean average precision of each ranking (" + r.scorer +
                      " definition), overall and by the role of the "
                      "gold fact.",
                  rankeval_document(r),
                  rankeval_json(r),
                  {}};
  std::vector<std::string> roles;
  std::vector<Series> series;
  for (const auto& ranking : r.rankings) {
    Series se{ranking.name, {}, {}, {}, {}, {}};
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

std::vector<std::pair<std::string, std::string>> report_summary(const analyze::StatsResult& stats,
                                                                const analyze::ReuseResult& reuse,
                                                                const analyze::HopsResult& hops,
                                                                const analyze::AuditResult& audit,
                                                                LeftOut left_out) {
  std::vector<std::pair<std::string, std::string>> summary = {
      {"Questions kept",
       to_string(stats.questions_kept) + " of " + to_string(stats.questions_read)},
      {"With explanation (analysed)",
       to_string(stats.with_explanation) +
           (stats.questions_kept > stats.with_explanation
                ? "; " + to_string(stats.questions_kept - stats.with_explanation) +
                      " without are set aside by the explanation analyses"
                : "")},
      {"Mean explanation length", stats.mean_explanation_length
                                      ? format_double(*stats.mean_explanation_length, 2) + " facts"
                                      : "- (no explanation)"},
      {"Tablestore", to_string(stats.tables) + " tables, " + to_string(stats.rows) + " rows"},
      {"Facts cited",
       to_string(reuse.rows.size()) + " (" + to_string(reuse.rows_used_once) + " once)"},
      {"Explanation graphs with isolated facts",
       to_string(hops.with_isolated.size()) + " of " + to_string(hops.analysed)},
      {"Audit", to_string(audit.errors) + (audit.errors == 1 ? " error, " : " errors, ") +
                    to_string(audit.warnings) + (audit.warnings == 1 ? " warning" : " warnings")}};
  if (left_out == LeftOut::kExplanationAnalyses)
    summary.emplace_back("Left out",
                         "fact reuse, knowledge types, hop counts, explanation "
                         "overlap and knowledge growth: no kept question has an "
                         "explanation");
  else if (left_out == LeftOut::kFactAnalyses)
    summary.emplace_back("Left out",
                         "knowledge types, hop counts and knowledge growth: no UID the "
                         "explanations cite is defined by a table");
  return summary;
}

}  // namespace explgraph::report
