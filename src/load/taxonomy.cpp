#include "explgraph/load/taxonomy.hpp"

#include <algorithm>
#include <fstream>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
namespace {

// A cell's text as a concept name: lower-cased, runs of spaces as one, trimmed.
std::string concept_text(std::string_view cell) {
  std::string out;
  for (const auto word : core::split_whitespace(cell)) {
    if (!out.empty()) out += ' ';
    out += core::ascii_lower(word);
  }
  return out;
}

class Builder {
 public:
  explicit Builder(Taxonomy& t) : t_(t) {}
  std::uint32_t node(const std::string& name) {
    const auto [at, added] = ids_.try_emplace(name, static_cast<std::uint32_t>(t_.names.size()));
    if (added) {
      t_.names.push_back(name);
      t_.keys.push_back(name);
      t_.parents.emplace_back();
      t_.children.emplace_back();
      t_.synonyms.emplace_back();
    }
    return at->second;
  }
  void edge(std::uint32_t child, std::uint32_t parent, std::string uid) {
    if (child == parent || !seen_.insert({child, parent}).second) return;
    t_.edges.push_back({child, parent, std::move(uid)});
  }

 private:
  Taxonomy& t_;
  std::unordered_map<std::string, std::uint32_t> ids_;
  struct PairHash {
    std::size_t operator()(const std::pair<std::uint32_t, std::uint32_t>& p) const {
      return (static_cast<std::size_t>(p.first) << 32) ^ p.second;
    }
  };
  std::unordered_set<std::pair<std::uint32_t, std::uint32_t>, PairHash> seen_;
};

const Table* find_table(const Tablestore& tables, const char* name) {
  for (const auto& t : tables.tables)
    if (core::iequals(t.name, name)) return &t;
  return nullptr;
}

struct TableColumns {
  std::vector<std::string> header;
  std::size_t uid = SIZE_MAX, dep = SIZE_MAX;
  std::size_t find(const char* name) const {
    for (std::size_t i = 0; i < header.size(); ++i)
      if (core::iequals(header[i], name)) return i;
    return SIZE_MAX;
  }
};

// Reads a table's file again, handing each active row's cells to `row` (header first).
template <typename Row>
void read_cells(const Table& table, TableColumns& columns, Row row) {
  InputFile in(table.path);
  core::Diagnostics ignored;  // the tablestore's reading warned about these lines already
  TsvReader reader(in.stream(), in.name(), ignored);
  TsvRecord record;
  bool header = true;
  while (reader.next(record)) {
    if (header) {
      for (const auto& f : record.fields) columns.header.emplace_back(core::trim(f));
      columns.uid = columns.find("[SKIP] UID");
      columns.dep = columns.find("[SKIP] DEP");
      header = false;
      continue;
    }
    const auto cell = [&](std::size_t c) {
      return c < record.fields.size() ? core::trim(record.fields[c]) : std::string_view();
    };
    if (record.blank() || !cell(columns.dep).empty()) continue;
    row(record, cell);
  }
}

void read_kindof(const Table& table, Builder& build) {
  TableColumns columns;
  std::size_t hyponym = SIZE_MAX, hypernym = SIZE_MAX;
  read_cells(table, columns, [&](const TsvRecord&, const auto& cell) {
    if (hyponym == SIZE_MAX) {
      hyponym = columns.find("HYPONYM");
      hypernym = columns.find("HYPERNYM");
      if (hyponym == SIZE_MAX || hypernym == SIZE_MAX)
        throw core::InputError(table.path +
                               ": error: expected the columns HYPONYM and HYPERNYM "
                               "of WorldTree's KINDOF table, found none (its header: " +
                               std::to_string(columns.header.size()) + " columns)");
    }
    const std::string child = concept_text(cell(hyponym)), parent = concept_text(cell(hypernym));
    if (child.empty() || parent.empty()) return;
    const std::uint32_t hyponym_id = build.node(child);  // concepts numbered as first named
    build.edge(hyponym_id, build.node(parent), std::string(cell(columns.uid)));
  });
}

// SYNONYMY: the data cells before the first [FILL] column mean those after it.
void read_synonymy(const Table& table, Builder& build, Taxonomy& t) {
  TableColumns columns;
  read_cells(table, columns, [&](const TsvRecord& record, const auto& cell) {
    std::string left, right;
    bool after = false;
    for (std::size_t c = 0; c < columns.header.size() && c < record.fields.size(); ++c) {
      const std::string& h = columns.header[c];
      if (h.rfind("[SKIP]", 0) == 0) continue;
      if (h.rfind("[FILL]", 0) == 0) {
        after = after || !left.empty();
        continue;
      }
      std::string& side = after ? right : left;
      const auto text = cell(c);
      if (!text.empty()) side += (side.empty() ? "" : " ") + std::string(text);
    }
    left = concept_text(left), right = concept_text(right);
    if (left.empty() || right.empty() || left == right) return;
    const std::string uid(cell(columns.uid));
    const std::uint32_t left_id = build.node(left), right_id = build.node(right);
    t.synonyms[left_id].push_back({right, uid});
    t.synonyms[right_id].push_back({left, uid});
  });
}

void index_edges(Taxonomy& t) {
  for (auto& p : t.parents) p.clear();
  for (auto& c : t.children) c.clear();
  for (std::uint32_t e = 0; e < t.edges.size(); ++e) {
    t.parents[t.edges[e].child].push_back(e);
    t.children[t.edges[e].parent].push_back(e);
  }
}

}  // namespace

