#include "explgraph/report/probe_report.hpp"

#include <map>

#include "explgraph/core/strings.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::report {
namespace {

std::string letter(std::size_t i) {
  return std::string(1, static_cast<char>('A' + i));
}

std::string question_text(const analyze::Probe& p) {
  std::string text = p.stem;
  for (std::size_t i = 0; i < p.choices.size(); ++i) text += " (" + letter(i) + ") " + p.choices[i];
  return text;
}

std::string explanation_text(const analyze::Probe& p) {
  std::string text;
  for (const auto& uid : p.explanation) text += (text.empty() ? "" : " ") + uid + "|CENTRAL";
  return text;
}

nlohmann::ordered_json hops_json(const analyze::Probe& p) {
  return optional_json(p.hops);
}

nlohmann::ordered_json gloss_json(const analyze::ProbeSet& set, std::uint32_t c) {
  const auto& glosses = set.taxonomy->glosses;
  return c < glosses.size() && !glosses[c].empty() ? nlohmann::ordered_json(glosses[c])
                                                   : nlohmann::ordered_json();
}

nlohmann::ordered_json sample_json(const analyze::ProbeSet& set) {
  auto sample = nlohmann::ordered_json::array();
  for (const std::size_t i : set.sample) {
    const auto& p = set.probes[i];
    sample.push_back({{"id", p.id},
                      {"probe_kind", analyze::probe_kind_name(p.kind)},
                      {"distractor_family", p.family},
                      {"hops", hops_json(p)},
                      {"split", p.split},
                      {"question", question_text(p)},
                      {"answer_key", letter(p.answer)}});
  }
  return sample;
}

}  // namespace

void write_probe_questions(const analyze::ProbeSet& set, std::ostream& out) {
  DataTable table{"questions",
                  {"QuestionID", "question", "AnswerKey", "explanation", "category", "probe_kind",
                   "hops", "distractor_family", "cluster"},
                  {}};
  write_tsv(table, out);  // the header
  // In blocks of rows: a table of a million cells of JSON would take gigabytes.
  for (std::size_t i = 0; i < set.probes.size(); ++i) {
    const auto& p = set.probes[i];
    table.rows.push_back({p.id, question_text(p), letter(p.answer), explanation_text(p), p.split,
                          analyze::probe_kind_name(p.kind), hops_json(p), p.family, p.cluster});
    if (table.rows.size() == 4096 || i + 1 == set.probes.size()) {
      write_tsv_rows(table, out);
      table.rows.clear();
    }
  }
}

void write_probe_lines(const analyze::ProbeSet& set, std::ostream& out) {
  std::string text;
  for (std::size_t i = 0; i < set.probes.size(); ++i) {
    const auto& p = set.probes[i];
    const nlohmann::ordered_json line = {
        {"id", p.id},
        {"probe_kind", analyze::probe_kind_name(p.kind)},
        {"concept", set.taxonomy->names[p.concept_id]},
        {"concept_key", set.taxonomy->keys[p.concept_id]},
        {"gloss", gloss_json(set, p.concept_id)},
        {"answer_concept", p.answer_concept
                               ? nlohmann::ordered_json(set.taxonomy->keys[*p.answer_concept])
                               : nlohmann::ordered_json()},
        {"question", question_text(p)},
        {"stem", p.stem},
        {"choices", p.choices},
        {"answer", p.choices[p.answer]},
        {"answer_key", letter(p.answer)},
        {"hops", hops_json(p)},
        {"distractor_family", p.family},
        {"cluster", p.cluster},
        {"split", p.split},
        {"explanation", p.explanation},
        {"wordnet_sense", set.taxonomy->senses.empty() || set.taxonomy->senses[p.concept_id].empty()
                              ? nlohmann::ordered_json()
                              : nlohmann::ordered_json(set.taxonomy->senses[p.concept_id])}};
    text += line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    text += '\n';
    if (text.size() > (1u << 20) || i + 1 == set.probes.size()) {  // written by the megabyte
      out << text;
      text.clear();
    }
  }
}

namespace {

// summary.json's lists: counts, artifacts and filters.
nlohmann::ordered_json counts_json(const analyze::ProbeSet& set) {
  auto counts = nlohmann::ordered_json::array();
  for (const auto& c : set.counts)
    counts.push_back({{"kind", c.kind},
                      {"hops", optional_json(c.hops)},
                      {"distractor_family", c.family},
                      {"questions", c.questions}});
  return counts;
}

nlohmann::ordered_json artifacts_json(const analyze::ProbeSet& set) {
  auto artifacts = nlohmann::ordered_json::array();
  for (const auto& a : set.artifacts)
    artifacts.push_back({{"heuristic", a.heuristic},
                         {"kind", a.kind},
                         {"questions", a.questions},
                         {"accuracy", optional_json(a.accuracy)},
                         {"chance", a.chance},
                         {"flagged", a.flagged}});
  return artifacts;
}

nlohmann::ordered_json filters_json(const analyze::ProbeSet& set) {
  auto filters = nlohmann::ordered_json::array();
  for (const auto& f : set.filters)
    filters.push_back(
        {{"kind", f.kind}, {"rule", f.rule}, {"removed", f.removed}, {"candidates", f.candidates}});
  return filters;
}

// Null without a lexicon.
nlohmann::ordered_json wordnet_json(const analyze::ProbeSet& set) {
  if (!set.wordnet) return nullptr;
  return {{"source", set.wordnet->source},
          {"concepts_in_wordnet", set.wordnet->in_wordnet},
          {"matched", set.wordnet->matched},
          {"monosemous", set.wordnet->monosemous},
          {"ambiguous", set.wordnet->ambiguous},
          {"unrelated", set.wordnet->unrelated},
          {"synonyms_added", set.wordnet->synonyms_added}};
}

}  // namespace

