#!/usr/bin/env bash
# explgraph patterns against values worked out by hand (tests/fixtures/patterns: the
# comments below) and against an independent brute force (patterns_reference.py, which
# reads the files itself and compares every pair of explanations) on the sample corpus and
# on WorldTree V1 when ../shared is there.
set -u
root=$1
fixtures="$root/tests/fixtures"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
fail=0

# By hand: D1 (Dev) cites r1 r2 r3 (and the dangling zz, left out); the pool T1 {r1 r2},
# T2 {r2 r3 r4}, T3 {r5}; X1 {r1 r2 r3 u1} and X2 {r2 r3 u1} are Test (in E, so counted in
# the pairs, triples and table patterns, but neither target nor pool). r* are KINDOF (RET),
# u1 USEDFOR (INSUPP).
# Oracle: T1 and T2 share 2 rows each (pool order breaks the tie), T3 none: k=1 recall 2/3
# precision 1; k>=2 recall 1, precision 3/4. Text: only T1 shares words with "which is a
# kind of mammal? whale" (T2 and T3 follow in pool order): k=1 as the oracle; k=2 recall 1,
# precision 3/4; k>=3 adds r5: precision 3/5. Upper bound 1.
# By role: r1 CENTRAL and r2 GROUNDING are in T1 (recall 1 from k=1), r3 LEXGLUE only from
# k=2 (T2). By category: RET 2/3 at k=1, then 1. By length: D1 has 3 rows ("1-3"), as the
# whole. Tables: tables(D1) = {KINDOF} = tables(T1): recall and precision 1 at every k.
# Pairs: (r2,r3) in T2 D1 X1 X2 = 4; (r1,r2) in T1 D1 X1 = 3; (r1,r3) D1 X1, (r2,u1) and
# (r3,u1) X1 X2 = 2; (r1,u1), (r2,r4), (r3,r4) = 1: 8 pairs. Triples with support >= 2:
# (r1,r2,r3) in D1 X1 and (r2,r3,u1) in X1 X2. Table sets: {KINDOF} 4, {KINDOF, USEDFOR} 2;
# table pair (KINDOF, USEDFOR) 2; category sets {RET} 4, {INSUPP, RET} 2.
"$EXPLGRAPH" patterns --tables "$fixtures/patterns/tables" --questions "$fixtures/patterns/questions.tsv" \
  --min-support 2 --format json --quiet > "$tmp/hand.json"
"$py" - "$tmp/hand.json" <<'PY' || fail=$((fail + 1))
import json, sys
r = json.load(open(sys.argv[1]))
third = 2 / 3
want_oracle = [(1, third, 1.0), (2, 1.0, 0.75), (3, 1.0, 0.75), (5, 1.0, 0.75), (10, 1.0, 0.75), (20, 1.0, 0.75)]
want_text = [(1, third, 1.0), (2, 1.0, 0.75), (3, 1.0, 0.6), (5, 1.0, 0.6), (10, 1.0, 0.6), (20, 1.0, 0.6)]
problems = []


def curve(points):
    return [(p["k"], p["recall"], p.get("precision")) for p in points]


def same(name, got, want):
    if len(got) != len(want) or any(g[0] != w[0] or abs(g[1] - w[1]) > 1e-12 or (w[2] is not None and abs(g[2] - w[2]) > 1e-12) for g, w in zip(got, want)):
        problems.append(f"{name}: {got}")


rebuilt = r["reconstruction"]
for name, want in (("oracle", want_oracle), ("text", want_text)):
    same(name, curve(rebuilt[name]), want)
    same("tables " + name, curve(rebuilt["tables"][name]), [(k, 1.0, 1.0) for k in (1, 2, 3, 5, 10, 20)])
    roles = {g["role"]: g for g in rebuilt["by_role"]}
    if sorted(roles) != ["CENTRAL", "GROUNDING", "LEXGLUE"] or any("precision" in p for p in roles["CENTRAL"][name]):
        problems.append(f"roles: {sorted(roles)}")
        continue
    same("CENTRAL " + name, curve(roles["CENTRAL"][name]), [(k, 1.0, None) for k in (1, 2, 3, 5, 10, 20)])
    same("GROUNDING " + name, curve(roles["GROUNDING"][name]), [(k, 1.0, None) for k in (1, 2, 3, 5, 10, 20)])
    same("LEXGLUE " + name, curve(roles["LEXGLUE"][name]), [(1, 0.0, None)] + [(k, 1.0, None) for k in (2, 3, 5, 10, 20)])
    categories = rebuilt["by_category"]
    if [g["category"] for g in categories] != ["RET"] or (categories[0]["targets"], categories[0]["rows"]) != (1, 3):
        problems.append(f"categories: {categories}")
    else:
        same("RET " + name, curve(categories[0][name]), [(1, third, None)] + [(k, 1.0, None) for k in (2, 3, 5, 10, 20)])
    lengths = rebuilt["by_length"]
    if [g["length"] for g in lengths] != ["1-3"]:
        problems.append(f"lengths: {lengths}")
    else:
        same("1-3 " + name, curve(lengths[0][name]), want_oracle if name == "oracle" else want_text)
