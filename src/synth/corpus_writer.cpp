#include "explgraph/synth/corpus_writer.hpp"

#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/report/output_file.hpp"

namespace explgraph::synth {

SynthSummary write_synthetic_corpus(const std::string& dir, const SynthOptions& options) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(fs::path(dir) / "tsv" / "tables", ec);
  if (ec) throw core::InputError(dir + ": error: cannot create the corpus folder: " + ec.message());
  return generate_synthetic_corpus(
      options, [&](const std::string& name, const std::function<void(std::ostream&)>& write) {
        report::write_file_atomically((fs::path(dir) / name).string(), write);
      });
}

}  // namespace explgraph::synth
