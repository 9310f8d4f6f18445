#!/usr/bin/env bash
# `ava pairs`, `ava train` and `ava judge` (issue 47) against independent computations: the
# tuples rebuilt from the answer-sentence-selection file by the paper's rule, the four features
# by Python's re over lower-cased text, the SVM's labels against scikit-learn's LinearSVC (same
# loss, regularisation and bias; agreement on at least 99% of tuples), the point-wise figures
# by scikit-learn and the precision-recall curve by brute force; the split by question and
# reproducible by its seed; and each bad input's exact message and exit code.
set -euo pipefail
root=$1
py=/usr/bin/python3  # Debian's, with scikit-learn (scripts/install-deps.sh --with-test-tools)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$py" - "$root/corpus/ava/as2.tsv" "$tmp" "$EXPLGRAPH" <<'PY'
import csv, json, random, re, subprocess, sys
import numpy as np
from sklearn.svm import LinearSVC
from sklearn.metrics import accuracy_score, f1_score, precision_score, recall_score

sample, tmp, explgraph = sys.argv[1:4]

def run(*args, code=0):
    p = subprocess.run([explgraph, "ava", *args], capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stderr)
    return p

def read_tsv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))

def tok(text):
    return set(re.findall(r"\w+", text.lower()))

def dice(a, b):
    a, b = tok(a), tok(b)
    return 0.0 if not a and not b else 2 * len(a & b) / (len(a) + len(b))

def features(t):
    r, s = tok(t["reference"]), tok(t["short"])
    return [1.0 if r and r <= s else 0.0, dice(t["reference"], t["candidate"]),
            dice(t["reference"], t["question"]), dice(t["question"], t["candidate"])]

def expected_tuples(as2):
    """The paper's rule: per question with >= 2 correct candidates, (correct r, any other t)."""
    by_q = {}
    for row in as2:
        by_q.setdefault(row["question_id"], []).append(row)
    out = []
    for q, rows in by_q.items():
        if sum(r["label"] == "1" for r in rows) < 2:
            continue
        for i, r in enumerate(rows):
            if r["label"] != "1":
                continue
            for j, t in enumerate(rows):
                if i != j:
                    out.append((q, r["candidate"], t["candidate"], t["label"]))
    return out

