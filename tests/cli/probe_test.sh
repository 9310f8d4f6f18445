#!/usr/bin/env bash
# `probe` (issue 46) checked by an independent reading of its sources: the tablestore's KINDOF
# and SYNONYMY tables (the sample corpus and WorldTree V1) and WordNet 3.0's data.noun, parsed
# here afresh. Every gold answer is correct at its stated hops (shortest ISA path), no
# distractor is a correct answer, every family label is true, every (concept, answer) pair
# within K hops is asked, clusters and concepts lie within one split, the counts and artifact
# figures equal the files, the files agree with each other, and the same seed gives the same
# bytes; bad input is refused with exit 2 and nothing created. With --wordnet beside a
# tablestore, each concept's WordNet sense is re-derived here by the documented rule, its gloss
# and lemmas checked, no distractor may be correct under any WordNet sense, and none but a
# definition's may be of another part of speech than its answer (WordNet's index files).
set -euo pipefail
root=$1
py=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
wordnet=/usr/share/wordnet  # Debian's wordnet-base (scripts/install-deps.sh --with-test-tools)
v1="$root/../shared/corpora/worldtree-v1"
"$py" - "$root" "$tmp" "$EXPLGRAPH" "$wordnet" "$v1" <<'PY'
import csv, json, os, re, subprocess, sys
from collections import Counter, defaultdict, deque

root, tmp, explgraph, wordnet, v1 = sys.argv[1:6]
csv.field_size_limit(1 << 30)

def run(*args, code=0):
    p = subprocess.run([explgraph, "probe", *args], capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stderr[-2000:])
    return p

ARTICLES = ("a", "an", "the")
PLURALS = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
           ("ies", "y"), ("s", ""))

def term(text, article_cell=""):
    """(name, display, article) of one name a cell gives, or None."""
    words = text.split()
    article = ""
    if len(words) > 1 and words[0].lower() in ARTICLES:
        article, words = words[0].lower(), words[1:]
    display = " ".join(words)
    if not display:
        return None
    if not article and article_cell.strip().lower() in ARTICLES:
        article = article_cell.strip().lower()
    return display.lower(), display, article

def alternatives(cell, article_cell=""):
    return [t for t in (term(piece, article_cell) for piece in cell.split(";")) if t]

class Taxonomy:
    def __init__(self, wordnet=False):
        self.wordnet = wordnet
        self.name, self.parents, self.children = {}, defaultdict(set), defaultdict(set)
        self.synonyms, self.gloss, self.heads = defaultdict(set), {}, defaultdict(set)
        self.short = defaultdict(set)  # short names: "sedimentary" of "sedimentary rock"
        self.stated = defaultdict(set)  # synonyms the source states (not a ';' alternative)
        self.display, self.article, self.syn_display = {}, {}, defaultdict(dict)

    def node(self, t):
        name, display, article = t
        if name not in self.name:
            self.name[name], self.display[name], self.article[name] = name, display, article
        elif not self.article[name]:
            self.article[name] = article
        return name

    def synonym(self, c, t, stated=True):
        if stated and t[0] != self.name[c]:
            self.stated[c].add(t[0])
        if t[0] != self.name[c]:
            self.synonyms[c].add(t[0])
            self.syn_display[c].setdefault(t[0], t[1])

    def finish(self):
        """The words a reader may take each text for (docs/DEFINITIONS.md, probe: readings)."""
        vocabulary = set()
        for c in self.name:
            vocabulary |= {self.name[c]} | self.synonyms[c] | self.heads[c] | self.short[c]
        def key(text):
            text = text.lower()
            for suffix, replacement in PLURALS:
                if len(text) > len(suffix) and text.endswith(suffix):
                    singular = text[:-len(suffix)] + replacement
                    if not singular.endswith(" ") and singular in vocabulary:
                        return singular
            return text
        self.key, self.by_key = key, defaultdict(set)
        for c in self.name:
            for text in {self.name[c]} | self.synonyms[c] | self.heads[c] | self.short[c]:
                self.by_key[key(text)].add(c)
        self.in_taxonomy = {c for c in self.name if self.parents[c] or self.children[c]}
        return self

    def readings(self, text):
        return self.by_key.get(self.key(text), set())

    def chain(self, c, up):
        """The keys of the concepts a reader's chain reaches from c, up or down
        (docs/DEFINITIONS.md, probe: reading chains): ISA edges, heads and the rows' listed
        alternatives between concepts' keys, and a stated synonym's, never two in a row."""
        if self.wordnet:
            return set()
        if not hasattr(self, "chains"):
            names = {self.key(self.name[x]) for x in self.name}
            step, partner = defaultdict(set), defaultdict(set)
            def edge(a, b):
                a, b = self.key(a), self.key(b)
                if a != b and a in names and b in names:
                    step[a, True].add(b); step[b, False].add(a)
            for x in self.name:
                for p in self.parents[x] | self.heads[x]:
                    edge(self.name[x], p)
                for y in self.stated[x]:
                    a, b = self.key(self.name[x]), self.key(y)
                    if a != b and b in names:
                        partner[a].add(b); partner[b].add(a)
            for a, b in self.listed:
                edge(a, b)
            self.chains = step, partner, {}
        step, partner, made = self.chains
        if (c, up) not in made:
            seen, todo = {(self.key(self.name[c]), False)}, [(self.key(self.name[c]), False)]
            while todo:
                k, by_synonym = todo.pop()
                nexts = [(x, False) for x in step[k, up]]
                nexts += [] if by_synonym else [(x, True) for x in partner[k]]
                for n in nexts:
                    if n not in seen:
                        seen.add(n); todo.append(n)
            made[c, up] = {k for k, _ in seen}
        return made[c, up]

    def split_key(self, c):
        return c if self.wordnet else self.key(self.name[c])

