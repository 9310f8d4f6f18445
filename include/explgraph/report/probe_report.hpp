#pragma once
#include <nlohmann/json.hpp>
#include <ostream>

#include "explgraph/analyze/probes.hpp"
#include "explgraph/report/document.hpp"

// The files of a probe set (SPEC §7 probe).
namespace explgraph::report {

// questions.tsv: a WorldTree questions file (QuestionID, question with " (A) … (B) …",
// AnswerKey, explanation as UID|CENTRAL, category = split) with probe_kind, hops,
// distractor_family, cluster.
void write_probe_questions(const analyze::ProbeSet& set, std::ostream& out);
// probes.jsonl: one JSON object per question, the same fields plus choices and answer text.
void write_probe_lines(const analyze::ProbeSet& set, std::ostream& out);
// summary.json: source, concepts, isa_edges, cycle_edges_dropped, self_loops_dropped,
// short_names_merged, kinds, max_hops, choices, seed, train_share, max_train, max_per_cluster,
// glosses, questions, clusters, over_cluster_cap, moved_from_train, unaskable (per kind),
// splits, counts (kind, hops,
// distractor_family, questions), filters (kind, rule, removed, candidates), artifacts
// (heuristic, kind, questions, accuracy, chance, flagged), sample (null unless asked).
nlohmann::ordered_json probe_summary_json(const analyze::ProbeSet& set);
Document probe_document(const analyze::ProbeSet& set);
// The reading sample as text: per kind and family, each question with its choices, the
// answer starred.
void write_probe_sample(const analyze::ProbeSet& set, std::ostream& out);

}  // namespace explgraph::report
