#!/usr/bin/env bash
# Quick start: install dependencies, build a Release binary, and write the report of the
# bundled sample corpus to reports/sample/ (index.html, report.md, JSON and TSV).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF > /dev/null
cmake --build build/release -j "$(nproc)"
rm -rf reports/sample.new
build/release/explgraph report --corpus corpus \
  --predictions corpus/predictions/lexical-overlap.tsv --predictions corpus/predictions/graph-reasoner.jsonl \
  --baseline lexical-overlap --ranking noisy=corpus/rankings/noisy-ranker.tsv --title "explgraph report: the sample corpus" --quiet --out reports/sample.new
rm -rf reports/sample && mv reports/sample.new reports/sample
echo
build/release/explgraph stats --corpus corpus --quiet
echo
echo "explgraph: binary at build/release/explgraph"
echo "explgraph: report of the sample corpus written to reports/sample/index.html (open it in a browser),"
echo "           with reports/sample/report.md and each section's data as JSON and TSV beside it"
