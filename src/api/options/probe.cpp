#include "explgraph/api/options/probe.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

analyze::ProbeOptions library_options(const ProbeCommandOptions& o) {
  if (o.output.out.empty())
    throw core::UsageError("--out: give the folder to write the probe set into");
  check_range("--max-hops", o.max_hops, 1, 20);
  check_range("--choices", o.choices, 2, 26);
  analyze::ProbeOptions p;
  p.max_hops = o.max_hops.value;
  p.choices = o.choices.value;
  p.seed = o.seed.value;
  p.train_share = finite_option("--train-share", o.train_share);
  if (p.train_share < 0 || p.train_share > 1)
    throw core::UsageError("--train-share: expected a share of the concepts from 0 to 1, found " +
                           core::format_double(o.train_share, 6));
  if (o.max_train.value > 0) p.max_train = o.max_train.value;
  if (o.max_per_cluster.value > 0) p.max_per_cluster = o.max_per_cluster.value;
  check_range("--sample", o.sample, 0, 1000000);
  p.sample = o.sample.value;
  p.glosses = o.glosses;
  if (p.glosses && (o.wordnet.empty() || corpus_given(o.corpus)))
    throw core::UsageError(
        "--glosses: the choices' glosses are WordNet's synsets'; use it with --wordnet DIR alone "
        "(a tablestore's concepts have no gloss of their own)");
  p.kinds = {analyze::ProbeKind::kHypernym, analyze::ProbeKind::kHyponym,
             analyze::ProbeKind::kSynonym};
  if (!o.wordnet.empty()) p.kinds.push_back(analyze::ProbeKind::kDefinition);
  if (o.kinds.empty()) return p;
  p.kinds.clear();
  for (const auto name : core::split(o.kinds, ',')) {
    const auto kind = core::trim(name);
    bool known = false;
    for (const auto k : {analyze::ProbeKind::kHypernym, analyze::ProbeKind::kHyponym,
                         analyze::ProbeKind::kSynonym, analyze::ProbeKind::kDefinition})
      if (kind == analyze::probe_kind_name(k)) {
        known = true;
        if (std::find(p.kinds.begin(), p.kinds.end(), k) == p.kinds.end()) p.kinds.push_back(k);
      }
    if (!known)
      throw core::UsageError("--kinds: expected hypernym, hyponym, synonym or definition, found " +
                             core::quoted(kind));
  }
  if (o.wordnet.empty() &&
      std::find(p.kinds.begin(), p.kinds.end(), analyze::ProbeKind::kDefinition) != p.kinds.end())
    throw core::UsageError(
        "--kinds definition: definitions need WordNet's glosses; give --wordnet DIR");
  return p;
}

void check_probe_source(bool tables, const std::string& wordnet) {
  if (!tables && wordnet.empty())
    throw core::UsageError(
        "no taxonomy given: use --corpus DIR or --tables PATH (the tablestore's KINDOF and "
        "SYNONYMY tables, with --wordnet DIR for WordNet's glosses), or --wordnet DIR alone");
}

