#pragma once
// The output of an audit, of questions or of trees (api internal).
#include <string>

#include "explgraph/analyze/audit.hpp"
#include "explgraph/api/output.hpp"

namespace explgraph {

// The result in every format; exit 1 on an error (and a warning under --strict). Text lines
// end with `show_command` ("explgraph show {id} …") after a question with a linking finding,
// when given.
Output audit_output(analyze::AuditResult result, const std::string& show_command = "");

}  // namespace explgraph
