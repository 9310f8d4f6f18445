"""An independent reader of a tablestore's taxonomy, for checking `probe`'s distractors.

It reads KINDOF and SYNONYMY as a person reading the rows would, without explgraph's code or
its concepts: every text a cell names is a node of its own ("hail is a kind of precipitation;
ice" says hail is a kind of precipitation and a kind of ice), and a name means each of its
readings:
- the scope dropped: "a girl is a kind of young; female human" says a girl is a kind of young
  human, of female human and of human, and a young human is a human;
- stated synonyms (SYNONYMY's rows, either side's alternatives) are one meaning, anywhere in a
  chain: a person is a human, so what a human is a kind of a person is too;
- singular and plural are one meaning: "crops are a kind of plant" speaks of crop.
A hypernym distractor is correct when the concept reaches it up the ISA edges of these
readings, a hyponym distractor when it reaches the concept, a synonym distractor when it means
the concept or the answer. `wrong_distractors` lists every distractor so correct.
"""
import os
from collections import defaultdict

ARTICLES = ("a ", "an ", "the ")
# WordNet's noun detachment rules (morph.c), the first whose singular is a name applying.
PLURAL_RULES = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
                ("men", "man"), ("ies", "y"), ("s", ""))


def normal(text):
    text = " ".join(text.lower().split())
    for article in ARTICLES:
        if text.startswith(article):
            return text[len(article):]
    return text


def alternatives(cell):
    return [t for t in (normal(p) for p in cell.split(";")) if t]


def rows(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\r\n").split("\t")
        for line in f:
            fields = line.rstrip("\r\n").split("\t")
            fields += [""] * (len(header) - len(fields))
            record = dict(zip(header, fields))
            if record.get("[SKIP] DEP", "").strip():
                continue  # deprecated: not part of the tablestore
            yield header, fields


class Reader:
    def __init__(self, tables_dir):
        self.parent = {}
        self.up = defaultdict(set)  # name -> names it is a kind of
        self.partners = defaultdict(set)  # name -> names a SYNONYMY row says it means
        self.names = set()
        self.read_kindof(os.path.join(tables_dir, "KINDOF.tsv"))
        self.read_synonymy(os.path.join(tables_dir, "SYNONYMY.tsv"))
        for name in list(self.names):
            for suffix, replacement in PLURAL_RULES:
                if name.endswith(suffix) and len(name) > len(suffix):
                    singular = name[: len(name) - len(suffix)] + replacement
                    if singular in self.names and not singular.endswith(" "):
                        self.union(name, singular)
                        break
        self.classes_up, self.classes_down = defaultdict(set), defaultdict(set)
        self.classes_partners = defaultdict(set)
        for child, parents in self.up.items():
            for p in parents:
                self.classes_up[self.find(child)].add(self.find(p))
                self.classes_down[self.find(p)].add(self.find(child))
        for x, partners in self.partners.items():
            for y in partners:
                if self.find(x) != self.find(y):
                    self.classes_partners[self.find(x)].add(self.find(y))

    def name(self, text):
        self.names.add(text)
        self.parent.setdefault(text, text)
        return text

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)

    def read_kindof(self, path):
        for header, fields in rows(path):
            hyponym, hypernym = header.index("HYPONYM"), header.index("HYPERNYM")
            scope = [i for i in range(hyponym + 1, hypernym) if header[i] == "SCOPE"]
            children = alternatives(fields[hyponym])
            heads = alternatives(fields[hypernym])
            scopes = alternatives(fields[scope[0]]) if scope else []
            for h in heads:
                self.name(h)
            parents = list(heads)
            for s in scopes:
                for h in heads:
                    scoped = self.name(normal(s + " " + h))
                    self.up[scoped].add(h)  # a young human is a human
                    parents.append(scoped)
            for c in children:
                self.name(c)
                self.up[c].update(parents)

    def read_synonymy(self, path):
        for header, fields in rows(path):
            sides, side = ([], []), 0
            for h, text in zip(header, fields):
                if h.startswith("[SKIP]"):
                    continue
                if h.startswith("[FILL]"):
                    side = 1 if sides[0] else 0
                    continue
                if text.strip():
                    sides[side].append(text.strip())
            texts = [self.name(x) for s in sides for x in alternatives(" ".join(s))]
            for x in texts:
                self.partners[x].update(y for y in texts if y != x)

    def reached(self, text, edges):
        """The meanings reached from `text` (itself included) by `edges` (ISA, up or down)
        and synonym steps, never two synonym steps in a row: "area means location" and
        "location means place" do not make an area a place."""
        start = (self.find(normal(text)), False)
        seen, todo = {start}, [start]
        while todo:
            node, by_synonym = todo.pop()
            steps = [(p, False) for p in edges.get(node, ())]
            if not by_synonym:
                steps += [(p, True) for p in self.classes_partners.get(node, ())]
            for step in steps:
                if step not in seen:
                    seen.add(step)
                    todo.append(step)
        return {node for node, _ in seen}

    def correct(self, probe, choice):
        kind, concept = probe["probe_kind"], probe["concept"]
        if kind in ("hypernym", "hyponym"):
            edges = self.classes_up if kind == "hypernym" else self.classes_down
            return self.find(normal(choice)) in self.reached(concept, edges)
        if kind == "synonym":
            meaning = self.find(normal(choice))
            return any(meaning == m or meaning in self.classes_partners[m]
                       for m in (self.find(normal(concept)), self.find(normal(probe["answer"]))))
        return False


def wrong_distractors(tables_dir, probes):
    """(probe, distractor) for every distractor the reader calls a correct answer."""
    reader = Reader(tables_dir)
    wrong = []
    for p in probes:
        for choice in p["choices"]:
            if choice != p["answer"] and reader.correct(p, choice):
                wrong.append((p, choice))
    return wrong


if __name__ == "__main__":
    import json
    import sys

    tables, probes_path = sys.argv[1:3]
    probes = [json.loads(line) for line in open(probes_path, encoding="utf-8")]
    wrong = wrong_distractors(tables, probes)
    for p, choice in wrong:
        print(f"{p['id']}\t{choice}\t{p['question']}")
    print(f"{len(wrong)} correct distractor(s) in {len({p['id'] for p, _ in wrong})} question(s)",
          file=sys.stderr)
