#!/usr/bin/env bash
# EntailmentBank trees read by stats, reuse, types, audit and show (issue 44), on fixtures written in the
# release's format (tests/fixtures/entailment/trees: dataset/task_1 with an empty train.jsonl,
# dataset/task_3 without proofs; broken-trees.jsonl: one fault a tree). Every figure below is
# counted by hand from the fixtures.
set -euo pipefail
root=$1
py=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$py" - "$root" "$tmp" "$EXPLGRAPH" <<'PY'
import json, os, subprocess, sys
root, tmp, explgraph = sys.argv[1:4]
fixtures = os.path.join(root, "tests", "fixtures", "entailment")
trees = os.path.join(fixtures, "trees")

def run(*args, code=0):
    p = subprocess.run([explgraph, *args], capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stdout[-1500:], p.stderr[-1500:])
    return p

# stats: the layout detected from the folder holding dataset/task_N.
p = run("stats", "--corpus", trees, "--format", "json")
s = json.loads(p.stdout)
assert s["corpus"] == "entailment-bank"
assert "train.jsonl: warning: an empty file: no trees of this split are read [empty-tree-file]" in p.stderr, p.stderr
groups = {(g["task"], g["split"]): g for g in s["groups"]}
assert list(groups) == [("task_1", "Dev"), ("task_1", "Test"), ("task_3", "Dev")]
dev = groups["task_1", "Dev"]  # T1: 2 steps, 3 leaves, 1 intermediate, depth 2; T2: 1, 2, 0, 1
assert dev["trees"] == 2 and dev["without_proof"] == 0
assert dev["steps"] == {"mean": 1.5, "max": 2} and dev["leaves"] == {"mean": 2.5, "max": 3}
assert dev["intermediates"] == {"mean": 0.5, "max": 1} and dev["depth"] == {"mean": 1.5, "max": 2}
assert dev["context"] == {"mean": 2.5, "max": 3} and dev["distractors"] == {"mean": 0, "max": 0}
assert dev["by_depth"] == [{"depth": 1, "trees": 1}, {"depth": 2, "trees": 1}]
test = groups["task_1", "Test"]  # T3: a chain of three steps
assert test["steps"] == {"mean": 3, "max": 3} and test["depth"] == {"mean": 3, "max": 3}
assert test["intermediates"] == {"mean": 2, "max": 2}
t3 = groups["task_3", "Dev"]  # the retrieved context alone
assert t3["without_proof"] == 1 and t3["steps"] == {"mean": None, "max": None} and t3["context"]["mean"] == 2
# Reuse: UIDs by the provenance entry whose original_text is the leaf's (keys out of order):
# 3bef (T1, T2), ffff (T1), 0C4B (T3); leaves without one: T1 sent3, T2 sent2, T3 sent2, sent3.
reuse = {r["task"]: r for r in s["reuse"]}
r = reuse["task_1"]
assert (r["trees"], r["facts"], r["uses"], r["reused"], r["leaves_without_uid"]) == (3, 3, 4, 1, 4), r
assert r["reused_share"] == 0.5
assert [(f["uid"], f["trees"]) for f in r["top"]] == [("3bef-3c16-58cf-44cc", 2), ("0C4B-CF14-104E-5CC9", 1), ("ffff-0000-ffff-0000", 1)]
assert r["top"][0]["text"] == "a dog is a kind of mammal"
assert reuse["task_3"]["uses"] == 0 and reuse["task_3"]["reused_share"] is None
# The same trees from the task folder, and from one file (its split from its name).
one = json.loads(run("stats", "--corpus", os.path.join(trees, "dataset", "task_1"), "--format", "json", "--quiet").stdout)
assert [g["trees"] for g in one["groups"]] == [2, 1]
lone = json.loads(run("stats", "--corpus", os.path.join(trees, "dataset", "task_1", "dev.jsonl"), "--format", "json").stdout)
assert [(g["task"], g["split"], g["trees"]) for g in lone["groups"]] == [("", "Dev", 2)]
tables = run("stats", "--corpus", trees, "--format", "tsv", "--table", "list", "--quiet").stdout
assert [l.split("\t")[0] for l in tables.splitlines()[1:]] == ["groups", "depths", "reuse", "top_facts"], tables
assert "task_1 Dev" in run("stats", "--corpus", trees, "--quiet").stdout
# --split keeps the files of one split; --questions does not go with trees; a missing file says so.
dev_only = json.loads(run("stats", "--corpus", trees, "--split", "dev", "--format", "json", "--quiet").stdout)
assert [(g["task"], g["split"]) for g in dev_only["groups"]] == [("task_1", "Dev"), ("task_3", "Dev")]
p = run("stats", "--corpus", trees, "--split", "Train", "--quiet", code=2)
assert p.stderr == trees + ": error: --split: expected a split of its tree files (Dev, Test), found 'Train'\n", p.stderr
p = run("stats", "--corpus", trees, "--questions", "q.tsv", code=2)
assert "--questions: --corpus names EntailmentBank trees, which hold their own questions" in p.stderr, p.stderr
p = run("audit", "--corpus", f"{tmp}/missing.jsonl", code=2)
assert p.stderr == f"{tmp}/missing.jsonl: error: cannot open file: No such file or directory\n", p.stderr
open(f"{tmp}/empty.jsonl", "w").close()
p = run("show", "--corpus", f"{tmp}/empty.jsonl", "T1", code=2)
assert "found an empty file" in p.stderr, p.stderr
# --strict: the empty split file's warning fails the run.
run("stats", "--corpus", trees, "--strict", "--quiet", code=2)

