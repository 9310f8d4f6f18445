# Imported by the official utilities, not used by the scorers.
class BartTokenizer:
    pass


class T5Tokenizer:
    pass
