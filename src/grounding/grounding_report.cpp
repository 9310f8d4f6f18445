#include "explgraph/grounding/grounding_report.hpp"

#include <algorithm>
#include <map>

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::grounding {
namespace {

using nlohmann::ordered_json;
using report::optional_json;

std::optional<double> share(std::size_t part, std::size_t whole) {
  if (whole == 0) return std::nullopt;
  return static_cast<double>(part) / static_cast<double>(whole);
}

const std::string& uid_of(const load::Corpus& corpus, core::RowId row) {
  return corpus.tablestore.rows[row.value].uid;
}

ordered_json fact_json(const load::Corpus& corpus, const GroundedFact& f) {
  ordered_json out;
  out["text"] = f.fact.text;
  out["line"] = f.fact.line;
  out["column"] = f.fact.column;
  out["match"] = match_name(f.alignment.match);
  const bool grounded = f.alignment.grounded();
  out["uid"] =
      grounded ? ordered_json(uid_of(corpus, f.alignment.candidates[0].row)) : ordered_json();
  out["score"] = f.alignment.score();
  ordered_json candidates = ordered_json::array();
  for (std::size_t i = grounded ? 1 : 0; i < f.alignment.candidates.size(); ++i)
    candidates.push_back({{"uid", uid_of(corpus, f.alignment.candidates[i].row)},
                          {"score", f.alignment.candidates[i].score}});
  out["candidates"] = std::move(candidates);
  out["too_long"] = f.too_long;
  out["hops"] = f.hops == graph::kUnreachable ? ordered_json() : ordered_json(f.hops);
  out["isolated"] = f.isolated;
  return out;
}

ordered_json overlap_json(const Overlap& o) {
  return {{"generated", o.generated},
          {"gold", o.gold},
          {"shared", o.shared},
          {"precision", optional_json(o.precision())},
          {"recall", optional_json(o.recall())},
          {"f1", optional_json(o.f1())}};
}

ordered_json role_json(const RoleRecall& r) {
  return {{"gold", r.gold}, {"shared", r.shared}, {"recall", optional_json(r.recall())}};
}

template <typename Map, typename ToJson>
ordered_json map_json(const Map& map, ToJson to_json) {
  ordered_json out = ordered_json::object();
  for (const auto& [key, value] : map) out[key] = to_json(value);
  return out;
}

ordered_json explanation_json(const load::Corpus& corpus, const SystemGrounding& system,
                              std::size_t i) {
  const auto& e = system.explanations[i];
  ordered_json out;
  out["id"] = system.question_ids[i];
  ordered_json facts = ordered_json::array();
  for (const auto& f : e.facts) facts.push_back(fact_json(corpus, f));
  out["facts"] = std::move(facts);
  const auto graph_figure = [&](auto value) {
    return e.has_text ? ordered_json(value) : ordered_json();
  };
  out["connected"] = graph_figure(e.connected);
  out["components"] = graph_figure(e.components);
  out["isolated_facts"] = graph_figure(e.isolated_facts);
  out["hops"] = graph_figure(e.hops);
  const auto overlap = overlap_json(e.overall);
  for (const auto& [key, value] : overlap.items()) out[key] = value;
  out["map"] = system.average_precision[i];
  out["by_role"] = map_json(e.by_role, role_json);
  out["by_category"] = map_json(e.by_category, overlap_json);
  return out;
}

ordered_json system_json(const load::Corpus& corpus, const SystemGrounding& s) {
  const auto& c = s.counts;
  ordered_json out;
  out["name"] = s.name;
  out["file"] = s.file;
  out["format"] = format_name(s.format);
  out["questions"] = s.explanations.size();
  out["unknown_questions"] = s.unknown_questions;
  out["empty_explanations"] = s.empty_explanations;
  out["facts"] = c.facts;
  out["grounded"] = c.grounded();
  out["exact"] = c.exact;
  out["near"] = c.near;
  out["unsupported"] = c.unsupported;
  out["too_long"] = c.too_long;
  out["shares"] = {{"grounded", optional_json(share(c.grounded(), c.facts))},
                   {"exact", optional_json(share(c.exact, c.facts))},
                   {"near", optional_json(share(c.near, c.facts))},
                   {"unsupported", optional_json(share(c.unsupported, c.facts))}};
  out["with_text"] = s.with_text;
  out["connected"] = s.connected;
  out["connected_share"] = optional_json(share(s.connected, s.with_text));
  out["precision"] = optional_json(s.precision);
  out["recall"] = optional_json(s.recall);
  out["f1"] = optional_json(s.f1);
  out["map"] = s.ranking_score.map;
  out["gold_questions"] = s.ranking_score.gold_questions;
  out["split"] = s.ranking_score.split;
  out["by_role"] = map_json(s.by_role, role_json);
  out["by_category"] = map_json(s.by_category, overlap_json);
  ordered_json explanations = ordered_json::array();
  for (std::size_t i = 0; i < s.explanations.size(); ++i)
    explanations.push_back(explanation_json(corpus, s, i));
  out["explanations"] = std::move(explanations);
  return out;
}

std::string figure(const ordered_json& value, int precision = 3) {
  if (value.is_null()) return "-";
  return report::optional_text(value.get<double>(), precision);
}

std::string count_and_share(const ordered_json& system, const char* key) {
  const auto& share_value = system["shares"][key];
  return std::to_string(system[key].get<std::size_t>()) +
         (share_value.is_null()
              ? ""
              : " (" + report::optional_text(100 * share_value.get<double>(), 1) + "%)");
}

// The facts no row states, the most frequent first (then in first-seen order).
report::Table invented_table(const ordered_json& system) {
  std::map<std::string, std::pair<std::size_t, std::size_t>> seen;  // text -> (count, order)
  for (const auto& e : system["explanations"])
    for (const auto& f : e["facts"])
      if (f["match"] == "none") {
        auto [it, added] =
            seen.emplace(f["text"].get<std::string>(), std::make_pair(0, seen.size()));
        ++it->second.first;
      }
  std::vector<std::pair<std::string, std::pair<std::size_t, std::size_t>>> listed(seen.begin(),
                                                                                  seen.end());
  std::sort(listed.begin(), listed.end(), [](const auto& a, const auto& b) {
    return a.second.first != b.second.first ? a.second.first > b.second.first
                                            : a.second.second < b.second.second;
  });
  report::Table table{
      system["name"].get<std::string>() + ": facts no row states", {"times", "fact"}, {}, ""};
  for (std::size_t i = 0; i < listed.size() && i < kInventedFactsListed; ++i)
    table.rows.push_back({std::to_string(listed[i].second.first), listed[i].first});
  if (listed.size() > kInventedFactsListed)
    table.note = std::to_string(listed.size() - kInventedFactsListed) +
                 " more distinct; --format json or tsv lists every fact";
  return table;
}

report::Table categories_table(const ordered_json& system) {
  report::Table table{system["name"].get<std::string>() + ": by knowledge category",
                      {"category", "generated", "gold", "shared", "precision", "recall", "F1"},
                      {},
                      "distinct UIDs summed over the explanations"};
  for (const auto& [category, o] : system["by_category"].items())
    table.rows.push_back({category, std::to_string(o["generated"].get<std::size_t>()),
                          std::to_string(o["gold"].get<std::size_t>()),
                          std::to_string(o["shared"].get<std::size_t>()), figure(o["precision"]),
                          figure(o["recall"]), figure(o["f1"])});
  return table;
}

}  // namespace

nlohmann::ordered_json grounding_json(const load::Corpus& corpus,
                                      const std::vector<SystemGrounding>& systems) {
  ordered_json out;
  out["near_threshold"] = kNearThreshold;
  out["scorer"] = "tg2020";
  ordered_json list = ordered_json::array();
  for (const auto& s : systems) list.push_back(system_json(corpus, s));
  out["systems"] = std::move(list);
  return out;
}

report::Document grounding_document(const nlohmann::ordered_json& json) {
  report::Document doc;
  doc.title = "Generated explanations grounded in the tablestore";
  report::Table systems{"Systems",
                        {"system", "questions", "facts", "exact", "near", "unsupported",
                         "connected", "P", "R", "F1", "MAP"},
                        {},
                        "exact: a row's words in order; near: IDF-weighted overlap >= " +
                            report::number_text(json["near_threshold"].get<double>()) +
                            "; P, R, F1: means over the questions, distinct UIDs against the gold"};
  for (const auto& s : json["systems"])
    systems.rows.push_back(
        {s["name"].get<std::string>(), std::to_string(s["questions"].get<std::size_t>()),
         std::to_string(s["facts"].get<std::size_t>()), count_and_share(s, "exact"),
         count_and_share(s, "near"), count_and_share(s, "unsupported"),
         std::to_string(s["connected"].get<std::size_t>()) + "/" +
             std::to_string(s["with_text"].get<std::size_t>()),
         figure(s["precision"]), figure(s["recall"]), figure(s["f1"]), figure(s["map"], 4)});
  doc.tables.push_back(std::move(systems));
  for (const auto& s : json["systems"]) {
    doc.tables.push_back(categories_table(s));
    doc.tables.push_back(invented_table(s));
  }
  return doc;
}

report::DataTables grounding_tables(const nlohmann::ordered_json& json) {
  const auto& systems = json["systems"];
  auto system_rows =
      report::record_table("systems", systems, {"name"},
                           {"explanations", "by_role", "by_category", "unknown_questions"});
  ordered_json explanations = ordered_json::array(), facts = ordered_json::array();
  for (const auto& s : systems)
    for (const auto& e : s["explanations"]) {
      ordered_json row = {{"system", s["name"]}};
      for (const auto& [key, value] : e.items())
        if (key != "facts" && key != "by_role" && key != "by_category") row[key] = value;
      explanations.push_back(std::move(row));
      std::size_t index = 0;
      for (const auto& f : e["facts"]) {
        ordered_json fact = {{"system", s["name"]}, {"id", e["id"]}, {"fact", ++index}};
        for (const auto& [key, value] : f.items())
          if (key != "candidates") fact[key] = value;
        facts.push_back(std::move(fact));
      }
    }
  return report::table_list(std::move(system_rows),
                            report::record_table("explanations", explanations, {"system", "id"}),
                            report::record_table("facts", facts, {"system", "id", "fact"}));
}

void write_ranking(const load::Corpus& corpus, const SystemGrounding& system, std::ostream& out) {
  for (std::size_t i = 0; i < system.explanations.size(); ++i)
    for (core::RowId row : system.explanations[i].ranking)
      out << system.question_ids[i] << '\t' << uid_of(corpus, row) << '\n';
}

}  // namespace explgraph::grounding
