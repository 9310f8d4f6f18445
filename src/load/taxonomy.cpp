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

// One name a cell gives: `display` with runs of spaces as one and its leading article (a, an,
// the) moved to `article`; `name` the same lower-cased.
struct Term {
  std::string name, display, article;
};

Term term(std::string_view text, std::string_view article_cell = {}) {
  Term t;
  for (const auto word : core::split_whitespace(text)) {
    const std::string lower = core::ascii_lower(word);
    if (t.display.empty() && t.article.empty() &&
        (lower == "a" || lower == "an" || lower == "the")) {
      t.article = lower;
      continue;
    }
    if (!t.display.empty()) t.display += ' ';
    t.display += word;
  }
  t.name = core::ascii_lower(t.display);
  if (t.name.empty()) t.article.clear();  // "the" alone is a word, not an article
  if (t.name.empty()) t.name = t.display = core::ascii_lower(core::trim(text));
  if (t.article.empty()) {
    const std::string given = core::ascii_lower(core::trim(article_cell));
    if (given == "a" || given == "an" || given == "the") t.article = given;
  }
  return t;
}

// A cell's `;`-separated alternatives, each a Term (none empty).
std::vector<Term> alternatives(std::string_view cell, std::string_view article_cell = {}) {
  std::vector<Term> out;
  for (const auto piece : core::split(cell, ';'))
    if (Term t = term(piece, article_cell); !t.name.empty()) out.push_back(std::move(t));
  return out;
}

// Adds to `to` each of `names` it lacks, other than the concept's own name.
void add_missing(std::vector<std::string>& to, const std::string& own_name,
                 const std::vector<std::string>& names) {
  for (const auto& n : names)
    if (n != own_name && std::find(to.begin(), to.end(), n) == to.end()) to.push_back(n);
}

