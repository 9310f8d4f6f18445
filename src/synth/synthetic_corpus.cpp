#include "explgraph/synth/synthetic_corpus.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::synth {
namespace {

struct TableSpec {
  const char* name;
  double share;         // of all facts (roughly V1's)
  const char* header;   // columns before the UID
  const char* pattern;  // {0} {1}: words; tabs separate cells
};

const std::vector<TableSpec> kTables{
    {"KINDOF", 0.22, "[FILL] a\tHYPONYM\t[FILL] is a kind of\tHYPERNYM",
     "a\t{0}\tis a kind of\t{1}"},
    {"SYNONYMY", 0.13, "X\t[FILL] means\tY", "{0}\tmeans\t{1}"},
    {"PROPERTIES-GENERIC", 0.08, "OBJECT\t[FILL] is\tPROPERTY", "{0}\tis\t{1}"},
    {"PARTOF", 0.07, "PART\t[FILL] is a part of\tWHOLE", "{0}\tis a part of\t{1}"},
    {"SOURCEOF", 0.05, "SOURCE\t[FILL] is a source of\tRESOURCE", "{0}\tis a source of\t{1}"},
    {"ACTION", 0.09, "AGENT\tACTION\tPATIENT", "{0}\tcan move\t{1}"},
    {"USEDFOR", 0.07, "THING\t[FILL] is used for\tPURPOSE", "{0}\tis used for\t{1}"},
    {"REQUIRES", 0.05, "THING\t[FILL] requires\tNEED", "{0}\trequires\t{1}"},
    {"AFFECT", 0.05, "THING\t[FILL] affects\tTHING", "{0}\taffects\t{1}"},
    {"CAUSE", 0.08, "CAUSE\t[FILL] causes\tEFFECT", "{0}\tcauses\t{1}"},
    {"CHANGE", 0.05, "THING\t[FILL] changes into\tTHING", "{0}\tchanges into\t{1}"},
    {"IF-THEN", 0.06, "[FILL] if\tCONDITION\t[FILL] then\tRESULT",
     "if\t{0} grows\tthen\t{1} shrinks"}};

// Roles in V1's proportions (CENTRAL 3.10, GROUNDING 1.38, LEXGLUE 1.47, BACKGROUND 0.12,
// ROLE 0.16, NEG 0.04 per explanation).
const std::vector<std::pair<const char*, double>> kRoles{{"CENTRAL", 3.10}, {"GROUNDING", 1.38},
                                                         {"LEXGLUE", 1.47}, {"BACKGROUND", 0.12},
                                                         {"ROLE", 0.16},    {"NEG", 0.04}};

// Pronounceable pseudo-words ending in a vowel + consonant the stemmer leaves alone.
std::string word(std::size_t i) {
  static const char* onsets[] = {"b", "d", "f", "g", "k", "l",  "m",  "n",
                                 "p", "r", "t", "v", "z", "br", "kl", "tr"};
  static const char* vowels[] = {"a", "e", "i", "o", "u"};
  static const char* codas[] = {"k", "m", "n", "p", "t", "x", "z", "rk"};
  std::string w;
  std::size_t n = i;
  for (int syllable = 0; syllable < 2 || n > 0; ++syllable) {
    w += onsets[n % 16];
    n /= 16;
    w += vowels[n % 5];
    n /= 5;
  }
  return w + codas[i % 8];
}

std::string uid(core::Random& random) {
  static const char* hex = "0123456789abcdef";
  std::string u;
  for (int i = 0; i < 19; ++i) u += (i == 4 || i == 9 || i == 14) ? '-' : hex[random.below(16)];
  return u;
}

std::string fill(std::string pattern, const std::string& a, const std::string& b) {
  pattern.replace(pattern.find("{0}"), 3, a);
  pattern.replace(pattern.find("{1}"), 3, b);
  return pattern;
}

std::size_t pick(const std::vector<double>& cdf, core::Random& random) {
  double u =
      static_cast<double>(random.below(1ull << 53)) / static_cast<double>(1ull << 53) * cdf.back();
  return static_cast<std::size_t>(std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin());
}

struct Fact {
  std::string uid;
  std::string a, b;  // its two content words
};

// `length` distinct facts by the Zipf law; see generate_synthetic_corpus for the fallback.
std::vector<std::size_t> choose_facts(std::size_t length, const std::vector<double>& zipf_cdf,
                                      const std::vector<std::uint32_t>& order,
                                      core::Random& random) {
  std::vector<std::size_t> chosen;
  std::size_t repeats = 0, next_unchosen = 0;
  auto taken = [&](std::size_t f) {
    return std::find(chosen.begin(), chosen.end(), f) != chosen.end();
  };
  while (chosen.size() < length) {
    std::size_t f = order[std::min(pick(zipf_cdf, random), order.size() - 1)];
    if (taken(f) && ++repeats >= 64) {
      while (taken(order[next_unchosen])) ++next_unchosen;
      f = order[next_unchosen];
    }
    if (!taken(f)) chosen.push_back(f);
  }
  return chosen;
}

// Facts: table by share; words drawn uniformly from the vocabulary. Writes the tablestore.
std::vector<Fact> write_tablestore(std::size_t fact_count, std::size_t vocabulary,
                                   core::Random& random, const SynthFileSink& sink) {
  std::vector<Fact> facts;
  std::vector<std::vector<std::size_t>> by_table(kTables.size());
  std::vector<double> table_cdf;
  for (const auto& t : kTables)
    table_cdf.push_back((table_cdf.empty() ? 0 : table_cdf.back()) + t.share);
  for (std::size_t f = 0; f < fact_count; ++f) {
    std::size_t t = std::min(pick(table_cdf, random), kTables.size() - 1);
    by_table[t].push_back(f);
    facts.push_back({uid(random), word(random.below(vocabulary)), word(random.below(vocabulary))});
  }
  sink("tsv/tableindex.txt", [&](std::ostream& index) {
    for (const auto& t : kTables) index << t.name << ".tsv\n";
  });
  for (std::size_t t = 0; t < kTables.size(); ++t)
    sink("tsv/tables/" + std::string(kTables[t].name) + ".tsv", [&](std::ostream& table) {
      table << kTables[t].header << "\t[SKIP] DEP\t[SKIP] UID\n";
      for (std::size_t f : by_table[t])
        table << fill(kTables[t].pattern, facts[f].a, facts[f].b) << "\t\t" << facts[f].uid << '\n';
    });
  return facts;
}

// How questions draw their facts: Zipf over a random permutation of the facts (so popular
// facts fall in every table), and roles by weight.
struct FactDraws {
  std::vector<std::uint32_t> order;
  std::vector<double> zipf_cdf, role_cdf;
};

FactDraws fact_draws(std::size_t fact_count, double zipf, core::Random& random) {
  FactDraws d;
  d.order.resize(fact_count);
  for (std::uint32_t i = 0; i < fact_count; ++i) d.order[i] = i;
  random.sample_prefix(d.order, d.order.size());
  for (std::size_t r = 1; r <= fact_count; ++r)
    d.zipf_cdf.push_back((d.zipf_cdf.empty() ? 0 : d.zipf_cdf.back()) +
                         std::pow(static_cast<double>(r), -zipf));
  for (const auto& [role, weight] : kRoles)
    d.role_cdf.push_back((d.role_cdf.empty() ? 0 : d.role_cdf.back()) + weight);
  return d;
}

// One question's line: its explanation drawn, its stem from the facts' first words, the
// answer from the last fact's second word among three random words. Returns its tokens.
std::size_t write_question(std::size_t q, const std::vector<Fact>& facts, const FactDraws& d,
                           std::size_t vocabulary, core::Random& random, std::ostream& questions) {
  static const char* splits[] = {"Train", "Train", "Train", "Dev", "Test"};
  std::size_t length = 1;
  for (int i = 0; i < 15; ++i) length += random.below(3) == 0;
  std::vector<std::size_t> chosen =
      choose_facts(std::min(length, facts.size()), d.zipf_cdf, d.order, random);
  std::string explanation, stem = "Which";
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    explanation += (i ? " " : "") + facts[chosen[i]].uid + '|' +
                   kRoles[std::min(pick(d.role_cdf, random), kRoles.size() - 1)].first;
    if (i + 1 == chosen.size() || random.below(10) < 9) stem += ' ' + facts[chosen[i]].a;
  }
  std::size_t key = random.below(4);
  std::string text = stem + "?";
  for (std::size_t c = 0; c < 4; ++c)
    text += std::string(" (") + static_cast<char>('A' + c) + ") " +
            (c == key ? facts[chosen.back()].b : word(random.below(vocabulary)));
  questions << "SYN_" << q << '\t' << static_cast<char>('A' + key) << '\t' << 3 + random.below(3)
            << '\t' << splits[random.below(5)] << "\t\t" << explanation << '\t' << text
            << "\tSUCCESS\n";
  return chosen.size();
}

}  // namespace

SynthSummary generate_synthetic_corpus(const SynthOptions& o, const SynthFileSink& sink) {
  if (o.facts < 2 || o.questions < 1)
    throw core::UsageError("--facts and --questions: expected at least 2 facts and 1 question");
  if (!(o.zipf >= 0 && o.zipf <= 10))
    throw core::UsageError("--zipf: expected an exponent from 0 to 10, found " +
                           std::to_string(o.zipf));
  core::Random random(o.seed);
  const std::size_t vocabulary = std::max<std::size_t>(50, o.facts * 3 / 4);
  SynthSummary summary{kTables.size(), o.facts, o.questions, 0};
  const std::vector<Fact> facts = write_tablestore(o.facts, vocabulary, random, sink);
  const FactDraws draws = fact_draws(o.facts, o.zipf, random);
  sink("tsv/questionsAndExplanations.tsv", [&](std::ostream& questions) {
    questions << "QuestionID\tAnswerKey\tschoolGrade\tcategory\tknowledgetype\texplanation\t"
                 "question\tflags\n";
    for (std::size_t q = 0; q < o.questions; ++q)
      summary.tokens += write_question(q, facts, draws, vocabulary, random, questions);
  });
  return summary;
}

}  // namespace explgraph::synth
