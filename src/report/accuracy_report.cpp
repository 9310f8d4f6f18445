#include "explgraph/report/accuracy_report.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "explgraph/analyze/significance.hpp"

#include "explgraph/report/power_report.hpp"
#include "explgraph/report/svg_chart.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/comparison_text.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

const std::vector<std::pair<std::string, std::string>> kBreakdowns{
    {"overall", "Overall"},
    {"fine_type", "By fine knowledge type (questions whose explanation uses the table)"},
    {"category", "By coarse knowledge category"},
    {"question_type", "By top-down question type"},
    {"length", "By explanation length (tokens)"},
    {"depth", "By explanation depth (largest hop; questions with text)"},
    {"grade", "By school grade"},
    {"split", "By split"},
    {"probe_kind", "By probe kind (a probe set's questions)"},
    {"hops", "By ISA hops between concept and answer (probes)"},
    {"distractor_family", "By distractor family (probes)"},
    {"probe_crossing", "By probe kind / hops / distractor family (probes)"}};

// A solver against the baseline in one group, in the shape of every comparison
// (comparison_json), its p-values corrected over the groups; with McNemar's test beside it,
// and without p-values when the group is too small.
nlohmann::ordered_json group_comparison_json(const analyze::Comparison& c, double alpha) {
  auto j = comparison_json(c.paired, "questions", alpha, {{"helped", c.helped}, {"hurt", c.hurt}},
                           "groups");
  if (!c.paired.p_value)  // a group too small to test: no test's p at all
    for (const char* p : {"p_value", "p_greater", "p_less"}) j["bootstrap"][p] = nullptr;
  j["mcnemar_p"] = optional_json(c.mcnemar_p);
  j["mcnemar_p_adjusted"] = optional_json(c.mcnemar_p_holm);
  j["significant"] = analyze::verdict(c, alpha) != 0;
  return j;
}

double overall(const analyze::AccuracyResult& r, std::size_t solver) {
  for (const auto& g : r.groups)
    if (g.breakdown == "overall") return g.accuracy[solver];
  return 0.0;
}

std::string mark(const analyze::AccuracyGroup& g, const analyze::Comparison& c, double alpha) {
  if (g.too_small) return "too small";
  return significance_mark(c.paired, alpha);
}

std::vector<double> overall_accuracies(const analyze::AccuracyResult& r) {
  std::vector<double> out;
  for (std::size_t s = 0; s < r.solvers.size(); ++s) out.push_back(overall(r, s));
  return out;
}

bool overruled(const analyze::AccuracyResult& r) {
  for (const auto& g : r.groups)
    for (const auto& c : g.comparisons)
      if (analyze::exact_test_overrules(c.paired, r.comparison.alpha)) return true;
  return false;
}

std::string group_note(const analyze::AccuracyResult& r) {
  const std::string alpha = core::format_number(r.comparison.alpha);
  return "delta = solver - " + r.baseline + "; " + p_definition(r.comparison) +
         "; Holm across this table's groups; groups under " + to_string(r.min_group) +
         " questions are too small to test (no p-values); smallest significant gain: the least "
         "accuracy gain the group could show at p <= " +
         alpha + " even if no question were hurt (exact bootstrap, explgraph power)" +
         (overruled(r) ? ". " + exact_test_note(r.comparison.alpha) : std::string("."));
}

}  // namespace

static std::string replicability_statement(const analyze::Replicability& rep,
                                           const analyze::ComparisonOptions& comparison) {
  // What k̂ counts follows the test's alternative: a two-sided p says the solvers differ.
  const char* relation = comparison.alternative == analyze::Alternative::kGreater ? "better than"
                         : comparison.alternative == analyze::Alternative::kLess  ? "worse than"
                                                                                 : "different from";
  static const std::map<std::string, std::string> kGroupNouns = {
      {"fine_type", "fine knowledge types"},
      {"category", "knowledge categories"},
      {"question_type", "question types"},
      {"length", "explanation lengths"},
      {"depth", "explanation depths"},
      {"grade", "grades"},
      {"split", "splits"},
      {"probe_kind", "probe kinds"},
      {"hops", "hop counts"},
      {"distractor_family", "distractor families"}};
  const auto noun = kGroupNouns.find(rep.breakdown);
  const std::string groups = std::to_string(rep.groups.size()) + " " +
                             (noun == kGroupNouns.end() ? rep.breakdown + " groups" : noun->second);
  const std::string how = " (\u03b1 = " + core::format_number(comparison.alpha) + ", Bonferroni)";
  if (rep.k_bonferroni == 0)  // "at least 0 of 3" says what is not there
    return rep.system + " is not shown " + relation + " " + rep.baseline + " on any of the " +
           groups + how;
  return rep.system + " is " + relation + " " + rep.baseline + " on at least " +
         std::to_string(rep.k_bonferroni) + " of " + groups + how;
}

