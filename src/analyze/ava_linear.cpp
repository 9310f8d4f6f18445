#include "explgraph/analyze/ava_linear.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "explgraph/text/sklearn_tokenizer.hpp"

namespace explgraph::analyze {
namespace {

std::vector<std::string> word_set(std::string_view text) {
  auto words = text::lowercase_words(text);
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

std::size_t shared_count(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::size_t shared = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j) {
      ++i;
    } else if (*j < *i) {
      ++j;
    } else {
      ++shared, ++i, ++j;
    }
  }
  return shared;
}

double dice(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.empty() && b.empty()) return 0;
  return 2.0 * static_cast<double>(shared_count(a, b)) / static_cast<double>(a.size() + b.size());
}

// sim-token: 1 when r has a word and every word of r is in s.
double contained(const std::vector<std::string>& r, const std::vector<std::string>& s) {
  return !r.empty() && shared_count(r, s) == r.size() ? 1.0 : 0.0;
}

std::optional<double> ratio(std::size_t numerator, std::size_t denominator) {
  if (denominator == 0) return std::nullopt;
  return static_cast<double>(numerator) / static_cast<double>(denominator);
}

}  // namespace

double sim_text(std::string_view a, std::string_view b) {
  return dice(word_set(a), word_set(b));
}

double sim_token(std::string_view short_answer, std::string_view reference) {
  return contained(word_set(reference), word_set(short_answer));
}

AvaFeatures ava_features(const AvaTuple& tuple) {
  const auto q = word_set(tuple.question), r = word_set(tuple.reference);
  const auto t = word_set(tuple.candidate), s = word_set(tuple.short_answer);
  return {contained(r, s), dice(r, t), dice(r, q), dice(q, t)};
}

std::vector<PrPoint> precision_recall_curve(const std::vector<double>& scores,
                                            const std::vector<bool>& gold) {
  std::vector<std::size_t> order(scores.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
  const auto positives = static_cast<std::size_t>(std::count(gold.begin(), gold.end(), true));
  std::vector<PrPoint> curve;
  std::size_t predicted = 0, tp = 0;
  const auto add_point = [&](double alpha) {
    PrPoint p;
    p.alpha = alpha;
    p.predicted_positive = predicted;
    p.true_positives = tp;
    p.precision = ratio(tp, predicted);
    p.recall = ratio(tp, positives);
    p.f1 = ratio(2 * tp, predicted + positives);  // 2TP / (2TP + FP + FN)
    curve.push_back(p);
  };
  for (std::size_t i = 0; i < order.size();) {
    const double alpha = scores[order[i]];
    add_point(alpha);  // labels score > alpha: every score before this group
    for (; i < order.size() && scores[order[i]] == alpha; ++i) {
      ++predicted;
      tp += gold[order[i]] ? 1 : 0;
    }
  }
  // Everything labelled correct: alpha just below the lowest score.
  if (!order.empty())
    add_point(std::nextafter(scores[order.back()], -std::numeric_limits<double>::infinity()));
  return curve;
}

std::optional<double> best_f1_alpha(const std::vector<PrPoint>& curve) {
  std::optional<double> alpha, best;
  for (const auto& p : curve)
    if (p.f1 && (!best || *p.f1 > *best)) best = p.f1, alpha = p.alpha;
  return alpha;
}

AvaJudgeResult judge_tuples(const AvaModel& model, std::vector<AvaTuple> tuples) {
  AvaJudgeResult result;
  result.model = model;
  std::vector<double> scores;
  std::vector<bool> gold;
  std::size_t tp = 0, fp = 0, fn = 0, tn = 0;
  for (const auto& tuple : tuples) {
    AvaJudgedTuple j;
    j.features = ava_features(tuple);
    j.score = model.score(j.features);
    j.label = j.score > model.alpha;
    (j.label ? (tuple.label ? tp : fp) : (tuple.label ? fn : tn)) += 1;
    scores.push_back(j.score);
    gold.push_back(tuple.label);
    result.judged.push_back(j);
  }
  result.pointwise = pointwise_agreement(tp, fp, fn, tn);
  result.curve = precision_recall_curve(scores, gold);
  result.tuples = std::move(tuples);
  return result;
}

}  // namespace explgraph::analyze
