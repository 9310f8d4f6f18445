#include "probe_command.hpp"

#include "command_shell.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run(const options::ProbeCommandOptions& o, std::ostream& out, std::ostream& err) {
  options::check_probe_source(options::corpus_given(o.corpus), o.wordnet);
  const analyze::ProbeOptions options = library_options(o);
  CorpusOptions corpus = o.corpus;
  corpus.tablestore_alone = true;
  // Checks the --out folder as a probe set's (output.folder_what) before anything is read.
  auto& workspace = open_workspace(corpus, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {}, {o.wordnet}, o.output.out);
  core::Diagnostics warnings;
  const bool tables = options::corpus_given(o.corpus);
  auto source = probe_source(tables ? &workspace : nullptr, o.wordnet, warnings);
  if (o.output.strict && warnings.warning_count() > 0)  // fails before any folder is made
    finish_input_warnings(warnings, o.output, err);
  core::RemovedOnInterrupt interrupts;  // Ctrl-C leaves no hidden folder behind
  Output output =
      probe(std::move(source), options, o.output.out, o.output.force, &interrupts, o.output.strict);
  output.prepend_input_warnings(std::move(warnings));
  finish_input_warnings(output.input_warnings, o.output, err);
  if (output.text) output.write(Format::kText, out);  // --sample: questions to read
  if (!o.output.quiet) {
    const auto summary = output.json();
    err << "probe: wrote " << summary["questions"].get<std::size_t>() << " question(s) in "
        << summary["clusters"].get<std::size_t>() << " cluster(s) from "
        << summary["concepts"].get<std::size_t>() << " concept(s) to " << o.output.out
        << "/ (questions.tsv, probes.jsonl, summary.json)\n";
    std::size_t unaskable = 0;
    for (const auto& [kind, answers] : summary["unaskable"].items())
      unaskable += answers.get<std::size_t>();
    if (unaskable > 0)
      err << "probe: " << unaskable << " answer(s) not asked: no distractor family had "
          << options.choices - 1
          << (options.choices == 2 ? " valid distractor" : " valid distractors")
          << " for them (summary.json: unaskable)\n";
  }
  return 0;
}

}  // namespace explgraph::cli
