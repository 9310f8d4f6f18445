#!/usr/bin/env bash
# The committed reports/sample/ must be what the current binary writes for corpus/ (the
# README's quick start). After a deliberate change, run scripts/setup.sh and commit it.
set -u
cd "$1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
scripts/sample-report.sh "$EXPLGRAPH" "$tmp/sample"
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
