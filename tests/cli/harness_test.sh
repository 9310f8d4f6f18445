#!/usr/bin/env bash
# lm-evaluation-harness samples as predictions (issue 64), checked against a pandas reading
# of the same files: the sample corpus's two runs (corpus/harness, written by
# scripts/make-harness-samples.py with each sample's acc, acc_norm and exact_match computed
# in Python as lm_eval/api/task.py computes them) under both --harness-metric rules; a
# generative task's samples; a folder with an older samples file and another task's; a
# sample whose own field disagrees; the messages for a folder of several models and for a
# corpus that holds none of the samples' questions.
set -u
root=$1
v1="$root/../shared/corpora/worldtree-v1"
fixtures="$root/tests/fixtures/harness"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
fail=0

# The per-group accuracy pandas derives from the samples and the corpus's own files: a
# question is right when the choice the rule picks (or the generated answer names) is the
# corpus's answer key; groups are the overall, grade, split and fine type (the tables of the
# question's explanation facts) and coarse category (data/knowledge-types-v1.tsv's map of
# those tables) as SPEC defines them; the harness's own figures are the means
# of the samples' fields.
check() {  # name, metric, result.json, samples files...
  "$py" - "$root/corpus/tsv" "$@" <<'PY'
import csv, glob, json, math, os, string, sys
import pandas as pd

tsv, name, metric, result = sys.argv[1:5]
files = sys.argv[5:]
questions = pd.read_csv(os.path.join(tsv, "questionsAndExplanations.tsv"), sep="\t",
                        dtype=str, quoting=csv.QUOTE_NONE, keep_default_na=False)
questions = questions[~questions["flags"].str.contains("EMPTY|FLAG2|HARD", regex=True)]
table_of = {}
for path in glob.glob(os.path.join(tsv, "tables", "*.tsv")):
    t = pd.read_csv(path, sep="\t", dtype=str, quoting=csv.QUOTE_NONE, keep_default_na=False)
    for uid in t["[SKIP] UID"]:
        table_of[uid.strip().lower()] = os.path.splitext(os.path.basename(path))[0]

def punct_free(text):
    return text.lower().translate(str.maketrans("", "", string.punctuation))

def answer(sample):
    doc, responses = sample["doc"], sample["filtered_resps"]
    labels, texts = doc["choices"]["label"], doc["choices"]["text"]
    if isinstance(responses[0], str):
        said = punct_free(responses[0])
        for i in range(len(labels)):
            if said in ("abcde"[i], punct_free(labels[i]), punct_free(texts[i])):
                return "ABCDE"[i]
        return None
    lls = [float(r[0]) for r in responses[: len(texts)]]
    if metric == "acc_norm":
        lls = [ll / len(t) for ll, t in zip(lls, texts)]
    return "ABCDE"[lls.index(max(lls))]

samples = [json.loads(line) for f in files for line in open(f, encoding="utf-8")]
field = "exact_match" if isinstance(samples[0]["filtered_resps"][0], str) else metric
given = {s["doc"]["id"]: answer(s) for s in samples}
q = questions.assign(right=[float(given.get(i) == k) for i, k in
                            zip(questions["QuestionID"], questions["AnswerKey"])])
expected = {("overall", "all"): q["right"].mean()}
for column, kind in (("schoolGrade", "grade"), ("category", "split")):
    for value, rows in q.groupby(column):
        expected[(kind, value)] = rows["right"].mean()
fine = q.assign(table=[sorted({table_of[t.split("|")[0].lower()] for t in e.split()
                               if t.split("|")[0].lower() in table_of})
                       for e in q["explanation"]]).explode("table")
for table, rows in fine.groupby("table"):
    expected[("fine_type", table)] = rows["right"].mean()
# Coarse categories: the published table -> category map explgraph builds in for V1 tables
# (a PROTO- table answering for the table of its name).
category_of = dict(line.rstrip("\n").split("\t")[:2] for line in
                   open(os.path.join(tsv, "..", "..", "data", "knowledge-types-v1.tsv"), encoding="utf-8")
                   if line.strip() and not line.startswith("#"))
coarse = fine.assign(category=[category_of.get(t, category_of.get("PROTO-" + str(t))) for t in fine["table"]]).dropna(subset=["category"])
for category, rows in coarse.drop_duplicates(["QuestionID", "category"]).groupby("category"):
    expected[("category", category)] = rows["right"].mean()

out = json.load(open(result))
solver = next(s for s in out["solvers"] if s["name"] == name)
h = solver["harness"]
problems = []
want_own = sum(s[field] for s in samples) / len(samples)
if not math.isclose(h["accuracy"], want_own, abs_tol=1e-12):
    problems.append("harness accuracy %r, the samples' %s mean %r" % (h["accuracy"], field, want_own))
if h["disagreements"] != 0:
    problems.append("%d disagreements" % h["disagreements"])
in_corpus = [s for s in samples if s["doc"]["id"] in set(q["QuestionID"])]
if h["in_corpus"] != len(in_corpus) or h["not_in_corpus"] != len(samples) - len(in_corpus):
    problems.append("in/not in corpus %d/%d" % (h["in_corpus"], h["not_in_corpus"]))
for t in h["tasks"]:
    if t["results_json"] is not None and not math.isclose(t["results_json"], t["accuracy"]):
        problems.append("task %s: %r, results json %r" % (t["task"], t["accuracy"], t["results_json"]))
checked = 0
for g in out["groups"]:
    key = (g["type"], g["group"])
    if key in expected:
        checked += 1
        if not math.isclose(g["accuracy"][name], expected[key], abs_tol=1e-12):
            problems.append("%s %s: %r, pandas %r" % (key + (g["accuracy"][name], expected[key])))
unnamed = sum(1 for s in in_corpus if s["doc"]["id"] in set(q["QuestionID"]) and answer(s) is None)
if len(solver["invalid_answers"]) != unnamed:
    problems.append("%d answers naming no choice, pandas %d" % (len(solver["invalid_answers"]), unnamed))
if checked < len(expected):
    problems.append("only %d of %d groups found" % (checked, len(expected)))
print("; ".join(problems) if problems else "ok %d groups" % checked)
PY
}

