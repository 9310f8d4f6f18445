#!/usr/bin/env bash
# Times every analysis command on a corpus (default: WorldTree V1 beside the repository):
# wall time as the median of RUNS runs and peak resident memory, via /usr/bin/time.
# Usage: scripts/bench.sh [CORPUS_DIR] [RUNS]   (builds Release first)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/corpora/worldtree-v1}
runs=${2:-5}
[ -x /usr/bin/time ] || { echo "bench: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DEXPLGRAPH_BUILD_TESTS=OFF > /dev/null
cmake --build build/release -j "$(nproc)" > /dev/null
bin=build/release/explgraph
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

measure() {  # measure LABEL ARGS... -> "| LABEL | median s | peak MiB |"
  local label=$1; shift
  local times=() rss=0
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %M' -o "$tmp/t" "$bin" "$@" --corpus "$corpus" --quiet --format json > /dev/null
    read -r t m < "$tmp/t"
    times+=("$t"); [ "$m" -gt "$rss" ] && rss=$m
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}')
  awk -v l="$label" -v t="$median" -v m="$rss" 'BEGIN { printf "| %s | %.2f | %.1f |\n", l, t, m / 1024 }'
}

echo "Corpus: $corpus; $runs runs each; $(nproc) cores; $(date -u +%Y-%m-%d)"
echo
echo "| command | median wall time (s) | peak RSS (MiB) |"
echo "|---|---:|---:|"
measure stats stats
measure reuse reuse
measure types types
measure hops hops
measure overlap overlap
measure growth growth
measure "overlap --monte-carlo 100" overlap --monte-carlo 100
measure "growth --monte-carlo 100" growth --monte-carlo 100
