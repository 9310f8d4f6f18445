#!/usr/bin/env bash
# Dependencies point one way (docs/ARCHITECTURE.md): every #include "explgraph/STAGE/…" in a
# stage's headers (include/explgraph/STAGE) and sources (src/STAGE, python/src) names its own
# stage or one of a lower layer. Layers, lowest first: core; load and text; graph; analyze and
# baseline; report; grounding (generated explanations, a domain room of ../shared/LAYOUT.md over
# audit's rule, rankeval's scores and the report's documents, until format/ and workspace/
# exist); synth; api; cli and python. Stages of one layer never include each other.
# Usage: layering_test.sh PROJECT_ROOT
set -euo pipefail
cd "$1"
declare -A layer=([core]=0 [load]=1 [text]=1 [graph]=2 [analyze]=3 [baseline]=3 [report]=4
                  [grounding]=5 [synth]=6 [api]=7 [cli]=8 [python]=8)
broken=0 checked=0
for stage in "${!layer[@]}"; do
  folders=()
  [ -d "include/explgraph/$stage" ] && folders+=("include/explgraph/$stage")
  [ -d "src/$stage" ] && folders+=("src/$stage")
  [ "$stage" = python ] && folders+=(python/src)
  [ ${#folders[@]} -gt 0 ] || continue
  while IFS=: read -r file line included; do
    checked=$((checked + 1))
    target=${included#*explgraph/}; target=${target%%/*}
    if [ -z "${layer[$target]+set}" ]; then
      echo "$file:$line: includes explgraph/$target/, a stage docs/ARCHITECTURE.md does not name"
      broken=$((broken + 1))
    elif [ "$target" != "$stage" ] && [ "${layer[$target]}" -ge "${layer[$stage]}" ]; then
      echo "$file:$line: $stage includes $target ($included), against the layers"
      broken=$((broken + 1))
    fi
  done < <(grep -rnoE '#include "explgraph/[a-z_]+/[^"]+"' "${folders[@]}" | sed -E 's/:#include "/:/; s/"$//')
done
echo "layering: $checked includes checked, $broken against the layers"
[ "$checked" -gt 500 ] || { echo "layering: too few includes found ($checked): wrong root?"; exit 1; }
[ "$broken" -eq 0 ]
