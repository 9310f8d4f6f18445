#include "explgraph/report/patterns_report.hpp"

#include "explgraph/report/svg_chart.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/population.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json curve_json(const std::vector<analyze::ReconstructionPoint>& curve,
                                  bool with_precision = true) {
  auto list = nlohmann::ordered_json::array();
  for (const auto& p : curve) {
    nlohmann::ordered_json point{{"k", p.k}, {"recall", p.recall}};
    if (with_precision) point["precision"] = p.precision;
    list.push_back(std::move(point));
  }
  return list;
}

// Role and category groups cover part of a target's rows: recall only (see ReconstructionGroup).
nlohmann::ordered_json groups_json(const std::vector<analyze::ReconstructionGroup>& groups,
                                   const char* key, bool with_precision) {
  auto list = nlohmann::ordered_json::array();
  for (const auto& g : groups)
    list.push_back({{key, g.group},
                    {"targets", g.targets},
                    {"targets_with_text", g.targets_with_text},
                    {"rows", g.rows},
                    {"upper_bound", g.curves.upper_bound},
                    {"oracle", curve_json(g.curves.oracle, with_precision)},
                    {"text", curve_json(g.curves.text, with_precision)}});
  return list;
}

template <std::size_t N>
nlohmann::ordered_json rows_json(const analyze::CoCitedRows<N>& rows) {
  return {{"uids", rows.uids},
          {"support", rows.support},
          {"tables", rows.tables},
          {"categories", rows.categories}};
}

nlohmann::ordered_json names_json(const std::vector<analyze::NameCombination>& list,
                                  const char* key) {
  auto out = nlohmann::ordered_json::array();
  for (const auto& c : list) out.push_back({{key, c.names}, {"support", c.support}});
  return out;
}

std::string spaced(const nlohmann::ordered_json& list) {
  std::string out;
  for (const auto& item : list) out += (out.empty() ? "" : " ") + item.get<std::string>();
  return out;
}

// Columns for the first, a middle and the last k: a breakdown stays narrow.
std::vector<std::size_t> shown_points(std::size_t count) {
  std::vector<std::size_t> out;
  for (std::size_t i : {std::size_t{0}, count / 2, count - 1})
    if (count > 0 && (out.empty() || out.back() != i)) out.push_back(i);
  return out;
}

Table breakdown_table(const std::string& title, const std::string& what,
                      const std::vector<analyze::ReconstructionGroup>& groups, bool precision) {
  Table t{title, {what, "targets", "rows"}, {}, ""};
  const auto points = groups.empty() ? std::vector<std::size_t>{}
                                     : shown_points(groups.front().curves.oracle.size());
  const auto& ks =
      groups.empty() ? std::vector<analyze::ReconstructionPoint>{} : groups.front().curves.oracle;
  for (const char* method : {"oracle", "text"})
    for (auto i : points) {
      t.header.push_back(std::string(method) + " R@" + to_string(ks[i].k));
      if (precision) t.header.push_back(std::string(method) + " P@" + to_string(ks[i].k));
    }
  t.header.push_back("upper bound");
  for (const auto& g : groups) {
    std::vector<std::string> row{g.group, to_string(g.targets), to_string(g.rows)};
    for (const auto* curve : {&g.curves.oracle, &g.curves.text})
      for (auto i : points) {  // a group without text has no text curve: empty cells
        const bool has = i < curve->size();
        row.push_back(has ? format_double((*curve)[i].recall, 3) : "");
        if (precision) row.push_back(has ? format_double((*curve)[i].precision, 3) : "");
      }
    row.push_back(format_double(g.curves.upper_bound, 3));
    t.rows.push_back(std::move(row));
  }
  t.note = precision ? "R: recall, P: precision of the merged rows; text over the targets with text"
                     : "R: the share of the group's target rows among the merged rows (recall); "
                       "text over the targets with text";
  return t;
}

// Name sets by support, one row each.
Table combination_table(const std::string& title, const std::string& what,
                        const std::vector<analyze::NameCombination>& sets,
                        const std::string& support) {
  Table t{title, {"support", what}, {}, "support: " + support};
  for (const auto& s : sets) t.rows.push_back({to_string(s.support), core::join(s.names, " + ")});
  return t;
}

}  // namespace

