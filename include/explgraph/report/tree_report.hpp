#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/analyze/tree_views.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

// `stats` of EntailmentBank trees: JSON {"source", "corpus": "entailment-bank", "groups":
// [{"task", "split", "trees", "without_proof", "steps", "depth", "leaves", "intermediates",
// "distractors", "context" (each {"mean", "max"}), "without_depth", "by_depth": [{"depth",
// "trees"}]}], "reuse": [{"task", "trees", "facts", "uses", "leaves_without_uid", "reused",
// "reused_share", "top": [{"uid", "text", "trees"}]}]}.
namespace explgraph::report {

nlohmann::ordered_json tree_stats_json(const analyze::TreeStatistics& s);
Document tree_stats_document(const analyze::TreeStatistics& s);
// The tidy tables: groups (main), depths, reuse, top_facts.
DataTables tree_stats_tables(const nlohmann::ordered_json& json);

// `reuse --corpus TREES`: {"source", "corpus", "reuse"} (as stats's `reuse`).
nlohmann::ordered_json tree_reuse_json(const analyze::TreeStatistics& s);
Document tree_reuse_document(const analyze::TreeStatistics& s);
DataTables tree_reuse_tables(const nlohmann::ordered_json& json);

// `types --corpus TREES --tables T`: {"source", "corpus", "groups": [{"task", "split",
// "trees", "leaves", "categories": [{"category", "leaves", "leaf_share", "trees",
// "tree_share"}]}]}.
struct TreeTypesResult {
  std::string source;
  std::vector<analyze::TreeTypes> groups;
};
nlohmann::ordered_json tree_types_json(const TreeTypesResult& r);
Document tree_types_document(const TreeTypesResult& r);
DataTables tree_types_tables(const nlohmann::ordered_json& json);

// `show ID…` on trees: JSON {"trees": [{"id", "file", "line", "question", "answer", "nodes":
// [{"id", "kind", "text", "uid", "table", "category"}], "edges": [{"premise", "conclusion",
// "shared"}], "unparsed"}]} (edges by node id).
using TreePictures = std::vector<analyze::TreePicture>;
nlohmann::ordered_json tree_show_json(const TreePictures& pictures);
Document tree_show_document(const TreePictures& pictures);
// Per tree, each step as "premises -> conclusion" with the words each premise shares.
void write_tree_show_text(const TreePictures& pictures, std::ostream& out);
// Graphviz DOT, one graph per tree: leaves at the bottom (filled by knowledge category),
// intermediate conclusions above, the hypothesis on top; each edge labelled with its shared
// words.
std::vector<std::string> tree_dot_graphs(const TreePictures& pictures);

}  // namespace explgraph::report
