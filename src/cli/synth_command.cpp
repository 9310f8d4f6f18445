#include <filesystem>

#include "commands.hpp"
#include "common_options.hpp"
#include "explgraph/analyze/synth.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/report/synth_writer.hpp"

namespace explgraph::cli {

int run_synth(const Args& args, std::ostream& out, std::ostream& err) {
  analyze::SynthOptions options;
  std::string folder;
  WholeNumber questions{options.questions}, facts{options.facts}, seed{options.seed};
  bool force = false;
  po::options_description own("Options");
  own.add_options()
      ("questions", po::value(&questions)->default_value(questions)->value_name("N"), "questions to write (1 to 100,000,000)")
      ("facts", po::value(&facts)->default_value(facts)->value_name("M"), "tablestore rows to write (2 to 100,000,000)")
      ("zipf", po::value(&options.zipf)->default_value(options.zipf, "0.8")->value_name("S"),
       "Zipf exponent of fact reuse (0 to 10; 0: uniform)")
      ("seed", po::value(&seed)->default_value(seed)->value_name("S"), "random seed (same seed, same files)")
      ("out,o", po::value(&folder)->value_name("DIR"), "folder to write the corpus into (WorldTree V1 layout)")
      ("force", po::bool_switch(&force), "write into a folder that is not empty (its corpus files are replaced)")
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
  check_range("--questions", questions, 1, 100'000'000);
  check_range("--facts", facts, 2, 100'000'000);
  options.questions = questions.value;
  options.facts = facts.value;
  options.seed = seed.value;
  std::error_code ec;
  if (std::filesystem::exists(folder, ec) && !std::filesystem::is_directory(folder, ec))
    throw core::InputError(folder + ": error: --out names a file; expected a folder for the corpus");
  if (std::filesystem::is_directory(folder, ec) && !std::filesystem::is_empty(folder, ec) && !force)
    throw core::UsageError("--out: " + folder + " is not empty; give a new folder, or --force to write into it");
  auto summary = report::write_synthetic_corpus(folder, options);
  err << "synth: wrote " << summary.questions << " questions (" << summary.tokens << " explanation tokens) and "
      << summary.facts << " facts in " << summary.tables << " tables to " << folder << "/tsv/\n";
  return 0;
}

}  // namespace explgraph::cli
