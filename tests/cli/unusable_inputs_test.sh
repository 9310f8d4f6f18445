#!/usr/bin/env bash
# Issue #14 classes 1 and 6: an input of which nothing is usable is exit 2 with the file, what
# was expected, what was found and the likely cause; a partly usable one warns, counts, and
# fails under --strict; every input is read once (a pipe is not read twice).
set -u
fixtures=$(cd "$1" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$fixtures"
fail=0; count=0

expect() {  # expect CODE STREAM TEXT -- ARGS...   (TEXT must be a whole line of STREAM)
  local code=$1 stream=$2 text=$3; shift 4
  "$EXPLGRAPH" "$@" > "$tmp/out" 2> "$tmp/err" < "${STDIN:-/dev/null}"
  local got=$?
  count=$((count + 1))
  if [ "$got" != "$code" ] || ! grep -qxF -- "$text" "$tmp/$stream"; then
    echo "FAIL [$*]: exit $got (expected $code)"; echo "  wanted: $text"; head -3 "$tmp/$stream" | sed 's/^/  got:    /'
    fail=$((fail + 1))
  fi
}

printf '' > "$tmp/empty.tsv"
printf 'a1,A\na2,B\na3,A\n' > "$tmp/comma.tsv"
printf 'zz1\tA\nzz2\tB\n' > "$tmp/other.tsv"
printf 'a1\t(A)\na2\tB)\na3\tA\n' > "$tmp/paren.tsv"
printf 'a1\tA\nzz9\tB\n' > "$tmp/partial.tsv"
p="--corpus accuracy --quiet"
expect 2 err "$tmp/empty.tsv: error: expected predictions ('questionID<TAB>answer' lines or JSON Lines), found none (an empty file?)" -- accuracy $p --predictions "$tmp/empty.tsv"
expect 2 err "$tmp/comma.tsv: error: no usable prediction in 3 line(s): expected 'questionID<TAB>answer'; the lines have commas and no tab: is the file comma-separated?" -- accuracy $p --predictions "$tmp/comma.tsv"
expect 2 err "$tmp/other.tsv: error: none of its question ids names a scored question (found 'zz1', 'zz2'); another corpus or --split?" -- accuracy $p --predictions "$tmp/other.tsv"
expect 0 out "  paren: answers naming no choice:                             0" -- accuracy $p --predictions "$tmp/paren.tsv"
expect 0 err "$tmp/partial.tsv: warning: 1 question id(s) do not name a scored question ('zz9'); skipped [unknown-question-id]" -- accuracy --corpus accuracy --predictions "$tmp/partial.tsv"
expect 2 err "explgraph: error: 1 input warning(s) and --strict was given" -- accuracy $p --predictions "$tmp/partial.tsv" --strict
expect 2 err "explgraph accuracy: error: --role: no explanation uses the role 'NOPE'; the roles present are CENTRAL, GROUNDING" -- accuracy $p --predictions predictions/a.tsv --role NOPE

# Rankings: a score column is a format users have; a comma-separated file is not.
printf 'Q1\tb\t0.2\nQ1\ta\t0.9\nQ1\td\t0.5\n' > "$tmp/scored.tsv"
printf 'Q1,a\nQ1,b\n' > "$tmp/comma-rank.tsv"
printf 'TG_TR_1\tk-dog\t0.9\nTG_TR_1\tp-animal\thigh\n' > "$tmp/bad-score.tsv"
r="--corpus reuse --quiet"
count=$((count + 1))
"$EXPLGRAPH" rankeval $r --ranking "$tmp/scored.tsv" | grep -qE "^  scored: order: +by the file's score column, highest first$" \
  || { echo "FAIL a scored ranking must say it was ranked by score"; fail=$((fail + 1)); }
expect 2 err "$tmp/comma-rank.tsv: error: no usable ranking line: expected 'questionID<TAB>UID[<TAB>score]'; of 2 lines, 2 with 1 field(s); is it comma-separated? explgraph reads tab-separated rankings" -- rankeval $r --ranking "$tmp/comma-rank.tsv"
expect 2 err "$tmp/empty.tsv: error: expected ranking lines 'questionID<TAB>UID', found none (an empty file?)" -- rankeval $r --ranking "$tmp/empty.tsv"
expect 2 err "$tmp/other.tsv: error: none of its question ids names a gold question (found 'zz1', 'zz2'); another corpus or --split?" -- rankeval $r --ranking "$tmp/other.tsv"
expect 2 err "explgraph: error: 2 input warning(s) and --strict was given" -- rankeval --corpus textgraphs --split train --ranking "$tmp/bad-score.tsv" --strict
expect 0 err "$tmp/bad-score.tsv:2: warning: expected 'questionID<TAB>UID<TAB>score', found 3 field(s) with a score that is not a number; line skipped [malformed-ranking-line]" -- rankeval --corpus textgraphs --split train --ranking "$tmp/bad-score.tsv"
expect 2 err "explgraph rankeval: error: --relevance-threshold: expected a finite number, found nan" -- rankeval $r --ranking rankings/reuse.tsv --relevance-threshold nan

# The scored ranking means a, d, b for Q1 (gold a b d): AP (1/1 + 2/2 + 3/3) / 3 = 1.
count=$((count + 1))
"$EXPLGRAPH" rankeval $r --ranking "$tmp/scored.tsv" --format json | grep -q '"map": 0.2,' \
  || { echo "FAIL scored ranking MAP (Q1 scores 1 of 5 gold questions: 0.2)"; fail=$((fail + 1)); }

# Read once: a ranking piped in scores as the file does (sniffing must not eat the first bytes).
count=$((count + 1))
a=$("$EXPLGRAPH" rankeval $r --ranking rankings/reuse.tsv --format json | grep '"map"' | head -1)
b=$(cat rankings/reuse.tsv | "$EXPLGRAPH" rankeval $r --ranking - --format json | grep '"map"' | head -1)
c=$("$EXPLGRAPH" rankeval $r --ranking <(cat rankings/reuse.tsv) --format json | grep '"map"' | head -1)
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" = "$c" ] || { echo "FAIL piped ranking: file $a, stdin $b, pipe $c"; fail=$((fail + 1)); }

# Corpus options: a split the corpus lacks; --tables at a table or at a questions file.
expect 2 err "explgraph stats: error: --split: the corpus has no split 'nope'; its splits are Train, Dev, Test" -- stats --corpus textgraphs --split nope
expect 0 out "  Tables:                       1 (0 empty)" -- stats --tables tiny/tables/KINDOF.tsv --questions tiny/questions.tsv --quiet
expect 2 err "tiny/questions.tsv: error: no tablestore row loaded: expected tables whose header has a '[SKIP] UID' column and rows with a UID, found 1 table(s) without usable rows: tiny/questions.tsv (a questions file given as --tables?)" -- stats --tables tiny/questions.tsv --questions tiny/questions.tsv

# Questions none of which has an explanation (a masked Test split): the analyses of
# explanations refuse, rather than show 0 for undefined means; stats shows them as absent;
# a report leaves their sections out and says so.
printf 'QuestionID\tquestion\tAnswerKey\texplanation\nm1\tWhat is a kind of animal? (A) dog (B) rock\tA\t\nm2\tWhat is a rock? (A) a mineral (B) a dog\tA\t\n' > "$tmp/masked.tsv"
for command in reuse types hops overlap growth; do
  expect 2 err "$tmp/masked.tsv: error: none of the 2 question(s) kept has an explanation (a masked Test split, or an empty explanation column?); $command needs explained questions" -- $command --tables tiny/tables --questions "$tmp/masked.tsv" --quiet
done
expect 2 err "textgraphs/questions.test.tsv: error: none of the 3 question(s) kept has an explanation (a masked Test split, or an empty explanation column?); growth needs explained questions" -- growth --corpus textgraphs --split Test --quiet
printf 'QuestionID\tquestion\tAnswerKey\texplanation\n' > "$tmp/header-only.tsv"
expect 2 err "$tmp/header-only.tsv: error: no question is kept; reuse needs explained questions" -- reuse --tables tiny/tables --questions "$tmp/header-only.tsv" --quiet
expect 0 out "  Explanation length, mean:     -" -- stats --tables tiny/tables --questions "$tmp/masked.tsv" --quiet
count=$((count + 1))
"$EXPLGRAPH" stats --tables tiny/tables --questions "$tmp/masked.tsv" --format json --quiet > "$tmp/out.json" \
  && python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
assert d['with_explanation'] == 0 and d['explanation_tokens'] == 0
for key in ('mean', 'median', 'min', 'max'):
    assert d[key + '_explanation_length'] is None, key
assert d['roles'] and all(v is None for v in d['roles'].values()), d['roles']" "$tmp/out.json" \
  || { echo "FAIL stats over no explanation: JSON"; head -c 600 "$tmp/out.json"; fail=$((fail + 1)); }
count=$((count + 1))
"$EXPLGRAPH" report --tables tiny/tables --questions "$tmp/masked.tsv" --quiet --out "$tmp/masked-report" \
  && [ -f "$tmp/masked-report/stats.json" ] && [ -f "$tmp/masked-report/audit.json" ] \
  && ! ls "$tmp/masked-report" | grep -qE '^(reuse|types|hops|overlap|growth)\.' \
  && grep -qF "| Left out | fact reuse, knowledge types, hop counts, explanation overlap and knowledge growth: no kept question has an explanation |" "$tmp/masked-report/report.md" \
  && grep -qF "| Mean explanation length | - (no explanation) |" "$tmp/masked-report/report.md" \
  || { echo "FAIL report over no explanation: $(ls "$tmp/masked-report" | tr '\n' ' ')"; fail=$((fail + 1)); }

# Explanations none of whose UIDs a table defines (the tables of another release): the
# analyses of cited facts refuse; those of UIDs run; a report leaves the former out.
printf 'QuestionID\tquestion\tAnswerKey\texplanation\nd1\tWhat is a kind of animal? (A) dog (B) rock\tA\tzz1|CENTRAL zz2|GROUNDING\nd2\tWhat is a rock? (A) a mineral (B) a dog\tA\tZZ1|CENTRAL\n' > "$tmp/dangling.tsv"
for command in types hops growth; do
  expect 2 err "$tmp/dangling.tsv: error: none of the 2 UID(s) cited by the 2 explained question(s) is defined by the tablestore tiny/tables (2 tables; found 'zz1', 'zz2'): tables of another release than the questions?; $command needs facts the tablestore defines" -- $command --tables tiny/tables --questions "$tmp/dangling.tsv" --quiet
done
expect 2 err "$tmp/dangling.tsv: error: none of the 2 UID(s) cited by the 2 explained question(s) is defined by the tablestore tiny/tables/CAUSE.tsv (1 table; found 'zz1', 'zz2'): tables of another release than the questions?; hops needs facts the tablestore defines" -- hops --tables tiny/tables/CAUSE.tsv --questions "$tmp/dangling.tsv" --quiet
expect 0 out "  Explanations:                                   2" -- reuse --tables tiny/tables --questions "$tmp/dangling.tsv" --quiet
count=$((count + 1))
"$EXPLGRAPH" report --tables tiny/tables --questions "$tmp/dangling.tsv" --quiet --out "$tmp/dangling-report" \
  && [ -f "$tmp/dangling-report/reuse.json" ] && [ -f "$tmp/dangling-report/overlap.json" ] \
  && ! ls "$tmp/dangling-report" | grep -qE '^(types|hops|growth)\.' \
  && grep -qF "| Left out | knowledge types, hop counts and knowledge growth: no UID the explanations cite is defined by a table |" "$tmp/dangling-report/report.md" \
  || { echo "FAIL report over dangling UIDs: $(ls "$tmp/dangling-report" | tr '\n' ' ')"; fail=$((fail + 1)); }

# A mean over no reachable fact is absent, not 0.
printf 'QuestionID\tquestion\tAnswerKey\texplanation\nu1\tWhich is hot? (A) fire (B) snow\tA\tK3|CENTRAL\n' > "$tmp/unreachable.tsv"
expect 0 out "  Mean hop (reachable facts):                     -" -- hops --tables tiny/tables --questions "$tmp/unreachable.tsv" --quiet
count=$((count + 1))
"$EXPLGRAPH" hops --tables tiny/tables --questions "$tmp/unreachable.tsv" --quiet --format json > "$tmp/out.json" \
  && python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
assert d['facts'] == 1 and d['overall'] == {'unreachable': 1} and d['mean_hop'] is None, d" "$tmp/out.json" \
  || { echo "FAIL hops with no reachable fact: JSON"; head -c 600 "$tmp/out.json"; fail=$((fail + 1)); }

# Paths the system cannot follow are input errors naming the path, never "internal error".
ln -s "$tmp/loop-a" "$tmp/loop-b" && ln -s "$tmp/loop-b" "$tmp/loop-a"
expect 2 err "$tmp/loop-a: error: cannot use this path: Too many levels of symbolic links" -- stats --corpus "$tmp/loop-a"
long="$tmp/$(printf 'x%.0s' $(seq 1 300))"
expect 2 err "$long: error: cannot use this path: File name too long" -- stats --tables "$long" --questions tiny/questions.tsv
# A file name that is not UTF-8: the JSON output stays valid (the byte is replaced).
cp tiny/questions.tsv "$tmp/q$(printf '\xff').tsv"
count=$((count + 1))
"$EXPLGRAPH" stats --tables tiny/tables --questions "$tmp/q$(printf '\xff').tsv" --format json --quiet > "$tmp/out.json" \
  && python3 -c "import json, sys; d = json.load(open(sys.argv[1], encoding='utf-8')); assert any('q\ufffd.tsv' in a['file'] for a in d['input_lines'])" "$tmp/out.json" \
  || { echo "FAIL non-UTF-8 file name: JSON output"; head -c 300 "$tmp/out.json"; fail=$((fail + 1)); }

# Issue 79: swapped inputs are errors naming the swap, not a 0 with exit 0.
sample=$fixtures/../../corpus
expect 2 err "$sample/rankings/noisy-ranker.tsv: error: expected predictions (one 'questionID<TAB>answer' line per question), found 3330 lines for 37 questions, 3293 of them a question answered again: a ranking (questionID<TAB>UID, best first)? Give it to rankeval --ranking" -- accuracy --corpus "$sample" --quiet --predictions "$sample/rankings/noisy-ranker.tsv"
expect 2 err "$sample/predictions/lexical-overlap.tsv: error: expected a ranking (questionID<TAB>UID lines, best first), found answers: each of its 37 questions ranks one id, and every id reads as an answer key ('b', 'c', 'a', …), none a UID of the tablestore: predictions? Give them to accuracy --predictions" -- rankeval --corpus "$sample" --quiet --ranking "$sample/predictions/lexical-overlap.tsv"

echo "$((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
