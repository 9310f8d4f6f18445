#include "explgraph/analyze/probes.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/random.hpp"
#include "explgraph/core/strings.hpp"
#include "probe_readings.hpp"
#include "probe_sets.hpp"

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

// The UIDs of the edges of one shortest path from the concept `via` was reached from to
// `to` (`via`: each reached concept's edge, as `within` found it).
std::vector<std::string> path_rows(const load::Taxonomy& t,
                                   const std::unordered_map<Node, std::uint32_t>& via, Node to,
                                   bool up) {
  std::vector<std::string> rows;
  for (auto it = via.find(to); it != via.end();) {
    const auto& edge = t.edges[it->second];
    if (!edge.uid.empty()) rows.push_back(edge.uid);
    it = via.find(up ? edge.child : edge.parent);
  }
  std::reverse(rows.begin(), rows.end());
  return rows;
}

// Why a candidate distractor was refused (the index into kProbeFilterRules), or kKept.
enum Rule : std::size_t {
  kTheConcept,
  kNotInTaxonomy,
  kNoGloss,
  kCorrectAnswer,
  kAnotherReading,
  kCorrectInWordNet,
  kRepeatedText,
  kKept
};

class Generator {
 public:
  Generator(const load::Taxonomy& t, const Lexicon* lexicon, const ProbeOptions& o,
            ProbeFilterCounts& filters)
      : t_(t),
        lexicon_(lexicon),
        o_(o),
        random_(o.seed),
        ancestry_(t),
        readings_(t),
        filters_(filters) {}

  const ProbeReadings& readings() const { return readings_; }

  void run(std::vector<Probe>& out) {
    for (const ProbeKind kind : o_.kinds)
      for (Node c = 0; c < t_.names.size(); ++c) concept_questions(kind, c, out);
  }

 private:
  // What the question's correct answers are, for the distractors' checks: the answer's text
  // and the concepts it may name.
  struct Question {
    ProbeKind kind;
    Node concept_id;
    std::string answer, answer_key;
    std::vector<Node> answer_concepts;
  };

  void concept_questions(ProbeKind kind, Node c, std::vector<Probe>& out) {
    switch (kind) {
      case ProbeKind::kHypernym:
      case ProbeKind::kHyponym: {
        const bool up = kind == ProbeKind::kHypernym;
        const auto reached = within(t_, c, o_.max_hops, up);
        if (reached.empty()) return;
        std::unordered_map<Node, std::uint32_t> via;
        for (const auto& r : reached) via.emplace(r.node, r.via);
        const auto pools = family_pools(kind, c);
        for (const auto& r : reached) {
          const Question q{kind, c, choice_text(r.node), readings_.key_of(r.node), {r.node}};
          Probe p = base(kind, c, r.hops, path_rows(t_, via, r.node, up));
          p.answer_concept = r.node;
          for (const auto& [family, pool] : pools) emit(q, p, family, pool, out);
        }
        break;
      }
      case ProbeKind::kSynonym: {
        if (t_.synonyms[c].empty()) return;
        const auto pools = family_pools(kind, c);
        for (const auto& s : t_.synonyms[c]) {
          Question q{kind, c, s.display, readings_.key(s.text), readings_.concepts(s.text)};
          if (q.answer_key == readings_.key_of(c)) continue;  // an article or plural variant
          Probe p =
              base(kind, c, std::nullopt,
                   s.uid.empty() ? std::vector<std::string>() : std::vector<std::string>{s.uid});
          for (const auto& [family, pool] : pools) emit(q, p, family, pool, out);
        }
        break;
      }
      case ProbeKind::kDefinition:
        if (c < t_.glosses.size() && !t_.glosses[c].empty()) {
          const Question q{kind, c, t_.glosses[c], t_.glosses[c], {}};
          const Probe p = base(kind, c, std::nullopt, {});
          for (const auto& [family, pool] : family_pools(kind, c)) emit(q, p, family, pool, out);
        }
        break;
    }
  }

  // The concept as a question names it: its article where the source gives one, its name in
  // the source's case, and (WordNet alone) its gloss.
  std::string concept_phrase(Node c, bool article, bool gloss) const {
    std::string text = article && !t_.articles[c].empty() ? t_.articles[c] + " " : "";
    text += t_.displays[c];
    if (gloss && t_.wordnet && !t_.glosses[c].empty()) text += " (" + t_.glosses[c] + ")";
    return text;
  }

  // A concept as an ISA choice: its name, with its gloss under --glosses.
  std::string choice_text(Node c) const { return concept_phrase(c, false, o_.glosses); }