pairs = [(p["uids"], p["support"]) for p in r["pairs"]]
if pairs != [(["r2", "r3"], 4), (["r1", "r2"], 3), (["r1", "r3"], 2), (["r2", "u1"], 2), (["r3", "u1"], 2),
             (["r1", "u1"], 1), (["r2", "r4"], 1), (["r3", "r4"], 1)]:
    problems.append(f"pairs: {pairs}")
if r["pairs"][0]["examples"] != ["T2", "D1", "X1"] or r["pairs"][3]["categories"] != ["RET", "INSUPP"]:
    problems.append("pair examples or categories")
triples = [(t["uids"], t["support"], t["examples"]) for t in r["triples"]]
if triples != [(["r1", "r2", "r3"], 2, ["D1", "X1"]), (["r2", "r3", "u1"], 2, ["X1", "X2"])] or r["co_cited_triples"] != 2:
    problems.append(f"triples: {triples}")
if [(s["tables"], s["support"]) for s in r["table_sets"]] != [(["KINDOF"], 4), (["KINDOF", "USEDFOR"], 2)] \
        or [(s["tables"], s["support"]) for s in r["table_pairs"]] != [(["KINDOF", "USEDFOR"], 2)] \
        or [(s["categories"], s["support"]) for s in r["category_sets"]] != [(["RET"], 4), (["INSUPP", "RET"], 2)] \
        or r["table_combinations"] != 2:
    problems.append("table patterns")
if r["upper_bound"] != 1 or rebuilt["tables"]["upper_bound"] != 1 or r["co_cited_pairs"] != 8:
    problems.append("upper bounds or pair count")
if (r["targets"], r["targets_with_text"], r["pool_questions"]) != (1, 1, 3):
    problems.append("population counts")
for p in problems:
    print("FAIL hand-worked patterns:", p)
sys.exit(1 if problems else 0)
PY

# Hostile: three explanations citing the same 3,000 rows give 4,498,500 pairs, all frequent,
# and 4.5 billion triples: the pairs are counted in linear memory, the triples are not
# counted (null, not 0) rather than exhaust memory.
mkdir -p "$tmp/hostile/tables"
"$py" - "$tmp/hostile" <<'PY'
import sys
folder, n = sys.argv[1], 3000
with open(f"{folder}/tables/BIG.tsv", "w") as f:
    f.write("[FILL] a\tTHING\t[SKIP] UID\n" + "".join(f"a\tthing{i}\tu{i}\n" for i in range(n)))
explanation = " ".join(f"u{i}|CENTRAL" for i in range(n))
with open(f"{folder}/questions.tsv", "w") as f:
    f.write("QuestionID\tquestion\tAnswerKey\texplanation\tflags\tcategory\n")
    for q in range(3):
        f.write(f"T{q}\tWhat is thing{q}? (A) a thing (B) a stone\tA\t{explanation}\tSUCCESS\tTrain\n")
    f.write("D0\tWhat is a thing? (A) a thing (B) a stone\tA\tu1|CENTRAL u2|GROUNDING\tSUCCESS\tDev\n")
PY
"$EXPLGRAPH" patterns --tables "$tmp/hostile/tables" --questions "$tmp/hostile/questions.tsv" --top 2 \
  --format json --quiet > "$tmp/hostile.json"
"$py" - "$tmp/hostile.json" <<'PY' || fail=$((fail + 1))
import json, sys
r = json.load(open(sys.argv[1]))
got = (r["co_cited_pairs"], r["co_cited_triples"], r["triples"], [(p["uids"], p["support"]) for p in r["pairs"]])
want = (4498500, None, [], [(["u1", "u2"], 4), (["u0", "u1"], 3)])
if got != want:
    print(f"FAIL hostile patterns: {got}")
sys.exit(got != want)
PY

