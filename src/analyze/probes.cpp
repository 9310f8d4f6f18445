#include "explgraph/analyze/probes.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/random.hpp"

namespace explgraph::analyze {
namespace {

using Node = std::uint32_t;

// Concepts reached from one concept within K hops, by breadth-first search: each with its
// distance and the edge it was first reached by (so one shortest path can be read back).
struct Reached {
  Node node;
  std::size_t hops;
  std::uint32_t via;  // edge index
};

std::vector<Reached> within(const load::Taxonomy& t, Node from, std::size_t k, bool up) {
  std::vector<Reached> out;
  std::unordered_set<Node> seen{from};
  std::vector<Node> frontier{from};
  for (std::size_t hops = 1; hops <= k && !frontier.empty(); ++hops) {
    std::vector<Node> next;
    for (const Node n : frontier)
      for (const std::uint32_t e : up ? t.parents[n] : t.children[n]) {
        const Node m = up ? t.edges[e].parent : t.edges[e].child;
        if (!seen.insert(m).second) continue;
        out.push_back({m, hops, e});
        next.push_back(m);
      }
    frontier = std::move(next);
  }
  return out;
}

// The UIDs of the edges of one shortest path from `from` to `to` (as `within` reached it).
std::vector<std::string> path_rows(const load::Taxonomy& t, const std::vector<Reached>& reached,
                                   Node from, Node to, bool up) {
  std::unordered_map<Node, std::uint32_t> via;
  for (const auto& r : reached) via.emplace(r.node, r.via);
  std::vector<std::string> rows;
  for (Node n = to; n != from;) {
    const auto& edge = t.edges[via.at(n)];
    if (!edge.uid.empty()) rows.push_back(edge.uid);
    n = up ? edge.child : edge.parent;
  }
  std::reverse(rows.begin(), rows.end());
  return rows;
}

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

class Generator {
 public:
  Generator(const load::Taxonomy& t, const Lexicon* lexicon, const ProbeOptions& o)
      : t_(t), lexicon_(lexicon), o_(o), random_(o.seed), ancestors_(load::ancestor_lists(t)) {
    for (Node n = 0; n < t.names.size(); ++n) by_name_[t.names[n]].push_back(n);
  }

  void run(ProbeSet& set) {
    for (const ProbeKind kind : o_.kinds)
      for (Node c = 0; c < t_.names.size(); ++c) concept_questions(kind, c, set);
  }

 private:
  // What the question's correct answers are, for the distractors' checks.
  struct Question {
    ProbeKind kind;
    Node concept_id;
    std::string answer;
  };

  void concept_questions(ProbeKind kind, Node c, ProbeSet& set) {
    switch (kind) {
      case ProbeKind::kHypernym:
      case ProbeKind::kHyponym: {
        const bool up = kind == ProbeKind::kHypernym;
        const auto reached = within(t_, c, o_.max_hops, up);
        if (reached.empty()) return;
        Question q{kind, c, ""};
        const auto pools = family_pools(kind, c);
        for (const auto& r : reached) {
          q.answer = t_.names[r.node];
          Probe p = base(kind, c, r.hops, path_rows(t_, reached, c, r.node, up));
          p.answer_concept = r.node;
          for (const auto& [family, pool] : pools) emit(q, p, family, pool, set);
        }
        break;
      }
      case ProbeKind::kSynonym: {
        if (t_.synonyms[c].empty()) return;
        const auto pools = family_pools(kind, c);
        for (const auto& s : t_.synonyms[c]) {
          Question q{kind, c, s.text};
          Probe p =
              base(kind, c, std::nullopt,
                   s.uid.empty() ? std::vector<std::string>() : std::vector<std::string>{s.uid});
          for (const auto& [family, pool] : pools) emit(q, p, family, pool, set);
        }
        break;
      }
      case ProbeKind::kDefinition:
        if (c < t_.glosses.size() && !t_.glosses[c].empty()) {
          Question q{kind, c, t_.glosses[c]};
          const Probe p = base(kind, c, std::nullopt, {});
          for (const auto& [family, pool] : family_pools(kind, c)) emit(q, p, family, pool, set);
        }
        break;
    }
  }

  Probe base(ProbeKind kind, Node c, std::optional<std::size_t> hops,
             std::vector<std::string> rows) const {
    Probe p;
    p.kind = kind;
    p.concept_id = c;
    p.hops = hops;
    p.explanation = std::move(rows);
    const std::string& name = t_.names[c];
    switch (kind) {
      case ProbeKind::kHypernym:
        p.stem = "Which of these is " + name + " a kind of?";
        break;
      case ProbeKind::kHyponym:
        p.stem = "Which of these is a kind of " + name + "?";
        break;
      case ProbeKind::kSynonym:
        p.stem = "Which of these means the same as " + name + "?";
        break;
      case ProbeKind::kDefinition:
        p.stem = "Which of these is the definition of " + name + "?";
        break;
    }
    p.cluster = std::string(probe_kind_name(kind)) + ":" + name;
    p.split = probe_split(name, o_.seed);
    return p;
  }

