#include "explgraph/report/treeeval_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/comparison_text.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

// The figures of a system or a group, in SPEC §7's shape: absent parts are null.
nlohmann::ordered_json figures_json(const analyze::TreeFigures& f) {
  nlohmann::ordered_json intermediates, overall;
  if (f.intermediates_f1)
    intermediates = {{"f1", *f.intermediates_f1}, {"all_correct", *f.intermediates_all_correct}};
  if (f.overall_all_correct) overall = {{"all_correct", *f.overall_all_correct}};
  return {{"questions", f.trees},
          {"leaves",
           {{"precision", f.leaves_precision},
            {"recall", f.leaves_recall},
            {"f1", f.leaves_f1},
            {"all_correct", f.leaves_all_correct}}},
          {"steps", {{"f1", f.steps_f1}, {"all_correct", f.steps_all_correct}}},
          {"intermediates", std::move(intermediates)},
          {"overall", std::move(overall)}};
}

nlohmann::ordered_json system_json(const analyze::TreeSystemScore& s) {
  nlohmann::ordered_json j = {{"name", s.name}, {"file", s.file}};
  j.update(figures_json(s.figures));
  auto breakdowns = nlohmann::ordered_json::object();
  for (const auto& b : s.breakdowns) {
    auto groups = nlohmann::ordered_json::array();
    for (const auto& g : b.groups) {
      nlohmann::ordered_json group = {{"group", g.group}};
      group.update(figures_json(g.figures));
      groups.push_back(std::move(group));
    }
    breakdowns[b.name] = std::move(groups);
  }
  j["breakdowns"] = std::move(breakdowns);
  j["predictions"] = s.predictions;
  j["missing_predictions"] = s.missing;
  j["unknown_ids"] = s.unknown_ids;
  j["extra_lines"] = s.extra_lines;
  j["without_proof"] = s.without_proof;
  j["unparsed_pieces"] = s.unparsed_pieces;
  j["malformed_lines"] = s.malformed;
  j["unscored_pairs"] = s.unscored_pairs;
  j["unknown_sentences"] = s.unknown_sentences;
  j["without_context"] = s.without_context;
  return j;
}

