#!/usr/bin/env bash
# `probe`'s rules (issue 62) on a hand-written tablestore (tests/fixtures/probe/readings) and a
# hand-written data.noun (tests/fixtures/probe/wordnet), with the questions expected worked out
# by hand from docs/DEFINITIONS.md ("probe"). Each question is asked with --choices one more
# than the distractors it may have, so its choices are exactly the answer and every valid
# distractor: a distractor the rules should have removed, or one they removed wrongly, changes
# the set. What each rule removes is named beside each expectation.
set -euo pipefail
root=$1
py=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$py" - "$root" "$tmp" "$EXPLGRAPH" <<'PY'
import json, os, subprocess, sys
from collections import Counter, defaultdict

root, tmp, explgraph = sys.argv[1:4]
fixtures = os.path.join(root, "tests", "fixtures", "probe")
tables, wordnet = os.path.join(fixtures, "readings"), os.path.join(fixtures, "wordnet")
runs = 0

def probe(*args, code=0):
    global runs
    runs += 1
    out = os.path.join(tmp, f"run{runs}")
    p = subprocess.run([explgraph, "probe", *args, "--out", out], capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stderr)
    if code:
        return p
    probes = [json.loads(l) for l in open(os.path.join(out, "probes.jsonl"))]
    return probes, json.load(open(os.path.join(out, "summary.json"))), p

def expect(source, kind, concept, answer, distractors, family="random", article_stem=None, extra=(),
           key=None):
    """The question about `concept` answered `answer` in `family` has exactly these choices;
    a tuple in `distractors` is one choice that may be any of its texts (one key)."""
    n = len(distractors) + 1
    probes, summary, _ = probe(*source, "--kinds", kind, "--choices", str(n), *extra)
    found = [p for p in probes if p["concept"] == concept and p["answer"] == answer
             and p["distractor_family"] == family and key in (None, p["concept_key"])]
    assert len(found) == 1, (kind, concept, answer, family, len(found))
    p = found[0]
    rest = [c for c in p["choices"] if c != answer]
    assert len(rest) == len(distractors), p
    for d in distractors:
        options = d if isinstance(d, tuple) else (d,)
        assert sum(c in options for c in rest) == 1, (kind, concept, d, p["choices"])
    if article_stem:
        assert p["stem"] == article_stem, (p["stem"], article_stem)
    return p, summary

T = ("--tables", tables)
# Hypernym: ocean -> body of water. Removed: ocean itself (the-concept), body of water and
# environment (correct-answer), surroundings (another-reading: it means environment, s01),
# place (reading-chain: environment means surroundings, a kind of place, k03), delta, rotate,
# turn, creature (not-in-taxonomy); animal and animals are one key.
p, s = expect(T, "hypernym", "ocean", "body of water",
              ["comet", "celestial body", "planet", "steam", "gas", "dog",
               ("animal", "animals"), "cat", "human body", "body"],
              article_stem="Which of these is an ocean a kind of?")
assert p["hops"] == 1 and p["explanation"] == ["k01"] and p["cluster"] == "hypernym:ocean"
rules = {(f["kind"], f["rule"]): f["removed"] for f in s["filters"]}
for rule in ("the-concept", "correct-answer", "another-reading", "not-in-taxonomy"):
    assert rules["hypernym", rule] > 0, (rule, s["filters"])
assert rules["hypernym", "correct-in-wordnet"] == 0 and rules["hypernym", "no-gloss"] == 0
p, _ = expect(T, "hypernym", "ocean", "environment",
              ["comet", "celestial body", "planet", "steam", "gas", "dog",
               ("animal", "animals"), "cat", "human body", "body"])
assert p["hops"] == 2 and p["explanation"] == ["k01", "k02"]
# Hyponym: animal -> dog. Removed: animals (the-concept: its plural), cat (another-reading: a
# kind of animals), creature (not in the taxonomy; it means animal).
expect(T, "hyponym", "animal", "dog",
       ["ocean", "body of water", "environment", "surroundings", "place", "comet",
        "celestial body", "planet", "steam", "gas", "human body", "body"],
       article_stem="Which of these is a kind of animal?")