nlohmann::ordered_json probe_summary_json(const analyze::ProbeSet& set) {
  std::map<std::string, std::size_t> splits{{"Train", 0}, {"Dev", 0}, {"Test", 0}};
  for (const auto& p : set.probes) ++splits[p.split];
  auto kinds = nlohmann::ordered_json::array();
  for (const auto k : set.options.kinds) kinds.push_back(analyze::probe_kind_name(k));
  auto unaskable = nlohmann::ordered_json::object();
  for (const auto& [kind, answers] : set.unaskable) unaskable[kind] = answers;
  const auto& o = set.options;
  return {
      {"source", set.source},
      {"wordnet", wordnet_json(set)},
      {"concepts", set.concepts},
      {"isa_edges", set.isa_edges},
      {"cycle_edges_dropped", set.cycle_edges_dropped},
      {"self_loops_dropped", set.self_loops_dropped},
      {"short_names_merged", set.short_names_merged},
      {"kinds", std::move(kinds)},
      {"max_hops", o.max_hops},
      {"choices", o.choices},
      {"seed", o.seed},
      {"train_share", o.train_share},
      {"max_train", optional_json(o.max_train)},
      {"max_per_cluster", optional_json(o.max_per_cluster)},
      {"glosses", o.glosses},
      {"questions", set.probes.size()},
      {"clusters", set.clusters},
      {"over_cluster_cap", set.over_cluster_cap},
      {"moved_from_train", set.moved_from_train},
      {"unaskable", std::move(unaskable)},
      {"splits", {{"Train", splits["Train"]}, {"Dev", splits["Dev"]}, {"Test", splits["Test"]}}},
      {"counts", counts_json(set)},
      {"filters", filters_json(set)},
      {"artifacts", artifacts_json(set)},
      {"sample", o.sample > 0 ? sample_json(set) : nlohmann::ordered_json()}};
}

Document probe_document(const analyze::ProbeSet& set) {
  Document doc;
  doc.title = "Probe set from " + set.source;
  doc.summary = {{"concepts", std::to_string(set.concepts)},
                 {"ISA edges", std::to_string(set.isa_edges)},
                 {"questions", std::to_string(set.probes.size())},
                 {"clusters", std::to_string(set.clusters)}};
  if (set.wordnet)
    doc.summary.push_back(
        {"WordNet senses", std::to_string(set.wordnet->matched) + " of the " +
                               std::to_string(set.wordnet->in_wordnet) + " concepts " +
                               set.wordnet->source + " names matched by their neighbours (" +
                               std::to_string(set.wordnet->ambiguous) + " ambiguous, " +
                               std::to_string(set.wordnet->unrelated) + " unrelated)"});
  Table counts{"Questions by kind, hops and distractor family",
               {"kind", "hops", "distractor family", "questions"},
               {},
               ""};
  for (const auto& c : set.counts)
    counts.rows.push_back(
        {c.kind, c.hops ? std::to_string(*c.hops) : "-", c.family, std::to_string(c.questions)});
  Table artifacts{"Choice-only heuristics on the questions not in Train",
                  {"heuristic", "kind", "questions", "accuracy", "chance", "flag"},
                  {},
                  "flag: at least 0.1 above chance over 30 or more questions"};
  for (const auto& a : set.artifacts)
    artifacts.rows.push_back({a.heuristic, a.kind, std::to_string(a.questions),
                              optional_text(a.accuracy, 4), core::format_double(a.chance, 4),
                              a.flagged ? "ABOVE CHANCE" : ""});
  Table filters{"Candidate distractors removed, by kind and rule",
                {"kind", "rule", "removed", "of candidates"},
                {},
                "each candidate counted under the first rule it fails"};
  for (const auto& f : set.filters)
    if (f.removed > 0)
      filters.rows.push_back(
          {f.kind, f.rule, std::to_string(f.removed), std::to_string(f.candidates)});
  doc.tables.push_back(std::move(counts));
  doc.tables.push_back(std::move(filters));
  doc.tables.push_back(std::move(artifacts));
  return doc;
}

void write_probe_sample(const analyze::ProbeSet& set, std::ostream& out) {
  std::string group;
  for (const std::size_t i : set.sample) {
    const auto& p = set.probes[i];
    const std::string kind = analyze::probe_kind_name(p.kind);
    if (kind + " / " + p.family != group) {
      group = kind + " / " + p.family;
      out << "== " << group << "\n";
    }
    out << p.id << " (" << p.split << (p.hops ? ", " + std::to_string(*p.hops) + " hops" : "")
        << ", cluster " << p.cluster << ")\n  " << p.stem << "\n";
    for (std::size_t c = 0; c < p.choices.size(); ++c)
      out << "  " << (c == p.answer ? "*" : " ") << "(" << letter(c) << ") " << p.choices[c]
          << "\n";
  }
}

}  // namespace explgraph::report