PaperTable accuracy_paper_table(const analyze::AccuracyResult& r) {
  auto table = paper_table(r.solvers, overall_accuracies(r), "Accuracy",
                           "Accuracy on " + to_string(r.questions) + " questions", r.comparisons,
                           r.comparison, r.solver_ci95);
  // What a paper says beside the table: each solver against the baseline (with --compare
  // all, every pair's sentence is in the replicability table, too many for a caption).
  for (const auto& rep : r.replicability)
    if (rep.breakdown == "category" && !r.baseline.empty() && rep.baseline == r.baseline)
      table.caption += " " + replicability_statement(rep, r.comparison) + ".";
  return table;
}

namespace {

// What the harness scored itself, beside explgraph's figures over its samples in the corpus.
nlohmann::ordered_json harness_json(const analyze::SolverScores& s) {
  if (!s.harness) return nullptr;
  const auto& h = *s.harness;
  auto tasks = nlohmann::ordered_json::array();
  for (const auto& t : h.tasks)
    tasks.push_back({{"task", t.task},
                     {"file", t.file},
                     {"metric", t.metric},
                     {"samples", t.samples},
                     {"accuracy", t.correct / static_cast<double>(t.samples)},
                     {"results_json", t.reported ? nlohmann::ordered_json(*t.reported)
                                                 : nlohmann::ordered_json()}});
  return {{"metric", h.metric},
          {"samples", h.samples()},
          {"accuracy", h.correct() / static_cast<double>(h.samples())},
          {"tasks", std::move(tasks)},
          {"results_file", h.results_file.empty() ? nlohmann::ordered_json()
                                                  : nlohmann::ordered_json(h.results_file)},
          {"skipped_files", h.skipped_files},
          {"disagreements", h.disagreements},
          {"in_corpus", s.answered},
          {"not_in_corpus", s.unknown_questions.size() + s.ambiguous_ids.size()},
          {"accuracy_in_corpus", s.answered_accuracy()}};
}

// "0.6000 over 40 samples (arc_challenge 0.5500 of 20, arc_easy 0.6500 of 20)".
std::string harness_accuracy_text(const load::HarnessRun& h) {
  std::string tasks;
  for (const auto& t : h.tasks)
    tasks += (tasks.empty() ? "" : ", ") + t.task + " " +
             format_double(t.correct / static_cast<double>(t.samples), 4) + " of " +
             to_string(t.samples);
  return format_double(h.correct() / static_cast<double>(h.samples()), 4) + " over " +
         to_string(h.samples()) + " samples (" + tasks + ")";
}

}  // namespace

