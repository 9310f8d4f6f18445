#include "explgraph/report/audit_report.hpp"

#include "explgraph/report/svg_chart.hpp"

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::report {
using std::to_string;

namespace {

const char* severity_name(core::Severity s) {
  return s == core::Severity::kError ? "error" : "warning";
}

std::string severity_of(const std::string& check) {
  const auto* info = analyze::find_audit_check(check);
  return severity_name(info != nullptr ? info->severity : core::Severity::kWarning);
}

Table checks_table(const analyze::AuditResult& r) {
  Table t{"Findings per check", {"check", "severity", "count"}, {}, ""};
  for (const auto& [check, n] : r.counts)
    t.rows.push_back({check, severity_of(check), to_string(n)});
  return t;
}

std::string headline(const analyze::AuditResult& r) {
  std::string counts = to_string(r.errors) + " error(s), " + to_string(r.warnings) + " warning(s)";
  if (r.tablestore_only) return counts + " in the tablestore";
  return counts + "; " + to_string(r.questions_clean) + " of " + to_string(r.questions) +
         (r.trees ? " trees clean" : " questions clean");
}

}  // namespace

std::string format_finding(const analyze::Finding& f) {
  return core::format_diagnostic({f.severity, f.file, f.line, f.column, f.check, f.message});
}

namespace {

bool linking_check(const std::string& check) {
  return check == "isolated-fact" || check == "qa-not-joined";
}

// Which findings the text lists: every error, the first `per_check` warnings of each check
// (all when 0); `unlisted` counts the others per check.
std::vector<bool> listed_findings(const analyze::AuditResult& r, std::size_t per_check,
                                  std::map<std::string, std::size_t>& unlisted) {
  std::vector<bool> listed(r.findings.size(), true);
  if (per_check == 0) return listed;
  std::map<std::string, std::size_t> warnings;
  for (std::size_t i = 0; i < r.findings.size(); ++i) {
    const auto& f = r.findings[i];
    if (f.severity == core::Severity::kError || ++warnings[f.check] <= per_check) continue;
    listed[i] = false;
    ++unlisted[f.check];
  }
  return listed;
}

// After a question's last listed finding, when a listed one was about linking: how to see
// its graph.
void write_show_notes(const analyze::AuditResult& r, const std::vector<bool>& listed, std::size_t i,
                      const std::string& show_command, std::ostream& out) {
  const auto& f = r.findings[i];
  if (show_command.empty() || f.question.empty()) return;
  auto same_question = [&](std::size_t k) {
    return r.findings[k].question == f.question && r.findings[k].file == f.file;
  };
  std::size_t next = i + 1;
  while (next < r.findings.size() && !listed[next] && same_question(next)) ++next;
  if (next < r.findings.size() && same_question(next)) return;  // not its last listed one
  bool linking = false;
  for (std::size_t k = i + 1; k-- > 0 && same_question(k);)
    linking = linking || (listed[k] && linking_check(r.findings[k].check));
  if (!linking) return;
  std::string command = show_command;
  command.replace(command.find("{id}"), 4, core::shell_word(f.question));
  out << f.file << ':' << f.line << ": note: see its explanation graph: " << command << '\n';
}

}  // namespace

void write_audit_text(const analyze::AuditResult& r, std::ostream& out,
                      const AuditTextOptions& options) {
  std::map<std::string, std::size_t> unlisted;
  const auto listed = listed_findings(r, options.warnings_per_check, unlisted);
  for (std::size_t i = 0; i < r.findings.size(); ++i) {
    if (!listed[i]) continue;
    out << format_finding(r.findings[i]) << '\n';
    write_show_notes(r, listed, i, options.show_command, out);
  }
  if (!r.findings.empty()) out << '\n';
  out << "audit: " << headline(r) << '\n';
  if (r.questions_unlinked > 0)
    out << "audit: linking checks skipped for " << r.questions_unlinked
        << " question(s) without usable text\n";
  if (r.trees_without_proof > 0)
    out << "audit: " << r.trees_without_proof
        << " tree(s) in files without any proof (Task 3: the "
           "retrieved context alone) not audited\n";
  for (const auto& [check, n] : r.unlisted)
    out << "audit: " << n << " more [" << check
        << "] counted but not listed (only the first 1000 of a kind are kept)\n";
  for (const auto& [check, n] : unlisted)
    out << "audit: " << n << " more [" << check << "] warning(s) not listed ("
        << (options.warnings_per_check == 1
                ? std::string("the first is")
                : "the first " + std::to_string(options.warnings_per_check) + " are")
        << "; --all-warnings lists every one)\n";
  if (r.baselined > 0)
    out << "audit: " << r.baselined << " finding(s) matched the --baseline and are not reported\n";
  Document doc;
  doc.tables.push_back(checks_table(r));
  std::ostringstream tables;
  write_text(doc, tables);
  std::string text = tables.str();
  out << text.substr(text.find('\n', 1) + 1);  // drop the empty title's underline
}

nlohmann::ordered_json audit_json(const analyze::AuditResult& r) {
  auto checks = nlohmann::ordered_json::array();
  for (const auto& [check, n] : r.counts)
    checks.push_back({{"check", check}, {"severity", severity_of(check)}, {"count", n}});
  auto findings = record_array(r.findings.size());
  for (const auto& f : r.findings) {
    auto& o = append_record(findings, 8);
    o.emplace("file", f.file);
    o.emplace("line", f.line);
    o.emplace("column", f.column);
    o.emplace("severity", severity_name(f.severity));
    o.emplace("check", f.check);
    o.emplace("question", f.question);
    o.emplace("uid", f.uid);
    o.emplace("message", f.message);
  }
  nlohmann::ordered_json json = {{"scope", r.tablestore_only ? "tablestore"
                                           : r.trees         ? "trees"
                                                             : "questions"},
                                 {"questions", r.questions},
                                 {"questions_clean", r.questions_clean},
                                 {"questions_unlinked", r.questions_unlinked},
                                 {"errors", r.errors},
                                 {"warnings", r.warnings},
                                 {"baselined", r.baselined},
                                 {"tablestore_untouched", r.tablestore_untouched},
                                 {"unlisted", r.unlisted},
                                 {"checks", std::move(checks)},
                                 {"findings", std::move(findings)}};
  // Trees in files without any proof (Task 3) are not audited: said with the trees alone.
  if (r.trees) json.emplace("trees_without_proof", r.trees_without_proof);
  return json;
}

Document audit_document(const analyze::AuditResult& r) {
  Document doc;
  doc.title = "Audit";
  doc.summary = {{"Questions", to_string(r.questions)},
                 {"Clean questions", to_string(r.questions_clean)},
                 {"Linking checks skipped (no usable text)", to_string(r.questions_unlinked)},
                 {"Errors", to_string(r.errors)},
                 {"Warnings", to_string(r.warnings)}};
  if (r.baselined > 0)
    doc.summary.emplace_back("Matched the --baseline (not reported)", to_string(r.baselined));
  doc.tables.push_back(checks_table(r));
  Table findings{
      "Findings", {"location", "severity", "check", "question", "uid", "message"}, {}, ""};
  for (const auto& f : r.findings) {
    std::string where = f.file + (f.line ? ":" + to_string(f.line) : "") +
                        (f.line && f.column ? ":" + to_string(f.column) : "");
    findings.rows.push_back(
        {where, severity_name(f.severity), f.check, f.question, f.uid, f.message});
  }
  doc.tables.push_back(std::move(findings));
  return doc;
}

DataTables audit_tables(const nlohmann::ordered_json& j) {
  return table_list(
      record_table("findings", field(j, "findings"),
                   {"file", "line", "column", "severity", "check", "question", "uid", "message"}),
      record_table("checks", field(j, "checks"), {"check", "severity", "count"}),
      scalar_table("summary", j, {"findings", "checks"}));
}

ReportSection audit_section(const analyze::AuditResult& r) {
  Document doc = audit_document(r);
  Table& findings = doc.tables.back();
  std::size_t total = findings.rows.size();
  // The page lists errors first and at most 100 findings; <section>.json and .tsv have all.
  std::stable_sort(findings.rows.begin(), findings.rows.end(),
                   [](const auto& a, const auto& b) { return a[1] == "error" && b[1] != "error"; });
  if (findings.rows.size() > 100) findings.rows.resize(100);
  findings.note = "Showing " + to_string(findings.rows.size()) + " of " + to_string(total) +
                  " findings, errors first; audit.json and audit.findings.tsv list all.";
  ReportSection s{"audit",
                  "Audit",
                  "Checks every explanation against the corpus rules, like a compiler: dangling "
                  "and deprecated UIDs, the linking rule (every fact shares a word with the "
                  "question, the answer or another fact), and the tablestore.",
                  std::move(doc),
                  audit_json(r),
                  {}};
  std::vector<std::string> checks;
  Series count = Series::named("findings");
  for (const auto& [check, n] : r.counts)
    if (n > 0) checks.push_back(check), count.y.push_back(static_cast<double>(n));
  if (!checks.empty()) {
    auto [lo, hi] = std::minmax_element(count.y.begin(), count.y.end());
    bool log = *hi > 50 * *lo;  // a log axis only when the counts span orders of magnitude
    s.charts.push_back({"findings-per-check", bar_chart(checks, {count},
                                                        {log ? "Audit findings per check (log)"
                                                             : "Audit findings per check",
                                                         "", "findings", false, log, 720, 320})});
  }
  s.tables = audit_tables(s.json);
  return s;
}

}  // namespace explgraph::report
