#!/usr/bin/env bash
# Bad input and usage through the real binary: each case gives the exit code and a line
# that must appear on standard error (or standard output for --help).
set -u
fixtures=$1
cd "$fixtures"
fail=0; count=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

expect() {  # expect CODE STREAM TEXT -- ARGS...
  local code=$1 stream=$2 text=$3; shift 4
  "$EXPLGRAPH" "$@" > "$tmp/out" 2> "$tmp/err"
  local got=$?
  count=$((count + 1))
  if [ "$got" != "$code" ]; then
    echo "FAIL [$*]: exit $got, expected $code"; cat "$tmp/err" | head -5; fail=$((fail + 1)); return
  fi
  if ! grep -qF -- "$text" "$tmp/$stream"; then
    echo "FAIL [$*]: $stream lacks: $text"; head -5 "$tmp/$stream"; fail=$((fail + 1))
  fi
}

expect 2 err "explgraph: error: unknown command 'stat' (did you mean 'stats'?)" -- stat
expect 2 err "Usage: explgraph COMMAND [options]" --
expect 0 out "Usage: explgraph COMMAND [options]" -- --help
expect 0 out "Common options:" -- stats --help
expect 0 out "--flags success|any (=success)" -- stats --help
expect 2 err "nowhere: error: --corpus expects a directory, found no such file or directory" -- stats --corpus nowhere
expect 2 err "tin: error: --corpus expects a directory, found no such file or directory (did you mean 'tiny'?)" -- stats --corpus tin
expect 2 err "tiny: error: expected a file, found a directory" -- stats --tables tiny/tables --questions tiny
expect 2 err "bad/no_id_column.tsv:1: error: expected column 'QuestionID' in the header, found: 'id', 'question', 'explanation'" -- stats --tables tiny/tables --questions bad/no_id_column.tsv
expect 2 err "bad/empty.tsv: error: file is empty; expected a header line" -- stats --tables tiny/tables --questions bad/empty.tsv
expect 2 err "explgraph stats: error: --format: expected text, json, tsv or md, found 'xml'" -- stats --corpus tiny --format xml
expect 2 err "explgraph stats: error: unrecognised option '--bogus'" -- stats --corpus tiny --bogus
expect 2 err "explgraph stats: error: no tablestore given: use --corpus DIR or --tables PATH" -- stats
expect 2 err "explgraph: error: 3 input warning(s) and --strict was given" -- stats --corpus tiny --strict
expect 0 err "tiny/questions.tsv:3:78: warning: unknown role 'NE'" -- stats --corpus tiny
expect 0 err "bad/latin1_crlf.tsv:3:7: warning: invalid UTF-8 byte; replaced by U+FFFD" -- stats --tables tiny/tables --questions bad/latin1_crlf.tsv --flags any
expect 0 err "bad/bom_ragged.tsv:2: warning: expected 4 fields (as in the header), found 5; extra fields ignored [ragged-row]" -- stats --tables tiny/tables --questions bad/bom_ragged.tsv
expect 0 err "bad/bom_ragged.tsv:3: warning: expected 4 fields (as in the header), found 2; missing fields read as empty [ragged-row]" -- stats --tables tiny/tables --questions bad/bom_ragged.tsv
expect 2 err "missing/out.json: error: cannot write: folder missing does not exist" -- stats --corpus tiny --out missing/out.json
expect 2 err "bad/empty.json: error: expected TextGraphs 2021 expert ratings (JSON), found an empty file" -- rankeval --ratings bad/empty.json --ranking ratings/ranking.tsv
expect 2 err "bad/broken_ratings.json: error: expected TextGraphs 2021 expert ratings (JSON), found invalid JSON at line 2, column 16" -- rankeval --ratings bad/broken_ratings.json --ranking ratings/ranking.tsv
expect 2 err "bad/empty.json: error: expected the JSON of 'explgraph audit --format json', found an empty file" -- audit --corpus tiny --baseline bad/empty.json
expect 2 err "bad/broken_ratings.json: error: expected the JSON of 'explgraph audit --format json', found invalid JSON at line 2, column 16" -- audit --corpus tiny --baseline bad/broken_ratings.json
expect 2 err "tiny: error: is a directory; expected a file path" -- stats --corpus tiny --out tiny