namespace {

nlohmann::ordered_json solvers_json(const analyze::AccuracyResult& r) {
  auto solvers = nlohmann::ordered_json::array();
  for (std::size_t s = 0; s < r.scores.size(); ++s) {
    const auto& sc = r.scores[s];
    solvers.push_back({{"name", sc.name},
                       {"accuracy", overall(r, s)},
                       {"answered", sc.answered},
                       {"unanswered", sc.unanswered},
                       {"unknown_questions", sc.unknown_questions},
                       {"ambiguous_ids", sc.ambiguous_ids},
                       {"invalid_answers", sc.invalid_answers},
                       {"repeated_lines", sc.repeated},
                       {"malformed_lines", sc.malformed},
                       {"ci95", interval_json(r.solver_ci95, s)},
                       {"harness", harness_json(sc)}});
  }
  return solvers;
}

nlohmann::ordered_json groups_json(const analyze::AccuracyResult& r) {
  auto groups = nlohmann::ordered_json::array();
  for (const auto& g : r.groups) {
    auto accuracy = nlohmann::ordered_json::object(), comparisons = nlohmann::ordered_json::array();
    for (std::size_t s = 0; s < r.solvers.size(); ++s) accuracy[r.solvers[s]] = g.accuracy[s];
    for (const auto& c : g.comparisons)
      comparisons.push_back(group_comparison_json(c, r.comparison.alpha));
    nlohmann::ordered_json p = g.comparisons.empty()
                                   ? nlohmann::ordered_json(nullptr)
                                   : optional_json(g.comparisons[0].paired.p_value);
    groups.push_back({{"group", g.group},
                      {"type", g.breakdown},
                      {"n", g.n},
                      {"accuracy", accuracy},
                      {"p_value", p},
                      {"too_small", g.too_small},
                      {"minimum_detectable_effect",
                       effect_json(analyze::effect_of(g.minimum_detectable_gain, g.n))},
                      {"comparisons", comparisons}});
  }
  return groups;
}

nlohmann::ordered_json replicability_json(const analyze::AccuracyResult& r) {
  auto replicability = nlohmann::ordered_json::array();
  for (const auto& rep : r.replicability)
    replicability.push_back({{"type", rep.breakdown},
                             {"baseline", rep.baseline},
                             {"other", rep.system},
                             {"groups_tested", rep.groups.size()},
                             {"k_bonferroni", rep.k_bonferroni},
                             {"k_fisher", rep.k_fisher ? nlohmann::ordered_json(*rep.k_fisher)
                                                       : nlohmann::ordered_json()},
                             {"fisher_refused", rep.fisher_refused.empty()
                                                    ? nlohmann::ordered_json()
                                                    : nlohmann::ordered_json(rep.fisher_refused)},
                             {"named_by_holm", rep.named},
                             {"statement", replicability_statement(rep, r.comparison)}});
  return replicability;
}

}  // namespace

nlohmann::ordered_json accuracy_json(const analyze::AccuracyResult& r) {
  auto pairs = nlohmann::ordered_json::array();
  for (const auto& c : r.comparisons)
    pairs.push_back(comparison_json(c, "questions", r.comparison.alpha));
  auto solvers = solvers_json(r), groups = groups_json(r), replicability = replicability_json(r);
  return {{"questions", r.questions},
          {"population", r.harness_population ? "answered by a harness run" : "all"},
          {"questions_not_asked", r.questions_not_asked},
          {"split", r.split.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.split)},
          {"questions_without_key", r.questions_without_key},
          {"questions_without_explanation", r.questions_without_explanation},
          {"alternative", analyze::alternative_name(r.comparison.alternative)},
          {"questions_unanswered", r.questions_unanswered},
          {"baseline", r.baseline.empty() ? nlohmann::ordered_json(nullptr)
                                          : nlohmann::ordered_json(r.baseline)},
          {"compared", comparison_options_json(r.comparison)},
          {"solvers", std::move(solvers)},
          {"groups", std::move(groups)},
          {"comparisons", std::move(pairs)},
          {"replicability", std::move(replicability)},
          {"clusters",
           {{"by", r.clusters.by},
            {"clusters", r.clusters.clusters},
            {"solved_share", r.clusters.solved_share},
            {"splitting", r.clusters.splitting}}}};
}

