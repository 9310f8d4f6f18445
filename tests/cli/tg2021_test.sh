#!/usr/bin/env bash
# rankeval --ratings must equal the official TextGraphs 2021 NDCG (transcribed in
# tg2021_ndcg.py) to 1e-9: on the quirk fixture, on random ratings and rankings, and for
# several rankings at once. rank --method textgraphs must rank as scikit-learn's
# TfidfVectorizer does (textgraphs_baseline.py), for corpus questions and for a ratings file.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; count=0
py=/usr/bin/python3  # Debian's, with numpy, pandas and scikit-learn (scripts/install-deps.sh)

ndcg_agrees() {  # ndcg_agrees RATINGS RANKING LABEL
  count=$((count + 1))
  local ours theirs
  ours=$("$EXPLGRAPH" rankeval --ratings "$1" --ranking "$2" --format json --quiet | $py -c 'import json,sys; print(repr(json.load(sys.stdin)["ndcg"]))')
  theirs=$($py "$here/tg2021_ndcg.py" "$1" "$2")
  $py -c "import sys; sys.exit(0 if abs($ours - $theirs) <= 1e-9 else 1)" 2> /dev/null \
    || { echo "FAIL $3: explgraph $ours, official definition $theirs"; fail=$((fail + 1)); }
}

r=tests/fixtures/ratings
ndcg_agrees "$r/ratings.json" "$r/ranking.tsv" "quirk fixture"

# Random files: 80 problems, 0-25 rated facts each (ratings 0-6, some fractional), rankings
# that drop, repeat, upper-case and invent ids and leave questions out.
$py - "$tmp" <<'PY'
import json, random, sys
out = sys.argv[1]
rnd = random.Random(7)
problems = []
for q in range(80):
    docs = [{"uuid": "f%d" % rnd.randrange(400), "relevance": rnd.choice([0, 0, 1, 2, 3, 4, 5, 6, 2.5])}
            for _ in range(rnd.randrange(26))]
    problems.append({"qid": "Q%d" % q, "queryText": "question %d [ANSWER] answer" % q, "documents": docs})
json.dump({"rankingProblems": problems}, open(out + "/random.json", "w"))
for name in ("a", "b"):
    with open(out + "/random-%s.tsv" % name, "w") as f:
        for p in problems:
            if rnd.random() < 0.1:
                continue
            ids = ["f%d" % rnd.randrange(400) for _ in range(rnd.randrange(60))] + [d["uuid"] for d in p["documents"] if rnd.random() < 0.7]
            rnd.shuffle(ids)
            for i in ids:
                f.write("%s\t%s\n" % (p["qid"], i.upper() if rnd.random() < 0.1 else i))
PY
ndcg_agrees "$tmp/random.json" "$tmp/random-a.tsv" "random ratings, ranking a"
ndcg_agrees "$tmp/random.json" "$tmp/random-b.tsv" "random ratings, ranking b"
# Two rankings at once: the first one's NDCG in "ndcg", each in "rankings".
count=$((count + 1))
"$EXPLGRAPH" rankeval --ratings "$tmp/random.json" --ranking "$tmp/random-a.tsv" --ranking "$tmp/random-b.tsv" --format json --quiet > "$tmp/both.json"
$py - "$tmp/both.json" "$($py "$here/tg2021_ndcg.py" "$tmp/random.json" "$tmp/random-b.tsv")" <<'PY' || { echo "FAIL two rankings"; fail=$((fail + 1)); }
import json, sys
d = json.load(open(sys.argv[1]))
assert abs(d["rankings"][1]["ndcg"] - float(sys.argv[2])) <= 1e-9
assert d["comparisons"][0]["bootstrap"]["alternative"] == "two-sided"
PY

# --judged-only equals the official NDCG of the ranking with its unrated facts taken out;
# per_query holds each problem's NDCG, averaging to the figure; judged@k as ir_measures counts.
count=$((count + 1))
$py - "$tmp" <<'PY'
import json, sys
out = sys.argv[1]
rated = {p["qid"]: {d["uuid"] for d in p["documents"]}
         for p in json.load(open(out + "/random.json"))["rankingProblems"]}
with open(out + "/random-a.tsv") as f, open(out + "/random-a-rated.tsv", "w") as g:
    for line in f:
        q, i = line.rstrip("\n").split("\t")
        if i.lower() in rated[q]:
            g.write(line)
