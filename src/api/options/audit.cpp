#include "explgraph/api/options/audit.hpp"

#include "explgraph/analyze/tree_audit.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/audit_report.hpp"

namespace explgraph::options {
namespace {

std::string check_list() {
  std::string out;
  for (const auto* checks : {&analyze::audit_checks(), &analyze::tree_audit_checks()})
    for (const auto& c : *checks) out += (out.empty() ? "" : ", ") + c.name;
  return out;
}

std::string check_lines(const std::vector<analyze::AuditCheck>& checks) {
  std::string out;
  for (const auto& c : checks)
    out += "  " + c.name + std::string(25 - std::min<std::size_t>(c.name.size(), 24), ' ') +
           (c.severity == core::Severity::kError ? "error" : "warning") + ": " + c.description +
           "\n";
  return out;
}

std::string checks_help() {
  return "\nChecks (severity: description):\n" + check_lines(analyze::audit_checks()) +
         "Checks of EntailmentBank trees (--corpus TREES):\n" +
         check_lines(analyze::tree_audit_checks()) +
         "Input anomalies are reported as warnings under their own names: duplicate-question-id "
         "(two questions with one id: both kept, the second named ID#2 in what explgraph writes "
         "and reads), duplicate-uid, invalid-utf8, ragged-row, …\n";
}

}  // namespace

std::size_t AuditCommandOptions::warnings_listed() const {
  return all_warnings ? 0 : report::kWarningsListedPerCheck;
}

analyze::AuditOptions library_options(const AuditCommandOptions& o) {
  analyze::AuditOptions options;
  options.scope = o.tablestore ? analyze::AuditScope::kTablestore : analyze::AuditScope::kQuestions;
  if (!o.baseline.empty()) {
    load::InputFile in(o.baseline);
    options.baseline = load::read_audit_baseline(in.stream(), in.name());
  }
  for (const auto& name : o.ignore) {
    if (analyze::find_audit_check(name) == nullptr)
      throw core::UsageError("--ignore: unknown check '" + name + "'; checks are " + check_list());
    options.ignore.insert(name);
  }
  return options;
}

const CommandHelp kAuditHelp{
    "audit",
    "checks explanations the way a compiler checks code, before they join a corpus: tokens, roles, "
    "UIDs (dangling, deprecated, repeated), the linking rule (every fact shares a content word "
    "with the question, the answer or another fact; question and answer joined), question text and "
    "answer key, and the tablestore (UIDs defined twice, rows saying the same thing). Tablestore "
    "findings count when an audited explanation cites a row they name; the others are one summary "
    "warning (--tablestore audits the tablestore alone, every finding in full). A file none of "
    "whose questions has an explanation, beside files that have them, is a masked split: one "
    "warning. Prints FILE:LINE:COL: error|warning: MESSAGE [check]. Exit 0 when clean, 1 when "
    "there is an error (--strict: any warning), 2 when the input is unusable. With --corpus naming "
    "EntailmentBank's trees (the release's folders or a JSONL file of trees a person wrote), "
    "checks each proof: it parses, every id is defined, no conclusion is reached twice or depends "
    "on itself, every intermediate is used, the hypothesis is concluded, no premise is a listed "
    "distractor, each conclusion shares a content word with its premises.",
    "explgraph audit --tables PATH QUESTIONS.tsv... [options]\n"
    "       explgraph audit --corpus DIR [options]\n"
    "       explgraph audit --tables PATH --tablestore [options]\n"
    "       explgraph audit --corpus TREES [options]",
    checks_help() +
        "\nExamples:\n"
        "  explgraph audit --corpus corpus\n"
        "  explgraph audit --tables corpus/tsv/tableindex.txt "
        "corpus/tsv/questionsAndExplanations.tsv --ignore qa-not-joined\n"
        "  explgraph audit --tables corpus/tsv/tableindex.txt --tablestore\n"
        "  explgraph audit --corpus corpus/entailment/dev.jsonl\n"};

void add_options(OptionBlocks& blocks, AuditCommandOptions& o) {
  blocks.own.add_options()("ignore", po::value(&o.ignore)->composing()->value_name("CHECK"),
                           "switch a check off (repeatable)")(
      "tablestore", po::bool_switch(&o.tablestore),
      "audit the tablestore itself, every finding at full severity")(
      "baseline", po::value(&o.baseline)->value_name("FILE"),
      "a previous 'audit --format json': findings it lists are accepted and not reported; only new "
      "ones fail")("all-warnings", po::bool_switch(&o.all_warnings),
                   ("list every warning in the text; without it, the first " +
                    std::to_string(report::kWarningsListedPerCheck) +
                    " of each check are listed and the rest counted (JSON and TSV list all)")
                       .c_str());
  add_common_options(blocks, o.corpus, o.output);
  blocks.positional.add("questions", -1);
}

}  // namespace explgraph::options
