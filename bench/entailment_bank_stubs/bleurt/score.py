# BLEURT's scorer, stood in for: a fixed score per (reference, candidate) pair, or, when
# EXPLGRAPH_BLEURT_SCORES names a scores file (candidate<TAB>reference<TAB>score, as
# treeeval --intermediate-scores reads it), that file's score: the official scorer then pays
# for reading the same scores explgraph reads.
import os
import zlib

_FILE_SCORES = None


def _file_scores():
    global _FILE_SCORES
    if _FILE_SCORES is None:
        _FILE_SCORES = {}
        path = os.environ.get("EXPLGRAPH_BLEURT_SCORES")
        if path:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    fields = line.rstrip("\n").split("\t")
                    if len(fields) == 3 and fields[0] != "candidate":
                        _FILE_SCORES.setdefault((fields[0], fields[1]), float(fields[2]))
    return _FILE_SCORES


def stub_score(reference, candidate):
    return (zlib.crc32((reference + "\t" + candidate).encode("utf-8")) % 1000) / 1000.0 - 0.2


class BleurtScorer:
    def __init__(self, checkpoint=None):
        self.scores = _file_scores()

    def score(self, references=None, candidates=None, batch_size=1):
        return [self.scores.get((c, r), stub_score(r, c)) for r, c in zip(references, candidates)]