# --out writes the file and leaves no temporary behind.
"$EXPLGRAPH" stats --corpus tiny --format json --out "$tmp/stats.json" 2>/dev/null
count=$((count + 1))
if ! grep -q '"questions_kept": 4' "$tmp/stats.json" || ls -a "$tmp" | grep -q '\.tmp\.'; then
  echo "FAIL --out: file missing, wrong or temporary left"; fail=$((fail + 1))
fi
# A full disk, simulated by a file-size limit (write() then fails with EFBIG as it would with
# ENOSPC): exit 2, a message naming the file, and neither the file nor a temporary left behind.
count=$((count + 1))
(trap '' XFSZ; ulimit -f 1; "$EXPLGRAPH" stats --corpus tiny --format json --out "$tmp/full.json") 2> "$tmp/err"
got=$?
if [ "$got" != 2 ] || ! grep -qF "full.json: error: write failed: File too large (disk full or over a size limit?)" "$tmp/err" \
   || [ -e "$tmp/full.json" ] || ls -a "$tmp" | grep -q '\.tmp\.'; then
  echo "FAIL full disk (--out FILE): exit $got"; cat "$tmp/err"; fail=$((fail + 1))
fi
count=$((count + 1))
(trap '' XFSZ; ulimit -f 1; "$EXPLGRAPH" report --corpus tiny --quiet --out "$tmp/full-report") 2> "$tmp/err"
got=$?
if [ "$got" != 2 ] || ! grep -q "/full-report/[a-z._]*: error: write failed: File too large" "$tmp/err" \
   || [ -e "$tmp/full-report" ] || ls -a "$tmp" | grep -q '^\.full-report'; then
  echo "FAIL full disk (report --out DIR): exit $got"; cat "$tmp/err"; fail=$((fail + 1))
fi
# An unwritable place (even for root): /proc takes no new files.
expect 2 err "/proc/explgraph-stats.json: error: cannot write:" -- stats --corpus tiny --out /proc/explgraph-stats.json
# A closed pipe is not an error.
count=$((count + 1))
if ! "$EXPLGRAPH" stats --corpus tiny --format tsv 2>/dev/null | head -1 > /dev/null; then
  echo "FAIL broken pipe"; fail=$((fail + 1))
fi

# overlap --dot/--graphml write the question-overlap graph (4 edges in fixtures/reuse).
"$EXPLGRAPH" overlap --corpus reuse --quiet --dot "$tmp/g.dot" --graphml "$tmp/g.graphml" > /dev/null
count=$((count + 1))
if [ "$(grep -c -- '--' "$tmp/g.dot")" != 4 ] || ! grep -q '"Q1" -- "Q2" \[weight=2\]' "$tmp/g.dot" \
   || [ "$(grep -c '<edge ' "$tmp/g.graphml")" != 4 ]; then
  echo "FAIL overlap graph export"; cat "$tmp/g.dot"; fail=$((fail + 1))
fi
# Hostile ids (graph, node, quotes, <&, a control character, invalid UTF-8): the real readers
# must accept the exports, with every vertex and edge (6 questions citing k1: 15 edges).
"$EXPLGRAPH" overlap --corpus hostile-ids --quiet --dot "$tmp/h.dot" --graphml "$tmp/h.graphml" > /dev/null
count=$((count + 1))
if ! dot -Tsvg "$tmp/h.dot" -o "$tmp/h.svg" 2> "$tmp/dot.err" || [ "$(grep -c '<g id="edge' "$tmp/h.svg")" != 15 ] \
   || [ "$(grep -c '<g id="node' "$tmp/h.svg")" != 6 ]; then
  echo "FAIL hostile ids: dot -Tsvg"; cat "$tmp/dot.err"; fail=$((fail + 1))
