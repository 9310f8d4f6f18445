#include "explgraph/report/patterns_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/population.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json curve_json(const std::vector<analyze::ReconstructionPoint>& curve) {
  auto list = nlohmann::ordered_json::array();
  for (const auto& p : curve)
    list.push_back({{"k", p.k}, {"recall", p.recall}, {"precision", p.precision}});
  return list;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

}  // namespace

nlohmann::ordered_json patterns_json(const analyze::PatternsResult& r) {
  auto pairs = nlohmann::ordered_json::array();
  for (const auto& p : r.pairs)
    pairs.push_back({{"uids", p.uids},
                     {"support", p.support},
                     {"tables", p.tables},
                     {"share_lemma", p.share_lemma},
                     {"examples", p.examples}});
  return {{"population", population_json(r.population)},
          {"split", r.split},
          {"pool", r.pool},
          {"targets", r.targets},
          {"targets_with_text", r.targets_with_text},
          {"pool_questions", r.pool_questions},
          {"co_cited_pairs", r.co_cited_pairs},
          {"pairs", pairs},
          {"reconstruction", {{"oracle", curve_json(r.oracle)}, {"text", curve_json(r.text)}}},
          {"upper_bound", r.upper_bound}};
}

Document patterns_document(const analyze::PatternsResult& r) {
  Document doc;
  doc.title = "Explanatory patterns";
  add_population(doc, r.population);
  doc.summary.insert(
      doc.summary.end(),
      {{"Targets (" + r.split + ", with rows)", to_string(r.targets)},
       {"Pool (" + r.pool + ")", to_string(r.pool_questions)},
       {"Targets with question and answer text", to_string(r.targets_with_text)},
       {"Row pairs cited together", to_string(r.co_cited_pairs)},
       {"Upper bound (recall merging every pool explanation)", format_double(r.upper_bound, 4)}});
  Table curve{"Reconstruction by merging the first k neighbours' explanations",
              {"k", "oracle recall", "oracle precision", "text recall", "text precision"},
              {},
              "oracle: pool questions by rows shared with the target (in principle); text: by "
              "tf-idf similarity of question and answer (what a system could do)"};
  for (std::size_t i = 0; i < r.oracle.size(); ++i)
    curve.rows.push_back({to_string(r.oracle[i].k), format_double(r.oracle[i].recall, 4),
                          format_double(r.oracle[i].precision, 4),
                          i < r.text.size() ? format_double(r.text[i].recall, 4) : "",
                          i < r.text.size() ? format_double(r.text[i].precision, 4) : ""});
  doc.tables.push_back(std::move(curve));
  Table pairs{"Rows most often cited together",
              {"support", "UID", "table", "UID", "table", "share a word", "e.g."},
              {},
              "support: explanations citing both rows"};
  for (const auto& p : r.pairs)
    pairs.rows.push_back({to_string(p.support), p.uids[0], p.tables[0], p.uids[1], p.tables[1],
                          p.share_lemma ? "yes" : "no", joined(p.examples)});
  doc.tables.push_back(std::move(pairs));
  return doc;
}

DataTables patterns_tables(const nlohmann::ordered_json& j) {
  DataTable curve{"reconstruction", {"method", "k", "recall", "precision"}, {}};
  for (const char* method : {"oracle", "text"})
    for (const auto& p : field(field(j, "reconstruction"), method))
      curve.rows.push_back({method, p.at("k"), p.at("recall"), p.at("precision")});
  DataTable pairs{
      "pairs", {"uid_1", "uid_2", "support", "table_1", "table_2", "share_lemma", "examples"}, {}};
  for (const auto& p : field(j, "pairs")) {
    std::string examples;
    for (const auto& e : p.at("examples"))
      examples += (examples.empty() ? "" : " ") + e.get<std::string>();
    pairs.rows.push_back({p.at("uids").at(0), p.at("uids").at(1), p.at("support"),
                          p.at("tables").at(0), p.at("tables").at(1), p.at("share_lemma"),
                          examples});
  }
  return {std::move(curve), std::move(pairs),
          scalar_table("summary", j, {"pairs", "reconstruction"})};
}

}  // namespace explgraph::report
