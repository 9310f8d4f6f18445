// libFuzzer target: AVA's inputs. An evaluator's judgments (`ava systems --judgments`), read
// with and without a threshold for scores, then judged against people; the same bytes as an
// answer-sentence-selection set (`ava pairs --as2`) made into tuples, as tuples (`ava train`,
// `judge`) judged by a fixed model, and as a model file. An unusable input is a
// core::InputError; anything else escaping, an accuracy, feature or precision outside [0, 1],
// a τ outside [-1, 1] or a p outside [0, 1] is a finding.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>

#include "explgraph/analyze/ava.hpp"
#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/ava_judgments.hpp"
#include "explgraph/load/ava_tuples.hpp"

namespace {

void check_within(double value, double low, double high) {
  if (!(value >= low && value <= high)) std::abort();
}

void judge(const std::string& text, std::optional<double> alpha) {
  using namespace explgraph;
  std::istringstream in(text);
  core::Diagnostics warnings;
  try {
    const auto judged = load::read_ava_judgments(in, "fuzz", alpha, warnings);
    const auto r = analyze::evaluate_evaluator(judged, {50, 1});
    for (const auto& s : r.systems) {
      check_within(s.human_accuracy, 0, 1);
      check_within(s.estimated_accuracy, 0, 1);
      check_within(s.difference_low, -1, 1);
      check_within(s.difference_high, -1, 1);
    }
    check_within(r.rmse, 0, 1);
    if (r.kendall.tau) check_within(*r.kendall.tau, -1, 1);
    if (r.kendall.p) check_within(*r.kendall.p, 0, 1);
    check_within(r.pointwise.accuracy, 0, 1);
    if (r.pointwise.cohen_kappa) check_within(*r.pointwise.cohen_kappa, -1, 1);
  } catch (const core::InputError&) {
  }
}

void pair_and_judge(const std::string& text) {
  using namespace explgraph;
  core::Diagnostics warnings;
  try {
    std::istringstream in(text);
    const auto pairs = analyze::build_ava_tuples(load::read_as2(in, "fuzz", warnings), {});
    for (const auto& s : pairs.splits)
      if (s.questions > pairs.questions) std::abort();
  } catch (const core::InputError&) {
  }
  try {
    std::istringstream in(text);
    analyze::AvaModel model;
    model.weights = {1, -1, 0.5, 2};
    const auto r = analyze::judge_tuples(model, load::read_ava_tuples(in, "fuzz", warnings));
    for (const auto& j : r.judged)
      for (const double x : j.features) check_within(x, 0, 1);
    for (const auto& p : r.curve)
      if (p.precision) check_within(*p.precision, 0, 1);
  } catch (const core::InputError&) {
  }
  try {
    std::istringstream in(text);
    const auto model = load::read_ava_model(in, "fuzz");
    if (!std::isfinite(model.bias)) std::abort();
  } catch (const core::InputError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  judge(text, std::nullopt);
  judge(text, 0.5);
  pair_and_judge(text);
  return 0;
}
