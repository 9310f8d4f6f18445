#!/usr/bin/env bash
# The malformed-input suite (SPEC §5): each broken input gives the expected exit code and a
# message naming the file (and line, and column where it helps); every tolerated anomaly is
# counted in `stats --format json` ("warnings") and every line is accounted for.
set -u
tmp=$(mktemp -d); trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
cd "$tmp"
fail=0; count=0
mkdir -p tables
printf 'X\t[FILL] is\tY\t[SKIP] UID\na\tis\tb\tu1\nc\tis\td\tu2\n' > tables/T.tsv
H='QuestionID\tquestion\tAnswerKey\texplanation\n'

case_() {  # case_ NAME EXIT MESSAGE [CODE] -- ARGS...   (CODE: a warning code stats must count)
  local name=$1 code=$2 message=$3 warning=$4; shift 5
  count=$((count + 1))
  "$EXPLGRAPH" stats "$@" --format json > out.json 2> err.txt
  local got=$?
  if [ "$got" != "$code" ] || ! grep -qF -- "$message" err.txt; then
    echo "FAIL $name: exit $got (expected $code); stderr:"; head -5 err.txt; echo "  expected: $message"; fail=$((fail + 1)); return
  fi
  if [ "$code" = 0 ]; then
    python3 - "$warning" <<'PY' || { echo "FAIL $name: stats accounting"; fail=$((fail + 1)); }
import json, sys
d = json.load(open('out.json'))
assert all(a['balanced'] for a in d['input_lines']), 'unbalanced line accounting'
code = sys.argv[1]
assert code == '-' or d['warnings'].get(code, 0) > 0, 'warning %s not counted: %s' % (code, d['warnings'])
PY
  fi
}

: > empty.tsv
case_ "empty file" 2 "empty.tsv: error: file is empty; expected a header line" - -- --tables tables --questions empty.tsv
printf "$H" > header-only.tsv
case_ "header only" 0 "header-only.tsv: warning: no question rows after the header [no-questions]" no-questions -- --tables tables --questions header-only.tsv
printf 'id\tquestion\n' > no-columns.tsv
case_ "missing columns" 2 "no-columns.tsv:1: error: expected column 'QuestionID' in the header" - -- --tables tables --questions no-columns.tsv
printf "${H}q1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\textra\nq2\tshort\n" > ragged.tsv
case_ "ragged rows" 0 "ragged.tsv:2: warning: expected 4 fields (as in the header), found 5" ragged-row -- --tables tables --questions ragged.tsv
printf "${H}q1\t\"What? (A) a (B) b\tA\tu1|CENTRAL\n" > stray-quote.tsv
case_ "stray quote" 0 "stray-quote.tsv:2:4: warning: field starts with a quote that does not close" stray-quote -- --tables tables --questions stray-quote.tsv
printf "${H}q1\tWh\xff\xfeat? (A) a (B) b\tA\tu1|CENTRAL\n" > latin1.tsv
case_ "invalid UTF-8" 0 "latin1.tsv:2:6: warning: invalid UTF-8 byte" invalid-utf8 -- --tables tables --questions latin1.tsv
printf "${H}q1\tWhat\0? (A) a (B) b\tA\tu1|CENTRAL\n" > nul.tsv
case_ "NUL byte" 0 "nul.tsv:2:8: warning: NUL byte in text; removed" nul-byte -- --tables tables --questions nul.tsv
printf "${H}q1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\n\xef\xbb\xbfq2\tWhy? (A) a (B) b\tB\tu2|CENTRAL\n" > bom.tsv
case_ "BOM in the middle" 0 "bom.tsv:3:1: warning: byte-order mark inside the file; removed" bom-in-middle -- --tables tables --questions bom.tsv
printf 'QuestionID\tquestion\tAnswerKey\texplanation\r\nq1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\r\n' > crlf.tsv
case_ "CRLF" 0 "" - -- --tables tables --questions crlf.tsv
printf 'QuestionID\tquestion\tAnswerKey\texplanation\rq1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\r' > cr.tsv
case_ "lone CR" 0 "cr.tsv:1: warning: line ends with a lone carriage return" lone-cr -- --tables tables --questions cr.tsv
printf "QuestionID\tquestion\tAnswerKey\texplanation\tQUESTIONID\nq1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\tx\n" > dup-columns.tsv
case_ "duplicate columns" 0 "dup-columns.tsv:1:43: warning: column 'QUESTIONID' appears twice; using the first" duplicate-column -- --tables tables --questions dup-columns.tsv
printf "${H}q1\tWhat? (A) a (B) b\tA\t| uid| |ROLE uid|ROLE|extra u1|CENTRAL\n" > tokens.tsv
case_ "bad tokens" 0 "tokens.tsv:2:24: warning: expected an explanation token 'UID|ROLE', found '|'; token skipped" malformed-token -- --tables tables --questions tokens.tsv
grep -c "malformed-token" err.txt | grep -qx 4 || { echo "FAIL bad tokens: expected 4 malformed-token warnings"; fail=$((fail + 1)); }
mkdir -p indexed/tables && cp tables/T.tsv indexed/tables/ && printf 'T.tsv\nGONE.tsv\n' > indexed/tableindex.txt
printf "${H}q1\tWhat? (A) a (B) b\tA\tu1|CENTRAL\n" > ok.tsv
case_ "index names a missing file" 0 "indexed/tableindex.txt:2:1: warning: table index names 'GONE.tsv'" missing-table -- --tables indexed/tableindex.txt --questions ok.tsv
case_ "directory for a file" 2 "tables: error: expected a file, found a directory" - -- --tables tables --questions tables
if [ "$(id -u)" != 0 ]; then
  cp ok.tsv locked.tsv && chmod 000 locked.tsv
  case_ "unreadable file" 2 "locked.tsv: error: cannot open file: Permission denied" - -- --tables tables --questions locked.tsv
