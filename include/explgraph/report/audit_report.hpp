#pragma once
#include <nlohmann/json.hpp>
#include <ostream>

#include "explgraph/analyze/audit.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"
#include "explgraph/report/report_section.hpp"

namespace explgraph::report {

std::string format_finding(const analyze::Finding& f);  // "FILE:LINE[:COL]: error: MESSAGE [check]"
// The findings one per line, then the summary document. With a `show_command` ("explgraph
// show {id} --tables …"), a question with an isolated fact or Q and A not joined gets a
// note after its findings: the command that draws its explanation graph.
void write_audit_text(const analyze::AuditResult& r, std::ostream& out,
                      const std::string& show_command = "");
nlohmann::ordered_json audit_json(const analyze::AuditResult& r);
Document audit_document(const analyze::AuditResult& r);  // summary and findings as tables

// The tidy tables of audit's JSON (SPEC §6 "TSV"): findings (main), checks, summary.
DataTables audit_tables(const nlohmann::ordered_json& json);

// Its section of the report: title, intro, document, JSON, charts and tables.
ReportSection audit_section(const analyze::AuditResult& r);

}  // namespace explgraph::report