for metric in acc acc_norm; do
  "$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --harness-metric $metric \
    --predictions "$root/corpus/harness/owl-7b" "$root/corpus/harness/finch-1b" > "$tmp/$metric.json" \
    || { echo "$metric: accuracy failed"; fail=$((fail + 1)); }
  for model in owl-7b finch-1b; do
    said=$(check $model $metric "$tmp/$metric.json" "$root"/corpus/harness/$model/samples_*.jsonl)
    case $said in ok*) ;; *) echo "$model $metric: $said"; fail=$((fail + 1)) ;; esac
  done
done

# Generative samples (arc_challenge_chat): letters, labels and texts named, others no choice.
chat=$(ls "$fixtures"/samples_arc_challenge_chat_*.jsonl)
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions "chat=$chat" > "$tmp/chat.json"
said=$(check chat acc "$tmp/chat.json" "$chat")
case $said in ok*) ;; *) echo "chat: $said"; fail=$((fail + 1)) ;; esac

# A folder: the latest samples file per task, another task's file skipped and said so.
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions "$fixtures/with-older" > "$tmp/older.json"
read_files=$("$py" -c '
import json, os, sys
h = json.load(open(sys.argv[1]))["solvers"][0]["harness"]
print(" ".join(os.path.basename(t["file"]) for t in h["tasks"]), "|",
      " ".join(os.path.basename(f) for f in h["skipped_files"]), "|", os.path.basename(h["results_file"]))' "$tmp/older.json")
[ "$read_files" = "samples_arc_challenge_2026-11-20T10-00-00.000000.jsonl samples_arc_easy_2026-11-20T10-00-00.000000.jsonl | samples_hellaswag_2026-11-20T10-00-00.000000.jsonl samples_arc_easy_2026-11-19T09-30-00.000000.jsonl | results_2026-11-20T10-00-00.000000.json" ] \
  || { echo "with-older: read $read_files"; fail=$((fail + 1)); }
name=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["solvers"][0]["name"])' "$tmp/older.json")
[ "$name" = with-older ] || { echo "folder named '$name'"; fail=$((fail + 1)); }

# A sample whose own acc_norm says otherwise: a warning naming file and line.
cp -r "$root/corpus/harness/owl-7b" "$tmp/edited"
easy=$(ls "$tmp"/edited/samples_arc_easy_*.jsonl)
sed -i '1s/"acc_norm": 1.0}$/"acc_norm": 0.0}/' "$easy"
msg=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --predictions "$tmp/edited" --format json 2>&1 > /dev/null | grep harness-disagrees)
[ "$msg" = "$easy:1: warning: question 'EG_2026_3_1': the answer recomputed by acc_norm (B) is right but the sample's acc_norm is 0 (another harness version?); explgraph scores the answer B [harness-disagrees]" ] \
  || { echo "disagreement said: $msg"; fail=$((fail + 1)); }

