#!/usr/bin/env bash
# harness-task (SPEC §9, issue 78): the tasks it writes read as lm-evaluation-harness reads
# them, and their samples read back with every knowledge-type group filled.
#  - every YAML is loaded as the harness's task index loads it (PyYAML, which its
#    _yaml_loader.py builds on), each key is a field of its TaskConfig (lm_eval/config/task.py
#    at 4e7e0d47, listed below), the data files are absolute paths that exist;
#  - every template is rendered on every document with jinja2 as lm_eval/utils.py
#    apply_template renders it (BaseLoader, StrictUndefined, keep_trailing_newline), the
#    choices read back with ast.literal_eval as task.py does, the gold index naming the
#    corpus's answer; the explain task's regex filter takes the label from a first line;
#  - samples written in the harness's format for those tasks (scripts/make-harness-samples.py's
#    mc_sample: three models, ties, one question with numeric labels) scored by accuracy equal
#    an independent pandas computation in every group, every fine type and category filled;
#    the explain task's samples too.
set -u
root=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
fail=0

# The sample corpus with one question's choices marked (1)..(4), as ARC writes some.
cp -r "$root/corpus" "$tmp/corpus"
sed -i 's/^\(EG_2026_3_2\tB\t.*\)(A) it freezes (B) it melts (C) it gets harder (D) it turns into rock/\1(1) it freezes (2) it melts (3) it gets harder (4) it turns into rock/; s/^EG_2026_3_2\tB\t/EG_2026_3_2\t2\t/' \
  "$tmp/corpus/tsv/questionsAndExplanations.tsv"
grep -q '^EG_2026_3_2	2	.*(1) it freezes' "$tmp/corpus/tsv/questionsAndExplanations.tsv" \
  || { echo "fixture: the numeric-label question was not made"; exit 1; }

"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --out "$tmp/tasks" 2> "$tmp/err"; rc=$?
[ $rc -eq 0 ] || { echo "harness-task: rc $rc: $(cat "$tmp/err")"; exit 1; }
expected_err="harness-task: worldtree_train and worldtree_train_explain: 23 question(s) of Train
harness-task: worldtree_dev and worldtree_dev_explain: 6 question(s) of Dev
harness-task: worldtree_test and worldtree_test_explain: 6 question(s) of Test
harness-task: wrote them to $tmp/tasks/; left out 0 question(s) without an explanation and 0 without a text
run: lm_eval --model hf --model_args pretrained=MODEL --include_path $tmp/tasks --tasks worldtree_train,worldtree_dev,worldtree_test --log_samples --output_path OUT
then: explgraph accuracy --corpus $tmp/corpus --predictions NAME=OUT/MODEL_FOLDER ..."
[ "$(grep -v ': warning: ' "$tmp/err")" = "$expected_err" ] || { echo "harness-task said:"; cat "$tmp/err"; fail=$((fail + 1)); }

