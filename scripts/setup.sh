#!/usr/bin/env bash
# Quick start: install dependencies, build a Release binary, and run explgraph on the
# bundled sample corpus, writing every analysis to reports/sample/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF > /dev/null
cmake --build build/release -j "$(nproc)"
mkdir -p reports/sample
for format in text md json tsv; do
  ext=$format; [ "$format" = text ] && ext=txt
  for command in stats reuse types hops overlap growth audit; do
    # audit exits 1: the sample corpus has planted defects for it to find
    build/release/explgraph "$command" --corpus corpus --format "$format" --quiet --out "reports/sample/$command.$ext" \
      || [ "$command" = audit ]
  done
  build/release/explgraph rankeval --corpus corpus --ranking noisy=corpus/rankings/noisy-ranker.tsv \
    --format "$format" --quiet --out "reports/sample/rankeval.$ext"
  build/release/explgraph accuracy --corpus corpus --predictions corpus/predictions/lexical-overlap.tsv \
    --predictions corpus/predictions/graph-reasoner.jsonl --baseline lexical-overlap \
    --format "$format" --quiet --out "reports/sample/accuracy.$ext"
done
echo
cat reports/sample/stats.txt
echo
echo "explgraph: binary at build/release/explgraph; the sample corpus's statistics, reuse, knowledge types,"
echo "hop counts, overlap, growth, audit, the sample ranking's scores and the sample solvers' accuracy"
echo "are in reports/sample/"
echo "(<analysis>.txt, .md, .json, .tsv)"
