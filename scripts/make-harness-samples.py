#!/usr/bin/env python3
"""Writes lm-evaluation-harness output folders for the sample corpus (corpus/harness/) and the
test fixtures (tests/fixtures/harness/): what `lm_eval --tasks arc_easy,arc_challenge
--log_samples --output_path out/` would write for two made-up models, in the harness's own
format (lm_eval/evaluator.py's sample dict, evaluation_tracker.py's file names, task.py's
process_results for multiple_choice and generate_until). No model was run: the per-choice
log-likelihoods are drawn at random (fixed seeds), and each sample's acc, acc_norm and
exact_match are computed here as the harness computes them, independently of explgraph.

Usage: scripts/make-harness-samples.py   (from the project root; rewrites both folders)
"""
import csv
import hashlib
import json
import random
import re
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATE = "2026-11-20T10-00-00.000000"
OLDER = "2026-11-19T09-30-00.000000"

# Questions of ARC that are not in the sample corpus (made up here, under ARC-style ids): the
# harness answers every ARC question, the corpus explains a part.
OUTSIDE = [
    ("Mercury_9990001", "Which tool measures the mass of a rock?",
     ["a balance", "a ruler", "a thermometer", "a stopwatch"], "A"),
    ("NYSEDREGENTS_2099_4_9", "Which form of energy does a café's stove give off as heat?",
     ["thermal énergie", "sound", "light", "electrical"], "1"),
    ("MCAS_2099_5_17", "A student mixes salt into water. What has formed?",
     ["a solution", "a gas", "a solid", "a new element"], "A"),
]


def corpus_questions():
    path = ROOT / "corpus/tsv/questionsAndExplanations.tsv"
    out = []
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            parts = re.split(r"\s*\(([A-E])\)\s*", row["question"])
            stem, choices = parts[0], parts[2::2]
            labels = parts[1::2]
            out.append((row["QuestionID"], stem, choices, labels, row["AnswerKey"],
                        int(row["schoolGrade"])))
    return out


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def argmax(values):  # numpy.argmax: the first maximum
    best = 0
    for i, v in enumerate(values):
        if v > values[best]:
            best = i
    return best


def mc_sample(doc_id, qid, stem, choices, labels, key, skill, rng, tie):
    gold = labels.index(key)
    lls = [-rng.uniform(2.0, 14.0) for _ in choices]
    if rng.random() < skill:
        lls[gold] = max(lls) + rng.uniform(0.1, 3.0)
    if tie:  # two choices of equal length and log-likelihood: the first wins under both rules
        lls[tie[1]] = lls[tie[0]]
    lls = [float(repr(round(v, rng.choice([4, 6, 17])))) for v in lls]
    lengths = [float(len(c)) for c in choices]  # Python's len: code points
    pred = argmax(lls)
    pred_norm = argmax([ll / n for ll, n in zip(lls, lengths)])
    greedy = [False] * len(choices)
    prompt = f"Question: {stem}\nAnswer:"
    doc = {"id": qid, "question": stem, "choices": {"text": choices, "label": labels},
           "answerKey": key}
    return {
        "doc_id": doc_id,
        "doc": doc,
        "target": str(gold),
        "arguments": {f"gen_args_{i}": {"arg_0": prompt, "arg_1": " " + c}
                      for i, c in enumerate(choices)},
        "resps": [[[str(ll), str(g)]] for ll, g in zip(lls, greedy)],
        "filtered_resps": [[str(ll), str(g)] for ll, g in zip(lls, greedy)],
        "filter": "none",
        "metrics": ["acc", "acc_norm"],
        "doc_hash": sha(json.dumps(doc, indent=2, ensure_ascii=False)),
        "prompt_hash": sha(prompt),
        "target_hash": sha(str(gold)),
        "acc": 1.0 if pred == gold else 0.0,
        "acc_norm": 1.0 if pred_norm == gold else 0.0,
    }


def exact_match(prediction, reference):  # ignore_case, ignore_punctuation
    table = str.maketrans("", "", string.punctuation)
    return prediction.lower().translate(table) == reference.lower().translate(table)