# reuse: stats's reuse part alone. types: the leaves' categories by their UIDs in --tables
# (the sample's: 3bef KINDOF = RET, 0C4B CAUSE = COMPLEX, ffff unknown to it).
assert json.loads(run("reuse", "--corpus", trees, "--format", "json", "--quiet").stdout)["reuse"] == s["reuse"]
tableindex = os.path.join(root, "corpus", "tsv", "tableindex.txt")
ty = json.loads(run("types", "--corpus", trees, "--tables", tableindex, "--format", "json", "--quiet").stdout)
got = {(g["task"], g["split"], c["category"]): (c["leaves"], c["trees"]) for g in ty["groups"] for c in g["categories"]}
assert got == {("task_1", "Dev", "RET"): (2, 2), ("task_1", "Dev", "unknown"): (3, 2),
               ("task_1", "Test", "COMPLEX"): (1, 1), ("task_1", "Test", "unknown"): (2, 1)}, got
assert [(g["trees"], g["leaves"]) for g in ty["groups"]] == [(2, 5), (1, 3)]  # task_3: no proof
assert ty["groups"][0]["categories"][0]["leaf_share"] == 0.4
p = run("types", "--corpus", trees, code=2)
assert "types of trees: give --tables, the WorldTree tablestore the leaves come from" in p.stderr, p.stderr

# audit: the release-like trees are clean (task_3 has no proof to audit).
p = run("audit", "--corpus", trees, "--format", "json", "--quiet")
a = json.loads(p.stdout)
assert a["scope"] == "trees" and a["questions"] == 3 and a["questions_clean"] == 3 and a["trees_without_proof"] == 1
# One fault a tree, each named by file, line and check; errors exit 1.
broken = os.path.join(fixtures, "broken-trees.jsonl")
p = run("audit", "--corpus", broken, code=1)
where = broken + ":"
expected = [
    "2: error: the proof has no step [tree-empty-proof]",
    "3: error: expected a step 'PREMISE & PREMISE -> int1: TEXT' (or '-> hypothesis'), found 'sent1 sent2 int1' [tree-unparsed-step]",
    "4: error: 'sent9' is a premise but neither a context sentence (2 in meta.triples) nor concluded by a step [tree-undefined-id]",
    "5: error: int1 is concluded by 2 steps; each conclusion has one [tree-repeated-conclusion]",
    "6: error: int1 depends on itself through its premises [tree-cycle]",
    "6: error: int2 depends on itself through its premises [tree-cycle]",
    "7: warning: int1 is concluded but no step uses it: it does not lead to the hypothesis [tree-unused-intermediate]",
    "7: error: no step concludes the hypothesis ('… -> hypothesis') [tree-no-hypothesis]",
    "8: warning: int1 is concluded but no step uses it: it does not lead to the hypothesis [tree-unused-intermediate]",
    "9: warning: sent2 is listed among the tree's distractors (meta.distractors) but is a premise of 'sent1 & sent2 -> hypothesis' [tree-distractor-used]",
    "10: warning: hypothesis ('the sky is blue') shares no content word with its premises sent1 & sent2 [tree-step-unlinked]",
]
lines = [l for l in p.stdout.splitlines() if l.startswith(where)]
assert lines == [where + e for e in expected], "\n".join(lines)
assert "audit: 7 error(s), 4 warning(s); 1 of 10 trees clean" in p.stdout, p.stdout
# --ignore switches checks off; warnings alone exit 0, 1 under --strict.
ignore = []
for c in ("tree-empty-proof", "tree-unparsed-step", "tree-undefined-id", "tree-repeated-conclusion", "tree-cycle", "tree-no-hypothesis"):
    ignore += ["--ignore", c]
p = run("audit", "--corpus", broken, *ignore, "--format", "json")
j = json.loads(p.stdout)
assert j["errors"] == 0 and j["warnings"] == 4 and "tree-cycle" not in {c["check"] for c in j["checks"]}
run("audit", "--corpus", broken, *ignore, "--strict", "--quiet", code=1)
run("audit", "--corpus", broken, "--ignore", "tree-nonsense", code=2)