class Builder {
 public:
  explicit Builder(Taxonomy& t) : t_(t) {}
  std::uint32_t node(const Term& term) {
    const auto [at, added] =
        ids_.try_emplace(term.name, static_cast<std::uint32_t>(t_.names.size()));
    if (added) {
      t_.names.push_back(term.name);
      t_.displays.push_back(term.display);
      t_.articles.push_back(term.article);
      t_.keys.push_back(term.name);
      t_.parents.emplace_back();
      t_.children.emplace_back();
      t_.synonyms.emplace_back();
      t_.heads.emplace_back();
      t_.short_names.emplace_back();
    } else if (t_.articles[at->second].empty()) {
      t_.articles[at->second] = term.article;
    }
    return at->second;
  }
  // `alias` means what concept `c` means: a `;` alternative (not `stated`), a SYNONYMY
  // partner (stated, also when an alternative named it first).
  void synonym(std::uint32_t c, const Term& alias, const std::string& uid, bool stated) {
    if (alias.name == t_.names[c]) return;
    add_synonym(t_.synonyms[c], {alias.name, alias.display, uid, stated});
  }
  void head(std::uint32_t c, const std::string& name) {
    add_missing(t_.heads[c], t_.names[c], {name});
  }
  void edge(std::uint32_t child, std::uint32_t parent, std::string uid) {
    if (!seen_.insert({child, parent}).second) {
      ++t_.repeated_edges;
      return;
    }
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
  std::size_t find(const char* name, std::size_t from = 0) const {
    for (std::size_t i = from; i < header.size(); ++i)
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

// KINDOF's columns: [FILL] a/the, HYPONYM, [FILL] is a kind of, SCOPE, HYPERNYM, …
struct KindofColumns {
  std::size_t hyponym = SIZE_MAX, hypernym = SIZE_MAX, article = SIZE_MAX, scope = SIZE_MAX;
  std::size_t relation = SIZE_MAX;  // [FILL] is a kind of: "is" or "are"
  void find(const Table& table, const TableColumns& columns) {
    hyponym = columns.find("HYPONYM");
    hypernym = columns.find("HYPERNYM");
    if (hyponym == SIZE_MAX || hypernym == SIZE_MAX)
      throw core::InputError(table.path +
                             ": error: expected the columns HYPONYM and HYPERNYM "
                             "of WorldTree's KINDOF table, found none (its header: " +
                             std::to_string(columns.header.size()) + " columns)");
    if (hyponym > 0 && columns.header[hyponym - 1].rfind("[FILL]", 0) == 0) article = hyponym - 1;
    if (hyponym + 1 < hypernym && columns.header[hyponym + 1].rfind("[FILL]", 0) == 0)
      relation = hyponym + 1;
    // The SCOPE that qualifies the hypernym lies between the two ("celestial" body).
    if (const auto s = columns.find("SCOPE", hyponym + 1); s < hypernym) scope = s;
  }
};

// The hypernym's names: each SCOPE alternative before each HYPERNYM alternative.
std::vector<Term> scoped(const std::vector<Term>& scopes, const std::vector<Term>& heads) {
  if (scopes.empty()) return heads;
  std::vector<Term> out;
  for (const Term& s : scopes)
    for (const Term& h : heads)
      out.push_back(term((s.article.empty() ? "" : s.article + " ") + s.display + " " + h.display));
  return out;
}

// How a row's relation cell speaks of its hyponym: "are a kind of" a plural, else singular.
enum Said : std::uint8_t { kSaidIs = 1, kSaidAre = 2 };
Said said_of(std::string_view relation) {
  const std::string lower = core::ascii_lower(relation);
  return lower.rfind("are ", 0) == 0 || lower == "are" ? kSaidAre : kSaidIs;
}

void read_kindof(const Table& table, Builder& build, Taxonomy& t, core::Diagnostics& warnings) {
  TableColumns columns;
  KindofColumns at;
  std::vector<std::uint8_t> said;  // per concept named as a hyponym: Said bits of its rows
  read_cells(table, columns, [&](const TsvRecord& record, const auto& cell) {
    if (at.hyponym == SIZE_MAX) at.find(table, columns);
    const auto children = alternatives(cell(at.hyponym), cell(at.article));
    const auto heads = alternatives(cell(at.hypernym)), scopes = alternatives(cell(at.scope));
    const auto parents = scoped(scopes, heads);
    if (children.empty() || parents.empty()) return;
    const std::string uid(cell(columns.uid));
    const std::uint32_t child = build.node(children[0]);  // concepts numbered as first named
    const std::uint32_t parent = build.node(parents[0]);
    if (said.size() <= child) said.resize(child + 1, 0);
    said[child] |= said_of(cell(at.relation));
    for (std::size_t i = 1; i < children.size(); ++i) build.synonym(child, children[i], uid, false);
    for (std::size_t i = 1; i < parents.size(); ++i) build.synonym(parent, parents[i], uid, false);
    if (!scopes.empty())
      for (const Term& h : heads) build.head(parent, h.name);
    for (const Term& x : children)
      for (const Term& y : parents)
        if (&x != &children[0] || &y != &parents[0]) t.listed_edges.emplace_back(x.name, y.name);
    if (child == parent) {
      ++t.self_loops_dropped;
      warnings.warn(table.path, record.line, 1, "taxonomy-self-loop",
                    core::quoted(t.names[child]) + " is a kind of itself" +
                        (uid.empty() ? "" : " (row " + uid + ")") +
                        ": a concept cannot be asked about as its own kind; the row is dropped");
      return;
    }
    build.edge(child, parent, uid);
  });
  t.plural.assign(t.names.size(), false);
  for (std::size_t c = 0; c < said.size(); ++c) t.plural[c] = said[c] == kSaidAre;
}

// SYNONYMY: the data cells before the first [FILL] column mean those after it.
void read_synonymy(const Table& table, Builder& build) {
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
    const auto lefts = alternatives(left), rights = alternatives(right);
    if (lefts.empty() || rights.empty()) return;
    const std::string uid(cell(columns.uid));
    const std::uint32_t left_id = build.node(lefts[0]), right_id = build.node(rights[0]);
    for (const Term& x : lefts) build.synonym(left_id, x, uid, true);
    for (const Term& x : rights) {
      build.synonym(left_id, x, uid, true);
      build.synonym(right_id, x, uid, true);
    }
    for (const Term& x : lefts) build.synonym(right_id, x, uid, true);
  });
}

// Keeps the elements of `v` whose index `keep` marks, in order.
template <typename T>
void keep_marked(std::vector<T>& v, const std::vector<bool>& keep) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (!keep[i]) continue;
    if (kept != i) v[kept] = std::move(v[i]);  // not onto itself: that may empty it
    ++kept;
  }
  v.resize(kept);
}

// For each concept, the concept it is a short name of ("sedimentary" → "sedimentary rock"),
// else itself: the first of its edges, in row order, whose "child parent" names a concept. A
// longer name is never shorter again, so following these ends.
std::vector<std::uint32_t> long_names(const Taxonomy& t) {
  std::unordered_map<std::string_view, std::uint32_t> by_name;
  for (std::uint32_t c = 0; c < t.names.size(); ++c) by_name.emplace(t.names[c], c);
  std::vector<std::uint32_t> into(t.names.size());
  for (std::uint32_t c = 0; c < into.size(); ++c) into[c] = c;
  for (const IsaEdge& e : t.edges) {
    if (into[e.child] != e.child) continue;
    const auto it = by_name.find(t.names[e.child] + " " + t.names[e.parent]);
    if (it != by_name.end()) into[e.child] = it->second;
  }
  for (auto& target : into)
    while (into[target] != target) target = into[target];
  return into;
}

// What concept c said of its meaning, handed to y: its name as a short name, its short names,
// heads and synonyms.
void move_names(Taxonomy& t, std::uint32_t c, std::uint32_t y) {
  add_missing(t.short_names[y], t.names[y], {t.names[c]});
  add_missing(t.short_names[y], t.names[y], t.short_names[c]);
  add_missing(t.heads[y], t.names[y], t.heads[c]);
  for (Synonym& s : t.synonyms[c])
    if (s.text != t.names[y]) add_synonym(t.synonyms[y], std::move(s));
}