nlohmann::ordered_json patterns_json(const analyze::PatternsResult& r) {
  auto pairs = nlohmann::ordered_json::array();
  for (const auto& p : r.pairs) {
    auto pair = rows_json(p);
    pair["share_lemma"] = p.share_lemma;
    pair["examples"] = p.examples;
    pairs.push_back(std::move(pair));
  }
  auto triples = nlohmann::ordered_json::array();
  for (const auto& t : r.triples) {
    auto triple = rows_json(t);
    triple["examples"] = t.examples;
    triples.push_back(std::move(triple));
  }
  return {{"population", population_json(r.population)},
          {"split", r.split},
          {"pool", r.pool},
          {"min_support", r.min_support},
          {"targets", r.targets},
          {"targets_with_text", r.targets_with_text},
          {"pool_questions", r.pool_questions},
          {"co_cited_pairs", r.co_cited_pairs},
          {"co_cited_triples", r.co_cited_triples ? nlohmann::ordered_json(*r.co_cited_triples)
                                                  : nlohmann::ordered_json()},
          {"table_combinations", r.table_combinations},
          {"pairs", std::move(pairs)},
          {"triples", std::move(triples)},
          {"table_pairs", names_json(r.table_pairs, "tables")},
          {"table_sets", names_json(r.table_sets, "tables")},
          {"category_sets", names_json(r.category_sets, "categories")},
          {"reconstruction",
           {{"oracle", curve_json(r.rows.oracle)},
            {"text", curve_json(r.rows.text)},
            {"tables",
             {{"oracle", curve_json(r.tables.oracle)},
              {"text", curve_json(r.tables.text)},
              {"upper_bound", r.tables.upper_bound}}},
            {"by_role", groups_json(r.by_role, "role", false)},
            {"by_category", groups_json(r.by_category, "category", false)},
            {"by_length", groups_json(r.by_length, "length", true)}}},
          {"upper_bound", r.rows.upper_bound}};
}

namespace {

Table reconstruction_table(const analyze::PatternsResult& r) {
  Table curve{"Reconstruction by merging the first k neighbours' explanations",
              {"k", "oracle recall", "oracle precision", "text recall", "text precision",
               "tables: oracle recall", "oracle precision", "text recall", "text precision"},
              {},
              "oracle: pool questions by rows shared with the target (in principle); text: by "
              "tf-idf similarity of question and answer (what a system could do); tables: the "
              "same neighbours, rows replaced by their tables"};
  for (std::size_t i = 0; i < r.rows.oracle.size(); ++i) {
    std::vector<std::string> row{to_string(r.rows.oracle[i].k)};
    for (const auto* c : {&r.rows.oracle, &r.rows.text, &r.tables.oracle, &r.tables.text}) {
      row.push_back(i < c->size() ? format_double((*c)[i].recall, 4) : "");
      row.push_back(i < c->size() ? format_double((*c)[i].precision, 4) : "");
    }
    curve.rows.push_back(std::move(row));
  }
  return curve;
}

Table co_cited_pairs_table(const analyze::PatternsResult& r) {
  Table pairs{"Rows most often cited together",
              {"support", "UID", "table", "UID", "table", "share a word", "e.g."},
              {},
              "support: explanations citing both rows"};
  for (const auto& p : r.pairs)
    pairs.rows.push_back({to_string(p.support), p.uids[0], p.tables[0], p.uids[1], p.tables[1],
                          p.share_lemma ? "yes" : "no", core::join(p.examples, ", ")});
  return pairs;
}

Table co_cited_triples_table(const analyze::PatternsResult& r) {
  Table triples{"Row triples cited together at least " + to_string(r.min_support) + " times",
                {"support", "UID", "UID", "UID", "tables", "e.g."},
                {},
                "support: explanations citing all three rows (--min-support)"};
  for (const auto& t : r.triples)
    triples.rows.push_back({to_string(t.support), t.uids[0], t.uids[1], t.uids[2],
                            core::join({t.tables.begin(), t.tables.end()}, ", "),
                            core::join(t.examples, ", ")});
  return triples;
}

}  // namespace

Document patterns_document(const analyze::PatternsResult& r) {
  Document doc;
  doc.title = "Explanatory patterns";
  add_population(doc, r.population);
  doc.summary.insert(doc.summary.end(),
                     {{"Targets (" + r.split + ", with rows)", to_string(r.targets)},
                      {"Pool (" + r.pool + ")", to_string(r.pool_questions)},
                      {"Targets with question and answer text", to_string(r.targets_with_text)},
                      {"Row pairs cited together", to_string(r.co_cited_pairs)},
                      {"Row triples cited together at least " + to_string(r.min_support) + " times",
                       r.co_cited_triples ? to_string(*r.co_cited_triples)
                                          : "not counted (over 10 million candidate triples)"},
                      {"Distinct table combinations", to_string(r.table_combinations)},
                      {"Upper bound (recall merging every pool explanation)",
                       format_double(r.rows.upper_bound, 4)},
                      {"Upper bound at the table level", format_double(r.tables.upper_bound, 4)}});
  doc.tables.push_back(reconstruction_table(r));
  doc.tables.push_back(
      breakdown_table("Recall by the role of the target's rows", "role", r.by_role, false));
  doc.tables.push_back(breakdown_table("Recall by the knowledge category of the target's rows",
                                       "category", r.by_category, false));
  doc.tables.push_back(
      breakdown_table("Reconstruction by explanation length (rows)", "rows", r.by_length, true));
  doc.tables.push_back(co_cited_pairs_table(r));
  doc.tables.push_back(co_cited_triples_table(r));
  doc.tables.push_back(combination_table("Table combinations (the tables of one explanation)",
                                         "tables", r.table_sets,
                                         "explanations whose rows come from exactly these tables"));
  Table table_pairs{"Tables most often used together",
                    {"support", "table", "table"},
                    {},
                    "support: explanations citing a row of each"};
  for (const auto& p : r.table_pairs)
    table_pairs.rows.push_back({to_string(p.support), p.names[0], p.names[1]});
  doc.tables.push_back(std::move(table_pairs));
  doc.tables.push_back(
      combination_table("Knowledge-category combinations", "categories", r.category_sets,
                        "explanations whose tables fall in exactly these categories"));
  return doc;
}

