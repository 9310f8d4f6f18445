#!/usr/bin/env bash
# Many systems compared as a paper does (issue 45), checked against independent computations:
# three solvers on the sample corpus, written here with known right and wrong answers, so
# their per-question scores are known without explgraph. `accuracy --compare all` with each
# test and correction must give the deltas, effect sizes and p-values of scipy (paired t-test),
# of a brute-force sign-flip enumeration (exact permutation, at most 20 non-zero differences)
# and the Holm / Benjamini-Hochberg adjustments of statsmodels, to 1e-9; a Monte-Carlo
# permutation p is (count + 1) / (R + 1); no p is 0; the LaTeX table's superscripts follow
# the adjusted p-values; --baseline compares each with one; the options' errors are exact.
set -euo pipefail
root=$1
py=/usr/bin/python3  # Debian's, with scipy and statsmodels (scripts/install-deps.sh --with-test-tools)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$py" - "$root/corpus" "$tmp" "$EXPLGRAPH" <<'PY'
import itertools, json, math, re, subprocess, sys
import numpy as np, pandas as pd, scipy.stats as st
from statsmodels.stats.multitest import multipletests

corpus, tmp, explgraph = sys.argv[1:4]
q = pd.read_csv(f"{corpus}/tsv/questionsAndExplanations.tsv", sep="\t", dtype=str)
keys = dict(zip(q.QuestionID, q.AnswerKey))
ids = list(keys)
rng = np.random.default_rng(45)
order = rng.permutation(len(ids))
right = {"a": np.zeros(len(ids), bool)}
right["a"][order[:15]] = True                      # a: 15 right
flip = np.zeros(len(ids), bool); flip[rng.choice(len(ids), 12, replace=False)] = True
right["b"] = right["a"] ^ flip                      # differs from a on 12 questions: exact
right["c"] = np.ones(len(ids), bool)
right["c"][order[:3]] = False                      # differs from a on 25: Monte Carlo
for name, r in right.items():
    with open(f"{tmp}/{name}.tsv", "w") as f:
        for qid, ok in zip(ids, r):
            f.write(f"{qid}\t{keys[qid] if ok else ('A' if keys[qid] != 'A' else 'B')}\n")

def run(*args, code=0):
    p = subprocess.run([explgraph, "accuracy", "--corpus", corpus, "--flags", "any", "--quiet",
                        "--predictions", f"a={tmp}/a.tsv", f"b={tmp}/b.tsv", f"c={tmp}/c.tsv", *args],
                       capture_output=True, text=True)
    assert p.returncode == code, (args, p.returncode, p.stderr)
    return p

def close(x, y, what):
    assert abs(x - y) < 1e-9, (what, x, y)

def exact_sign_flip(d, alternative):
    nz = [x for x in d if x != 0]
    s = sum(nz)
    hits = 0
    for signs in itertools.product((1, -1), repeat=len(nz)):
        t = sum(g * abs(x) for g, x in zip(signs, nz))
        hits += (abs(t) >= abs(s) - 1e-9 if alternative == "two-sided"
                 else t >= s - 1e-9 if alternative == "greater" else t <= s + 1e-9)
    return hits / 2 ** len(nz)

score = {n: r.astype(float) for n, r in right.items()}
pairs = [("a", "b"), ("a", "c"), ("b", "c")]

# The paired t-test, Benjamini-Hochberg.
j = json.loads(run("--compare", "all", "--test", "t", "--correction", "bh", "--format", "json").stdout)
assert j["questions"] == len(ids), (j["questions"], len(ids))
cs = j["comparisons"]
assert [(c["baseline"], c["other"]) for c in cs] == pairs
raw = []
for c, (b, o) in zip(cs, pairs):
    d = score[o] - score[b]
    close(c["delta"], d.mean(), "delta")
    close(c["effect_size"], d.mean() / d.std(ddof=1), "effect size")
    close(c["p_value"], st.ttest_rel(score[o], score[b]).pvalue, "t-test p")
    assert c["test"] == "t" and c["exact"] and c["questions"] == len(ids)
    raw.append(c["p_value"])
for c, adj in zip(cs, multipletests(raw, method="fdr_bh")[1]):
    close(c["p_adjusted"], adj, "BH")
assert j["compared"]["test"] == "t" and j["compared"]["correction"] == "bh"
# Each solver's own 95% interval: the bootstrap of its 0/1 scores, whose resample mean is
# Binomial(n, accuracy) / n; its percentiles from 10,000 resamples lie within a step of it.
for s in j["solvers"]:
    n, acc = len(ids), score[s["name"]].mean()
    low, high = (st.binom.ppf(x, n, acc) / n for x in (0.025, 0.975))
    assert abs(s["ci95"][0] - low) <= 1 / n + 1e-12 and abs(s["ci95"][1] - high) <= 1 / n + 1e-12, (s, low, high)

