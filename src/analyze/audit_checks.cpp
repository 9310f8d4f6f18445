#include "explgraph/analyze/audit_checks.hpp"

namespace explgraph::analyze {

using core::Severity;

const std::vector<AuditCheck>& audit_checks() {
  static const std::vector<AuditCheck> checks{
      {"empty-explanation", Severity::kError, "the question has no explanation tokens"},
      {"malformed-token", Severity::kError, "an explanation token is not UID|ROLE"},
      {"unknown-role", Severity::kWarning,
       "a role other than CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE, NEG"},
      {"dangling-uid", Severity::kError, "a UID no table defines"},
      {"deprecated-uid", Severity::kError, "a UID whose row is deprecated ([SKIP] DEP set)"},
      {"repeated-uid", Severity::kWarning, "the same UID twice in one explanation"},
      {"missing-text", Severity::kWarning, "no question text: linking checks skipped"},
      {"no-choices", Severity::kWarning,
       "no parsable answer choices (withheld text): linking checks skipped"},
      {"bad-answer-key", Severity::kError, "the answer key names none of the choices"},
      {"isolated-fact", Severity::kError,
       "a fact shares no content word with the question, the answer or another fact"},
      {"qa-not-joined", Severity::kWarning, "no chain of shared words joins question and answer"},
      {"uid-defined-twice", Severity::kError, "two tablestore rows define the same UID"},
      {"duplicate-row-text", Severity::kWarning, "two active rows have the same normalised text"},
      {"tablestore-findings", Severity::kWarning,
       "tablestore findings in rows no audited explanation cites, summarised (audit --tablestore "
       "lists them)"},
      {"masked-split", Severity::kWarning,
       "a question file with no explanation at all beside files that have them"},
  };
  return checks;
}

const std::vector<AuditCheck>& tree_audit_checks() {
  static const std::vector<AuditCheck> checks{
      {"tree-empty-proof", Severity::kError, "a tree whose proof has no step"},
      {"tree-unparsed-step", Severity::kError,
       "a piece of a proof that is no step 'PREMISES -> CONCLUSION[: TEXT]'"},
      {"tree-undefined-id", Severity::kError,
       "a premise that is neither a context sentence nor a conclusion, or a step concluding a "
       "sentence"},
      {"tree-repeated-conclusion", Severity::kError, "a conclusion reached by two steps"},
      {"tree-cycle", Severity::kError,
       "a conclusion that depends on itself (the hypothesis used as a premise included)"},
      {"tree-no-hypothesis", Severity::kError, "no step concludes the hypothesis"},
      {"tree-unused-intermediate", Severity::kWarning, "an intermediate conclusion no step uses"},
      {"tree-distractor-used", Severity::kWarning, "a premise listed among the tree's distractors"},
      {"tree-step-unlinked", Severity::kWarning,
       "a conclusion that shares no content word with its premises"},
  };
  return checks;
}

const AuditCheck* find_audit_check(const std::string& name) {
  for (const auto* checks : {&audit_checks(), &tree_audit_checks()})
    for (const auto& c : *checks)
      if (c.name == name) return &c;
  return nullptr;
}

}  // namespace explgraph::analyze
