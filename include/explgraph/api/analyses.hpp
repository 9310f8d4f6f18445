#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/ava.hpp"
#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/patterns.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/analyze/probes.hpp"
#include "explgraph/analyze/question_graph.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/analyze/ratings_eval.hpp"
#include "explgraph/analyze/treeeval.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/interrupts.hpp"
#include "explgraph/load/named_input.hpp"
#include "explgraph/load/taxonomy.hpp"
#include "explgraph/load/trec.hpp"
#include "explgraph/load/tree_corpus.hpp"
#include "explgraph/report/audit_report.hpp"

namespace explgraph {

// One function per analysis: what the command of the same name prints, over the workspace's
// corpus, ready to be written in any format (api/output.hpp). The definitions of every
// figure are beside the analyze:: result structs. Long computations report to the
// workspace's progress; an Output refers to nothing but its own result.

Output stats(Workspace& workspace);

struct ReuseOptions {
  std::size_t top = 25;  // rows listed in text, Markdown and TSV (0: all; JSON lists all)
};
Output reuse(Workspace& workspace, const ReuseOptions& options = {});

Output types(Workspace& workspace);
Output hops(Workspace& workspace);
Output overlap(Workspace& workspace, analyze::OverlapOptions options = {});
Output growth(Workspace& workspace, analyze::GrowthOptions options = {});
// The audit's text lists the first `warnings_listed_per_check` warnings of each check and
// counts the rest (0: every one; JSON and TSV always list every finding).
Output audit(Workspace& workspace, const analyze::AuditOptions& options = {},
             std::size_t warnings_listed_per_check = report::kWarningsListedPerCheck);
// Explanatory patterns (SPEC §6): co-cited rows and reconstruction of --split from --pool.
Output patterns(Workspace& workspace, analyze::PatternsOptions options = {});

// The explanation graphs of the questions named (SPEC "show"), in every format and as DOT
// and SVG pictures; an unknown id is a core::InputError naming the closest ids.
Output show(Workspace& workspace, const std::vector<std::string>& question_ids);

// The question-overlap graph (overlap --dot / --graphml).
enum class GraphFormat { kDot, kGraphml };
void write_question_graph(Workspace& workspace, const analyze::QuestionGraphOptions& options,
                          GraphFormat format, std::ostream& out);

// Solver accuracy per knowledge type. `predictions` are labelled by their names; `sources`
// (optional, one per solver) name their files in messages. An unknown --baseline or --role
// is a core::UsageError; predictions none of whose ids is a scored question an InputError.
Output accuracy(Workspace& workspace, const std::vector<load::Predictions>& predictions,
                analyze::AccuracyOptions options, const std::vector<std::string>& sources = {});
Output accuracy(Workspace& workspace, const std::vector<load::NamedFile>& predictions,
                const analyze::AccuracyOptions& options);

// Explanation-regeneration scores of TextGraphs TSV rankings (against the workspace's gold
// explanations) or TF-Ranking JSON outputs (scored on their own relevance; no corpus needed).
Output rankeval(Workspace& workspace, const std::vector<load::NamedFile>& rankings,
                analyze::RankevalOptions options);
Output rankeval(Workspace& workspace, const std::vector<load::Ranking>& rankings,
                analyze::RankevalOptions options, const std::vector<std::string>& sources = {});

// trec_eval's figures (analyze::evaluate_trec_run) of TREC runs against qrels (no corpus). A
// run none of whose queries the qrels judge is a core::InputError; run-only queries are
// warned about and ignored.
Output rankeval_trec(Workspace& workspace, const std::string& qrels_file,
                     const std::vector<load::NamedFile>& runs,
                     const analyze::RankevalOptions& options);
Output rankeval_trec(Workspace& workspace, const load::Qrels& qrels,
                     const std::vector<load::TrecRun>& runs, analyze::RankevalOptions options,
                     const std::vector<std::string>& sources = {});

// The TextGraphs 2021 scores of rankings against an expert-ratings file (no corpus).
Output rankeval_ratings(const std::string& ratings_file,
                        const std::vector<load::NamedFile>& rankings,
                        const analyze::RatingsOptions& options);
Output rankeval_ratings(const std::string& ratings_file, const std::vector<load::Ranking>& rankings,
                        const analyze::RatingsOptions& options,
                        const std::vector<std::string>& sources = {});

// EntailmentBank entailment trees (SPEC §7 treeeval): each prediction file (the paper's TSV,
// or JSONL with id and prediction) scored against the gold JSONL exactly as the official
// scorer scores it; with `intermediate_scores` (TSV candidate, reference, score: the BLEURT
// scores a user computed), the intermediates and overall too. Predictions over sentences the
// system retrieved itself (Task 3) are scored by text, over their records'
// `worldtree_provenance` or the `context` file's record of their id. The output's `pairs`
// writes every BLEURT pair met (what --write-pairs saves). No corpus needed.
struct TreeevalReferences {
  std::string gold;
  std::string context;              // "" not given: JSONL of id, hypothesis, meta.triples
  std::string intermediate_scores;  // "" not given
  // A WorldTree tablestore (tableindex.txt or a folder of tables) and its table -> category
  // mapping ("" the built-in one): a breakdown by the knowledge categories of the leaves.
  std::string tables, types;
};
struct TreeevalInputs {
  TreeevalReferences references;
  std::vector<load::NamedFile> predictions;
};
Output treeeval(const TreeevalInputs& inputs, const analyze::TreeevalOptions& options);
// The same over predictions already read (or built in memory: JSONL-like records), each
// labelled by its name.
Output treeeval(const TreeevalReferences& references,
                const std::vector<std::pair<std::string, load::TreePredictions>>& predictions,
                const analyze::TreeevalOptions& options);

// Planning an evaluation (no corpus needed): the exact paired-bootstrap p of planned gains,
// or the minimum detectable effect, in every format and as an SVG picture (Format::kSvg).
// The number of questions a corpus would be scored on: power_questions(workspace).
Output power(const analyze::PowerOptions& options);
std::size_t power_questions(Workspace& workspace);

// Judging an automatic evaluator against people (SPEC §7 ava systems; no corpus needed): the
// judgments file (load::read_ava_judgments; `alpha` the threshold for scores without their
// own) or judgments already read. Fewer than two systems leave Kendall's τ null with a
// `too-few-systems` warning; systems whose accuracies are all equal, with `tied-systems`.
Output ava_systems(const std::string& judgments_file, std::optional<double> alpha,
                   const analyze::AvaSystemsOptions& options);
Output ava_systems(const analyze::AvaJudgments& judged, const analyze::AvaSystemsOptions& options);

// AVA's linear evaluator (SPEC §7 ava; no corpus needed). `ava_pairs`: tuples from an
// answer-sentence-selection file (load::read_as2), written by the output's `data` as TSV; its
// JSON is the summary. `ava_train`: the model from a tuples file (load::read_ava_tuples); its
// JSON is the model file. `ava_judge`: a model file applied to tuples, those of `split` only
// when it is not "" (Train, Dev or Test).
Output ava_pairs(const std::string& as2_file, const analyze::AvaPairsOptions& options);
Output ava_train(const std::string& tuples_file, const analyze::AvaTrainOptions& options);
Output ava_judge(const std::string& model_file, const std::string& tuples_file,
                 const std::string& split);

// EntailmentBank trees (`--corpus` of trees, load::read_tree_corpus): their statistics
// (trees per task and split, steps, depth, leaves, intermediates, distractors, WorldTree fact
// reuse) and their audit (analyze::audit_trees).
Output tree_stats(const load::TreeCorpus& trees);
Output tree_audit(const load::TreeCorpus& trees, const analyze::AuditOptions& options = {},
                  std::size_t warnings_listed_per_check = report::kWarningsListedPerCheck);
// The WorldTree facts the trees reuse (stats's `reuse`), and the knowledge categories of their
// leaves by their UIDs in `tables` (analyze::tree_types).
Output tree_reuse(const load::TreeCorpus& trees);
Output tree_types(const load::TreeCorpus& trees, const load::Corpus& tables);
// The trees named by `ids` drawn (analyze::draw_tree), their leaves' tables and categories from
// `tables` when given; as text, JSON, DOT and SVG.
Output show_trees(const load::TreeCorpus& trees, const std::vector<std::string>& ids,
                  const load::Corpus* tables = nullptr);

// Probe sets (SPEC §7 probe): the taxonomy of the `tables` workspace's tablestore (with WordNet
// from `wordnet` as its lexicon when given), or WordNet's alone when `tables` is null; then
// every probe written into `folder` (questions.tsv, probes.jsonl,
// summary.json; a folder explgraph did not write is refused unless `force`), the output the
// summary, flagged choice-only heuristics as `probe-artifact` warnings (under `strict`, a
// set with such a warning is not written: the caller fails on it). No question at all is
// core::InputError, before any folder is made.
std::shared_ptr<const analyze::ProbeSource> probe_source(const Workspace* tables,
                                                         const std::string& wordnet,
                                                         core::Diagnostics& warnings);
Output probe(std::shared_ptr<const analyze::ProbeSource> source,
             const analyze::ProbeOptions& options, const std::string& folder, bool force,
             core::RemovedOnInterrupt* interrupts = nullptr, bool strict = false);

}  // namespace explgraph
