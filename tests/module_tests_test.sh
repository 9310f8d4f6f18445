#!/usr/bin/env bash
# A unit test beside each module of the stages that hold the front ends' shared logic
# (issue 66, as SentencePiece and KenLM keep a _test beside each module): every src/report/X.cpp
# and src/api/X.cpp has tests/unit/report/X_test.cpp or tests/unit/api/X_test.cpp; every
# module of a domain room (src/grounding/) likewise, from the room's first commit.
# Usage: module_tests_test.sh PROJECT_ROOT
set -euo pipefail
cd "$1"
missing=0 modules=0
for stage in grounding report api; do
  for source in src/$stage/*.cpp; do
    modules=$((modules + 1))
    test_file="tests/unit/$stage/$(basename "$source" .cpp)_test.cpp"
    if [ ! -f "$test_file" ]; then
      echo "$source: no unit test of its own (expected $test_file)"
      missing=$((missing + 1))
    fi
  done
done
echo "module tests: $modules modules of grounding/, report/ and api/, $missing without a unit test"
[ "$missing" -eq 0 ]
