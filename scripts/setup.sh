#!/usr/bin/env bash
# Quick start: install dependencies, build a Release binary, and run explgraph on the
# bundled sample corpus, writing the statistics to reports/sample/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF > /dev/null
cmake --build build/release -j "$(nproc)"
mkdir -p reports/sample
for format in text md json tsv; do
  ext=$format; [ "$format" = text ] && ext=txt
  build/release/explgraph stats --corpus corpus --format "$format" --quiet --out "reports/sample/stats.$ext"
done
echo
cat reports/sample/stats.txt
echo
echo "explgraph: binary at build/release/explgraph; sample corpus report written to reports/sample/ (stats.txt, stats.md, stats.json, stats.tsv)"
