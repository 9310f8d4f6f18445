#!/usr/bin/env bash
# The committed reports/sample/ must be what the current binary writes for corpus/.
# After a deliberate change, run scripts/setup.sh and commit reports/sample/.
set -u
root=$1
cd "$root"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; count=0
for command in stats reuse types hops overlap growth audit rankeval accuracy; do
  for format in text md json tsv; do
    ext=$format; [ "$format" = text ] && ext=txt
    extra=(); [ "$command" = rankeval ] && extra=(--ranking noisy=corpus/rankings/noisy-ranker.tsv)
    [ "$command" = accuracy ] && extra=(--predictions corpus/predictions/lexical-overlap.tsv
      --predictions corpus/predictions/graph-reasoner.jsonl --baseline lexical-overlap)
    "$EXPLGRAPH" "$command" --corpus corpus "${extra[@]}" --format "$format" --quiet --out "$tmp/$command.$ext"
    count=$((count + 1))
    if ! diff -u "reports/sample/$command.$ext" "$tmp/$command.$ext" > "$tmp/diff"; then
      echo "FAIL reports/sample/$command.$ext is out of date (run scripts/setup.sh):"; head -20 "$tmp/diff"
      fail=$((fail + 1))
    fi
  done
done
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