fi
count=$((count + 1))
python3 -c "import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); assert len(d.getElementsByTagName('node')) == 6; assert len(d.getElementsByTagName('edge')) == 15; assert {n.getAttribute('id') for n in d.getElementsByTagName('node')} >= {'graph', 'node', 'x<y&z', \"it's\"}" "$tmp/h.graphml" \
  || { echo "FAIL hostile ids: GraphML not well-formed or incomplete"; fail=$((fail + 1)); }
# Same inputs and seed: byte-identical output.
count=$((count + 1))
a=$("$EXPLGRAPH" overlap --corpus reuse --step 2 --monte-carlo 50 --seed 3 --format json 2>&1)
b=$("$EXPLGRAPH" overlap --corpus reuse --step 2 --monte-carlo 50 --seed 3 --format json 2>&1)
if [ "$a" != "$b" ]; then echo "FAIL determinism"; fail=$((fail + 1)); fi
count=$((count + 1))
a=$("$EXPLGRAPH" rank --corpus ../../corpus 2>/dev/null | md5sum)
b=$("$EXPLGRAPH" rank --corpus ../../corpus 2>/dev/null | md5sum)
if [ "$a" != "$b" ] || [ "$a" = "$(printf '' | md5sum)" ]; then echo "FAIL rank determinism"; fail=$((fail + 1)); fi
expect 2 err "explgraph rankeval: error: no ranking given: use --ranking [NAME=]FILE" -- rankeval --corpus tiny
expect 2 err "explgraph rankeval: error: --scorer: expected tg2020, tg2019 or tg2021, found 'tg2022'" -- rankeval --corpus reuse --ranking rankings/reuse.tsv --scorer tg2022
expect 2 err "explgraph rankeval: error: --scorer tg2021 scores against expert ratings: give --ratings FILE" -- rankeval --corpus reuse --ranking rankings/reuse.tsv --scorer tg2021
expect 2 err "explgraph rankeval: error: --resamples: expected a whole number (digits only), found '-1'" -- rankeval --corpus reuse --ranking rankings/reuse.tsv --resamples -1
expect 2 err "explgraph accuracy: error: --alternative: expected two-sided, greater or less, found 'both'" -- accuracy --corpus accuracy --predictions predictions/a.tsv --alternative both
expect 2 err "explgraph overlap: error: --monte-carlo: expected a whole number (digits only), found '-1'" -- overlap --corpus tiny --monte-carlo -1
expect 2 err "explgraph overlap: error: --min-overlap: expected a whole number (digits only), found '-1'" -- overlap --corpus tiny --min-overlap -1
expect 2 err "explgraph overlap: error: --monte-carlo: expected a whole number from 0 to 1000000, found 5000000" -- overlap --corpus tiny --monte-carlo 5000000
expect 2 err "explgraph growth: error: --step: expected a whole number from 1 to 100000000, found 0" -- growth --corpus tiny --step 0
expect 2 err "explgraph rankeval: error: --k: expected whole numbers from 1 to 1000000 separated by commas, found '99999999999999999999999'" -- rankeval --corpus reuse --ranking rankings/reuse.tsv --k 99999999999999999999999
expect 2 err "explgraph accuracy: error: --resamples: expected a whole number (digits only), found '1e9'" -- accuracy --corpus accuracy --predictions predictions/a.tsv --resamples 1e9
expect 2 err "explgraph accuracy: error: --resamples: expected a whole number from 1 to 10000000, found 0" -- accuracy --corpus accuracy --predictions predictions/a.tsv --resamples 0
expect 2 err "explgraph accuracy: error: --min-group: expected a whole number from 1 to 1000000000, found 0" -- accuracy --corpus accuracy --predictions predictions/a.tsv --min-group 0
expect 2 err "explgraph synth: error: --questions: expected a whole number (digits only), found '-5'" -- synth --questions -5 --out "$tmp/s"
# Boost's error wording looped forever on a value holding its own placeholder (fuzz_options).
expect 2 err "explgraph rankeval: error: the argument ('％value％') for option '--relevance-threshold' is invalid" -- rankeval --corpus reuse --ranking rankings/reuse.tsv --relevance-threshold %value%
expect 2 err "explgraph accuracy: error: --resamples: expected a whole number (digits only), found '％canonical_option％'" -- accuracy --corpus accuracy --predictions predictions/a.tsv --resamples %canonical_option%
expect 2 err "explgraph rank: error: --format json: rank writes a TSV file; use --format tsv (or text, the same)" -- rank --corpus tiny --format json
expect 2 err "explgraph solve: error: --format md: solve writes a TSV file; use --format tsv (or text, the same)" -- solve --corpus tiny --format md
expect 2 err "a TextGraphs ranking is scored against gold explanations: give --corpus DIR or --tables and --questions" -- rankeval --ranking rankings/reuse.tsv
expect 0 err "rankings/malformed.tsv:1: warning: expected 'questionID<TAB>UID', found 1 field(s); line skipped [malformed-ranking-line]" -- rankeval --corpus reuse --ranking rankings/malformed.tsv
expect 2 err "explgraph overlap: error: --step: expected a whole number from 1 to 100000000, found 0" -- overlap --corpus reuse --step 0