namespace {

// Which questions were scored, when not every scorable one.
std::string population_text(const analyze::AccuracyResult& r) {
  if (r.harness_population)
    return " (the questions some lm-evaluation-harness run answered" +
           (r.split.empty() ? std::string() : ", all of " + r.split) + "; the " +
           to_string(r.questions_not_asked) +
           " others are left out: --all-questions scores them as wrong)";
  if (!r.split.empty())
    return " (the " + r.split + " questions alone: the only split the predictions answer)";
  return "";
}

std::vector<std::pair<std::string, std::string>> accuracy_summary(
    const analyze::AccuracyResult& r) {
  std::vector<std::pair<std::string, std::string>> summary = {
      {"Questions scored", to_string(r.questions) + population_text(r)},
      {"Left out (no usable answer key)", to_string(r.questions_without_key)},
      {"Left out (--answered-only: a solver gave no answer)", to_string(r.questions_unanswered)},
      {"Without an explanation (left out of the explanation groups)",
       to_string(r.questions_without_explanation)}};
  for (std::size_t s = 0; s < r.scores.size(); ++s) {
    const auto& sc = r.scores[s];
    summary.emplace_back(
        sc.name + ": accuracy",
        format_double(overall(r, s), 4) + (s < r.solver_ci95.size()
                                               ? " (95% CI " + interval_text(r.solver_ci95[s]) + ")"
                                               : std::string()));
    if (sc.harness) {
      summary.emplace_back(
          sc.name + ": lm-evaluation-harness's own " +
              (sc.harness->tasks.size() == 1 ? sc.harness->tasks[0].metric : sc.harness->metric),
          harness_accuracy_text(*sc.harness));
      summary.emplace_back(sc.name + ": its samples that are scored questions",
                           to_string(sc.answered) + " (accuracy over them " +
                               format_double(sc.answered_accuracy(), 4) + "); not: " +
                               to_string(sc.unknown_questions.size() + sc.ambiguous_ids.size()));
    }
    summary.emplace_back(sc.name + ": unanswered (scored 0)", to_string(sc.unanswered.size()));
    if (!sc.harness)
      summary.emplace_back(sc.name + ": answers for no kept question",
                           to_string(sc.unknown_questions.size()));
    summary.emplace_back(sc.name + ": answers naming no choice",
                         to_string(sc.invalid_answers.size()));
    if (!sc.ambiguous_ids.empty())
      summary.emplace_back(sc.name + ": ids matching several questions ignoring case (unused)",
                           to_string(sc.ambiguous_ids.size()));
  }
  return summary;
}

// A group's row: its size, each solver's accuracy, then each comparison's columns and the
// smallest significant gain.
std::vector<std::string> group_row(const analyze::AccuracyResult& r,
                                   const analyze::AccuracyGroup& g) {
  std::vector<std::string> row{g.group, to_string(g.n)};
  for (double a : g.accuracy) row.push_back(format_double(a, 3));
  for (const auto& c : g.comparisons) {
    const auto& p = c.paired;
    row.insert(row.end(),
               {format_double(p.delta, 3), to_string(c.helped) + "/" + to_string(c.hurt),
                p_text(p.p_value),
                "[" + format_double(p.bootstrap.ci_low, 3) + ", " +
                    format_double(p.bootstrap.ci_high, 3) + "]",
                p_text(c.mcnemar_p), p_text(p.p_adjusted), mark(g, c, r.comparison.alpha)});
  }
  if (!g.comparisons.empty()) {
    const auto effect = analyze::effect_of(g.minimum_detectable_gain, g.n);
    row.push_back(effect ? format_double(*effect, 3) : "none");
  }
  return row;
}

Table breakdown_table(const analyze::AccuracyResult& r, const std::string& breakdown,
                      const std::string& title) {
  Table t{title, {"group", "n"}, {}, ""};
  for (const auto& s : r.solvers) t.header.push_back(s);
  bool compared = false;
  for (const auto& g : r.groups) {
    if (g.breakdown != breakdown) continue;
    compared = compared || !g.comparisons.empty();
    t.rows.push_back(group_row(r, g));
  }
  if (!compared) return t;
  for (const auto& s : r.solvers)
    if (s != r.baseline)
      for (const std::string& h : std::vector<std::string>{
               "delta", "helped/hurt",
               "p (" + std::string(analyze::test_name(r.comparison.test)) + ")", "95% CI",
               "p (McNemar)", "p (Holm)", "note"})
        t.header.push_back(h + (r.solvers.size() > 2 ? " " + s : ""));
  t.header.push_back("smallest significant gain");
  t.note = group_note(r);
  return t;
}

// Dror et al.'s k̂ per solver and breakdown: the number of groups where the solver differs.
static Table replicability_table(const analyze::AccuracyResult& r) {
  Table t{
      (r.baseline.empty() ? std::string("On how many groups each pair of solvers differs")
                          : "On how many groups each solver differs from " + r.baseline) +
          " (replicability analysis, Dror et al. 2017)",
      {"groups", "baseline", "solver", "tested", "k (Bonferroni)", "k (Fisher)", "named by Holm"},
      {},
      "k: the estimated number of the tested groups where the solver differs from the "
      "baseline at alpha " +
          core::format_number(r.comparison.alpha) +
          " (partial conjunction tests of each group's unadjusted p, the larger of the test's "
          "and the exact McNemar p, so that no group the exact test finds not significant "
          "counts); Bonferroni holds whatever the groups share, Fisher only for groups without "
          "a question in common (-: they share questions)."};
  std::string statements;  // the knowledge categories' k, as a sentence for the paper
  for (const auto& rep : r.replicability)
    if (rep.breakdown == "category")
      statements += replicability_statement(rep, r.comparison) + ". ";
  t.note = statements + t.note;
  for (const auto& rep : r.replicability) {
    std::string named;
    for (const auto& g : rep.named) named += (named.empty() ? "" : ", ") + g;
    t.rows.push_back({rep.breakdown, rep.baseline, rep.system, std::to_string(rep.groups.size()),
                      std::to_string(rep.k_bonferroni),
                      rep.k_fisher ? std::to_string(*rep.k_fisher) : "-",
                      named.empty() ? "none" : named});
  }
  return t;
}

Table clusters_table(const analyze::AccuracyResult& r) {
  Table clusters{
      r.clusters.by == "cluster"
          ? "Strict cluster accuracy (a cluster: the questions of one value of the cluster column)"
          : "Strict cluster accuracy (a fact's cluster: the questions "
            "using it as CENTRAL, 2 or more)",
      {"solver", "clusters solved", "share"},
      {},
      to_string(r.clusters.splitting.size()) + " cluster(s) split the solvers."};
  for (std::size_t s = 0; s < r.solvers.size(); ++s)
    clusters.rows.push_back(
        {r.solvers[s],
         format_double(r.clusters.solved_share[s] * static_cast<double>(r.clusters.clusters), 0) +
             " of " + to_string(r.clusters.clusters),
         format_double(r.clusters.solved_share[s], 3)});
  return clusters;
}

}  // namespace

