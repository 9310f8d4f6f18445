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
  --ranking rankings/reuse.tsv --resamples 500 --quiet --out "$tmp/report"
count=$((count + 1))
for f in index.html report.md stats.json stats.summary.tsv reuse.json reuse.rows.tsv types.json hops.json hops.hop_counts.tsv overlap.json growth.json power.json power.minimum_detectable.tsv power.points.tsv audit.json audit.findings.tsv accuracy.json accuracy.groups.tsv accuracy.comparisons.tsv rankeval.json rankeval.rankings.tsv rankeval.breakdowns.tsv patterns.json patterns.reconstruction.tsv patterns.pairs.tsv; do
  [ -s "$tmp/report/$f" ] || { echo "FAIL: report lacks $f"; fail=$((fail + 1)); }
done
check python3 "$here/check_report_html.py" "$tmp/report/index.html" stats reuse types hops overlap growth accuracy patterns power rankeval audit
check diff -u "$here/../golden/report/accuracy.md" "$tmp/report/report.md"
check python3 "$here/check_report_charts.py" "$tmp/report"

# Bounded as the corpus grows: a synthetic corpus of 5,000 questions citing 20,000 facts
# still gives page tables of at most 100 rows and charts of at most one mark per pixel
# column (the rank/frequency chart would otherwise draw a circle per cited fact).
"$EXPLGRAPH" synth --questions 5000 --facts 20000 --seed 7 --out "$tmp/synth" > /dev/null
"$EXPLGRAPH" report --corpus "$tmp/synth" --quiet --out "$tmp/synth-report"
check python3 "$here/check_report_charts.py" "$tmp/synth-report" 100 720
size=$(stat -c %s "$tmp/synth-report/index.html")
count=$((count + 1))
[ "$size" -lt 400000 ] || { echo "FAIL: index.html of 5,000 questions is $size bytes"; fail=$((fail + 1)); }

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
