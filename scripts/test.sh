#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test: unit, integration (on
# ../shared/corpora/worldtree-v1 when present), CLI golden, error and malformed-input cases,
# the HTML report in headless Chromium, the Python module (pytest); then the whole suite again under AddressSanitizer
# and UndefinedBehaviorSanitizer; then each parser fuzz target for a short bounded time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-test-tools
jobs=$(nproc)
root=$(pwd)

echo "== build and test (warnings as errors)"
# Benchmarks are compiled here, run only by scripts/bench.sh; the Python module is built and
# its pytest suite run here (not under the sanitizers, whose run-time Python does not load).
cmake -S . -B build/test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEXPLGRAPH_WERROR=ON -DEXPLGRAPH_BUILD_TESTS=ON \
  -DEXPLGRAPH_BENCHMARKS=ON -DEXPLGRAPH_PYTHON=ON > /dev/null
cmake --build build/test -j "$jobs"
(cd build/test && ctest --output-on-failure -j "$jobs")

echo "== the same suite under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEXPLGRAPH_SANITIZE=ON -DEXPLGRAPH_WERROR=ON \
  -DEXPLGRAPH_BUILD_TESTS=ON > /dev/null
cmake --build build/asan -j "$jobs"
(cd build/asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS=suppressions="$root/tests/lsan.supp" \
  ctest --output-on-failure -j "$jobs")

echo "== fuzz the parsers (${EXPLGRAPH_FUZZ_SECONDS:-20} s each)"
tests/fuzz/run.sh "${EXPLGRAPH_FUZZ_SECONDS:-20}"