# An output inside a folder read as an input is refused, the folder left as it was.
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --predictions "$tmp/edited" --out "$easy" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$easy: error: this output would be written inside $tmp/edited, a folder the run reads as an input; choose another path" ] \
  && [ "$(head -c 14 "$easy")" = '{"doc_id": 0, ' ] || { echo "output over a samples file: rc $rc, said: $(cat "$tmp/err")"; fail=$((fail + 1)); }

# A samples file without the chosen metric's field: every sample said to lack it.
nofield="$tmp/nofield"; mkdir "$nofield"
sed 's/, "acc_norm": [01]\.0}$/}/' "$root"/corpus/harness/owl-7b/samples_arc_easy_*.jsonl > "$nofield/samples_arc_easy_x.jsonl"
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --predictions "$nofield" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$nofield: error: expected lm-evaluation-harness samples, found no usable one in 24 line(s) (line 1: expected the sample's own \"acc_norm\" field (a task that logs acc alone: try --harness-metric acc))" ] \
  || { echo "no acc_norm field: rc $rc, said: $(cat "$tmp/err")"; fail=$((fail + 1)); }

# The models' parent folder: which model is meant is asked.
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --predictions "$root/corpus/harness" > /dev/null 2> "$tmp/err"; rc=$?
msg=$(head -1 "$tmp/err")
[ $rc -eq 2 ] && [ "$msg" = "explgraph accuracy: error: $root/corpus/harness holds the samples of 2 models ($root/corpus/harness/finch-1b, $root/corpus/harness/owl-7b); give each as NAME=FOLDER" ] \
  || { echo "parent folder: rc $rc, said: $msg"; fail=$((fail + 1)); }

# A corpus holding none of the samples' questions (V1's ids): an error saying so (the files
# are read by task name, arc_challenge first).
if [ -d "$v1" ]; then
  msg=$("$EXPLGRAPH" accuracy --corpus "$v1" --quiet --predictions "$root/corpus/harness/owl-7b" 2>&1 > /dev/null); rc=$?
  [ $rc -eq 2 ] && [ "$msg" = "$root/corpus/harness/owl-7b: error: none of its 40 samples names a scored question of the corpus (found 'EG_2026_5_8', 'EG_2026_5_9', 'EG_2026_5_10', …): the harness names questions by ARC's ids (doc.id), as WorldTree V2.1 does; another corpus, or --split?" ] \
    || { echo "V1: rc $rc, said: $msg"; fail=$((fail + 1)); }
fi

# The LaTeX table of two models against a baseline: each model's interval and the knowledge
# categories' replicability sentence (its α as $\alpha$), compiled by pdflatex.
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format latex --baseline finch-1b \
  --predictions "$root/corpus/harness/owl-7b" "$root/corpus/harness/finch-1b" > "$tmp/table.tex"
printf '\\documentclass{article}\n\\begin{document}\n\\input{table.tex}\n\\end{document}\n' > "$tmp/paper.tex"
if (cd "$tmp" && timeout 120 pdflatex -interaction=nonstopmode -halt-on-error paper.tex > latex.log 2>&1); then
  grep -qE '(on at least [1-9][0-9]* of|is not shown different from finch-1b on any of the) 3 knowledge categories \(\$\\alpha\$ = 0.05, Bonferroni\)' "$tmp/table.tex" \
    && grep -q '95\\% CI' "$tmp/table.tex" || { echo "LaTeX: $(cat "$tmp/table.tex")"; fail=$((fail + 1)); }
else
  echo "LaTeX does not compile: $(grep -A3 '^!' "$tmp/latex.log" | head -6)"; fail=$((fail + 1))
fi

# Issue 78: the reader keeps every input or says why. Each case failed before.
owl=$root/corpus/harness/owl-7b
easy_file=$(ls "$owl"/samples_arc_easy_*.jsonl)
owl_json() {  # the owl run's answered count and accuracy from an accuracy JSON on stdin
  "$py" -c 'import json,sys; s=json.load(sys.stdin)["solvers"][0]; print(s["answered"], s["accuracy"])'
}
# Standard input is read once: samples padded past 64 KiB give what the file gives.
"$py" - "$owl" "$tmp/padded.jsonl" <<'PY'
import glob, json, sys
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for f in sorted(glob.glob(sys.argv[1] + "/samples_*.jsonl")):
        for line in open(f, encoding="utf-8"):
            sample = json.loads(line)
            sample["pad"] = "x" * 4000
            out.write(json.dumps(sample, ensure_ascii=False) + "\n")
PY
from_file=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions m="$tmp/padded.jsonl" | owl_json)
from_stdin=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions m=- < "$tmp/padded.jsonl" | owl_json)
[ "$from_stdin" = "$from_file" ] && [ "${from_file%% *}" = 35 ] \
  || { echo "standard input: '$from_stdin', the file: '$from_file'"; fail=$((fail + 1)); }
