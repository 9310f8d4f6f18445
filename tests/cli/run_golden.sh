#!/usr/bin/env bash
# Runs each golden case: tests/golden/<command>/<case>.args holds the arguments (one line,
# run from tests/fixtures); <case>.out the expected standard output; <case>.code the exit code.
# Regenerate with tests/cli/regenerate_golden.sh and review the diff.
set -u
golden_dir=$1
fixtures=$(cd "$golden_dir/../fixtures" && pwd)
fail=0; count=0
for args_file in "$golden_dir"/*/*.args; do
  case_name=${args_file%.args}
  read -r -a args < "$args_file"
  actual=$(cd "$fixtures" && "$EXPLGRAPH" "${args[@]}" 2>/dev/null)
  code=$?
  count=$((count + 1))
  if [ "$code" != "$(cat "$case_name.code")" ]; then
    echo "FAIL ${case_name#$golden_dir/}: exit $code, expected $(cat "$case_name.code")"; fail=$((fail + 1)); continue
  fi
  if ! diff -u "$case_name.out" <(printf '%s\n' "$actual") > /tmp/explgraph-golden.diff; then
    echo "FAIL ${case_name#$golden_dir/}: output differs"; head -40 /tmp/explgraph-golden.diff; fail=$((fail + 1))
  fi
done
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
