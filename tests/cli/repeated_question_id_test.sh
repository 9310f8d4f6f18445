#!/usr/bin/env bash
# A repeated question id is one rule in every command (docs/FORMATS.md "A repeated question
# id"): both questions kept, the second named ID#2 wherever explgraph writes a question id
# (rank TSV and TREC, qrels, show) and read back by that name (accuracy's predictions,
# show); rankeval --corpus alone scores as the TextGraphs scripts do (one gold question per
# id: ID#2 is an unknown id there). Run from the project root.
set -u
cd "$1"
fail=0; count=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3

# The sample corpus with its first Train question repeated under the same id, but a
# different answer key (A) and explanation (its first fact only).
cp -r corpus/tsv "$tmp/c"
$py - "$tmp/c/questionsAndExplanations.tsv" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().splitlines()
head = lines[0].split("\t")
first = lines[1].split("\t")
twin = list(first)
twin[head.index("AnswerKey")] = "A"
twin[head.index("explanation")] = first[head.index("explanation")].split()[0]
open(path, "w", encoding="utf-8").write("\n".join(lines + ["\t".join(twin)]) + "\n")
PY
id=EG_2026_3_1
corpus=(--corpus "$tmp/c")

expect() {  # expect LABEL CONDITION...: counts a case, fails it when the condition fails
  local label=$1; shift
  count=$((count + 1))
  "$@" || { echo "FAIL $label"; fail=$((fail + 1)); }
}

# The loader's warning names both lines and the second's name.
"$EXPLGRAPH" stats "${corpus[@]}" --format json > /dev/null 2> "$tmp/err"
expect "duplicate-question-id warning" grep -q "warning: question id '$id' already used at .*questionsAndExplanations.tsv:2; both kept, this one named '$id#2' wherever explgraph writes or reads question ids \[duplicate-question-id\]" "$tmp/err"

# rank names the second ID#2 in TSV and in TREC runs, and qrels judges it under that name.
"$EXPLGRAPH" rank "${corpus[@]}" --top 5 --quiet > "$tmp/run.tsv" 2> /dev/null
expect "rank TSV names the second ID#2" test "$(grep -c "^$id#2	" "$tmp/run.tsv")" = 5 -a "$(grep -c "^$id	" "$tmp/run.tsv")" = 5
"$EXPLGRAPH" rank "${corpus[@]}" --top 5 --format trec --quiet > "$tmp/run.trec" 2> /dev/null
"$EXPLGRAPH" qrels "${corpus[@]}" --quiet > "$tmp/gold.qrels" 2> /dev/null
expect "rank TREC and qrels name the second ID#2" grep -q "^$id#2 Q0 " "$tmp/run.trec"
expect "qrels judge ID#2 by its own explanation" test "$(grep -c "^$id#2 0 " "$tmp/gold.qrels")" = 1
"$EXPLGRAPH" rankeval --qrels "$tmp/gold.qrels" --ranking "$tmp/run.trec" --format json --quiet > "$tmp/trec.json"
expect "a TREC run scores both questions" $py -c "
import json; r = json.load(open('$tmp/trec.json'))['rankings'][0]
assert r['ranked_questions'] == r['scored_questions'], r"

# accuracy reads ID#2 as the second question: the key of each is A for the twin, B for the first.
printf '%s\tB\n%s#2\tA\n' "$id" "$id" > "$tmp/twins.tsv"
"$EXPLGRAPH" accuracy "${corpus[@]}" --predictions twins="$tmp/twins.tsv" --format json --quiet > "$tmp/acc.json"
expect "accuracy answers both questions by name" $py -c "
import json; d = json.load(open('$tmp/acc.json')); s = d['solvers'][0]
assert s['answered'] == 2 and not s['unknown_questions'], s
assert '$id' not in s['unanswered'] and '$id#2' not in s['unanswered'], s['unanswered']
assert abs(s['accuracy'] * d['questions'] - 2) < 1e-9, (s['accuracy'], d['questions'])"

# show draws either by its name.
"$EXPLGRAPH" show "$id#2" "${corpus[@]}" --format json > "$tmp/show.json" 2> /dev/null
expect "show draws ID#2 with one fact" $py -c "
import json; q = json.load(open('$tmp/show.json'))['questions'][0]
assert q['question'] == '$id#2', q['question']
assert sum(n['kind'] == 'fact' for n in q['nodes']) == 1, q['nodes']"

# rankeval --corpus: as the TextGraphs scripts, one gold question per id, ID#2 unknown.
"$EXPLGRAPH" rankeval "${corpus[@]}" --ranking "$tmp/run.tsv" --format json --quiet > "$tmp/tg.json" 2> /dev/null
expect "rankeval --corpus scores the id once, as the scripts" $py -c "
import json; r = json.load(open('$tmp/tg.json'))['rankings'][0]
assert '$id#2' in r['unknown_questions'], r['unknown_questions']
assert '$id' not in r['missing_questions'], r['missing_questions']"

echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
