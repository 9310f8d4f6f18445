// ava: an automatic evaluator of free-text answers judged against people (Vu and Moschitti).
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/ava_judgments.hpp"
#include "explgraph/load/input_file.hpp"
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

}  // namespace explgraph
