"""explgraph for Python: the command line's analyses of explanation-graph corpora (WorldTree,
the TextGraphs data) as functions returning plain dicts and lists.

    >>> import explgraph
    >>> corpus = explgraph.load_corpus("corpus")
    >>> explgraph.reuse(corpus, top=5)["table_usage"][0]
    >>> explgraph.rankeval(corpus, {"Q1": ["uid-a", "uid-b"]})["rankings"][0]["map"]

Each analysis takes the corpus and its command's options as keywords (`--min-group 5` is
`min_group=5`) and returns a Result: a dict equal to the command's `--format json` output,
byte for byte once `json.dumps(result, indent=2, ensure_ascii=False)` writes it. The
definitions of every figure are in the project's docs (SPEC.md, docs/). The GIL is released
while an analysis runs; one analysis at a time runs on a given corpus.
"""

import math as _math
import os as _os
import warnings as _warnings
from collections.abc import Mapping as _Mapping


def _import_core():
    """The compiled module, or an ImportError that says which Python it was built for when it
    is not this one (Python's own message blames a circular import)."""
    try:
        from . import _core as core
        return core
    except ImportError as error:
        import glob as _glob
        import re as _re
        import sys as _sys
        here = _os.path.dirname(_os.path.abspath(__file__))
        built = sorted(_os.path.basename(f) for f in _glob.glob(_os.path.join(here, "_core*")))
        found = (_re.search(r"cpython-(\d)(\d+)", f) for f in built)  # cpython-311: 3.11
        versions = sorted({"%s.%s" % m.groups() for m in found if m})
        running = "%d.%d" % _sys.version_info[:2]
        if versions and running not in versions:
            raise ImportError(
                "explgraph: its compiled module (%s, in %s) was built for Python %s; this is "
                "Python %s: build it for this one (scripts/setup.sh with this python3, or "
                "python3 -m pip install --no-build-isolation .)"
                % (", ".join(built), here, " and ".join(versions), running)) from error
        raise


_core = _import_core()

__all__ = [
    "Corpus", "InputError", "InputWarning", "Result", "UsageError", "load_corpus", "stats",
    "reuse", "types", "hops", "overlap", "growth", "audit", "patterns", "accuracy", "rankeval",
    "treeeval", "ava_systems", "ava_pairs", "ava_train", "ava_judge", "probe", "report", "power", "show", "to_frame", "tables", "version",
]

Corpus = _core.Corpus
# An input that cannot be used (the message names the file and line), and a bad option
# value; both are ValueErrors. A keyword an analysis does not take is a TypeError.
InputError = _core.InputError
UsageError = _core.UsageError


class InputWarning(UserWarning):
    """Inputs had anomalies that were tolerated (see Corpus.warnings or Result.warnings)."""


def version():
    """The version of the explgraph library this module was built with."""
    return _core.version()


class Result(dict):
    """An analysis's result: the command's JSON as a dict, plus

    analysis   the analysis's name ("reuse", ...)
    warnings   the warnings about the analysis's own inputs (predictions, rankings)
    """

    def __init__(self, analysis, output):
        super().__init__(output.json())
        self.analysis = analysis
        self.warnings = output.warnings
        self.found_errors = output.found_errors
        self.found_warnings = output.found_warnings
        self._output = output

    def tables(self):
        """The names of the result's tidy tables, the main one first (to_frame's)."""
        return [name for name, _, _ in self._output.tables()]

    def render(self, format="text", table=""):
        """The result as the command writes it: format "text", "md", "json" or "tsv"
        (`table`: which table; "" for the main one)."""
        return self._output.render(format, table)


def _text(path, what):
    """A path argument as the library takes it: str, bytes and os.PathLike are paths (bytes
    decoded as the file system does); anything else is a TypeError naming the argument."""
    if path is None:
        return ""
    try:
        path = _os.fspath(path)
    except TypeError:
        raise TypeError("%s: expected a path (str, bytes or os.PathLike), found %r"
                        % (what, path)) from None
    return _os.fsdecode(path) if isinstance(path, bytes) else path


def _required(path, what):
    """A path argument that must be given: None is a TypeError naming it."""
    if path is None:
        raise TypeError("%s: expected a path (str, bytes or os.PathLike), found None" % what)
    return _text(path, what)


def _paths(options):
    """Options with every bytes or os.PathLike value (or list of them) made a str path."""
    def one(value):
        return _os.fsdecode(_os.fspath(value)) if isinstance(value, bytes) or hasattr(
            value, "__fspath__") else value
    return {k: [one(v) for v in value] if isinstance(value, list) else one(value)
            for k, value in options.items()}