def check_pipeline(as2_path, name, min_agreement=0.99):
    tuples = f"{tmp}/{name}.tuples.tsv"
    p = run("pairs", "--as2", as2_path, "--out", tuples)
    made = read_tsv(tuples)
    assert sorted((t["question_id"], t["reference"], t["candidate"], t["label"]) for t in made) == \
        sorted(expected_tuples(read_tsv(as2_path))), name
    split_of = {}
    for t in made:  # no question in two splits
        assert split_of.setdefault(t["question_id"], t["split"]) == t["split"], t["question_id"]
    for split in ("Train", "Dev", "Test"):
        rows = [t for t in made if t["split"] == split]
        qs = {t["question_id"] for t in rows}
        pos = sum(t["label"] == "1" for t in rows)
        assert f"{split} {len(qs)} question(s), {pos} positive(s), {len(rows) - pos} negative(s)" in p.stderr, (p.stderr, split)
    # The same seed, the same bytes.
    run("pairs", "--as2", as2_path, "--out", f"{tmp}/again.tsv")
    assert open(tuples, "rb").read() == open(f"{tmp}/again.tsv", "rb").read()

    # Train with alpha 0 (label = the SVM's sign), compared with scikit-learn's LinearSVC.
    model = f"{tmp}/{name}.model.json"
    run("train", "--tuples", tuples, "--alpha", "0", "--out", model)
    m = json.load(open(model))
    assert m["tokeniser"] == "lowercase-words" and m["alpha"] == 0 and m["alpha_from"] == "given"
    train = [t for t in made if t["split"] == "Train"]
    X = np.array([features(t) for t in train]); y = np.array([int(t["label"]) for t in train])
    svc = LinearSVC(C=1.0, loss="squared_hinge", penalty="l2", dual=False, tol=1e-8,
                    fit_intercept=True, intercept_scaling=1, max_iter=100000).fit(X, y)
    j = json.loads(run("judge", "--model", model, "--tuples", tuples, "--format", "json").stdout)
    assert len(j["tuples"]) == len(made)
    Xall = np.array([features(t) for t in made]); gold = np.array([int(t["label"]) for t in made])
    ours = np.array([t["label"] for t in j["tuples"]])
    for t, x in zip(j["tuples"], Xall):
        assert np.allclose(t["features"], x, atol=1e-12), (t, x)
    theirs = (svc.decision_function(Xall) > 0).astype(int)
    agreement = float(np.mean(ours == theirs))
    assert agreement >= min_agreement, (name, agreement)
    print(f"{name}: {len(made)} tuples, labels agree with LinearSVC on {agreement:.4f}; "
          f"weights {np.round(m['weights'], 4).tolist()} bias {m['bias']:.4f} vs "
          f"{np.round(svc.coef_[0], 4).tolist()} {svc.intercept_[0]:.4f}")
    scores = np.array([t["score"] for t in j["tuples"]])
    assert np.allclose(scores, Xall @ np.array(m["weights"]) + m["bias"], atol=1e-12)
    assert (ours == (scores > 0)).all()
    pw = j["pointwise"]
    assert abs(pw["accuracy"] - accuracy_score(gold, ours)) < 1e-12
    assert abs(pw["precision"] - precision_score(gold, ours)) < 1e-12
    assert abs(pw["recall"] - recall_score(gold, ours)) < 1e-12
    assert abs(pw["f1"] - f1_score(gold, ours)) < 1e-12
    # The curve: at each alpha, the labels score > alpha, by brute force.
    alphas = sorted(set(scores), reverse=True)
    assert [c["alpha"] for c in j["curve"][:-1]] == alphas
    assert j["curve"][-1]["alpha"] < min(scores) and j["curve"][-1]["predicted_positive"] == len(scores)
    for c in j["curve"]:
        labels = scores > c["alpha"]
        tp = int(np.sum(labels & (gold == 1)))
        assert c["predicted_positive"] == int(labels.sum()) and c["true_positives"] == tp
        if labels.sum():
            assert abs(c["precision"] - precision_score(gold, labels)) < 1e-12
        else:
            assert c["precision"] is None
        assert abs(c["recall"] - recall_score(gold, labels)) < 1e-12
        assert abs(c["f1"] - f1_score(gold, labels)) < 1e-12
    # Without --alpha: the best F1 on Dev.
    run("train", "--tuples", tuples, "--out", model)
    m = json.load(open(model))
    dev = [t for t in made if t["split"] == "Dev"]
    if dev:
        jd = json.loads(run("judge", "--model", model, "--tuples", tuples, "--split", "Dev", "--format", "json").stdout)
        assert m["alpha_from"] == "dev" and len(jd["tuples"]) == len(dev)
        best = max(c["f1"] for c in jd["curve"] if c["f1"] is not None)
        assert abs(m["dev"]["f1"] - best) < 1e-12 and abs(jd["pointwise"]["f1"] - best) < 1e-12

# The WorldTree-style sample: questions with their explanation's facts (correct) and others.
check_pipeline(sample, "sample")

# A labelled set written for the test: 400 questions of random words, correct candidates
# sharing more words with the question than incorrect ones, on average.
rng = random.Random(3)
words = [f"w{i}" for i in range(300)]
# A third of the questions have a short answer holding one candidate's words (x1 = 1 for it).
lines = ["question_id\tquestion\tcandidate\tlabel\tshort"]
for q in range(400):
    question = rng.sample(words, 8)
    candidates = []
    for c in range(rng.randint(2, 8)):
        correct = rng.random() < 0.45
        k = rng.randint(2, 7) if correct else rng.randint(0, 4)
        text = rng.sample(question, k) + rng.sample(words, rng.randint(3, 10))
        rng.shuffle(text)
        candidates.append((" ".join(text), int(correct)))
    short = candidates[0][0] + " w299" if rng.random() < 0.33 else ""
    for text, correct in candidates:
        lines.append(f"q{q}\t{' '.join(question).upper()}\t{text}\t{correct}\t{short}")
open(f"{tmp}/random.tsv", "w").write("\n".join(lines) + "\n")
check_pipeline(f"{tmp}/random.tsv", "random")

# A feature by hand: r = "A dog, a DOG!" has words {a, dog}, inside s = "dog a cat".
open(f"{tmp}/hand.tsv", "w").write(
    "q1\tIs a dog a cat?\tA dog, a DOG!\tdog a cat\tthe dog barks\t1\n"
    "q1\tIs a dog a cat?\tA dog, a DOG!\t\tno\t0\n")