# Hypernym: comet -> celestial body (SCOPE kept). Removed: body (another-reading: the head
# of celestial body); planet, a sister, stays.
expect(T, "hypernym", "comet", "celestial body",
       ["ocean", "body of water", "environment", "surroundings", "place", "planet", "steam",
        "gas", "dog", ("animal", "animals"), "cat", "human body"],
       article_stem="Which of these is a comet a kind of?")
# Hyponym: body -> human body. Removed: celestial body, comet, planet (another-reading: body
# may be read as celestial body).
expect(T, "hyponym", "body", "human body",
       ["ocean", "body of water", "environment", "surroundings", "place", "steam", "gas",
        "dog", ("animal", "animals"), "cat"])
# Steam;water vapor (one KINDOF cell, row k06) is one concept, but a ';' alternative is a
# reading, not a stated synonym: no synonym question asks it.
probes, _, _ = probe(*T, "--kinds", "synonym", "--choices", "3")
assert probes and not any(q["concept"] == "steam" for q in probes), probes
# Synonym: surroundings -> environment. Removed: environment as a distractor (the-concept).
expect(T, "synonym", "surroundings", "environment",
       ["ocean", "body of water", "place", "comet", "celestial body", "planet", "steam", "gas",
        "dog", ("animal", "animals"), "cat", "human body", "body", "delta", "rotate", "turn",
        "creature"],
       article_stem="Which of these means the same as the surroundings?")
# Synonym: creature -> animal. Removed: animals (the answer's plural).
expect(T, "synonym", "creature", "animal",
       ["ocean", "body of water", "environment", "surroundings", "place", "comet",
        "celestial body", "planet", "steam", "gas", "dog", "cat", "human body", "body", "delta",
        "rotate", "turn"],
       article_stem="Which of these means the same as a creature?")

# Synonym: to breathe in -> to inhale (s04). Removed: every concept that is not an infinitive
# (other-form), so only the other infinitives are left; and no other answer gets one of them
# (the synonym questions above list none).
p, s = expect(T, "synonym", "to breathe in", "to inhale", ["to exhale", "to breathe out"])
assert p["explanation"] == ["s04"], p
form = {(f["kind"], f["rule"]): f["removed"] for f in s["filters"]}
assert form["synonym", "other-form"] > 0, s["filters"]

# The self-loop is said, the deprecated row (fish) skipped, and no article names a concept.
probes, s, p = probe(*T, "--choices", "3")
assert "KINDOF.tsv:11:1: warning: 'delta' is a kind of itself (row k10): a concept cannot be " \
       "asked about as its own kind; the row is dropped [taxonomy-self-loop]" in p.stderr, p.stderr
assert s["self_loops_dropped"] == 1 and s["isa_edges"] == 9 and s["concepts"] == 24, s
names = {q["concept"] for q in probes} | {c for q in probes for c in q["choices"]}
assert "fish" not in names and not any(n.split()[0] in ("a", "an", "the") for n in names), names
# Synonym and definition questions get every family: steam's ISA neighbour (gas) is one.
isa = [q for q in probes if q["probe_kind"] == "synonym" and q["distractor_family"] == "isa-neighbours"]
assert isa and all(set(q["choices"]) - {q["answer"]} <= {"gas", "ocean", "body of water",
       "environment", "place", "comet", "celestial body", "planet", "dog", "animal", "animals",
       "cat", "human body", "body", "surroundings"} for q in isa), isa
# One concept per split, across article and plural variants (animal, animals), every seed.
for seed in range(1, 25):
    probes, _, _ = probe(*T, "--choices", "3", "--seed", str(seed))
    splits = {q["concept"]: q["split"] for q in probes}
    if "animal" in splits and "animals" in splits:
        assert splits["animal"] == splits["animals"], seed
probe(*T, "--strict", code=2)

# ';' alternatives (tests/fixtures/probe/alternatives): WorldTree lists alternatives there as
# often as synonyms ("carnivore; omnivore is a kind of animal", "hail is a kind of
# precipitation; ice"), so only a synonym the source states is asked: steam and water vapor
# (SYNONYMY row s1 states what KINDOF's a2 listed; its explanation is s1), dog and canine.
A = ("--tables", os.path.join(fixtures, "alternatives"))
probes, _, _ = probe(*A, "--kinds", "synonym", "--choices", "3")
asked = {(q["concept"], q["answer"], tuple(q["explanation"])) for q in probes}
assert asked == {("steam", "water vapor", ("s1",)), ("water vapor", "steam", ("s1",)),
                 ("dog", "canine", ("s2",)), ("canine", "dog", ("s2",))}, asked