def load_corpus(path=None, *, tables=None, questions=None, flags="success", split=None,
                types=None, lemmas=None, tables_only=False, strict=False):
    """Loads a corpus as `explgraph --corpus PATH` does (layout detected: WorldTree V1 or V2,
    the TextGraphs folder, tables/ + question TSVs), or from `tables=` (tableindex.txt or a
    folder of tables) and `questions=` (one file or a list).

    flags        "success" (questions whose flags say SUCCESS or READY) or "any"
    split        keep one split only ("Train", "Dev", "Test"; case-insensitive)
    types        a table -> knowledge category mapping file (default: built in)
    lemmas       a lemma<TAB>word list, applied before stemming
    tables_only  a tablestore without questions is enough (to audit it)
    strict       any input warning is an InputError (the command line's --strict)

    Raises InputError naming the file and line when the input cannot be used; tolerated
    anomalies are in the corpus's `warnings` and announced by one InputWarning.
    """
    if path is None and tables is None:
        raise UsageError("load_corpus: give a corpus folder (path) or tables= (with questions=)")
    if flags not in ("success", "any"):
        raise UsageError("load_corpus: flags= expected 'success' or 'any', found %r" % (flags,))
    if questions is None:
        questions = []
    elif isinstance(questions, (str, bytes)) or hasattr(questions, "__fspath__"):
        questions = [questions]
    corpus = _core.load_corpus(
        _text(path, "path"), _text(tables, "tables"),
        [_text(q, "questions") for q in questions], flags, split or "", _text(types, "types"),
        _text(lemmas, "lemmas"), bool(tables_only), bool(strict))
    if corpus.warning_count:
        _warnings.warn("%s: %d input warning(s); see Corpus.warnings"
                       % (corpus.source, corpus.warning_count), InputWarning, stacklevel=2)
    return corpus


def _inputs(given, kind):
    """Predictions or rankings as _core.run takes them: (name, path, items) tuples."""
    if given is None:
        return []
    if isinstance(given, list):
        items = given
    else:
        items = [given]
    inputs, derived = [], []
    for i, item in enumerate(items):
        name, from_file = None, False
        if isinstance(item, tuple):
            if len(item) != 2 or not isinstance(item[0], str):
                raise TypeError("%s: a tuple must be (name, file or dict)" % kind)
            name, item = item
        if item is None:
            raise TypeError("%s%s: expected a file or a dict, found None"
                            % (kind, "" if name is None else " %r" % name))
        if isinstance(item, bytes):
            item = _text(item, kind)
        if isinstance(item, _Mapping):
            if name is None:
                name = kind if len(items) == 1 else "%s%d" % (kind, i + 1)
            inputs.append((name, None, [(str(q), _entry(v, kind)) for q, v in item.items()]))
            derived.append(False)
            continue
        path = _text(item, kind)
        if name is None:
            name, path, from_file = (
                _core.parse_named_file(path) if isinstance(item, str)
                else (_os.path.splitext(_os.path.basename(path))[0], path, True))
        inputs.append((name, path, []))
        derived.append(from_file)
    # Files of one name told apart by their folders, as on the command line.
    names = _core.distinct_names([(name, path or "", d)
                                  for (name, path, _), d in zip(inputs, derived)])
    return [(n, path, entries) for n, (_, path, entries) in zip(names, inputs)]


def _entry(value, kind):
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return [v if isinstance(v, str) else str(v) for v in value]
    if kind == "predictions" and isinstance(value, (int, float)):
        return str(value)
    raise TypeError("%s: expected %s, found %r"
                    % (kind, "an answer (str) or a list of answers" if kind == "predictions"
                       else "a list of UIDs, best first", value))


def _run(analysis, corpus, options, inputs=None):
    if corpus is not None and not isinstance(corpus, Corpus):
        raise TypeError("explgraph.%s(): expected a Corpus (explgraph.load_corpus), found %r"
                        % (analysis, corpus))
    result = Result(analysis, _core.run(analysis, corpus, _paths(options), inputs or []))
    if result.warnings:
        _warnings.warn("explgraph.%s(): %d input warning(s); see Result.warnings"
                       % (analysis, len(result.warnings)), InputWarning, stacklevel=3)
    return result


def stats(corpus):
    return _run("stats", corpus, {})


def reuse(corpus, **options):
    return _run("reuse", corpus, options)


def types(corpus):
    return _run("types", corpus, {})


def hops(corpus):
    return _run("hops", corpus, {})


def overlap(corpus, **options):
    return _run("overlap", corpus, options)


def growth(corpus, **options):
    return _run("growth", corpus, options)


def audit(corpus, **options):
    return _run("audit", corpus, options)


def patterns(corpus, **options):
    return _run("patterns", corpus, options)