else
  echo "note: running as root, so an unreadable file cannot be made; that case is skipped"
fi
# A 50 MB line: read in linear memory, reported, no crash.
python3 -c "
import sys
sys.stdout.write('X\t[SKIP] UID\n' + 'x' * (50 * 1024 * 1024) + '\n')" > tables/BIG.tsv
case_ "50 MB line" 0 "tables/BIG.tsv:2: warning: expected 2 fields (as in the header), found 1" ragged-row -- --tables tables --questions ok.tsv
rm tables/BIG.tsv
# --out never overwrites an input and never leaves a temporary file behind.
count=$((count + 1))
"$EXPLGRAPH" stats --tables tables --questions ok.tsv --out ok.tsv 2> err.txt
if [ $? != 2 ] || ! grep -qF "ok.tsv: error: this output would overwrite an input of the run (ok.tsv); choose another path" err.txt || ! grep -q '^q1' ok.tsv; then
  echo "FAIL --out over an input"; cat err.txt; fail=$((fail + 1))
fi
count=$((count + 1))
"$EXPLGRAPH" stats --tables tables --questions ok.tsv --out ok.tsv/inside.json 2> err.txt
if [ $? != 2 ] || ! grep -qF "ok.tsv/inside.json: error: cannot write: ok.tsv is not a folder" err.txt; then
  echo "FAIL --out under a file"; cat err.txt; fail=$((fail + 1))
fi
[ -z "$(ls -a | grep '\.tmp\.')" ] || { echo "FAIL temporary file left"; fail=$((fail + 1)); }
# Pathological reuse: 5,000 questions citing the same fact stay fast (overlap is quadratic
# in the questions sharing one fact; see docs/PERFORMANCE.md).
python3 -c "
print('QuestionID\texplanation')
for i in range(5000): print('p%d\tu1|CENTRAL u2|GROUNDING' % i)" > same-fact.tsv
count=$((count + 1))
if ! timeout 60 "$EXPLGRAPH" overlap --tables tables --questions same-fact.tsv --quiet --format json > out.json; then
  echo "FAIL pathological reuse (overlap did not finish in 60 s)"; fail=$((fail + 1))
fi

echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
