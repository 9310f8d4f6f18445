#!/usr/bin/env bash
# `ava systems` (issue 47) against independent computations: per-system accuracies and RMSE by
# numpy, Kendall's tau-b and its p by scipy.stats.kendalltau (exact and asymptotic, with and
# without ties), point-wise accuracy, precision, recall, F1 and Cohen's kappa by scikit-learn,
# all to 1e-9; scores thresholded by --alpha and by a fifth column; the bootstrap reproducible
# by its seed; and each bad input's exact message and exit code.
set -euo pipefail
root=$1
py=/usr/bin/python3  # Debian's, with scipy and scikit-learn (scripts/install-deps.sh --with-test-tools)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$py" - "$root/corpus/ava/judgments.tsv" "$tmp" "$EXPLGRAPH" <<'PY'
import io, json, os, subprocess, sys
import numpy as np, pandas as pd, scipy.stats as st
from sklearn.metrics import accuracy_score, cohen_kappa_score, f1_score, precision_score, recall_score

sample, tmp, explgraph = sys.argv[1:4]

def run(*args, code=0):
    p = subprocess.run([explgraph, "ava", "systems", *args], capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stderr)
    return p

def close(x, y, what):
    assert x is not None and abs(x - y) < 1e-9, (what, x, y)

def check(path, frame, *args):
    """explgraph's figures on `path` against numpy, scipy and scikit-learn on `frame`."""
    j = json.loads(run("--judgments", path, "--format", "json", "--quiet", *args).stdout)
    names = list(dict.fromkeys(frame.system))
    assert [s["name"] for s in j["systems"]] == names
    human, estimated = [], []
    for s in j["systems"]:
        rows = frame[frame.system == s["name"]]
        assert s["questions"] == len(rows)
        close(s["human_accuracy"], rows.human.mean(), "human")
        close(s["estimated_accuracy"], rows.auto.mean(), "estimated")
        close(s["difference"], rows.auto.mean() - rows.human.mean(), "difference")
        lo, hi = s["ci95"]
        assert -1 <= lo <= hi <= 1
        human.append(rows.human.mean()); estimated.append(rows.auto.mean())
    human, estimated = np.array(human), np.array(estimated)
    close(j["rmse"], float(np.sqrt(np.mean((estimated - human) ** 2))), "rmse")
    if len(names) >= 2:
        tau, p = st.kendalltau(human, estimated)
        close(j["kendall_tau"], tau, "tau"); close(j["kendall_p"], p, "p")
        ties = len(set(human)) < len(human) or len(set(estimated)) < len(estimated)
        assert j["kendall_method"] == ("asymptotic" if ties or len(names) > 33 else "exact"), j["kendall_method"]
    pw = j["pointwise"]
    y, a = frame.human.to_numpy(), frame.auto.to_numpy()
    close(pw["accuracy"], accuracy_score(y, a), "accuracy")
    close(pw["precision"], precision_score(y, a), "precision")
    close(pw["recall"], recall_score(y, a), "recall")
    close(pw["f1"], f1_score(y, a), "f1")
    close(pw["cohen_kappa"], cohen_kappa_score(y, a), "kappa")
    return j

# The sample: five systems, 24 answers each, with ties in the estimated accuracies.
frame = pd.read_csv(sample, sep="\t").rename(columns={"automatic": "auto"})
j = check(sample, frame)
assert j["kendall_method"] == "asymptotic"

# Random evaluators: 2 to 40 systems, untied (exact p up to 33) and tied.
rng = np.random.default_rng(47)
for systems, questions, tied in [(2, 30, False), (3, 40, False), (7, 50, False), (12, 60, False),
                                 (33, 200, False), (40, 200, False), (9, 10, True), (25, 8, True)]:
    rows = []
    levels = rng.permutation(np.arange(1, questions))[:systems]  # distinct right-answer counts
    noise = rng.permutation(np.arange(1, questions))[:systems]
    for s in range(systems):
        k = int(rng.integers(1, questions)) if tied else int(levels[s])
        human = np.zeros(questions, int); human[rng.choice(questions, k, replace=False)] = 1
        if tied:
            auto = np.where(rng.random(questions) < 0.8, human, 1 - human)
        else:  # exactly noise[s] answers labelled correct, so the estimates are untied too
            auto = np.zeros(questions, int); auto[rng.choice(questions, int(noise[s]), replace=False)] = 1
        rows += [(f"s{s}", f"q{q}", human[q], auto[q]) for q in range(questions)]
    f = pd.DataFrame(rows, columns=["system", "question", "human", "auto"])
    path = f"{tmp}/random.tsv"
    f.to_csv(path, sep="\t", header=False, index=False)
    check(path, f)

