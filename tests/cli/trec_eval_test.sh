#!/usr/bin/env bash
# rankeval --qrels scores TREC runs as trec_eval -c does (issue 45). The figures are checked
# to 1e-9 against an independent Python reading of trec_eval's definitions (below, written
# from its documentation and source: order by score descending, ties by docid descending
# bytewise; relevant = grade >= the level; every judged query averaged, a query the run lacks
# scoring 0): on seeded random qrels and runs with graded and negative judgments, tied
# scores, queries only one side has, at relevance levels 0, 1 and 2; and on WorldTree V1 Dev
# (when ../shared has it): qrels of the Dev questions' gold UIDs (grade 2 for CENTRAL, else
# 1) against `rank --split dev --format trec`. Also: line order and the rank column do not
# matter; the warnings and errors say file and line. (Against trec_eval itself, built from
# usnistgov/trec_eval: docs/COMMANDS.md, measured by hand.)
set -euo pipefail
root=$1
python=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/reference.py" <<'PY'
import json, math, sys

def read_qrels(path):
    judged = {}
    for line in open(path, encoding="utf-8"):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        judged.setdefault(f[0], {}).setdefault(f[2], int(f[3]))
    return judged

def read_run(path):
    run = {}
    for line in open(path, encoding="utf-8"):
        f = line.split()
        if not f or f[0].startswith("#"):
            continue
        run.setdefault(f[0], {}).setdefault(f[2], float(f[4]))
    return run

def figures(judged, run, level, ks):
    sums = {"map": 0.0, "MRR": 0.0}
    for k in ks:
        for name in ("P@", "R@", "NDCG@", "judged@"):
            sums[name + str(k)] = 0.0
    for qid, grades in judged.items():
        scores = run.get(qid, {})
        # score descending, then docid descending as bytes
        order = sorted(scores, key=lambda d: (scores[d], d.encode()), reverse=True)
        rel = [d in grades and grades[d] >= 0 and grades[d] >= level for d in order]
        gain = [max(grades.get(d, 0), 0) for d in order]
        num_rel = sum(1 for g in grades.values() if g >= 0 and g >= level)
        hits = [i for i, r in enumerate(rel) if r]
        if hits:
            sums["map"] += sum((n + 1) / (i + 1) for n, i in enumerate(hits)) / num_rel
            sums["MRR"] += 1 / (hits[0] + 1)
        ideal_gains = sorted((g for g in grades.values() if g > 0), reverse=True)
        for k in ks:
            found = sum(rel[:k])
            sums["P@%d" % k] += found / k
            sums["R@%d" % k] += found / num_rel if num_rel else 0
            dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gain[:k]))
            ideal = sum(g / math.log2(i + 2) for i, g in enumerate(ideal_gains[:k]))
            sums["NDCG@%d" % k] += dcg / ideal if ideal else 0
            # ir_measures' Judged@k: judged with any grade, over k
            sums["judged@%d" % k] += sum(d in grades for d in order[:k]) / k
    return {name: value / len(judged) for name, value in sums.items()}

qrels, run_file, level, ks, got = sys.argv[1:6]
expected = figures(read_qrels(qrels), read_run(run_file), float(level),
                   [int(k) for k in ks.split(",")])
result = json.load(open(got))["rankings"][0]
actual = dict(result["metrics"], map=result["map"])
bad = {n: (v, actual[n]) for n, v in expected.items() if abs(v - actual[n]) > 1e-9}
assert not bad and set(actual) == set(expected), bad
print("%s level %s: %d figures equal" % (run_file.rsplit("/", 1)[-1], level, len(expected)))
PY

cat > "$tmp/make_fixture.py" <<'PY'
import random, sys
seed, out = int(sys.argv[1]), sys.argv[2]
random.seed(seed)
docs = ["d%03d" % i for i in range(40)] + ["D7", "d7x", "Z1", "é9"]
with open(out + ".qrels", "w") as qrels, open(out + ".run", "w") as run:
    for q in range(12):
        qid = "q%d" % q
        if q != 5:  # judged queries, one of them with no relevant document
            for d in random.sample(docs, random.randint(1, 15)):
                grade = 0 if q == 7 else random.choice([-1, 0, 0, 1, 1, 2, 3])
                qrels.write("%s 0 %s %d\n" % (qid, d, grade))
        if q != 3:  # q3 is judged but not retrieved; q5 retrieved but not judged
            tied = q % 2 == 1
            for rank, d in enumerate(random.sample(docs, random.randint(1, 30)), 1):
                score = random.choice([0.5, 1.0, 1.5]) if tied else round(random.random(), 3)
                run.write("%s Q0 %s %d %s tag\n" % (qid, d, rank, score))
PY

for seed in 1 2 3 4 5 6; do
  $python "$tmp/make_fixture.py" $seed "$tmp/s$seed"
  for level in 0 1 2; do
    "$EXPLGRAPH" rankeval --qrels "$tmp/s$seed.qrels" --ranking "$tmp/s$seed.run" --k 1,3,5,10 \
      --relevance-threshold $level --format json --out "$tmp/s$seed.json" 2> "$tmp/err"
    grep -q "1 query that .*s$seed.qrels does not judge ('q5'); ignored" "$tmp/err" || { cat "$tmp/err"; exit 1; }
    $python "$tmp/reference.py" "$tmp/s$seed.qrels" "$tmp/s$seed.run" $level 1,3,5,10 "$tmp/s$seed.json"
  done
