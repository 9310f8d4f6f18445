#!/usr/bin/env bash
# Long runs show a progress line with an estimate on a terminal, and nothing when standard
# error is not a terminal or with --quiet; the output is the same either way. The terminal
# is a pseudo-terminal from script(1). The long run is rank on a synthetic corpus of 2,000
# questions and 8,000 facts (about 1.5 s and 16M ranking lines; the progress line is drawn
# from 250 ms on, and rank on V1 had become too quick to be sure of one). The rankings go
# through a pipe into md5sum, so that no run writes hundreds of MB.
set -u
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
"$EXPLGRAPH" synth --questions 2000 --facts 8000 --seed 17 --out "$tmp/corpus" > /dev/null 2>&1 \
  || { echo "FAIL: synth"; exit 1; }
corpus="$tmp/corpus"
script -qc "'$EXPLGRAPH' rank --corpus '$corpus' --out - | md5sum > '$tmp/tty.md5'" \
  "$tmp/typescript" > /dev/null
tr '\r' '\n' < "$tmp/typescript" | grep -Eq '^rank: [0-9]+% \(about [0-9]+ s left\)' \
  || { echo "FAIL: no progress line on a terminal"; fail=$((fail + 1)); }
script -qc "'$EXPLGRAPH' rank --corpus '$corpus' --out - --quiet | md5sum > '$tmp/quiet.md5'" \
  "$tmp/typescript-quiet" > /dev/null
grep -q '% (about' "$tmp/typescript-quiet" && { echo "FAIL: a progress line under --quiet"; fail=$((fail + 1)); }
"$EXPLGRAPH" rank --corpus "$corpus" --out - 2> "$tmp/err" | md5sum > "$tmp/file.md5"
grep -q '% (about' "$tmp/err" && { echo "FAIL: a progress line when standard error is a file"; fail=$((fail + 1)); }
grep -q "ranked 2000 question(s)" "$tmp/err" || { echo "FAIL: the run did not rank 2000 questions"; fail=$((fail + 1)); }
cmp -s "$tmp/tty.md5" "$tmp/file.md5" && cmp -s "$tmp/quiet.md5" "$tmp/file.md5" \
  || { echo "FAIL: the ranking depends on the terminal"; fail=$((fail + 1)); }
[ $fail -eq 0 ] && echo "progress: shown on a terminal only"
exit $((fail > 0))
