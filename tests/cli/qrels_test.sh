#!/usr/bin/env bash
# explgraph qrels: the gold explanations as TREC qrels, checked against files made without
# explgraph — the sample corpus's corpus/rankings/gold.qrels (corpus/README.md: grade 2 for a
# CENTRAL fact, 1 for any other role, UIDs lower-cased, each once) and, on WorldTree V1, a
# Python reading of its questions file (a repeated question id named ID#2); a run that rank
# --format trec writes is then judged for every query (V1's repeated id included); --format
# json is refused with its message.
set -u
root=$1
v1="$root/../shared/corpora/worldtree-v1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
fail=0

"$EXPLGRAPH" qrels --corpus "$root/corpus" --flags any --quiet --out "$tmp/sample.qrels" 2> /dev/null
cmp "$tmp/sample.qrels" "$root/corpus/rankings/gold.qrels" || { echo "sample: differs from gold.qrels"; fail=$((fail + 1)); }

said=$("$EXPLGRAPH" qrels --corpus "$root/corpus" --out "$tmp/kept.qrels" 2>&1 | grep '^qrels:')
[ "$said" = "qrels: judged 106 fact(s) of 35 question(s); skipped 0 without an explanation" ] \
  || { echo "sample: said '$said'"; fail=$((fail + 1)); }

msg=$("$EXPLGRAPH" qrels --corpus "$root/corpus" --format json 2>&1 > /dev/null); rc=$?
[ $rc -eq 2 ] && [ "$(head -1 <<< "$msg")" = "explgraph qrels: error: --format json: qrels writes TREC qrels (qid 0 UID grade); leave --format out" ] \
  || { echo "--format json: rc $rc, said: $msg"; fail=$((fail + 1)); }

# A question id with spaces (issue 79): no TREC writer writes a line trec_eval would split into
# seven fields; each refuses, naming the id and where it is, and writes nothing.
cp -r "$root/corpus" "$tmp/spaced"
sed -i 's/^EG_2026_3_1\t/EG 2026 3 1\t/' "$tmp/spaced/tsv/questionsAndExplanations.tsv"
for writer in "qrels" "rank --format trec"; do
  "$EXPLGRAPH" $writer --corpus "$tmp/spaced" --quiet --out "$tmp/spaced.out" 2> "$tmp/err"; rc=$?
  case $writer in qrels) remedy="rename it in the corpus, or score with the corpus itself (rankeval --corpus)" ;;
                  *) remedy="rename it, or write the TextGraphs TSV (rank --format tsv)" ;; esac
  [ $rc -eq 2 ] && [ ! -e "$tmp/spaced.out" ] && [ "$(cat "$tmp/err")" = "$tmp/spaced/tsv/questionsAndExplanations.tsv:2: error: the question id 'EG 2026 3 1' holds white space, which no field of a TREC file can hold (trec_eval splits its lines at white space, and would refuse the file); $remedy" ] \
    || { echo "$writer with a spaced id: rc $rc, said: $(cat "$tmp/err")"; fail=$((fail + 1)); }
done

if [ -d "$v1" ]; then
  "$EXPLGRAPH" qrels --corpus "$v1" --flags any --quiet --out "$tmp/v1.qrels" 2> /dev/null
  "$py" - "$v1/tsv/questionsAndExplanations.tsv" "$tmp/v1.expected" <<'PY'
import csv, sys
seen, out = {}, []
with open(sys.argv[1], encoding="utf-8", newline="") as f:
    rows = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(rows)
    qid, expl = 0, header.index("explanation")
    for row in rows:
        if len(row) <= expl or not row[qid].strip():
            continue
        name = row[qid].strip()
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > 1:
            name += "#%d" % seen[name]
        grades = {}
        for token in row[expl].split():
            uid, _, role = token.partition("|")
            if not uid or not role:
                continue
            uid = uid.lower()
            grades[uid] = max(grades.get(uid, 1), 2 if role.upper() == "CENTRAL" else 1)
        out += ["%s 0 %s %d\n" % (name, u, g) for u, g in grades.items()]
open(sys.argv[2], "w").write("".join(out))
PY
  diff -q "$tmp/v1.qrels" "$tmp/v1.expected" > /dev/null \
    || { echo "V1: differs from the Python reading:"; diff "$tmp/v1.qrels" "$tmp/v1.expected" | head -5; fail=$((fail + 1)); }
  grep -q '^AIMS_2009_4_10#2 ' "$tmp/v1.qrels" || { echo "V1: no judgments for AIMS_2009_4_10#2"; fail=$((fail + 1)); }
  "$EXPLGRAPH" rank --corpus "$v1" --flags any --format trec --top 100 --quiet --out "$tmp/v1.run" 2> /dev/null
  "$EXPLGRAPH" rankeval --qrels "$tmp/v1.qrels" --ranking "$tmp/v1.run" --format json --quiet > "$tmp/v1.json" 2> "$tmp/v1.err"
  "$py" - "$tmp/v1.json" "$tmp/v1.qrels" "$tmp/v1.run" <<'PY' || fail=$((fail + 1))
import json, sys
r = json.load(open(sys.argv[1]))["rankings"][0]
judged = {line.split()[0] for line in open(sys.argv[2])}
ranked = {line.split()[0] for line in open(sys.argv[3])}
# Every ranked query with a gold explanation is judged under the same name (the repeated
# id's second question too); the queries left unjudged are those without an explanation.
assert "AIMS_2009_4_10#2" in ranked and "AIMS_2009_4_10#2" in judged
assert set(r["unknown_questions"]) == ranked - judged, sorted(set(r["unknown_questions"]) ^ (ranked - judged))[:5]
assert "AIMS_2009_4_10#2" not in r["unknown_questions"] + r["missing_questions"]
assert r["scored_questions"] == len(judged) and r["ranked_questions"] == len(ranked & judged)
print("qrels: V1's run and judgments name the same %d queries (%d ranked without a gold explanation)"
      % (len(ranked & judged), len(ranked - judged)))
PY
fi
[ $fail -eq 0 ] && echo "qrels: all checks passed"
exit $fail
