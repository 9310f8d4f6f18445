#!/usr/bin/env bash
# explgraph report: the folder's files, a well-formed self-contained index.html with every
# section and chart, report.md against its golden copy, and a headless Chromium rendering
# that shows ink and logs no console error.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../fixtures"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; count=0
check() { count=$((count + 1)); if ! "$@" > "$tmp/log" 2>&1; then echo "FAIL: $*"; cat "$tmp/log"; fail=$((fail + 1)); fi; }

"$EXPLGRAPH" report --corpus accuracy --predictions predictions/a.tsv --predictions predictions/b.jsonl --baseline a \
  --ranking rankings/accuracy.tsv --resamples 500 --quiet --out "$tmp/report"
count=$((count + 1))
for f in index.html report.md stats.json stats.summary.tsv reuse.json reuse.rows.tsv types.json hops.json hops.hop_counts.tsv overlap.json growth.json power.json power.minimum_detectable.tsv power.points.tsv audit.json audit.findings.tsv accuracy.json accuracy.groups.tsv accuracy.group_comparisons.tsv accuracy.comparisons.tsv rankeval.json rankeval.rankings.tsv rankeval.breakdowns.tsv patterns.json patterns.reconstruction.tsv patterns.pairs.tsv; do
  [ -s "$tmp/report/$f" ] || { echo "FAIL: report lacks $f"; fail=$((fail + 1)); }
done
check python3 "$here/check_report_html.py" "$tmp/report/index.html" stats reuse types hops overlap growth accuracy patterns power rankeval audit
check diff -u "$here/../golden/report/accuracy.md" "$tmp/report/report.md"
check python3 "$here/check_report_charts.py" "$tmp/report"
check python3 "$here/check_explanations_page.py" "$tmp/report" 600000 "$EXPLGRAPH" --corpus accuracy

# Bounded as the corpus grows: a synthetic corpus of 5,000 questions citing 20,000 facts
# still gives page tables of at most 100 rows and charts of at most one mark per pixel
# column (the rank/frequency chart would otherwise draw a circle per cited fact).
"$EXPLGRAPH" synth --questions 5000 --facts 20000 --seed 7 --out "$tmp/synth" > /dev/null
"$EXPLGRAPH" report --corpus "$tmp/synth" --quiet --out "$tmp/synth-report"
check python3 "$here/check_report_charts.py" "$tmp/synth-report" 100 720
size=$(stat -c %s "$tmp/synth-report/index.html")
count=$((count + 1))
[ "$size" -lt 400000 ] || { echo "FAIL: index.html of 5,000 questions is $size bytes"; fail=$((fail + 1)); }
# The Explanations page draws at most 25 graphs of at most 40 facts: under 1.5 MB whatever
# the corpus; explanations.js (the find box's data) grows with it, as the TSV files do.
check python3 "$here/check_explanations_page.py" "$tmp/synth-report" 1500000 "$EXPLGRAPH" --corpus "$tmp/synth"
v1="$here/../../../shared/corpora/worldtree-v1"
if [ -d "$v1" ]; then
  "$EXPLGRAPH" report --corpus "$v1" --quiet --out "$tmp/v1-report"
  check python3 "$here/check_explanations_page.py" "$tmp/v1-report" 1500000 "$EXPLGRAPH" --corpus "$v1"
fi

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "FAIL: chromium not found (scripts/install-deps.sh --with-test-tools installs it)"; fail=$((fail + 1))
else
  count=$((count + 1))
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 \
    --hide-scrollbars --window-size=1200,1800 --screenshot="$tmp/shot.png" "file://$tmp/report/index.html" \
    > "$tmp/chromium.log" 2>&1
  if grep -E 'CONSOLE|Uncaught|Failed to load resource' "$tmp/chromium.log"; then
    echo "FAIL: console messages while rendering"; fail=$((fail + 1))
  fi
  check python3 "$here/render_check.py" "$tmp/shot.png"
  # The find box: the address names a question, the page lists its facts by hop (read from
  # explanations.js by the page's script), with the command that draws it; an unknown id
  # gets the ids that contain it.
  for id in $(python3 -c "import json,sys; s=open(sys.argv[1]).read(); d=json.loads(s[16:-3]); print(' '.join(q[0] for q in d['questions'][:3]))" "$tmp/report/explanations.js"); do
    "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 \
      --dump-dom "file://$tmp/report/explanations.html#find=$id" > "$tmp/found.html" 2> "$tmp/chromium.log"
    count=$((count + 1))
    if ! python3 - "$tmp/report/explanations.js" "$id" "$tmp/found.html" <<'PY'; then
import json, re, sys
s = open(sys.argv[1]).read(); d = json.loads(s[16:-3]); qid = sys.argv[2]
found = open(sys.argv[3]).read()
found = found[found.index('<div id="found"'):found.index('</section>', found.index('<div id="found"'))]
q = next(q for q in d['questions'] if q[0] == qid)
assert '<h3>Question %s</h3>' % qid in found, found[:300]
for uid, hop, role in q[4]:
    assert '<code>%s</code>' % uid in found, (uid, found[:500])
hops = sorted({f[1] for f in q[4] if f[1] is not None and f[1] >= 0})
for h in hops:
    assert '<h4>Hop %d</h4>' % h in found, (h, found[:500])
assert 'explgraph show %s --corpus accuracy' % qid in found, found[-300:]
PY
      echo "FAIL: the find box does not list the facts of $id"; fail=$((fail + 1))
    fi
    if grep -E 'CONSOLE|Uncaught' "$tmp/chromium.log"; then
      echo "FAIL: console messages on explanations.html"; fail=$((fail + 1))
    fi
  done
  "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$tmp/profile" \
    --dump-dom "file://$tmp/report/explanations.html#find=zzz-none" > "$tmp/found.html" 2> /dev/null
  count=$((count + 1))
  grep -q 'No question of the corpus has the id “zzz-none”' "$tmp/found.html" \
    || { echo "FAIL: the find box does not say an unknown id is unknown"; fail=$((fail + 1)); }
  # In print, wide tables keep every column: the 15-column metrics table ends with MRR on
  # the line of its header.
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$tmp/profile" \
    --print-to-pdf="$tmp/report.pdf" "file://$tmp/report/index.html" > /dev/null 2>&1
  count=$((count + 1))
  if ! pdftotext -layout "$tmp/report.pdf" - | grep -q "NDCG@20 *MRR"; then
    echo "FAIL: the printed report lost the metrics table's last column"; fail=$((fail + 1))
  fi
fi
echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