def read_table(path):
    with open(path, newline="", encoding="utf-8", errors="replace") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    header = [h.strip() for h in rows[0]]
    dep = header.index("[SKIP] DEP") if "[SKIP] DEP" in header else None
    uid = header.index("[SKIP] UID")
    return header, [r for r in rows[1:] if any(c.strip() for c in r)
                    and not (dep is not None and dep < len(r) and r[dep].strip())], uid

def tablestore(folder):
    t = Taxonomy()
    header, rows, uid = read_table(os.path.join(folder, "KINDOF.tsv"))
    lo, hi = header.index("HYPONYM"), header.index("HYPERNYM")
    art = lo - 1 if lo > 0 and header[lo - 1].startswith("[FILL]") else None
    scope = next((i for i in range(lo + 1, hi) if header[i] == "SCOPE"), None)
    rel = lo + 1 if lo + 1 < hi and header[lo + 1].startswith("[FILL]") else None
    cell = lambda r, i: r[i].strip() if i is not None and i < len(r) else ""
    edges = []  # (child, parent, uid) in row order
    t.said = defaultdict(set)  # how each hyponym's rows speak of it: "is" or "are" (a kind of)
    t.listed = []  # (child, parent) of a row's ';' alternatives besides its edge
    for r in rows:
        children = alternatives(cell(r, lo), cell(r, art))
        heads, scopes = alternatives(cell(r, hi)), alternatives(cell(r, scope))
        parents = [term((s[2] + " " if s[2] else "") + s[1] + " " + h[1]) for s in scopes for h in heads] or heads
        if not children or not parents:
            continue
        a, b = t.node(children[0]), t.node(parents[0])
        verb = cell(r, rel).lower()
        t.said[a].add("are" if verb == "are" or verb.startswith("are ") else "is")
        for x in children[1:]:
            t.synonym(a, x, stated=False)
        for x in parents[1:]:
            t.synonym(b, x, stated=False)
        if scopes:
            t.heads[b] |= {h[0] for h in heads} - {b}
        t.listed += [(x[0], y[0]) for x in children for y in parents
                     if (x, y) != (children[0], parents[0])]
        if a != b:
            edges.append((a, b, cell(r, uid)))
    syn = os.path.join(folder, "SYNONYMY.tsv")
    if os.path.exists(syn):
        header, rows, uid = read_table(syn)
        for r in rows:
            left, right, after = [], [], False
            for c, h in enumerate(header[:len(r)]):
                if h.startswith("[SKIP]"):
                    continue
                if h.startswith("[FILL]"):
                    after = after or bool(left)
                    continue
                if r[c].strip():
                    (right if after else left).append(r[c].strip())
            lefts, rights = alternatives(" ".join(left)), alternatives(" ".join(right))
            if lefts and rights:
                a, b = t.node(lefts[0]), t.node(rights[0])
                for x in lefts + rights:
                    t.synonym(a, x); t.synonym(b, x)
    merge_short_names(t, edges)
    return t.finish()

def merge_short_names(t, edges):
    """x, a kind of h where "x h" names a concept, is that concept said short: one concept."""
    into = {}
    for a, b, _ in edges:
        if a not in into and a + " " + b in t.name:
            into[a] = a + " " + b
    def final(x):
        while x in into:
            x = into[x]
        return x
    for x in into:
        y = final(x)
        t.short[y] |= ({x} | t.short.pop(x, set())) - {y}
        t.heads[y] |= t.heads.pop(x, set()) - {y}
        for s in t.synonyms.pop(x, set()) - {y}:
            t.synonyms[y].add(s); t.syn_display[y].setdefault(s, t.syn_display[x][s])
        t.stated[y] |= t.stated.pop(x, set()) - {y}
        del t.name[x], t.display[x], t.article[x]
    t.short_names_merged, t.uid_of = len(into), {}
    for a, b, u in edges:
        a, b = final(a), final(b)
        if a != b:
            t.parents[a].add(b); t.children[b].add(a)
            t.uid_of.setdefault((a, b), u)