std::vector<std::vector<std::uint32_t>> ancestor_lists(const Taxonomy& t) {
  std::vector<std::vector<std::uint32_t>> lists(t.names.size());
  std::vector<std::uint32_t> seen(t.names.size(), UINT32_MAX);  // the walk that last saw it
  for (std::uint32_t from = 0; from < t.names.size(); ++from) {
    std::vector<std::uint32_t> stack{from};
    seen[from] = from;
    while (!stack.empty()) {
      const std::uint32_t n = stack.back();
      stack.pop_back();
      for (const std::uint32_t e : t.parents[n])
        if (const std::uint32_t up = t.edges[e].parent; seen[up] != from) {
          seen[up] = from;
          lists[from].push_back(up);
          stack.push_back(up);
        }
    }
    std::sort(lists[from].begin(), lists[from].end());
  }
  return lists;
}

void break_cycles(Taxonomy& t, core::Diagnostics& warnings) {
  index_edges(t);
  // Iterative depth-first search over parents; an edge to a concept on the path is dropped.
  enum : std::uint8_t { kNew, kOnPath, kDone };
  std::vector<std::uint8_t> state(t.names.size(), kNew);
  std::vector<bool> dropped(t.edges.size(), false);
  std::vector<std::pair<std::uint32_t, std::size_t>> stack;  // concept, next parent edge
  for (std::uint32_t start = 0; start < t.names.size(); ++start) {
    if (state[start] != kNew) continue;
    stack.push_back({start, 0});
    state[start] = kOnPath;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next == t.parents[node].size()) {
        state[node] = kDone;
        stack.pop_back();
        continue;
      }
      const std::uint32_t e = t.parents[node][next++];
      const std::uint32_t parent = t.edges[e].parent;
      if (state[parent] == kOnPath) {
        dropped[e] = true;
        ++t.cycle_edges_dropped;
        warnings.warn(t.source, 0, 0, "taxonomy-cycle",
                      core::quoted(t.names[node]) + " is a kind of " +
                          core::quoted(t.names[parent]) +
                          (t.edges[e].uid.empty() ? "" : " (row " + t.edges[e].uid + ")") +
                          " closes a cycle of kinds; that edge is dropped");
      } else if (state[parent] == kNew) {
        state[parent] = kOnPath;
        stack.push_back({parent, 0});
      }
    }
  }
  std::vector<IsaEdge> kept;
  for (std::size_t e = 0; e < t.edges.size(); ++e)
    if (!dropped[e]) kept.push_back(std::move(t.edges[e]));
  t.edges = std::move(kept);
  index_edges(t);
}

Taxonomy taxonomy_from_tablestore(const Tablestore& tables, core::Diagnostics& warnings) {
  const Table* kindof = find_table(tables, "KINDOF");
  if (kindof == nullptr)
    throw core::InputError(
        "error: expected a KINDOF table in the tablestore (WorldTree's taxonomy: HYPONYM is a "
        "kind of HYPERNYM), found none among its " +
        std::to_string(tables.tables.size()) + " table(s)");
  Taxonomy t;
  t.source = kindof->path;
  Builder build(t);
  read_kindof(*kindof, build);
  if (const Table* synonymy = find_table(tables, "SYNONYMY")) read_synonymy(*synonymy, build, t);
  break_cycles(t, warnings);
  return t;
}

}  // namespace explgraph::load