def accuracy(corpus, predictions, **options):
    return _run("accuracy", corpus, options, _inputs(predictions, "predictions"))


def rankeval(corpus=None, ranking=None, **options):
    if corpus is not None and not isinstance(corpus, Corpus) and ranking is None:
        corpus, ranking = None, corpus  # rankeval(ranking, ratings=...): no corpus needed
    return _run("rankeval", corpus, options, _inputs(ranking, "ranking"))


def treeeval(gold, predictions, **options):
    return _run("treeeval", None, dict(options, gold=_required(gold, "gold")),
                _inputs(predictions, "predictions"))


def ava_systems(judgments, **options):
    return _run("ava_systems", None, dict(options, judgments=_required(judgments, "judgments")))


def _write_out(result, out, format, inputs):
    """Writes `result` to the path `out` as the command's --out does, never over an input."""
    path = _text(out, "out")
    _core.refuse_to_overwrite(path, [str(given) for given in inputs])
    result._output.write(path, format)


def ava_pairs(as2, out=None, **options):
    """AVA tuples from an answer-sentence-selection file; the result is the summary, the
    tuples are result.render("tsv"), and are written to `out` when given."""
    as2 = _required(as2, "as2")
    result = _run("ava_pairs", None, dict(options, as2=as2))
    if out is not None:
        _write_out(result, out, "tsv", [as2])
    return result


def ava_train(tuples, out=None, **options):
    """AVA's linear evaluator trained on a tuples file; the result is the model file's dict,
    written to `out` (JSON) when given."""
    tuples = _required(tuples, "tuples")
    result = _run("ava_train", None, dict(options, tuples=tuples))
    if out is not None:
        _write_out(result, out, "json", [tuples])
    return result


def _finite_numbers(value, where):
    """Raises InputError naming the first number in `value` that is not finite."""
    if isinstance(value, float) and not _math.isfinite(value):
        raise InputError("ava_judge(): %s is %r: expected a finite number (a model ava_train "
                         "wrote has finite weights, bias and alpha)" % (where, value))
    if isinstance(value, _Mapping):
        for k, v in value.items():
            _finite_numbers(v, "%s[%r]" % (where, k))
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            _finite_numbers(v, "%s[%d]" % (where, i))