def read_wordnet(folder):
    t = Taxonomy(wordnet=True)
    for line in open(os.path.join(folder, "data.noun"), encoding="utf-8", errors="replace"):
        if line.startswith(" "):
            continue
        head, _, gloss = line.partition("|")
        f = head.split()
        key, words = f[0], int(f[3], 16)
        lemmas = [f[4 + 2 * i].replace("_", " ") for i in range(words)]
        t.name[key], t.display[key], t.article[key] = lemmas[0].lower(), lemmas[0], ""
        for l in lemmas[1:]:
            if l.lower() != lemmas[0].lower():
                t.synonyms[key].add(l.lower()); t.syn_display[key].setdefault(l.lower(), l)
                t.stated[key].add(l.lower())
        t.gloss[key] = gloss.split(";")[0].strip()
        p = 4 + 2 * words
        for i in range(int(f[p])):
            sym, target, pos = f[p + 1 + 4 * i], f[p + 2 + 4 * i], f[p + 3 + 4 * i]
            if sym in ("@", "@i") and pos == "n" and target != key:
                t.parents[key].add(target); t.children[target].add(key)
    return t.finish()

class Lexicon:  # WordNet's words, their senses and the ISA relations between them
    def __init__(self, wn, folder):
        self.wn, self.senses, self.up = wn, defaultdict(list), {}
        for key in wn.name:  # data.noun's order
            for word in [wn.name[key]] + sorted(wn.synonyms[key]):
                if key not in self.senses[word]:
                    self.senses[word].append(key)
        self.parts = defaultdict(set)  # lemma -> the other parts of speech it is listed under
        for part, name in (("verb", "index.verb"), ("adjective", "index.adj"), ("adverb", "index.adv")):
            for line in open(os.path.join(folder, name), encoding="utf-8", errors="replace"):
                if line.strip() and not line.startswith(" "):
                    self.parts[line.split()[0].replace("_", " ").lower()].add(part)

    def parts_of(self, word):
        word = word.lower()
        return ({"noun"} if self.senses.get(word) else set()) | self.parts.get(word, set())

    def other_parts(self, word, other):  # both listed, under no part of speech in common
        a, b = self.parts_of(word), self.parts_of(other)
        return bool(a) and bool(b) and not (a & b)

    def ancestors(self, key):
        if key not in self.up:
            self.up[key] = set(distances(self.wn, key, True, 10 ** 6))
        return self.up[key]

    def below(self, a, b):
        return a == b or b in self.ancestors(a)

    def kind_of(self, word, other):
        return any(self.below(a, b) for a in self.senses[word] for b in self.senses[other])

    def synonyms(self, word, other):
        return bool(set(self.senses[word]) & set(self.senses[other]))

    def glosses(self, gloss, word):
        return any(self.wn.gloss[s] == gloss for s in self.senses[word])

def align(t, lex):
    """The sense of each tablestore concept (the rule of DEFINITIONS.md), applied to t."""
    chosen, tally = {}, Counter()
    for c in t.name:
        senses = lex.senses.get(c, [])
        if not senses:
            continue
        tally["concepts_in_wordnet"] += 1
        def score(s):
            return (sum(any(lex.below(s, x) for x in lex.senses.get(w, [])) for w in t.parents[c])
                    + sum(any(lex.below(x, s) for x in lex.senses.get(w, [])) for w in t.children[c])
                    + sum(s in lex.senses.get(w, []) for w in t.synonyms[c]))
        scores = [score(s) for s in senses]
        best = max(scores)
        if best == 0:
            tally["unrelated"] += 1
        elif scores.count(best) > 1:
            tally["ambiguous"] += 1
        else:
            chosen[c] = senses[scores.index(best)]
            tally["matched"] += 1
            tally["monosemous"] += len(senses) == 1
    for c, s in chosen.items():
        t.gloss[c] = lex.wn.gloss[s]
        shown = dict(lex.wn.syn_display[s], **{lex.wn.name[s]: lex.wn.display[s]})
        for lemma in {lex.wn.name[s]} | lex.wn.synonyms[s]:
            if lemma != c:
                t.stated[c].add(lemma)  # WordNet states it, or confirms a ';' alternative
            if lemma != c and lemma not in t.synonyms[c]:
                t.synonyms[c].add(lemma); t.syn_display[c].setdefault(lemma, shown[lemma])
                tally["synonyms_added"] += 1
    t.finish()  # the lemmas are readings too
    return chosen, tally

def distances(t, start, up, k):
    seen, frontier, out = {start}, [start], {}
    for hops in range(1, k + 1):
        if not frontier:
            break
        nxt = []
        for n in frontier:
            for m in sorted(t.parents[n] if up else t.children[n]):
                if m not in seen:
                    seen.add(m); out[m] = hops; nxt.append(m)
        frontier = nxt
    return out

