#include "explgraph/report/show_report.hpp"

#include <map>
#include <sstream>

#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"

namespace explgraph::report {
std::string dot_text(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '\n') {
      out += "\\n";  // a line break in a DOT label
      continue;
    }
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\t' || c == '\r') c = ' ';
    out += c;
  }
  return out + "\"";
}

std::string clipped(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t cut = limit;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "…";
}

namespace {

using Json = nlohmann::ordered_json;
using analyze::ExplanationPicture;
using analyze::PictureEdge;
using analyze::PictureNode;

Json hop_json(const PictureNode& n) {
  return n.hop == graph::kUnreachable ? Json(nullptr) : Json(n.hop);
}

Json text_or_null(const std::string& s) {
  return s.empty() ? Json(nullptr) : Json(s);
}

Json picture_json(const ExplanationPicture& p) {
  Json j;
  j["question"] = p.question;
  j["has_text"] = p.has_text;
  j["missing_text"] = text_or_null(p.missing_text);
  j["depth"] = p.has_text ? Json(p.depth) : Json(nullptr);
  // Without Q and A the graph's figures are undefined (SPEC §2): null, not 0.
  j["isolated_facts"] = p.has_text ? Json(p.isolated_facts) : Json(nullptr);
  j["components"] = p.has_text ? Json(p.components) : Json(nullptr);
  j["qa_joined"] = p.has_text ? Json(p.qa_joined) : Json(nullptr);
  j["dangling_uids"] = p.dangling_uids;
  Json dangling = Json::array();
  for (const auto& d : p.dangling) dangling.push_back({{"id", d.id}, {"role", d.role}});
  j["dangling"] = std::move(dangling);
  Json nodes = Json::array();
  for (const auto& n : p.nodes)
    nodes.push_back({{"id", n.id},
                     {"kind", n.kind},
                     {"table", text_or_null(n.table)},
                     {"category", text_or_null(n.category)},
                     {"role", text_or_null(n.role)},
                     {"hop", hop_json(n)},
                     {"text", n.text}});
  j["nodes"] = std::move(nodes);
  Json edges = Json::array();
  for (const auto& e : p.edges)
    edges.push_back(
        {{"source", p.nodes[e.source].id}, {"target", p.nodes[e.target].id}, {"shared", e.shared}});
  j["edges"] = std::move(edges);
  return j;
}

std::string hop_text(const PictureNode& n) {
  return n.hop == graph::kUnreachable ? "none" : std::to_string(n.hop);
}

// What joins node `i` to the graph: its edges to nodes one hop nearer; for a fact no path
// reaches, every edge it has.
std::vector<std::string> joins(const ExplanationPicture& p, std::size_t i) {
  std::vector<std::string> out;
  const PictureNode& n = p.nodes[i];
  for (const auto& e : p.edges) {
    if (e.source != i && e.target != i) continue;
    const PictureNode& other = p.nodes[e.source == i ? e.target : e.source];
    const bool nearer = n.hop == graph::kUnreachable || (other.hop == n.hop - 1);
    if (nearer) out.push_back(other.id + " by '" + core::join(e.shared, "', '") + "'");
  }
  return out;
}

constexpr std::size_t kLabelBytes = 300, kTooltipBytes = 1000;

// A text of the picture: Q and A as bold ellipses, a fact as a box filled by its category
// (dashed when no path reaches it).
void write_node(const PictureNode& n, std::size_t i, std::ostream& out) {
  const bool fact = n.kind == "fact";
  const std::string text = clipped(n.text, kLabelBytes);
  std::string label = fact ? n.id + "\n" + n.table + (n.role.empty() ? "" : " · " + n.role) + "\n" +
                                 core::word_wrap(text, 36)
                           : n.id + ": " + core::word_wrap(text, 44);
  out << "  n" << i << " [label=" << dot_text(label)
      << ", tooltip=" << dot_text(clipped(n.id + ": " + n.text, kTooltipBytes));
  if (!fact)
    out << ", shape=ellipse, style=bold";
  else
    out << ", shape=box, style=\"rounded,filled" << (n.hop != graph::kUnreachable ? "" : ",dashed")
        << "\", fillcolor=\"" << category_colour(n.category) << "\"";
  out << "];\n";
}

// A UID no table defines: its id and role in a grey dashed box, apart with the facts no
// path reaches (it has no text, so no edges).
void write_dangling(const PictureNode& d, std::size_t i, std::ostream& out) {
  const std::string label = d.id + "\nno table defines it" + (d.role.empty() ? "" : " · " + d.role);
  out << "  d" << i << " [label=" << dot_text(clipped(label, kLabelBytes))
      << ", tooltip=" << dot_text(clipped(d.id + ": cited, but no table defines it", kTooltipBytes))
      << ", shape=box, style=\"rounded,dashed\", color=\"#999999\", fontcolor=\"#555555\"];\n";
}

// Ranks follow hops: each edge runs from the nearer text to the farther, so dot puts hop
// h + 1 below hop h, and an edge within one hop does not constrain the ranks. Shared words
// are external labels (xlabel): Graphviz 2.42 corrupts its heap laying out a label on an
// edge that does not constrain the ranks (on V1's pictures, at once). Graphviz places an
// xlabel clear of nodes but not of edges, so the words Q and A share, side by side on the
// top rank, are a node of their own between them: "Q — words — A" (for facts of one hop,
// such nodes between every pair made V1's pictures three times as wide).
void write_edge(const ExplanationPicture& p, const PictureEdge& e, std::ostream& out) {
  const PictureNode& a = p.nodes[e.source];
  const PictureNode& b = p.nodes[e.target];
  const std::string words = dot_text(clipped(core::join(e.shared, ", "), kLabelBytes));
  if (a.kind != "fact" && b.kind != "fact") {
    out << "  qa [label=" << words
        << ", shape=plaintext, fontsize=9, margin=\"0.02,0\", width=0, height=0];\n"
        << "  { rank=same; n" << e.source << "; qa; n" << e.target << "; }\n"
        << "  n" << e.source << " -- qa -- n" << e.target << ";\n";
    return;
  }
  const bool down =
      a.hop != graph::kUnreachable && (b.hop == graph::kUnreachable || a.hop <= b.hop);
  out << "  n" << (down ? e.source : e.target) << " -- n" << (down ? e.target : e.source)
      << " [xlabel=" << words << ", fontsize=9" << (a.hop == b.hop ? ", constraint=false" : "")
      << "];\n";
}

// One question's graph. No clusters: Graphviz 2.42 (Debian 12) frees memory twice when a
// cluster holds labelled edges that do not constrain the ranks, so each question is its own
// graph, and facts no path reaches are set apart by a dashed outline on the last rank.
void write_picture_dot(const ExplanationPicture& p, std::ostream& out) {
  out << "graph " << dot_text(p.question)
      << " {\n  label=" << dot_text(clipped("Question " + p.question, kLabelBytes))
      << "; labelloc=t; rankdir=TB; nodesep=0.3; ranksep=0.6;\n"
      // Labels are sized by Helvetica's metrics; the wider margin leaves room for the wider
      // fonts a viewer may show instead (DejaVu Sans, the Linux fallback, by about 12%).
      << "  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.2,0.055\"];\n"
      << "  edge [color=\"#666666\"];\n";
  if (!p.has_text)
    out << "  missing [shape=note, label=" << dot_text("no Q and A: " + p.missing_text) << "];\n";
  std::vector<std::size_t> apart;
  for (std::size_t i = 0; i < p.nodes.size(); ++i) {
    if (p.nodes[i].hop == graph::kUnreachable) apart.push_back(i);
    write_node(p.nodes[i], i, out);
  }
  for (std::size_t i = 0; i < p.dangling.size(); ++i) write_dangling(p.dangling[i], i, out);
  if (!apart.empty() || !p.dangling.empty()) {
    out << "  { rank=sink;";
    for (auto i : apart) out << " n" << i << ";";
    for (std::size_t i = 0; i < p.dangling.size(); ++i) out << " d" << i << ";";
    out << " }\n";
  }
  for (const auto& e : p.edges) write_edge(p, e, out);
  out << "}\n";
}

}  // namespace

