#!/usr/bin/env bash
# Compares `explgraph rankeval --qrels Q --ranking R --measures all_trec --per-query --format
# trec_eval` with trec_eval 10 itself, line for line (issue 65):
#   scripts/compare-trec-eval.sh TREC_EVAL_SOURCE [EXPLGRAPH] [PAIRS] [QRELS RUN]...
# TREC_EVAL_SOURCE is a checkout of usnistgov/trec_eval (fetch it; it is not part of
# explgraph); it is built here, in a scratch folder. On PAIRS (30) seeded random qrels/run
# pairs (graded and negative judgments, documents the qrels do not judge, tied scores,
# queries missing from the run or from the qrels) with trec_eval's flags -c, -c -J, -c -M 5,
# -c -l 2, -c -l 0, and without -c where the run has every judged query; then on trec_eval's
# own test files (its test/ folder, the runs its Makefile checks with all_trec); and on
# WorldTree V1 Dev's tf-idf ranking as a TREC run (when ../shared has V1); and on each QRELS
# RUN pair given after PAIRS (with -c, and with -c -J -M 100 -l 2). Prints one
# line per comparison and exits 1 on the first difference, showing it.
set -euo pipefail
source_dir=$(cd "$1" && pwd)
explgraph=${2:-$PWD/build/release/explgraph}
pairs=${3:-30}
shift $(( $# < 3 ? $# : 3 ))  # the rest: QRELS RUN pairs of the user's own (V2.1 Dev's, …)
python=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

cp -r "$source_dir" "$tmp/src"
make -s -C "$tmp/src" trec_eval >/dev/null 2>&1
trec_eval=$tmp/src/trec_eval
"$trec_eval" -v 2>&1 | grep -q "version 10" || { echo "not trec_eval 10: $("$trec_eval" -v 2>&1)"; exit 1; }

compared=0
compare() {  # compare NAME QRELS RUN TREC_EVAL_FLAGS -- EXPLGRAPH_FLAGS
  local name=$1 qrels=$2 run=$3; shift 3
  local te_flags=() eg_flags=()
  while [ "$1" != "--" ]; do te_flags+=("$1"); shift; done; shift
  eg_flags=("$@")
  "$trec_eval" -m all_trec -q "${te_flags[@]}" "$qrels" "$run" > "$tmp/expected" 2>&1 || true
  "$explgraph" rankeval --qrels "$qrels" --ranking "$run" --measures all_trec --per-query \
    --format trec_eval "${eg_flags[@]}" > "$tmp/actual" 2>"$tmp/stderr" || { cat "$tmp/stderr"; exit 1; }
  if ! diff "$tmp/expected" "$tmp/actual" > "$tmp/diff"; then
    echo "DIFFERENT: $name (trec_eval ${te_flags[*]})"; head -20 "$tmp/diff"; exit 1
  fi
  compared=$((compared + 1))
  echo "equal: $name (trec_eval ${te_flags[*]}: $(wc -l < "$tmp/expected") lines)"
}


for seed in $(seq 1 "$pairs"); do
  "$python" "$(dirname "$0")/make-trec-pair.py" "$seed" "$tmp/pair$seed"
  q=$tmp/pair$seed.qrels r=$tmp/pair$seed.run
  compare "pair $seed" "$q" "$r" -c -- 
  compare "pair $seed" "$q" "$r" -c -J -- --judged-only
  compare "pair $seed" "$q" "$r" -c -M 5 -- --depth 5
  compare "pair $seed" "$q" "$r" -c -l 2 -- --relevance-threshold 2
  compare "pair $seed" "$q" "$r" -c -l 0 -- --relevance-threshold 0
  if [ $((seed % 3)) = 0 ]; then
    compare "pair $seed" "$q" "$r" -- --ranked-queries-only
    compare "pair $seed" "$q" "$r" -l 2 -- --ranked-queries-only --relevance-threshold 2
  fi
done

t=$source_dir/test
compare "trec_eval test" "$t/qrels.test" "$t/results.test" -- --ranked-queries-only
compare "trec_eval test" "$t/qrels.test" "$t/results.trunc" -c --
compare "trec_eval test" "$t/qrels.test" "$t/results.trunc" -c -M100 -- --depth 100
compare "trec_eval test" "$t/qrels.test" "$t/results.test" -c -J -- --judged-only
compare "trec_eval test" "$t/qrels.rel_level" "$t/results.test" -l2 -- --ranked-queries-only --relevance-threshold 2
# The user's path: WorldTree V1 Dev's tf-idf ranking as a TREC run against its gold as qrels.
v1=$(dirname "$0")/../../shared/corpora/worldtree-v1
if [ -d "$v1" ]; then
  "$explgraph" qrels --corpus "$v1" --split dev --out "$tmp/v1.qrels" --quiet
  "$explgraph" rank --corpus "$v1" --split dev --format trec --out "$tmp/v1.run" --quiet
  compare "WorldTree V1 Dev" "$tmp/v1.qrels" "$tmp/v1.run" -c --
  compare "WorldTree V1 Dev" "$tmp/v1.qrels" "$tmp/v1.run" -c -M 100 -l 2 -- --depth 100 --relevance-threshold 2
fi
while [ $# -ge 2 ]; do
  compare "$(basename "$2")" "$1" "$2" -c --
  compare "$(basename "$2")" "$1" "$2" -c -J -M 100 -l 2 -- --judged-only --depth 100 --relevance-threshold 2
  shift 2
done
echo "$compared comparisons: every line equal"
