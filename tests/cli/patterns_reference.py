"""An independent brute force of `explgraph patterns` (SPEC §6) on a WorldTree V1 folder:
it reads the files itself (tableindex.txt, the tables' [SKIP] UID column, the question
file's QuestionID, category, explanation and flags columns; UIDs lower-cased; questions kept
when their flags contain SUCCESS or READY), then compares every pool explanation with every
target by set intersection (no inverted index), and prints the JSON figures explgraph must
give: co_cited_pairs, the top pairs, the triples with support >= 3, the table pairs, table
sets and category sets (categories from the published maps in KNOWLEDGE_TYPES: V1's, then
V2.1's), the oracle curve and upper_bound at the row and the table level, and the oracle
breakdowns by role (of a row's first citation), category and length.
usage: patterns_reference.py V1_TSV_FOLDER KNOWLEDGE_TYPES [SPLIT POOL TOP]"""
import itertools
import json
import os
import sys

folder, types_folder = sys.argv[1], sys.argv[2]
split, pool_split, top = (sys.argv[3], sys.argv[4], int(sys.argv[5])) if len(sys.argv) > 5 else ("Dev", "Train", 25)
ks = [1, 2, 3, 5, 10, 20]
min_support = 3

category = {}
for name in ("worldtree-v1-categories.tsv", "worldtree-v2.1-categories.tsv"):
    with open(os.path.join(types_folder, name), encoding="utf-8") as f:
        for line in f.read().replace("\r", "").split("\n"):
            cells = line.split("\t")
            table = cells[0].upper()
            table = table[len("PROTO-"):] if table.startswith("PROTO-") else table  # V1 export's prefix
            if len(cells) >= 2 and table != "TABLE" and table not in category:
                category[table] = cells[1].strip()

defined = {}  # uid -> table
with open(os.path.join(folder, "tableindex.txt"), encoding="utf-8") as index:
    for name in index.read().split("\n"):
        name = name.strip()
        if not name:
            continue
        table = name[:-4] if name.endswith(".tsv") else name
        with open(os.path.join(folder, "tables", name), encoding="utf-8", errors="replace") as t:
            lines = t.read().replace("\r", "").split("\n")
        header = lines[0].split("\t")
        uid_col = header.index("[SKIP] UID")
        for line in lines[1:]:
            cells = line.split("\t")
            uid = cells[uid_col].strip().lower() if uid_col < len(cells) else ""
            if line.strip() and uid and uid not in defined:
                defined[uid] = table

questions = []  # (id, split, rows as a set), E in file order
with open(os.path.join(folder, "questionsAndExplanations.tsv"), encoding="utf-8", errors="replace") as f:
    lines = f.read().replace("\r", "").split("\n")
header = lines[0].split("\t")
col = {name: i for i, name in enumerate(header)}
for line in lines[1:]:
    if not line.strip():
        continue
    cells = line.split("\t") + [""] * len(header)
    flags = cells[col["flags"]].split()
    if not any(f in ("SUCCESS", "READY") for f in flags):
        continue
    tokens = cells[col["explanation"]].split()
    if not tokens:
        continue
    role = {}  # uid -> role of its first citation
    for t in tokens:
        if "|" in t:
            uid, r = t.split("|", 1)
            if uid.lower() in defined and uid.lower() not in role:
                role[uid.lower()] = r.upper()
    questions.append((cells[0], cells[col["category"]], list(role), role))

support = {}
for _, _, rows, _ in questions:
    for a, b in itertools.combinations(sorted(set(rows)), 2):
        support[(a, b)] = support.get((a, b), 0) + 1
pairs = sorted(support.items(), key=lambda item: (-item[1], item[0][0], item[0][1]))[:top]

triples = {}
for _, _, rows, _ in questions:
    for t in itertools.combinations(sorted(set(rows)), 3):
        triples[t] = triples.get(t, 0) + 1
triples = {t: n for t, n in triples.items() if n >= min_support}
top_triples = sorted(triples.items(), key=lambda item: (-item[1], item[0]))[:top]


def tables_of(rows):
    return sorted({defined[u] for u in rows})


def category_of(table):
    return category.get(table.upper(), "(unmapped)")


