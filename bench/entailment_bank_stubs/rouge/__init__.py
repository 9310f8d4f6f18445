# The rouge package, stood in for: ROUGE-L is not among the figures compared.
class Rouge:
    def __init__(self, **kw):
        pass

    def get_scores(self, prediction, gold):
        return {"rouge-l": {"f": 0.0, "p": 0.0, "r": 0.0}}
