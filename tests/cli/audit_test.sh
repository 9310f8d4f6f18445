#!/usr/bin/env bash
# One planted problem per file in tests/fixtures/audit: the audit must report exactly that
# finding (location, severity, check) and exit as the severity says. Columns are the
# 1-based byte positions of the offending token in line 2 (worked out from the files).
set -u
cd "$1"
fail=0; count=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

check() {  # check TABLES QUESTIONS EXIT EXPECTED_LINE [extra args]
  local tables=$1 questions=$2 code=$3 expected=$4; shift 4
  "$EXPLGRAPH" audit --tables "audit/$tables" "audit/$questions" "$@" > "$tmp/out" 2> "$tmp/err"
  local got=$?
  count=$((count + 1))
  local findings
  findings=$(grep -E '^[^ ]+: (error|warning): ' "$tmp/out")
  if [ "$got" != "$code" ] || [ "$(printf '%s\n' "$findings" | grep -c .)" != 1 ] || [ "${findings%% \[*}" != "${expected%% \[*}" ] \
     || [ "${findings##* }" != "${expected##* }" ]; then
    echo "FAIL audit $questions ($*): exit $got (expected $code)"; echo "  got:      $findings"; echo "  expected: $expected"
    fail=$((fail + 1))
  fi
}

"$EXPLGRAPH" audit --tables audit/tables audit/clean.tsv > "$tmp/out"
code=$?
count=$((count + 1))
if [ $code -ne 0 ] || ! grep -q '^audit: 0 error(s), 0 warning(s); 2 of 2 questions clean$' "$tmp/out"; then
  echo "FAIL clean file"; cat "$tmp/out"; fail=$((fail + 1))
fi

q='audit/%s.tsv:2'
check tables empty-explanation.tsv 1 "$(printf "$q" empty-explanation): error: question empty-explanation has no explanation [empty-explanation]"
check tables malformed-token.tsv 1 "$(printf "$q" malformed-token):80: error: question malformed-token: expected an explanation token 'UID|ROLE', found 'k3GROUNDING' [malformed-token]"
check tables unknown-role.tsv 0 "$(printf "$q" unknown-role):77: warning: question unknown-role: unknown role 'GROUNDNG' for UID 'k3' (expected CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE or NEG) [unknown-role]"
check tables unknown-role.tsv 1 "$(printf "$q" unknown-role):77: warning: question unknown-role: unknown role 'GROUNDNG' for UID 'k3' (expected CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE or NEG) [unknown-role]" --strict
check tables dangling-uid.tsv 1 "$(printf "$q" dangling-uid):77: error: question dangling-uid: UID 'zz99' is not defined by any table [dangling-uid]"
check tables deprecated-uid.tsv 1 "$(printf "$q" deprecated-uid):79: error: question deprecated-uid: UID 'k2' is a deprecated row of KINDOF ('a cat is a kind of animal') [deprecated-uid]"
check tables repeated-uid.tsv 0 "$(printf "$q" repeated-uid):90: warning: question repeated-uid: UID 'k1' appears more than once in the explanation [repeated-uid]"
check tables missing-text.tsv 0 "$(printf "$q" missing-text): warning: question missing-text has no question text; linking checks skipped [missing-text]"
check tables no-choices.tsv 0 "$(printf "$q" no-choices): warning: question no-choices: no answer choices '(A) … (B) …' found in 'Which of these is an animal?' (withheld or unparsable text); linking checks skipped [no-choices]"
check tables bad-answer-key.tsv 1 "$(printf "$q" bad-answer-key): error: question bad-answer-key: answer key 'C' names none of its 2 choices; linking checks skipped [bad-answer-key]"
check tables isolated-fact.tsv 1 "$(printf "$q" isolated-fact):91: error: question isolated-fact: fact 'c2' ('friction causes sparks') shares no content word with the question, the answer or another fact [isolated-fact]"
check tables qa-not-joined.tsv 0 "$(printf "$q" qa-not-joined): warning: question qa-not-joined: no chain of shared words joins the question to its answer 'a dog' [qa-not-joined]"
check tables-dup-uid clean.tsv 1 "audit/tables-dup-uid/KINDOF.tsv:6: error: UID 'k1' is already defined at audit/tables-dup-uid/KINDOF.tsv:2 [uid-defined-twice]"
check tables-dup-text clean.tsv 0 "audit/tables-dup-text/KINDOF.tsv:6: warning: row 'k7' ('dogs are a kind of animals') says the same as row 'k1' at audit/tables-dup-text/KINDOF.tsv:2 [duplicate-row-text]"

# --ignore switches a check off; an unknown name is a usage error.
"$EXPLGRAPH" audit --tables audit/tables audit/dangling-uid.tsv --ignore dangling-uid > "$tmp/out"
code=$?
count=$((count + 1))
[ $code -eq 0 ] && grep -q '^audit: 0 error(s)' "$tmp/out" || { echo "FAIL --ignore"; fail=$((fail + 1)); }
"$EXPLGRAPH" audit --tables audit/tables audit/clean.tsv --ignore dangling 2> "$tmp/err" > /dev/null
code=$?
count=$((count + 1))
[ $code -eq 2 ] && grep -q "explgraph audit: error: --ignore: unknown check 'dangling'; checks are empty-explanation," "$tmp/err" \
  || { echo "FAIL --ignore unknown"; cat "$tmp/err"; fail=$((fail + 1)); }
# JSON lists every finding; unusable input exits 2.
"$EXPLGRAPH" audit --tables audit/tables audit/isolated-fact.tsv --format json > "$tmp/out"
count=$((count + 1))
grep -q '"check": "isolated-fact"' "$tmp/out" && grep -q '"uid": "c2"' "$tmp/out" && grep -q '"line": 2' "$tmp/out" \
  || { echo "FAIL json"; fail=$((fail + 1)); }
"$EXPLGRAPH" audit --tables audit/tables audit/nope.tsv > /dev/null 2>&1
code=$?
count=$((count + 1))
[ $code -eq 2 ] || { echo "FAIL missing file exit $code"; fail=$((fail + 1)); }

echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
