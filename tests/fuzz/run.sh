#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for SECONDS
# (default 20) over a copy of its seed corpus in tests/fuzz/corpus/. A crash fails the run
# (an input taking over 10 s counts as a hang) and leaves the crashing input in
# build/fuzz/crashes/ — add it to the seed corpus as a regression case once fixed. Longer
# runs: tests/fuzz/run.sh 3600. With BUILD (a folder configured with clang and
# -DEXPLGRAPH_FUZZ=ON, as scripts/test.sh's build/asan is), the targets are built there;
# else in build/fuzz, configured here.
set -u
cd "$(dirname "$0")/../.."
seconds=${1:-20}
build=${2:-build/fuzz}
if [ -z "${2:-}" ]; then
  cmake -S . -B build/fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEXPLGRAPH_FUZZ=ON \
    -DEXPLGRAPH_BUILD_TESTS=OFF > /dev/null || exit 2
fi
cmake --build "$build" -j "$(nproc)" --target fuzz_tsv_reader fuzz_questions fuzz_rankings fuzz_words fuzz_options fuzz_json fuzz_trees fuzz_judgments fuzz_wordnet > /dev/null || exit 2
mkdir -p build/fuzz/crashes
fail=0; count=0
for target in tsv_reader questions rankings words options json trees judgments wordnet; do
  count=$((count + 1))
  work=$(mktemp -d)
  cp tests/fuzz/corpus/$target/* "$work"/
  if "$build"/tests/fuzz/fuzz_$target -max_total_time="$seconds" -max_len=4096 -timeout=10 -artifact_prefix=build/fuzz/crashes/ \
       "$work" > "build/fuzz/$target.log" 2>&1; then
    echo "fuzz_$target: $(grep -E '^#[0-9]+.*DONE' "build/fuzz/$target.log" | sed 's/ *lim:.*//') in ${seconds}s, no crash"
  else
    echo "FAIL fuzz_$target: see build/fuzz/$target.log and build/fuzz/crashes/"; tail -20 "build/fuzz/$target.log"
    fail=$((fail + 1))
  fi
  rm -rf "$work"
done
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
