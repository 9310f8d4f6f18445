#!/usr/bin/env bash
# Writes the report of the bundled sample corpus to reports/sample/ with the binary given
# (default build/release/explgraph): the README's quick start and tests/cli/sample_report_test.sh
# both run exactly this command.
set -euo pipefail
cd "$(dirname "$0")/.."
explgraph=${1:-build/release/explgraph}
out=${2:-reports/sample}
rm -rf "$out.new"
"$explgraph" report --corpus corpus \
  --predictions corpus/predictions/lexical-overlap.tsv --predictions corpus/predictions/graph-reasoner.jsonl \
  --baseline lexical-overlap --ranking noisy=corpus/rankings/noisy-ranker.tsv --title "explgraph report: the sample corpus" \
  --quiet --out "$out.new"
rm -rf "$out" && mv "$out.new" "$out"
