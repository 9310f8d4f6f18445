#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test (unit, integration on
# ../shared/corpora/worldtree-v1 when present, CLI golden and error cases).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --with-test-tools
cmake -S . -B build/test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DEXPLGRAPH_WERROR=ON -DEXPLGRAPH_BUILD_TESTS=ON > /dev/null
cmake --build build/test -j "$(nproc)"
cd build/test
ctest --output-on-failure -j "$(nproc)"