DataTables patterns_tables(const nlohmann::ordered_json& j) {
  const auto& rebuilt = field(j, "reconstruction");
  DataTable curve{
      "reconstruction", {"level", "method", "k", "recall", "precision", "upper_bound"}, {}};
  for (const char* level : {"rows", "tables"}) {
    const auto& curves = std::string(level) == "rows" ? rebuilt : field(rebuilt, "tables");
    const auto& upper =
        std::string(level) == "rows" ? field(j, "upper_bound") : field(curves, "upper_bound");
    for (const char* method : {"oracle", "text"})
      for (const auto& p : field(curves, method))
        curve.rows.push_back({level, method, p.at("k"), p.at("recall"), p.at("precision"), upper});
  }
  DataTable breakdown{"breakdown",
                      {"by", "group", "method", "k", "targets", "targets_with_text", "rows",
                       "recall", "precision", "upper_bound"},
                      {}};
  for (const char* by : {"role", "category", "length"})
    for (const auto& g : field(rebuilt, std::string("by_") + by))
      for (const char* method : {"oracle", "text"})
        for (const auto& p : g.at(method))
          breakdown.rows.push_back({by, g.at(by), method, p.at("k"), g.at("targets"),
                                    g.at("targets_with_text"), g.at("rows"), p.at("recall"),
                                    field(p, "precision"), g.at("upper_bound")});
  DataTable pairs{"pairs",
                  {"uid_1", "uid_2", "support", "table_1", "table_2", "category_1", "category_2",
                   "share_lemma", "examples"},
                  {}};
  for (const auto& p : field(j, "pairs"))
    pairs.rows.push_back({p.at("uids").at(0), p.at("uids").at(1), p.at("support"),
                          p.at("tables").at(0), p.at("tables").at(1), p.at("categories").at(0),
                          p.at("categories").at(1), p.at("share_lemma"), spaced(p.at("examples"))});
  DataTable triples{"triples",
                    {"uid_1", "uid_2", "uid_3", "support", "table_1", "table_2", "table_3",
                     "category_1", "category_2", "category_3", "examples"},
                    {}};
  for (const auto& t : field(j, "triples"))
    triples.rows.push_back(
        {t.at("uids").at(0), t.at("uids").at(1), t.at("uids").at(2), t.at("support"),
         t.at("tables").at(0), t.at("tables").at(1), t.at("tables").at(2), t.at("categories").at(0),
         t.at("categories").at(1), t.at("categories").at(2), spaced(t.at("examples"))});
  DataTable table_pairs{"table_pairs", {"table_1", "table_2", "support"}, {}};
  for (const auto& p : field(j, "table_pairs"))
    table_pairs.rows.push_back({p.at("tables").at(0), p.at("tables").at(1), p.at("support")});
  DataTable table_sets{"table_sets", {"tables", "size", "support"}, {}};
  for (const auto& s : field(j, "table_sets"))
    table_sets.rows.push_back({spaced(s.at("tables")), s.at("tables").size(), s.at("support")});
  DataTable category_sets{"category_sets", {"categories", "size", "support"}, {}};
  for (const auto& s : field(j, "category_sets"))
    category_sets.rows.push_back(
        {spaced(s.at("categories")), s.at("categories").size(), s.at("support")});
  return table_list(std::move(curve), std::move(breakdown), std::move(pairs), std::move(triples),
                    std::move(table_pairs), std::move(table_sets), std::move(category_sets),
                    scalar_table("summary", j,
                                 {"pairs", "triples", "table_pairs", "table_sets", "category_sets",
                                  "reconstruction"}));
}

namespace {

// Recall and precision against k for the oracle and text neighbours, with the upper bound.
std::string curves_chart(const analyze::ReconstructionCurves& c, const std::string& title,
                         const std::string& y_label) {
  std::vector<Series> lines;
  for (const auto& [name, curve] : {std::pair{"oracle", &c.oracle}, std::pair{"text", &c.text}}) {
    if (curve->empty()) continue;  // no target with text
    Series recall = Series::named(std::string(name) + " recall");
    Series precision = Series::named(std::string(name) + " precision");
    for (const auto& p : *curve) {
      recall.x.push_back(static_cast<double>(p.k)), recall.y.push_back(p.recall);
      precision.x.push_back(static_cast<double>(p.k)), precision.y.push_back(p.precision);
    }
    lines.push_back(std::move(recall));
    lines.push_back(std::move(precision));
  }
  if (!c.oracle.empty()) {
    Series bound = Series::named("upper bound");
    bound.x = {static_cast<double>(c.oracle.front().k), static_cast<double>(c.oracle.back().k)};
    bound.y = {c.upper_bound, c.upper_bound};
    bound.dashed = true;
    lines.push_back(std::move(bound));
  }
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
                      "(what a system could do without the explanation); and which "
                      "rows explanations cite together.",
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

}  // namespace explgraph::report
