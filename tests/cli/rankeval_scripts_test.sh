#!/usr/bin/env bash
# rankeval's MAP must equal the TextGraphs scripts' (transcribed in textgraphs_map.py) to
# 1e-9, for rankings with and without missing gold facts, repeated lines and unranked
# questions, on the sample corpus and on WorldTree V1 when it is there (rankings of over
# 16 MB there, which rankeval reads in pieces on several threads).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$1
cd "$root"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; count=0

compare() {  # compare CORPUS_DIR QUESTIONS_FILE[,FILE...] RANKING LABEL [explgraph options]
  local corpus=$1 questions=$2 ranking=$3 label=$4; shift 4
  python3 "$here/textgraphs_map.py" "$questions" "$ranking" > "$tmp/expected"
  for scorer in tg2020 tg2019; do
    count=$((count + 1))
    local ours theirs
    ours=$("$EXPLGRAPH" rankeval --corpus "$corpus" --ranking "$ranking" --scorer "$scorer" --format json --quiet "$@" \
           | python3 -c 'import json,sys; print(repr(json.load(sys.stdin)["map"]))')
    theirs=$(awk -v s="$scorer" '$1 == s {print $2}' "$tmp/expected")
    if ! python3 -c "import sys; sys.exit(0 if abs($ours - $theirs) <= 1e-9 else 1)"; then
      echo "FAIL $label $scorer: explgraph $ours, script $theirs"; fail=$((fail + 1))
    fi
  done
}

# A perturbed copy: every 3rd line dropped (gold facts go missing), every 5th repeated,
# every 7th question left out entirely.
perturb() {
  awk -F'\t' 'BEGIN { q = 0 } $1 != last { last = $1; q++ } q % 7 == 0 { next } NR % 3 == 0 { next } { print } NR % 5 == 0 { print }' "$1"
}

"$EXPLGRAPH" rank --corpus corpus --quiet --out "$tmp/sample.tsv" 2> /dev/null
compare corpus corpus/tsv/questionsAndExplanations.tsv "$tmp/sample.tsv" "sample tf-idf"
compare corpus corpus/tsv/questionsAndExplanations.tsv corpus/rankings/noisy-ranker.tsv "sample noisy"
perturb corpus/rankings/noisy-ranker.tsv > "$tmp/sample-perturbed.tsv"
compare corpus corpus/tsv/questionsAndExplanations.tsv "$tmp/sample-perturbed.tsv" "sample perturbed"

# The TextGraphs layout: flags "SUCCESS DUPMERGE" pass the corpus filter but are not tg2020 gold.
tg=tests/fixtures/textgraphs
"$EXPLGRAPH" rank --corpus "$tg" --quiet --out "$tmp/tg.tsv" 2> /dev/null
compare "$tg" "$tg/questions.train.tsv,$tg/questions.dev.tsv,$tg/questions.test.tsv" "$tmp/tg.tsv" "textgraphs tf-idf"
perturb "$tmp/tg.tsv" > "$tmp/tg-perturbed.tsv"
compare "$tg" "$tg/questions.train.tsv,$tg/questions.dev.tsv,$tg/questions.test.tsv" "$tmp/tg-perturbed.tsv" "textgraphs perturbed"

v1=../shared/corpora/worldtree-v1
if [ -f "$v1/tsv/questionsAndExplanations.tsv" ]; then
  "$EXPLGRAPH" rank --corpus "$v1" --quiet --top 1400 --out "$tmp/v1.tsv" 2> /dev/null
  compare "$v1" "$v1/tsv/questionsAndExplanations.tsv" "$tmp/v1.tsv" "V1 tf-idf top 1400 (read in pieces)"
  perturb "$tmp/v1.tsv" > "$tmp/v1-perturbed.tsv"
  compare "$v1" "$v1/tsv/questionsAndExplanations.tsv" "$tmp/v1-perturbed.tsv" "V1 perturbed"
  # The tg2020 gold set is the official script's whatever the corpus filter.
  python3 "$here/textgraphs_map.py" "$v1/tsv/questionsAndExplanations.tsv" "$tmp/v1.tsv" > "$tmp/expected"
  count=$((count + 1))
  ours=$("$EXPLGRAPH" rankeval --corpus "$v1" --ranking "$tmp/v1.tsv" --flags any --format json --quiet \
         | python3 -c 'import json,sys; print(repr(json.load(sys.stdin)["map"]))')
  theirs=$(awk '$1 == "tg2020" {print $2}' "$tmp/expected")
  python3 -c "import sys; sys.exit(0 if abs($ours - $theirs) <= 1e-9 else 1)" \
    || { echo "FAIL V1 --flags any tg2020: explgraph $ours, script $theirs"; fail=$((fail + 1)); }
else
  echo "note: $v1 not found; WorldTree V1 comparisons skipped"
fi
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