# The alternatives stay readings: ice (precipitation's) and omnivore (carnivore's) are never
# choices, and hail's distractors are every taxonomy concept not above it.
expect(A, "hypernym", "hail", "precipitation",
       ["carnivore", "animal", "steam", "gas", "dog", "snow", "oxygen", "granite", "rock"])

# Short names (tests/fixtures/probe/short-names): "sedimentary is a kind of rock" beside
# "sedimentary rock" is one concept, sedimentary rock, whichever row names it first; likewise
# igneous, sound (whose own row "sound is a kind of sound energy" goes) and light. No choice is
# a short name, and none is a correct answer under one (before: "sedimentary" was offered as
# a wrong answer to "Which of these is coal a kind of?"). Every other concept keeps its name
# (natural resource, first, kept in place).
S = ("--tables", os.path.join(fixtures, "short-names"))
everything = ["natural resource", "coal", "limestone", "sedimentary rock", "rock", "material", "igneous rock",
              "granite", "wood", "sound energy", "energy", "thunder", "light energy", "sunlight"]
def others(*correct):
    return [x for x in everything if x not in correct]
p, s = expect(S, "hypernym", "coal", "sedimentary rock",
              others("coal", "sedimentary rock", "rock", "material"))
assert p["hops"] == 1 and p["explanation"] == ["s02"], p
assert s["short_names_merged"] == 4 and s["concepts"] == 14 and s["isa_edges"] == 12, s
p, _ = expect(S, "hypernym", "coal", "rock", others("coal", "sedimentary rock", "rock", "material"))
assert p["hops"] == 2 and p["explanation"] == ["s02", "s01"], p
p, _ = expect(S, "hypernym", "granite", "material",
              others("granite", "igneous rock", "rock", "material"))
assert p["hops"] == 3 and p["explanation"] == ["s06", "s05", "s04"], p
expect(S, "hyponym", "rock", "sedimentary rock",
       others("rock", "sedimentary rock", "coal", "limestone", "igneous rock", "granite"))
p, _ = expect(S, "hypernym", "thunder", "energy", others("thunder", "sound energy", "energy"))
assert p["hops"] == 2 and p["explanation"] == ["s10", "s08"], p
p, _ = expect(S, "hyponym", "energy", "light energy",
              others("energy", "sound energy", "thunder", "light energy", "sunlight"))
assert p["explanation"] == ["s12"], p
probes, s, _ = probe(*S, "--choices", "3")
names = {q["concept"] for q in probes} | {c for q in probes for c in q["choices"]}
assert names == set(everything), names ^ set(everything)

W = ("--wordnet", wordnet)
# Hypernym: measure (the first sense) -> entity. Removed: the other measure (the-concept: the
# word), device (another-reading: the other sense of measure is a device); the two lands are
# one key. The stem shows the gloss; the cluster is the synset.
p, s = expect(W, "hypernym", "measure", "entity",
              ["location", "land", "property", "possession", "maneuver", "dog", "Animal", "place"],
              article_stem="Which of these is measure (how much there is of something) a kind of?",
              key="00000600")
assert p["cluster"] == "hypernym:measure@00000600" and p["concept_key"] == "00000600"
assert p["gloss"] == "how much there is of something"
# Hyponym: location -> land. Removed: place (the-concept: another lemma of location), the
# other land (another-reading: the word land names a kind of location), entity stays.
expect(W, "hyponym", "location", "land",
       ["entity", "property", "possession", "measure", "device", "maneuver", "dog", "Animal"],
       article_stem="Which of these is a kind of location (a point or extent in space)?")
# Hypernym: land (the first sense) -> location. Removed: property and possession (another
# sense of land is property, a possession), place (a lemma of location), the other land.
expect(W, "hypernym", "land", "location", ["measure", "device", "maneuver", "dog", "Animal"],
       key="00000300")
