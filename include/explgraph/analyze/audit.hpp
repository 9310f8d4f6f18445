#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "explgraph/analyze/audit_checks.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/audit_baseline.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

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

// What an audit is about. Auditing questions (the default), a tablestore finding matters
// when an audited explanation cites a row it names; the others become one summary warning
// (tablestore-findings), so a clean new file is not failed by old tablestore debts.
enum class AuditScope { kQuestions, kTablestore };

struct AuditOptions {
  std::set<std::string> ignore;  // check names switched off
  AuditScope scope = AuditScope::kQuestions;
  // Findings accepted earlier (--baseline): each matches one current finding with the same
  // check, question, UID (and message when it names neither), which is then not reported.
  std::vector<load::BaselineFinding> baseline;
};

// The identity of a finding across edits, as --baseline matches it.
std::string baseline_key(const std::string& check, const std::string& question,
                         const std::string& uid, const std::string& message);

struct AuditResult {
  std::vector<Finding> findings;       // tablestore first, then questions in file order
  std::size_t questions = 0;           // kept questions audited
  std::size_t questions_clean = 0;     // with no finding at all
  std::size_t questions_unlinked = 0;  // linking checks skipped: no usable text
  std::size_t errors = 0, warnings = 0;
  std::map<std::string, std::size_t> counts;  // per check, including zero counts
  bool tablestore_only = false;               // --tablestore: no question was audited
  bool trees = false;                         // EntailmentBank trees were audited (questions:
                                              // the trees)
  std::size_t trees_without_proof = 0;        // in files with no proof at all (Task 3): not audited
  std::size_t baselined = 0;                  // findings matched by --baseline, not reported
  // Tablestore findings summarised (no audited explanation cites them).
  std::size_t tablestore_untouched = 0;
  // Loader findings counted but not stored (past 1,000 of a kind).
  std::map<std::string, std::size_t> unlisted;
};

// SPEC §3 audit: per question, the explanation tokens and UIDs, and the linking rule (each
// fact shares a content lemma with the question, the answer or another fact; Q and A
// joined through the explanation graph); per tablestore, UIDs defined twice and rows whose
// normalised text (content lemmas in order, as the corpus graph holds them) duplicates
// another active row's.
AuditResult run_audit(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                      const AuditOptions& options);

// Drops the findings the baseline accepted (each baseline entry matches one finding by
// baseline_key), counting them in `baselined`.
void apply_baseline(AuditResult& result, const std::vector<load::BaselineFinding>& baseline);
// Fills `counts` (every check of `checks` not ignored, zeros included), `errors` and
// `warnings` from the findings and the unlisted ones.
void tally(AuditResult& result, const std::vector<AuditCheck>& checks,
           const std::set<std::string>& ignore);

}  // namespace explgraph::analyze
