#pragma once
// The output of an audit, of questions or of trees (api internal).
#include <string>

#include "explgraph/analyze/audit.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/report/audit_report.hpp"

namespace explgraph {

// The result in every format; exit 1 on an error (and a warning under --strict). The text as
// report::write_audit_text writes it with `text`.
Output audit_output(analyze::AuditResult result, report::AuditTextOptions text = {});

}  // namespace explgraph
