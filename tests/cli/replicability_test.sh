#!/usr/bin/env bash
# Replicability across knowledge types (issue 64; Dror, Baumer, Bogomolov and Reichart, TACL
# 2017), checked against an independent computation: `accuracy --baseline` on WorldTree V1
# (the sample corpus when V1 is absent) with a tf-idf solver against always-"A", and for each
# breakdown the k̂ of the JSON recomputed here from the groups' own p-values by the paper's
# definitions (partial conjunction p-values, Bonferroni and Fisher with scipy's chi-squared,
# made non-decreasing), the groups Holm names by statsmodels' Holm rejections, and Fisher
# refused exactly where the breakdown's groups can share a question.
set -euo pipefail
root=$1
py=/usr/bin/python3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
corpus=$root/../shared/corpora/worldtree-v1
[ -d "$corpus" ] || corpus=$root/corpus
"$EXPLGRAPH" solve --corpus "$corpus" --quiet --out "$tmp/tfidf.tsv" 2> /dev/null
awk -F'\t' 'NR == 1 { print; next } { print $1 "\tA" }' "$tmp/tfidf.tsv" > "$tmp/a.tsv"
"$EXPLGRAPH" accuracy --corpus "$corpus" --predictions always-a="$tmp/a.tsv" tfidf="$tmp/tfidf.tsv" \
  --baseline always-a --quiet --format json > "$tmp/accuracy.json"
"$py" - "$tmp/accuracy.json" <<'PY'
import json, math, sys
import scipy.stats as st
from statsmodels.stats.multitest import multipletests

j = json.load(open(sys.argv[1]))
alpha = j["compared"]["alpha"]
def k_hat(p, fisher):
    s = sorted(p, reverse=True)  # the u-th partial conjunction uses the n - u + 1 largest
    n, best, count = len(s), 0.0, 0
    for u in range(1, n + 1):
        rest = s[: n - u + 1]
        if fisher:
            stat = -2 * sum(math.log(x) if x > 0 else -math.inf for x in rest)
            pc = 0.0 if math.isinf(stat) else st.chi2.sf(stat, 2 * len(rest))
        else:
            pc = min(1.0, len(rest) * min(rest))
        best = max(best, pc)
        count += best <= alpha
    return count
checked = 0
for rep in j["replicability"]:
    groups = [g for g in j["groups"] if g["type"] == rep["type"]]
    tested = [(g["group"], c["p_value"]) for g in groups for c in g["comparisons"]
              if c["other"] == rep["other"] and c["p_value"] is not None]
    assert rep["groups_tested"] == len(tested) >= 2, rep
    p = [x for _, x in tested]
    assert rep["k_bonferroni"] == k_hat(p, False), (rep, k_hat(p, False))
    partition = rep["type"] in ("length", "depth", "grade", "split")
    if partition:
        assert rep["k_fisher"] == k_hat(p, True), (rep, k_hat(p, True))
    elif rep["type"] in ("fine_type", "category"):  # a question's facts span several
        assert rep["k_fisher"] is None and rep["fisher_refused"], rep
    reject = multipletests(p, alpha=alpha, method="holm")[0]
    named = sorted((x, i) for i, ((g, x), r) in enumerate(zip(tested, reject)) if r)
    assert rep["named_by_holm"] == [tested[i][0] for _, i in named], (rep, named)
    assert rep["statement"].startswith(f"{rep['other']} is different from {rep['baseline']} on at least {rep['k_bonferroni']} of {len(tested)} ")
    checked += 1
types = {r["type"] for r in j["replicability"]}
assert checked >= 4 and {"fine_type", "grade"} <= types, types
print(f"replicability: {checked} breakdowns' k (Bonferroni, Fisher) and Holm's groups equal the independent computation")
PY
