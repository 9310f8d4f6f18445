#include "commands.hpp"
#include "common_options.hpp"
#include "explgraph/analyze/synth.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run_synth(const Args& args, std::ostream& out, std::ostream& err) {
  analyze::SynthOptions options;
  std::string folder;
  po::options_description own("Options");
  own.add_options()
      ("questions", po::value(&options.questions)->default_value(2000)->value_name("N"), "questions to write")
      ("facts", po::value(&options.facts)->default_value(5000)->value_name("M"), "tablestore rows to write")
      ("zipf", po::value(&options.zipf)->default_value(0.8)->value_name("S"), "Zipf exponent of fact reuse")
      ("seed", po::value(&options.seed)->default_value(1)->value_name("S"), "random seed (same seed, same files)")
      ("out,o", po::value(&folder)->value_name("DIR"), "folder to write the corpus into (WorldTree V1 layout)")
      ("help,h", "show this help");
  if (parse_options(args, own)) {
    out << help_text("synth",
                     "writes a synthetic corpus in the WorldTree V1 layout whose statistics resemble WorldTree's: "
                     "Zipfian fact reuse, 1-16 facts per explanation (mean 6), V1's role mix, question stems that "
                     "name their facts' words, 12 tables over the four knowledge categories. Deterministic from "
                     "--seed; for benchmarks at 10x, 100x and 1000x WorldTree's size.",
                     "explgraph synth --questions N --facts M [--seed S] --out DIR", own, po::options_description());
    return 0;
  }
  if (folder.empty()) throw core::UsageError("--out: give the folder to write the corpus into");
  if (options.facts < 2 || options.questions < 1)
    throw core::UsageError("--facts and --questions: expected at least 2 facts and 1 question");
  auto summary = analyze::write_synthetic_corpus(folder, options);
  err << "synth: wrote " << summary.questions << " questions (" << summary.tokens << " explanation tokens) and "
      << summary.facts << " facts in " << summary.tables << " tables to " << folder << "/tsv/\n";
  return 0;
}

}  // namespace explgraph::cli