Document accuracy_document(const analyze::AccuracyResult& r) {
  Document doc;
  doc.title = "Solver accuracy";
  doc.summary = accuracy_summary(r);
  if (!r.comparisons.empty()) {
    doc.tables.push_back(paper_document_table(accuracy_paper_table(r)));
    doc.tables.push_back(comparison_table("Solvers compared (all questions scored)", "questions",
                                          r.comparisons, r.comparison));
  }
  bool noted = false;
  std::string first_compared;
  for (const auto& entry : kBreakdowns) {
    const std::string& breakdown = entry.first;  // named: clang 14 cannot capture a binding
    const std::string& title = entry.second;
    // A probe set's breakdowns only for a probe set (the others show "(none)" when empty).
    const bool probe = breakdown == "probe_kind" || breakdown == "hops" ||
                       breakdown == "distractor_family" || breakdown == "probe_crossing";
    if (probe && std::none_of(r.groups.begin(), r.groups.end(),
                              [&](const auto& g) { return g.breakdown == breakdown; }))
      continue;
    doc.tables.push_back(breakdown_table(r, breakdown, title));
    // The definitions once, under the first table that compares: the same words after each
    // of seven breakdowns read as noise.
    auto& note = doc.tables.back().note;
    if (note.empty()) continue;
    if (noted)
      note = "delta, p-values and smallest significant gain as defined under \"" + first_compared +
             "\" above; Holm across this table's groups.";
    else
      noted = true, first_compared = title;
  }
  if (!r.replicability.empty()) doc.tables.push_back(replicability_table(r));
  doc.tables.push_back(clusters_table(r));
  return doc;
}

// The columns of the groups' comparisons: the group, then comparison_json's, then McNemar's.
static std::vector<std::string> group_comparison_columns() {
  std::vector<std::string> columns{"group", "type"};
  for (auto& c : comparison_columns("questions", {"helped", "hurt"})) columns.push_back(c);
  columns.insert(columns.end(), {"mcnemar_p", "mcnemar_p_adjusted"});
  return columns;
}

DataTables accuracy_tables(const nlohmann::ordered_json& j) {
  DataTable clusters{"clusters", {"solver", "solved_share"}, {}};
  const auto& shares = field(field(j, "clusters"), "solved_share");
  const auto& solvers = field(j, "solvers");
  for (std::size_t s = 0; s < shares.size() && s < solvers.size(); ++s)
    clusters.rows.push_back({solvers[s].at("name"), shares[s]});
  return table_list(
      record_table("groups", field(j, "groups"), {"group", "type", "n"}, {"comparisons"}),
      nested_record_table("group_comparisons", field(j, "groups"), {"group", "type"}, "comparisons",
                          group_comparison_columns()),
      record_table("comparisons", field(j, "comparisons"), comparison_columns("questions")),
      record_table("replicability", field(j, "replicability"),
                   {"type", "baseline", "other", "groups_tested", "k_bonferroni", "k_fisher",
                    "fisher_refused", "named_by_holm", "statement"}),
      record_table("solvers", solvers,
                   {"name", "accuracy", "answered", "unanswered", "unknown_questions",
                    "ambiguous_ids", "invalid_answers", "repeated_lines", "malformed_lines"},
                   {"harness"}),
      nested_record_table(
          "harness_tasks", solvers, {"name"}, "harness/tasks",
          {"name", "task", "file", "metric", "samples", "accuracy", "results_json"}),
      std::move(clusters),
      scalar_table("summary", j, {"solvers", "groups", "comparisons", "clusters_solved_share"}));
}

