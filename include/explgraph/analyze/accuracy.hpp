#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/analyze/replicability.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/load/predictions.hpp"

namespace explgraph::analyze {

struct AccuracyOptions {
  // Which solvers are compared and how: the breakdowns' groups compare each solver with
  // `comparison.baseline` (none without one); the solvers' overall table compares the pairs
  // of comparison_pairs (none by default).
  ComparisonOptions comparison;
  std::string role;            // restrict fine/coarse type membership to this role (e.g. CENTRAL)
  std::size_t min_group = 10;  // smaller groups are too small to test: no p-values
  bool answered_only = false;  // score only questions every solver answered
  // When every solver is a harness run, the questions scored are those some run answered
  // (a run on ARC's test split answers a part of the corpus), and when the predictions answer
  // questions of one split only, that split's; with all_questions, every scorable question,
  // the ones a solver did not answer counting as wrong for it.
  bool all_questions = false;
  // How lm-evaluation-harness samples given as predictions are read (load::read_named_predictions).
  load::HarnessMetric harness_metric = load::HarnessMetric::kAccNorm;
};

// The test sets a corpus offers: all its scorable questions ("all": kept, with a usable
// answer key, as accuracy scores them), then each split's, in the order the splits first
// appear; the report plans an evaluation on each, power --corpus on the first.
struct TestSet {
  std::string name;
  std::size_t questions = 0;
};
std::vector<TestSet> test_sets(const load::Corpus& corpus);

// One solver on one question: 1 if its only answer is the key, 1/k if it gave k answers
// one of which is the key, else 0; a question it did not answer scores 0.
struct SolverScores {
  std::string name;
  std::vector<double> score;  // per kept question
  std::size_t answered = 0;
  std::vector<std::string> unanswered;         // kept question ids without a prediction
  std::vector<std::string> unknown_questions;  // predicted ids that are no scored question
  // Predicted ids matching several questions ignoring case: unused.
  std::vector<std::string> ambiguous_ids;
  std::vector<std::string> invalid_answers;  // "id: answer" not a choice of the question
  // The questions it answered that have no explanation, per split as the corpus names it
  // ("" no split): set aside from the knowledge-type groups (a harness run on ARC's test
  // split, whose explanations the TextGraphs release withholds).
  std::map<std::string, std::size_t> answered_without_explanation;
  std::size_t repeated = 0, malformed = 0;
  // For lm-evaluation-harness samples: what the harness scored itself, shown beside
  // explgraph's figures. Its samples whose ids are no scored question (ARC holds about 7,800
  // questions, V2.1 explains about 4,400) are unknown_questions, counted and not warned about.
  std::optional<load::HarnessRun> harness;

  // The accuracy over the questions answered (the harness's samples that are scored questions).
  double answered_accuracy() const;
};

// A solver against the baseline on one group's questions. Its p_adjusted is Holm's across
// the breakdown's groups (whatever --correction: the groups are one family per solver);
// a group too small to test has no p-values at all.
struct Comparison {
  std::string solver;                // compared with the baseline
  std::size_t helped = 0, hurt = 0;  // questions where the solver scores higher / lower
  PairedComparison paired;           // delta = accuracy(solver) - accuracy(baseline)
  // The exact McNemar p and its Holm adjustment over the same groups, which is also
  // paired.exact_p_adjusted: on few discordant questions the bootstrap's p goes below what any
  // test can honestly reach (5 helped, 0 hurt: no test goes under 0.0625), and where the chosen
  // test finds the group significant but the exact test does not, the verdict follows the
  // exact test (analyze::exact_test_overrules).
  std::optional<double> mcnemar_p, mcnemar_p_holm;
};

// Whether the solver is significantly better (+1) or worse (-1) than the baseline in the
// group, or neither (0): significantly_better(c.paired), where the exact McNemar test has the
// last word.
int verdict(const Comparison& c, double alpha);

struct AccuracyGroup {
  // The breakdown: overall, fine_type, category, question_type, length, depth, grade, split.
  std::string breakdown;
  std::string group;
  std::size_t n = 0;
  std::vector<double> accuracy;         // per solver, in solver order
  std::vector<Comparison> comparisons;  // per non-baseline solver
  bool too_small = false;               // fewer than min_group questions: not tested
  // The smallest gain, in questions, that the group could show as significant at 0.05 under
  // the test's alternative (for "less", the smallest loss), in the best case where no
  // question is hurt: the exact paired-bootstrap limit (power.hpp). None when n is too small.
  std::optional<std::size_t> minimum_detectable_gain;
};

// Strict cluster accuracy. A cluster is, when the questions have a `cluster` column (a probe
// set's: one concept and kind), the questions of one value of it, whatever their number;
// otherwise a fact used as CENTRAL by 2+ kept questions.
struct ClusterResult {
  std::string by = "central_fact";  // or "cluster": the questions' cluster column
  std::size_t clusters = 0;
  std::vector<double> solved_share;  // per solver: clusters whose questions it all answers right
  // Clusters solved by some solvers and not others: "uid (n questions)".
  std::vector<std::string> splitting;
};

struct AccuracyResult {
  std::vector<std::string> solvers;
  std::string baseline;
  ComparisonOptions comparison;  // as asked (its progress cleared)
  // The split the questions scored are of, when the corpus has several and the predictions
  // answer questions of this one only ("" every split's questions are scored).
  std::string split;
  std::size_t questions = 0;
  std::size_t min_group = 10;             // groups under it were too small to test
  std::size_t questions_without_key = 0;  // excluded: no usable answer key
  std::size_t questions_unanswered = 0;   // excluded by --answered-only
  // Every solver is a harness run and all_questions is off: the questions scored are those
  // some run answered; questions_not_asked counts the scorable ones left out.
  bool harness_population = false;
  std::size_t questions_not_asked = 0;
  // Scored questions without an explanation: in the overall, question-type, grade and split
  // groups, set aside from the explanation groups (fine type, category, length, depth), SPEC §1.
  std::size_t questions_without_explanation = 0;
  std::vector<SolverScores> scores;
  std::vector<AccuracyGroup> groups;
  // The solvers' overall accuracy compared pair by pair (comparison_pairs), adjusted by
  // comparison.correction across them.
  std::vector<PairedComparison> comparisons;
  // Each solver's own 95% interval of its overall accuracy (system_interval).
  std::vector<Interval> solver_ci95;
  // For each compared pair (with a baseline, each other solver against it; with --compare
  // all, every pair) and each breakdown with two or more tested groups: on how many of its
  // groups the pair differs (Dror et al. 2017), from each group's unadjusted evidence, the
  // larger of the chosen test's p (under comparison.alternative) and the exact McNemar p, at
  // comparison.alpha: no group the exact test calls not significant is counted.
  std::vector<Replicability> replicability;
  ClusterResult clusters;
};

AccuracyResult compute_accuracy(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                                const std::vector<load::Predictions>& predictions,
                                const AccuracyOptions& options);

}  // namespace explgraph::analyze
