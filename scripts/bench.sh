#!/usr/bin/env bash
# The benchmark, in one command. Times every analysis command and the full report on
# WorldTree V1 (beside the repository) and on synthetic corpora at the given multiples of
# V1's size (explgraph synth --seed 7; written once to build/bench-corpora/), reporting the
# median wall time of RUNS runs, the median user CPU time and the largest peak resident
# memory, via /usr/bin/time; then runs the Google Benchmark micro-benchmarks of the hot paths.
# Prints Markdown tables (docs/PERFORMANCE.md records them).
#
# Also rankeval on rankings of V2.1 Dev's shape (bench_rankings), and with ENTAILMENT_BANK
# set, treeeval beside the official EntailmentBank scorer (bench_trees); probe on WordNet's
# nouns (bench_probes) and on a KINDOF chain and star (bench_probe_shapes).
#
# Usage: scripts/bench.sh [--scales "10 100 1000"] [--runs N] [--no-v1] [--no-micro]
set -euo pipefail
cd "$(dirname "$0")/.."
scales="10 100"; runs=3; v1=1; micro=1
while [ $# -gt 0 ]; do
  case $1 in
    --scales) scales=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --no-v1) v1=0; shift ;;
    --no-micro) micro=0; shift ;;
    *) echo "usage: scripts/bench.sh [--scales \"10 100 1000\"] [--runs N] [--no-v1] [--no-micro]" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "bench: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
benchmarks=OFF
if [ "$micro" = 1 ]; then
  if dpkg-query -W -f='${Status}' libbenchmark-dev 2>/dev/null | grep -q "install ok installed"; then benchmarks=ON
  else echo "bench: libbenchmark-dev is not installed; skipping the micro-benchmarks" >&2; micro=0; fi
fi
cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF -DEXPLGRAPH_BENCHMARKS=$benchmarks > /dev/null
cmake --build build/bench -j "$(nproc)" > /dev/null
bin=build/bench/explgraph
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

measure() {  # measure LABEL ARGS... -> "| LABEL | median wall s | median user s | peak MiB |"
  local label=$1; shift
  local walls=() users=() rss=0
  for _ in $(seq "$runs"); do
    rm -rf "$tmp/out"
    /usr/bin/time -f '%e %U %M' -o "$tmp/t" "$bin" "$@" > /dev/null
    read -r w u m < "$tmp/t"
    walls+=("$w"); users+=("$u"); [ "$m" -gt "$rss" ] && rss=$m
  done
  awk -v l="$label" -v w="$(printf '%s\n' "${walls[@]}" | median)" -v u="$(printf '%s\n' "${users[@]}" | median)" \
      -v m="$rss" 'BEGIN { printf "| %s | %.2f | %.2f | %.0f |\n", l, w, u, m / 1024 }'
}