# Scores with a threshold: --alpha, and a fifth column (which wins over --alpha).
scores = frame.copy()
scores["score"] = np.where(scores.auto == 1, 0.7, 0.2) + rng.uniform(-0.15, 0.15, len(scores))
scores[["system", "question_id", "human", "score"]].to_csv(f"{tmp}/scores.tsv", sep="\t", index=False)
check(f"{tmp}/scores.tsv", scores.assign(auto=(scores.score > 0.45).astype(int)), "--alpha", "0.45")
scores.assign(alpha=0.6)[["system", "question_id", "human", "score", "alpha"]].to_csv(
    f"{tmp}/alpha.tsv", sep="\t", index=False)
check(f"{tmp}/alpha.tsv", scores.assign(auto=(scores.score > 0.6).astype(int)), "--alpha", "0.45")

# The bootstrap: the same seed, the same figures; another seed, other intervals.
one = run("--judgments", sample, "--format", "json", "--seed", "5").stdout
assert one == run("--judgments", sample, "--format", "json", "--seed", "5").stdout
assert one != run("--judgments", sample, "--format", "json", "--seed", "6").stdout
assert json.loads(one)["rmse_sd"] > 0

# Tidy tables load in pandas.
tsv = subprocess.run([explgraph, "ava", "systems", "--judgments", sample, "--format", "tsv"],
                     capture_output=True, text=True, check=True).stdout
t = pd.read_csv(io.StringIO(tsv), sep="\t")
assert list(t.columns) == ["name", "questions", "human_accuracy", "estimated_accuracy", "difference",
                           "ci95_low", "ci95_high"], list(t.columns)
assert len(t) == 5

# Bad inputs: the exact messages.
def write(name, text):
    with open(f"{tmp}/{name}", "w") as f: f.write(text)
    return f"{tmp}/{name}"

def error(path, *args):
    return run("--judgments", path, *args, code=2).stderr

bad = write("bad.tsv", "system\tquestion_id\thuman\tautomatic\na\tq1\t2\t1\n")
assert error(bad) == f"{bad}:2:6: error: expected a human label 0 or 1, found '2' (a graded rating? binarise it first; the columns are system<TAB>question_id<TAB>human<TAB>automatic[<TAB>alpha])\n", error(bad)
score = write("score.tsv", "a\tq1\t1\t0.8\n")
assert error(score) == f"{score}:1:8: error: expected an automatic label 0 or 1, found '0.8' (a score needs a threshold: a fifth column alpha, or --alpha)\n", error(score)
word = write("word.tsv", "a\tq1\t1\tyes\n")
assert error(word) == f"{word}:1:8: error: expected an automatic label 0 or 1 or a score, found 'yes'\n", error(word)
empty = write("empty.tsv", "")
assert error(empty) == f"{empty}: error: expected judgments (TSV system<TAB>question_id<TAB>human<TAB>automatic[<TAB>alpha]), found no usable line (the file is empty)\n", error(empty)
two = write("two.tsv", "questionID\tanswer\nq1\tA\n")  # a predictions file given as judgments
assert error(two) == f"{two}: error: expected judgments (TSV system<TAB>question_id<TAB>human<TAB>automatic[<TAB>alpha]), found no usable line (line 1 has 2 field(s): 'questionID<TAB>answer')\n", error(two)
unpaired = write("unpaired.tsv", "a\tq1\t\t1\n")
assert error(unpaired).endswith("found no usable line (line 1 has no human label)\n"), error(unpaired)
other = write("other.tsv", "QuestionID\tquestion\texamName\tAnswerKey\nq1\tWhat?\tMCAS\tA\n")
assert error(other) == f"{other}:1:21: error: expected a human label 0 or 1, found 'examName' (not a judgments file? the columns are system<TAB>question_id<TAB>human<TAB>automatic[<TAB>alpha])\n", error(other)
assert run("--judgments", sample, "--alpha", "high", code=2).stderr.startswith(
    "explgraph ava systems: error: --alpha: expected a finite number (the score above which an answer counts as correct), found 'high'\n")
