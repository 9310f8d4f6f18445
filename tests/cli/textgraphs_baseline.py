#!/usr/bin/python3
"""The TextGraphs tf-idf baseline computed with scikit-learn itself, to check `explgraph rank
--method textgraphs` independently (this is not the task's script; it follows its published
recipe): each table read with pandas (dtype=str), a fact's text = its non-[SKIP] cells that are
not empty joined by spaces, a TfidfVectorizer with default settings fitted on the fact texts,
every question's whole `question` field ranked by cosine distance, the N nearest facts written
(the second question of a repeated id named ID#2, as explgraph names it everywhere).
Tables are taken in tableindex.txt order so that ties break as in explgraph (the script walks
the folder, whose order the file system decides).

usage: textgraphs_baseline.py TABLEINDEX QUESTIONS.tsv[,…] N > ranking.tsv
       textgraphs_baseline.py TABLEINDEX RATINGS.json N > ranking.tsv   (2021: queryText without [ANSWER])
"""
import json
import os
import sys

import numpy as np
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer


def facts(index):
    base = os.path.dirname(index)
    if os.path.isdir(os.path.join(base, 'tables')):
        base = os.path.join(base, 'tables')
    out = []
    for name in open(index, encoding='utf-8').read().split():
        df = pd.read_csv(os.path.join(base, name), sep='\t', dtype=str)
        uid = next(c for c in df.columns if c.startswith('[SKIP]') and 'UID' in c)
        text_columns = [c for c in df.columns if not c.startswith('[SKIP]')]
        for _, row in df.iterrows():
            if pd.isna(row[uid]):
                continue
            out.append((row[uid], ' '.join(str(v) for v in row[text_columns] if not pd.isna(v))))
    return out


def main():
    index, question_files, n = sys.argv[1], sys.argv[2].split(','), int(sys.argv[3])
    rows = facts(index)
    if question_files[0].endswith('.json'):
        problems = json.load(open(question_files[0], encoding='utf-8'))['rankingProblems']
        questions = pd.DataFrame([(p['qid'], p['queryText'].replace('[ANSWER]', '')) for p in problems],
                                 columns=('QuestionID', 'question'))
    else:
        questions = pd.concat([pd.read_csv(f, sep='\t', dtype=str) for f in question_files])
    id_column = next(c for c in questions.columns if ''.join(ch for ch in c.lower() if ch.isalnum()) == 'questionid')
    questions = questions[~questions['question'].isna()]
    vectorizer = TfidfVectorizer().fit([t for _, t in rows])
    similarity = (vectorizer.transform(questions['question']) @ vectorizer.transform([t for _, t in rows]).T).toarray()
    seen = {}
    for qid, sims in zip(questions[id_column], similarity):
        seen[qid] = seen.get(qid, 0) + 1
        if seen[qid] > 1:  # explgraph names a repeated id's second question ID#2
            qid = '%s#%d' % (qid, seen[qid])
        for i in np.argsort(1.0 - sims, kind='stable')[:n]:
            print('%s\t%s' % (qid, rows[i][0]))


if __name__ == '__main__':
    main()
