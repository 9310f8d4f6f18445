#include "explgraph/report/tree_report.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/show_report.hpp"

namespace explgraph::report {
namespace {

using std::to_string;

nlohmann::ordered_json summary_json(const analyze::Summary& s, std::size_t n) {
  if (n == 0) return {{"mean", nullptr}, {"max", nullptr}};
  return {{"mean", s.mean}, {"max", s.max}};
}

std::string where(const std::string& task, const std::string& split) {
  if (task.empty()) return split.empty() ? "all" : split;
  return split.empty() ? task : task + " " + split;
}

std::string summary_text(const analyze::Summary& s, std::size_t n) {
  return n == 0 ? "-" : core::format_double(s.mean, 2) + " (max " + to_string(s.max) + ")";
}

nlohmann::ordered_json reuse_json(const analyze::TreeStatistics& s) {
  auto reuse = nlohmann::ordered_json::array();
  for (const auto& r : s.reuse) {
    auto top = nlohmann::ordered_json::array();
    for (const auto& f : r.top)
      top.push_back({{"uid", f.uid}, {"text", f.text}, {"trees", f.trees}});
    reuse.push_back({{"task", r.task},
                     {"trees", r.trees},
                     {"facts", r.facts},
                     {"uses", r.uses},
                     {"leaves_without_uid", r.leaves_without_uid},
                     {"reused", r.reused},
                     {"reused_share", optional_json(r.reused_share)},
                     {"top", std::move(top)}});
  }
  return reuse;
}

std::vector<Table> reuse_tables(const analyze::TreeStatistics& s) {
  Table reuse{"WorldTree facts reused across trees (leaves' meta.worldtree_provenance)",
              {"task", "trees", "facts", "uses", "reused facts", "uses on reused facts",
               "leaves without UID"},
              {},
              "reused: a fact that is a leaf of two trees or more"};
  Table top{"Most used facts", {"task", "uid", "trees", "text"}, {}, ""};
  for (const auto& r : s.reuse) {
    reuse.rows.push_back({where(r.task, ""), to_string(r.trees), to_string(r.facts),
                          to_string(r.uses), to_string(r.reused), optional_text(r.reused_share, 4),
                          to_string(r.leaves_without_uid)});
    for (const auto& f : r.top)
      top.rows.push_back({where(r.task, ""), f.uid, to_string(f.trees), f.text});
  }
  return {std::move(reuse), std::move(top)};
}

}  // namespace

nlohmann::ordered_json tree_stats_json(const analyze::TreeStatistics& s) {
  auto groups = nlohmann::ordered_json::array();
  for (const auto& g : s.groups) {
    auto by_depth = nlohmann::ordered_json::array();
    for (const auto& [depth, trees] : g.by_depth)
      by_depth.push_back({{"depth", depth}, {"trees", trees}});
    const std::size_t proved = g.trees - g.without_proof, with_depth = proved - g.without_depth;
    groups.push_back({{"task", g.task},
                      {"split", g.split},
                      {"trees", g.trees},
                      {"without_proof", g.without_proof},
                      {"steps", summary_json(g.steps, proved)},
                      {"depth", summary_json(g.depth, with_depth)},
                      {"leaves", summary_json(g.leaves, proved)},
                      {"intermediates", summary_json(g.intermediates, proved)},
                      {"distractors", summary_json(g.distractors, g.trees)},
                      {"context", summary_json(g.context, g.trees)},
                      {"without_depth", g.without_depth},
                      {"by_depth", std::move(by_depth)}});
  }
  return {{"source", s.source},
          {"corpus", "entailment-bank"},
          {"groups", std::move(groups)},
          {"reuse", reuse_json(s)}};
}

Document tree_stats_document(const analyze::TreeStatistics& s) {
  Document doc;
  doc.title = "EntailmentBank trees in " + s.source;
  std::size_t trees = 0;
  for (const auto& g : s.groups) trees += g.trees;
  doc.summary = {{"files", to_string(s.groups.size())}, {"trees", to_string(trees)}};
  Table groups{"Trees per task and split (mean, max)",
               {"task, split", "trees", "no proof", "steps", "depth", "leaves", "intermediates",
                "distractors", "context"},
               {},
               "depth: the most steps from a leaf up to the hypothesis; leaves: distinct "
               "context sentences used; steps to intermediates over the trees with a proof"};
  Table depths{"Trees by depth", {"task, split", "depth", "trees"}, {}, ""};
  for (const auto& g : s.groups) {
    const std::size_t proved = g.trees - g.without_proof, with_depth = proved - g.without_depth;
    groups.rows.push_back({where(g.task, g.split), to_string(g.trees), to_string(g.without_proof),
                           summary_text(g.steps, proved), summary_text(g.depth, with_depth),
                           summary_text(g.leaves, proved), summary_text(g.intermediates, proved),
                           summary_text(g.distractors, g.trees), summary_text(g.context, g.trees)});
    for (const auto& [depth, n] : g.by_depth)
      depths.rows.push_back({where(g.task, g.split), to_string(depth), to_string(n)});
    if (g.without_depth > 0)
      depths.rows.push_back({where(g.task, g.split), "none", to_string(g.without_depth)});
    if (g.without_proof > 0)
      depths.rows.push_back({where(g.task, g.split), "no proof", to_string(g.without_proof)});
  }
  doc.tables = {std::move(groups), std::move(depths)};
  for (auto& t : reuse_tables(s)) doc.tables.push_back(std::move(t));
  return doc;
}

DataTables tree_stats_tables(const nlohmann::ordered_json& json) {
  return table_list(
      record_table("groups", json["groups"], {"task", "split", "trees"}, {"by_depth"}),
      nested_record_table("depths", json["groups"], {"task", "split"}, "by_depth",
                          {"task", "split", "depth", "trees"}),
      record_table("reuse", json["reuse"], {"task", "trees", "facts"}, {"top"}),
      nested_record_table("top_facts", json["reuse"], {"task"}, "top",
                          {"task", "uid", "text", "trees"}));
}

nlohmann::ordered_json tree_reuse_json(const analyze::TreeStatistics& s) {
  return {{"source", s.source}, {"corpus", "entailment-bank"}, {"reuse", reuse_json(s)}};
}

Document tree_reuse_document(const analyze::TreeStatistics& s) {
  Document doc;
  doc.title = "WorldTree facts reused by the EntailmentBank trees in " + s.source;
  doc.tables = reuse_tables(s);
  return doc;
}

DataTables tree_reuse_tables(const nlohmann::ordered_json& json) {
  return table_list(record_table("reuse", json["reuse"], {"task", "trees", "facts"}, {"top"}),
                    nested_record_table("top_facts", json["reuse"], {"task"}, "top",
                                        {"task", "uid", "text", "trees"}));
}

nlohmann::ordered_json tree_types_json(const TreeTypesResult& r) {
  auto groups = nlohmann::ordered_json::array();
  for (const auto& g : r.groups) {
    auto categories = nlohmann::ordered_json::array();
    for (const auto& [category, leaves] : g.leaves_by_category) {
      const auto trees = g.trees_by_category.at(category);
      categories.push_back(
          {{"category", category},
           {"leaves", leaves},
           {"leaf_share", static_cast<double>(leaves) / static_cast<double>(g.leaves)},
           {"trees", trees},
           {"tree_share", static_cast<double>(trees) / static_cast<double>(g.trees)}});
    }
    groups.push_back({{"task", g.task},
                      {"split", g.split},
                      {"trees", g.trees},
                      {"leaves", g.leaves},
                      {"categories", std::move(categories)}});
  }
  return {{"source", r.source}, {"corpus", "entailment-bank"}, {"groups", std::move(groups)}};
}

Document tree_types_document(const TreeTypesResult& r) {
  Document doc;
  doc.title = "Knowledge categories of the leaves of the EntailmentBank trees in " + r.source;
  Table t{"Leaves and trees per category",
          {"task, split", "category", "leaves", "share of leaves", "trees", "share of trees"},
          {},
          "a tree counts in each category one of its leaves has; unknown: a leaf without a "
          "WorldTree UID the tablestore knows"};
  for (const auto& g : r.groups)
    for (const auto& [category, leaves] : g.leaves_by_category) {
      const auto trees = g.trees_by_category.at(category);
      t.rows.push_back(
          {where(g.task, g.split), category, to_string(leaves),
           core::format_double(static_cast<double>(leaves) / static_cast<double>(g.leaves), 4),
           to_string(trees),
           core::format_double(static_cast<double>(trees) / static_cast<double>(g.trees), 4)});
    }
  doc.tables.push_back(std::move(t));
  return doc;
}

DataTables tree_types_tables(const nlohmann::ordered_json& json) {
  return table_list(
      nested_record_table(
          "categories", json["groups"], {"task", "split"}, "categories",
          {"task", "split", "category", "leaves", "leaf_share", "trees", "tree_share"}),
      record_table("groups", json["groups"], {"task", "split", "trees", "leaves"}, {"categories"}));
}

}  // namespace explgraph::report

