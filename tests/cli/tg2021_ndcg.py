#!/usr/bin/python3
"""TextGraphs 2021 mean NDCG as the task's official evaluate.py (final version, commit c101f68)
defines it, written out with numpy to check `explgraph rankeval --ratings` independently:
gold = {qid: {uuid: relevance}} (later duplicates win); predictions grouped by question id,
uuids lower-cased and kept once; per gold question, the gains of the ranked ids (rating if
above 0, else 0), then the missing rated ids' raw ratings in a block of 10^6 positions filled
from its end; DCG with gain 2^r - 1 and discount log2(i + 1), divided by the DCG of the same
gains sorted; 1 for a question with no rated id, 0 when the ideal DCG is 0; the mean over gold.

usage: tg2021_ndcg.py RATINGS.json RANKING.tsv  -> prints the mean NDCG
"""
import json
import sys
from collections import OrderedDict

import numpy as np


def dcg(gains):
    ranks = np.arange(1, len(gains) + 1)
    return ((np.power(2.0, gains) - 1) / np.log2(ranks + 1)).sum()


def ndcg(gold, predicted, threshold=0):
    if not gold:
        return 1.0
    gains = np.array([gold[f] if f in gold and gold[f] > threshold else 0 for f in predicted], dtype=float)
    missing = [g for g in gold if g not in predicted]
    if missing:
        block = np.zeros(10 ** 6)
        for k, g in enumerate(missing):
            block[k] = gold[g]
        gains = np.concatenate((gains, block[::-1]))
    if len(gains) == 0:
        return 0.0
    ideal = dcg(np.sort(gains)[::-1])
    return 0.0 if ideal == 0 else dcg(gains) / ideal


def main():
    gold = OrderedDict()
    for p in json.load(open(sys.argv[1], encoding='utf-8'))['rankingProblems']:
        gold[p['qid']] = {d['uuid']: d['relevance'] for d in p['documents']}
    predicted = OrderedDict()
    for line in open(sys.argv[2], encoding='utf-8'):
        qid, uid = line.rstrip('\n').split('\t')
        ranked = predicted.setdefault(qid, [])
        if uid.lower() not in ranked:
            ranked.append(uid.lower())
    print('%.17g' % np.average([ndcg(g, predicted.get(q, [])) for q, g in gold.items()]))


if __name__ == '__main__':
    main()
