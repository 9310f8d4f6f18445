#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/analyze/ava.hpp"
#include "explgraph/load/ava_tuples.hpp"

// AVA's linear evaluator (Vu and Moschitti, NAACL 2021, "Linear model"): tuples built from an
// answer-sentence-selection set, four word-overlap features, a linear SVM and a threshold α.
// Definitions: docs/DEFINITIONS.md, "ava".
namespace explgraph::analyze {

// The sets, tuples and models are read by load/ava_tuples.hpp.
using load::As2Candidate;
using load::As2Question;
using load::AvaFeatures;
using load::AvaModel;
using load::AvaTuple;
using load::kAvaTokeniser;

// Tuples from an AS2 set, as the paper builds them: for each question with at least two
// correct candidates, every ordered pair (r, t) of distinct correct candidates is a positive
// and every (correct r, incorrect t) a negative. Questions are split, never their tuples: a
// seeded shuffle of the questions used puts round(test · n) in Test, round(dev · n) in Dev,
// the rest in Train; the tuples keep the file's order.
struct AvaPairsOptions {
  double dev = 0.1, test = 0.1;  // fractions of the questions used
  std::uint64_t seed = 1;
};
struct AvaSplitCounts {
  std::string split;
  std::size_t questions = 0, positives = 0, negatives = 0;
};
struct AvaPairsResult {
  std::string source;
  std::size_t questions = 0;            // in the AS2 set
  std::size_t without_two_correct = 0;  // skipped: fewer than two correct candidates
  std::vector<AvaSplitCounts> splits;   // Train, Dev, Test
  std::vector<AvaTuple> tuples;
  AvaPairsOptions options;
};
AvaPairsResult build_ava_tuples(const std::vector<As2Question>& questions,
                                const AvaPairsOptions& options);

// The features over tok(x) = the set of x's lower-cased words (text::lowercase_words):
// x1 = sim-token(s, r), 1 when r has a word and every word of r is a word of s, else 0;
// x2 = sim-text(r, t), x3 = sim-text(r, q), x4 = sim-text(q, t), where
// sim-text(a, b) = 2 |tok(a) ∩ tok(b)| / (|tok(a)| + |tok(b)|), 0 when both are empty.
AvaFeatures ava_features(const AvaTuple& tuple);
double sim_text(std::string_view a, std::string_view b);
double sim_token(std::string_view short_answer, std::string_view reference);

// An L2-regularised squared-hinge linear SVM with a bias term (liblinear's L2R_L2LOSS_SVC,
// primal, bias feature 1, as scikit-learn's LinearSVC: the bias is regularised too), trained
// on features `x` with labels `y`; alpha 0. Both labels must occur (core::InputError naming
// `source` otherwise).
AvaModel train_ava_svm(const std::vector<AvaFeatures>& x, const std::vector<bool>& y, double c,
                       const std::string& source);

// Training as `ava train` does: the SVM on the Train tuples (every tuple when none has a
// split), alpha as given, else the best-F1 alpha of the Dev tuples' curve when there are
// any, else 0. Test tuples are never used.
struct AvaTrainOptions {
  double c = 1;
  std::optional<double> alpha;
};
struct AvaTrainResult {
  std::string source;
  AvaModel model;
  std::size_t train_tuples = 0, dev_tuples = 0;
  std::string alpha_from;                 // "given", "dev" (best F1 on Dev) or "default"
  std::optional<PointwiseAgreement> dev;  // on Dev at the model's alpha, when there is a Dev
};
AvaTrainResult train_ava(const std::vector<AvaTuple>& tuples, const AvaTrainOptions& options,
                         const std::string& source);

// A point of the precision–recall curve: the labels score > alpha against gold, for alpha
// each distinct score from the highest down. Precision is absent with no predicted positive,
// F1 = 2TP / (2TP + FP + FN) absent when that denominator is 0; recall = TP / gold positives.
struct PrPoint {
  double alpha = 0;
  std::size_t predicted_positive = 0, true_positives = 0;
  std::optional<double> precision, recall, f1;
};
std::vector<PrPoint> precision_recall_curve(const std::vector<double>& scores,
                                            const std::vector<bool>& gold);
// The alpha of the curve's best F1, the highest such alpha on a tie; absent when no point has
// an F1.
std::optional<double> best_f1_alpha(const std::vector<PrPoint>& curve);

// The model applied to tuples: each tuple's features, score and label, the point-wise
// figures against the tuples' gold labels, and the curve over alpha.
struct AvaJudgedTuple {
  AvaFeatures features{};
  double score = 0;
  bool label = false;
};
struct AvaJudgeResult {
  std::string model_source, tuples_source, split;  // split: "" all tuples
  AvaModel model;
  std::vector<AvaTuple> tuples;
  std::vector<AvaJudgedTuple> judged;
  PointwiseAgreement pointwise;
  std::vector<PrPoint> curve;
};
AvaJudgeResult judge_tuples(const AvaModel& model, std::vector<AvaTuple> tuples);

}  // namespace explgraph::analyze
