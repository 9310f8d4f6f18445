#!/usr/bin/env bash
# Checks every C++ file is clang-format clean, builds everything with warnings as errors and
# runs every test: unit, integration (on
# ../shared/corpora/worldtree-v1 when present), CLI golden, error and malformed-input cases,
# the HTML report in headless Chromium, the Python module (pytest); then the whole suite again
# under AddressSanitizer and UndefinedBehaviorSanitizer, built with clang; then each parser
# fuzz target, linked against that build, for a short bounded time.
# On a 2-core machine it takes about 30 minutes and leaves about 3 GB in build/; besides the
# build dependencies it installs Chromium, poppler-utils, clang and the Python test libraries
# (scripts/install-deps.sh --with-test-tools). It ends with one line for all stages.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-test-tools
jobs=$(nproc)
root=$(pwd)
logs=$(mktemp -d); trap 'rm -rf "$logs"' EXIT
stage="install"
trap 'echo "total: the stage \"$stage\" failed; see its output above"' ERR
# The passed and failed counts in a ctest log ("100% tests passed, 0 tests failed out of 202").
counts() { sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\2 \1/p' "$1" | tail -1; }

echo "== format: every C++ file as the project's .clang-format writes it"
stage="format check"
find src include tests python/src bench \( -name '*.cpp' -o -name '*.hpp' \) -print0 |
  xargs -0 clang-format --dry-run --Werror
echo "format: $(find src include tests python/src bench \( -name '*.cpp' -o -name '*.hpp' \) | wc -l) files clang-format clean"

echo "== build and test (warnings as errors)"
stage="build and test"
# Benchmarks are compiled here, run only by scripts/bench.sh; the Python module is built and
# its pytest suite run here (not under the sanitizers, whose run-time Python does not load).
cmake -S . -B build/test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEXPLGRAPH_WERROR=ON -DEXPLGRAPH_BUILD_TESTS=ON \
  -DEXPLGRAPH_BENCHMARKS=ON -DEXPLGRAPH_PYTHON=ON > /dev/null
cmake --build build/test -j "$jobs"
(cd build/test && ctest --output-on-failure -j "$jobs") | tee "$logs/test.log"

echo "== the same suite under AddressSanitizer + UndefinedBehaviorSanitizer"
stage="sanitizers"
# Built with clang, with libFuzzer's coverage hooks too, so that the fuzz targets below link
# against this build instead of compiling the library a third time (about 10 minutes).
cmake -S . -B build/asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DEXPLGRAPH_SANITIZE=ON -DEXPLGRAPH_FUZZ=ON -DEXPLGRAPH_WERROR=ON -DEXPLGRAPH_BUILD_TESTS=ON > /dev/null
cmake --build build/asan -j "$jobs"
(cd build/asan && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS=suppressions="$root/tests/lsan.supp" \
  ctest --output-on-failure -j "$jobs") | tee "$logs/asan.log"

echo "== fuzz the parsers (${EXPLGRAPH_FUZZ_SECONDS:-20} s each)"
stage="fuzzing"
tests/fuzz/run.sh "${EXPLGRAPH_FUZZ_SECONDS:-20}" build/asan | tee "$logs/fuzz.log"
read -r tests tests_failed <<< "$(counts "$logs/test.log")"
read -r asan asan_failed <<< "$(counts "$logs/asan.log")"
fuzzers=$(sed -n 's/^\([0-9]*\) passed, 0 failed$/\1/p' "$logs/fuzz.log" | tail -1)
echo
echo "== all stages: $tests tests, $asan under the sanitizers, $fuzzers fuzz targets"
echo "total: $((tests + asan + fuzzers)) passed, $((tests_failed + asan_failed)) failed"
