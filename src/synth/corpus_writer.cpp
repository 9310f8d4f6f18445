#include "explgraph/synth/corpus_writer.hpp"

#include "explgraph/report/report_folder.hpp"

namespace explgraph::synth {

SynthSummary write_synthetic_corpus(const std::string& dir, const SynthOptions& options, bool force,
                                    core::RemovedOnInterrupt* interrupts) {
  report::ReportFolder folder(dir, interrupts, {"synthetic corpus", force});
  auto summary = generate_synthetic_corpus(
      options, [&](const std::string& name, const std::function<void(std::ostream&)>& write) {
        folder.add(name, write);
      });
  folder.put_in_place();
  return summary;
}

}  // namespace explgraph::synth
