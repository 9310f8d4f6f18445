#include "explgraph/api/report_builder.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/notable_explanations.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/analyze/types.hpp"

namespace explgraph {
namespace {

// "explgraph report: worldtree-v1 (v1 layout)": the corpus folder's own name.
std::string default_title(const load::Corpus& corpus) {
  const auto source = std::filesystem::path(corpus.source).lexically_normal();
  std::string name = source.filename().string();
  if (name.empty() || name == ".") name = source.parent_path().filename().string();
  return "explgraph report: " + name + " (" + corpus.layout + " layout)";
}

report::ReportSection accuracy_section(Workspace& workspace, const ReportOptions& o,
                                       const ReportInputs& inputs) {
  analyze::AccuracyOptions accuracy;
  accuracy.baseline = o.baseline;
  accuracy.resamples = o.resamples;
  accuracy.alternative = o.alternative;
  accuracy.seed = o.seed;
  accuracy.answered_only = o.answered_only;
  return report::accuracy_section(analyze::compute_accuracy(
      workspace.corpus(), workspace.explanation_graphs(), inputs.predictions, accuracy));
}

report::ReportSection rankeval_section(Workspace& workspace, const ReportOptions& o,
                                       const ReportInputs& inputs) {
  analyze::RankevalOptions rank;
  rank.scorer = o.scorer;
  rank.resamples = o.resamples;
  rank.alternative = o.alternative;
  rank.seed = o.seed;
  auto result = analyze::evaluate_rankings(workspace.corpus(), workspace.explanation_graphs(),
                                           inputs.rankings, rank);
  result.scorer = o.scorer == analyze::Scorer::kTg2019 ? "tg2019" : "tg2020";
  return report::rankeval_section(result);
}

// The power of the corpus's test sets (none without a scorable question): gains 0 to 0.1 by
// 0.005, hurt shares 0, 0.01, 0.02 and 0.05, at the report's alternative (less is planned as
// greater: the same sizes by symmetry).
std::optional<report::ReportSection> power_section(Workspace& workspace, const ReportOptions& o) {
  const auto sets = analyze::test_sets(workspace.corpus());
  if (sets.front().questions == 0) return std::nullopt;
  analyze::PowerOptions power;
  for (const auto& set : sets)
    if (std::find(power.ns.begin(), power.ns.end(), set.questions) == power.ns.end())
      power.ns.push_back(set.questions);
  for (int step = 0; step <= 20; ++step) power.effects.push_back(step / 200.0);
  power.hurts = {0, 0.01, 0.02, 0.05};
  power.alternative = analyze::planned_alternative(o.alternative);
  // An effect and hurt share need at most n changed questions; tiny sets drop what cannot fit.
  const std::size_t smallest = *std::min_element(power.ns.begin(), power.ns.end());
  power.effects.erase(std::remove_if(power.effects.begin(), power.effects.end(),
                                     [&](double e) {
                                       const double hurt = power.hurts.back();
                                       return analyze::items_of(e + hurt, smallest) +
                                                  analyze::items_of(hurt, smallest) >
                                              smallest;
                                     }),
                      power.effects.end());
  return report::power_section(sets, analyze::compute_power(power));
}

}  // namespace

ReportInputs read_report_inputs(const ReportOptions& options) {
  ReportInputs inputs;
  inputs.predictions = load::read_named_predictions(options.predictions, inputs.warnings);
  inputs.rankings = load::read_named_rankings(options.rankings, inputs.warnings);
  return inputs;
}

report::ReportBundle build_report(Workspace& workspace, const ReportOptions& o,
                                  const ReportInputs& inputs,
                                  const std::function<void(const std::string&)>& step) {
  auto tell = [&](const std::string& what) {
    if (step) step(what);
  };
  const auto& corpus = workspace.corpus();
  tell("normalising text and building the graph");
  const auto& index = workspace.explanations();
  workspace.explanation_graphs();
  tell("corpus analyses");
  auto stats = analyze::compute_stats(corpus);
  auto reuse = analyze::compute_reuse(corpus, index);
  auto hops = analyze::compute_hops(corpus, workspace.explanation_graphs());
  auto audit = analyze::run_audit(corpus, workspace.explanation_graphs(), {});
  report::ReportBundle bundle;
  bundle.title = !o.title.empty() ? o.title : default_title(corpus);
  bundle.summary = report::report_summary(stats, reuse, hops, audit);
  bundle.sections = {report::stats_section(stats), report::reuse_section(reuse),
                     report::types_section(analyze::compute_types(corpus)),
                     report::hops_section(hops)};
  tell("overlap and growth");
  // At least ten points on the curves, whatever the corpus size.
  const std::size_t step_size =
      std::max<std::size_t>(1, std::min<std::size_t>(o.step, index.question_count() / 10));
  bundle.sections.push_back(
      report::overlap_section(analyze::compute_overlap(index, {step_size, 0, o.seed})));
  bundle.sections.push_back(
      report::growth_section(analyze::compute_growth(corpus, index, {step_size, 0, o.seed})));
  if (!inputs.predictions.empty()) {
    tell("solver accuracy");
    bundle.sections.push_back(accuracy_section(workspace, o, inputs));
  }
  if (analyze::has_targets_and_pool(corpus, index, {})) {  // Dev and Train explanations
    tell("explanatory patterns");
    bundle.sections.push_back(report::patterns_section(
        analyze::compute_patterns(corpus, index, workspace.normalizer(), {})));
  }
  if (auto power = power_section(workspace, o)) bundle.sections.push_back(std::move(*power));
  if (!inputs.rankings.empty()) {
    tell("ranking scores");
    bundle.sections.push_back(rankeval_section(workspace, o, inputs));
  }
  bundle.sections.push_back(report::audit_section(audit));
  if (!corpus.questions.empty()) {
    tell("explanation pictures");
    bundle.explanations = report::explanations_page(
        corpus, workspace.explanation_graphs(), workspace.normalizer(),
        analyze::notable_explanations(corpus, workspace.explanation_graphs(), reuse),
        corpus_arguments(workspace.options()));
  }
  return bundle;
}

}  // namespace explgraph