def generative_sample(doc_id, qid, stem, choices, labels, key, response):
    gold = labels.index(key)
    target = "ABCD"[int(key) - 1] if key in "1234" else key
    prompt = f"Question: {stem.strip()}\n" + "\n".join(
        f"{'ABCD'[i]}. {c}" for i, c in enumerate(choices))
    doc = {"id": qid, "question": stem, "choices": {"text": choices, "label": labels},
           "answerKey": key}
    return {
        "doc_id": doc_id, "doc": doc, "target": target,
        "arguments": {"gen_args_0": {"arg_0": prompt, "arg_1": {"until": ["\n\n", "."]}}},
        "resps": [[" " + response]], "filtered_resps": [response],
        "filter": "remove_whitespace", "metrics": ["exact_match"],
        "doc_hash": sha(json.dumps(doc, indent=2, ensure_ascii=False)),
        "prompt_hash": sha(prompt), "target_hash": sha(target),
        "exact_match": 1.0 if exact_match(response, target) else 0.0,
    }


def write_samples(folder, task, date, samples):
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"samples_{task}_{date}.jsonl", "w", encoding="utf-8") as f:
        for s in samples:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")


def write_results(folder, model, tasks):
    results = {}
    for task, samples in tasks.items():
        entry = {"alias": task}
        for metric in samples[0]["metrics"]:
            values = [s[metric] for s in samples]
            entry[f"{metric},{samples[0]['filter']}"] = sum(values) / len(values)
            entry[f"{metric}_stderr,{samples[0]['filter']}"] = "N/A"
        results[task] = entry
    document = {
        "results": results,
        "n-samples": {t: {"original": len(s), "effective": len(s)} for t, s in tasks.items()},
        "config": {"model": "hf", "model_args": f"pretrained=example/{model}"},
        "model_name": f"example/{model}", "model_name_sanitized": f"example__{model}",
        "date": 1795255200.0,
    }
    with open(folder / f"results_{DATE}.json", "w", encoding="utf-8") as f:
        json.dump(document, f, indent=2, ensure_ascii=False)


def model_run(folder, model, skill, seed, numeric_ids=()):
    rng = random.Random(seed)
    tasks = {"arc_easy": [], "arc_challenge": []}
    rows = corpus_questions()
    for qid, stem, choices, labels, key, grade in rows:
        if qid in numeric_ids:  # ARC writes some questions' labels as 1-4
            labels = [str(i + 1) for i in range(len(labels))]
            key = str("ABCDE".index(key) + 1)
        task = "arc_easy" if grade <= 4 else "arc_challenge"
        same = [(i, j) for i in range(len(choices)) for j in range(i + 1, len(choices))
                if len(choices[i]) == len(choices[j])]
        tie = same[0] if same and rng.random() < 0.25 else None
        tasks[task].append(mc_sample(len(tasks[task]), qid, stem, choices, labels, key, skill,
                                     rng, tie))
    for qid, stem, choices, key in OUTSIDE:
        labels = ["1", "2", "3", "4"] if key.isdigit() else ["A", "B", "C", "D"]
        tasks["arc_challenge"].append(mc_sample(len(tasks["arc_challenge"]), qid, stem, choices,
                                                labels, key, skill, rng, None))
    for task, samples in tasks.items():
        write_samples(folder, task, DATE, samples)
    write_results(folder, model, tasks)
    return rows


def fixtures(folder):
    """Test inputs beyond the sample corpus's run: an older samples file (the latest must win),
    a generative task's samples, a samples file of a task without ARC ids."""
    rows = corpus_questions()
    rng = random.Random(3)
    older = [mc_sample(i, r[0], r[1], r[2], r[3], r[4], 0.0, rng, None)
             for i, r in enumerate(rows) if r[5] <= 4]
    write_samples(folder / "with-older", "arc_easy", OLDER, older)
    model_run(folder / "with-older", "owl-7b", 0.7, 7)
    responses = ["B", "b", "a dog", "E", "", "The best answer is C", "1"]
    chat = [generative_sample(i, r[0], r[1], r[2], r[3], r[4], responses[i % len(responses)])
            for i, r in enumerate(rows)]
    write_samples(folder, "arc_challenge_chat", DATE, chat)
    other = [{"doc_id": 0, "doc": {"ctx": "A man is", "endings": ["a", "b"], "label": "0"},
              "target": "0", "filtered_resps": [["-1.5", "False"], ["-2.5", "False"]],
              "filter": "none", "metrics": ["acc"], "acc": 1.0}]
    write_samples(folder / "with-older", "hellaswag", DATE, other)


def main():
    model_run(ROOT / "corpus/harness/owl-7b", "owl-7b", 0.7, 7, numeric_ids=("EG_2026_3_2",))
    model_run(ROOT / "corpus/harness/finch-1b", "finch-1b", 0.35, 11)
    fixtures(ROOT / "tests/fixtures/harness")


if __name__ == "__main__":
    main()