namespace {

// On a probe set, the paper's Figure 2: per probe kind and solver (the first four), accuracy
// by distractor family (rows) and hops (columns), from the probe_crossing groups.
void add_probe_heat_maps(const analyze::AccuracyResult& r, ReportSection& s) {
  struct Cell {
    std::string family, hops;
    const analyze::AccuracyGroup* group;
  };
  std::vector<std::pair<std::string, std::vector<Cell>>> kinds;
  for (const auto& g : r.groups) {
    if (g.breakdown != "probe_crossing") continue;
    const auto a = g.group.find(" / "), b = g.group.rfind(" / ");
    if (a == std::string::npos || a == b) continue;
    const std::string kind = g.group.substr(0, a);
    auto it =
        std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == kind; });
    if (it == kinds.end()) it = kinds.insert(kinds.end(), {kind, {}});
    it->second.push_back({g.group.substr(b + 3), g.group.substr(a + 3, b - a - 3), &g});
  }
  for (const auto& [kind, cells] : kinds) {
    std::vector<std::string> families, hops;
    for (const auto& c : cells) {
      if (std::find(families.begin(), families.end(), c.family) == families.end())
        families.push_back(c.family);
      if (std::find(hops.begin(), hops.end(), c.hops) == hops.end()) hops.push_back(c.hops);
    }
    std::sort(families.begin(), families.end(), core::NaturalLess());
    std::sort(hops.begin(), hops.end(), core::NaturalLess());
    for (std::size_t solver = 0; solver < r.solvers.size() && solver < 4; ++solver) {
      std::vector<std::vector<double>> values(families.size(),
                                              std::vector<double>(hops.size(), std::nan("")));
      for (const auto& c : cells) {
        const auto row = std::find(families.begin(), families.end(), c.family) - families.begin();
        const auto column = std::find(hops.begin(), hops.end(), c.hops) - hops.begin();
        values[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] =
            c.group->accuracy[solver];
      }
      ChartOptions o{
          r.solvers[solver] + ": " + kind + " probes, accuracy by distractor family and hops",
          "hops", ""};
      o.height = 80 + 34 * static_cast<int>(families.size());
      s.charts.push_back({"probes-" + kind + "-" + std::to_string(solver + 1),
                          heat_map(families, hops, values, o)});
    }
  }
}

}  // namespace

ReportSection accuracy_section(const analyze::AccuracyResult& r) {
  ReportSection s{"accuracy",
                  "Solver accuracy by knowledge type",
                  "QA accuracy of each solver on the questions whose explanations need each kind "
                  "of knowledge (COLING 2016), with 95% Wilson intervals; * marks a difference "
                  "from the baseline, better or worse, that "
                  "stays significant (paired " +
                      std::string(analyze::test_name(r.comparison.test)) + ", " +
                      std::string(analyze::alternative_name(r.comparison.alternative)) +
                      ", Holm-adjusted p <= " + core::format_number(r.comparison.alpha) +
                      "). Groups by knowledge type, length and depth are over the "
                      "questions with an explanation.",
                  accuracy_document(r),
                  accuracy_json(r),
                  {}};
  std::vector<std::string> groups;
  std::vector<Series> series;
  for (const auto& name : r.solvers) series.push_back(Series::named(name));
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
        if (analyze::verdict(c, r.comparison.alpha) != 0) mark = "*";
      }
      series[i].marks.push_back(mark);
    }
  }
  ChartOptions o{"Accuracy by knowledge category (95% intervals)", "", "accuracy"};
  o.height = 320;
  o.horizontal_labels = true;
  o.y_max_one = true;
  s.charts.push_back({"accuracy-by-category", bar_chart(groups, series, o)});
  add_probe_heat_maps(r, s);
  s.tables = accuracy_tables(s.json);
  return s;
}

}  // namespace explgraph::report