# Two commands in turn, 20 runs each: milliseconds by bash's clock, best and median, and their
# ratio. This VM's speed drifts by a fifth from one minute to the next; runs taken in turn
# see the same drift. A command is its words (quoted as the shell quotes; `env -C DIR` to
# run it in DIR), run by this shell with no other in between: a `bash -c` per run added
# 1.2 ms of shell start to each, a tenth of a treeeval run and nothing of its peer's.
ms_of() {  # ms_of COMMAND -> its wall time in milliseconds
  local -a words
  eval "words=($1)"
  local start=$EPOCHREALTIME
  "${words[@]}" > /dev/null 2>&1 || { echo "bench: failed: $1" >&2; return 1; }
  awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print (b - a) * 1000 }'
}
measure_in_turn_ms() {  # LABEL1 COMMAND1 LABEL2 COMMAND2 -> a row each, then their ratio
  local first=() second=()  # 20 runs each, or $turns
  for _ in $(seq "${turns:-20}"); do
    first+=("$(ms_of "$2")")
    second+=("$(ms_of "$4")")
  done
  local b1 m1 b2 m2
  b1=$(printf '%s\n' "${first[@]}" | sort -g | head -1); m1=$(printf '%s\n' "${first[@]}" | median)
  b2=$(printf '%s\n' "${second[@]}" | sort -g | head -1); m2=$(printf '%s\n' "${second[@]}" | median)
  awk -v l1="$1" -v l2="$3" -v b1="$b1" -v m1="$m1" -v b2="$b2" -v m2="$m2" 'BEGIN {
    printf "| %s | %.1f | %.1f |\n| %s | %.1f | %.1f |\n", l1, b1, m1, l2, b2, m2
    printf "| %s / %s | %.1f× | %.1f× |\n", l2, l1, b2 / b1, m2 / m1 }'
}
bench_corpus() {  # bench_corpus TITLE DIR
  local title=$1 corpus=$2
  echo; echo "### $title — $runs runs each, $(nproc) cores, $(date -u +%Y-%m-%d)"; echo
  echo "| command | median wall (s) | median user CPU (s) | peak RSS (MiB) |"
  echo "|---|---:|---:|---:|"
  for command in stats reuse types hops overlap growth; do
    measure "$command" "$command" --corpus "$corpus" --quiet --format json
  done
  measure "report (everything, loaded once)" report --corpus "$corpus" --quiet --out "$tmp/out"
}

if [ "$v1" = 1 ] && [ -d ../shared/corpora/worldtree-v1 ]; then
  bench_corpus "WorldTree V1" ../shared/corpora/worldtree-v1
  # Issue 63: the whole report against stats (loading and tokenising), in turn.
  echo; echo "The V1 report beside stats, 20 runs each in turn:"; echo
  echo "| command | best (ms) | median (ms) |"
  echo "|---|---:|---:|"
  measure_in_turn_ms "stats" "'$PWD/$bin' stats --corpus ../shared/corpora/worldtree-v1 --quiet --format json" \
    "report (everything)" "'$PWD/$bin' report --corpus ../shared/corpora/worldtree-v1 --quiet --out '$tmp/v1-report'"
fi
for scale in $scales; do
  dir=build/bench-corpora/x$scale
  if [ ! -f "$dir/tsv/questionsAndExplanations.tsv" ]; then
    rm -rf "$dir"; mkdir -p build/bench-corpora
    "$bin" synth --questions $((1680 * scale)) --facts $((4950 * scale)) --seed 7 --out "$dir" > /dev/null
  fi
  bench_corpus "Synthetic ${scale}× V1 ($((1680 * scale)) questions, $((4950 * scale)) facts)" "$dir"
done