def ava_judge(model, tuples, **options):
    """A model (a file, or the dict ava_train returned) applied to a tuples file."""
    tuples = _required(tuples, "tuples")
    if not isinstance(model, _Mapping):
        return _run("ava_judge", None, dict(options, model=_required(model, "model"), tuples=tuples))
    # A dict is checked as a dict, and named as one: the file it is handed over in is ours.
    _finite_numbers(model, "model")
    import json, tempfile
    with tempfile.TemporaryDirectory() as folder:
        path = _os.path.join(folder, "model.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(dict(model), f)
        try:
            return _run("ava_judge", None, dict(options, model=path, tuples=tuples))
        except InputError as e:
            raise InputError(str(e).replace(path, "model (the dict given)")) from None


def probe(corpus=None, **options):
    return _run("probe", corpus, options)


def _file_specs(given, kind):
    """report()'s predictions= or ranking=: the command line's [NAME=]FILE list, from a path,
    a (name, path) tuple, a {name: path} dict or a list of these (report reads files)."""
    if given is None:
        return None
    if isinstance(given, _Mapping):
        # {name: path}; a dict of answers ({question id: "B"}) has values that name no file.
        if not all(isinstance(v, (str, bytes)) or hasattr(v, "__fspath__") for v in given.values()) \
                or not all(_os.path.exists(_text(v, kind)) for v in given.values()):
            raise UsageError("report(): %s= takes files (a path, 'NAME=FILE', a (name, path) "
                             "tuple, a {name: path} dict or a list of these); write that dict to "
                             "a file first (accuracy() and rankeval() take dicts as they are)"
                             % kind)
        given = list(given.items())
    items = given if isinstance(given, list) else [given]
    specs = []
    for item in items:
        name = None
        if isinstance(item, tuple):
            if len(item) != 2 or not isinstance(item[0], str):
                raise TypeError("%s: a tuple must be (name, file)" % kind)
            name, item = item
        if isinstance(item, _Mapping):
            raise UsageError("report(): %s= takes files (a path, 'NAME=FILE', a (name, path) "
                             "tuple, a {name: path} dict or a list of these); write %s dict to a "
                             "file first (accuracy() and rankeval() take dicts as they are)"
                             % (kind, "that" if name is None else "%r's" % name))
        path = _required(item, kind if name is None else "%s %r" % (kind, name))
        specs.append(path if name is None else "%s=%s" % (name, path))
    return specs


def report(corpus, out=None, **options):
    for kind in ("predictions", "ranking"):
        if kind in options:
            options[kind] = _file_specs(options[kind], kind)
    return _run("report", corpus, dict(options, out=_required(out, "out")))


def power(corpus=None, **options):
    return _run("power", corpus, options)


def show(corpus, *questions, **options):
    # show(c, "Q1", "Q2") and show(c, ["Q1", "Q2"]) alike: a list or tuple given is its ids.
    questions = [q for given in questions
                 for q in (given if isinstance(given, (list, tuple)) else [given])]
    if questions:
        options = dict(options, question=list(questions) + list(options.get("question") or []))
    return _run("show", corpus, options)


_INPUTS = {
    "accuracy": "predictions: a file (TSV or JSON Lines; 'NAME=FILE' names it), a dict "
                "{question id: answer} (a str is split on commas, a list is taken as given), a "
                "(name, file or dict) tuple, or a list of these to compare solvers.",
    "rankeval": "ranking: a file (TextGraphs TSV, TREC run or TF-Ranking JSON; 'NAME=FILE' "
                "names it), a dict {question id: [UID, ...]} best first, a (name, file or dict) "
                "tuple, or a list of these to compare rankings. No corpus is needed with "
                "ratings=, with qrels= (TREC runs scored as trec_eval -c) or for TF-Ranking "
                "JSON.",
    "treeeval": "gold: the gold trees (EntailmentBank JSONL). predictions: a file (the paper's "
                "TSV or JSONL; 'NAME=FILE' names it), a dict {tree id: \"$proof$ = ...\"}, a "
                "(name, file or dict) tuple, or a list of these to compare systems. No corpus "
                "is needed. result.render(\"pairs\") is the BLEURT pairs TSV.",
    "ava_systems": "judgments: a TSV file (system, question_id, human, automatic[, alpha]). "
                   "No corpus is needed.",
    "ava_pairs": "as2: a TSV file (question_id, question, candidate, label[, short]). out=PATH "
                 "writes the tuples TSV (as the command's --out, never over an input); "
                 "result.render(\"tsv\") gives it; the result is the summary (questions, "
                 "splits, tuples).",
    "ava_train": "tuples: a TSV file as ava_pairs writes it. out=PATH writes the model JSON "
                 "that ava_judge reads; the result is that JSON's dict.",
    "ava_judge": "model: a model file or the dict ava_train returned; tuples: a TSV file.",
    "probe": "corpus: a Corpus whose tablestore has a KINDOF table, or wordnet= WordNet's folder "
             "(/usr/share/wordnet). out= the folder written (questions.tsv, probes.jsonl, "
             "summary.json); the result is the summary.",
    "report": "out: the folder to write the report into, exactly as `explgraph report --out` "
              "writes it (refused when it would replace or hold an input; an earlier report "
              "is replaced, any other folder only with force=True); predictions= and "
              "ranking= files (or lists of 'NAME=FILE') add their sections. The result is "
              "what was written (folder, sections).",
    "power": "A corpus (optional) gives the test-set size instead of n=.",
    "show": "The question ids follow the corpus: show(corpus, \"Q1\", \"Q2\"). "
            "result.render(\"svg\") is the SVG picture, result.render(\"dot\") the DOT.",
}

for _name in _core.analysis_names():
    _function = globals()[_name]
    _function.__doc__ = _core.analysis_doc(_name) + (
        "\n" + _INPUTS[_name] + "\n" if _name in _INPUTS else "") + (
        "\nReturns a Result (a dict equal to the command's --format json output).")


def tables(result):
    """The names of a result's tidy tables, the main one first."""
    return [name for name, _, _ in _tables_of(result)]


def _tables_of(result):
    output = getattr(result, "_output", None)
    if output is None:
        raise TypeError("expected a Result of an explgraph analysis, found %s"
                        % type(result).__name__)
    return output.tables()


def to_frame(result, table=""):
    """One of a result's tidy tables (the command's `--format tsv --table NAME`; "" for the
    main one) as a pandas DataFrame: the same columns, a missing value as None/NaN."""
    try:
        import pandas
    except ImportError as error:
        raise ImportError("explgraph.to_frame needs pandas (pip install pandas, or Debian's "
                          "python3-pandas); the result itself is a plain dict") from error
    all_tables = _tables_of(result)
    for name, columns, rows in all_tables:
        if name == table or (table == "" and all_tables[0][0] == name):
            return pandas.DataFrame(rows, columns=columns)
    raise KeyError("%r: %s has no such table; it has %s"
                   % (table, getattr(result, "analysis", "the result"),
                      ", ".join(name for name, _, _ in all_tables)))