def check(t, folder, k, n, source_is_tables, lex=None, chosen=None):
    probes = [json.loads(l) for l in open(os.path.join(folder, "probes.jsonl"))]
    with open(os.path.join(folder, "questions.tsv"), newline="") as f:  # quoted the CSV way
        rows = list(csv.DictReader(f, delimiter="\t"))
    summary = json.load(open(os.path.join(folder, "summary.json")))
    assert len(rows) == len(probes) == summary["questions"] > 0
    assert summary["concepts"] == len(t.name), (summary["concepts"], len(t.name))
    assert summary["short_names_merged"] == getattr(t, "short_names_merged", 0), summary
    ancestors = {}
    def anc(key):
        if key not in ancestors:
            ancestors[key] = set(distances(t, key, True, 10 ** 6))
        return ancestors[key]
    def above(x, z):  # x is z or lies above it
        return x == z or x in anc(z)
    pools = {}
    def sisters(c, depth):
        if (c, depth) not in pools:
            pool = set()
            for p in t.parents[c]:
                for s in t.children[p]:
                    if s != c:
                        pool.add(s); pool.update(distances(t, s, False, depth - 1))
            pool.discard(c)
            pools[c, depth] = pool
        return pools[c, depth]
    def phrase(c, article, gloss):
        text = (t.article[c] + " " if article and t.article[c] else "") + t.display[c]
        return text + (f" ({t.gloss[c]})" if gloss and t.wordnet and t.gloss.get(c) else "")
    def valid(kind, c, answer, d):
        """d, a distractor's text, is correct under no reading the source gives."""
        named, readings = t.readings(d), t.readings(t.name[c])
        if c in named:
            return False
        if kind == "hypernym":
            return not any(above(x, z) for x in named for z in readings) and \
                t.key(d) not in t.chain(c, True)
        if kind == "hyponym":
            return not any(above(z, x) for x in named for z in readings) and \
                t.key(d) not in t.chain(c, False)
        if kind == "synonym":  # nor told apart by form: an infinitive for an infinitive only
            infinitive = lambda x: x.lower().startswith("to ") and len(x) > 3
            return not (named & (readings | t.readings(answer))) and infinitive(d) == infinitive(answer)
        return d != answer and all(t.gloss.get(z) != d for z in readings)
    def vetoed(kind, name, d, answer):  # WordNet's veto, under any sense
        return {"hypernym": lambda: lex.kind_of(name, d) or lex.synonyms(name, d) or lex.other_parts(answer, d),
                "hyponym": lambda: lex.kind_of(d, name) or lex.synonyms(name, d) or lex.other_parts(answer, d),
                "synonym": lambda: lex.synonyms(name, d) or lex.synonyms(answer.lower(), d)
                                   or lex.other_parts(answer, d),  # told apart by form
                "definition": lambda: lex.glosses(d, name)}[kind]()
    asked = set()
    split_of = {}
    for p, row in zip(probes, rows):
        assert row["QuestionID"] == p["id"] and row["AnswerKey"] == p["answer_key"]
        assert row["distractor_family"] == p["distractor_family"] and row["cluster"] == p["cluster"]
        assert row["category"] == p["split"] and row["probe_kind"] == p["probe_kind"]
        assert row["hops"] == ("" if p["hops"] is None else str(p["hops"]))
        choices = p["choices"]
        assert len(choices) == n == len(set(choices)), p
        assert choices["ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(p["answer_key"])] == p["answer"]
        assert row["question"] == p["stem"] + "".join(f" ({chr(65 + i)}) {c}" for i, c in enumerate(choices))
        c, kind, fam = p["concept_key"], p["probe_kind"], p["distractor_family"]
        assert t.name[c] == p["concept"], p
        assert p["cluster"] == kind + ":" + p["concept"] + ("@" + c if t.wordnet else ""), p
        # One split per concept, its article and plural variants with it.
        assert split_of.setdefault(t.split_key(c), p["split"]) == p["split"], p
        assert p["wordnet_sense"] == (chosen or {}).get(c), p
        assert p["gloss"] == (t.gloss.get(c) or None), p
        plural = getattr(t, "said", {}).get(c) == {"are"}  # "pebbles are a kind of material"
        stem = {"hypernym": f"Which of these {'are' if plural else 'is'} {phrase(c, True, True)} a kind of?",
                "hyponym": f"Which of these is a kind of {phrase(c, False, True)}?",
                "synonym": f"Which of these means the same as {phrase(c, True, True)}?",
                "definition": f"Which of these is the definition of {phrase(c, True, False)}?"}[kind]
        assert p["stem"] == stem, (p["stem"], stem)
        distractors = [x for x in choices if x != p["answer"]]
        if kind != "definition":  # no two choices name one thing
            keys = [t.key(x) for x in choices]
            assert len(set(keys)) == len(keys), p
        for d in distractors:
            assert valid(kind, c, p["answer"], d), (p, d)
            assert not lex or not vetoed(kind, p["concept"], d.lower(), p["answer"]), (p, d)
        if kind in ("hypernym", "hyponym"):
            up = kind == "hypernym"
            a = p["answer_concept"]
            assert distances(t, c, up, k).get(a) == p["hops"] and t.display[a] == p["answer"], p
            asked.add((kind, c, a))
            for d in distractors:  # a concept of the taxonomy, not a SYNONYMY term
                assert any(x in t.in_taxonomy for x in t.readings(d) if t.name[x] == d.lower()), (p, d)
            if fam == "opposite-direction":
                opposite = {t.display[x] for x in distances(t, c, not up, k)}
                assert all(d in opposite for d in distractors), p
            if source_is_tables:  # the explanation: the KINDOF rows of one shortest path
                assert len(p["explanation"]) == p["hops"], p
                assert row["explanation"] == " ".join(u + "|CENTRAL" for u in p["explanation"])
        elif kind == "synonym":
            assert p["answer"] in t.syn_display[c].values(), p
            assert t.key(p["answer"]) != t.key(t.name[c]), p
            assert p["answer"].lower() in t.stated[c], p  # never a mere ';' alternative
            asked.add((kind, c, p["answer"]))
        else:
            assert p["answer"] == t.gloss[c], p
        if fam == "isa-neighbours":
            assert kind in ("synonym", "definition"), p
            near = set(distances(t, c, True, k)) | set(distances(t, c, False, k))
            texts = {t.gloss.get(x) if kind == "definition" else t.display[x] for x in near}
            assert all(d in texts for d in distractors), p
        m = re.fullmatch(r"sister-(\d+)", fam)
        if m:
            assert int(m.group(1)) <= k, p
            pool = sisters(c, int(m.group(1)))
            texts = {t.gloss.get(x) if kind == "definition" else t.display[x] for x in pool}
            assert all(d in texts for d in distractors), (p, fam)
        else:
            assert fam in ("random", "opposite-direction", "isa-neighbours"), fam
    # Every (concept, answer) pair within K hops is asked, unless the whole taxonomy has
    # fewer than N - 1 valid distractors for it.
    for kind, up in (("hypernym", True), ("hyponym", False)):
        if kind in summary["kinds"]:
            pairs = {(kind, c, a) for c in t.name for a in distances(t, c, up, k)}
            got = {x for x in asked if x[0] == kind}
            assert got <= pairs
            for _, c, a in sorted(pairs - got):
                free = set()
                for x in t.in_taxonomy:
                    d = t.display[x]
                    if t.key(d) not in free and valid(kind, c, t.display[a], d) and not (
                            lex and vetoed(kind, t.name[c], d.lower(), t.display[a])):
                        free.add(t.key(d))
                assert len(free) < n - 1, (kind, c, a, len(free))
            assert summary["unaskable"][kind] == len(pairs - got), (kind, summary["unaskable"])
    # Likewise every synonym whose key is not the concept's (any concept may be a distractor).
    if "synonym" in summary["kinds"]:
        pairs = {("synonym", c, t.syn_display[c][y]) for c in t.name for y in t.stated[c]
                 if t.key(y) != t.key(t.name[c])}
        got = {x for x in asked if x[0] == "synonym"}
        assert got <= pairs, got - pairs
        for _, c, answer in sorted(pairs - got):
            free = {t.key(t.display[x]) for x in t.name
                    if valid("synonym", c, answer, t.display[x])
                    and not (lex and vetoed("synonym", t.name[c], t.display[x].lower(), answer))}
            assert len(free) < n - 1, (c, answer, len(free))
        assert summary["unaskable"]["synonym"] == len(pairs - got), summary["unaskable"]
    # The counts and the artifacts, recomputed from the files.
    counts = Counter((p["probe_kind"], p["hops"], p["distractor_family"]) for p in probes)
    assert {(c["kind"], c["hops"], c["distractor_family"]): c["questions"] for c in summary["counts"]} == counts
    for a in summary["artifacts"]:
        of_kind = [p for p in probes if p["probe_kind"] == a["kind"]]
        prior = Counter(p["answer"] for p in of_kind if p["split"] == "Train")
        held = [p for p in of_kind if p["split"] != "Train"]
        total = 0.0
        for p in held:
            score = {"longest": lambda x: len(x.encode()), "shortest": lambda x: -len(x.encode()),
                     "answer-prior": lambda x: prior[x]}[a["heuristic"]]
            s = [score(x) for x in p["choices"]]
            best = max(s)
            total += (1 / s.count(best)) if score(p["answer"]) == best else 0
        assert a["questions"] == len(held) and abs(a["chance"] - 1 / n) < 1e-15
        assert (a["accuracy"] is None) if not held else abs(a["accuracy"] - total / len(held)) < 1e-12, a
        assert a["flagged"] == (a["accuracy"] is not None and len(held) >= 30 and a["accuracy"] >= a["chance"] + 0.1)
    # The filters: every kind and rule, at most the candidates drawn.
    assert [(f["kind"], f["rule"]) for f in summary["filters"]] == [
        (kind, rule) for kind in summary["kinds"] for rule in ("the-concept", "not-in-taxonomy",
         "no-gloss", "correct-answer", "another-reading", "reading-chain", "correct-in-wordnet", "other-form",
         "repeated-text")]
    for kind in summary["kinds"]:
        of = [f for f in summary["filters"] if f["kind"] == kind]
        assert sum(f["removed"] for f in of) <= of[0]["candidates"], of
    return summary

def check_glossed(tables_folder, out, k):
    """A tablestore's probe set with --wordnet: senses, glosses, synonyms and the veto."""
    t = tablestore(tables_folder)
    chosen, tally = align(t, lexicon)
    s = check(t, out, k, 5, True, lexicon, chosen)
    got = s["wordnet"]
    assert got["source"] == os.path.join(wordnet, "data.noun")
    for key in ("concepts_in_wordnet", "matched", "monosemous", "ambiguous", "unrelated", "synonyms_added"):
        assert got[key] == tally[key], (key, got, tally)
    assert "definition" in s["kinds"] and any(c["kind"] == "definition" for c in s["counts"])
    return s

def same_bytes(a, b):
    return all(open(os.path.join(a, f), "rb").read() == open(os.path.join(b, f), "rb").read()
               for f in ("questions.tsv", "probes.jsonl", "summary.json"))

# The sample corpus: every kind it has, twice with one seed (the same bytes), once with another.
sample = os.path.join(root, "corpus")
run("--corpus", sample, "--out", f"{tmp}/s1", "--quiet")
run("--corpus", sample, "--out", f"{tmp}/s2", "--quiet")
assert same_bytes(f"{tmp}/s1", f"{tmp}/s2")
run("--corpus", sample, "--out", f"{tmp}/s3", "--seed", "2", "--quiet")
assert not same_bytes(f"{tmp}/s1", f"{tmp}/s3")
tables = tablestore(os.path.join(sample, "tsv", "tables"))
s = check(tables, f"{tmp}/s1", 3, 5, True)
print(f"sample: {s['questions']} questions, {s['clusters']} clusters checked")
check(tables, f"{tmp}/s3", 3, 5, True)
run("--corpus", sample, "--out", f"{tmp}/s4", "--max-hops", "1", "--choices", "3", "--kinds", "hyponym,synonym", "--quiet")
check(tables, f"{tmp}/s4", 1, 3, True)

# With WordNet beside the sample's tablestore.
lexicon = Lexicon(read_wordnet(wordnet), wordnet)
run("--corpus", sample, "--wordnet", wordnet, "--out", f"{tmp}/g1", "--quiet")
g = check_glossed(os.path.join(sample, "tsv", "tables"), f"{tmp}/g1", 3)
print(f"sample with WordNet: {g['questions']} questions, {g['wordnet']['matched']} concepts glossed, checked")

# The probe set is a questions file every command reads.
p = subprocess.run([explgraph, "stats", "--tables", os.path.join(sample, "tsv", "tableindex.txt"),
                    "--questions", f"{tmp}/s1/questions.tsv", "--format", "json"], capture_output=True, text=True)
assert p.returncode == 0, p.stderr
stats = json.loads(p.stdout)
assert stats["questions_kept"] == stats["questions_with_text"] == stats["with_explanation"] == s["questions"], p.stdout[:300]
assert p.stderr == "", p.stderr  # every UID cited is the tablestore's, every answer a choice

# accuracy on a probe set: per kind, hops and distractor family, and strict cluster accuracy
# over the cluster column, against a count from probes.jsonl (a solver answering the first
# choice).
probes = [json.loads(l) for l in open(f"{tmp}/s1/probes.jsonl")]
with open(f"{tmp}/first.tsv", "w") as f:
    f.write("questionID\tanswer\n" + "".join(f"{p['id']}\tA\n" for p in probes))
p = subprocess.run([explgraph, "accuracy", "--tables", os.path.join(sample, "tsv", "tableindex.txt"),
                    "--questions", f"{tmp}/s1/questions.tsv", "--predictions", f"first={tmp}/first.tsv",
                    "--format", "json"], capture_output=True, text=True)
assert p.returncode == 0, p.stderr
acc = json.loads(p.stdout)
right = {p["id"]: p["answer_key"] == "A" for p in probes}
for breakdown, key in (("probe_kind", "probe_kind"), ("hops", "hops"), ("distractor_family", "distractor_family")):
    expected = defaultdict(list)
    for q in probes:
        if q[key] is not None:
            expected[str(q[key])].append(right[q["id"]])
    got = {g["group"]: g for g in acc["groups"] if g["type"] == breakdown}
    assert set(got) == set(expected), (breakdown, set(got), set(expected))
    for name, values in expected.items():
        assert got[name]["n"] == len(values) and abs(got[name]["accuracy"]["first"] - sum(values) / len(values)) < 1e-12
clusters = defaultdict(list)
for q in probes:
    clusters[q["cluster"]].append(right[q["id"]])
assert acc["clusters"]["by"] == "cluster" and acc["clusters"]["clusters"] == len(clusters)
assert abs(acc["clusters"]["solved_share"][0] - sum(all(v) for v in clusters.values()) / len(clusters)) < 1e-12

# The report's heat maps (the paper's Figure 2): per kind and solver, a cell per distractor
# family and hops with that group's accuracy.
r = subprocess.run([explgraph, "report", "--tables", os.path.join(sample, "tsv", "tableindex.txt"),
                    "--questions", f"{tmp}/s1/questions.tsv", "--predictions", f"first={tmp}/first.tsv",
                    "--out", f"{tmp}/report", "--quiet"], capture_output=True, text=True)
assert r.returncode == 0, r.stderr
cells = defaultdict(list)
for q in probes:
    cells[q["probe_kind"], "-" if q["hops"] is None else str(q["hops"]), q["distractor_family"]].append(right[q["id"]])
for (kind, hops, family), values in cells.items():
    svg = open(f"{tmp}/report/charts/accuracy-probes-{kind}-1.svg").read()
    assert f"<title>{family}, {hops}: {sum(values) / len(values):.3f}</title>" in svg, (kind, hops, family)

# WorldTree V1's tablestore.
if os.path.isdir(v1):
    run("--corpus", v1, "--out", f"{tmp}/v1", "--max-hops", "2", "--quiet")
    s = check(tablestore(os.path.join(v1, "tsv", "tables")), f"{tmp}/v1", 2, 5, True)
    print(f"WorldTree V1: {s['questions']} questions from {s['concepts']} concepts checked")
    run("--corpus", v1, "--wordnet", wordnet, "--out", f"{tmp}/v1g", "--max-hops", "2", "--quiet")
    s = check_glossed(os.path.join(v1, "tsv", "tables"), f"{tmp}/v1g", 2)
    print(f"WorldTree V1 with WordNet: {s['questions']} questions, {s['wordnet']['matched']} of "
          f"{s['wordnet']['concepts_in_wordnet']} concepts glossed, checked")

# Random small tablestores whose names are made of one another ("red", "red giant", "red
# giant star"), so that short names, chains of them, edges between a name and its long name,
# repeats and ';' synonyms arise; those without a cycle checked as above.
import random
rng, checked, merged = random.Random(7), 0, 0
words = ["red", "giant", "star", "rock", "sedimentary", "sound", "energy", "object"]
for trial in range(60):
    names = words + [f"{a} {b}" for a in words for b in words if a != b and rng.random() < 0.08]
    names += [f"{n} {b}" for n in names if " " in n for b in words if rng.random() < 0.02]
    folder = f"{tmp}/random{trial}"
    os.makedirs(folder)
    with open(f"{folder}/KINDOF.tsv", "w") as f:
        f.write("[FILL] a/the\tHYPONYM\t[FILL] is a kind of\tSCOPE\tHYPERNYM\t[SKIP] DEP\t[SKIP] UID\n")
        rank = {n: i for i, n in enumerate(rng.sample(names, len(names)))}
        for i in range(rng.randint(6, 30)):
            x, h = sorted(rng.sample(names, 2), key=rank.get)  # few cycles
            if " " in h and rng.random() < 0.4:  # "red is a kind of giant" beside "red giant"
                x, h = h.rsplit(" ", 1) if rng.random() < 0.5 else h.split(" ", 1)
            scope = ""
            if " " in h and rng.random() < 0.3:
                scope, h = h.rsplit(" ", 1)
            if rng.random() < 0.1:
                x += "; " + rng.choice(names)
            f.write(f"\t{x}\tis a kind of\t{scope}\t{h}\t\tr{i}\n")
    p = run("--tables", folder, "--out", f"{folder}/out", "--choices", "3", "--max-hops", "2", "--quiet")
    summary = json.load(open(f"{folder}/out/summary.json")) if os.path.exists(f"{folder}/out") else None
    if summary is None or summary["cycle_edges_dropped"]:
        continue
    check(tablestore(folder), f"{folder}/out", 2, 3, True)
    checked += 1
    merged += summary["short_names_merged"]
assert checked >= 20 and merged >= 25, (checked, merged)
print(f"random tablestores: {checked} checked, {merged} short names merged")

# WordNet 3.0's nouns, one hop.
run("--wordnet", wordnet, "--out", f"{tmp}/wn", "--max-hops", "1", "--quiet")
s = check(read_wordnet(wordnet), f"{tmp}/wn", 1, 5, False)
print(f"WordNet: {s['questions']} questions from {s['concepts']} synsets checked")

# Bad input: a message naming the problem, exit 2, nothing created.
def refused(args, message):
    out = f"{tmp}/refused"
    p = run(*args, "--out", out, code=2)
    assert message in p.stderr, (args, p.stderr)
    assert not os.path.exists(out), args

fixtures = os.path.join(root, "tests", "fixtures", "probe")
refused(["--tables", f"{fixtures}/no-kindof"], "expected a KINDOF table in the tablestore")
refused(["--corpus", sample, "--max-hops", "0"], "--max-hops: expected a whole number from 1 to 20, found 0")
refused(["--corpus", sample, "--choices", "1"], "--choices: expected a whole number from 2 to 26, found 1")
refused(["--corpus", sample, "--kinds", "definition"], "definitions need WordNet's glosses")
refused(["--corpus", sample, "--kinds", "meronym"], "--kinds: expected hypernym, hyponym, synonym or definition, found 'meronym'")
refused([], "no taxonomy given")
refused(["--wordnet", tmp], "data.noun")
refused(["--corpus", sample, "--wordnet", tmp], "data.noun")
open(f"{tmp}/file", "w").write("x")
p = run("--corpus", sample, "--out", f"{tmp}/file/probes", code=2)
assert not os.path.exists(f"{tmp}/file/probes") and open(f"{tmp}/file").read() == "x"
os.makedirs(f"{tmp}/mine"); open(f"{tmp}/mine/notes.txt", "w").write("keep")
p = run("--corpus", sample, "--out", f"{tmp}/mine", code=2)
assert open(f"{tmp}/mine/notes.txt").read() == "keep" and os.listdir(f"{tmp}/mine") == ["notes.txt"], p.stderr
# A report folder is not a probe set's to replace (checked before the taxonomy is read).
p = run("--corpus", sample, "--out", f"{tmp}/report", code=2)
assert "is a folder explgraph wrote as a report, not as a probe set" in p.stderr, p.stderr
assert os.path.exists(f"{tmp}/report/index.html")
# Answers that no family can give enough distractors are counted (--choices 12 on the
# hand-written tablestore of probe_rules_test.sh).
p = run("--tables", f"{fixtures}/readings", "--out", f"{tmp}/few", "--choices", "12")
few = check(tablestore(f"{fixtures}/readings"), f"{tmp}/few", 3, 12, True)
assert sum(few["unaskable"].values()) > 0 and "answer(s) not asked: no distractor family had 11 " \
    "valid distractors for them (summary.json: unaskable)" in p.stderr, (few["unaskable"], p.stderr)
# With one distractor to find, said in the singular: the readings without s05 leave the one
# infinitive pair (to breathe in, to inhale) no other infinitive to be told apart from.
os.makedirs(f"{tmp}/one-pair")
for name in ("KINDOF.tsv", "SYNONYMY.tsv"):
    lines = open(f"{fixtures}/readings/{name}").read().splitlines(keepends=True)
    open(f"{tmp}/one-pair/{name}", "w").writelines(l for l in lines if not l.rstrip("\n").endswith("\ts05"))
p = run("--tables", f"{tmp}/one-pair", "--out", f"{tmp}/one-pair-set", "--choices", "2")
one = check(tablestore(f"{tmp}/one-pair"), f"{tmp}/one-pair-set", 3, 2, True)
assert one["unaskable"] == {"hypernym": 0, "hyponym": 0, "synonym": 2} and "probe: 2 answer(s) not asked: " \
    "no distractor family had 1 valid distractor for them (summary.json: unaskable)\n" in p.stderr, (one["unaskable"], p.stderr)
# A cycle is stated and broken where it closes (puppy -> dog -> animal -> puppy).
p = run("--tables", f"{fixtures}/cycle", "--out", f"{tmp}/cycle", "--choices", "3")
assert "'animal' is a kind of 'puppy' (row c003) closes a cycle of kinds; that edge is dropped [taxonomy-cycle]" in p.stderr, p.stderr
assert json.load(open(f"{tmp}/cycle/summary.json"))["cycle_edges_dropped"] == 1
cyc = tablestore(f"{fixtures}/cycle")
cyc.parents["animal"].discard("puppy"); cyc.children["puppy"].discard("animal")
cyc.finish()
check(cyc, f"{tmp}/cycle", 3, 3, True)
run("--tables", f"{fixtures}/cycle", "--out", f"{tmp}/cycle2", "--choices", "3", "--strict", code=2)
print("probe: every file checked independently; bad input refused")
PY
