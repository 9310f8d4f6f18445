#pragma once
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

// The checks `audit` runs, of WorldTree explanations (analyze/audit) and of EntailmentBank
// trees (analyze/tree_audit), in one place: both audits, the report and `audit --ignore`
// find a check by name here, so that neither audit includes the other.
namespace explgraph::analyze {

struct AuditCheck {
  std::string name;
  core::Severity severity;
  std::string description;
};

// Every check the audit of explanations runs, in report order. Input anomalies the loader
// reports (invalid UTF-8, ragged rows, …) pass through as warnings under their own names.
const std::vector<AuditCheck>& audit_checks();
// The tree checks, in report order.
const std::vector<AuditCheck>& tree_audit_checks();
// A check of either list by name; null when none has it.
const AuditCheck* find_audit_check(const std::string& name);

}  // namespace explgraph::analyze