# Triples need a support of two: one explanation is not a pattern.
"$EXPLGRAPH" patterns --corpus "$root/corpus" --min-support 1 --quiet > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "min-support" "$tmp/err" \
  || { echo "FAIL --min-support 1: $(cat "$tmp/err")"; fail=$((fail + 1)); }

types="$root/../shared/knowledge-types"  # the published maps the brute force reads itself
compare() {  # compare LABEL TSV_FOLDER CORPUS SPLIT POOL
  "$py" "$root/tests/cli/patterns_reference.py" "$2" "$types" "$4" "$5" 25 > "$tmp/reference.json"
  "$EXPLGRAPH" patterns --corpus "$3" --split "$4" --pool "$5" --format json --quiet > "$tmp/ours.json"
  "$py" - "$tmp/reference.json" "$tmp/ours.json" "$1" <<'PY' || fail=$((fail + 1))
import json, sys
ref, ours, label = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
problems = []
def close(a, b):
    return abs(a - b) <= 1e-12


def same_curve(name, want, got, precision=True):
    if len(want) != len(got):
        problems.append(f"{name}: {len(want)} points in the reference, {len(got)} in explgraph")
    for a, b in zip(want, got):
        if a["k"] != b["k"] or not close(a["recall"], b["recall"]) or (precision and not close(a["precision"], b["precision"])):
            problems.append(f"{name} k={a['k']}: reference {a}, explgraph {b}")


for key in ("targets", "pool_questions", "co_cited_pairs", "co_cited_triples", "table_combinations"):
    if ref[key] != ours[key]:
        problems.append(f"{key}: reference {ref[key]}, explgraph {ours[key]}")
for key in ("pairs", "triples"):
    if [(p["uids"], p["support"]) for p in ref[key]] != [(p["uids"], p["support"]) for p in ours[key]]:
        problems.append(f"top {key} differ")
for key, names in (("table_pairs", "tables"), ("table_sets", "tables"), ("category_sets", "categories")):
    if [(p["names"], p["support"]) for p in ref[key]] != [(p[names], p["support"]) for p in ours[key]]:
        problems.append(f"{key} differ")
rebuilt = ours["reconstruction"]
same_curve("oracle", ref["oracle"], rebuilt["oracle"])
same_curve("tables oracle", ref["tables"]["oracle"], rebuilt["tables"]["oracle"])
for key, value in (("upper bound", ours["upper_bound"]), ("tables upper bound", rebuilt["tables"]["upper_bound"])):
    want = ref["upper_bound"] if key == "upper bound" else ref["tables"]["upper_bound"]
    if not close(want, value):
        problems.append(f"{key}: reference {want}, explgraph {value}")
for by in ("role", "category", "length"):
    groups = {g[by]: g for g in rebuilt["by_" + by]}
    if set(groups) != set(ref["by_" + by]):
        problems.append(f"by {by}: groups {sorted(ref['by_' + by])} in the reference, {sorted(groups)} in explgraph")
        continue
    for name, want in ref["by_" + by].items():
        got = groups[name]
        if (want["targets"], want["rows"]) != (got["targets"], got["rows"]) or not close(want["upper_bound"], got["upper_bound"]):
            problems.append(f"by {by} {name}: counts or upper bound differ")
        same_curve(f"by {by} {name}", want["oracle"], got["oracle"], precision=(by == "length"))
for p in problems:
    print(f"FAIL {label}:", p)
if not problems:
    print(f"{label}: {ref['targets']} targets, {ref['co_cited_pairs']} pairs, {ref['co_cited_triples']} triples: as the brute force")
sys.exit(1 if problems else 0)
PY
}

v1="$root/../shared/corpora/worldtree-v1"
if [ -d "$types" ]; then
  compare "sample Dev from Train" "$root/corpus/tsv" "$root/corpus" Dev Train
fi
if [ -d "$v1" ] && [ -d "$types" ]; then
  compare "V1 Dev from Train" "$v1/tsv" "$v1" Dev Train
  compare "V1 Test from Train" "$v1/tsv" "$v1" Test Train
fi

# Errors: a split with no target names the splits present.
"$EXPLGRAPH" patterns --corpus "$root/corpus" --split Nope --quiet > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "no question of split 'Nope' has an explanation citing a table row; the explained questions' splits are" "$tmp/err" \
  || { echo "FAIL unknown split: $(cat "$tmp/err")"; fail=$((fail + 1)); }
[ $fail -eq 0 ] && echo "patterns: as worked out by hand and as the brute force"
exit $((fail > 0))
