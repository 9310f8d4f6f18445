#pragma once
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/core/choices.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/load/entailment_bank.hpp"

namespace explgraph::analyze {

// EntailmentBank's figures for one tree or a mean over trees (SPEC §7 treeeval), each as
// the official scorer defines it (proof_rules.hpp): leaves precision, recall, F1 and
// AllCorrect; steps F1 and AllCorrect; intermediates F1 and AllCorrect (BLEURT ≥ 0.28); overall
// AllCorrect = all three AllCorrect. Means over trees are fractions in [0, 1]; the last two
// are absent without BLEURT scores for every pair they need.
struct TreeFigures {
  std::size_t trees = 0;
  double leaves_precision = 0, leaves_recall = 0, leaves_f1 = 0, leaves_all_correct = 0;
  double steps_f1 = 0, steps_all_correct = 0;
  std::optional<double> intermediates_f1, intermediates_all_correct, overall_all_correct;
};

// The per-tree figure systems are compared on (--compare-on).
enum class TreeMetric {
  kLeavesF1,
  kLeavesAllCorrect,
  kStepsF1,
  kStepsAllCorrect,
  kIntermediatesF1,
  kIntermediatesAllCorrect,
  kOverallAllCorrect,
};
inline constexpr core::Choice<TreeMetric> kTreeMetrics[] = {
    {TreeMetric::kLeavesF1, "leaves-f1"},
    {TreeMetric::kLeavesAllCorrect, "leaves-all-correct"},
    {TreeMetric::kStepsF1, "steps-f1"},
    {TreeMetric::kStepsAllCorrect, "steps-all-correct"},
    {TreeMetric::kIntermediatesF1, "intermediates-f1"},
    {TreeMetric::kIntermediatesAllCorrect, "intermediates-all-correct"},
    {TreeMetric::kOverallAllCorrect, "overall-all-correct"},
};
// "Steps F1", "Overall AllCorrect": as the paper's tables head them.
std::string tree_metric_title(TreeMetric metric);
bool needs_bleurt(TreeMetric metric);
// The metric's mean among `figures`; absent when it needs BLEURT scores that were not given.
std::optional<double> tree_metric_value(const TreeFigures& figures, TreeMetric metric);

struct TreeevalOptions {
  ComparisonOptions comparison;  // each system against the first by default
  TreeMetric compare_on = TreeMetric::kStepsF1;
  double bleurt_threshold = kBleurtThreshold;
  // A WorldTree tablestore (not owned): with it, a breakdown by the knowledge categories of
  // the gold trees' leaves, each leaf's category found by its meta.worldtree_provenance UID.
  const load::Corpus* tables = nullptr;
  bool per_query = false;  // each tree's figures are shown
  // Each gold tree's tree_depth(read_tree_proof(proof)) (not owned), when the caller has read
  // them already (treeeval's reading of the gold checks every proof for cycles); else each
  // system's scoring reads them.
  const std::vector<std::optional<std::size_t>>* gold_depths = nullptr;
};

// The figures of the trees of one group of a breakdown (gold steps, depth, leaves).
struct TreeGroup {
  std::string group;
  TreeFigures figures;
};
struct TreeBreakdown {
  std::string name, note;
  std::vector<TreeGroup> groups;
};

// One prediction file scored. The scored trees are its predictions of gold ids (a TSV line
// takes the id of the gold line of its number, as the official scorer pairs them with its
// angle file; each scored against the last gold tree of that id), and the gold trees it has
// no prediction for, scored as empty trees (0): the official scorer would average only the
// lines given.
struct TreeSystemScore {
  std::string name;
  std::string file;  // as shown in messages
  TreeFigures figures;
  std::vector<TreeBreakdown> breakdowns;
  std::size_t predictions = 0;        // scored predictions
  std::size_t missing = 0;            // gold trees without a prediction
  std::size_t unknown_ids = 0;        // JSONL records of no gold id (skipped, as officially)
  std::size_t extra_lines = 0;        // TSV lines past the gold file's (ignored)
  std::size_t without_proof = 0;      // predictions without a $proof$ slot (scored 0)
  std::size_t unparsed_pieces = 0;    // proof pieces that are no step (ignored, as officially)
  std::size_t malformed = 0;          // JSONL lines that are no prediction record
  std::size_t unscored_pairs = 0;     // pairs needed that the scores file lacks
  std::size_t unknown_sentences = 0;  // predictions by id naming a sentence the gold lacks
  std::size_t without_context = 0;    // Task 3 predictions of ids --context lacks (scored 0)
  // The compared metric per scored tree, keyed "id#k" (the k-th tree of that id), for
  // comparisons paired by tree.
  std::vector<std::string> keys;
  std::vector<double> compared;
  std::vector<TreeFigures> per_tree;  // each scored tree's own figures, in `keys`' order
};

struct TreeComparison {
  double baseline_score = 0, other_score = 0;
  PairedComparison paired;
};

struct TreeevalResult {
  std::string gold;  // the gold file, as shown
  std::size_t gold_trees = 0;
  TreeMetric compare_on = TreeMetric::kStepsF1;
  double bleurt_threshold = kBleurtThreshold;
  bool bleurt_scores = false;  // scores were given: intermediates and overall computed
  std::vector<TreeSystemScore> systems;
  ComparisonOptions comparison;  // as asked (its progress cleared)
  std::vector<TreeComparison> comparisons;
  // Each system's own 95% interval of its compared metric (system_interval over its trees'
  // values, whose mean the metric is), when systems are compared; empty otherwise.
  std::vector<Interval> system_ci95;
  bool per_query = false;  // each tree's figures are shown
};

// One BLEURT pair: a predicted conclusion and its aligned gold one, as the trees give them
// (the official scorer hands BLEURT their bleurt_text).
struct BleurtPair {
  std::string candidate, reference;
};

// Every tree of `predictions` scored against `gold`; with `scores`, the intermediates too.
// A prediction over sentences the system retrieved itself (Task 3) is scored by text as
// run_scorer_task3.py scores it: over its record's `worldtree_provenance`, else over the
// `context` record of its id (the sentences it was given: meta.triples and hypothesis).
// Problems of the prediction file are warned about in `warnings`, naming file and line;
// each pair of conclusions met is appended to `pairs` when it is given, repeats and all (the
// pairs a user scores are made distinct when written, as BLEURT reads them).
TreeSystemScore evaluate_tree_predictions(const std::string& name, const load::EntailmentBank& gold,
                                          const load::EntailmentBank* context,
                                          const load::TreePredictions& predictions,
                                          const PairScore* scores, const TreeevalOptions& options,
                                          core::Diagnostics& warnings,
                                          std::vector<BleurtPair>* pairs = nullptr);

// The systems compared pair by pair on the compared metric over the trees both score.
std::vector<TreeComparison> compare_tree_systems(const std::vector<TreeSystemScore>& systems,
                                                 const TreeevalOptions& options);

}  // namespace explgraph::analyze
