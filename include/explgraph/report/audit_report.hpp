#pragma once
#include <nlohmann/json.hpp>
#include <ostream>

#include "explgraph/analyze/audit.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

std::string format_finding(const analyze::Finding& f);  // "FILE:LINE[:COL]: error: MESSAGE [check]"
// How many warnings of one check the text lists before it only counts the rest: a check
// that fires on most questions (no-choices on a corpus with withheld texts: 1,085 on V1)
// would otherwise bury the errors. Errors are always listed; JSON and TSV list everything.
inline constexpr std::size_t kWarningsListedPerCheck = 10;

struct AuditTextOptions {
  // "explgraph show {id} --tables …": after the findings of a question with an isolated fact
  // or Q and A not joined, a note with the command that draws its explanation graph.
  std::string show_command;
  std::size_t warnings_per_check = kWarningsListedPerCheck;  // 0: every warning
};

// The findings one per line (warnings of one check beyond `warnings_per_check` counted in a
// line of their own), then the summary document.
void write_audit_text(const analyze::AuditResult& r, std::ostream& out,
                      const AuditTextOptions& options = {});
nlohmann::ordered_json audit_json(const analyze::AuditResult& r);
Document audit_document(const analyze::AuditResult& r);  // summary and findings as tables

// The tidy tables of audit's JSON (SPEC §6 "TSV"): findings (main), checks, summary.
DataTables audit_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection audit_section(const analyze::AuditResult& r);

}  // namespace explgraph::report
