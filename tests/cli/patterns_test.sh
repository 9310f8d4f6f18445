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
# T2 {r2 r3 r4}, T3 {r5}. Oracle: T1 and T2 share 2 rows each (pool order breaks the tie),
# T3 none: k=1 recall 2/3 precision 1; k>=2 recall 1, precision 3/4. Text: only T1 shares
# words with "which is a kind of mammal? whale" (T2 and T3 follow in pool order): k=1 as the
# oracle; k=2 recall 1, precision 3/4; k>=3 adds r5: precision 3/5. Upper bound 1. Pairs:
# (r1,r2) and (r2,r3) twice, (r1,r3), (r2,r4), (r3,r4) once: 5 pairs.
"$EXPLGRAPH" patterns --tables "$fixtures/patterns/tables" --questions "$fixtures/patterns/questions.tsv" \
  --format json --quiet > "$tmp/hand.json"
"$py" - "$tmp/hand.json" <<'PY' || fail=$((fail + 1))
import json, sys
r = json.load(open(sys.argv[1]))
third = 2 / 3
want_oracle = [(1, third, 1.0), (2, 1.0, 0.75), (3, 1.0, 0.75), (5, 1.0, 0.75), (10, 1.0, 0.75), (20, 1.0, 0.75)]
want_text = [(1, third, 1.0), (2, 1.0, 0.75), (3, 1.0, 0.6), (5, 1.0, 0.6), (10, 1.0, 0.6), (20, 1.0, 0.6)]
problems = []
for name, want in (("oracle", want_oracle), ("text", want_text)):
    got = [(p["k"], p["recall"], p["precision"]) for p in r["reconstruction"][name]]
    if len(got) != len(want) or any(g[0] != w[0] or abs(g[1] - w[1]) > 1e-12 or abs(g[2] - w[2]) > 1e-12 for g, w in zip(got, want)):
        problems.append(f"{name}: {got}")
pairs = [(p["uids"], p["support"]) for p in r["pairs"]]
if pairs != [(["r1", "r2"], 2), (["r2", "r3"], 2), (["r1", "r3"], 1), (["r2", "r4"], 1), (["r3", "r4"], 1)]:
    problems.append(f"pairs: {pairs}")
if r["pairs"][0]["examples"] != ["T1", "D1"] or r["upper_bound"] != 1 or r["co_cited_pairs"] != 5:
    problems.append("examples, upper bound or pair count")
if (r["targets"], r["targets_with_text"], r["pool_questions"]) != (1, 1, 3):
    problems.append("population counts")
for p in problems:
    print("FAIL hand-worked patterns:", p)
sys.exit(1 if problems else 0)
PY

compare() {  # compare LABEL TSV_FOLDER CORPUS SPLIT POOL
  "$py" "$root/tests/cli/patterns_reference.py" "$2" "$4" "$5" 25 > "$tmp/reference.json"
  "$EXPLGRAPH" patterns --corpus "$3" --split "$4" --pool "$5" --format json --quiet > "$tmp/ours.json"
  "$py" - "$tmp/reference.json" "$tmp/ours.json" "$1" <<'PY' || fail=$((fail + 1))
import json, sys
ref, ours, label = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), sys.argv[3]
problems = []
for key in ("targets", "pool_questions", "co_cited_pairs"):
    if ref[key] != ours[key]:
        problems.append(f"{key}: reference {ref[key]}, explgraph {ours[key]}")
if [(p["uids"], p["support"]) for p in ref["pairs"]] != [(p["uids"], p["support"]) for p in ours["pairs"]]:
    problems.append("top pairs differ")
for a, b in zip(ref["oracle"], ours["reconstruction"]["oracle"]):
    if a["k"] != b["k"] or abs(a["recall"] - b["recall"]) > 1e-12 or abs(a["precision"] - b["precision"]) > 1e-12:
        problems.append(f"oracle k={a['k']}: reference {a}, explgraph {b}")
if abs(ref["upper_bound"] - ours["upper_bound"]) > 1e-12:
    problems.append(f"upper bound: reference {ref['upper_bound']}, explgraph {ours['upper_bound']}")
for p in problems:
    print(f"FAIL {label}:", p)
if not problems:
    print(f"{label}: {ref['targets']} targets, {ref['co_cited_pairs']} pairs: as the brute force")
sys.exit(1 if problems else 0)
PY
}

compare "sample Dev from Train" "$root/corpus/tsv" "$root/corpus" Dev Train
v1="$root/../shared/corpora/worldtree-v1"
if [ -d "$v1" ]; then
  compare "V1 Dev from Train" "$v1/tsv" "$v1" Dev Train
  compare "V1 Test from Train" "$v1/tsv" "$v1" Test Train
fi

# Errors: a split with no target names the splits present.
"$EXPLGRAPH" patterns --corpus "$root/corpus" --split Nope --quiet > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "no question of split 'Nope' has an explanation citing a table row; the explained questions' splits are" "$tmp/err" \
  || { echo "FAIL unknown split: $(cat "$tmp/err")"; fail=$((fail + 1)); }
[ $fail -eq 0 ] && echo "patterns: as worked out by hand and as the brute force"
exit $((fail > 0))
