// ava: an automatic evaluator of free-text answers judged against people (Vu and Moschitti).
#include <algorithm>

#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/ava_judgments.hpp"
#include "explgraph/load/ava_tuples.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/ava_linear_report.hpp"
#include "explgraph/report/ava_report.hpp"

namespace explgraph {

Output ava_systems(const analyze::AvaJudgments& judged, const analyze::AvaSystemsOptions& options) {
  if (judged.judgments.empty())
    throw core::InputError(judged.name + ": error: expected judgments, found none");
  auto result = std::make_shared<const analyze::AvaSystemsResult>(
      analyze::evaluate_evaluator(judged, options));
  Output output;
  if (result->systems.size() < 2)
    output.input_warnings.warn(judged.name, 0, 0, "too-few-systems",
                               "Kendall's tau compares rankings of systems, and only " +
                                   std::to_string(result->systems.size()) +
                                   " system was judged; kendall_tau is null");
  else if (!result->kendall.tau)
    output.input_warnings.warn(judged.name, 0, 0, "tied-systems",
                               "every system has the same human (or estimated) accuracy, so the "
                               "rankings cannot be compared; kendall_tau is null");
  output.json = [result] { return report::ava_systems_json(*result); };
  output.document = [result] { return report::ava_systems_document(*result); };
  output.tables = [result] {
    return report::ava_systems_tables(report::ava_systems_json(*result));
  };
  return output;
}

Output ava_systems(const std::string& judgments_file, std::optional<double> alpha,
                   const analyze::AvaSystemsOptions& options) {
  core::Diagnostics warnings;
  load::InputFile in(judgments_file);
  const auto judged = load::read_ava_judgments(in.stream(), in.name(), alpha, warnings);
  Output output = ava_systems(judged, options);
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

namespace {

std::vector<analyze::AvaTuple> read_tuples(const std::string& file, core::Diagnostics& warnings,
                                           std::string& name) {
  load::InputFile in(file);
  name = in.name();
  return load::read_ava_tuples(in.stream(), in.name(), warnings);
}

}  // namespace

Output ava_pairs(const std::string& as2_file, const analyze::AvaPairsOptions& options) {
  core::Diagnostics warnings;
  load::InputFile in(as2_file);
  const auto questions = load::read_as2(in.stream(), in.name(), warnings);
  auto result = analyze::build_ava_tuples(questions, options);
  result.source = in.name();
  if (result.tuples.empty())
    throw core::InputError(in.name() + ": error: expected questions with at least two correct " +
                           "candidates (AVA pairs a correct reference with another candidate), " +
                           "found none among its " + std::to_string(result.questions) +
                           " question(s)");
  auto shared = std::make_shared<const analyze::AvaPairsResult>(std::move(result));
  Output output;
  output.json = [shared] { return report::ava_pairs_json(*shared); };
  output.document = [shared] { return report::ava_pairs_document(*shared); };
  output.data = [shared](std::ostream& out) { report::write_ava_tuples(shared->tuples, out); };
  output.input_warnings = std::move(warnings);
  return output;
}

Output ava_train(const std::string& tuples_file, const analyze::AvaTrainOptions& options) {
  core::Diagnostics warnings;
  std::string name;
  const auto tuples = read_tuples(tuples_file, warnings, name);
  Output output = make_output(analyze::train_ava(tuples, options, name), report::ava_model_json,
                              report::ava_model_document, report::default_tables);
  output.input_warnings = std::move(warnings);
  return output;
}

Output ava_judge(const std::string& model_file, const std::string& tuples_file,
                 const std::string& split) {
  load::InputFile model_in(model_file);
  const auto model = load::read_ava_model(model_in.stream(), model_in.name());
  core::Diagnostics warnings;
  std::string name;
  auto tuples = read_tuples(tuples_file, warnings, name);
  if (!split.empty()) {
    tuples.erase(std::remove_if(tuples.begin(), tuples.end(),
                                [&](const analyze::AvaTuple& t) { return t.split != split; }),
                 tuples.end());
    if (tuples.empty())
      throw core::InputError(name + ": error: expected tuples of split " + split +
                             ", found none (--split names the tuples' seventh column)");
  }
  auto result = analyze::judge_tuples(model, std::move(tuples));
  result.model_source = model_in.name();
  result.tuples_source = name;
  result.split = split;
  Output output = make_output(std::move(result), report::ava_judge_json, report::ava_judge_document,
                              report::ava_judge_tables);
  output.input_warnings = std::move(warnings);
  return output;
}

}  // namespace explgraph