PY
"$EXPLGRAPH" rankeval --ratings "$tmp/random.json" --ranking "$tmp/random-a.tsv" --judged-only --per-query --format json --quiet > "$tmp/judged.json"
$py - "$tmp" "$($py "$here/tg2021_ndcg.py" "$tmp/random.json" "$tmp/random-a-rated.tsv")" <<'PY' || { echo "FAIL --judged-only"; fail=$((fail + 1)); }
import json, sys
out, official = sys.argv[1], float(sys.argv[2])
d = json.load(open(out + "/judged.json"))
r = d["rankings"][0]
assert d["judged_only"] is True
assert abs(r["ndcg"] - official) <= 1e-9, (r["ndcg"], official)
assert len(r["per_query"]) == 80
assert abs(sum(q["ndcg"] for q in r["per_query"]) / 80 - r["ndcg"]) <= 1e-12
PY
"$EXPLGRAPH" rankeval --ratings "$tmp/random.json" --ranking "$tmp/random-a.tsv" --format json --quiet > "$tmp/plain.json"
$py - "$tmp" <<'PY' || { echo "FAIL judged@k"; fail=$((fail + 1)); }
import json, sys
out = sys.argv[1]
problems = json.load(open(out + "/random.json"))["rankingProblems"]
ranked = {}
for line in open(out + "/random-a.tsv"):
    q, i = line.rstrip("\n").split("\t")
    ids = ranked.setdefault(q, [])
    if i.lower() not in ids:
        ids.append(i.lower())
for k in (1, 5, 10, 20):
    expected = sum(sum(i in {x["uuid"] for x in p["documents"]} for i in ranked.get(p["qid"], [])[:k]) / k
                   for p in problems) / len(problems)
    got = json.load(open(out + "/plain.json"))["rankings"][0]["metrics"]["judged@%d" % k]
    assert abs(got - expected) <= 1e-12, (k, got, expected)
PY

# The official tf-idf baseline: identical rankings on the TextGraphs fixture (corpus questions
# and the 2021 ratings' queryText), and the same MAP on WorldTree V1.
tg=tests/fixtures/textgraphs
baseline_agrees() {  # baseline_agrees LABEL REFERENCE_ARGS... -- EXPLGRAPH_ARGS...
  local label=$1; shift
  local ref=() args=()
  while [ "$1" != -- ]; do ref+=("$1"); shift; done; shift
  args=("$@")
  count=$((count + 1))
  $py "$here/textgraphs_baseline.py" "${ref[@]}" > "$tmp/theirs.tsv"
  "$EXPLGRAPH" rank --method textgraphs --quiet "${args[@]}" > "$tmp/ours.tsv" 2> /dev/null
  cmp -s "$tmp/theirs.tsv" "$tmp/ours.tsv" || { echo "FAIL baseline $label: rankings differ"; diff "$tmp/theirs.tsv" "$tmp/ours.tsv" | head -5; fail=$((fail + 1)); }
}
baseline_agrees "textgraphs fixture" "$tg/tableindex.txt" "$tg/questions.train.tsv,$tg/questions.dev.tsv,$tg/questions.test.tsv" 100 -- --corpus "$tg"
$py -c 'import json; json.dump({"rankingProblems": [{"qid": "R1", "queryText": "What causes ice to melt? [ANSWER] heat", "documents": [{"uuid": "c-heat", "relevance": 6}]}, {"qid": "R2", "queryText": "Is a cat an [ANSWER] animal?", "documents": []}]}, open("'"$tmp"'/tg-ratings.json", "w"))'
baseline_agrees "ratings queries" "$tg/tableindex.txt" "$tmp/tg-ratings.json" 100 -- --tables "$tg/tableindex.txt" --ratings "$tmp/tg-ratings.json"

v1=../shared/corpora/worldtree-v1/tsv
if [ -f "$v1/tableindex.txt" ]; then
  count=$((count + 1))
  $py "$here/textgraphs_baseline.py" "$v1/tableindex.txt" "$v1/questionsAndExplanations.tsv" 100 > "$tmp/v1-theirs.tsv"
  "$EXPLGRAPH" rank --method textgraphs --corpus "$v1/.." --flags any --quiet > "$tmp/v1-ours.tsv" 2> /dev/null
  ours=$("$EXPLGRAPH" rankeval --corpus "$v1/.." --ranking "$tmp/v1-ours.tsv" --format json --quiet | $py -c 'import json,sys; print(json.load(sys.stdin)["map"])')
  theirs=$("$EXPLGRAPH" rankeval --corpus "$v1/.." --ranking "$tmp/v1-theirs.tsv" --format json --quiet | $py -c 'import json,sys; print(json.load(sys.stdin)["map"])')
  same=$(paste "$tmp/v1-theirs.tsv" "$tmp/v1-ours.tsv" | awk '$1 == $3 && $2 == $4 {s++} END {printf "%.4f", s / NR}')
  $py -c "import sys; sys.exit(0 if abs($ours - $theirs) <= 0.002 and $same >= 0.999 else 1)" \
    || { echo "FAIL V1 baseline: MAP explgraph $ours, scikit-learn $theirs; identical lines $same"; fail=$((fail + 1)); }
else
  echo "note: $v1 not found; the V1 baseline comparison is skipped"
fi
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
