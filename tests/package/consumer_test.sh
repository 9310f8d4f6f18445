#!/usr/bin/env bash
# Installs the build into a temporary prefix, then builds the README's C++ example against it,
# once through find_package(explgraph) and once through pkg-config, and runs both on the
# sample corpus. Usage: consumer_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" > /dev/null

# docs/CPP.md (the README links it): its first cpp block and its first cmake block.
section=$(awk '/^## C\+\+ library/{on=1; next} /^## /{on=0} on' "$source/docs/CPP.md")
mkdir -p "$work/example"
awk '/^```cpp$/{on=1; next} /^```$/{if (on) exit} on' <<< "$section" > "$work/example/example.cpp"
awk '/^```cmake$/{on=1; next} /^```$/{if (on) exit} on' <<< "$section" > "$work/example/CMakeLists.txt"
[ -s "$work/example/example.cpp" ] && [ -s "$work/example/CMakeLists.txt" ] || { echo "no example in README.md"; exit 1; }

check() {  # the example's output on the sample corpus
  local out
  out=$("$1" "$source/corpus" 2> /dev/null)
  grep -q "^explgraph [0-9.]*: 35 explanations$" <<< "$out" || { echo "unexpected output of $1:"; echo "$out" | head; exit 1; }
  grep -q "^# Hop counts" <<< "$out" || { echo "no Markdown hops from $1"; exit 1; }
}

cmake -S "$work/example" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$work/prefix" > /dev/null
cmake --build "$work/cmake-build" > /dev/null
check "$work/cmake-build/example"
echo "find_package(explgraph): built and ran the README example"

export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig"
# shellcheck disable=SC2046
g++ -o "$work/example-pc" "$work/example/example.cpp" $(pkg-config --cflags --libs explgraph)
check "$work/example-pc"
echo "pkg-config explgraph: built and ran the README example"
# docs/CPP.md's second example: a command run from the library's options, as the CLI runs it.
options_section=$(awk '/^## Running a command as the command line runs it/{on=1; next} /^## /{on=0} on' "$source/docs/CPP.md")
mkdir -p "$work/options"
awk '/^```cpp$/{on=1; next} /^```$/{if (on) exit} on' <<< "$options_section" > "$work/options/example.cpp"
[ -s "$work/options/example.cpp" ] || { echo "no options example in docs/CPP.md"; exit 1; }
sed 's/example/accuracy_json/g; s/example.cpp/options.cpp/' "$work/example/CMakeLists.txt" > "$work/options/CMakeLists.txt"
sed -i 's/accuracy_json\.cpp/example.cpp/' "$work/options/CMakeLists.txt"
cmake -S "$work/options" -B "$work/options-build" -DCMAKE_PREFIX_PATH="$work/prefix" > /dev/null
cmake --build "$work/options-build" > /dev/null
args=(--corpus "$source/corpus" --predictions "$source/corpus/predictions/lexical-overlap.tsv")
"$work/options-build/accuracy_json" "${args[@]}" > "$work/options/library.json" 2> /dev/null
"$work/prefix/bin/explgraph" accuracy "${args[@]}" --format json --quiet > "$work/options/cli.json"
cmp -s "$work/options/library.json" "$work/options/cli.json" \
  || { echo "the options example differs from explgraph accuracy --format json"; diff "$work/options/library.json" "$work/options/cli.json" | head; exit 1; }
set +e
message=$("$work/options-build/accuracy_json" "${args[@]}" --min-group 0 2>&1 > /dev/null)
status=$?
set -e
[ "$status" = 2 ] && [ "$message" = "--min-group: expected a whole number from 1 to 1000000000, found 0" ] \
  || { echo "the options example did not refuse --min-group 0 as the command does: $status $message"; exit 1; }
echo "explgraph/options.hpp: docs/CPP.md's command example prints what the command prints"
[ -x "$work/prefix/bin/explgraph" ] && [ -f "$work/prefix/include/explgraph/explgraph.hpp" ]
"$work/prefix/bin/explgraph" --version

# The man page (help2man, from the program's --help) and bash completion.
page="$work/prefix/share/man/man1/explgraph.1"
[ -s "$page" ] || { echo "no man page installed"; exit 1; }
for section in '.SH SYNOPSIS' '.SH COMMANDS' '.SS report' '.SS rankeval' '.SS power' 'Examples:'; do
  grep -qF -- "$section" "$page" || { echo "man page lacks $section"; exit 1; }
done
if command -v man > /dev/null; then man -l "$page" > /dev/null 2>&1 || { echo "man cannot read the page"; exit 1; }; fi
# Issue 43: the help's em dashes and ellipses, not "???".
! grep -qF '???' "$page" && grep -qF 'explgraph 0' "$page" && grep -qF '—' "$page" \
  || { echo "man page has '???' for non-ASCII text: $(grep -m1 -F '???' "$page")"; exit 1; }
completion="$work/prefix/share/bash-completion/completions/explgraph"
[ -s "$completion" ] || { echo "no bash completion installed"; exit 1; }
complete_words() {  # complete_words WORD... : what bash completion offers for the last word
  PATH="$work/prefix/bin:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _explgraph
    printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" "$@"
}
# grep without -q reads all its input: with pipefail, -q's early exit would fail the
# pipeline whenever printf had more to write (SIGPIPE), a flake under load.
complete_words explgraph ran | grep -x rankeval > /dev/null || { echo "completion: no command rankeval"; exit 1; }
complete_words explgraph rankeval --sco | grep -x -- --scorer > /dev/null || { echo "completion: no --scorer"; exit 1; }
complete_words explgraph rankeval --scorer tg | grep -x tg2021 > /dev/null || { echo "completion: no tg2021"; exit 1; }
complete_words explgraph stats --tab | grep -x -- --table > /dev/null || { echo "completion: no --table"; exit 1; }
echo "man page and bash completion installed and working"
