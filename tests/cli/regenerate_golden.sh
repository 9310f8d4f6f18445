#!/usr/bin/env bash
# Rewrites every golden .out/.code from the current binary. Review `git diff tests/golden`.
set -eu
EXPLGRAPH=${EXPLGRAPH:-$(pwd)/build/release/explgraph}
golden_dir=$(cd "$(dirname "$0")/../golden" && pwd)
fixtures=$(cd "$golden_dir/../fixtures" && pwd)
for args_file in "$golden_dir"/*/*.args; do
  case_name=${args_file%.args}
  read -r -a args < "$args_file"
  set +e
  (cd "$fixtures" && "$EXPLGRAPH" "${args[@]}" 2>/dev/null) > "$case_name.out"
  echo $? > "$case_name.code"
  set -e
done

# The report's Markdown (tests/cli/report_test.sh compares it).
tmp=$(mktemp -d)
(cd "$fixtures" && "$EXPLGRAPH" report --corpus accuracy --predictions predictions/a.tsv --predictions predictions/b.jsonl \
  --baseline a --ranking rankings/accuracy.tsv --resamples 500 --quiet --out "$tmp/report")
mkdir -p "$golden_dir/report"
cp "$tmp/report/report.md" "$golden_dir/report/accuracy.md"
rm -rf "$tmp"