# show: the tree drawn, its leaves' tables and categories from --tables.
p = run("show", "--corpus", trees, "--tables", tableindex, "T1", "--format", "json", "--quiet")
t = json.loads(p.stdout)["trees"][0]
assert t["id"] == "T1" and t["file"].endswith("task_1/dev.jsonl") and t["line"] == 1
nodes = {n["id"]: n for n in t["nodes"]}
assert [n["id"] for n in t["nodes"]] == ["sent1", "sent2", "sent3", "int1", "hypothesis"]
assert (nodes["sent1"]["uid"], nodes["sent1"]["table"], nodes["sent1"]["category"]) == ("3bef-3c16-58cf-44cc", "KINDOF", "RET")
assert nodes["sent2"]["uid"] == "ffff-0000-ffff-0000" and nodes["sent2"]["table"] is None
assert nodes["sent3"]["uid"] is None and nodes["int1"]["kind"] == "intermediate" and nodes["hypothesis"]["kind"] == "hypothesis"
edges = {(e["premise"], e["conclusion"]): e["shared"] for e in t["edges"]}
assert edges == {("sent1", "int1"): ["dog"], ("sent2", "int1"): ["blooded", "warm"],
                 ("int1", "hypothesis"): ["dog"], ("sent3", "hypothesis"): ["constant", "keep", "temperature"]}, edges
text = run("show", "--corpus", trees, "T1", "--quiet").stdout
assert "  sent1 (dog) & sent2 (blooded, warm)\n    -> int1: a dog is warm-blooded\n" in text, text
dot = run("show", "--corpus", trees, "T1", "T3", "--format", "dot", "--quiet").stdout
assert dot.count("digraph ") == 2
for graph in dot.split("}\n")[:-1]:
    d = subprocess.run(["dot", "-Tsvg"], input=graph + "}\n", capture_output=True, text=True)
    assert d.returncode == 0 and "<svg" in d.stdout, d.stderr
run("show", "--corpus", trees, "T3", "--out", f"{tmp}/t3.svg", "--quiet")
assert open(f"{tmp}/t3.svg").read().lstrip().startswith("<?xml")
p = run("show", "--corpus", trees, "T9", code=2)
assert "error: expected the id of a tree with a proof, found 'T9', which none of its 4 trees has" in p.stderr, p.stderr
# An output is never one of the trees read.
p = run("stats", "--corpus", os.path.join(trees, "dataset", "task_1", "dev.jsonl"), "--out", os.path.join(trees, "dataset", "task_1", "dev.jsonl"), code=2)
assert "would overwrite an input" in p.stderr, p.stderr
# A proof of 100,000 chained steps (a person's file may hold anything): depth 100,001 read
# without recursion, the audit clean, and treeeval scoring it against itself whole (near-linear:
# the official all-pairs alignment took 23 s at 64,000 steps).
n = 100000
steps = ["sent1 -> int1: water 1"] + [f"int{i} -> int{i + 1}: water {i + 1}" for i in range(1, n)] + [f"int{n} -> hypothesis"]
with open(f"{tmp}/deep.jsonl", "w") as f:
    f.write(json.dumps({"id": "DEEP", "hypothesis": "water", "proof": "; ".join(steps) + ";", "meta": {"triples": {"sent1": "water"}}}) + "\n")
with open(f"{tmp}/deep.tsv", "w") as f:
    f.write("$proof$ = " + "; ".join(steps) + ";\n")
deep = json.loads(run("stats", "--corpus", f"{tmp}/deep.jsonl", "--format", "json").stdout)["groups"][0]
assert deep["depth"] == {"mean": n + 1, "max": n + 1} and deep["intermediates"]["max"] == n
assert json.loads(run("audit", "--corpus", f"{tmp}/deep.jsonl", "--format", "json").stdout)["questions_clean"] == 1
score = json.loads(run("treeeval", "--gold", f"{tmp}/deep.jsonl", "--predictions", f"{tmp}/deep.tsv", "--format", "json").stdout)["systems"][0]
# Every conclusion rests on sent1 alone, so (official ties: the first gold of equal Jaccard)
# each aligns to int1: of the n + 1 rewritten steps only "sent1 -> int1" is a gold step (the
# official scorer gives the same 1 / (n + 1) at n = 300).
assert score["leaves"]["f1"] == 1 and abs(score["steps"]["f1"] - 1 / (n + 1)) < 1e-15, score["steps"]
# A cycle through every one of them is found (strongly connected components, not a walk each).
cyc = steps[:-1] + [f"int{n} -> hypothesis", f"int{n} -> int1: water 1"]
with open(f"{tmp}/cycle.jsonl", "w") as f:
    f.write(json.dumps({"id": "CYC", "hypothesis": "water", "proof": "; ".join(cyc[1:]) + ";", "meta": {"triples": {"sent1": "water"}}}) + "\n")
a = json.loads(run("audit", "--corpus", f"{tmp}/cycle.jsonl", "--format", "json", code=1).stdout)
assert {c["check"]: c["count"] for c in a["checks"]}["tree-cycle"] == n, a["checks"]
print("trees: stats, reuse, types, audit and show checked")
PY
