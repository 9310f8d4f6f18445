#!/usr/bin/env bash
# Every --help ends with real examples, and every example runs: each command's "Examples:"
# lines are run as written (with this explgraph) in a scratch folder where `corpus` is the
# sample corpus, in an order where an example's inputs were written by an earlier one
# (solve and rank before accuracy and rankeval). The audit exits 1 on the sample corpus's
# planted errors; everything else must exit 0. Each help's defaults read as written.
set -u
root=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/work"
ln -s "$root/corpus" "$tmp/work/corpus"
[ -d "$root/../shared" ] && ln -s "$root/../shared" "$tmp/shared"
fail=0; ran=0

examples() {  # the example commands of `explgraph $@ --help`, one per line
  "$EXPLGRAPH" "$@" --help | awk '
    /^Examples:/ { on = 1; next }
    on && /^  explgraph / { line = $0 }
    on && /^      / && cont { line = line " " $0 }
    on && (/^  explgraph / || (/^      / && cont)) {
      cont = (line ~ /\\$/); sub(/\\$/, "", line)
      if (!cont) { sub(/ +#.*/, "", line); print line }
    }'
}

cd "$tmp/work"
for command in "" synth stats reuse types hops overlap growth patterns audit show solve accuracy rank qrels rankeval treeeval "ava systems" "ava pairs" "ava train" "ava judge" probe power report; do
  # A default shown as a person would write it: "(=0.05)", not Boost's "(=0.050000000000000003)".
  if long=$("$EXPLGRAPH" $command --help | grep -E '\(=[-0-9.]*[0-9]{10,}'); then
    echo "FAIL: explgraph $command --help shows a default in full binary precision: $long"; fail=$((fail + 1))
  fi
  list=$(examples $command)
  if [ "$(grep -c . <<< "$list")" -lt 2 ]; then
    echo "FAIL: explgraph $command --help has fewer than two examples"; fail=$((fail + 1)); continue
  fi
  while read -r line; do
    [ -z "$line" ] && continue
    case "$line" in *../shared/*) [ -d ../shared ] || continue ;; esac
    read -r -a words <<< "${line#explgraph }"
    ran=$((ran + 1))
    "$EXPLGRAPH" "${words[@]}" > out.txt 2> err.txt < /dev/null
    code=$?
    if [ $code -ne 0 ] && ! { [ "$command" = audit ] && [ $code -eq 1 ]; }; then
      echo "FAIL: '$line' (from explgraph $command --help) exited $code: $(head -3 err.txt)"; fail=$((fail + 1))
    fi
  done <<< "$list"
done
echo "$ran examples run, $fail failed"
[ $fail -eq 0 ] && [ $ran -ge 31 ]
