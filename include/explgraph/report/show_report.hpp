#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_picture.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

using ExplanationPictures = std::vector<analyze::ExplanationPicture>;

// A DOT double-quoted string (line breaks as \n).
std::string dot_text(const std::string& s);
// A text cut to about `limit` bytes at a UTF-8 boundary, "…" marking the cut: a picture's
// labels stay readable, and Graphviz 2.42 crashes laying out a label of megabytes.
std::string clipped(const std::string& text, std::size_t limit);

// A knowledge category's fill, in colours told apart by colour-blind readers (Okabe-Ito);
// grey for a table with no category.
const char* category_colour(const std::string& category);

// SPEC "show": {"questions": [{"question", "has_text", "missing_text", "depth",
// "isolated_facts", "components", "qa_joined", "dangling_uids", "nodes": [{"id", "kind",
// "table", "category", "role", "hop", "text"}], "edges": [{"source", "target", "shared"}]}]};
// a hop is null for a fact no path reaches, table/category/role null for Q and A.
nlohmann::ordered_json show_json(const ExplanationPictures& pictures);
Document show_document(const ExplanationPictures& pictures);
// The tidy tables: nodes (main) and edges, each led by the question id, and a summary per question.
DataTables show_tables(const nlohmann::ordered_json& json);

// Per question, the facts grouped by hop, each with what joins it to the graph: the words it
// shares with the texts one hop nearer (or, for a fact no path reaches, with anything).
void write_show_text(const ExplanationPictures& pictures, std::ostream& out);

// Graphviz DOT, one graph per question: Q and A on top, facts ranked below by hop, facts no
// path reaches dashed on the last rank; each fact filled by knowledge category, titled with
// its UID, and each edge labelled with the shared words.
void write_show_dot(const ExplanationPictures& pictures, std::ostream& out);
std::vector<std::string> show_dot_graphs(const ExplanationPictures& pictures);

}  // namespace explgraph::report
