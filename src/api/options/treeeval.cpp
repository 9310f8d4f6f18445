#include "explgraph/api/options/treeeval.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/output_file.hpp"

namespace explgraph::options {

void require_inputs(const TreeevalCommandOptions& o) {
  if (o.gold.empty()) throw core::UsageError("no gold trees given: use --gold FILE.jsonl");
}

analyze::TreeevalOptions library_options(const TreeevalCommandOptions& o) {
  if (!o.types.empty() && o.tables.empty())
    throw core::UsageError("--types: maps the tables of --tables to categories; give --tables too");
  analyze::TreeevalOptions t;
  t.comparison = comparison_options(o.comparison);
  t.compare_on = core::parse_choice(analyze::kTreeMetrics, "--compare-on", o.compare_on);
  t.bleurt_threshold = finite_option("--bleurt-threshold", o.bleurt_threshold);
  t.per_query = o.per_query;
  return t;
}

const CommandHelp kTreeevalHelp{
    "treeeval",
    "scores EntailmentBank entailment trees (allenai/entailment_bank) exactly as its official "
    "scorer (eval/run_scorer.py, and eval/run_scorer_task3.py for systems that retrieve their own "
    "sentences): leaves precision, recall, F1 and AllCorrect; steps F1 and AllCorrect after "
    "aligning predicted conclusions to gold ones by their leaves; and, given the BLEURT scores of "
    "the conclusion pairs (--intermediate-scores), intermediates F1 and AllCorrect (BLEURT >= "
    "0.28) and overall AllCorrect. Without them those figures are absent, never estimated: "
    "--write-pairs writes every pair the official code would hand BLEURT. Predictions are the "
    "paper's TSV (one '$proof$ = ...' line per gold tree, in the gold file's order) or JSONL (id, "
    "prediction). Where the official scorer skips silently or stops (an unknown id, a line without "
    "$proof$, a step it cannot read, a truncated file) explgraph warns, naming file and line, and "
    "scores a missing tree 0; --strict makes those warnings errors. Breakdowns by the gold proof's "
    "steps, depth and leaves (and, with --tables, the knowledge categories of the leaves); several "
    "files compared by --test on a per-tree figure (--compare-on), with --correction across the "
    "pairs, and a table for papers (--format latex). No corpus needed; milliseconds per file.",
    "explgraph treeeval --gold GOLD.jsonl --predictions [NAME=]FILE... [options]",
    "\nExamples:\n"
    "  explgraph treeeval --gold corpus/entailment/dev.jsonl --predictions "
    "corpus/entailment/predictions.tsv\n"
    "  explgraph treeeval --gold corpus/entailment/dev.jsonl --predictions "
    "a=corpus/entailment/predictions.tsv b=corpus/entailment/predictions.jsonl --format json\n"
    "  explgraph treeeval --gold corpus/entailment/dev.jsonl --predictions "
    "corpus/entailment/predictions.tsv --intermediate-scores corpus/entailment/bleurt.tsv\n"};

void add_options(OptionBlocks& blocks, TreeevalCommandOptions& o) {
  blocks.own.add_options()(
      "gold", po::value(&o.gold)->value_name("FILE"),
      "the gold trees: EntailmentBank JSONL (dataset/task_N/SPLIT.jsonl: id, hypothesis, proof, "
      "meta)")(
      "predictions",
      po::value(&o.predictions)->composing()->multitoken()->value_name("[NAME=]FILE..."),
      "predicted trees: the paper's TSV ('$proof$ = sent1 & sent2 -> int1: ...; ...', one line "
      "per gold tree) or JSONL ({\"id\", \"prediction\"}); repeat to compare")(
      "context", po::value(&o.context)->value_name("FILE"),
      "Task 3: the sentences each system was given, by tree id (JSONL: id, hypothesis, "
      "meta.triples; for the paper's T5 TSVs data/processed_data/slots/task_3-slots/SPLIT.jsonl): "
      "predictions are then scored by the text of the sentences they name, as "
      "eval/run_scorer_task3.py scores them; JSONL records with their own worldtree_provenance "
      "are so scored without it")(
      "intermediate-scores", po::value(&o.intermediate_scores)->value_name("FILE"),
      "BLEURT scores of the conclusion pairs: TSV candidate<TAB>reference<TAB>score (score the "
      "pairs --write-pairs writes with bleurt-large-512, as the paper)")(
      "write-pairs", po::value(&o.write_pairs)->value_name("FILE"),
      "write every (candidate, reference) pair the official scorer would hand BLEURT, "
      "normalised as it does (TSV with a header)")(
      "compare-on", po::value(&o.compare_on)->default_value(o.compare_on)->value_name("METRIC"),
      "the per-tree figure systems are compared on: leaves-f1, leaves-all-correct, steps-f1, "
      "steps-all-correct, intermediates-f1, intermediates-all-correct or overall-all-correct")(
      "tables", po::value(&o.tables)->value_name("PATH"),
      "a WorldTree tablestore (tableindex.txt or a folder of tables, V2 for EntailmentBank's "
      "UIDs): a breakdown by the knowledge categories of the gold leaves, found by their "
      "meta.worldtree_provenance UIDs")(
      "types", po::value(&o.types)->value_name("FILE"),
      "with --tables: a table -> category mapping (default: built in)")(
      "bleurt-threshold", number_value(&o.bleurt_threshold)->value_name("T"),
      "a conclusion matches its gold one at a BLEURT score of T or more (the official 0.28)")(
      "per-query", po::bool_switch(&o.per_query),
      "each tree's figures too (per_query in JSON, a per_query table in TSV)");
  add_comparison_options(blocks.own, o.comparison, "prediction files");
  add_output_options(blocks.common, o.output);
}

}  // namespace explgraph::options