namespace explgraph::report {
namespace {

nlohmann::ordered_json text_or_null(const std::string& text) {
  return text.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(text);
}

}  // namespace

nlohmann::ordered_json tree_show_json(const TreePictures& pictures) {
  auto trees = nlohmann::ordered_json::array();
  for (const auto& p : pictures) {
    auto nodes = nlohmann::ordered_json::array();
    for (const auto& n : p.nodes)
      nodes.push_back({{"id", n.id},
                       {"kind", n.kind},
                       {"text", n.text},
                       {"uid", text_or_null(n.uid)},
                       {"table", text_or_null(n.table)},
                       {"category", text_or_null(n.category)}});
    auto edges = nlohmann::ordered_json::array();
    for (const auto& e : p.edges)
      edges.push_back({{"premise", p.nodes[e.premise].id},
                       {"conclusion", p.nodes[e.conclusion].id},
                       {"shared", e.shared}});
    trees.push_back({{"id", p.id},
                     {"file", p.file},
                     {"line", p.line},
                     {"question", p.question},
                     {"answer", p.answer},
                     {"nodes", std::move(nodes)},
                     {"edges", std::move(edges)},
                     {"unparsed", p.unparsed}});
  }
  return {{"trees", std::move(trees)}};
}

Document tree_show_document(const TreePictures& pictures) {
  Document doc;
  doc.title = pictures.size() == 1 ? "Tree " + pictures.front().id : "Trees";
  for (const auto& p : pictures) {
    Table nodes{"Tree " + p.id + " (" + p.file + ":" + to_string(p.line) + ")",
                {"id", "kind", "category", "uid", "text"},
                {},
                p.question + " " + p.answer};
    for (const auto& n : p.nodes) nodes.rows.push_back({n.id, n.kind, n.category, n.uid, n.text});
    doc.tables.push_back(std::move(nodes));
  }
  return doc;
}

void write_tree_show_text(const TreePictures& pictures, std::ostream& out) {
  for (const auto& p : pictures) {
    out << "Tree " << p.id << " (" << p.file << ":" << p.line << ")\n";
    if (!p.question.empty()) out << "  Q: " << p.question << "\n  A: " << p.answer << "\n";
    for (const auto& n : p.nodes)
      if (n.kind == "leaf")
        out << "  " << n.id << (n.category.empty() ? "" : " [" + n.category + "]") << ": " << n.text
            << "\n";
    std::size_t at = 0;
    while (at < p.edges.size()) {  // a step's edges are consecutive
      const std::size_t conclusion = p.edges[at].conclusion;
      std::vector<std::string> premises;
      for (; at < p.edges.size() && p.edges[at].conclusion == conclusion; ++at)
        premises.push_back(p.nodes[p.edges[at].premise].id +
                           (p.edges[at].shared.empty()
                                ? " (no shared word)"
                                : " (" + core::join(p.edges[at].shared, ", ") + ")"));
      out << "  " << core::join(premises, " & ") << "\n    -> " << p.nodes[conclusion].id << ": "
          << p.nodes[conclusion].text << "\n";
    }
    for (const auto& piece : p.unparsed) out << "  not a step: " << piece << "\n";
    out << "\n";
  }
}

std::vector<std::string> tree_dot_graphs(const TreePictures& pictures) {
  std::vector<std::string> graphs;
  for (const auto& p : pictures) {
    std::string dot = "digraph " + dot_text(p.id) +
                      " {\n  label=" + dot_text(clipped("Tree " + p.id + ": " + p.question, 300)) +
                      "; labelloc=t; rankdir=BT; nodesep=0.3; ranksep=0.5;\n"
                      "  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.2,0.055\"];\n"
                      "  edge [color=\"#666666\", fontname=\"Helvetica\", fontsize=9];\n";
    for (std::size_t i = 0; i < p.nodes.size(); ++i) {
      const auto& n = p.nodes[i];
      const std::string label = n.id + (n.table.empty() ? "" : " · " + n.table) + "\n" +
                                core::word_wrap(clipped(n.text, 300), 36);
      dot += "  n" + to_string(i) + " [label=" + dot_text(label);
      if (n.kind == "leaf")
        dot += ", shape=box, style=\"rounded,filled\", fillcolor=\"" +
               std::string(category_colour(n.category)) + "\"";
      else
        dot +=
            n.kind == "hypothesis" ? ", shape=box, style=bold, peripheries=2" : ", shape=ellipse";
      dot += "];\n";
    }
    for (const auto& e : p.edges)
      dot += "  n" + to_string(e.premise) + " -> n" + to_string(e.conclusion) +
             " [label=" + dot_text(core::join(e.shared, ", ")) + "];\n";
    graphs.push_back(dot + "}\n");
  }
  return graphs;
}

}  // namespace explgraph::report