# --glosses: each ISA choice with its gloss.
p, _ = expect(W, "hypernym", "land", "location (a point or extent in space)",
              [("measure (how much there is of something)", "measure (a device for measuring)"),
               "device (an instrumentality invented for a purpose)",
               "maneuver (a move made to gain a tactical end)", "dog (a domesticated canine)",
               "Animal (a living organism)"], extra=("--glosses",), key="00000300")
# --glosses glosses ISA choices only: a synonym's answer is a lemma without a gloss, so its
# distractors have none either (else "the choice without a gloss" would answer them all).
probes, _, _ = probe(*W, "--kinds", "synonym", "--choices", "3", "--glosses")
assert probes and all("(" not in c for q in probes for c in q["choices"]), probes[0]
# Clusters are synsets: the two measures are two clusters.
probes, s, _ = probe(*W, "--choices", "3")
clusters = {q["cluster"] for q in probes if q["concept"] == "measure"}
assert {c.split("@")[1] for c in clusters} <= {"00000600", "00000700"} and len(
    {c.split("@")[1] for c in clusters}) == 2, clusters
# A missing hypernym target and a repeated offset are said, not dropped silently.
broken = os.path.join(tmp, "broken"); os.makedirs(broken)
lines = open(os.path.join(wordnet, "data.noun")).read().splitlines()
lines.append("00001400 03 n 01 orphan 0 001 @ 00009999 n 0000 | hypernym missing")
lines.append(lines[6].replace("measure 0", "gauge 0"))
open(os.path.join(broken, "data.noun"), "w").write("\n".join(lines) + "\n")
probes, s, p = probe("--wordnet", broken, "--choices", "3")
assert "data.noun:15:1: warning: 'orphan''s hypernym pointer names synset offset 00009999, which no " \
       "line defines (a truncated or mixed data.noun?); that edge is dropped [wordnet-missing-synset]" in p.stderr, p.stderr
assert "data.noun:16:1: warning: synset offset 00000600 is defined again (first at 00000600); this " \
       "line is dropped [wordnet-repeated-offset]" in p.stderr, p.stderr
assert "gauge" not in {q["concept"] for q in probes}
probe("--wordnet", broken, "--strict", code=2)
p = probe(*T, "--glosses", code=2)
assert "--glosses: the choices' glosses are WordNet's synsets'" in p.stderr, p.stderr

# Parts of speech (tests/fixtures/probe/parts-of-speech: a tablestore and a WordNet whose
# index files list frozen, shiny and solid as adjectives, run and freeze as verbs). With
# WordNet, the distractors of every question but a definition share a part of speech with
# its answer when WordNet lists both (other-form): "solid? frozen" (an adjective) keeps shiny (an adjective)
# and ice cube (not in WordNet), and refuses every noun, run (a noun and a verb) among them.
pos = os.path.join(fixtures, "parts-of-speech")
PT, PW = ("--tables", os.path.join(pos, "tables")), ("--wordnet", os.path.join(pos, "wordnet"))
_, s = expect(PT + PW, "synonym", "solid", "frozen", ["shiny", "ice cube"])
assert {f["rule"]: f["removed"] for f in s["filters"]}["other-form"] > 0, s["filters"]
# "movement? motion" (a noun): every concept but the adjectives frozen and shiny; run, a noun
# and a verb, shares the noun.
expect(PT + PW, "synonym", "movement", "motion",
       ["solid", "gas", "state", "soup", "food", "dew", "water", "appearance", "run", "ice cube"])
# The same for hypernym and hyponym questions: "ice cube? state" (a noun, two hops) refuses
# shiny; "a kind of appearance? shiny" (an adjective) keeps solid (a noun and an adjective)
# and ice cube, and refuses the nouns.
expect(PT + PW, "hypernym", "ice cube", "state",
       ["gas", "soup", "food", "dew", "water", "appearance", "run", "movement"])
