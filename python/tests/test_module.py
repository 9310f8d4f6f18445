"""The Python module against the command line: every analysis's Result, written as the CLI
writes JSON, equals the CLI's `--format json` byte for byte, on the sample corpus and on
WorldTree V1; in-memory rankings and predictions score as their files do; errors name what
is wrong."""

import csv
import json
import os
import signal
import subprocess
import sys
import threading
import time
import warnings

import pytest

import explgraph

EXPLGRAPH = os.environ["EXPLGRAPH"]
SAMPLE = os.environ["EXPLGRAPH_SAMPLE_CORPUS"]
V1 = os.environ["EXPLGRAPH_WORLDTREE_V1"]
FIXTURES = os.environ["EXPLGRAPH_FIXTURES"]

CORPORA = [SAMPLE] + ([V1] if os.path.isdir(V1) else [])


def cli(*args, ok=(0,)):
    run = subprocess.run([EXPLGRAPH, *args, "--format", "json", "--quiet"],
                         capture_output=True, text=True)
    assert run.returncode in ok, run.stderr
    return run.stdout


def as_cli(result):
    return json.dumps(result, indent=2, ensure_ascii=False) + "\n"


def quiet_load(path, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", explgraph.InputWarning)
        return explgraph.load_corpus(path, **options)


@pytest.fixture(scope="module", params=CORPORA, ids=lambda p: os.path.basename(p))
def corpus(request):
    return request.param, quiet_load(request.param)


# (analysis, keywords, the same options on the command line)
CASES = [
    ("stats", {}, []),
    ("reuse", {}, []),
    ("reuse", {"top": 3}, ["--top", "3"]),
    ("types", {}, []),
    ("hops", {}, []),
    ("overlap", {}, []),
    ("overlap", {"step": 7, "monte_carlo": 20, "seed": 5},
     ["--step", "7", "--monte-carlo", "20", "--seed", "5"]),
    ("growth", {"step": 10}, ["--step", "10"]),
    ("audit", {}, []),
    ("audit", {"ignore": ["isolated-fact", "qa-not-joined"]},
     ["--ignore", "isolated-fact", "--ignore", "qa-not-joined"]),
    ("patterns", {}, []),
    ("patterns", {"split": "Dev", "pool": "Train", "top": 5, "min_support": 2},
     ["--split", "Dev", "--pool", "Train", "--top", "5", "--min-support", "2"]),
    ("power", {}, []),
]


@pytest.mark.parametrize("analysis,keywords,flags", CASES,
                         ids=["%s-%d" % (c[0], i) for i, c in enumerate(CASES)])
def test_results_equal_the_cli_json(corpus, analysis, keywords, flags):
    path, loaded = corpus
    result = getattr(explgraph, analysis)(loaded, **keywords)
    assert isinstance(result, dict) and result.analysis == analysis
    # audit exits 1 when it finds errors (V1 has some); every other command exits 0.
    ok = (0, 1) if analysis == "audit" else (0,)
    assert as_cli(result) == cli(analysis, "--corpus", path, *flags, ok=ok)


def test_audit_text_equals_the_cli_with_and_without_all_warnings(corpus):
    path, loaded = corpus
    for keywords, flags in (({}, []), ({"all_warnings": True}, ["--all-warnings"])):
        run = subprocess.run([EXPLGRAPH, "audit", "--corpus", path, *flags, "--quiet"],
                             capture_output=True, text=True)
        assert run.returncode in (0, 1), run.stderr
        assert explgraph.audit(loaded, **keywords).render("text") == run.stdout


def test_show_equals_the_cli():
    loaded = quiet_load(SAMPLE)
    ids = [q["question"] for q in explgraph.hops(loaded)["isolated"]][:1] or []
    first = loaded_question()
    result = explgraph.show(loaded, first, *ids)
    assert as_cli(result) == cli("show", "--corpus", SAMPLE, first, *ids)
    svg = result.render("svg")
    assert svg.lstrip().startswith("<?xml") and "</svg>" in svg
    assert result.render("dot").startswith("graph ")
    assert explgraph.to_frame(result, "edges").columns[0] == "question"
    with pytest.raises(explgraph.InputError, match="no kept question has the id 'nope'"):
        explgraph.show(loaded, "nope")
    with pytest.raises(explgraph.UsageError, match="no question given"):
        explgraph.show(loaded)


def test_power_without_a_corpus_equals_the_cli():
    result = explgraph.power(n="100,500", effect="0.02:0.05", hurt=[0, 0.05], alpha=0.01)
    assert as_cli(result) == cli("power", "--n", "100,500", "--effect", "0.02:0.05",
                                 "--hurt", "0,0.05", "--alpha", "0.01")
    svg = result.render("svg")
    assert svg.startswith("<?xml") and "<svg" in svg and svg.rstrip().endswith("</svg>")
    assert result.render("svg") == subprocess.run(
        [EXPLGRAPH, "power", "--n", "100,500", "--effect", "0.02:0.05", "--hurt", "0,0.05",
         "--alpha", "0.01", "--format", "svg"], capture_output=True, text=True).stdout


# --- accuracy: files and dicts ------------------------------------------------------------

def read_predictions_tsv(path):
    with open(path, newline="") as f:
        rows = list(csv.reader(f, delimiter="\t"))
    return {q: a for q, a in rows[1:]} if rows[0][0] == "questionID" else dict(rows)


def test_accuracy_files_equal_the_cli_on_the_sample():
    loaded = quiet_load(SAMPLE)
    files = [os.path.join(SAMPLE, "predictions", f)
             for f in ("lexical-overlap.tsv", "graph-reasoner.jsonl")]
    result = explgraph.accuracy(loaded, files, baseline="lexical-overlap", resamples=2000)
    assert as_cli(result) == cli("accuracy", "--corpus", SAMPLE, "--predictions", files[0],
                                 "--predictions", files[1], "--baseline", "lexical-overlap",
                                 "--resamples", "2000")


def test_comparisons_take_the_commands_options_as_keywords():
    # Issue 45: every pair, the test and the correction, as keywords; the same dict as the CLI.
    loaded = quiet_load(SAMPLE)
    files = [os.path.join(SAMPLE, "predictions", f)
             for f in ("lexical-overlap.tsv", "graph-reasoner.jsonl")]
    result = explgraph.accuracy(loaded, files, compare="all", test="t", correction="bh")
    assert as_cli(result) == cli("accuracy", "--corpus", SAMPLE, "--predictions", *files,
                                 "--compare", "all", "--test", "t", "--correction", "bh")
    (pair,) = result["comparisons"]
    assert (pair["baseline"], pair["other"], pair["test"]) == (
        "lexical-overlap", "graph-reasoner", "t")
    assert result["compared"]["correction"] == "bh"
    with pytest.raises(ValueError, match="test: expected bootstrap, permutation, t, wilcoxon or sign"):
        explgraph.accuracy(loaded, files, test="mann-whitney")


def test_accuracy_reads_the_evaluation_harness_folders_as_the_command_does():
    loaded = explgraph.load_corpus(SAMPLE)
    runs = [("owl", os.path.join(SAMPLE, "harness", "owl-7b")),
            ("finch", os.path.join(SAMPLE, "harness", "finch-1b"))]
    result = explgraph.accuracy(loaded, runs, baseline="finch", harness_metric="acc",
                                test="wilcoxon")
    assert as_cli(result) == cli("accuracy", "--corpus", SAMPLE, "--predictions",
                                 *("%s=%s" % run for run in runs), "--baseline", "finch",
                                 "--harness-metric", "acc", "--test", "wilcoxon")
    owl = result["solvers"][0]["harness"]
    assert (owl["metric"], owl["samples"], owl["in_corpus"], owl["disagreements"]) == (
        "acc", 40, 35, 0)


def test_files_of_one_name_are_told_apart_by_their_folders(tmp_path):
    # Issue 42 class 7: one rule with the command line.
    source = os.path.join(SAMPLE, "predictions", "lexical-overlap.tsv")
    files = []
    for run in ("run1", "run2"):
        (tmp_path / run).mkdir()
        files.append(str(tmp_path / run / "p.tsv"))
        with open(source) as f, open(files[-1], "w") as out:
            out.write(f.read())
    loaded = quiet_load(SAMPLE)
    result = explgraph.accuracy(loaded, files, resamples=200)
    assert [s["name"] for s in result["solvers"]] == ["run1/p", "run2/p"]
    with pytest.raises(explgraph.UsageError, match="two predictions are named 'p'"):
        explgraph.accuracy(loaded, [("p", files[0]), ("p", files[1])])


def test_accuracy_dicts_equal_their_files(tmp_path):
    v1 = os.path.isdir(V1)
    path = V1 if v1 else SAMPLE
    loaded = quiet_load(path)
    solved = tmp_path / "tfidf.tsv"
    solved.write_text(subprocess.run([EXPLGRAPH, "solve", "--corpus", path], check=True,
                                     capture_output=True, text=True).stdout)
    answers = read_predictions_tsv(solved)
    headless = tmp_path / "tfidf-no-header.tsv"  # the file's line account counts its header
    headless.write_text("".join("%s\t%s\n" % item for item in answers.items()))
    first = next(iter(answers))
    other = dict(answers, **{first: "A, B"})  # a tie given as a field, split on commas
    from_files = explgraph.accuracy(loaded, "tfidf=" + str(headless), min_group=5)
    from_dicts = explgraph.accuracy(loaded, ("tfidf", answers), min_group=5)
    assert as_cli(from_dicts) == as_cli(from_files)
    assert as_cli(explgraph.accuracy(loaded, str(solved))) == cli(
        "accuracy", "--corpus", path, "--predictions", str(solved))
    tied = {q: (a.split(",") if q == first else a) for q, a in other.items()}
    assert (explgraph.accuracy(loaded, ("t", other))["solvers"]
            == explgraph.accuracy(loaded, ("t", tied))["solvers"])
    both = explgraph.accuracy(loaded, [("tfidf", answers), ("tie", other)], baseline="tfidf",
                              resamples=500)
    assert [s["name"] for s in both["solvers"]] == ["tfidf", "tie"]


# --- rankeval: files and dicts ------------------------------------------------------------

def read_ranking_tsv(path):
    ranking = {}
    with open(path) as f:
        for line in f:
            q, uid = line.rstrip("\n").split("\t")[:2]
            ranking.setdefault(q, []).append(uid)
    return ranking


def test_rankeval_dicts_equal_their_files(corpus, tmp_path):
    path, loaded = corpus
    ranked = tmp_path / "tfidf.tsv"
    ranked.write_text(subprocess.run([EXPLGRAPH, "rank", "--corpus", path, "--top", "40"],
                                     check=True, capture_output=True, text=True).stdout)
    ranking = read_ranking_tsv(ranked)
    file_result = explgraph.rankeval(loaded, str(ranked))
    dict_result = explgraph.rankeval(loaded, ("tfidf", ranking))
    assert as_cli(file_result) == cli("rankeval", "--corpus", path, "--ranking", str(ranked))
    assert as_cli(dict_result) == as_cli(file_result)
    for scorer in ("tg2019", "tg2020"):
        assert (explgraph.rankeval(loaded, ("tfidf", ranking), scorer=scorer, k=[1, 3])
                == explgraph.rankeval(loaded, "tfidf=" + str(ranked), scorer=scorer, k="1,3"))
    # Two rankings compared, one in memory: the same as both files.
    worse = {q: list(reversed(uids)) for q, uids in ranking.items()}
    worse_file = tmp_path / "worse.tsv"
    worse_file.write_text("".join("%s\t%s\n" % (q, u) for q, us in worse.items() for u in us))
    mixed = explgraph.rankeval(loaded, [("tfidf", ranking), str(worse_file)], resamples=300)
    files = cli("rankeval", "--corpus", path, "--ranking", "tfidf=" + str(ranked),
                "--ranking", str(worse_file), "--resamples", "300")
    assert as_cli(mixed) == files


def test_rankeval_scores_trec_runs_against_qrels_as_the_cli(tmp_path):
    # Issue 45: qrels= takes the place of a corpus; the runs are files, as trec_eval reads.
    qrels, bm25, dense = tmp_path / "dev.qrels", tmp_path / "bm25.run", tmp_path / "dense.run"
    qrels.write_text("q1 0 a 2\nq1 0 b 0\nq1 0 c 1\nq2 0 x 1\n")
    bm25.write_text("q1 Q0 b 1 3 t\nq1 Q0 a 2 2 t\nq2 Q0 x 1 1 t\n")
    dense.write_text("q1 Q0 c 1 3 t\nq1 Q0 a 2 3 t\n")
    result = explgraph.rankeval([str(bm25), str(dense)], qrels=str(qrels), compare="all")
    assert as_cli(result) == cli("rankeval", "--qrels", str(qrels), "--ranking", str(bm25),
                                 str(dense), "--compare", "all")
    assert result["scorer"] == "trec_eval"
    # bm25: q1 finds a at 2 (c missed): (1/2)/2; q2 finds x at 1: 1. dense: q1 a then c (ties
    # by docid descending: c first): (1 + 1)/2 = 1; q2 not retrieved: 0.
    assert [r["map"] for r in result["rankings"]] == [0.625, 0.5]
    with pytest.raises(explgraph.UsageError, match="in place of a corpus"):
        explgraph.rankeval(quiet_load(SAMPLE), str(bm25), qrels=str(qrels))


def test_treeeval_equals_the_cli_from_files_and_from_dicts():
    # Issue 44: the gold trees and prediction files as the command reads them; a dict
    # {tree id: prediction} is read as JSONL records are.
    sample = os.path.join(SAMPLE, "entailment")
    gold, tsv = os.path.join(sample, "dev.jsonl"), os.path.join(sample, "predictions.tsv")
    scores = os.path.join(sample, "bleurt.tsv")
    result = explgraph.treeeval(gold, ["a=" + tsv], intermediate_scores=scores)
    assert as_cli(result) == cli("treeeval", "--gold", gold, "--predictions", "a=" + tsv,
                                 "--intermediate-scores", scores)
    assert abs(result["systems"][0]["steps"]["f1"] - 1.4 / 3) < 1e-12
    lines = [line.rstrip("\n") for line in open(tsv, encoding="utf-8")]
    from_dict = explgraph.treeeval(gold, ("a", dict(zip(["A1", "B2", "C3"], lines))),
                                   intermediate_scores=scores)
    for key in ("leaves", "steps", "intermediates", "overall"):
        assert from_dict["systems"][0][key] == result["systems"][0][key]
    assert result.render("pairs").startswith("candidate\treference\n")
    with pytest.raises(explgraph.UsageError, match="compare_on"):
        explgraph.treeeval(gold, [tsv, tsv + "=" + tsv], compare_on="overall")


def test_ava_systems_equals_the_cli():
    # Issue 47: an evaluator's judgments against people's, no corpus needed.
    judgments = os.path.join(SAMPLE, "ava", "judgments.tsv")
    result = explgraph.ava_systems(judgments, resamples=500, seed=3)
    assert as_cli(result) == cli("ava", "systems", "--judgments", judgments, "--resamples", "500",
                                 "--seed", "3")
    assert [s["name"] for s in result["systems"]][0] == "bm25"
    assert 0 <= result["pointwise"]["accuracy"] <= 1
    with pytest.raises(explgraph.UsageError, match="alpha: expected a finite number"):
        explgraph.ava_systems(judgments, alpha="high")


def test_treeeval_by_leaf_category_equals_the_cli():
    # Issue 44: with tables=, a breakdown by the knowledge categories of the gold leaves.
    gold = os.path.join(FIXTURES, "entailment", "categories.jsonl")
    tsv = os.path.join(FIXTURES, "entailment", "categories.tsv")
    tables = os.path.join(SAMPLE, "tsv", "tableindex.txt")
    result = explgraph.treeeval(gold, tsv, tables=tables)
    assert as_cli(result) == cli("treeeval", "--gold", gold, "--predictions", tsv, "--tables", tables)
    assert [g["group"] for g in result["systems"][0]["breakdowns"]["category"]] == ["COMPLEX", "RET", "unknown"]


def test_probe_writes_what_the_cli_writes(tmp_path):
    # Issue 46: the same files, byte for byte, and the summary as the result.
    corpus = quiet_load(SAMPLE)
    result = explgraph.probe(corpus, out=str(tmp_path / "py"), max_hops=2, seed=3)
    subprocess.run([EXPLGRAPH, "probe", "--corpus", SAMPLE, "--max-hops", "2", "--seed", "3",
                    "--out", str(tmp_path / "cli"), "--quiet"], check=True)
    for name in ("questions.tsv", "probes.jsonl", "summary.json"):
        assert (tmp_path / "py" / name).read_bytes() == (tmp_path / "cli" / name).read_bytes()
    assert dict(result) == json.loads((tmp_path / "cli" / "summary.json").read_text())
    with pytest.raises(explgraph.UsageError, match="no taxonomy given"):
        explgraph.probe(out=str(tmp_path / "none"))
    assert not (tmp_path / "none").exists()


def test_probe_with_wordnet_beside_the_tablestore(tmp_path):
    # Issue 46's usage: (--corpus | --tables) [--wordnet DIR]; the same files as the CLI's.
    corpus = quiet_load(SAMPLE)
    result = explgraph.probe(corpus, wordnet="/usr/share/wordnet", out=str(tmp_path / "py"))
    subprocess.run([EXPLGRAPH, "probe", "--corpus", SAMPLE, "--wordnet", "/usr/share/wordnet",
                    "--out", str(tmp_path / "cli"), "--quiet"], check=True)
    for name in ("questions.tsv", "probes.jsonl", "summary.json"):
        assert (tmp_path / "py" / name).read_bytes() == (tmp_path / "cli" / name).read_bytes()
    assert result["wordnet"]["matched"] > 0 and "definition" in result["kinds"]


def test_ava_linear_equals_the_cli(tmp_path):
    # Issue 47: tuples, training and judging, each as its command writes it.
    as2 = os.path.join(SAMPLE, "ava", "as2.tsv")
    tuples = str(tmp_path / "tuples.tsv")
    summary = explgraph.ava_pairs(as2, out=tuples, seed=4)
    cli_tuples = str(tmp_path / "cli_tuples.tsv")
    subprocess.run([EXPLGRAPH, "ava", "pairs", "--as2", as2, "--seed", "4", "--out", cli_tuples,
                    "--quiet"], check=True)
    with open(tuples, "rb") as ours, open(cli_tuples, "rb") as theirs:
        assert ours.read() == theirs.read()
    assert summary.render("tsv").encode() == open(tuples, "rb").read()
    assert summary["tuples"] == sum(s["positives"] + s["negatives"] for s in summary["splits"])
    model = explgraph.ava_train(tuples, out=str(tmp_path / "model.json"), c=0.5)
    assert as_cli(model) == cli("ava", "train", "--tuples", tuples, "--c", "0.5")
    assert json.load(open(tmp_path / "model.json")) == dict(model)
    judged = explgraph.ava_judge(model, tuples, split="Test")
    from_cli = json.loads(cli("ava", "judge", "--model", str(tmp_path / "model.json"),
                              "--tuples", tuples, "--split", "Test"))
    assert json.loads(as_cli(judged))["tuples"] == from_cli["tuples"]
    assert json.loads(as_cli(judged))["pointwise"] == from_cli["pointwise"]
    with pytest.raises(explgraph.InputError, match="would overwrite an input of the run"):
        explgraph.ava_train(tuples, out=tuples)
    with pytest.raises(explgraph.UsageError, match="--split|split"):
        explgraph.ava_judge(model, tuples, split="Valid")
    # Issue 61: a dict is checked as a dict, and the message names it, not a temporary file.
    with pytest.raises(explgraph.InputError, match=r"model\['weights'\]\[0\] is nan: expected a finite"):
        explgraph.ava_judge(dict(model, weights=[float("nan")] * len(model["weights"])), tuples)
    broken = {k: v for k, v in model.items() if k != "bias"}
    with pytest.raises(explgraph.InputError) as refused:
        explgraph.ava_judge(broken, tuples)
    assert "model (the dict given)" in str(refused.value) and "/tmp" not in str(refused.value)


def test_paths_as_bytes_and_pathlike(tmp_path):
    # Issue 61: bytes and os.PathLike are paths wherever a path is taken; another type is a
    # TypeError naming the argument (was the text "b'...'" and 'cannot open file').
    import pathlib
    sample = os.path.join(SAMPLE, "entailment")
    gold, tsv = os.path.join(sample, "dev.jsonl"), os.path.join(sample, "predictions.tsv")
    expected = explgraph.treeeval(gold, tsv)["systems"][0]["steps"]
    assert explgraph.treeeval(os.fsencode(gold), os.fsencode(tsv))["systems"][0]["steps"] == expected
    assert explgraph.treeeval(pathlib.Path(gold), pathlib.Path(tsv))["systems"][0]["steps"] == expected
    judgments = os.path.join(SAMPLE, "ava", "judgments.tsv")
    assert explgraph.ava_systems(os.fsencode(judgments), resamples=200)["systems"]
    with pytest.raises(TypeError, match="gold: expected a path"):
        explgraph.treeeval(42, tsv)
    with pytest.raises(TypeError, match="gold: expected a path .* found None"):
        explgraph.treeeval(None, tsv)  # was Boost's 'should follow immediately after the equal sign'

    with pytest.raises(TypeError, match="judgments: expected a path"):
        explgraph.ava_systems(["a"])
    result = explgraph.probe(quiet_load(SAMPLE), out=pathlib.Path(tmp_path / "p"), max_hops=1)
    assert result["questions"] > 0 and (tmp_path / "p" / "summary.json").exists()


def test_rankeval_ratings_in_memory_equals_the_file():
    ratings = os.path.join(FIXTURES, "ratings", "ratings.json")
    ranked = os.path.join(FIXTURES, "ratings", "ranking.tsv")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", explgraph.InputWarning)
        from_file = explgraph.rankeval(ranked, ratings=ratings)
        from_dict = explgraph.rankeval(None, ("ranking", read_ranking_tsv(ranked)),
                                       ratings=ratings)
    expected = cli("rankeval", "--ratings", ratings, "--ranking", ranked)
    assert as_cli(from_file) == expected
    assert as_cli(from_dict) == expected


def test_a_training_loop_scores_each_epoch_without_files():
    loaded = quiet_load(SAMPLE)
    ranking = read_ranking_tsv(os.path.join(SAMPLE, "rankings", "noisy-ranker.tsv"))
    scores = []
    for epoch in range(3):
        shuffled = {q: uids[epoch:] + uids[:epoch] for q, uids in ranking.items()}
        scores.append(explgraph.rankeval(loaded, shuffled)["rankings"][0]["map"])
    assert scores[0] == explgraph.rankeval(loaded, ranking)["rankings"][0]["map"]
    assert all(0 <= s <= 1 for s in scores)


# --- errors -------------------------------------------------------------------------------

def test_input_errors_name_the_file_and_line(tmp_path):
    with pytest.raises(explgraph.InputError, match="no-such-folder"):
        explgraph.load_corpus(str(tmp_path / "no-such-folder"))
    bad = tmp_path / "bad.tsv"
    bad.write_text("q1,uid1\nq2,uid2\n")
    loaded = quiet_load(SAMPLE)
    with pytest.raises(explgraph.InputError, match=r"bad\.tsv: error: no usable ranking line.*"
                                                   r"comma-separated"):
        explgraph.rankeval(loaded, str(bad))
    assert issubclass(explgraph.InputError, ValueError)


def test_analyses_of_explanations_refuse_questions_without_any(tmp_path):
    masked = tmp_path / "masked.tsv"
    masked.write_text("QuestionID\tquestion\tAnswerKey\texplanation\n"
                      "m1\tWhat is a kind of animal? (A) dog (B) rock\tA\t\n")
    loaded = quiet_load(None, tables=os.path.join(FIXTURES, "tiny", "tables"),
                        questions=str(masked))
    for analysis in ("reuse", "types", "hops", "overlap", "growth"):
        with pytest.raises(explgraph.InputError,
                           match=r"masked\.tsv: error: none of the 1 question\(s\) kept has an "
                                 r"explanation.*; " + analysis + " needs explained questions"):
            getattr(explgraph, analysis)(loaded)
    stats = explgraph.stats(loaded)
    assert stats["with_explanation"] == 0 and stats["mean_explanation_length"] is None


def test_analyses_of_facts_refuse_explanations_citing_no_defined_uid(tmp_path):
    dangling = tmp_path / "dangling.tsv"
    dangling.write_text("QuestionID\tquestion\tAnswerKey\texplanation\n"
                        "d1\tWhat is a kind of animal? (A) dog (B) rock\tA\tzz1|CENTRAL\n")
    loaded = quiet_load(None, tables=os.path.join(FIXTURES, "tiny", "tables"),
                        questions=str(dangling))
    for analysis in ("types", "hops", "growth"):
        with pytest.raises(explgraph.InputError,
                           match=r"dangling\.tsv: error: none of the 1 UID\(s\) cited by the 1 "
                                 r"explained question\(s\) is defined by the tablestore .*; " +
                                 analysis + " needs facts the tablestore defines"):
            getattr(explgraph, analysis)(loaded)
    # Counted over UIDs, reuse and overlap still run; the UID shows as dangling.
    assert explgraph.reuse(loaded)["rows"][0]["uid"] == "zz1"
    assert explgraph.overlap(loaded)["questions"] == 1


def test_strict_turns_warnings_into_errors():
    with pytest.warns(explgraph.InputWarning, match="input warning"):
        loaded = explgraph.load_corpus(SAMPLE)
    assert loaded.warning_count == len(loaded.warnings) > 0
    assert ":" in loaded.warnings[0] and "warning:" in loaded.warnings[0]
    with pytest.raises(explgraph.InputError, match=r"input warning\(s\) and strict=True"):
        explgraph.load_corpus(SAMPLE, strict=True)
    with pytest.raises(explgraph.UsageError, match=r"give a corpus folder \(path\) or tables="):
        explgraph.load_corpus()
    with pytest.raises(explgraph.UsageError, match="flags= expected 'success' or 'any'"):
        explgraph.load_corpus(SAMPLE, flags="sucess")


def test_in_memory_inputs_are_checked():
    loaded = quiet_load(SAMPLE)
    with pytest.raises(explgraph.InputError, match="ranking: error: expected ranked UIDs"):
        explgraph.rankeval(loaded, {})
    with pytest.raises(explgraph.InputError, match="ranks an empty UID"):
        explgraph.rankeval(loaded, {"Q1": ["a", ""]})
    with pytest.raises(TypeError, match="a list of UIDs"):
        explgraph.rankeval(loaded, {"Q1": 3})
    with pytest.raises(explgraph.UsageError, match="two rankings are named 'r'"):
        explgraph.rankeval(loaded, [("r", {"Q1": ["a"]}), ("r", {"Q1": ["b"]})])
    with pytest.raises(explgraph.InputError, match="'Q1' has no answer"):
        explgraph.accuracy(loaded, {"Q1": ""})
    with pytest.warns(explgraph.InputWarning, match="accuracy"):
        result = explgraph.accuracy(loaded, {"not-a-question": "A", loaded_question(): "A"})
    assert any("not-a-question" in w for w in result.warnings)


def loaded_question():
    with open(os.path.join(SAMPLE, "predictions", "lexical-overlap.tsv")) as f:
        return f.read().splitlines()[1].split("\t")[0]


def test_keywords_are_the_commands_options():
    loaded = quiet_load(SAMPLE)
    with pytest.raises(TypeError, match=r"unexpected keyword argument 'topp'; it takes: top"):
        explgraph.reuse(loaded, topp=3)
    with pytest.raises(TypeError, match="does not take dot="):
        explgraph.overlap(loaded, dot="x.dot")
    with pytest.raises(TypeError, match="unexpected keyword argument 'format'"):
        explgraph.reuse(loaded, format="tsv")
    with pytest.raises(TypeError, match="does not take tablestore=.*tables_only=True"):
        explgraph.audit(loaded, tablestore=True)
    with pytest.raises(explgraph.UsageError, match=r"^top: expected a whole number"):
        explgraph.reuse(loaded, top=-1)
    with pytest.raises(explgraph.UsageError, match=r"^min_group: expected"):
        explgraph.accuracy(loaded, {"x": "A"}, min_group="many")
    with pytest.raises(explgraph.UsageError, match="scorer: expected tg2020, tg2019 or tg2021"):
        explgraph.rankeval(loaded, {"Q1": ["a"]}, scorer="tg2018")
    with pytest.raises(TypeError, match="switch"):
        explgraph.accuracy(loaded, {"x": "A"}, answered_only="yes")
    # The library's rules, worded for keywords: "--n N" reads "n=N".
    with pytest.raises(explgraph.UsageError,
                       match=r"^no test-set size: give n=N or corpus=explgraph.load_corpus\(DIR\)$"):
        explgraph.power()
    with pytest.raises(explgraph.UsageError, match="^give n or a corpus, not both$"):
        explgraph.power(loaded, n=100)
    with pytest.raises(TypeError, match="expected a Corpus"):
        explgraph.stats(SAMPLE)
    assert "min_group" in explgraph.accuracy.__doc__
    assert "predictions" in explgraph.accuracy.__doc__


# --- tables and frames --------------------------------------------------------------------

def test_to_frame_is_the_commands_tsv_table():
    pandas = pytest.importorskip("pandas")
    loaded = quiet_load(SAMPLE)
    result = explgraph.reuse(loaded)
    assert explgraph.tables(result) == result.tables()
    assert "table_usage" in result.tables()
    frame = explgraph.to_frame(result, "table_usage")
    tsv = subprocess.run([EXPLGRAPH, "reuse", "--corpus", SAMPLE, "--format", "tsv", "--table",
                          "table_usage", "--quiet"], check=True, capture_output=True).stdout
    import io
    expected = pandas.read_csv(io.BytesIO(tsv), sep="\t")
    assert list(frame.columns) == list(expected.columns)
    pandas.testing.assert_frame_equal(frame, expected, check_dtype=False)
    assert result.render("tsv", "table_usage").encode() == tsv
    main = explgraph.to_frame(result)
    assert len(main) == len(explgraph.to_frame(result, result.tables()[0]))
    with pytest.raises(KeyError, match="no such table"):
        explgraph.to_frame(result, "nope")
    with pytest.raises(TypeError, match="Result"):
        explgraph.to_frame({"a": 1}, "a")


def test_a_missing_pandas_is_a_clear_import_error(monkeypatch):
    import builtins
    real_import = builtins.__import__

    def no_pandas(name, *args, **kwargs):
        if name == "pandas":
            raise ImportError("No module named 'pandas'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pandas)
    result = explgraph.stats(quiet_load(SAMPLE))
    with pytest.raises(ImportError, match="to_frame needs pandas"):
        explgraph.to_frame(result)


# --- threads ------------------------------------------------------------------------------

def test_analyses_run_from_threads_give_the_same_results():
    loaded = quiet_load(SAMPLE)
    expected = as_cli(explgraph.hops(loaded))
    found = []
    threads = [threading.Thread(target=lambda: found.append(as_cli(explgraph.hops(loaded))))
               for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert found == [expected] * 4


# Issue 42 class 13: Ctrl-C during a long call ends it at its next progress point, not when
# it returns. The signal's Python handler raises Stopped, wherever it lands.
class Stopped(Exception):
    pass


def test_ctrl_c_ends_a_long_call_at_its_progress_points():
    loaded = quiet_load(SAMPLE)
    start = time.monotonic()
    explgraph.overlap(loaded, monte_carlo=1000000)
    whole = time.monotonic() - start
    # A million Monte-Carlo samples take about 2 s on the 2-core machine; a test of an
    # interrupt at 0.1 s needs a call several times as long.
    assert whole > 0.5, "the call is too short to interrupt (%.2f s)" % whole

    def stop(signum, frame):
        raise Stopped()
    previous = signal.signal(signal.SIGINT, stop)
    timer = threading.Timer(0.1, lambda: os.kill(os.getpid(), signal.SIGINT))
    try:
        start = time.monotonic()
        timer.start()
        with pytest.raises(Stopped):
            explgraph.overlap(loaded, monte_carlo=1000000)
            time.sleep(5)  # a signal that came after the call is raised here
        stopped_after = time.monotonic() - start
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert stopped_after < 0.1 + whole / 2, (stopped_after, whole)
    assert explgraph.overlap(loaded, step=7)["max_any"]  # the corpus still serves calls


def test_version():
    assert explgraph.version() == subprocess.run(
        [EXPLGRAPH, "--version"], capture_output=True, text=True).stdout.split()[-1]


def test_report_writes_the_folder_the_cli_writes(tmp_path):
    # Issue 66: explgraph.report() is the report command's library call, byte for byte.
    corpus = quiet_load(SAMPLE)
    predictions = os.path.join(SAMPLE, "predictions", "lexical-overlap.tsv")
    ranking = os.path.join(SAMPLE, "rankings", "noisy-ranker.tsv")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", explgraph.InputWarning)
        written = explgraph.report(corpus, out=str(tmp_path / "py"), predictions=[predictions],
                                   ranking=ranking, seed=3)
    assert written["folder"] == str(tmp_path / "py") and written["sections"] > 5
    run = subprocess.run([EXPLGRAPH, "report", "--corpus", SAMPLE, "--out", str(tmp_path / "cli"),
                          "--predictions", predictions, "--ranking", ranking, "--seed", "3",
                          "--quiet"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    py_files = sorted(p.relative_to(tmp_path / "py") for p in (tmp_path / "py").rglob("*"))
    cli_files = sorted(p.relative_to(tmp_path / "cli") for p in (tmp_path / "cli").rglob("*"))
    assert py_files == cli_files and len(py_files) > 20
    for name in py_files:
        a, b = tmp_path / "py" / name, tmp_path / "cli" / name
        if a.is_file():
            assert a.read_bytes() == b.read_bytes(), name
    # The same refusals as the command: a folder holding an input, a folder it did not write.
    with pytest.raises(explgraph.InputError, match="would replace an input of the run"):
        explgraph.report(corpus, out=SAMPLE)
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("kept")
    with pytest.raises(explgraph.InputError, match="mine"):
        explgraph.report(corpus, out=str(tmp_path / "mine"))
    assert (tmp_path / "mine" / "notes.txt").read_text() == "kept"
    with pytest.raises(TypeError, match="out: expected a path"):
        explgraph.report(corpus)


def test_report_takes_predictions_as_tuples_lists_and_dicts_of_files(tmp_path):
    # Issue 78: report(predictions=("owl", folder)) built a file name from the tuple's repr.
    corpus = quiet_load(SAMPLE)
    owl = os.path.join(SAMPLE, "harness", "owl-7b")
    finch = os.path.join(SAMPLE, "harness", "finch-1b")
    forms = {"tuple": ("owl", owl), "list": [("owl", owl), ("finch", finch)],
             "dict": {"owl": owl, "finch": finch}, "spec": "owl=" + owl}
    for name, given in forms.items():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", explgraph.InputWarning)
            written = explgraph.report(corpus, out=str(tmp_path / name), predictions=given)
        assert written["sections"] > 5, name
        accuracy = json.load(open(tmp_path / name / "accuracy.json"))
        want = ["owl"] if name in ("tuple", "spec") else ["owl", "finch"]
        assert [s["name"] for s in accuracy["solvers"]] == want, (name, accuracy["solvers"])
    with pytest.raises(explgraph.UsageError, match="write that dict to a file first"):
        explgraph.report(corpus, out=str(tmp_path / "d"), predictions={"EG_2026_3_1": "B"})


def test_a_missing_input_is_named():
    # Issue 78: accuracy(c, [("owl", None)]) raised an InputError naming nothing.
    loaded = quiet_load(SAMPLE)
    with pytest.raises(TypeError, match="predictions 'owl': expected a file or a dict, found None"):
        explgraph.accuracy(loaded, [("owl", None)])


def test_show_takes_a_list_of_question_ids():
    # Issue 79: show(c, ['EG_2026_3_1']) said "no kept question has the id '['EG_2026_3_1']'".
    loaded = quiet_load(SAMPLE)
    listed = explgraph.show(loaded, ["EG_2026_3_1", "EG_2026_3_2"])
    spread = explgraph.show(loaded, "EG_2026_3_1", "EG_2026_3_2")
    assert as_cli(listed) == as_cli(spread)


def test_a_module_built_for_another_python_names_both_versions(tmp_path):
    """Python's own message would blame a circular import (issue 79)."""
    package = tmp_path / "explgraph"
    package.mkdir()
    with open(explgraph.__file__, encoding="utf-8") as source:
        (package / "__init__.py").write_text(source.read(), encoding="utf-8")
    (package / "_core.cpython-399-x86_64-linux-gnu.so").write_bytes(b"")
    run = subprocess.run([sys.executable, "-c", "import explgraph"], cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)},
                         capture_output=True, text=True)
    assert run.returncode == 1
    running = "%d.%d" % sys.version_info[:2]
    assert ("explgraph: its compiled module (_core.cpython-399-x86_64-linux-gnu.so, in %s) was "
            "built for Python 3.99; this is Python %s: build it for this one" % (package, running)
            ) in run.stderr, run.stderr