# One-sided t.
j = json.loads(run("--compare", "all", "--test", "t", "--alternative", "greater", "--format", "json").stdout)
for c, (b, o) in zip(j["comparisons"], pairs):
    close(c["p_value"], st.ttest_rel(score[o], score[b], alternative="greater").pvalue, "t greater")

# The permutation test, Holm: exact for a-b, Monte Carlo for the others.
R = 4999
j = json.loads(run("--compare", "all", "--test", "permutation", "--resamples", str(R),
                   "--format", "json").stdout)
exacts = [c["exact"] for c in j["comparisons"]]
assert exacts[0] and not exacts[1], exacts  # both kinds are checked
raw = []
for c, (b, o) in zip(j["comparisons"], pairs):
    d = score[o] - score[b]
    nonzero = int(np.count_nonzero(d))
    assert c["exact"] == (nonzero <= 20), (b, o, nonzero, c["exact"])
    if c["exact"]:
        close(c["p_value"], exact_sign_flip(d, "two-sided"), "exact permutation")
    else:
        count = c["p_value"] * (R + 1) - 1
        assert abs(count - round(count)) < 1e-6 and c["p_value"] >= 1 / (R + 1), c["p_value"]
        ref = st.permutation_test((d,), lambda x, axis: np.sum(x, axis=axis),
                                  permutation_type="samples", n_resamples=200000,
                                  random_state=1).pvalue
        assert abs(c["p_value"] - ref) < 0.03, (c["p_value"], ref)
    raw.append(c["p_value"])
for c, adj in zip(j["comparisons"], multipletests(raw, method="holm")[1]):
    close(c["p_adjusted"], adj, "Holm")

# Wilcoxon's signed-rank test (scipy's default: here the normal approximation, the 0/1
# differences having zeros and ties) and the exact sign test (scipy's binomtest), each side.
for alternative in ("two-sided", "greater", "less"):
    for test in ("wilcoxon", "sign"):
        j = json.loads(run("--compare", "all", "--test", test, "--alternative", alternative,
                           "--format", "json").stdout)
        for c, (b, o) in zip(j["comparisons"], pairs):
            d = score[o] - score[b]
            if test == "wilcoxon":
                ref = st.wilcoxon(score[o], score[b], alternative=alternative).pvalue
            else:
                up, down = int((d > 0).sum()), int((d < 0).sum())
                ref = st.binomtest(up, up + down, alternative=alternative).pvalue
            close(c["p_value"], ref, test + " " + alternative)
            assert c["test"] == test and c["exact"] == (test == "sign"), c

# Honest p on a small group: a solver right on 5 grade-3 questions where the baseline is
# wrong on all, equal elsewhere. The bootstrap's p is far under what 5 discordant pairs allow
# (exact McNemar 0.0625), so the verdict follows the exact test and says so.
grade = dict(zip(q.QuestionID, q.schoolGrade))
threes = [i for i in ids if grade[i] == "3"][:5]
with open(f"{tmp}/wrong.tsv", "w") as f:
    for qid in ids: f.write(f"{qid}\t{'A' if keys[qid] != 'A' else 'B'}\n")
with open(f"{tmp}/five.tsv", "w") as f:
    for qid in ids: f.write(f"{qid}\t{keys[qid] if qid in threes else ('A' if keys[qid] != 'A' else 'B')}\n")
p = subprocess.run([explgraph, "accuracy", "--corpus", corpus, "--flags", "any", "--quiet", "--predictions",
                    f"wrong={tmp}/wrong.tsv", f"five={tmp}/five.tsv", "--baseline", "wrong",
                    "--format", "json"], capture_output=True, text=True, check=True)
(g,) = [g for g in json.loads(p.stdout)["groups"] if (g["type"], g["group"]) == ("grade", "3")]
c = g["comparisons"][0]
assert (c["helped"], c["hurt"], c["mcnemar_p"]) == (5, 0, 0.0625), c
assert c["p_adjusted"] <= 0.05 and c["exact_test_overrules"] and not c["significant"], c
text = subprocess.run([explgraph, "accuracy", "--corpus", corpus, "--flags", "any", "--quiet", "--predictions",
                       f"wrong={tmp}/wrong.tsv", f"five={tmp}/five.tsv", "--baseline", "wrong"],
                      capture_output=True, text=True, check=True).stdout
