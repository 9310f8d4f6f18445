#!/usr/bin/env bash
# Installs the build (with the Python module) into a temporary prefix with `cmake --install`,
# then runs the README's Python example from that prefix's Python path, in the repository
# (the example reads corpus/), and compares what it prints with the README's.
# Then installs into a user base (--prefix ~/.local, here PYTHONUSERBASE) and imports the
# package with no PYTHONPATH, as `cmake --install build/release --prefix ~/.local` must allow.
# Usage: python_install_test.sh BUILD_DIR SOURCE_DIR PYTHON PACKAGE_DIR_IN_PREFIX USER_SITE_DIR
set -euo pipefail
build=$1 source=$2 python=$3 package_dir=$4 user_dir=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" > /dev/null
[ -f "$work/prefix/$package_dir/explgraph/__init__.py" ] || { echo "no explgraph package in $work/prefix/$package_dir"; exit 1; }
ls "$work/prefix/$package_dir/explgraph/"_core*.so > /dev/null

section=$(awk '/^## Python/{on=1; next} /^## /{on=0} on' "$source/README.md")
awk '/^```python$/{on=1; next} /^```$/{if (on) exit} on' <<< "$section" > "$work/example.py"
awk '/^```text$/{on=1; next} /^```$/{if (on) exit} on' <<< "$section" > "$work/expected.txt"
[ -s "$work/example.py" ] && [ -s "$work/expected.txt" ] || { echo "no Python example in README.md"; exit 1; }

cd "$source"
PYTHONPATH="$work/prefix/$package_dir" PYTHONDONTWRITEBYTECODE=1 "$python" "$work/example.py" \
  > "$work/printed.txt" 2> "$work/stderr.txt"
grep -q "InputWarning" "$work/stderr.txt" || { echo "expected one InputWarning:"; cat "$work/stderr.txt"; exit 1; }
diff -u "$work/expected.txt" "$work/printed.txt"
PYTHONPATH="$work/prefix/$package_dir" "$python" -c \
  'import explgraph, sys; sys.exit(explgraph.__file__.startswith(sys.argv[1]) is False)' "$work/prefix"

PYTHONUSERBASE="$work/user" cmake --install "$build" --prefix "$work/user" > /dev/null
[ -f "$work/user/$user_dir/explgraph/__init__.py" ] || { echo "no explgraph package in the user site $work/user/$user_dir"; exit 1; }
(cd "$work" && PYTHONUSERBASE="$work/user" PYTHONPATH= PYTHONDONTWRITEBYTECODE=1 "$python" -c \
  'import explgraph, sys; sys.exit(explgraph.__file__.startswith(sys.argv[1]) is False)' "$work/user")
echo "cmake --install: the README's Python example ran from $package_dir and printed what the README shows;"
echo "  --prefix at Python's user base installs into its user site ($user_dir), importable as it stands"