# Rankings of V2.1 Dev's shape (491 Dev questions, 9,700 facts, 4.76M lines): rankeval on
# the TextGraphs TSV and on the same ranking as a TREC run against qrels of the gold
# explanations (grade 2 for CENTRAL). Set TG2020_EVALUATE (the official evaluate.py) or
# TREC_EVAL (a trec_eval binary) to time those on the same files (PYTHON: one with pandas).
bench_rankings() {
  local dir=build/bench-corpora/rankings
  if [ ! -f "$dir/dev.run" ]; then
    rm -rf "$dir"; mkdir -p build/bench-corpora
    "$bin" synth --questions 2370 --facts 9700 --seed 3 --out "$dir" > /dev/null
    "$bin" rank --corpus "$dir" --split Dev --quiet --out "$dir/dev.tsv"
    "$bin" rank --corpus "$dir" --split Dev --format trec --quiet --out "$dir/dev.run"
    # The same ranking with scores as retrievers print them, 6 decimals (issue 82): tied.run's
    # fall as exp(-rank/300), so that most of each list ties at 0.000000 as tf-idf's zero
    # cosines do, and runs of ties deep in each list; distinct.run's never tie (1 - rank/10^5).
    awk '{ printf "%s %s %s %s %.6f %s\n", $1, $2, $3, $4, exp(-$4 / 300), $6 }' "$dir/dev.run" > "$dir/tied.run"
    awk '{ printf "%s %s %s %s %.6f %s\n", $1, $2, $3, $4, 1 - $4 / 100000, $6 }' "$dir/dev.run" > "$dir/distinct.run"
    awk -F'\t' 'NR == 1 || $4 == "Dev"' "$dir/tsv/questionsAndExplanations.tsv" > "$dir/dev-questions.tsv"
    awk -F'\t' 'NR > 1 && $4 == "Dev" { delete g; n = split($6, t, " ")
      for (i = 1; i <= n; i++) { split(t[i], p, "|"); u = tolower(p[1]); r = p[2] == "CENTRAL" ? 2 : 1
        if (!(u in g) || g[u] < r) g[u] = r }
      for (u in g) print $1, 0, u, g[u] }' "$dir/tsv/questionsAndExplanations.tsv" > "$dir/dev.qrels"
  fi
  echo; echo "### Rankings of V2.1 Dev's shape (4.76M lines) — $runs runs each, $(nproc) cores, $(date -u +%Y-%m-%d)"; echo
  echo "| command | median wall (s) | median user CPU (s) | peak RSS (MiB) |"
  echo "|---|---:|---:|---:|"
  measure "rankeval, TextGraphs TSV" rankeval --corpus "$dir" --split Dev --ranking "$dir/dev.tsv" --format json
  measure "rankeval --qrels, TREC run" rankeval --qrels "$dir/dev.qrels" --ranking "$dir/dev.run" --format json
  measure "rankeval --qrels, TREC run, tied scores" rankeval --qrels "$dir/dev.qrels" --ranking "$dir/tied.run" --format json
  measure "rankeval --qrels, TREC run, distinct scores" rankeval --qrels "$dir/dev.qrels" --ranking "$dir/distinct.run" --format json
  measure "rankeval --qrels --measures all_trec --per-query --format trec_eval" rankeval --qrels "$dir/dev.qrels" \
    --ranking "$dir/dev.run" --measures all_trec --per-query --format trec_eval
  local tsv="'$PWD/$bin' rankeval --corpus '$dir' --split Dev --ranking '$dir/dev.tsv' --format json"
  local run="'$PWD/$bin' rankeval --qrels '$dir/dev.qrels' --ranking '$dir/dev.run'"
  local tied="'$PWD/$bin' rankeval --qrels '$dir/dev.qrels' --ranking '$dir/tied.run' --format json"
  local distinct="'$PWD/$bin' rankeval --qrels '$dir/dev.qrels' --ranking '$dir/distinct.run' --format json"
  if [ -n "${TG2020_EVALUATE:-}" ]; then
    # Issue 63: at least 20x the official scorer in each of three sets of five runs in turn.
    echo; echo "The TSV ranking beside the official tg2020 evaluate.py, three sets of five runs each in turn:"; echo
    echo "| command | best (ms) | median (ms) |"
    echo "|---|---:|---:|"
    for set in 1 2 3; do
      turns=5 measure_in_turn_ms "rankeval, TextGraphs TSV (set $set)" "$tsv" "official tg2020 evaluate.py (set $set)" \
        "${PYTHON:-/usr/bin/python3} '$TG2020_EVALUATE' --gold '$dir/dev-questions.tsv' '$dir/dev.tsv'"
    done
  fi
  if [ -n "${TREC_EVAL:-}" ]; then
    echo; echo "The TREC run beside trec_eval, five runs each in turn:"; echo
    echo "| command | best (ms) | median (ms) |"
    echo "|---|---:|---:|"
    turns=5 measure_in_turn_ms "rankeval --qrels, TREC run" "$run --format json" "trec_eval -c (14 measures)" \
      "'$TREC_EVAL' -c -m map -m P.1,5,10,20 -m recall.1,5,10,20 -m ndcg_cut.1,5,10,20 -m recip_rank '$dir/dev.qrels' '$dir/dev.run'"
    # Issue 82: the tied run at least 20x trec_eval, three sets of five runs in turn.
    for set in 1 2 3; do
      turns=5 measure_in_turn_ms "rankeval --qrels, tied run (set $set)" "$tied" "trec_eval -c -m map, tied run (set $set)" \
        "'$TREC_EVAL' -c -m map '$dir/dev.qrels' '$dir/tied.run'"
    done
    turns=5 measure_in_turn_ms "rankeval --qrels --measures all_trec --per-query" \
      "$run --measures all_trec --per-query --format trec_eval" "trec_eval -m all_trec -q -c" \
      "'$TREC_EVAL' -m all_trec -q -c '$dir/dev.qrels' '$dir/dev.run'"
  fi
  # Issue 63: the run read within 1.5x of the same ranking as TSV, taken in turn.
  echo; echo "The TREC run beside the same ranking as TSV, 20 runs each in turn:"; echo
  echo "| command | best (ms) | median (ms) |"
  echo "|---|---:|---:|"
  measure_in_turn_ms "rankeval, TextGraphs TSV" "$tsv" "rankeval --qrels, TREC run" "$run --format json"
  # Issue 82: the tied run within 1.5x of the same run untied and of the TSV.
  echo; echo "The tied run beside the untied one and the TSV, 20 runs each in turn:"; echo
  echo "| command | best (ms) | median (ms) |"
  echo "|---|---:|---:|"
  measure_in_turn_ms "rankeval --qrels, distinct scores" "$distinct" "rankeval --qrels, tied scores" "$tied"
  measure_in_turn_ms "rankeval, TextGraphs TSV" "$tsv" "rankeval --qrels, tied scores" "$tied"
}
bench_rankings

