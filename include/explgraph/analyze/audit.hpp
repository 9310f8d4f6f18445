#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

struct AuditCheck {
  std::string name;
  core::Severity severity;
  std::string description;
};

// Every check the audit runs, in report order. Input anomalies the loader reports
// (invalid UTF-8, ragged rows, …) pass through as warnings under their own names.
const std::vector<AuditCheck>& audit_checks();
const AuditCheck* find_audit_check(const std::string& name);

struct Finding {
  core::Severity severity = core::Severity::kWarning;
  std::string check;
  std::string file;
  std::size_t line = 0;
  std::size_t column = 0;
  std::string question;  // empty for tablestore findings
  std::string uid;
  std::string message;
};

struct AuditOptions {
  std::set<std::string> ignore;  // check names switched off
};

struct AuditResult {
  std::vector<Finding> findings;     // tablestore first, then questions in file order
  std::size_t questions = 0;         // kept questions audited
  std::size_t questions_clean = 0;   // with no finding at all
  std::size_t questions_unlinked = 0;  // linking checks skipped: no usable text
  std::size_t errors = 0, warnings = 0;
  std::map<std::string, std::size_t> counts;  // per check, including zero counts
};

// SPEC §3 audit: per question, the explanation tokens and UIDs, and the linking rule (each
// fact shares a content lemma with the question, the answer or another fact; Q and A
// joined through the explanation graph); per tablestore, UIDs defined twice and rows whose
// normalised text (content lemmas in order) duplicates another active row's.
AuditResult run_audit(const load::Corpus& corpus, const graph::CorpusGraph& graph, const text::Normalizer& normalizer,
                      const AuditOptions& options);

}  // namespace explgraph::analyze
