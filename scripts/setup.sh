#!/usr/bin/env bash
# Quick start: install dependencies, build a Release binary, and write the report of the
# bundled sample corpus to reports/sample/ (index.html, report.md, JSON and TSV).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF -DEXPLGRAPH_PYTHON=ON > /dev/null
cmake --build build/release -j "$(nproc)"
scripts/sample-report.sh build/release/explgraph reports/sample
echo
build/release/explgraph stats --corpus corpus --quiet
echo
echo "explgraph: binary at build/release/explgraph (on your PATH: export PATH=\"$PWD/build/release:\$PATH\");"
echo "           Python module: PYTHONPATH=build/release/python"
echo "explgraph: report of the sample corpus written to reports/sample/index.html (open it in a browser),"
echo "           with reports/sample/report.md and each section's data as JSON and TSV beside it"
