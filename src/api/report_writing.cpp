#include "explgraph/api/output_safety.hpp"
#include "explgraph/api/report_builder.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph {

report::ReportBundle write_report(Workspace& workspace, const ReportOptions& options,
                                  const ReportInputs& inputs, const std::string& folder, bool force,
                                  const ReportHooks& hooks, core::RemovedOnInterrupt* interrupts) {
  if (folder.empty() || folder == "-")
    throw core::UsageError("--out: expected the folder to write the report into, found " +
                           std::string(folder.empty() ? "none" : "'-'") +
                           " (a report is a folder of pages, not one stream)");
  std::vector<std::string> read = load::paths_of(options.predictions);
  for (const auto& path : load::paths_of(options.rankings)) read.push_back(path);
  if (!options.judgments.empty()) read.push_back(options.judgments);
  refuse_to_overwrite_inputs(workspace, {}, read, folder);
  if (hooks.checked) hooks.checked();
  report::ReportFolder written(folder, interrupts, {"report", force});
  report::ReportBundle bundle =
      build_report(workspace, options, inputs, hooks.step, hooks.finished, &written);
  if (hooks.step) hooks.step("writing " + folder);
  if (hooks.before_put_in_place) hooks.before_put_in_place(bundle);
  written.put_in_place();
  return bundle;
}

}  // namespace explgraph
