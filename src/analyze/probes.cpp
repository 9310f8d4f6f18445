#include "explgraph/analyze/probes.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/random.hpp"
#include "explgraph/core/strings.hpp"
#include "probe_families.hpp"
#include "probe_readings.hpp"
#include "probe_sets.hpp"

namespace explgraph::analyze {
namespace {

using Node = std::uint32_t;

// The UIDs of the edges of one shortest path from the concept `via` was reached from to
// `to` (`via`: each reached concept's edge, as reached_within found it).
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
  kReadingChain,
  kCorrectInWordNet,
  kOtherForm,
  kRepeatedText,
  kKept
};
static_assert(kKept == kProbeFilterRules.size(), "a name in kProbeFilterRules per rule");

// An infinitive ("to breathe in"): a form a reader tells from any other without knowing what
// either means.
bool infinitive(std::string_view text) {
  return text.size() > 3 && (text[0] == 't' || text[0] == 'T') &&
         (text[1] == 'o' || text[1] == 'O') && text[2] == ' ';
}

// One distractor family of a concept: its pool and, once a draw has gone through all of it,
// the entries that were valid distractors (for questions whose validity does not depend on
// the answer).
struct Family {
  std::string name;
  FamilyPool pool;
  std::optional<std::vector<std::size_t>> valid;
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
        filters_(filters) {
    if (!t.wordnet) chains_.emplace(t, readings_);
  }