said=$("$py" - "$root" "$tmp" <<'PY'
import ast, csv, importlib.util, json, os, random, re, sys
import jinja2, yaml

root, tmp = sys.argv[1:3]
tasks = os.path.join(tmp, "tasks")
# lm_eval/config/task.py's TaskConfig fields (harness commit 4e7e0d47, 2026-08-21).
FIELDS = {"task", "task_alias", "tag", "custom_dataset", "dataset_path", "dataset_name",
          "dataset_kwargs", "training_split", "validation_split", "test_split", "fewshot_split",
          "process_docs", "doc_to_text", "doc_to_target", "doc_to_image", "doc_to_audio",
          "unsafe_code", "doc_to_choice", "process_results", "use_prompt", "description",
          "target_delimiter", "fewshot_delimiter", "fewshot_config", "num_fewshot",
          "metric_list", "output_type", "generation_kwargs", "repeats", "filter_list",
          "should_decontaminate", "doc_to_decontamination_query", "gen_prefix", "metadata"}
env = jinja2.Environment(loader=jinja2.BaseLoader, undefined=jinja2.StrictUndefined,
                         keep_trailing_newline=True)
render = lambda template, doc: env.from_string(template).render(**doc)
problems = []

corpus = {}
with open(os.path.join(tmp, "corpus/tsv/questionsAndExplanations.tsv"), encoding="utf-8") as f:
    for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
        parts = re.split(r"\s*\(([A-E1-5])\)\s*", row["question"])
        corpus[row["QuestionID"]] = dict(stem=parts[0], choices=parts[2::2], labels=parts[1::2],
                                         key=row["AnswerKey"], split=row["category"])

names = sorted(os.listdir(tasks))
yamls = [n for n in names if n.endswith(".yaml")]
if len(yamls) != 6:
    problems.append("yaml files: %s" % yamls)
docs_by_split = {}
for name in yamls:
    cfg = yaml.safe_load(open(os.path.join(tasks, name), encoding="utf-8"))
    unknown = set(cfg) - FIELDS
    if unknown:
        problems.append("%s: keys not in TaskConfig: %s" % (name, sorted(unknown)))
    if cfg["task"] + ".yaml" != name:
        problems.append("%s: task %r" % (name, cfg["task"]))
    files = cfg["dataset_kwargs"]["data_files"]
    if cfg["dataset_path"] != "json" or cfg["test_split"] not in files:
        problems.append("%s: dataset %r, test split %r" % (name, cfg["dataset_path"], cfg["test_split"]))
    for split, path in files.items():
        if not os.path.isabs(path) or not os.path.isfile(path):
            problems.append("%s: data file %r" % (name, path))
    docs = [json.loads(line) for line in open(files[cfg["test_split"]], encoding="utf-8")]
    docs_by_split[cfg["test_split"]] = docs
    for doc in docs:
        q = corpus[doc["id"]]
        if doc["question"] != q["stem"] or doc["choices"]["text"] != q["choices"] or \
                doc["choices"]["label"] != q["labels"] or doc["answerKey"] != q["key"]:
            problems.append("%s: doc %s is not the corpus's question" % (name, doc["id"]))
        if cfg["output_type"] == "multiple_choice":
            prompt = render(cfg["doc_to_text"], doc)
            if prompt != "Question: %s\nAnswer:" % q["stem"]:
                problems.append("%s: prompt %r" % (name, prompt))
            choices = ast.literal_eval(render(cfg["doc_to_choice"], doc))
            gold = int(render(cfg["doc_to_target"], doc))
            if choices != q["choices"] or q["labels"][gold] != q["key"]:
                problems.append("%s: %s choices %r gold %d" % (name, doc["id"], choices, gold))
            if [m["metric"] for m in cfg["metric_list"]] != ["acc", "acc_norm"]:
                problems.append("%s: metrics %r" % (name, cfg["metric_list"]))
        else:
            prompt = render(cfg["doc_to_text"], doc)
            for label, text in zip(q["labels"], q["choices"]):
                if "(%s) %s\n" % (label, text) not in prompt:
                    problems.append("%s: %s prompt lacks (%s) %s" % (name, doc["id"], label, text))
            if render(cfg["doc_to_target"], doc) != q["key"]:
                problems.append("%s: target of %s" % (name, doc["id"]))
            pattern = cfg["filter_list"][0]["filter"][0]["regex_pattern"]
            for said, want in ((" %s\nA fact.\nAnother." % q["key"], q["key"]),
                               ("(%s) %s" % (q["key"], q["choices"][0]), q["key"]),
                               ("The answer is %s" % q["key"], None)):
                found = re.findall(pattern, said)
                if (found[0] if found else None) != want:
                    problems.append("%s: the filter takes %r from %r" % (name, found, said))
if sorted(docs_by_split) != ["dev", "test", "train"]:
    problems.append("splits %r" % sorted(docs_by_split))

# Samples of three models for every task, as the harness writes them.
spec = importlib.util.spec_from_file_location("samples", os.path.join(root, "scripts/make-harness-samples.py"))
samples = importlib.util.module_from_spec(spec)
spec.loader.exec_module(samples)
runs = os.path.join(tmp, "runs")
truth = {}
for model, skill, seed in (("alpha", 0.8, 1), ("beta", 0.5, 2), ("gamma", 0.2, 3)):
    rng = random.Random(seed)
    folder = os.path.join(runs, "org__" + model)
    written = {}
    for split, docs in docs_by_split.items():
        mc, explain = [], []
        for i, doc in enumerate(docs):
            texts, labels = doc["choices"]["text"], doc["choices"]["label"]
            same = [(a, b) for a in range(len(texts)) for b in range(a + 1, len(texts))
                    if len(texts[a]) == len(texts[b])]
            tie = same[0] if same and rng.random() < 0.3 else None
            s = samples.mc_sample(i, doc["id"], doc["question"], texts, labels, doc["answerKey"],
                                  skill, rng, tie)
            mc.append(s)
            lls = [float(r[0]) for r in s["filtered_resps"]]
            norm = [ll / len(t) for ll, t in zip(lls, texts)]
            truth.setdefault(model, {})[doc["id"]] = labels[norm.index(max(norm))]
            label = labels[rng.randrange(len(labels))] if rng.random() > skill else doc["answerKey"]
            text = " %s\nA fact about %s.\nAnother fact." % (label, doc["question"][:20])
            found = re.findall(r"^\W*([A-Za-z]|[0-9]+)\b", text)
            filtered = found[0].strip() if found else "[invalid]"
            explain.append({"doc_id": i, "doc": doc, "target": doc["answerKey"],
                            "arguments": {"gen_args_0": {"arg_0": "...", "arg_1": {"until": ["\n\nQuestion:"]}}},
                            "resps": [[text]], "filtered_resps": [filtered], "filter": "answer",
                            "metrics": ["exact_match"],
                            "exact_match": float(samples.exact_match(filtered, doc["answerKey"]))})
            truth.setdefault(model + "-explain", {})[doc["id"]] = filtered
        samples.write_samples(__import__("pathlib").Path(folder), "worldtree_" + split, samples.DATE, mc)
        samples.write_samples(__import__("pathlib").Path(folder), "worldtree_" + split + "_explain",
                              samples.DATE, explain)
        written["worldtree_" + split] = mc
        written["worldtree_" + split + "_explain"] = explain
    samples.write_results(__import__("pathlib").Path(folder), model, written)
json.dump(truth, open(os.path.join(tmp, "truth.json"), "w"))
print("; ".join(problems) if problems else "ok")
PY
)
[ "$said" = ok ] || { echo "tasks: $said"; fail=$((fail + 1)); }

