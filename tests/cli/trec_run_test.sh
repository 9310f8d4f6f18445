#!/usr/bin/env bash
# rank --format trec writes a run trec_eval reads unchanged (issue 45): six fields
# "qid Q0 docid rank score tag", ranks 1, 2, 3 … per question, scores falling strictly (so
# trec_eval, which orders by score and breaks ties by docid, keeps explgraph's order), each
# UID once per question, two questions of one id named apart (ID, ID#2), and the same order
# as the TextGraphs ranking (its first occurrence of each UID: the textgraphs method writes
# both definitions of a UID defined twice).
# Checked on WorldTree V1, where UIDs are defined twice, when ../shared has it, and on the
# sample corpus. (Against trec_eval itself: docs/COMMANDS.md, rank, measured by hand.)
set -euo pipefail
root=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
corpora=("$root/corpus")
[ -d "$root/../shared/corpora/worldtree-v1" ] && corpora+=("$root/../shared/corpora/worldtree-v1")
for corpus in "${corpora[@]}"; do
  for method in tfidf textgraphs; do
    # Twice as deep: the textgraphs ranking repeats a UID defined twice; the run does not.
    "$EXPLGRAPH" rank --corpus "$corpus" --method "$method" --top 60 --quiet --out "$tmp/$method.tsv"
    "$EXPLGRAPH" rank --corpus "$corpus" --method "$method" --top 30 --format trec --quiet \
      --out "$tmp/$method.trec"
    python3 - "$tmp/$method.tsv" "$tmp/$method.trec" "$method" <<'PY'
import sys
tsv, trec, method = sys.argv[1:4]
expected, blocks, previous = {}, {}, None
for line in open(tsv):
    qid, uid = line.rstrip("\n").split("\t")
    if qid != previous:  # a new question; a second one of the same id is named ID#2
        blocks[qid] = blocks.get(qid, 0) + 1
        previous = qid
    name = qid if blocks[qid] == 1 else f"{qid}#{blocks[qid]}"
    order = expected.setdefault(name, [])
    if uid not in order:
        order.append(uid)
got, last = {}, {}
for n, line in enumerate(open(trec), 1):
    fields = line.split()
    assert len(fields) == 6 and line.endswith("\n") and "\t" not in line, (n, line)
    qid, q0, uid, rank, score, tag = fields
    assert q0 == "Q0" and tag == "explgraph-" + method, (n, line)
    run = got.setdefault(qid, [])
    assert int(rank) == len(run) + 1, (n, line)
    assert qid not in last or float(score) < last[qid], (n, line)
    last[qid] = float(score)
    assert uid not in run, (n, line)
    run.append(uid)
assert list(got) == list(expected), "questions differ"
for qid in expected:
    assert got[qid] == expected[qid][:30], (qid, got[qid][:5], expected[qid][:5])
print(f"{method}: {sum(map(len, got.values()))} lines of {len(got)} questions as the ranking")
PY
  done
done
code=0; "$EXPLGRAPH" stats --corpus "$root/corpus" --format trec 2> "$tmp/err" || code=$?
[ $code -eq 2 ] && grep -q "found 'trec' (only rank writes a TREC run)" "$tmp/err" || { cat "$tmp/err"; exit 1; }
# Issue 79: a run is recognised by the same rule on every line: a first line over 70 KiB (a
# long tag) and a first line whose rank is '-' (which the reader ignores) are a run's, and
# score as the run does (against qrels and against the corpus).
"$EXPLGRAPH" rank --corpus "$root/corpus" --format trec --quiet --out "$tmp/run.trec"
/usr/bin/python3 - "$tmp" <<'PY'
import sys
tmp = sys.argv[1]
lines = open(tmp + "/run.trec").read().split("\n")
first = lines[0].split(" ")
long, dash = list(first), list(first)
long[5] = "x" * 80000
dash[3] = "-"
open(tmp + "/long.trec", "w").write("\n".join([" ".join(long)] + lines[1:]))
open(tmp + "/dash.trec", "w").write("\n".join([" ".join(dash)] + lines[1:]))
PY
maps() {  # the run's MAP against the qrels, then against the corpus
  for judged in "--qrels $root/corpus/rankings/gold.qrels" "--corpus $root/corpus"; do
    "$EXPLGRAPH" rankeval $judged --ranking "$1" --quiet --format json |
      /usr/bin/python3 -c 'import json, sys; print(json.load(sys.stdin)["rankings"][0]["map"])'
  done | tr '\n' ' '
}
want=$(maps "$tmp/run.trec")
for variant in long dash; do
  got=$(maps "$tmp/$variant.trec")
  [ "$got" = "$want" ] || { echo "$variant first line: MAP $got, the run's $want"; exit 1; }
done
echo "trec runs: all checks passed"