  // The distractor families of c's questions of one kind, each with its pool, in the order
  // each question tries them: opposite direction (hypernym and hyponym), sister-1 … sister-K
  // (sister-1 only for synonyms and definitions), random (an empty pool: every concept). Built
  // once per concept: they do not depend on the answer.
  std::vector<std::pair<std::string, std::vector<Node>>> family_pools(ProbeKind kind,
                                                                      Node c) const {
    std::vector<std::pair<std::string, std::vector<Node>>> pools;
    const bool isa = kind == ProbeKind::kHypernym || kind == ProbeKind::kHyponym;
    if (isa) {
      std::vector<Node> pool;
      for (const auto& r : within(t_, c, o_.max_hops, kind == ProbeKind::kHyponym))
        pool.push_back(r.node);
      pools.emplace_back("opposite-direction", std::move(pool));
    }
    const std::size_t deepest = isa ? o_.max_hops : 1;
    for (std::size_t depth = 1; depth <= deepest; ++depth)
      pools.emplace_back("sister-" + std::to_string(depth), sisters(c, depth));
    pools.emplace_back("random", std::vector<Node>());
    return pools;
  }

  // c's siblings (the other children of its parents), with their descendants to depth - 1.
  std::vector<Node> sisters(Node c, std::size_t depth) const {
    std::vector<Node> pool;
    std::unordered_set<Node> seen{c};
    for (const std::uint32_t up : t_.parents[c])
      for (const std::uint32_t down : t_.children[t_.edges[up].parent]) {
        const Node s = t_.edges[down].child;
        if (!seen.insert(s).second) continue;
        pool.push_back(s);
        for (const auto& r : within(t_, s, depth - 1, false))
          if (seen.insert(r.node).second) pool.push_back(r.node);
      }
    return pool;
  }

  std::string text_of(ProbeKind kind, Node n) const {
    return kind == ProbeKind::kDefinition ? t_.glosses[n] : t_.names[n];
  }

  bool is_ancestor(Node a, Node of) const {
    return std::binary_search(ancestors_[of].begin(), ancestors_[of].end(), a);
  }

  // A distractor must be no correct answer, by concept and by text (a homonym counts).
  bool valid(const Question& q, Node x) const {
    if (x == q.concept_id) return false;
    const std::string text = text_of(q.kind, x);
    if (text.empty() || text == q.answer || text == t_.names[q.concept_id]) return false;
    for (const auto& s : t_.synonyms[q.concept_id])  // c under another name
      if (s.text == text) return false;
    if (lexicon_ && !lexicon_allows(q, text)) return false;
    switch (q.kind) {
      case ProbeKind::kHypernym:
        for (const Node y : by_name_.at(text))
          if (y == q.concept_id || is_ancestor(y, q.concept_id)) return false;
        return true;
      case ProbeKind::kHyponym:
        for (const Node y : by_name_.at(text))
          if (y == q.concept_id || is_ancestor(q.concept_id, y)) return false;
        return true;
      case ProbeKind::kSynonym:
        return true;
      case ProbeKind::kDefinition:
        return text != t_.glosses[q.concept_id];
    }
    return false;
  }

  // WordNet's veto: a distractor true under some sense of the words.
  bool lexicon_allows(const Question& q, const std::string& text) const {
    const std::string& c = t_.names[q.concept_id];
    switch (q.kind) {
      case ProbeKind::kHypernym:
        return !lexicon_->kind_of(c, text) && !lexicon_->synonyms(c, text);
      case ProbeKind::kHyponym:
        return !lexicon_->kind_of(text, c) && !lexicon_->synonyms(c, text);
      case ProbeKind::kSynonym:
        return !lexicon_->synonyms(c, text);
      case ProbeKind::kDefinition:
        return !lexicon_->glosses(text, c);
    }
    return false;
  }

  // N - 1 distinct valid distractors drawn from `pool` (every concept when empty): by
  // rejection, then, if that stalls, from the whole filtered pool.
  std::vector<std::string> draw(const Question& q, const std::vector<Node>& pool) {
    const std::size_t need = o_.choices - 1, size = pool.empty() ? t_.names.size() : pool.size();
    std::vector<std::string> picked;
    std::unordered_set<std::string> texts;
    const auto take = [&](Node x) {
      if (valid(q, x) && texts.insert(text_of(q.kind, x)).second)
        picked.push_back(text_of(q.kind, x));
    };
    for (std::size_t tries = 0; picked.size() < need && tries < 20 * need; ++tries) {
      const auto i = static_cast<std::size_t>(random_.below(size));
      take(pool.empty() ? static_cast<Node>(i) : pool[i]);
    }
    if (picked.size() < need && size <= 4096) {
      std::vector<std::uint32_t> order(size);
      for (std::uint32_t i = 0; i < size; ++i) order[i] = i;
      random_.sample_prefix(order, size);
      for (std::size_t i = 0; i < size && picked.size() < need; ++i)
        take(pool.empty() ? static_cast<Node>(order[i]) : pool[order[i]]);
    }
    if (picked.size() < need) picked.clear();
    return picked;
  }