// Every edge between the concepts `into` maps to, numbered as they will be once the others
// are gone. An edge between a concept and its long name is the merge's own statement and
// goes; one that now repeats another counts as repeated.
void redirect_edges(Taxonomy& t, const std::vector<std::uint32_t>& into,
                    const std::vector<bool>& keep) {
  std::vector<std::uint32_t> renumbered(into.size());
  std::uint32_t next = 0;
  for (std::uint32_t c = 0; c < into.size(); ++c)
    if (keep[c]) renumbered[c] = next++;
  std::vector<IsaEdge> edges;
  std::unordered_set<std::uint64_t> seen;
  for (IsaEdge& e : t.edges) {
    e.child = renumbered[into[e.child]];
    e.parent = renumbered[into[e.parent]];
    if (e.child == e.parent) continue;
    if (!seen.insert(std::uint64_t{e.child} << 32 | e.parent).second) {
      ++t.repeated_edges;
      continue;
    }
    edges.push_back(std::move(e));
  }
  t.edges = std::move(edges);
}

// Merges each concept named short into the concept of its longer name (see the header).
void merge_short_names(Taxonomy& t) {
  const std::vector<std::uint32_t> into = long_names(t);
  std::vector<bool> keep(into.size());
  for (std::uint32_t c = 0; c < into.size(); ++c) keep[c] = into[c] == c;
  if (std::all_of(keep.begin(), keep.end(), [](bool k) { return k; })) return;
  for (std::uint32_t c = 0; c < into.size(); ++c)
    if (!keep[c]) move_names(t, c, into[c]);
  t.short_names_merged = static_cast<std::size_t>(std::count(keep.begin(), keep.end(), false));
  redirect_edges(t, into, keep);
  for (auto* per_concept : {&t.names, &t.displays, &t.articles, &t.keys, &t.glosses, &t.senses})
    keep_marked(*per_concept, keep);
  for (auto* per_concept : {&t.heads, &t.short_names}) keep_marked(*per_concept, keep);
  keep_marked(t.synonyms, keep);
  keep_marked(t.plural, keep);
  keep_marked(t.parents, keep);  // made again from the edges
  keep_marked(t.children, keep);
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

Ancestry::Ancestry(const Taxonomy& t) : post_(t.names.size(), 0), intervals_(t.names.size()) {
  // Depth-first down the children from each unvisited concept: a concept finishes after all
  // its descendants (the taxonomy is acyclic), so each one's intervals are made from its
  // children's, already made.
  std::vector<std::uint32_t> low(t.names.size(), 0);
  std::vector<bool> visited(t.names.size(), false);
  std::vector<std::pair<std::uint32_t, std::size_t>> stack;  // concept, next child edge
  std::uint32_t next_number = 0;
  for (std::uint32_t start = 0; start < t.names.size(); ++start) {
    if (visited[start]) continue;
    visited[start] = true;
    stack.push_back({start, 0});
    low[start] = next_number;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < t.children[node].size()) {
        const std::uint32_t child = t.edges[t.children[node][next++]].child;
        if (visited[child]) continue;
        visited[child] = true;
        low[child] = next_number;
        stack.push_back({child, 0});
        continue;
      }
      const std::uint32_t done = node;
      stack.pop_back();
      post_[done] = next_number++;
      auto& own = intervals_[done];
      own.push_back({low[done], post_[done]});
      for (const std::uint32_t e : t.children[done]) {
        const auto& theirs = intervals_[t.edges[e].child];
        own.insert(own.end(), theirs.begin(), theirs.end());
      }
      std::sort(own.begin(), own.end());
      std::vector<std::pair<std::uint32_t, std::uint32_t>> merged;
      for (const auto& i : own)
        if (!merged.empty() && i.first <= merged.back().second + 1)
          merged.back().second = std::max(merged.back().second, i.second);
        else
          merged.push_back(i);
      merged.shrink_to_fit();
      own = std::move(merged);
    }
  }
}

bool Ancestry::at_or_above(std::uint32_t above, std::uint32_t below) const {
  const auto& in = intervals_[above];
  const std::uint32_t x = post_[below];
  auto it = std::upper_bound(in.begin(), in.end(), std::make_pair(x, UINT32_MAX));
  return it != in.begin() && std::prev(it)->second >= x;
}

bool add_synonym(std::vector<Synonym>& synonyms, Synonym s) {
  const auto same = std::find_if(synonyms.begin(), synonyms.end(),
                                 [&](const Synonym& o) { return o.text == s.text; });
  if (same == synonyms.end()) {
    synonyms.push_back(std::move(s));
    return true;
  }
  if (s.stated && !same->stated) {
    same->uid = std::move(s.uid);  // the row that states it, not the one that listed it
    same->stated = true;
  }
  return false;
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
  read_kindof(*kindof, build, t, warnings);
  if (const Table* synonymy = find_table(tables, "SYNONYMY")) read_synonymy(*synonymy, build);
  t.plural.resize(t.names.size(), false);  // SYNONYMY's own concepts: as KINDOF never said
  merge_short_names(t);
  break_cycles(t, warnings);
  return t;
}

}  // namespace explgraph::load
