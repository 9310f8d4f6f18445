#!/usr/bin/env python3
"""MAP as the TextGraphs evaluation scripts compute it, transcribed without pandas, to check
explgraph's rankeval independently. Gold rows have an explanation and, for tg2020, a flags
field that is exactly SUCCESS or READY once lower-cased and trimmed (tg2020task evaluate.py:
df['flags'].str.lower().isin(('success', 'ready'))); for tg2019, flags that contain SUCCESS
or READY (explgraph's default corpus filter; the 2019 data had no such flags). Ids and UIDs
lower-cased; ranked UIDs kept once per question. Several question files may be given.

usage: textgraphs_map.py QUESTIONS.tsv[,QUESTIONS.tsv...] RANKING.tsv -> "tg2020 MAP", "tg2019 MAP"
"""
import csv
import sys
from collections import OrderedDict

csv.field_size_limit(1 << 30)


def load_gold(paths, scorer):
    gold = OrderedDict()
    for path in paths.split(','):
        with open(path, encoding='utf-8-sig', newline='') as f:
            rows = list(csv.reader(f, delimiter='\t'))
        header = [''.join(ch for ch in h.lower() if ch.isalnum()) for h in rows[0]]
        qi, ei, fi = header.index('questionid'), header.index('explanation'), header.index('flags')
        for r in rows[1:]:
            if len(r) <= max(qi, ei, fi) or not r[ei].strip():
                continue
            if scorer == 'tg2020' and r[fi].strip().lower() not in ('success', 'ready'):
                continue
            if scorer == 'tg2019' and not any(flag.upper() in ('SUCCESS', 'READY') for flag in r[fi].split()):
                continue
            gold[r[qi].strip().lower()] = [t.split('|', 1)[0].lower() for t in r[ei].split()]
    return gold


def load_pred(path):
    pred = OrderedDict()
    with open(path, encoding='utf-8') as f:
        for line in f:
            q, uid = line.rstrip('\n').split('\t')
            pred.setdefault(q.lower(), [])
            if uid.lower() not in pred[q.lower()]:
                pred[q.lower()].append(uid.lower())
    return pred


def ap_2020(gold, pred):  # tg2020task/evaluate.py average_precision_score
    if not gold or not pred:
        return 0.
    correct, ap, true = 0, 0., set(gold)
    for rank, element in enumerate(pred):
        if element in true:
            correct += 1
            ap += correct / (rank + 1.)
            true.remove(element)
    return ap / len(gold)


def ap_2019(gold, pred):  # tg2019task/evaluate.py compute_ranks + average_precision
    targets = list(OrderedDict.fromkeys(gold))
    ranks = []
    for i, pred_id in enumerate(pred):
        if pred_id in targets:
            ranks.append(i + 1)
            targets.remove(pred_id)
    ranks += [0] * len(targets)
    if not ranks:
        return 0.
    total = sum((i + 1) / r if r > 0 else float('inf') for i, r in enumerate(ranks))
    score = total / len(ranks)
    return score if score != float('inf') else 0.


def main():
    pred = load_pred(sys.argv[2])
    gold = load_gold(sys.argv[1], 'tg2020')
    map2020 = sum(ap_2020(g, pred[q]) for q, g in gold.items() if q in pred) / len(gold)
    gold = load_gold(sys.argv[1], 'tg2019')
    scored = [ap_2019(g, pred[q]) for q, g in gold.items() if q in pred]
    map2019 = sum(scored) / len(scored) if scored else 0.
    print('tg2020 %.17g' % map2020)
    print('tg2019 %.17g' % map2019)


if __name__ == '__main__':
    main()