  void emit(const Question& q, const Probe& base, const std::string& family,
            const std::vector<Node>& pool, ProbeSet& set) {
    if (family != "random" && pool.empty()) return;
    auto distractors = draw(q, pool);
    if (distractors.empty()) return;
    Probe p = base;
    p.family = family;
    p.answer = static_cast<std::size_t>(random_.below(o_.choices));
    p.choices = std::move(distractors);
    p.choices.insert(p.choices.begin() + static_cast<std::ptrdiff_t>(p.answer), q.answer);
    p.id = std::string(probe_kind_name(q.kind)) + "-" + std::to_string(++numbered_[q.kind]);
    set.probes.push_back(std::move(p));
  }

  const load::Taxonomy& t_;
  const Lexicon* lexicon_;  // null: none
  const ProbeOptions& o_;
  core::Random random_;
  std::unordered_map<std::string, std::vector<Node>> by_name_;
  std::vector<std::vector<Node>> ancestors_;  // every ancestor of each concept, sorted
  std::map<ProbeKind, std::size_t> numbered_;
};

void count(ProbeSet& set) {
  std::map<std::tuple<std::size_t, std::size_t, std::string>, std::size_t> counts;
  for (const auto& p : set.probes) {
    const auto kind = static_cast<std::size_t>(
        std::find(set.options.kinds.begin(), set.options.kinds.end(), p.kind) -
        set.options.kinds.begin());
    ++counts[{kind, p.hops ? *p.hops : 0, p.family}];
  }
  for (const auto& [key, n] : counts) {
    const auto& [kind, hops, family] = key;
    const ProbeKind k = set.options.kinds[kind];
    set.counts.push_back({probe_kind_name(k),
                          hops == 0 ? std::nullopt : std::optional<std::size_t>(hops), family, n});
  }
  std::unordered_set<std::string> clusters;
  for (const auto& p : set.probes) clusters.insert(p.cluster);
  set.clusters = clusters.size();
}

// The credit a heuristic scoring each choice earns: 1/t when the answer is among the t
// choices of the best score.
double credit(const Probe& p, const std::vector<double>& scores) {
  const double best = *std::max_element(scores.begin(), scores.end());
  const auto tied = std::count(scores.begin(), scores.end(), best);
  return scores[p.answer] == best ? 1.0 / static_cast<double>(tied) : 0.0;
}

void find_artifacts(ProbeSet& set) {
  for (const ProbeKind kind : set.options.kinds) {
    std::unordered_map<std::string, double> prior;
    for (const auto& p : set.probes)
      if (p.kind == kind && p.split == "Train") prior[p.choices[p.answer]] += 1;
    const char* names[] = {"longest", "shortest", "answer-prior"};
    for (int h = 0; h < 3; ++h) {
      ProbeArtifact a{names[h],
                      probe_kind_name(kind),
                      0,
                      std::nullopt,
                      1.0 / static_cast<double>(set.options.choices),
                      false};
      double sum = 0;
      for (const auto& p : set.probes) {
        if (p.kind != kind || p.split == "Train") continue;
        std::vector<double> scores;
        for (const auto& c : p.choices) {
          const auto length = static_cast<double>(c.size());
          const auto it = prior.find(c);
          scores.push_back(h == 0 ? length : h == 1 ? -length : it == prior.end() ? 0 : it->second);
        }
        sum += credit(p, scores);
        ++a.questions;
      }
      if (a.questions > 0) a.accuracy = sum / static_cast<double>(a.questions);
      a.flagged = a.accuracy && a.questions >= 30 && *a.accuracy >= a.chance + 0.1;
      set.artifacts.push_back(a);
    }
  }
}

}  // namespace

const char* probe_kind_name(ProbeKind kind) {
  switch (kind) {
    case ProbeKind::kHypernym:
      return "hypernym";
    case ProbeKind::kHyponym:
      return "hyponym";
    case ProbeKind::kSynonym:
      return "synonym";
    case ProbeKind::kDefinition:
      return "definition";
  }
  return "";
}

std::string probe_split(const std::string& concept_name, std::uint64_t seed) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
  for (const unsigned char c : concept_name) h = (h ^ c) * 0x100000001b3ULL;
  const std::uint64_t bucket = mix(h ^ mix(seed)) % 10;
  return bucket < 8 ? "Train" : bucket == 8 ? "Dev" : "Test";
}

ProbeSet generate_probes(const ProbeSource& source, const ProbeOptions& options) {
  const load::Taxonomy& taxonomy = source.taxonomy;
  ProbeSet set;
  set.wordnet = source.alignment;
  set.source = taxonomy.source;
  set.taxonomy = &taxonomy;
  set.concepts = taxonomy.names.size();
  set.isa_edges = taxonomy.edges.size();
  set.cycle_edges_dropped = taxonomy.cycle_edges_dropped;
  set.options = options;
  Generator(taxonomy, source.lexicon.get(), options).run(set);
  count(set);
  find_artifacts(set);
  return set;
}

}  // namespace explgraph::analyze