// Each scored tree's figures: its id ("id#k" for the k-th tree of an id given again), then
// the figures as a system's, flat ("leaves_f1", …: a tidy row each).
nlohmann::ordered_json per_tree_json(const analyze::TreeSystemScore& s) {
  auto rows = nlohmann::ordered_json::array();
  for (std::size_t t = 0; t < s.per_tree.size(); ++t) {
    std::string id = s.keys[t];
    if (id.size() > 2 && id.compare(id.size() - 2, 2, "#0") == 0) id.resize(id.size() - 2);
    const auto& f = s.per_tree[t];
    nlohmann::ordered_json row{{"query", id},
                               {"leaves_precision", f.leaves_precision},
                               {"leaves_recall", f.leaves_recall},
                               {"leaves_f1", f.leaves_f1},
                               {"leaves_all_correct", f.leaves_all_correct},
                               {"steps_f1", f.steps_f1},
                               {"steps_all_correct", f.steps_all_correct}};
    if (f.intermediates_f1) {
      row["intermediates_f1"] = *f.intermediates_f1;
      row["intermediates_all_correct"] = *f.intermediates_all_correct;
      row["overall_all_correct"] = *f.overall_all_correct;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string figure(std::optional<double> value) {
  return value ? format_double(*value, 4) : "-";
}

std::vector<std::string> figure_row(std::string label, const analyze::TreeFigures& f) {
  return {std::move(label),
          to_string(f.trees),
          format_double(f.leaves_precision, 4),
          format_double(f.leaves_recall, 4),
          format_double(f.leaves_f1, 4),
          format_double(f.leaves_all_correct, 4),
          format_double(f.steps_f1, 4),
          format_double(f.steps_all_correct, 4),
          figure(f.intermediates_f1),
          figure(f.intermediates_all_correct),
          figure(f.overall_all_correct)};
}

const std::vector<std::string> kFigureHeader{"trees",
                                             "leaves P",
                                             "leaves R",
                                             "leaves F1",
                                             "leaves AllCorrect",
                                             "steps F1",
                                             "steps AllCorrect",
                                             "intermediates F1",
                                             "intermediates AllCorrect",
                                             "overall AllCorrect"};

std::vector<std::string> header(std::string first) {
  std::vector<std::string> h{std::move(first)};
  h.insert(h.end(), kFigureHeader.begin(), kFigureHeader.end());
  return h;
}

std::vector<analyze::PairedComparison> paired_of(const std::vector<analyze::TreeComparison>& c) {
  std::vector<analyze::PairedComparison> out;
  for (const auto& x : c) out.push_back(x.paired);
  return out;
}

// "35 scored; 2 gold trees without a prediction (scored 0); …": each count with its noun, and
// what such trees score only where there are some.
std::string skipped_summary(const analyze::TreeSystemScore& s) {
  auto zero = [](std::size_t n) { return n > 0 ? std::string(" (scored 0)") : std::string(); };
  return to_string(s.predictions) + " scored; " + core::counted(s.missing, "gold tree") +
         " without a prediction" + zero(s.missing) + "; " + to_string(s.without_proof) +
         " without $proof$" + zero(s.without_proof) + "; " +
         (s.without_context > 0 ? to_string(s.without_context) + " without context (scored 0); "
                                : "") +
         to_string(s.unknown_ids) + " of unknown ids and " +
         to_string(s.extra_lines + s.malformed) + " other lines skipped";
}

}  // namespace

PaperTable treeeval_paper_table(const analyze::TreeevalResult& r) {
  std::vector<std::string> names;
  std::vector<double> values;
  for (const auto& s : r.systems) {
    names.push_back(s.name);
    values.push_back(analyze::tree_metric_value(s.figures, r.compare_on).value_or(0));
  }
  const std::string title = analyze::tree_metric_title(r.compare_on);
  return paper_table(names, values, title, title + " over " + to_string(r.gold_trees) + " trees",
                     paired_of(r.comparisons), r.comparison, r.system_ci95);
}

nlohmann::ordered_json treeeval_json(const analyze::TreeevalResult& r) {
  auto systems = nlohmann::ordered_json::array(), comparisons = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < r.systems.size(); ++i) {
    systems.push_back(system_json(r.systems[i]));
    systems.back()["ci95"] = interval_json(r.system_ci95, i);
    if (r.per_query) systems.back()["per_query"] = per_tree_json(r.systems[i]);
  }
  for (const auto& c : r.comparisons)
    comparisons.push_back(
        comparison_json(c.paired, "trees", r.comparison.alpha,
                        {{"baseline_score", c.baseline_score}, {"other_score", c.other_score}}));
  return {{"scorer", "entailment_bank"},
          {"gold", r.gold},
          {"gold_trees", r.gold_trees},
          {"bleurt_scores", r.bleurt_scores},
          {"bleurt_threshold", r.bleurt_threshold},
          {"compare_on", choice_name(analyze::kTreeMetrics, r.compare_on)},
          {"compared", comparison_options_json(r.comparison)},
          {"systems", std::move(systems)},
          {"comparisons", std::move(comparisons)}};
}

Document treeeval_document(const analyze::TreeevalResult& r) {
  Document doc;
  doc.title = "Entailment trees scored as EntailmentBank's official scorer";
  doc.summary.emplace_back("gold", r.gold + " (" + to_string(r.gold_trees) + " trees)");
  doc.summary.emplace_back("intermediates",
                           r.bleurt_scores
                               ? "BLEURT scores given: a conclusion matches at a score of " +
                                     format_double(r.bleurt_threshold, 2) + " or more"
                               : "not scored: they need BLEURT (give --intermediate-scores; "
                                 "--write-pairs writes the pairs to score)");
  for (const auto& s : r.systems)
    doc.summary.emplace_back(s.name + ": predictions", skipped_summary(s));
  Table figures{"Figures",
                header("system"),
                {},
                "Means over trees (a gold tree without a prediction scores 0); AllCorrect is "
                "the fraction of trees with F1 = 1; overall AllCorrect needs all three."};
  for (const auto& s : r.systems) figures.rows.push_back(figure_row(s.name, s.figures));
  doc.tables.push_back(std::move(figures));
  if (!r.comparisons.empty()) {
    doc.tables.push_back(paper_document_table(treeeval_paper_table(r)));
    doc.tables.push_back(
        comparison_table("Systems compared on per-tree " + analyze::tree_metric_title(r.compare_on),
                         "trees", paired_of(r.comparisons), r.comparison));
  }
  for (const auto& s : r.systems)
    for (const auto& b : s.breakdowns) {
      Table t{s.name + ": by gold " + b.name, header(b.name), {}, b.note};
      for (const auto& g : b.groups) t.rows.push_back(figure_row(g.group, g.figures));
      doc.tables.push_back(std::move(t));
    }
  return doc;
}

DataTables treeeval_tables(const nlohmann::ordered_json& j) {
  const std::vector<std::string> figures{
      "questions",          "leaves_precision",   "leaves_recall",
      "leaves_f1",          "leaves_all_correct", "steps_f1",
      "steps_all_correct",  "intermediates_f1",   "intermediates_all_correct",
      "overall_all_correct"};
  // A record's figures as cells, the same columns whether BLEURT scores were given or not.
  const auto cells = [](const nlohmann::ordered_json& g, std::vector<nlohmann::ordered_json> row) {
    const auto part = [&](const char* a, const char* b) {
      return g.at(a).is_null() ? nlohmann::ordered_json() : g.at(a).at(b);
    };
    for (auto cell : {g.at("questions"), part("leaves", "precision"), part("leaves", "recall"),
                      part("leaves", "f1"), part("leaves", "all_correct"), part("steps", "f1"),
                      part("steps", "all_correct"), part("intermediates", "f1"),
                      part("intermediates", "all_correct"), part("overall", "all_correct")})
      row.push_back(std::move(cell));
    return row;
  };
  DataTable systems{"systems", {"name", "file"}, {}};
  DataTable breakdowns{"breakdowns", {"system", "breakdown", "group"}, {}};
  for (auto* t : {&systems, &breakdowns})
    t->columns.insert(t->columns.end(), figures.begin(), figures.end());
  for (const auto& name : {"predictions", "missing_predictions", "unknown_ids", "extra_lines",
                           "without_proof", "unparsed_pieces", "malformed_lines", "unscored_pairs",
                           "unknown_sentences", "without_context"})
    systems.columns.push_back(name);
  for (const auto& system : field(j, "systems")) {
    auto row = cells(system, {system.at("name"), system.at("file")});
    for (std::size_t c = 2 + figures.size(); c < systems.columns.size(); ++c)
      row.push_back(system.at(systems.columns[c]));
    systems.rows.push_back(std::move(row));
    for (const auto& [breakdown, groups] : field(system, "breakdowns").items())
      for (const auto& g : groups)
        breakdowns.rows.push_back(cells(g, {system.at("name"), breakdown, g.at("group")}));
  }
  DataTables tables =
      table_list(std::move(systems), std::move(breakdowns),
                 record_table("comparisons", field(j, "comparisons"),
                              comparison_columns("trees", {"baseline_score", "other_score"})),
                 scalar_table("summary", j, {"systems", "comparisons"}));
  if (DataTable t = per_query_data(field(j, "systems"), "system"); !t.rows.empty())
    tables.push_back(std::move(t));
  return tables;
}

}  // namespace explgraph::report
