// probe: controlled probe sets of what a QA model knows (Richardson and Sabharwal).
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/probe_report.hpp"
#include "explgraph/report/report_folder.hpp"

namespace explgraph {

std::shared_ptr<const analyze::ProbeSource> probe_source(const Workspace* tables,
                                                         const std::string& wordnet,
                                                         core::Diagnostics& warnings) {
  auto source = std::make_shared<analyze::ProbeSource>();
  if (!tables) {
    source->taxonomy = load::read_wordnet(wordnet, warnings);
    return source;
  }
  source->taxonomy = load::taxonomy_from_tablestore(tables->corpus().tablestore, warnings);
  if (!wordnet.empty()) {
    auto nouns = load::read_wordnet(wordnet, warnings);  // data.noun first: its errors first
    source->lexicon = std::make_shared<const analyze::Lexicon>(
        std::move(nouns), load::read_wordnet_parts_of_speech(wordnet));
    source->alignment = analyze::align_senses(source->taxonomy, *source->lexicon);
  }
  return source;
}

Output probe(std::shared_ptr<const analyze::ProbeSource> source,
             const analyze::ProbeOptions& options, const std::string& folder, bool force,
             core::RemovedOnInterrupt* interrupts, bool strict) {
  const load::Taxonomy& taxonomy = source->taxonomy;
  // The set refers to the source's taxonomy: both live as long as the output's closures.
  struct Probed {
    std::shared_ptr<const analyze::ProbeSource> source;
    analyze::ProbeSet set;
  };
  const auto probed =
      std::make_shared<const Probed>(Probed{source, analyze::generate_probes(*source, options)});
  const std::shared_ptr<const analyze::ProbeSet> set(probed, &probed->set);
  if (set->probes.empty())
    throw core::InputError(taxonomy.source +
                           ": error: expected concepts to ask about, found no "
                           "question to make (" +
                           std::to_string(taxonomy.names.size()) + " concepts, " +
                           std::to_string(taxonomy.edges.size()) + " ISA edges: too few for " +
                           std::to_string(options.choices) + " choices?)");
  Output output;
  output.json = [set] { return report::probe_summary_json(*set); };
  output.document = [set] { return report::probe_document(*set); };
  if (!set->sample.empty())  // the reading sample is the text a person reads
    output.text = [set](std::ostream& out) { report::write_probe_sample(*set, out); };
  for (const auto& a : set->artifacts)
    if (a.flagged)
      output.input_warnings.warn(folder + "/summary.json", 0, 0, "probe-artifact",
                                 "the " + a.heuristic + " heuristic answers " +
                                     core::format_double(*a.accuracy * 100, 1) + "% of the " +
                                     std::to_string(a.questions) + " " + a.kind +
                                     " questions outside Train without reading them (chance " +
                                     core::format_double(a.chance * 100, 1) +
                                     "%): a model can score by the choices alone");
  if (strict && output.input_warnings.warning_count() > 0) return output;  // nothing written
  report::ReportFolder written(folder, interrupts, {analyze::kProbeSetFolder, force});
  written.add("questions.tsv",
              [&](std::ostream& out) { report::write_probe_questions(*set, out); });
  written.add("probes.jsonl", [&](std::ostream& out) { report::write_probe_lines(*set, out); });
  written.add("summary.json", [&](std::ostream& out) {
    report::write_json(report::probe_summary_json(*set), out);
  });
  written.put_in_place();
  return output;
}

}  // namespace explgraph