  const ProbeReadings& readings() const { return readings_; }
  const std::map<ProbeKind, std::size_t>& unaskable() const { return unaskable_; }

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
        const auto reached = reached_within(t_, c, o_.max_hops, up);
        if (reached.empty()) return;
        std::unordered_map<Node, std::uint32_t> via;
        for (const auto& r : reached) via.emplace(r.node, r.via);
        if (chains_) chains_->reach_from(c, up);
        auto families = family_pools(kind, c);
        for (const auto& r : reached) {
          const Question q{kind, c, choice_text(r.node), readings_.key_of(r.node), {r.node}};
          Probe p = base(kind, c, r.hops, path_rows(t_, via, r.node, up));
          p.answer_concept = r.node;
          ask(q, p, families, out);
        }
        break;
      }
      case ProbeKind::kSynonym: {
        if (t_.synonyms[c].empty()) return;
        auto families = family_pools(kind, c);
        for (const auto& s : t_.synonyms[c]) {
          if (!s.stated) continue;  // a `;` alternative: a reading, maybe another concept
          Question q{kind, c, s.display, readings_.key(s.text), readings_.concepts(s.text)};
          if (q.answer_key == readings_.key_of(c)) continue;  // an article or plural variant
          Probe p =
              base(kind, c, std::nullopt,
                   s.uid.empty() ? std::vector<std::string>() : std::vector<std::string>{s.uid});
          ask(q, p, families, out);
        }
        break;
      }
      case ProbeKind::kDefinition:
        if (c < t_.glosses.size() && !t_.glosses[c].empty()) {
          const Question q{kind, c, t_.glosses[c], t_.glosses[c], {}};
          const Probe p = base(kind, c, std::nullopt, {});
          auto families = family_pools(kind, c);
          ask(q, p, families, out);
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

  // The tablestore says "pebbles are a kind of material": "Which of these are pebbles …".
  bool plural(Node c) const { return c < t_.plural.size() && t_.plural[c]; }

  Probe base(ProbeKind kind, Node c, std::optional<std::size_t> hops,
             std::vector<std::string> rows) const {
    Probe p;
    p.kind = kind;
    p.concept_id = c;
    p.hops = hops;
    p.explanation = std::move(rows);
    switch (kind) {
      case ProbeKind::kHypernym:
        p.stem = std::string("Which of these ") + (plural(c) ? "are " : "is ") +
                 concept_phrase(c, true, true) + " a kind of?";
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
  // (synonym, definition), sister-1 … sister-K, random (every concept). Built once per
  // concept: they do not depend on the answer.
  std::vector<Family> family_pools(ProbeKind kind, Node c) {
    std::vector<Family> pools;
    std::vector<Node> near;
    if (kind == ProbeKind::kHypernym || kind == ProbeKind::kHyponym) {
      for (const auto& r : reached_within(t_, c, o_.max_hops, kind == ProbeKind::kHyponym))
        near.push_back(r.node);
      pools.push_back({"opposite-direction", FamilyPool::own(std::move(near)), {}});
    } else {
      for (const bool up : {true, false})
        for (const auto& r : reached_within(t_, c, o_.max_hops, up)) near.push_back(r.node);
      pools.push_back({"isa-neighbours", FamilyPool::own(std::move(near)), {}});
    }
    for (std::size_t depth = 1; depth <= o_.max_hops; ++depth)
      pools.push_back({"sister-" + std::to_string(depth), sister_pools_.family(c, depth), {}});
    pools.push_back({"random", FamilyPool::every_concept(t_.names.size()), {}});
    return pools;
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
  // alternatives, article and plural variants, scoped heads, short names, every WordNet sense
  // of a word).
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
    if (isa && chains_ && chains_->reached(x)) return kReadingChain;
    if (lexicon_ && !lexicon_allows(q, x)) return kCorrectInWordNet;
    // Synonym distractors come from every concept, SYNONYMY's verb phrases among them: one
    // that is an infinitive where the answer is not (or the reverse) is ruled out by its
    // form alone.
    if (q.kind == ProbeKind::kSynonym && infinitive(t_.names[x]) != infinitive(q.answer))
      return kOtherForm;
    // Likewise, with WordNet, a word of another part of speech than the answer's: "Which of
    // these means the same as solid? … frozen" among soup, gas and dew; "Which of these is a
    // kind of change? … expand" among decomposition and radiation.
    if (q.kind != ProbeKind::kDefinition && lexicon_ &&
        lexicon_->other_parts_of_speech(isa ? t_.names[q.answer_concepts.front()] : q.answer,
                                        t_.names[x]))
      return kOtherForm;
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

  // Whether a distractor's validity is the same for every answer of the concept: not for
  // synonyms (the answer's readings and form), nor, with WordNet's parts of speech, for any
  // kind but definitions.
  bool answer_free(const Question& q) const {
    return q.kind == ProbeKind::kDefinition || (q.kind != ProbeKind::kSynonym && !lexicon_);
  }

  // N - 1 distinct valid distractors drawn from a family: by rejection, then, if that stalls,
  // by going once through the whole family, so that a question is asked whenever its family
  // has N - 1 valid distractors. Where validity does not depend on the answer (answer_free),
  // a pass that goes through most of a sparse family remembers its valid entries for the
  // concept's other questions: a hub's thousands of answers do not each go through every
  // concept.
  // Every distinct candidate judged is counted under the rule that removed it.
  std::vector<std::string> draw(const Question& q, Family& family) {
    const std::size_t need = o_.choices - 1;
    const bool remembered = answer_free(q) && family.valid.has_value();
    if (remembered && family.valid->size() < need) return {};
    const std::size_t size = remembered ? family.valid->size() : family.pool.size();
    auto& counts = filters_[q.kind];
    std::vector<std::string> picked;
    std::unordered_set<std::string> keys{q.answer_key};
    std::unordered_map<Node, Rule> judged;  // a candidate drawn again is not judged again
    // The rule of the i-th entry (of the remembered ones, or of the pool), and the pick.
    const auto take = [&](std::size_t i) -> Rule {
      const auto member = family.pool.at(remembered ? (*family.valid)[i] : i);
      if (!member) return kNotInTaxonomy;  // a parent's pool entry outside c's family
      const Node x = *member;
      const auto [at, first] = judged.try_emplace(x, kKept);
      if (!first) return at->second;
      ++counts.candidates;
      Rule rule = judge(q, x);
      const bool definition = q.kind == ProbeKind::kDefinition;
      if (rule == kKept && picked.size() < need &&
          !keys.insert(definition ? t_.glosses[x] : readings_.key_of(x)).second)
        rule = kRepeatedText;
      at->second = rule;
      if (rule != kKept) {
        ++counts.removed[rule];
        return rule;
      }
      if (picked.size() < need)
        picked.push_back(definition ? t_.glosses[x]
                         : q.kind == ProbeKind::kSynonym
                             ? t_.displays[x]  // as the answer: no gloss
                             : choice_text(x));
      return rule;
    };
    for (std::size_t tries = 0; picked.size() < need && tries < 20 * need; ++tries)
      take(static_cast<std::size_t>(random_.below(size)));
    if (picked.size() < need) {
      // Rejection stalled: every entry once, from a random start by a random stride prime
      // to the size (a pseudo-random order, without a permutation's memory), until N - 1
      // are found; past half of the family, to its end, its valid entries then remembered
      // (where they do not depend on the answer), so that no concept goes through a
      // sparse family more than once or twice.
      const bool may_remember = answer_free(q) && !remembered;
      bool remember = false;
      std::vector<std::size_t> valid;
      const std::size_t start = random_.below(size);
      std::size_t stride = 1 + random_.below(size);
      while (std::gcd(stride, size) != 1) stride = stride % size + 1;
      for (std::size_t i = 0, at = start; i < size && (remember || picked.size() < need); ++i) {
        const Rule rule = take(at);
        if (rule == kKept || rule == kRepeatedText) valid.push_back(at);
        remember = may_remember && 2 * (i + 1) >= size;
        at = (at + stride) % size;
      }
      if (remember) family.valid = std::move(valid);
    }
    if (picked.size() < need) picked.clear();
    return picked;
  }

  // The question once per family that can supply its distractors; one that none can is
  // counted, not dropped without a word.
  void ask(const Question& q, const Probe& base, std::vector<Family>& families,
           std::vector<Probe>& out) {
    bool asked = false;
    for (auto& family : families) asked = emit(q, base, family, out) || asked;
    if (!asked) ++unaskable_[q.kind];
  }

  bool emit(const Question& q, const Probe& base, Family& family, std::vector<Probe>& out) {
    if (family.pool.size() == 0) return false;
    auto distractors = draw(q, family);
    if (distractors.empty()) return false;
    Probe p = base;
    p.family = family.name;
    p.answer = static_cast<std::size_t>(random_.below(o_.choices));
    p.choices = std::move(distractors);
    p.choices.insert(p.choices.begin() + static_cast<std::ptrdiff_t>(p.answer), q.answer);
    out.push_back(std::move(p));
    return true;
  }

  const load::Taxonomy& t_;
  const Lexicon* lexicon_;  // null: none
  const ProbeOptions& o_;
  core::Random random_;
  load::Ancestry ancestry_;
  ProbeReadings readings_;
  std::optional<ReadingChains> chains_;  // tablestore taxonomies: from the question's concept
  SisterPools sister_pools_{t_};
  ProbeFilterCounts& filters_;
  std::map<ProbeKind, std::size_t> unaskable_;  // answers no family could give distractors
};

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
  set.short_names_merged = taxonomy.short_names_merged;
  set.options = options;
  ProbeFilterCounts filters;
  Generator generator(taxonomy, source.lexicon.get(), options, filters);
  generator.run(set.probes);
  for (const ProbeKind kind : options.kinds) {
    const auto it = generator.unaskable().find(kind);
    set.unaskable.push_back(
        {probe_kind_name(kind), it == generator.unaskable().end() ? 0 : it->second});
  }
  std::vector<std::string> split_keys;
  for (std::uint32_t c = 0; c < taxonomy.names.size(); ++c)
    split_keys.push_back(taxonomy.wordnet ? taxonomy.keys[c] : generator.readings().key_of(c));
  finish_probe_set(set, split_keys, filters);
  return set;
}

}  // namespace explgraph::analyze
