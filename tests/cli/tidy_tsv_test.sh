#!/usr/bin/env bash
# Every TSV explgraph writes loads in pandas as one tidy table (SPEC §6 "TSV"): each table
# of each command's --format tsv (as --table list names them) and each <section>.<table>.tsv
# of a report folder. check_tidy_tsv.py loads them with pandas and compares them with the
# same run's JSON.
set -u
here=$(cd "$(dirname "$0")" && pwd)
fixtures=$1
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3  # Debian's, with pandas (scripts/install-deps.sh --with-test-tools)
fail=0

# run CASE ARGS...: the JSON and every table of `explgraph ARGS...` into $tmp/cmd/CASE.*
mkdir -p "$tmp/cmd"
run() {
  local case=$1; shift
  "$EXPLGRAPH" "$@" --quiet --format json > "$tmp/cmd/$case.json"
  local code=$?  # the audit exits 1 when it finds an error
  [ $code -le 1 ] || { echo "FAIL $case: --format json exited $code"; fail=$((fail + 1)); return; }
  "$EXPLGRAPH" "$@" --quiet --format tsv --table list > "$tmp/cmd/$case.list"
  code=$?
  [ $code -le 1 ] || { echo "FAIL $case: --table list exited $code"; fail=$((fail + 1)); return; }
  "$EXPLGRAPH" "$@" --quiet --format tsv > "$tmp/cmd/$case.main.tsv"
  local first=1
  while IFS=$'\t' read -r table rows columns; do
    [ "$table" = table ] && continue
    "$EXPLGRAPH" "$@" --quiet --format tsv --table "$table" > "$tmp/cmd/$case.$table.tsv"
    code=$?
    [ $code -le 1 ] || { echo "FAIL $case: --table $table exited $code"; fail=$((fail + 1)); }
    if [ $first = 1 ] && ! cmp -s "$tmp/cmd/$case.main.tsv" "$tmp/cmd/$case.$table.tsv"; then
      echo "FAIL $case: the default table is not the first listed ($table)"; fail=$((fail + 1))
    fi
    first=0
  done < "$tmp/cmd/$case.list"
  rm -f "$tmp/cmd/$case.main.tsv"
}

cd "$root"
for c in stats reuse types hops overlap growth audit; do run "$c-sample" "$c" --corpus corpus; done
run patterns-sample patterns --corpus corpus
run overlap-mc overlap --corpus "$fixtures/reuse" --monte-carlo 20 --seed 3
run growth-mc growth --corpus "$fixtures/reuse" --monte-carlo 20 --seed 3
run hops-tiny hops --corpus "$fixtures/tiny"
run accuracy accuracy --corpus "$fixtures/accuracy" --predictions a="$fixtures/predictions/a.tsv" \
  --predictions b="$fixtures/predictions/b.jsonl" --baseline a --resamples 200
run rankeval rankeval --corpus "$fixtures/reuse" --ranking a="$fixtures/rankings/reuse.tsv" \
  --ranking b="$fixtures/rankings/malformed.tsv" --resamples 200
run rankeval-tg2021 rankeval --ratings "$fixtures/ratings/ratings.json" \
  --ranking a="$fixtures/ratings/ranking.tsv" --ranking b="$fixtures/ratings/ranking.tsv" --resamples 200
run power-sweep power --n 100,500 --effect 0:0.1:0.05 --hurt 0,0.02
run power-mde power --n 100,500 --hurt 0,0.02

# A report folder: one file per table of each section.
"$EXPLGRAPH" report --corpus corpus --out "$tmp/report" --quiet \
  || { echo "FAIL report exited $?"; fail=$((fail + 1)); }

"$py" "$here/check_tidy_tsv.py" "$tmp/cmd" "$tmp/report" || fail=$((fail + 1))

# The pandas example of docs/FORMATS.md (section "Tables for pandas and R": its python block, then the
# text block of what it prints), run with this explgraph first on PATH.
section=$(awk '/^## Tables for pandas and R/{on=1; next} /^## /{on=0} on' docs/FORMATS.md)
awk '/^```python/{on=1; next} /^```/{if (on) exit} on' <<< "$section" > "$tmp/example.py"
awk '/^```text/{on=1; next} /^```/{if (on) exit} on' <<< "$section" > "$tmp/expected.txt"
if [ ! -s "$tmp/example.py" ] || [ ! -s "$tmp/expected.txt" ]; then
  echo "FAIL: no pandas example in docs/FORMATS.md"; fail=$((fail + 1))
elif ! PATH="$(dirname "$EXPLGRAPH"):$PATH" "$py" "$tmp/example.py" > "$tmp/example.txt" 2> "$tmp/example.err"; then
  echo "FAIL: the pandas example of docs/FORMATS.md failed: $(cat "$tmp/example.err")"; fail=$((fail + 1))
elif ! diff -u "$tmp/expected.txt" <(sed 's/[[:space:]]*$//' "$tmp/example.txt"); then
  echo "FAIL: the pandas example of docs/FORMATS.md printed something else"; fail=$((fail + 1))
fi

# Usage errors: --table only with TSV, an unknown table names the others.
expect_usage() {  # expect_usage MESSAGE ARGS...
  local message=$1; shift
  "$EXPLGRAPH" "$@" > /dev/null 2> "$tmp/err"
  local code=$?
  if [ $code -ne 2 ] || ! grep -qF -- "$message" "$tmp/err"; then
    echo "FAIL explgraph $*: exit $code, expected 2 and '$message'; got: $(cat "$tmp/err")"
    fail=$((fail + 1))
  fi
}
expect_usage "explgraph reuse: error: --table rows: a table is written as TSV; add --format tsv" \
  reuse --corpus corpus --table rows
expect_usage "--table: no table 'row' in this result (did you mean 'rows'?); it has rows, table_usage, top_shares, summary ('--table list' shows their sizes)" \
  reuse --corpus corpus --quiet --format tsv --table row
expect_usage "explgraph rank: error: --table: this command writes one TSV stream, not tables" \
  rank --corpus corpus --table x

[ $fail -eq 0 ] && echo "tidy TSV: every table loads in pandas and agrees with the JSON"
exit $((fail > 0))