done

# Line order and the rank column are not trec_eval's order: shuffled, with ranks rewritten,
# the figures stay.
$python - "$tmp/s1.run" "$tmp/shuffled.run" <<'PY'
import random, sys
lines = open(sys.argv[1]).read().splitlines()
random.seed(7); random.shuffle(lines)
with open(sys.argv[2], "w") as out:
    for n, line in enumerate(lines):
        f = line.split()
        f[3] = str(n % 3 + 1)
        out.write("\t".join(f) + "\n")
PY
"$EXPLGRAPH" rankeval --qrels "$tmp/s1.qrels" --ranking "$tmp/s1.run" --format json 2>/dev/null \
  | $python -c "import json,sys; r=json.load(sys.stdin)['rankings'][0]; print(r['map'], r['metrics'])" > "$tmp/a"
"$EXPLGRAPH" rankeval --qrels "$tmp/s1.qrels" --ranking "$tmp/shuffled.run" --format json 2>/dev/null \
  | $python -c "import json,sys; r=json.load(sys.stdin)['rankings'][0]; print(r['map'], r['metrics'])" > "$tmp/b"
cmp "$tmp/a" "$tmp/b"

# Warnings name file and line; --strict fails on them; nothing usable is exit 2.
printf 'q1 0 a 1\nq1 0 a 0\n' > "$tmp/w.qrels"
printf 'q1 Q0 a 1 2 t\nq1 Q0 a 2 1 t\nq1 Q0 b 3 x t\n' > "$tmp/w.run"
"$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/w.run" > /dev/null 2> "$tmp/err"
diff <(sed "s|$tmp/||g" "$tmp/err") - <<'EOF2'
w.qrels:2: warning: query 'q1' judges 'a' again (first on line 1); the first grade is kept (trec_eval refuses such a file) [repeated-judgment]
w.run:2: warning: query 'q1' retrieves 'a' again; the first line kept (trec_eval refuses such a run) [repeated-document]
w.run:3: warning: expected 'qid Q0 docid rank score tag', found 6 field(s) with a score that is not a number; line skipped [malformed-run-line]
EOF2
code=0; "$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/w.run" --strict > /dev/null 2>&1 || code=$?
[ $code -eq 2 ]
printf 'zz Q0 a 1 1 t\n' > "$tmp/other.run"
code=0; "$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/other.run" > /dev/null 2> "$tmp/err" || code=$?
[ $code -eq 2 ] && grep -q "other.run: error: none of its queries is one .*w.qrels judges (found 'zz'); qrels of another collection?" "$tmp/err" \
  || { cat "$tmp/err"; exit 1; }
code=0; "$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/w.qrels" > /dev/null 2> "$tmp/err" || code=$?
[ $code -eq 2 ] && grep -q "w.qrels: error: its first line reads as qrels ('qid iter docid grade'), not a run: give judgments with --qrels and runs with --ranking" "$tmp/err" \
  || { cat "$tmp/err"; exit 1; }
: > "$tmp/empty.run"
code=0; "$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/empty.run" > /dev/null 2> "$tmp/err" || code=$?
[ $code -eq 2 ] && grep -q "empty.run: error: expected run lines 'qid Q0 docid rank score tag', found none (an empty file?)" "$tmp/err" \
  || { cat "$tmp/err"; exit 1; }
code=0; "$EXPLGRAPH" rankeval --qrels "$tmp/w.qrels" --ranking "$tmp/w.run" --relevance-threshold -1 > /dev/null 2> "$tmp/err" || code=$?
[ $code -eq 2 ] && grep -q "with --qrels, a grade of 0 or more, found -1" "$tmp/err" || { cat "$tmp/err"; exit 1; }

v1="$root/../shared/corpora/worldtree-v1"
if [ -d "$v1" ]; then
  $python - "$v1/tsv/questionsAndExplanations.tsv" "$tmp/v1.qrels" <<'PY'
import csv, sys
rows = csv.DictReader(open(sys.argv[1], encoding="utf-8-sig"), delimiter="\t")
with open(sys.argv[2], "w") as out:
    for row in rows:
        qid = row[",,QuestionID"] if ",,QuestionID" in row else row["QuestionID"]
        if row["category"].lower() != "dev" or not row["explanation"].strip():
            continue
        grades = {}
        for token in row["explanation"].split():
            uid, _, role = token.partition("|")
            grade = 2 if role.upper() == "CENTRAL" else 1
            grades[uid.lower()] = max(grades.get(uid.lower(), 0), grade)
        for uid, grade in grades.items():
            out.write("%s 0 %s %d\n" % (qid, uid, grade))
PY
  "$EXPLGRAPH" rank --corpus "$v1" --split dev --format trec --quiet --out "$tmp/v1.run"
  "$EXPLGRAPH" rankeval --qrels "$tmp/v1.qrels" --ranking "$tmp/v1.run" --format json \
    --out "$tmp/v1.json" 2>/dev/null
  $python "$tmp/reference.py" "$tmp/v1.qrels" "$tmp/v1.run" 1 1,5,10,20 "$tmp/v1.json"
fi
echo "trec_eval figures: all checks passed"