# accuracy over the three runs: every group equal to pandas, every knowledge type filled.
for m in alpha beta gamma; do mkdir -p "$tmp/only-mc/$m"; cp "$tmp"/runs/org__$m/samples_worldtree_{train,dev,test}_2*.jsonl "$tmp/only-mc/$m/"; done
"$EXPLGRAPH" accuracy --corpus "$tmp/corpus" --quiet --format json --baseline gamma \
  --predictions "$tmp/only-mc/alpha" "$tmp/only-mc/beta" "$tmp/only-mc/gamma" > "$tmp/acc.json" 2> "$tmp/err" \
  || { echo "accuracy failed: $(cat "$tmp/err")"; fail=$((fail + 1)); }
for m in alpha beta; do mkdir -p "$tmp/explain/$m"; cp "$tmp"/runs/org__$m/samples_worldtree_*_explain_*.jsonl "$tmp/explain/$m/"; done
"$EXPLGRAPH" accuracy --corpus "$tmp/corpus" --quiet --format json \
  --predictions alpha-explain="$tmp/explain/alpha" beta-explain="$tmp/explain/beta" > "$tmp/explain.json" 2> "$tmp/err" \
  || { echo "accuracy of the explain samples failed: $(cat "$tmp/err")"; fail=$((fail + 1)); }