const char* category_colour(const std::string& category) {
  static const std::map<std::string, const char*> colours = {
      {"RET", "#56B4E9"}, {"RET/LEX", "#9AD0EC"}, {"INSUPP", "#E69F00"}, {"COMPLEX", "#CC79A7"}};
  auto it = colours.find(category);
  return it == colours.end() ? "#DDDDDD" : it->second;
}

Json show_json(const ExplanationPictures& pictures) {
  Json questions = Json::array();
  for (const auto& p : pictures) questions.push_back(picture_json(p));
  Json j;
  j["questions"] = std::move(questions);
  return j;
}

Document show_document(const ExplanationPictures& pictures) {
  Document doc;
  doc.title = "Explanation graphs";
  for (const auto& p : pictures) {
    Table nodes{"Question " + p.question,
                {"id", "kind", "hop", "table", "category", "role", "text"},
                {},
                p.has_text ? "" : "Q and A missing: " + p.missing_text};
    for (const auto& n : p.nodes)
      nodes.rows.push_back({n.id, n.kind, hop_text(n), n.table, n.category, n.role, n.text});
    doc.tables.push_back(std::move(nodes));
    Table edges{"Shared words, " + p.question, {"source", "target", "shared"}, {}, ""};
    for (const auto& e : p.edges)
      edges.rows.push_back(
          {p.nodes[e.source].id, p.nodes[e.target].id, core::join(e.shared, ", ")});
    doc.tables.push_back(std::move(edges));
  }
  return doc;
}