  Probe base(ProbeKind kind, Node c, std::optional<std::size_t> hops,
             std::vector<std::string> rows) const {
    Probe p;
    p.kind = kind;
    p.concept_id = c;
    p.hops = hops;
    p.explanation = std::move(rows);
    switch (kind) {
      case ProbeKind::kHypernym:
        p.stem = "Which of these is " + concept_phrase(c, true, true) + " a kind of?";
        break;
      case ProbeKind::kHyponym:
        p.stem = "Which of these is a kind of " + concept_phrase(c, false, true) + "?";
        break;
      case ProbeKind::kSynonym:
        p.stem = "Which of these means the same as " + concept_phrase(c, true, true) + "?";
        break;
      case ProbeKind::kDefinition:
        p.stem = "Which of these is the definition of " + concept_phrase(c, true, false) + "?";
        break;
    }
    p.cluster = std::string(probe_kind_name(kind)) + ":" + t_.names[c];
    if (t_.wordnet) p.cluster += "@" + t_.keys[c];  // one synset, not every sense of a word
    return p;
  }

  // The distractor families of c's questions of one kind, each with its pool, in the order
  // each question tries them: opposite direction (hypernym and hyponym) or ISA neighbours
  // (synonym, definition), sister-1 … sister-K, random (an empty pool: every concept). Built
  // once per concept: they do not depend on the answer.
  std::vector<std::pair<std::string, std::vector<Node>>> family_pools(ProbeKind kind,
                                                                      Node c) const {
    std::vector<std::pair<std::string, std::vector<Node>>> pools;
    if (kind == ProbeKind::kHypernym || kind == ProbeKind::kHyponym) {
      std::vector<Node> pool;
      for (const auto& r : within(t_, c, o_.max_hops, kind == ProbeKind::kHyponym))
        pool.push_back(r.node);
      pools.emplace_back("opposite-direction", std::move(pool));
    } else {
      std::vector<Node> pool;
      for (const bool up : {true, false})
        for (const auto& r : within(t_, c, o_.max_hops, up)) pool.push_back(r.node);
      pools.emplace_back("isa-neighbours", std::move(pool));
    }
    for (std::size_t depth = 1; depth <= o_.max_hops; ++depth)
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

  bool any_pair(const std::vector<Node>& xs, const std::vector<Node>& zs, bool x_above) const {
    for (const Node x : xs)
      for (const Node z : zs)
        if (x_above ? ancestry_.at_or_above(x, z) : ancestry_.at_or_above(z, x)) return true;
    return false;
  }

  static bool shares(const std::vector<Node>& a, const std::vector<Node>& b) {
    for (const Node x : a)
      if (std::find(b.begin(), b.end(), x) != b.end()) return true;
    return false;
  }

  // The first rule candidate x fails as a distractor of q, or kKept: a distractor is no
  // correct answer under any reading the source gives (its taxonomy, its synonyms and
  // alternatives, article and plural variants, scoped heads, every WordNet sense of a word).
  Rule judge(const Question& q, Node x) const {
    const Node c = q.concept_id;
    const bool isa = q.kind == ProbeKind::kHypernym || q.kind == ProbeKind::kHyponym;
    const auto& named = readings_.of(x);  // what x's name may name
    if (x == c || std::find(named.begin(), named.end(), c) != named.end()) return kTheConcept;
    if (isa && !t_.in_taxonomy(x)) return kNotInTaxonomy;
    if (q.kind == ProbeKind::kDefinition) {
      if (t_.glosses[x].empty()) return kNoGloss;
      const auto& glossed = readings_.concepts(t_.glosses[x]);  // a gloss that is c's name
      if (std::find(glossed.begin(), glossed.end(), c) != glossed.end()) return kTheConcept;
    }
    const auto& readings = readings_.of(c);  // what c's name may name
    switch (q.kind) {
      case ProbeKind::kHypernym:
        if (ancestry_.at_or_above(x, c)) return kCorrectAnswer;
        if (any_pair(named, readings, true)) return kAnotherReading;
        break;
      case ProbeKind::kHyponym:
        if (ancestry_.at_or_above(c, x)) return kCorrectAnswer;
        if (any_pair(named, readings, false)) return kAnotherReading;
        break;
      case ProbeKind::kSynonym:
        if (shares(named, q.answer_concepts)) return kCorrectAnswer;
        if (shares(named, readings)) return kAnotherReading;
        break;
      case ProbeKind::kDefinition:
        if (t_.glosses[x] == q.answer) return kCorrectAnswer;
        for (const Node z : readings)
          if (t_.glosses[z] == t_.glosses[x]) return kAnotherReading;
        break;
    }
    if (lexicon_ && !lexicon_allows(q, x)) return kCorrectInWordNet;
    return kKept;
  }

  // WordNet's veto: a distractor true under some sense of the words.
  bool lexicon_allows(const Question& q, Node x) const {
    const std::string& c = t_.names[q.concept_id];
    const std::string& text = q.kind == ProbeKind::kDefinition ? t_.glosses[x] : t_.names[x];
    switch (q.kind) {
      case ProbeKind::kHypernym:
        return !lexicon_->kind_of(c, text) && !lexicon_->synonyms(c, text);
      case ProbeKind::kHyponym:
        return !lexicon_->kind_of(text, c) && !lexicon_->synonyms(c, text);
      case ProbeKind::kSynonym:
        return !lexicon_->synonyms(c, text) &&
               !lexicon_->synonyms(core::ascii_lower(q.answer), text);
      case ProbeKind::kDefinition:
        return !lexicon_->glosses(text, c);
    }
    return false;
  }

  // N - 1 distinct valid distractors drawn from `pool` (every concept when empty): by
  // rejection, then, if that stalls, from the whole pool, so that a question is asked
  // whenever its family has N - 1 valid distractors. Every distinct candidate judged is
  // counted under the rule that removed it.
  std::vector<std::string> draw(const Question& q, const std::vector<Node>& pool) {
    const std::size_t need = o_.choices - 1, size = pool.empty() ? t_.names.size() : pool.size();
    auto& counts = filters_[q.kind];
    std::vector<std::string> picked;
    std::unordered_set<std::string> keys{q.answer_key};
    std::unordered_set<Node> examined;  // a candidate drawn again is neither judged nor counted
    const auto take = [&](Node x) {
      if (!examined.insert(x).second) return;
      ++counts.candidates;
      Rule rule = judge(q, x);
      const bool definition = q.kind == ProbeKind::kDefinition;
      if (rule == kKept && !keys.insert(definition ? t_.glosses[x] : readings_.key_of(x)).second)
        rule = kRepeatedText;
      if (rule != kKept) {
        ++counts.removed[rule];
        return;
      }
      picked.push_back(definition ? t_.glosses[x] : choice_text(x));
    };
    for (std::size_t tries = 0; picked.size() < need && tries < 20 * need; ++tries) {
      const auto i = static_cast<std::size_t>(random_.below(size));
      take(pool.empty() ? static_cast<Node>(i) : pool[i]);
    }
    if (picked.size() < need) {
      // Rejection stalled: every member once, from a random start by a random stride prime
      // to the pool's size (a pseudo-random order, without a permutation's memory).
      const std::size_t start = random_.below(size);
      std::size_t stride = 1 + random_.below(size);
      while (std::gcd(stride, size) != 1) stride = stride % size + 1;
      for (std::size_t i = 0, at = start; i < size && picked.size() < need; ++i) {
        take(pool.empty() ? static_cast<Node>(at) : pool[at]);
        at = (at + stride) % size;
      }
    }
    if (picked.size() < need) picked.clear();
    return picked;
  }

  void emit(const Question& q, const Probe& base, const std::string& family,
            const std::vector<Node>& pool, std::vector<Probe>& out) {
    if (family != "random" && pool.empty()) return;
    auto distractors = draw(q, pool);
    if (distractors.empty()) return;
    Probe p = base;
    p.family = family;
    p.answer = static_cast<std::size_t>(random_.below(o_.choices));
    p.choices = std::move(distractors);
    p.choices.insert(p.choices.begin() + static_cast<std::ptrdiff_t>(p.answer), q.answer);
    out.push_back(std::move(p));
  }

  const load::Taxonomy& t_;
  const Lexicon* lexicon_;  // null: none
  const ProbeOptions& o_;
  core::Random random_;
  load::Ancestry ancestry_;
  ProbeReadings readings_;
  ProbeFilterCounts& filters_;
};

}  // namespace

const std::vector<const char*> kProbeFilterRules = {
    "the-concept",     "not-in-taxonomy",    "no-gloss",     "correct-answer",
    "another-reading", "correct-in-wordnet", "repeated-text"};

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

ProbeSet generate_probes(const ProbeSource& source, const ProbeOptions& options) {
  const load::Taxonomy& taxonomy = source.taxonomy;
  ProbeSet set;
  set.wordnet = source.alignment;
  set.source = taxonomy.source;
  set.taxonomy = &taxonomy;
  set.concepts = taxonomy.names.size();
  set.isa_edges = taxonomy.edges.size();
  set.cycle_edges_dropped = taxonomy.cycle_edges_dropped;
  set.self_loops_dropped = taxonomy.self_loops_dropped;
  set.options = options;
  ProbeFilterCounts filters;
  Generator generator(taxonomy, source.lexicon.get(), options, filters);
  generator.run(set.probes);
  std::vector<std::string> split_keys;
  for (std::uint32_t c = 0; c < taxonomy.names.size(); ++c)
    split_keys.push_back(taxonomy.wordnet ? taxonomy.keys[c] : generator.readings().key_of(c));
  finish_probe_set(set, split_keys, filters);
  return set;
}

}  // namespace explgraph::analyze