expect(PT + PW, "hyponym", "appearance", "shiny", ["solid", "ice cube"])
# Without WordNet nothing says what part of speech a word is: solid's ISA neighbours, a noun
# among them, are its distractors, and no candidate is refused for its form.
_, s = expect(PT, "synonym", "solid", "frozen", ["state", "ice cube"], family="isa-neighbours")
assert {f["rule"]: f["removed"] for f in s["filters"]}["other-form"] == 0, s["filters"]
probes, _, _ = probe(*PT, *PW, "--kinds", "synonym", "--choices", "3")
assert not [q for q in probes if q["concept"] == "solid" and q["distractor_family"] == "isa-neighbours"]
# WordNet's index files are needed beside data.noun, and said so when one is missing.
partial = os.path.join(tmp, "no-adverbs"); os.makedirs(partial)
for name in ("data.noun", "index.verb", "index.adj"):
    open(os.path.join(partial, name), "w").write(open(os.path.join(pos, "wordnet", name)).read())
p = probe(*PT, "--wordnet", partial, code=2)
assert p.stderr == partial + "/index.adv: error: expected WordNet's index.adv beside its data.noun " \
    "(parts of speech keep a synonym question's choices of one form), found no such file; " \
    "Debian's wordnet-base installs both\n", p.stderr
# An empty index, or one holding WordNet's licence alone, is refused as a missing one is
# (issue 79: read as no adverbs, it turned the part-of-speech rule off).
for text in ("", "  1 This software and database is being provided to you, the LICENSEE, by\n"):
    open(os.path.join(partial, "index.adv"), "w").write(text)
    p = probe(*PT, "--wordnet", partial, code=2)
    assert p.stderr == partial + "/index.adv: error: expected WordNet's index.adv beside its " \
        "data.noun (parts of speech keep a synonym question's choices of one form), found no " \
        "index line in it (an empty or truncated copy?); Debian's wordnet-base installs it " \
        "whole\n", p.stderr
# Another file under an index's name (here data.noun's lines) is refused where it differs.
open(os.path.join(partial, "index.adv"), "w").write(open(os.path.join(pos, "wordnet", "data.noun")).read())
p = probe(*PT, "--wordnet", partial, code=2)
assert p.stderr == partial + "/index.adv:2:10: error: expected WordNet's index line (a lemma, then " \
    "'r'), found '03'; is this WordNet's index file?\n", p.stderr

# A hyponym its rows call plural ("pebbles are a kind of rock") is asked with "are"; one its
# rows call both ("fish is a kind of animal", "fish are a kind of food") with "is".
plural = os.path.join(tmp, "plural"); os.makedirs(plural)
open(os.path.join(plural, "KINDOF.tsv"), "w").write(
    "[FILL] a/the\tHYPONYM\t[FILL] is a kind of\tHYPERNYM\t[SKIP] UID\n"
    "\tpebbles\tare a kind of\trock\tp1\n\tgranite\tis a kind of\trock\tp2\n"
    "\tfish\tis a kind of\tanimal\tp3\n\tfish\tare a kind of\tfood\tp4\n"
    "the\tRocky Mountains\tare a kind of\tmountain range\tp5\n\tdog\tis a kind of\tanimal\tp6\n"
    "\tbasalt\tis a kind of\trock\tp7\n")
probes, _, _ = probe("--tables", plural, "--kinds", "hypernym,hyponym", "--choices", "2", "--max-hops", "1")
stems = {(q["probe_kind"], q["concept"]): q["stem"] for q in probes}
assert stems["hypernym", "pebbles"] == "Which of these are pebbles a kind of?", stems
assert stems["hypernym", "rocky mountains"] == "Which of these are the Rocky Mountains a kind of?", stems
assert stems["hypernym", "fish"] == "Which of these is fish a kind of?", stems
assert stems["hypernym", "granite"] == "Which of these is granite a kind of?", stems
assert stems["hyponym", "rock"] == "Which of these is a kind of rock?", stems

# Reading chains (tests/fixtures/probe/chains): a distractor a reader of the rows would call
# correct, through a scoped concept's head, a plural, a stated synonym of an ancestor or
# descendant or a row's ';' alternative, is removed (reading-chain); two synonyms in a row are
# no chain. The taxonomy's concepts: girl, young human (female human), human, mammal, living
# thing, user, person, crops, plant, plants, crop, product, beach, area, city, place, hail,
# precipitation (ice), ice, solid, rock, rain; location is named by SYNONYMY alone.
C = ("--tables", os.path.join(fixtures, "chains"))
# Hypernym: girl -> young human (c01). Removed: human (another-reading: young human's head),
# mammal and living thing (reading-chain: a young human is a human, c02, c03), person
# (reading-chain: human's synonym, s01); user, below person, stays.
p, s = expect(C, "hypernym", "girl", "young human",
              ["user", ("crop", "crops"), ("plant", "plants"), "product", "beach", "area", "city",
               "place", "hail", "precipitation", "ice", "solid", "rock", "rain"])