def ranked(counts, limit):
    return [{"names": list(k), "support": v} for k, v in sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:limit]]


table_pairs, table_sets, category_sets = {}, {}, {}
for _, _, rows, _ in questions:
    tables = tables_of(rows)
    if not tables:
        continue
    for pair in itertools.combinations(tables, 2):
        table_pairs[pair] = table_pairs.get(pair, 0) + 1
    table_sets[tuple(tables)] = table_sets.get(tuple(tables), 0) + 1
    cats = tuple(sorted({category_of(t) for t in tables}))
    category_sets[cats] = category_sets.get(cats, 0) + 1

targets = [q for q in questions if q[1].lower() == split.lower() and q[2]]
pool = [q for q in questions if q[1].lower() == pool_split.lower()]


class Curve:
    def __init__(self):
        self.targets, self.rows, self.upper = 0, 0, 0.0
        self.recall, self.precision = [0.0] * len(ks), [0.0] * len(ks)

    def result(self, name=None):
        n = self.targets
        out = {"targets": n, "rows": self.rows, "upper_bound": self.upper / n,
               "oracle": [{"k": k, "recall": self.recall[j] / n, "precision": self.precision[j] / n} for j, k in enumerate(ks)]}
        if name is not None:
            out["group"] = name
        return out


rows_curve, tables_curve = Curve(), Curve()
by = {"role": {}, "category": {}, "length": {}}


def length_group(n):
    return "1-3" if n <= 3 else "4-6" if n <= 6 else "7-9" if n <= 9 else "10-14" if n <= 14 else "15+"


for target in targets:
    rows = set(target[2])
    shared = [(len(rows & set(p[2])), i) for i, p in enumerate(pool) if p is not target]
    neighbours = [i for n, i in sorted(shared, key=lambda s: (-s[0], s[1])) if n > 0]
    every = set()
    for p in pool:
        if p is not target:
            every |= set(p[2])
    groups = {"role": {}, "category": {}}
    for u in rows:
        groups["role"].setdefault(target[3][u], set()).add(u)
        groups["category"].setdefault(category_of(defined[u]), set()).add(u)
    curves = [rows_curve, by["length"].setdefault(length_group(len(rows)), Curve())]
    for c in curves:
        c.targets += 1
        c.rows += len(rows)
        c.upper += len(rows & every) / len(rows)
    for kind in ("role", "category"):
        for name, members in groups[kind].items():
            c = by[kind].setdefault(name, Curve())
            c.targets += 1
            c.rows += len(members)
            c.upper += len(members & every) / len(members)
    tables = set(tables_of(rows))
    tables_curve.targets += 1
    tables_curve.upper += len(tables & set(tables_of(every))) / len(tables)
    for j, k in enumerate(ks):
        union = set()
        for i in neighbours[:k]:
            union |= set(pool[i][2])
        hits = len(rows & union)
        for c in curves:
            c.recall[j] += hits / len(rows)
            c.precision[j] += hits / len(union) if union else 0.0
        for kind in ("role", "category"):
            for name, members in groups[kind].items():
                by[kind][name].recall[j] += len(members & union) / len(members)
        union_tables = set(tables_of(union))
        tables_curve.recall[j] += len(tables & union_tables) / len(tables)
        tables_curve.precision[j] += len(tables & union_tables) / len(union_tables) if union_tables else 0.0

n = len(targets)
rows_result = rows_curve.result()
print(json.dumps({
    "targets": n,
    "pool_questions": len(pool),
    "co_cited_pairs": len(support),
    "pairs": [{"uids": list(k), "support": v} for k, v in pairs],
    "co_cited_triples": len(triples),
    "triples": [{"uids": list(k), "support": v} for k, v in top_triples],
    "table_combinations": len(table_sets),
    "table_pairs": ranked(table_pairs, top),
    "table_sets": ranked(table_sets, top),
    "category_sets": ranked(category_sets, len(category_sets)),
    "oracle": rows_result["oracle"],
    "upper_bound": rows_result["upper_bound"],
    "tables": tables_curve.result(),
    "by_role": {name: c.result(name) for name, c in by["role"].items()},
    "by_category": {name: c.result(name) for name, c in by["category"].items()},
    "by_length": {name: c.result(name) for name, c in by["length"].items()},
}))