# Five log-likelihoods for four choices: the sample is malformed, said with its line.
mkdir "$tmp/five"; sed '2s/"filtered_resps": \[/"filtered_resps": [["-1.0", "False"], /' "$easy_file" > "$tmp/five/samples_arc_easy_2026-01-01T00-00-00.jsonl"
msg=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --format json --predictions "$tmp/five" 2>&1 > /dev/null | grep malformed-sample)
[ "$msg" = "$tmp/five/samples_arc_easy_2026-01-01T00-00-00.jsonl:2: warning: expected a log-likelihood per choice in filtered_resps, found 5 for 4 choices; sample skipped [malformed-sample]" ] \
  || { echo "five for four: $msg"; fail=$((fail + 1)); }
# Undated file names are two tasks, not one "arc"; a 0-byte file and an older run are said.
mkdir "$tmp/undated"
cp "$easy_file" "$tmp/undated/samples_arc_easy.jsonl"
cp "$(ls "$owl"/samples_arc_challenge_*.jsonl)" "$tmp/undated/samples_arc_challenge.jsonl"
: > "$tmp/undated/samples_arc_easy_2026-01-01T00-00-00.jsonl"
: > "$tmp/undated/samples_openbookqa_2026-01-01T00-00-00.jsonl"
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --format json --predictions "$tmp/undated" > "$tmp/undated.json" 2> "$tmp/err"
tasks=$("$py" -c '
import json, os, sys
h = json.load(open(sys.argv[1]))["solvers"][0]["harness"]
print(" ".join(t["task"] for t in h["tasks"]), "|", " ".join(os.path.basename(f) for f in h["skipped_files"]))' "$tmp/undated.json")
[ "$tasks" = "arc_challenge | samples_arc_easy_2026-01-01T00-00-00.jsonl samples_openbookqa_2026-01-01T00-00-00.jsonl samples_arc_easy.jsonl" ] \
  || { echo "undated: $tasks"; fail=$((fail + 1)); }
grep -q "samples_openbookqa_2026-01-01T00-00-00.jsonl: warning: an empty file: no sample read (a run that stopped before writing?); skipped \[harness-empty\]" "$tmp/err" \
  && grep -q "samples_arc_easy.jsonl: warning: an older run of arc_easy than .*samples_arc_easy_2026-01-01T00-00-00.jsonl, which is read; skipped (give it as NAME=FILE to score it) \[harness-older-run\]" "$tmp/err" \
  || { echo "undated said: $(cat "$tmp/err")"; fail=$((fail + 1)); }
# results_*.json with NaN and Infinity (the harness's json.dumps) for another task: read.
mkdir "$tmp/nan"; cp "$owl"/samples_*.jsonl "$tmp/nan/"
"$py" - "$owl" "$tmp/nan" <<'PY'
import glob, json, math, sys
r = json.load(open(glob.glob(sys.argv[1] + "/results_*.json")[0]))
r["results"]["mmlu"] = {"acc,none": math.nan, "acc_stderr,none": math.inf, "x": -math.inf}
open(sys.argv[2] + "/results_2026-11-20T10-00-00.000000.json", "w").write(json.dumps(r))
PY
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions "$tmp/nan" > "$tmp/nan.json" 2> "$tmp/err" \
  && [ "$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["solvers"][0]["harness"]["tasks"][0]["results_json"] is not None)' "$tmp/nan.json")" = True ] \
  || { echo "NaN in results: $(cat "$tmp/err")"; fail=$((fail + 1)); }
# A gzip'd samples file: said to be compressed, not blamed on the corpus.
gzip -c "$easy_file" > "$tmp/samples.jsonl.gz"
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --predictions "$tmp/samples.jsonl.gz" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$tmp/samples.jsonl.gz: error: expected predictions or lm-evaluation-harness samples, found gzip-compressed data: decompress it first (gunzip -k FILE)" ] \
  || { echo "gzip: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
# --predict_only samples (no acc, no acc_norm): answers recomputed, said once per file.
mkdir "$tmp/predict-only"
sed 's/, "acc": [01]\.0, "acc_norm": [01]\.0}$/}/' "$easy_file" > "$tmp/predict-only/samples_arc_easy_2026-01-01T00-00-00.jsonl"
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --format json --predictions "$tmp/predict-only" > "$tmp/po.json" 2> "$tmp/err"; rc=$?
[ $rc -eq 0 ] && grep -q "warning: 24 sample(s) without the harness's own metric (lm_eval --predict_only?): explgraph recomputes each answer by acc_norm, and the harness's own figure here is that recomputation \[harness-unscored\]" "$tmp/err" \
  || { echo "predict_only: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
# A generated "B " names choice B; a line without its doc is said to lack it.
mkdir "$tmp/gen"
"$py" - "$chat" "$tmp/gen/samples_arc_challenge_chat_2026-01-01T00-00-00.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
lines[0]["filtered_resps"] = ["B "]
del lines[1]["doc"]
open(sys.argv[2], "w", encoding="utf-8").write("".join(json.dumps(l) + "\n" for l in lines))
PY
"$EXPLGRAPH" accuracy --corpus "$root/corpus" --format json --predictions "$tmp/gen" > "$tmp/gen.json" 2> "$tmp/err"
invalid=$("$py" -c 'import json,sys; print([a for a in json.load(open(sys.argv[1]))["solvers"][0]["invalid_answers"] if a.startswith("EG_2026_3_1:")])' "$tmp/gen.json")
[ "$invalid" = "[]" ] && grep -q "samples_arc_challenge_chat_2026-01-01T00-00-00.jsonl:2: warning: expected the sample's \"doc\" (the question the harness asked), found none; sample skipped \[malformed-sample\]" "$tmp/err" \
  || { echo "generated: $invalid; $(cat "$tmp/err")"; fail=$((fail + 1)); }
# Names from folders: whole, however written, told apart by their parents when they clash.
mkdir -p "$tmp/a" "$tmp/b"; cp -r "$owl" "$tmp/a/Llama-3.1-8B"; cp -r "$owl" "$tmp/b/Llama-3.1-8B"
names=$(cd "$tmp" && "$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json \
  --predictions a/Llama-3.1-8B b/Llama-3.1-8B/ "$owl/." | "$py" -c 'import json,sys; print(" ".join(s["name"] for s in json.load(sys.stdin)["solvers"]))')
[ "$names" = "a/Llama-3.1-8B b/Llama-3.1-8B owl-7b" ] || { echo "folder names: $names"; fail=$((fail + 1)); }
# A run whose corpus questions have no explanation: the split named, harness-task pointed at.
cp -r "$root/corpus" "$tmp/masked"
awk -F'\t' 'BEGIN { OFS = "\t" } NR > 1 && $5 == "Test" { $8 = "" } { print }' "$root/corpus/tsv/questionsAndExplanations.tsv" > "$tmp/masked/tsv/questionsAndExplanations.tsv"
msg=$("$EXPLGRAPH" accuracy --corpus "$tmp/masked" --format json --predictions "$owl" 2>&1 > "$tmp/masked.json" | grep harness-unexplained)
[ "$msg" = "$owl: warning: 6 of the 35 corpus questions its samples answer have no explanation here (Test: 6): they count overall, in no knowledge-type group (the TextGraphs release withholds Test's explanations, and lm_eval's arc_easy and arc_challenge ask ARC's test split); to fill every group, ask the explained splits: explgraph harness-task --corpus $tmp/masked --out TASKS, then lm_eval --include_path TASKS --tasks worldtree_dev [harness-unexplained]" ] \
  || { echo "unexplained split: $msg"; fail=$((fail + 1)); }
# Only the questions the runs answered are scored (5 of Train's 23, the only split they are
# of); --all-questions scores every question, the rest as wrong.
head -5 "$easy_file" > "$tmp/part.jsonl"
part=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --predictions "$tmp/part.jsonl" | "$py" -c 'import json,sys; j=json.load(sys.stdin); print(j["questions"], j["questions_not_asked"], j["population"])')
all=$("$EXPLGRAPH" accuracy --corpus "$root/corpus" --quiet --format json --all-questions --predictions "$tmp/part.jsonl" | "$py" -c 'import json,sys; j=json.load(sys.stdin); print(j["questions"], j["questions_not_asked"], j["population"])')
[ "$part" = "5 18 answered by a harness run" ] && [ "$all" = "35 0 all" ] \
  || { echo "population: '$part' / '$all'"; fail=$((fail + 1)); }

[ $fail -eq 0 ] && echo "harness: all checks passed"
exit $fail
