#include "analysis_command.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/report/audit_report.hpp"

#include <memory>

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
      "twice, rows saying the same thing). Tablestore findings count when an audited explanation cites a row they name; "
      "the others are one summary warning (--tablestore audits the tablestore alone, every finding in full). A file "
      "none of whose questions has an explanation, beside files that have them, is a masked split: one warning. "
      "Prints FILE:LINE:COL: error|warning: MESSAGE [check]. Exit 0 when clean, 1 when there is an error (--strict: "
      "any warning), 2 when the input is unusable.",
      "explgraph audit --tables PATH QUESTIONS.tsv... [options]\n       explgraph audit --corpus DIR [options]\n"
      "       explgraph audit --tables PATH --tablestore [options]",
      checks_help(), true, true};
  std::vector<std::string> ignore;
  std::string baseline;
  bool tablestore = false;
  CommandInfo with_scope = info;
  with_scope.tables_only = &tablestore;
  with_scope.files = [&] { return RunFiles{{baseline}, {}}; };
  po::options_description own("Options");
  own.add_options()
      ("ignore", po::value(&ignore)->composing()->value_name("CHECK"), "switch a check off (repeatable)")
      ("tablestore", po::bool_switch(&tablestore), "audit the tablestore itself, every finding at full severity")
      ("baseline", po::value(&baseline)->value_name("FILE"),
       "a previous 'audit --format json': findings it lists are accepted and not reported; only new ones fail");
  return run_analysis(args, out, err, with_scope, own, [&](const LoadedCorpus& loaded) {
    analyze::AuditOptions options;
    options.scope = tablestore ? analyze::AuditScope::kTablestore : analyze::AuditScope::kQuestions;
    if (!baseline.empty()) {
      load::InputFile in(baseline);
      options.baseline = load::read_audit_baseline(in.stream(), in.name());
    }
    for (const auto& name : ignore) {
      if (analyze::find_audit_check(name) == nullptr)
        throw core::UsageError("--ignore: unknown check '" + name + "'; checks are " + check_list());
      options.ignore.insert(name);
    }
    text::Normalizer normalizer(normalizer_options(loaded));
    graph::CorpusGraph graph(loaded.corpus, normalizer);
    auto result = std::make_shared<analyze::AuditResult>(analyze::run_audit(loaded.corpus, graph, normalizer, options));
    Rendered r{{}, {}, [result](std::ostream& o) { report::write_audit_text(*result, o); }, result->errors > 0,
               result->warnings > 0};
    r.make_json = [result] { return report::audit_json(*result); };
    r.make_document = [result] { return report::audit_document(*result); };
    return r;
  });
}

}  // namespace explgraph::cli