assert run(code=2).stderr.startswith("explgraph ava systems: error: no judgments given: use --judgments FILE")
assert run("--judgments", f"{tmp}/none.tsv", code=2).stderr == f"{tmp}/none.tsv: error: cannot open file: No such file or directory\n"
assert run("--judgmnets", sample, code=2).stderr == ("explgraph ava systems: error: unrecognised option "
    "'--judgmnets' (did you mean '--judgments'?)\nrun 'explgraph ava systems --help' for usage\n")
p = subprocess.run([explgraph, "ava", "sytems"], capture_output=True, text=True)
assert p.returncode == 2 and "unknown subcommand 'sytems': expected pairs, train, judge or systems (did you mean 'systems'?)" in p.stderr, p.stderr
p = subprocess.run([explgraph, "ava"], capture_output=True, text=True)
assert p.returncode == 2 and p.stderr.startswith("Usage: explgraph ava SUBCOMMAND"), p.stderr

# Counted warnings: one system (no tau), a repeated and an unpaired judgment; --strict fails.
one_system = write("one.tsv", "a\tq1\t1\t1\na\tq2\t0\t1\na\tq2\t1\t1\na\tq3\t\t1\n")
p = run("--judgments", one_system, "--format", "json")
j = json.loads(p.stdout)
assert j["kendall_tau"] is None and j["kendall_p"] is None and j["systems"][0]["questions"] == 2
assert j["skipped_lines"] == {"repeated": 1, "unpaired": 1, "malformed": 0}, j["skipped_lines"]
for code in ["repeated-judgment", "unpaired-judgment", "too-few-systems"]:
    assert f"[{code}]" in p.stderr, (code, p.stderr)
run("--judgments", one_system, "--strict", code=2)
different = write("different.tsv", "a\tq1\t1\t1\na\tq2\t0\t0\nb\tq1\t1\t0\nb\tq3\t0\t0\n")
assert "[different-questions]" in run("--judgments", different).stderr
# The report's section: the same figures as the command, a scatter with a point per system.
report = f"{tmp}/report"
corpus = os.path.join(os.path.dirname(os.path.dirname(sample)), "tsv")
r = subprocess.run([explgraph, "report", "--corpus", corpus, "--judgments", sample, "--out", report,
                    "--quiet"], capture_output=True, text=True)
assert r.returncode == 0, r.stderr
assert json.load(open(f"{report}/ava.json")) == json.loads(run("--judgments", sample, "--format", "json").stdout)
svg = open(f"{report}/charts/ava-estimated-vs-human.svg").read()
assert svg.count('r="5.0"') == len(set(frame.system)), svg
assert "Answer evaluator" in open(f"{report}/index.html").read()
assert pd.read_csv(f"{report}/ava.systems.tsv", sep="\t").shape[0] == len(set(frame.system))
scored = [explgraph, "report", "--corpus", corpus, "--judgments", f"{tmp}/scores.tsv", "--out", f"{tmp}/r2", "--quiet"]
r = subprocess.run(scored, capture_output=True, text=True)
assert r.returncode == 2 and "a score needs a threshold" in r.stderr, r.stderr
assert not os.path.exists(f"{tmp}/r2")  # a bad input stops the report before any folder
r = subprocess.run(scored + ["--judgments-alpha", "0.45"], capture_output=True, text=True)
assert r.returncode == 0, r.stderr
assert json.load(open(f"{tmp}/r2/ava.json")) == json.loads(run("--judgments", f"{tmp}/scores.tsv", "--alpha", "0.45", "--format", "json").stdout)
print("ava systems: every figure equals numpy, scipy and scikit-learn; messages exact")
PY