# EntailmentBank (issue 44): treeeval beside the official scorer, BLEURT stubbed out
# (bench/entailment_bank_stubs), on the largest published prediction file, Task 3's T5-11B
# Test JSONL (1 MB, 340 trees; gold: Task 1's Test, 1.8 MB). Set ENTAILMENT_BANK to a checkout
# of allenai/entailment_bank with its data unpacked (data/public_dataset/…, data/processed_data/…).
# Measured in turn with measure_in_turn_ms.
bench_trees() {
  local eb=$ENTAILMENT_BANK stubs=$PWD/bench/entailment_bank_stubs
  local gold=$eb/data/public_dataset/entailment_trees_emnlp2021_data_v2/dataset/task_1/test.jsonl
  local pred=$eb/data/processed_data/predictions/emnlp_2021/task3_v2/T5_11B/test.32K_steps.predictions.jsonl
  [ -f "$gold" ] && [ -f "$pred" ] || { echo "bench: ENTAILMENT_BANK has no $gold or $pred" >&2; return; }
  mkdir -p "$tmp/eb"
  echo; echo "### EntailmentBank Task 3 Test, T5-11B JSONL (340 trees) — 20 runs each in turn, $(nproc) cores, $(date -u +%Y-%m-%d)"; echo
  echo "| scorer | best (ms) | median (ms) |"
  echo "|---|---:|---:|"
  measure_in_turn_ms "explgraph treeeval (JSON)" "'$PWD/$bin' treeeval --gold '$gold' --predictions '$pred' --quiet --format json" \
    "official eval/run_scorer_task3.py" "env -C '$eb' PYTHONPATH='$stubs:.' ${PYTHON:-/usr/bin/python3} eval/run_scorer_task3.py --split test --prediction_file '$pred' --output_dir '$tmp/eb'"
  # As users run it (issue 63): with a BLEURT scores file, a lab's file of every pair it has
  # scored (17,861 pairs, 2.2 MB: the pairs of all fourteen published files, then pairs made
  # of their words, scores seeded), which the official scorer's BLEURT stand-in reads too.
  "$PWD/$bin" treeeval --gold "$gold" --predictions "$pred" --write-pairs "$tmp/eb/pairs.tsv" --quiet > /dev/null
  ${PYTHON:-/usr/bin/python3} - "$tmp/eb/pairs.tsv" "$tmp/eb/scores.tsv" <<'PY'
import random, sys
random.seed(2)
rows = open(sys.argv[1], encoding="utf-8").read().splitlines()[1:]
words = " ".join(r.replace("\t", " ") for r in rows).split()
while len(rows) < 17861:
    rows.append(" ".join(random.choice(words) for _ in range(random.randint(6, 12))) + "\t" +
                " ".join(random.choice(words) for _ in range(random.randint(6, 12))))
random.shuffle(rows)
with open(sys.argv[2], "w", encoding="utf-8") as f:
    f.write("candidate\treference\tscore\n")
    f.writelines(r + "\t" + repr(random.uniform(-1.5, 1.2)) + "\n" for r in rows)
PY
  echo; echo "With --intermediate-scores (17,861 pairs, 2.2 MB), read by both:"; echo
  echo "| scorer | best (ms) | median (ms) |"
  echo "|---|---:|---:|"
  measure_in_turn_ms "explgraph treeeval --intermediate-scores" "'$PWD/$bin' treeeval --gold '$gold' --predictions '$pred' --intermediate-scores '$tmp/eb/scores.tsv' --quiet --format json" \
    "official, BLEURT from the same file" "env -C '$eb' EXPLGRAPH_BLEURT_SCORES='$tmp/eb/scores.tsv' PYTHONPATH='$stubs:.' ${PYTHON:-/usr/bin/python3} eval/run_scorer_task3.py --split test --prediction_file '$pred' --output_dir '$tmp/eb'"
}
[ -n "${ENTAILMENT_BANK:-}" ] && bench_trees

