#!/usr/bin/env bash
# Installs explgraph's build (and, with --with-test-tools, test) dependencies from Debian/Ubuntu packages (sudo when
# not root). Does nothing when they are all present already.
set -euo pipefail
# libgraphviz-dev lays out explanation graphs (show); liblinear-dev trains AVA's linear
# evaluator (ava train); libmimalloc-dev is the program's
# allocator; pybind11-dev and python3-dev build the
# Python module (-DEXPLGRAPH_PYTHON=ON).
# --with-test-tools adds what only the tests use: python3 (independent reference scripts),
# python3-pytest (the Python module's tests),
# python3-numpy, python3-pandas and python3-sklearn (the TextGraphs scorers' and baseline's own
# libraries, so the tests check explgraph against scikit-learn's TfidfVectorizer and numpy's NDCG),
# wordnet-base (WordNet 3.0's database, which probe's tests read and check independently),
# python3-scipy and python3-statsmodels (independent t-tests, permutation tests and Holm/BH
# adjustments for the comparisons' tests), python3-jinja2 and python3-yaml (harness-task's YAMLs
# loaded and their templates rendered as lm-evaluation-harness does),
# chromium (renders the HTML report headless, and prints it to PDF for poppler-utils' pdftotext), clang and its libFuzzer runtime (fuzzing),
# clang-format (scripts/test.sh checks every C++ file is formatted as .clang-format says),
# texlive-latex-base (pdflatex compiles every LaTeX table the tests make, names with every special character),
# graphviz (its dot must read the DOT exports), Google Benchmark and GNU time (the benchmark harness, compiled by the tests, run by scripts/bench.sh).
packages=(g++ cmake make pkg-config libboost-dev libboost-graph-dev libboost-program-options-dev libicu-dev
          nlohmann-json3-dev libsimdjson-dev libstemmer-dev libmimalloc-dev help2man libgraphviz-dev liblinear-dev pybind11-dev python3-dev)
[ "${1:-}" = --with-test-tools ] && packages+=(catch2 python3 python3-pytest python3-numpy python3-pandas python3-sklearn python3-scipy python3-statsmodels python3-jinja2 python3-yaml graphviz chromium poppler-utils
                                                    clang libclang-rt-14-dev clang-format libbenchmark-dev time wordnet-base texlive-latex-base)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "explgraph: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
