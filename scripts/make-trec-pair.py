#!/usr/bin/env python3
"""Writes OUT.qrels and OUT.run, a seeded random TREC qrels/run pair for comparing rankeval
with trec_eval (scripts/compare-trec-eval.sh, tests/fixtures/trec_eval):

    make-trec-pair.py SEED OUT [QUERIES DOCUMENTS]

Graded judgments from -1 to 4, documents the qrels do not judge, few distinct scores (ties),
non-ASCII and case-differing docids, queries only the run has; unless SEED is a multiple of
3, queries only the qrels have (trec_eval scores those only with -c). Every judged query has
a judgment of 0 or more: for a query judged only below 0, trec_eval reads counts left over
from the query before it (form_res_rels.c)."""
import random, sys
seed, out = int(sys.argv[1]), sys.argv[2]
most_queries = int(sys.argv[3]) if len(sys.argv) > 3 else 14
most_documents = int(sys.argv[4]) if len(sys.argv) > 4 else 64
random.seed(seed)
docs = ["d%03d" % i for i in range(60)] + ["D7", "d7x", "Z1", "\u00e99"]
queries = ["q%d" % i for i in range(random.randint(3, most_queries))] + ["Q10", "q1b"]
covered = seed % 3 == 0  # the run has every judged query: trec_eval runs without -c
with open(out + ".qrels", "w") as qrels, open(out + ".run", "w") as run:
    for q in queries:
        judged = random.sample(docs, random.randint(1, 25))
        grades = [random.choice([-1, 0, 0, 0, 1, 1, 2, 3, 4]) for _ in judged]
        if max(grades) < 0:
            grades[0] = 0
        lines = ["%s 0 %s %d\n" % (q, d, g) for d, g in zip(judged, grades)]
        random.shuffle(lines)
        qrels.writelines(lines)
    run_queries = queries if covered else random.sample(queries, max(1, len(queries) - 2))
    run_queries = run_queries + (["extra%d" % seed] if random.random() < 0.5 else [])
    for q in run_queries:
        retrieved = random.sample(docs, random.randint(1, min(len(docs), most_documents)))
        levels = random.choice([3, 8, 1000])  # few distinct scores: many ties
        for rank, d in enumerate(retrieved):
            score = random.randint(0, levels) / 4.0 - 20
            run.write("%s Q0 %s %d %s tag%d\n" % (q, d, rank + 1, repr(score), seed))
