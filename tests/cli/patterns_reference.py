"""An independent brute force of `explgraph patterns` (SPEC §6) on a WorldTree V1 folder:
it reads the files itself (tableindex.txt, the tables' [SKIP] UID column, the question
file's QuestionID, category, explanation and flags columns; UIDs lower-cased; questions kept
when their flags contain SUCCESS or READY), then compares every pool explanation with every
target by set intersection (no inverted index), and prints the JSON figures explgraph must
give: co_cited_pairs, the top pairs, the oracle curve and upper_bound.
usage: patterns_reference.py V1_TSV_FOLDER [SPLIT POOL TOP]"""
import itertools
import json
import os
import sys

folder = sys.argv[1]
split, pool_split, top = (sys.argv[2], sys.argv[3], int(sys.argv[4])) if len(sys.argv) > 4 else ("Dev", "Train", 25)
ks = [1, 2, 3, 5, 10, 20]

defined = set()
with open(os.path.join(folder, "tableindex.txt"), encoding="utf-8") as index:
    for name in index.read().split("\n"):
        name = name.strip()
        if not name:
            continue
        with open(os.path.join(folder, "tables", name), encoding="utf-8", errors="replace") as t:
            lines = t.read().replace("\r", "").split("\n")
        header = lines[0].split("\t")
        uid_col = header.index("[SKIP] UID")
        for line in lines[1:]:
            cells = line.split("\t")
            if line.strip() and uid_col < len(cells) and cells[uid_col].strip():
                defined.add(cells[uid_col].strip().lower())

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
    uids = [t.split("|")[0].lower() for t in tokens if "|" in t]
    ordered = []
    for u in uids:
        if u in defined and u not in ordered:
            ordered.append(u)
    questions.append((cells[0], cells[col["category"]], ordered))

support = {}
for _, _, rows in questions:
    for a, b in itertools.combinations(sorted(set(rows)), 2):
        support[(a, b)] = support.get((a, b), 0) + 1
pairs = sorted(support.items(), key=lambda item: (-item[1], item[0][0], item[0][1]))[:top]

targets = [q for q in questions if q[1].lower() == split.lower() and q[2]]
pool = [q for q in questions if q[1].lower() == pool_split.lower()]
recall = [0.0] * len(ks)
precision = [0.0] * len(ks)
upper = 0.0
for target in targets:
    rows = set(target[2])
    shared = [(len(rows & set(p[2])), i) for i, p in enumerate(pool) if p is not target]
    neighbours = [i for n, i in sorted(shared, key=lambda s: (-s[0], s[1])) if n > 0]
    for j, k in enumerate(ks):
        union = set()
        for i in neighbours[:k]:
            union |= set(pool[i][2])
        hits = len(rows & union)
        recall[j] += hits / len(rows)
        precision[j] += hits / len(union) if union else 0.0
    every = set()
    for p in pool:
        if p is not target:
            every |= set(p[2])
    upper += len(rows & every) / len(rows)
n = len(targets)
print(json.dumps({
    "targets": n,
    "pool_questions": len(pool),
    "co_cited_pairs": len(support),
    "pairs": [{"uids": list(k), "support": v} for k, v in pairs],
    "oracle": [{"k": k, "recall": recall[j] / n, "precision": precision[j] / n} for j, k in enumerate(ks)],
    "upper_bound": upper / n,
}))
