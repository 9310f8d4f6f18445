#!/usr/bin/env bash
# Installs explgraph's build and test dependencies from Debian/Ubuntu packages (sudo when
# not root). Does nothing when they are all present already.
set -euo pipefail
packages=(g++ cmake make pkg-config libboost-graph-dev libboost-program-options-dev libicu-dev
          nlohmann-json3-dev libstemmer-dev catch2 python3)
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
