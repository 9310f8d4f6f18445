#include "analysis_command.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/report/audit_report.hpp"

namespace explgraph::cli {
namespace {

std::string check_list() {
  std::string out;
  for (const auto& c : analyze::audit_checks()) out += (out.empty() ? "" : ", ") + c.name;
  return out;
}

std::string checks_help() {
  std::string out = "\nChecks (severity: description):\n";
  for (const auto& c : analyze::audit_checks())
    out += "  " + c.name + std::string(20 - std::min<std::size_t>(c.name.size(), 19), ' ') +
           (c.severity == core::Severity::kError ? "error" : "warning") + ": " + c.description + "\n";
  return out + "Input anomalies (invalid-utf8, ragged-row, …) are reported as warnings under their own names.\n";
}

}  // namespace

int run_audit(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "audit",
      "checks explanations the way a compiler checks code, before they join a corpus: tokens, roles, UIDs (dangling, "
      "deprecated, repeated), the linking rule (every fact shares a content word with the question, the answer or "
      "another fact; question and answer joined), question text and answer key, and the tablestore (UIDs defined "
      "twice, rows saying the same thing). Prints FILE:LINE:COL: error|warning: MESSAGE [check]. Exit 0 when clean, "
      "1 when there is an error (--strict: any warning), 2 when the input is unusable.",
      "explgraph audit --tables PATH QUESTIONS.tsv... [options]\n       explgraph audit --corpus DIR [options]"};
  CorpusOptions corpus;
  OutputOptions output;
  std::vector<std::string> ignore;
  po::options_description own("Options"), common("Common options");
  own.add_options()("ignore", po::value(&ignore)->composing()->value_name("CHECK"),
                    "switch a check off (repeatable)");
  add_corpus_options(common, corpus);
  add_output_options(common, output);
  po::options_description all;
  all.add(own).add(common);
  po::positional_options_description positional;
  positional.add("questions", -1);
  if (parse_options(args, all, &positional)) {
    out << help_text(info.name, info.summary, info.usage, own, common) << checks_help();
    return 0;
  }
  analyze::AuditOptions options;
  for (const auto& name : ignore) {
    if (analyze::find_audit_check(name) == nullptr)
      throw core::UsageError("--ignore: unknown check '" + name + "'; checks are " + check_list());
    options.ignore.insert(name);
  }
  Format format = output.parsed_format();
  OutputOptions loading = output;
  loading.strict = false;  // the audit reports input warnings itself
  loading.quiet = true;
  LoadedCorpus loaded = load_corpus(corpus, loading, err);
  text::Normalizer normalizer(normalizer_options(loaded));
  graph::CorpusGraph graph(loaded.corpus, normalizer);
  auto result = analyze::run_audit(loaded.corpus, graph, normalizer, options);
  emit(output, out, [&](std::ostream& o) {
    switch (format) {
      case Format::kJson: o << report::audit_json(result).dump(2) << '\n'; break;
      case Format::kTsv: report::write_tsv(report::audit_document(result), o); break;
      case Format::kMarkdown: report::write_markdown(report::audit_document(result), o); break;
      case Format::kText: report::write_audit_text(result, o); break;
    }
  });
  return result.errors > 0 || (output.strict && result.warnings > 0) ? 1 : 0;
}

}  // namespace explgraph::cli