said=$("$py" - "$root" "$tmp" <<'PY'
import csv, json, math, os, sys
import pandas as pd

root, tmp = sys.argv[1:3]
tsv = os.path.join(tmp, "corpus/tsv")
q = pd.read_csv(os.path.join(tsv, "questionsAndExplanations.tsv"), sep="\t", dtype=str,
                quoting=csv.QUOTE_NONE, keep_default_na=False)
q = q[q["flags"].str.upper().str.contains("SUCCESS|READY")]
table_of = {}
for name in open(os.path.join(tsv, "tableindex.txt")):
    name = name.strip()
    t = pd.read_csv(os.path.join(tsv, "tables", name), sep="\t", dtype=str, quoting=csv.QUOTE_NONE,
                    keep_default_na=False)
    for uid in t["[SKIP] UID"]:
        table_of[uid.strip().lower()] = os.path.splitext(name)[0]
category_of = dict(l.rstrip("\n").split("\t")[:2] for l in open(os.path.join(root, "data/knowledge-types-v1.tsv"))
                   if l.strip() and not l.startswith("#"))
truth = json.load(open(os.path.join(tmp, "truth.json")))
problems = []
for result, models in (("acc.json", ["alpha", "beta", "gamma"]),
                       ("explain.json", ["alpha-explain", "beta-explain"])):
    out = json.load(open(os.path.join(tmp, result)))
    if out["population"] != "answered by a harness run" or out["questions"] != 35:
        problems.append("%s: population %r of %r" % (result, out["population"], out["questions"]))
    for m in models:
        right = [float(truth[m].get(i) == k) for i, k in zip(q["QuestionID"], q["AnswerKey"])]
        frame = q.assign(right=right)
        expected = {("overall", "all"): frame["right"].mean()}
        for column, kind in (("schoolGrade", "grade"), ("category", "split")):
            for value, rows in frame.groupby(column):
                expected[(kind, value)] = rows["right"].mean()
        fine = frame.assign(table=[sorted({table_of[t.split("|")[0].lower()] for t in e.split()
                                           if t.split("|")[0].lower() in table_of})
                                   for e in frame["explanation"]]).explode("table").dropna(subset=["table"])
        for table, rows in fine.groupby("table"):
            expected[("fine_type", table)] = rows["right"].mean()
        coarse = fine.assign(category=[category_of.get(t, category_of.get("PROTO-" + str(t))) for t in fine["table"]]).dropna(subset=["category"])
        for c, rows in coarse.drop_duplicates(["QuestionID", "category"]).groupby("category"):
            expected[("category", c)] = rows["right"].mean()
        got = {(g["type"], g["group"]): g["accuracy"][m] for g in out["groups"]
               if g["type"] in ("overall", "grade", "split", "fine_type", "category")}
        if set(got) != set(expected):
            problems.append("%s %s: groups %s, pandas %s" % (result, m, sorted(set(got) ^ set(expected)), ""))
        for key, value in expected.items():
            if key in got and not math.isclose(got[key], value, abs_tol=1e-12):
                problems.append("%s %s %s: %r, pandas %r" % (result, m, key, got[key], value))
        if not any(k[0] == "fine_type" for k in got) or not any(k[0] == "category" for k in got):
            problems.append("%s %s: no knowledge-type group" % (result, m))
print("; ".join(problems) if problems else "ok")
PY
)
[ "$said" = ok ] || { echo "scores: $said"; fail=$((fail + 1)); }

# Refusals: a split the corpus lacks, a prefix that is no task-name word, a folder not ours.
"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --split train,validation --out "$tmp/t2" 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(grep -v ': warning: ' "$tmp/err" | head -1)" = "explgraph harness-task: error: --split 'validation': the corpus has no such split (it has Train, Dev, Test)" ] \
  || { echo "unknown split: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --name 'a b' --out "$tmp/t2" 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(head -1 "$tmp/err")" = "explgraph harness-task: error: --name: expected a task-name prefix of letters, digits, '_' and '-', found 'a b'" ] \
  || { echo "bad name: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
mkdir "$tmp/mine"; echo keep > "$tmp/mine/notes.txt"
"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --out "$tmp/mine" 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(cat "$tmp/mine/notes.txt")" = keep ] || { echo "a folder not ours: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --out "$tmp/nope/deeper" --quiet 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$tmp/nope/deeper: error: cannot create the harness tasks folder: $tmp/nope does not exist" ] \
  || { echo "missing parent: rc $rc: $(cat "$tmp/err")"; fail=$((fail + 1)); }
# A second run replaces the first folder whole; --split dev writes Dev's tasks alone.
"$EXPLGRAPH" harness-task --corpus "$tmp/corpus" --split Dev --out "$tmp/tasks" --quiet; rc=$?
[ $rc -eq 0 ] && [ "$(ls "$tmp/tasks" | tr '\n' ' ')" = "worldtree_dev.jsonl worldtree_dev.yaml worldtree_dev_explain.yaml " ] \
  || { echo "rewrite: rc $rc: $(ls "$tmp/tasks")"; fail=$((fail + 1)); }

[ $fail -eq 0 ] && echo "harness-task: all checks passed"
exit $fail
