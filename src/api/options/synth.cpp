#include "explgraph/api/options/synth.hpp"

#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/synth/corpus_writer.hpp"

namespace explgraph::options {

const CommandHelp kSynthHelp{
    "synth",
    "writes a synthetic corpus in the WorldTree V1 layout whose statistics resemble WorldTree's: "
    "Zipfian fact reuse, 1-16 facts per explanation (mean 6), V1's role mix, question stems that "
    "name their facts' words, 12 tables over the four knowledge categories. Deterministic from "
    "--seed; for benchmarks at 10x, 100x and 1000x WorldTree's size.",
    "explgraph synth --questions N --facts M [--seed S] --out DIR",
    "\nExamples:\n"
    "  explgraph synth --questions 2000 --facts 5000 --out synthetic\n"
    "  explgraph synth --questions 20000 --facts 50000 --zipf 0.9 --seed 3 --out synthetic-10x\n"};

void add_options(OptionBlocks& blocks, SynthCommandOptions& o) {
  blocks.own.add_options()("questions",
                           po::value(&o.questions)->default_value(o.questions)->value_name("N"),
                           "questions to write (1 to 100,000,000)")(
      "facts", po::value(&o.facts)->default_value(o.facts)->value_name("M"),
      "tablestore rows to write (2 to 100,000,000)")(
      "zipf", po::value(&o.synth.zipf)->default_value(o.synth.zipf, "0.8")->value_name("S"),
      "Zipf exponent of fact reuse (0 to 10; 0: uniform)")(
      "seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"),
      "random seed (same seed, same files)")(
      "out,o", po::value(&o.folder)->value_name("DIR"),
      "folder to write the corpus into (WorldTree V1 layout)")(
      "force", po::bool_switch(&o.force),
      "replace the --out folder even when explgraph did not write it, with all it holds "
      "(an earlier synthetic corpus is replaced without it)")("help,h", "show this help");
}

}  // namespace explgraph::options