DataTables show_tables(const Json& j) {
  const Json& questions = field(j, "questions");
  return table_list(
      nested_record_table("nodes", questions, {"question"}, "nodes",
                          {"question", "id", "kind", "table", "category", "role", "hop", "text"}),
      nested_record_table("edges", questions, {"question"}, "edges",
                          {"question", "source", "target", "shared"}),
      record_table("questions", questions,
                   {"question", "has_text", "missing_text", "depth", "isolated_facts", "components",
                    "qa_joined", "dangling_uids"},
                   {"nodes", "edges"}));
}

void write_show_text(const ExplanationPictures& pictures, std::ostream& out) {
  bool first = true;
  for (const auto& p : pictures) {
    if (!first) out << "\n";
    first = false;
    out << "Question " << p.question << ": " << (p.nodes.size() - (p.has_text ? 2 : 0))
        << " facts, " << p.edges.size() << (p.edges.size() == 1 ? " edge" : " edges");
    if (p.has_text) out << ", depth " << p.depth << (p.qa_joined ? "" : ", Q and A not joined");
    if (p.isolated_facts > 0) out << ", " << p.isolated_facts << " isolated";
    if (p.dangling_uids > 0) out << ", " << p.dangling_uids << " dangling UID(s)";
    out << "\n";
    if (!p.has_text) out << "  Q and A are missing: " << p.missing_text << "\n";
    std::map<int, std::vector<std::size_t>> by_hop;
    for (std::size_t i = 0; i < p.nodes.size(); ++i) by_hop[p.nodes[i].hop].push_back(i);
    // Reachable hops first (0 = Q and A), then the facts no path reaches.
    std::vector<int> order;
    for (const auto& [hop, members] : by_hop)
      if (hop != graph::kUnreachable) order.push_back(hop);
    if (by_hop.count(graph::kUnreachable)) order.push_back(graph::kUnreachable);
    for (int hop : order) {
      out << (hop == graph::kUnreachable ? std::string("  reached by no path")
                                         : "  hop " + std::to_string(hop))
          << ":\n";
      for (auto i : by_hop[hop]) {
        const PictureNode& n = p.nodes[i];
        out << "    " << n.id;
        if (n.kind == "fact")
          out << " [" << n.table << ", " << n.category << (n.role.empty() ? "" : ", " + n.role)
              << "]";
        out << " " << n.text << "\n";
        if (n.kind != "fact") continue;
        const auto j = joins(p, i);
        out << "      "
            << (j.empty() ? "shares no word with Q, A or another fact"
                          : "joined to " + core::join(j, "; "))
            << "\n";
      }
    }
    if (!p.dangling.empty()) out << "  dangling (cited, but no table defines them):\n";
    for (const auto& d : p.dangling)
      out << "    " << d.id << (d.role.empty() ? "" : " [" + d.role + "]") << "\n";
  }
}

void write_show_dot(const ExplanationPictures& pictures, std::ostream& out) {
  for (const auto& p : pictures) write_picture_dot(p, out);
}

std::vector<std::string> show_dot_graphs(const ExplanationPictures& pictures) {
  std::vector<std::string> graphs;
  for (const auto& p : pictures) {
    std::ostringstream dot;
    write_picture_dot(p, dot);
    graphs.push_back(dot.str());
  }
  return graphs;
}

}  // namespace explgraph::report