const CommandHelp kProbeHelp{
    "probe",
    "builds controlled multiple-choice probe sets of what a QA model knows, as Richardson and "
    "Sabharwal do (\"What Does My QA Model Know?\", TACL 2020), from the tablestore's taxonomy "
    "(KINDOF: HYPONYM is a kind of HYPERNYM; SYNONYMY) or WordNet's nouns (--wordnet alone, "
    "Debian's wordnet-base): for each concept, every hypernym and hyponym within --max-hops ISA "
    "hops, every synonym the source states (SYNONYMY, a WordNet lemma) and (with WordNet) its "
    "definition, each asked with distractors of one "
    "family per question (opposite-direction, sister-1 ... sister-K, random; never a correct "
    "answer). With --corpus or --tables and --wordnet, the tablestore's concepts are matched to "
    "WordNet senses (the only sense, else the one related to most of the concept's tablestore "
    "neighbours): definitions are that sense's gloss, its other lemmas become synonyms, and no "
    "distractor is a correct answer under any WordNet sense either. Questions are clustered by "
    "kind and concept and split Train/Dev/Test by concept. A concept is one meaning: a tablestore "
    "term without its article (kept for the question), its ';' alternatives readings of it (lists "
    "as often as synonyms: not asked), its SCOPE kept (\"celestial body\"), a short name "
    "(\"sedimentary\" "
    "beside \"sedimentary rock\") the same concept; a WordNet synset, whose gloss the question "
    "shows. ISA "
    "distractors are taxonomy concepts only, and no distractor is a correct answer under any "
    "reading the source gives (synonyms, lemmas, article and plural variants, every sense of the "
    "concept's word) or by a chain of them (a scoped concept a kind of its head, a stated "
    "synonym anywhere in a chain, never two in a row), nor told apart by form (a synonym's "
    "distractors are infinitives only for "
    "an infinitive; with a tablestore and --wordnet, a distractor shares a part of speech with "
    "the answer when WordNet lists both); summary.json's filters count what each rule "
    "removed. Writes "
    "DIR/questions.tsv (a WorldTree questions file with probe_kind, hops, distractor_family, "
    "cluster: accuracy reads it), DIR/probes.jsonl and DIR/summary.json (counts, and the accuracy "
    "of choice-only heuristics against chance: a heuristic well above chance is a probe-artifact "
    "warning). The same seed gives the same bytes.",
    "explgraph probe (--corpus DIR | --tables PATH) [--wordnet DIR] --out DIR [options]\n"
    "       explgraph probe --wordnet DIR --out DIR [options]",
    "\nExamples:\n"
    "  explgraph probe --corpus corpus --out probes\n"
    "  explgraph probe --corpus corpus --kinds hypernym,hyponym --max-hops 2 "
    "--choices 4 --out probes-isa\n"
    "  explgraph probe --corpus corpus --wordnet /usr/share/wordnet --out probes-glossed\n"
    "  explgraph probe --corpus corpus --max-train 40 --max-per-cluster 5 --sample 2 --out "
    "probes-capped   # read 2 questions per kind and family\n"};

void add_options(OptionBlocks& blocks, ProbeCommandOptions& o) {
  blocks.own.add_options()(
      "wordnet", po::value(&o.wordnet)->value_name("DIR"),
      "WordNet's database folder (Debian's wordnet-base: /usr/share/wordnet): alone, probes from "
      "its noun synsets; with --corpus or --tables, glosses, synonyms, parts of speech "
      "(index.verb, index.adj, index.adv) and a veto on distractors for the tablestore's "
      "concepts")(
      "kinds", po::value(&o.kinds)->value_name("LIST"),
      "comma-separated: hypernym, hyponym, synonym, definition (needs --wordnet); default all the "
      "source has")("max-hops", po::value(&o.max_hops)->default_value(o.max_hops)->value_name("K"),
                    "hypernym and hyponym answers within K ISA hops (1 to 20)")(
      "choices", po::value(&o.choices)->default_value(o.choices)->value_name("N"),
      "answer choices per question (2 to 26)")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"),
      "seed of the distractors, the answer's position and the split")(
      "train-share", number_value(&o.train_share)->value_name("F"),
      "share of the concepts in Train (0 to 1); the rest halved into Dev and Test")(
      "max-train", po::value(&o.max_train)->default_value(o.max_train)->value_name("N"),
      "at most N Train questions: concepts that do not fit go to Dev or Test (the paper caps "
      "Train at 3000 to keep large held-out sets; 0: no cap)")(
      "max-per-cluster",
      po::value(&o.max_per_cluster)->default_value(o.max_per_cluster)->value_name("N"),
      "at most N questions per cluster (kind and concept), a seeded choice (0: no cap)")(
      "glosses", po::bool_switch(&o.glosses),
      "with --wordnet alone: each hypernym and hyponym choice followed by its gloss, as the "
      "paper shows them")("sample", po::value(&o.sample)->default_value(o.sample)->value_name("N"),
                          "print N questions of each kind and distractor "
                          "family, to read before using the set");
  add_corpus_options(blocks.common, o.corpus);
  add_output_options(blocks.common, o.output);
}

}  // namespace explgraph::options