assert re.search(r"^ +3 +10 .*not significant by exact McNemar", text, re.M), text

# No p anywhere is 0, even where no resample crosses (a solver always right against one
# always wrong), under every test.
with open(f"{tmp}/all.tsv", "w") as f:
    for qid in ids: f.write(f"{qid}\t{keys[qid]}\n")
with open(f"{tmp}/none.tsv", "w") as f:
    for qid in ids: f.write(f"{qid}\t{'A' if keys[qid] != 'A' else 'B'}\n")
def walk(x):
    if isinstance(x, dict):
        for k, v in x.items():
            if k.startswith("p_") or k == "mcnemar_p":
                assert v is None or v > 0, (k, v)
            walk(v)
    elif isinstance(x, list):
        for v in x: walk(v)
for test in ("bootstrap", "permutation", "t", "wilcoxon", "sign"):
    p = subprocess.run([explgraph, "accuracy", "--corpus", corpus, "--flags", "any", "--quiet", "--predictions",
                        f"none={tmp}/none.tsv", f"all={tmp}/all.tsv", "--baseline", "none",
                        "--min-group", "1", "--test", test, "--resamples", "999",
                        "--format", "json"], capture_output=True, text=True, check=True)
    walk(json.loads(p.stdout))
    if test == "bootstrap":
        c = json.loads(p.stdout)["comparisons"][0]
        close(c["p_value"], 2 / 1000, "least two-sided bootstrap p")

# The LaTeX table: rows in command-line order, lettered, superscripts = the adjusted p.
j = json.loads(run("--compare", "all", "--test", "t", "--format", "json").stdout)
latex = run("--compare", "all", "--test", "t", "--format", "latex").stdout
# Systems named by their own letters are shown once (issue 79: "a & a & 0.4054").
rows = re.findall(r"^(\w+) & ([0-9.]+)(?:\$\^\{([a-z]+)\}\$)? & \[[0-9.]+, [0-9.]+\] \\\\$", latex, re.M)
assert [r[0] for r in rows] == ["a", "b", "c"] and "System & Accuracy" in latex, latex
expected = {"a": set(), "b": set(), "c": set()}
letter = {"a": "a", "b": "b", "c": "c"}
for c in j["comparisons"]:
    if c["significant"]:  # the test's adjusted p, where the exact McNemar test agrees
        assert c["p_adjusted"] <= 0.05 and c["delta"] != 0 and c["exact_p_adjusted"] <= 0.05, c
        winner, loser = (c["other"], c["baseline"]) if c["delta"] > 0 else (c["baseline"], c["other"])
        expected[winner].add(letter[loser])
assert any(expected.values()), j["comparisons"]  # the case is meant to show a mark
for name, acc, marks in rows:
    assert set(marks) == expected[name], (name, marks, expected[name])
    assert abs(float(acc) - score[name].mean()) <= 5e-5, (name, acc)  # printed with 4 decimals
assert "\\caption{Accuracy on %d questions." % len(ids) in latex
assert "paired t-test, two-sided; Holm correction over 3 comparisons; adjusted p at most 0.05" in latex

# --baseline: each other solver against that one; the text shows the table for papers.
j = json.loads(run("--baseline", "c", "--format", "json").stdout)
assert [(c["baseline"], c["other"]) for c in j["comparisons"]] == [("c", "a"), ("c", "b")]
assert "For a paper" in run("--baseline", "c").stdout

# Errors.
p = run("--compare", "all", "--baseline", "a", code=2)
assert "--compare all and --baseline a ask for different comparisons" in p.stderr, p.stderr
p = run("--compare", "some", code=2)
assert "--compare: expected all, found 'some' (for one baseline: --baseline NAME)" in p.stderr, p.stderr
p = run("--test", "mann-whitney", code=2)
assert "--test: expected bootstrap, permutation, t, wilcoxon or sign, found 'mann-whitney'" in p.stderr, p.stderr
p = run("--correction", "bonferroni", code=2)
assert "--correction: expected holm, bh or none, found 'bonferroni'" in p.stderr, p.stderr
p = run("--alpha", "2", code=2)
assert "--alpha: expected a level between 0 and 1" in p.stderr, p.stderr
p = subprocess.run([explgraph, "stats", "--corpus", corpus, "--format", "latex"], capture_output=True, text=True)
assert p.returncode == 2 and "only accuracy and rankeval write a table for papers" in p.stderr, p.stderr
print("comparisons: all checks passed")
PY
