#!/usr/bin/env bash
# rankeval --qrels --measures … --format trec_eval prints what trec_eval 10 prints, line for
# line (issue 65): against trec_eval's own output on two fixture pairs, with its flags -c, -J,
# -M, -l, without -c, and with measure parameters (tests/fixtures/trec_eval/README.md says
# how each was made). Then the messages for what cannot be done.
set -euo pipefail
root=$1
explgraph=${EXPLGRAPH:-$root/build/explgraph}
f=$root/tests/fixtures/trec_eval
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

same() {  # same EXPECTED QRELS RUN FLAGS...
  local expected=$1 qrels=$2 run=$3; shift 3
  "$explgraph" rankeval --qrels "$f/$qrels" --ranking "$f/$run" --per-query --format trec_eval \
    --quiet "$@" > "$tmp/actual"
  diff "$f/$expected" "$tmp/actual" || { echo "FAIL: $expected differs"; exit 1; }
  echo "ok: $expected ($(wc -l < "$tmp/actual") lines)"
}
same pair4.c.expected pair4.qrels pair4.run --measures all_trec
same pair4.cJ.expected pair4.qrels pair4.run --measures all_trec --judged-only
same pair4.cM5.expected pair4.qrels pair4.run --measures all_trec --depth 5
same pair4.cl2.expected pair4.qrels pair4.run --measures all_trec --relevance-threshold 2
same pair3.expected pair3.qrels pair3.run --measures all_trec --ranked-queries-only
same pair3.l2.expected pair3.qrels pair3.run --measures all_trec --ranked-queries-only \
  --relevance-threshold 2
same pair4.params.expected pair4.qrels pair4.run --measures P.3,7 ndcg.1=3,2=9,4=4.5 rbp.p=0.5 \
  iprec_at_recall..25,.5 utility.2,-1,0,0 relstring.5 success.2,5
same pair4.huge.expected pair4.qrels pair4.run --measures P.99999999999999999999 map.5

# Without --per-query, the "all" lines alone; JSON carries the same figures.
"$explgraph" rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures all_trec \
  --format trec_eval > "$tmp/all"
grep -P '\tall\t' "$f/pair4.c.expected" | diff - "$tmp/all"
"$explgraph" rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures all_trec \
  --per-query --format json > "$tmp/json"
/usr/bin/python3 - "$tmp/json" "$f/pair4.c.expected" <<'PY'
import json, sys
ranking = json.load(open(sys.argv[1]))["rankings"][0]
printed = {}
for line in open(sys.argv[2]):
    measure, query, value = (x.strip() for x in line.split("\t"))
    printed[(measure, query)] = value
rows = {("all", k): v for k, v in ranking["trec_eval"]["all"].items()}
for row in ranking["per_query"]:
    rows.update({(row["query"], k): v for k, v in row.items() if k != "query"})
assert len(rows) == len(printed), (len(rows), len(printed))
for (query, measure), value in rows.items():
    want = printed[(measure, query)]
    if isinstance(value, str):
        assert want in (value, "'%s'" % value), (measure, query, value, want)
    elif isinstance(value, int):
        assert str(value) == want, (measure, query, value, want)
    else:
        assert "%6.4f" % value == want, (measure, query, value, want)
# rankeval's own figures are trec_eval's measures
assert "%6.4f" % ranking["map"] == printed[("map", "all")]
assert "%6.4f" % ranking["metrics"]["P@5"] == printed[("P_5", "all")]
assert "%6.4f" % ranking["metrics"]["NDCG@10"] == printed[("ndcg_cut_10", "all")]
assert "%6.4f" % ranking["metrics"]["MRR"] == printed[("recip_rank", "all")]
print("ok: JSON per_query and all hold the printed figures (%d)" % len(rows))
PY

# --per-query for TextGraphs rankings: each gold question's AP, averaging to the MAP.
"$explgraph" rankeval --corpus "$root/corpus" --ranking "$root/corpus/rankings/noisy-ranker.tsv" \
  --per-query --format json --quiet > "$tmp/tg.json"
/usr/bin/python3 - "$tmp/tg.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["rankings"][0]
assert len(r["per_query"]) == r["scored_questions"] == 35
assert abs(sum(q["ap"] for q in r["per_query"]) / 35 - r["map"]) < 1e-12
print("ok: TextGraphs per_query AP averages to the MAP")
PY

fails() {  # fails EXPECTED_MESSAGE COMMAND ARGS...
  local expected=$1; shift
  if "$explgraph" "$@" > /dev/null 2> "$tmp/err"; then
    echo "FAIL: succeeded: $*"; exit 1
  fi
  grep -qF -- "$expected" "$tmp/err" || { echo "FAIL: expected '$expected', got:"; cat "$tmp/err"; exit 1; }
  echo "ok: refused: $expected"
}
fails "--measures Px: unknown measure 'Px'; the measures are official, all_trec, set, runid" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures Px
fails "--measures P.0,5: cutoffs are counted from 1" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures P.0,5
fails "--measures P.5,5: a cutoff is given twice" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures P.5,5
fails "--measures utility.1,2: utility takes four coefficients" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures utility.1,2
fails "--measures ndcg.1: expected name=value pairs separated by commas (ndcg.1=3,2=9), found '1'" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures ndcg.1
fails "--measures P.: nothing after the '.'" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures P.
fails "--depth: expected a whole number from 1" \
  rankeval --qrels "$f/pair4.qrels" --ranking "$f/pair4.run" --measures map --depth 0
fails "--measures: trec_eval's measures and flags apply to TREC runs scored against --qrels" \
  rankeval --corpus "$root/corpus" --ranking "$root/corpus/rankings/noisy-ranker.tsv" --measures map
fails "--format trec_eval: only TREC runs scored against --qrels print as trec_eval does" \
  rankeval --corpus "$root/corpus" --ranking "$root/corpus/rankings/noisy-ranker.tsv" \
  --format trec_eval --quiet
fails "--format: expected text, json, tsv, md or latex, found 'trec_eval' (only rankeval --qrels" \
  accuracy --corpus "$root/corpus" --predictions "$root/corpus/predictions/lexical-overlap.tsv" \
  --format trec_eval
echo "trec_eval parity: all ok"