open(f"{tmp}/m.json", "w").write('{"weights": [1, 1, 1, 1], "bias": 0, "alpha": 0, "tokeniser": "lowercase-words"}')
h = json.loads(run("judge", "--model", f"{tmp}/m.json", "--tuples", f"{tmp}/hand.tsv", "--format", "json").stdout)
# x1: {a, dog} in {dog, a, cat}; x2: {a, dog} vs {the, dog, barks} = 2*1/5;
# x3: {a, dog} vs {is, a, dog, cat} = 2*2/6; x4: {is, a, dog, cat} vs {the, dog, barks} = 2*1/7.
assert h["tuples"][0]["features"] == [1.0, 2 / 5, 4 / 6, 2 / 7], h["tuples"][0]
assert h["tuples"][1]["features"] == [0.0, 0.0, 4 / 6, 0.0], h["tuples"][1]

# Bad input: the exact message and exit code.
def fails(args, message):
    p = run(*args, code=2)
    assert message in p.stderr, (args, p.stderr)

open(f"{tmp}/bad.tsv", "w").write("q1\tq?\ta\t1\nq1\tq?\tb\tyes\n")
fails(["pairs", "--as2", f"{tmp}/bad.tsv"], f"{tmp}/bad.tsv:2:9: error: expected a label 0 or 1, found 'yes' (the columns are question_id<TAB>question<TAB>candidate<TAB>label[<TAB>short])")
open(f"{tmp}/one.tsv", "w").write("q1\tq?\ta\t1\nq1\tq?\tb\t0\n")
fails(["pairs", "--as2", f"{tmp}/one.tsv"], "found none among its 1 question(s)")
fails(["pairs", "--as2", sample, "--dev", "0.6", "--test", "0.5"], "explgraph ava pairs: error: --dev and --test: expected fractions that sum to at most 1, found 1.1 (Train takes the rest)")
fails(["pairs", "--as2", sample, "--format", "json"], "ava pairs writes a TSV file")
fails(["pairs", "--as2", f"{tmp}/hand.tsv"], "expected a label 0 or 1, found 'dog a cat'")
open(f"{tmp}/neg.tsv", "w").write("q1\tq\tr\t\tt\t0\n")
fails(["train", "--tuples", f"{tmp}/neg.tsv"], "expected training tuples of both labels, found 1 tuple(s) all labelled 0")
fails(["train", "--tuples", f"{tmp}/hand.tsv", "--c", "0"], "explgraph ava train: error: --c: expected a positive number")
open(f"{tmp}/m2.json", "w").write('{"weights": [1, 1, 1], "bias": 0, "alpha": 0, "tokeniser": "lowercase-words"}')
fails(["judge", "--model", f"{tmp}/m2.json", "--tuples", f"{tmp}/hand.tsv"], "expected weights an array of 4 numbers, found [1,1,1]")
fails(["judge", "--model", f"{tmp}/hand.tsv", "--tuples", f"{tmp}/hand.tsv"], "expected an AVA model (JSON with weights, bias, alpha, tokeniser), found invalid JSON")
fails(["judge", "--model", f"{tmp}/m.json", "--tuples", f"{tmp}/hand.tsv", "--split", "Valid"], "explgraph ava judge: error: --split: expected Train, Dev or Test, found 'Valid'")
fails(["judge", "--model", f"{tmp}/m.json", "--tuples", f"{tmp}/hand.tsv", "--split", "Test"], "expected tuples of split Test, found none")
fails(["judge", "--model", f"{tmp}/m.json", "--tuples", sample], "found no usable line (line 1 has 5 field(s): 'question_id<TAB>question<TAB>candidate<TAB>label<TAB>short'; an answer-sentence-selection set? explgraph ava pairs --as2 makes tuples of it)")
fails(["train", "--tuples", f"{tmp}/hand.tsv", "--out", f"{tmp}/hand.tsv"], "would overwrite an input")
# A model written to --out is said on standard error (as ava pairs says its tuples).
said = subprocess.run([explgraph, "ava", "train", "--tuples", f"{tmp}/hand.tsv", "--alpha", "0.25",
                       "--out", f"{tmp}/said.json"], capture_output=True, text=True)
trained = json.load(open(f"{tmp}/said.json"))["train_tuples"]
assert said.returncode == 0 and said.stderr == (
    f"ava train: wrote the model to {tmp}/said.json (trained on {trained} tuple(s); alpha 0.25, as given)\n"), said.stderr
print("ok")
PY