# probe (issue 46): every probe kind from all of WordNet 3.0's nouns (82,115 synsets), when
# Debian's wordnet-base is there (WORDNET: another copy of its database folder).
bench_probes() {
  local wordnet=${WORDNET:-/usr/share/wordnet}
  [ -f "$wordnet/data.noun" ] || { echo "bench: no WordNet in $wordnet; skipping probe" >&2; return; }
  echo; echo "### probe, every kind from all of WordNet 3.0's nouns — $runs runs each, $(nproc) cores, $(date -u +%Y-%m-%d)"; echo
  echo "| command | median wall (s) | median user CPU (s) | peak RSS (MiB) |"
  echo "|---|---:|---:|---:|"
  for hops in 1 2 3; do
    measure "probe --max-hops $hops" probe --wordnet "$wordnet" --max-hops "$hops" --quiet --out "$tmp/out"
  done
}
bench_probes

# probe on the shapes that made it quadratic (issues 61 and 63): a KINDOF chain (every
# concept's ancestors) and a star (a hub's children are each other's sisters), each at two
# sizes four times apart: linear cost is the time and memory growing about fourfold.
bench_probe_shapes() {
  echo; echo "### probe on a KINDOF chain and a star, --max-hops 2 — $runs runs each"; echo
  echo "| command | median wall (s) | median user CPU (s) | peak RSS (MiB) |"
  echo "|---|---:|---:|---:|"
  local shape n
  for shape in chain star; do
    for n in 7500 30000; do
      mkdir -p "$tmp/$shape$n"
      awk -v n="$n" -v shape="$shape" 'BEGIN {
        print "[FILL] a/the\tHYPONYM\t[FILL] is a kind of\tHYPERNYM\t[SKIP] DEP\t[SKIP] UID"
        for (i = 0; i < n; i++)
          printf "a\tc%d\tis a kind of\t%s\t\tu%d\n", i, shape == "chain" ? "c" (i + 1) : "hub", i }' \
        > "$tmp/$shape$n/KINDOF.tsv"
      measure "probe, a $shape of $n rows" probe --tables "$tmp/$shape$n" --max-hops 2 --quiet --out "$tmp/out"
    done
  done
}
bench_probe_shapes

if [ "$micro" = 1 ]; then
  echo; echo "### Micro-benchmarks (Google Benchmark; arguments: scale, and for BM_Overlap 1 = no hub grouping)"; echo
  echo '```'
  build/bench/bench/micro_benchmarks --benchmark_min_time=0.5 2>/dev/null | sed -n '/^Benchmark/,$p'
  echo '```'
fi
