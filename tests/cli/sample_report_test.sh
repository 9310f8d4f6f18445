#!/usr/bin/env bash
# The committed reports/sample/ must be what the current binary writes for corpus/ (the
# README's quick start). After a deliberate change, run scripts/setup.sh and commit it.
set -u
cd "$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$EXPLGRAPH" report --corpus corpus \
  --predictions corpus/predictions/lexical-overlap.tsv --predictions corpus/predictions/graph-reasoner.jsonl \
  --baseline lexical-overlap --ranking noisy=corpus/rankings/noisy-ranker.tsv --title "explgraph report: the sample corpus" --quiet --out "$tmp/sample"
fail=0; count=0
for f in "$tmp"/sample/* reports/sample/*; do
  name=$(basename "$f")
  count=$((count + 1))
  if ! diff -u "reports/sample/$name" "$tmp/sample/$name" > "$tmp/diff" 2>&1; then
    echo "FAIL reports/sample/$name is out of date (run scripts/setup.sh):"; head -20 "$tmp/diff"; fail=$((fail + 1))
  fi
done
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
