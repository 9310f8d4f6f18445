#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "explgraph/grounding/systems.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::grounding {

// `ground`'s JSON (SPEC §9, docs/COMMANDS.md): `near_threshold`, `scorer`, and per system its
// counts and shares, means, connectivity, `map`, `by_role`, `by_category` and `explanations`
// (per question: its facts aligned, graph figures and overlap with the gold).
nlohmann::ordered_json grounding_json(const load::Corpus& corpus,
                                      const std::vector<SystemGrounding>& systems);
// The same for people: a summary per system, its categories, and the facts no row states.
report::Document grounding_document(const nlohmann::ordered_json& json);
// `--format tsv`: `systems`, `explanations` and `facts`, one row per record.
report::DataTables grounding_tables(const nlohmann::ordered_json& json);
// --write-ranking: "questionID<TAB>UID" lines, each explanation's grounded UIDs in order, as
// rankeval and the TextGraphs scorers read them.
void write_ranking(const load::Corpus& corpus, const SystemGrounding& system, std::ostream& out);

// The invented facts listed per system in the text (the most frequent first).
inline constexpr std::size_t kInventedFactsListed = 10;

}  // namespace explgraph::grounding
