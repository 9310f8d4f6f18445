#!/usr/bin/env bash
# Long runs show a progress line with an estimate on a terminal, and nothing when standard
# error is not a terminal or with --quiet; the output is the same either way. The terminal
# is a pseudo-terminal from script(1); the long run is rank on WorldTree V1 (about a
# second), skipped when ../shared is not there.
set -u
root=$1
v1="$root/../shared/corpora/worldtree-v1"
[ -d "$v1" ] || { echo "skipped: $v1 not found"; exit 0; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
script -qc "'$EXPLGRAPH' rank --corpus '$v1' --out '$tmp/tty.tsv'" "$tmp/typescript" > /dev/null
tr '\r' '\n' < "$tmp/typescript" | grep -Eq '^rank: [0-9]+% \(about [0-9]+ s left\)' \
  || { echo "FAIL: no progress line on a terminal"; fail=$((fail + 1)); }
script -qc "'$EXPLGRAPH' rank --corpus '$v1' --out '$tmp/quiet.tsv' --quiet" "$tmp/typescript-quiet" > /dev/null
grep -q '% (about' "$tmp/typescript-quiet" && { echo "FAIL: a progress line under --quiet"; fail=$((fail + 1)); }
"$EXPLGRAPH" rank --corpus "$v1" --out "$tmp/file.tsv" 2> "$tmp/err"
grep -q '% (about' "$tmp/err" && { echo "FAIL: a progress line when standard error is a file"; fail=$((fail + 1)); }
cmp -s "$tmp/tty.tsv" "$tmp/file.tsv" && cmp -s "$tmp/quiet.tsv" "$tmp/file.tsv" \
  || { echo "FAIL: the ranking depends on the terminal"; fail=$((fail + 1)); }
[ $fail -eq 0 ] && echo "progress: shown on a terminal only"
exit $((fail > 0))
