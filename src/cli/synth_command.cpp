#include "synth_command.hpp"

#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/synth/corpus_writer.hpp"

namespace explgraph::cli {

int run(const options::SynthCommandOptions& o, std::ostream&, std::ostream& err) {
  if (o.folder.empty()) throw core::UsageError("--out: give the folder to write the corpus into");
  check_range("--questions", o.questions, 1, 100'000'000);
  check_range("--facts", o.facts, 2, 100'000'000);
  synth::SynthOptions options = o.synth;
  options.questions = o.questions.value;
  options.facts = o.facts.value;
  options.seed = o.seed.value;
  core::RemovedOnInterrupt interrupts;  // Ctrl-C and the like leave no hidden folder behind
  auto summary = synth::write_synthetic_corpus(o.folder, options, o.force, &interrupts);
  err << "synth: wrote " << summary.questions << " questions (" << summary.tokens
      << " explanation tokens) and " << summary.facts << " facts in " << summary.tables
      << " tables to " << o.folder << "/tsv/\n";
  return 0;
}

}  // namespace explgraph::cli
