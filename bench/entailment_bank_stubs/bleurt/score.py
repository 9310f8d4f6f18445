# BLEURT's scorer, stood in for: a fixed score per (reference, candidate) pair.
import zlib


def stub_score(reference, candidate):
    return (zlib.crc32((reference + "\t" + candidate).encode("utf-8")) % 1000) / 1000.0 - 0.2


class BleurtScorer:
    def __init__(self, checkpoint=None):
        pass

    def score(self, references=None, candidates=None, batch_size=1):
        return [stub_score(r, c) for r, c in zip(references, candidates)]
