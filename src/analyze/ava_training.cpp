// Training AVA's linear evaluator with liblinear.
#include <linear.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/shared_library.hpp"

namespace explgraph::analyze {
namespace {

// liblinear's functions, opened when the first model is trained (core::SharedLibrary says
// why).
struct Liblinear {
  decltype(&::check_parameter) check_parameter;
  decltype(&::set_print_string_function) set_print_string_function;
  decltype(&::train) train;
  decltype(&::free_and_destroy_model) free_and_destroy_model;
};

const Liblinear& liblinear() {
  static core::SharedLibrary library(EXPLGRAPH_LIBLINEAR_SONAME, "training AVA's evaluator",
                                     "liblinear4");
  static const Liblinear functions{EXPLGRAPH_LIBRARY_FUNCTION(library, check_parameter),
                                   EXPLGRAPH_LIBRARY_FUNCTION(library, set_print_string_function),
                                   EXPLGRAPH_LIBRARY_FUNCTION(library, train),
                                   EXPLGRAPH_LIBRARY_FUNCTION(library, free_and_destroy_model)};
  return functions;
}

void silent(const char*) {}

struct ModelDeleter {
  void operator()(model* m) const { liblinear().free_and_destroy_model(&m); }
};

// liblinear's sparse rows: the four features, the bias feature (index 5, value 1), the end.
std::vector<feature_node> sparse_rows(const std::vector<AvaFeatures>& x) {
  std::vector<feature_node> nodes;
  nodes.reserve(x.size() * 6);
  for (const auto& row : x) {
    for (int i = 0; i < 4; ++i) nodes.push_back({i + 1, row[static_cast<std::size_t>(i)]});
    nodes.push_back({5, 1.0});
    nodes.push_back({-1, 0.0});
  }
  return nodes;
}

bool is_split(const AvaTuple& t, const char* name) {
  return t.split == name;
}

}  // namespace

AvaModel train_ava_svm(const std::vector<AvaFeatures>& x, const std::vector<bool>& y, double c,
                       const std::string& source) {
  const auto positives = static_cast<std::size_t>(std::count(y.begin(), y.end(), true));
  if (positives == 0 || positives == y.size())
    throw core::InputError(
        source + ": error: expected training tuples of both labels, found " +
        std::to_string(y.size()) + " tuple(s) all labelled " + (positives == 0 ? "0" : "1") +
        " (an SVM separates two classes; build tuples with explgraph ava pairs)");
  std::vector<feature_node> nodes = sparse_rows(x);
  std::vector<feature_node*> rows(x.size());
  std::vector<double> labels(y.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    rows[i] = &nodes[i * 6];
    labels[i] = y[i] ? 1.0 : -1.0;
  }
  problem prob{};
  prob.l = static_cast<int>(x.size());
  prob.n = 5;  // four features and the bias feature
  prob.y = labels.data();
  prob.x = rows.data();
  prob.bias = 1;
  parameter param{};
  param.solver_type = L2R_L2LOSS_SVC;  // primal: few features, many tuples
  param.eps = 1e-4;
  param.C = c;
  const Liblinear& linear = liblinear();
  if (const char* problem_text = linear.check_parameter(&prob, &param))
    throw core::UsageError(std::string("--c: ") + problem_text);
  linear.set_print_string_function(&silent);
  const std::unique_ptr<model, ModelDeleter> trained(linear.train(&prob, &param));
  // w scores the first label liblinear met as the positive class: turn it to "correct".
  const double sign = trained->label[0] == 1 ? 1.0 : -1.0;
  AvaModel m;
  for (std::size_t i = 0; i < 4; ++i) m.weights[i] = sign * trained->w[i];
  m.bias = sign * trained->w[4] * prob.bias;
  m.c = c;
  return m;
}

AvaTrainResult train_ava(const std::vector<AvaTuple>& tuples, const AvaTrainOptions& options,
                         const std::string& source) {
  const bool split =
      std::any_of(tuples.begin(), tuples.end(), [](const AvaTuple& t) { return !t.split.empty(); });
  std::vector<AvaFeatures> x;
  std::vector<bool> y;
  std::vector<AvaTuple> dev;
  for (const auto& t : tuples) {
    if (split && is_split(t, "Dev")) dev.push_back(t);
    if (split && !is_split(t, "Train")) continue;
    x.push_back(ava_features(t));
    y.push_back(t.label);
  }
  if (x.empty())
    throw core::InputError(source +
                           ": error: expected tuples of split Train to learn from, found " +
                           "none of its " + std::to_string(tuples.size()) +
                           " tuple(s) (explgraph ava pairs writes Train, Dev and Test)");
  AvaTrainResult result;
  result.source = source;
  result.model = train_ava_svm(x, y, options.c, source);
  result.train_tuples = x.size();
  result.dev_tuples = dev.size();
  result.alpha_from = "default";
  if (options.alpha) {
    result.model.alpha = *options.alpha;
    result.alpha_from = "given";
  } else if (!dev.empty()) {
    const auto judged = judge_tuples(result.model, dev);
    if (const auto alpha = best_f1_alpha(judged.curve)) {
      result.model.alpha = *alpha;
      result.alpha_from = "dev";
    }
  }
  if (!dev.empty()) result.dev = judge_tuples(result.model, std::move(dev)).pointwise;
  return result;
}

}  // namespace explgraph::analyze