expect 2 err "explgraph power: error: no test-set size: give --n N or --corpus DIR" -- power
expect 2 err "explgraph power: error: give --n or a corpus, not both" -- power --n 100 --corpus tiny
expect 2 err "explgraph power: error: --n: expected whole numbers from 1 to 10000000 separated by commas, found '100,0'" -- power --n 100,0
expect 2 err "explgraph power: error: --effect: expected numbers (0.02), lists (0,0.01) or ranges (0:0.1 or 0:0.1:0.005), found '0:x'" -- power --n 100 --effect 0:x
expect 2 err "explgraph power: error: --effect: a range FROM:TO[:STEP] needs FROM <= TO and a positive step, found '0.1:0'" -- power --n 100 --effect 0.1:0
expect 2 err "explgraph power: error: --hurt: expected values from 0 to 0.5, found '0.6'" -- power --n 100 --hurt 0.6
expect 2 err "explgraph power: error: --effect: expected numbers (0.02), lists (0,0.01) or ranges (0:0.1 or 0:0.1:0.005), found ''" -- power --n 100 --effect ""
expect 2 err "explgraph power: error: --n: expected whole numbers from 1 to 10000000 separated by commas, found ''" -- power --n "" --corpus tiny
expect 2 err "explgraph power: error: --effect 0.5 with --hurt 0.3 needs 11 changed items of 10: effect + 2 x hurt must be at most 1" -- power --n 10 --effect 0.5 --hurt 0.3
expect 2 err "explgraph power: error: --alternative: power plans a gain; expected greater or two-sided, found 'less'" -- power --n 10 --alternative less
expect 2 err "explgraph power: error: --alpha: expected a level between 0 and 1 (exclusive), found 1" -- power --n 10 --alpha 1
expect 2 err "explgraph power: error: --format: expected text, json, tsv, md or svg, found 'png'" -- power --n 10 --format png
expect 2 err "explgraph stats: error: --format: expected text, json, tsv or md, found 'svg' (only power and show draw pictures)" -- stats --corpus tiny --format svg
expect 0 out "--format ] text|json|tsv|md|svg" -- power --help
expect 0 out "explgraph power --n 100 --effect 0.02" -- power --help
expect 2 err "explgraph stats: error: unrecognised option '--copus' (did you mean '--corpus'?)" -- stats --copus tiny
expect 2 err "explgraph power: error: unrecognised option '--efect=0.1' (did you mean '--effect'?)" -- power --n 100 --efect=0.1
# Issue 43: a stray argument is named, with the option it may have meant; several files
# after one --predictions or --ranking are read as the usage line [NAME=]FILE... suggests.
expect 2 err "explgraph stats: error: unexpected argument 'tiny': every input is given with its option (did you mean '--corpus tiny'?)" -- stats tiny
expect 2 err "explgraph stats: error: unexpected argument 'extra': every input is given with its option" -- stats --corpus tiny extra
expect 0 out '"name": "b"' -- accuracy --corpus accuracy --predictions a=predictions/a.tsv b=predictions/b.jsonl --format json --quiet
expect 0 out '"other": "two"' -- rankeval --corpus reuse --ranking one=rankings/reuse.tsv two=rankings/reuse.tsv --format json --quiet
expect 0 out "Usage: explgraph power --n N" -- help power
expect 2 err "explgraph: error: unknown command 'stat' (did you mean 'stats'?)" -- help stat
# Options and the command's own files are checked before the corpus loads: with a corpus
# that does not exist, the option's error comes first (and fast, whatever the corpus size).
expect 2 err "explgraph solve: error: --method: expected tfidf, found 'foo'" -- solve --corpus /no/corpus --method foo
expect 2 err "explgraph audit: error: --ignore: unknown check 'foo'" -- audit --corpus /no/corpus --ignore foo
expect 2 err "explgraph reuse: error: --top: expected a whole number (digits only), found '-1'" -- reuse --corpus /no/corpus --top -1
expect 2 err "/no/file.tsv: error: cannot open file" -- accuracy --corpus /no/corpus --predictions /no/file.tsv
expect 2 err "/no/file.tsv: error: cannot open file" -- rankeval --corpus /no/corpus --ranking /no/file.tsv
expect 2 err "/no/file.tsv: error: cannot open file" -- report --corpus /no/corpus --predictions /no/file.tsv --out "$tmp/r"
expect 2 err "/no/dir/out.tsv: error: cannot write: folder /no/dir does not exist" -- stats --corpus /no/corpus --out /no/dir/out.tsv
expect 2 err "/no/dir/g.dot: error: cannot write: folder /no/dir does not exist" -- overlap --corpus /no/corpus --dot /no/dir/g.dot
expect 2 err "/no/dir/r: error: cannot create the report folder: /no/dir does not exist" -- report --corpus /no/corpus --out /no/dir/r
expect 2 err "/dev/null/r: error: cannot create the report folder: /dev/null is not a folder" -- report --corpus tiny --out /dev/null/r
expect 2 err "/dev/null/out.json: error: cannot write: /dev/null is not a folder" -- stats --corpus tiny --out /dev/null/out.json
expect 2 err "explgraph report: error: --threads: expected a whole number from 0 to 256, found 1000" -- report --corpus tiny --out "$tmp/r" --threads 1000
expect 2 err "explgraph report: error: --threads: expected a whole number (digits only), found '-2'" -- report --corpus tiny --out "$tmp/r" --threads -2
expect 2 err "$tmp: error: is a directory; expected a file path" -- stats --corpus /no/corpus --out "$tmp"
expect 2 err "explgraph hops: error: --table isolated: a table is written as TSV; add --format tsv" -- hops --corpus /no/corpus --table isolated

# "-" reads standard input: question files (audit, --questions), predictions and rankings.
stdin_case() {  # stdin_case TEXT FILE -- ARGS...
  local text=$1 file=$2; shift 3
  count=$((count + 1))
  if ! "$EXPLGRAPH" "$@" < "$file" 2> /dev/null | grep -qF -- "$text"; then
    echo "FAIL [$* < $file]: standard output lacks: $text"; fail=$((fail + 1))
  fi
}
stdin_case '"questions_kept": 5' reuse/questions.tsv -- stats --tables reuse/tables --questions - --format json --quiet
stdin_case '(standard input):' audit/isolated-fact.tsv -- audit --tables audit/tables - --quiet
stdin_case '"accuracy": 0.625' predictions/a.tsv -- accuracy --corpus accuracy --predictions a=- --format json --quiet
stdin_case '"gold_questions": 5' rankings/reuse.tsv -- rankeval --corpus reuse --ranking - --format json --quiet

echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