chain = {(f["kind"], f["rule"]): f["removed"] for f in s["filters"]}
assert chain["hypernym", "reading-chain"] > 0, s["filters"]
# Hyponym: living thing -> mammal. Removed: plants and human (correct-answer), plant (another-
# reading: plants), person (another-reading: human); young human and girl (reading-chain: the
# head), user (reading-chain: person means human), crops and crop (reading-chain: crops are a
# kind of plant, plant is plants, c05, c06).
p, s = expect(C, "hyponym", "living thing", "mammal",
              ["product", "beach", "area", "city", "place", "hail", "precipitation", "ice",
               "solid", "rock", "rain"])
chain = {(f["kind"], f["rule"]): f["removed"] for f in s["filters"]}
assert chain["hyponym", "reading-chain"] > 0, s["filters"]
# Hyponym: place -> city. Removed: area (another-reading: area and place both name location);
# beach stays: a beach is a kind of area, area means location and location means place, two
# synonyms in a row ("area means climate" and "climate means ecosystem" in WorldTree would
# make a beach an ecosystem).
expect(C, "hyponym", "place", "city",
       ["beach", "girl", "young human", "human", "mammal", "living thing", "user", "person",
        ("crop", "crops"), ("plant", "plants"), "product", "hail", "precipitation", "ice",
        "solid", "rock", "rain"])
# Hyponym: solid -> rock. Removed: ice (correct-answer), hail (reading-chain: c10 says hail is
# a kind of ice as well as of precipitation); rain and precipitation stay: c10 does not make
# precipitation ice.
expect(C, "hyponym", "solid", "rock",
       ["precipitation", "rain", "girl", "young human", "human", "mammal", "living thing",
        "user", "person", ("crop", "crops"), ("plant", "plants"), "product", "beach", "area",
        "city", "place"])

# --max-per-cluster and --max-train change which questions are kept and where, nothing else.
sample = ("--corpus", os.path.join(root, "corpus"))
full, fs, _ = probe(*sample)
capped, cs, _ = probe(*sample, "--max-per-cluster", "2")
per = Counter(q["cluster"] for q in capped)
assert max(per.values()) == 2 and cs["over_cluster_cap"] == len(full) - len(capped) > 0
assert set(per) == {q["cluster"] for q in full}
def strip(q):
    return {k: v for k, v in q.items() if k not in ("id", "split")}
kept = [strip(q) for q in capped]
it = iter(strip(q) for q in full)
assert all(any(k == x for x in it) for k in kept)  # a subsequence of the full set, in order
small, ss, _ = probe(*sample, "--max-train", "40")
assert [strip(q) for q in small] == [strip(q) for q in full]
assert ss["splits"]["Train"] <= 40 < fs["splits"]["Train"] and ss["moved_from_train"] > 0, ss["splits"]
assert ss["max_train"] == 40 and fs["max_train"] is None
half, hs, _ = probe(*sample, "--train-share", "0.5")
assert hs["splits"]["Train"] < fs["splits"]["Train"]
for bad, message in ((("--train-share", "1.5"), "--train-share: expected a share of the concepts from 0 to 1"),
                     (("--train-share", "nan"), "--train-share: expected a finite number")):
    p = probe(*sample, *bad, code=2)
    assert message in p.stderr, p.stderr
# --sample: N questions of each kind and family, printed to read, the answer starred.
probes, s, p = probe(*sample, "--sample", "2")
groups = Counter((q["probe_kind"], q["distractor_family"]) for q in probes)
shown = Counter((x["probe_kind"], x["distractor_family"]) for x in s["sample"])
assert shown == {g: min(2, n) for g, n in groups.items()}, (shown, groups)
for x in s["sample"]:
    q = next(q for q in probes if q["id"] == x["id"])
    assert f"\n  {q['stem']}\n" in p.stdout and f"  *({q['answer_key']}) {q['answer']}\n" in p.stdout
print(f"probe rules: {runs} runs, every expected question found")
PY
