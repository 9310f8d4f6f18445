#include "explgraph/analyze/audit.hpp"

#include <algorithm>
#include <unordered_map>

#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"

namespace explgraph::analyze {
namespace {


using core::Severity;

// Loader diagnostics the audit re-derives from the loaded structure, with the question id.
const std::set<std::string> kRederived{"dangling-uid", "unknown-role", "malformed-token", "duplicate-uid",
                                       "bad-answer-key", "answer-not-a-choice"};

class Auditor {
 public:
  Auditor(const load::Corpus& corpus, const graph::CorpusGraph& graph, const AuditOptions& options)
      : corpus_(corpus), graph_(graph), options_(options) {}

  void add(const std::string& check, const std::string& file, std::size_t line, std::size_t column,
           const std::string& question, const std::string& uid, const std::string& message) {
    if (options_.ignore.count(check)) return;
    const AuditCheck* info = find_audit_check(check);
    Severity severity = info != nullptr ? info->severity : Severity::kWarning;
    result_.findings.push_back({severity, check, file, line, column, question, uid, message});
  }

  void tablestore(const text::Normalizer& normalizer);
  void question(std::uint32_t index);
  void loader_diagnostics();
  AuditResult finish();

 private:
  void tokens(const load::Question& q);
  void text(const load::Question& q);
  void linking(const load::Question& q, std::uint32_t index);

  const load::Corpus& corpus_;
  const graph::CorpusGraph& graph_;
  const AuditOptions& options_;
  AuditResult result_;
};

const load::Row& row_of(const load::Corpus& corpus, core::RowId id) { return corpus.tablestore.rows[id.value]; }
const std::string& table_path(const load::Corpus& corpus, const load::Row& row) {
  return corpus.tablestore.tables[row.table.value].path;
}

void Auditor::tablestore(const text::Normalizer& normalizer) {
  const auto& store = corpus_.tablestore;
  for (const auto& dup : store.duplicate_uids) {
    const auto& first = store.rows[dup.rows[0].value];
    for (std::size_t i = 1; i < dup.rows.size(); ++i) {
      const auto& again = store.rows[dup.rows[i].value];
      add("uid-defined-twice", table_path(corpus_, again), again.line, 0, "", again.uid,
          "UID " + core::quoted(again.uid) + " is already defined at " + table_path(corpus_, first) + ":" +
              std::to_string(first.line));
    }
  }
  if (options_.ignore.count("duplicate-row-text")) return;
  std::unordered_map<std::string, core::RowId> seen;
  for (std::uint32_t r = 0; r < store.rows.size(); ++r) {
    const auto& row = store.rows[r];
    if (row.deprecated) continue;
    std::string key;
    for (const auto& lemma : normalizer.lemmas(row.text)) key += lemma + ' ';
    if (key.empty()) continue;
    auto [it, inserted] = seen.try_emplace(key, core::RowId(r));
    if (inserted) continue;
    const auto& first = store.rows[it->second.value];
    if (first.uid_key == row.uid_key) continue;  // one UID defined twice: uid-defined-twice says so
    add("duplicate-row-text", table_path(corpus_, row), row.line, 0, "", row.uid,
        "row " + core::quoted(row.uid) + " (" + core::quoted(row.text) + ") says the same as row " + core::quoted(first.uid) + " at " +
            table_path(corpus_, first) + ":" + std::to_string(first.line));
  }
}

void Auditor::tokens(const load::Question& q) {
  if (q.explanation.empty() && q.malformed_tokens.empty())
    add("empty-explanation", q.file, q.line, 0, q.id, "", "question " + q.id + " has no explanation");
  for (const auto& bad : q.malformed_tokens)
    add("malformed-token", q.file, q.line, bad.column, q.id, "",
        "question " + q.id + ": expected an explanation token 'UID|ROLE', found " + core::quoted(bad.text));
  std::vector<std::string> seen;
  for (const auto& t : q.explanation) {
    if (!load::is_known_role(t.role))
      add("unknown-role", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": unknown role " + core::quoted(t.role) + " for UID " + core::quoted(t.uid) +
              " (expected CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE or NEG)");
    if (!t.row.valid())
      add("dangling-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) + " is not defined by any table");
    else if (row_of(corpus_, t.row).deprecated)
      add("deprecated-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) + " is a deprecated row of " +
              corpus_.tablestore.tables[row_of(corpus_, t.row).table.value].name + " (" +
              core::quoted(row_of(corpus_, t.row).text) + ")");
    if (std::find(seen.begin(), seen.end(), t.uid) != seen.end())
      add("repeated-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) + " appears more than once in the explanation");
    seen.push_back(t.uid);
  }
}

void Auditor::text(const load::Question& q) {
  if (q.text.empty()) {
    add("missing-text", q.file, q.line, 0, q.id, "", "question " + q.id + " has no question text; linking checks skipped");
  } else if (q.choices.empty()) {
    add("no-choices", q.file, q.line, 0, q.id, "",
        "question " + q.id + ": no answer choices '(A) … (B) …' found in " + core::quoted(q.text) +
            " (withheld or unparsable text); linking checks skipped");
  } else if (q.answer < 0 || q.answer >= static_cast<int>(q.choices.size())) {
    add("bad-answer-key", q.file, q.line, 0, q.id, "",
        "question " + q.id + ": answer key " + core::quoted(q.answer_key) + " names none of its " +
            std::to_string(q.choices.size()) + " choices; linking checks skipped");
  }
}

void Auditor::linking(const load::Question& q, std::uint32_t index) {
  auto eg = graph::build_explanation_graph(graph_, q, core::QuestionId(index));
  if (!eg.has_text) {
    ++result_.questions_unlinked;
    return;
  }
  for (std::size_t f = 0; f < eg.facts.size(); ++f) {
    if (!eg.adjacency[2 + f].empty()) continue;
    const auto& row = row_of(corpus_, eg.facts[f]);
    std::size_t column = 0;
    for (const auto& t : q.explanation)
      if (t.row == eg.facts[f]) column = t.column;
    add("isolated-fact", q.file, q.line, column, q.id, row.uid,
        "question " + q.id + ": fact " + core::quoted(row.uid) + " (" + core::quoted(row.text) +
            ") shares no content word with the question, the answer or another fact");
  }
  if (!eg.facts.empty() && !eg.qa_joined)
    add("qa-not-joined", q.file, q.line, 0, q.id, "",
        "question " + q.id + ": no chain of shared words joins the question to its answer " + core::quoted(q.answer_text()));
}

void Auditor::question(std::uint32_t index) {
  const auto& q = corpus_.questions[index];
  std::size_t before = result_.findings.size();
  tokens(q);
  text(q);
  linking(q, index);
  ++result_.questions;
  result_.questions_clean += result_.findings.size() == before;
}

void Auditor::loader_diagnostics() {
  for (const auto& d : corpus_.diagnostics.items())
    if (!kRederived.count(d.code)) add(d.code, d.file, d.line, d.column, "", "", d.message);
}

AuditResult Auditor::finish() {
  for (const auto& check : audit_checks())
    if (!options_.ignore.count(check.name)) result_.counts[check.name] = 0;
  for (const auto& f : result_.findings) {
    ++result_.counts[f.check];
    (f.severity == Severity::kError ? result_.errors : result_.warnings) += 1;
  }
  return std::move(result_);
}

}  // namespace

const std::vector<AuditCheck>& audit_checks() {
  static const std::vector<AuditCheck> checks{
      {"empty-explanation", Severity::kError, "the question has no explanation tokens"},
      {"malformed-token", Severity::kError, "an explanation token is not UID|ROLE"},
      {"unknown-role", Severity::kWarning, "a role other than CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE, NEG"},
      {"dangling-uid", Severity::kError, "a UID no table defines"},
      {"deprecated-uid", Severity::kError, "a UID whose row is deprecated ([SKIP] DEP set)"},
      {"repeated-uid", Severity::kWarning, "the same UID twice in one explanation"},
      {"missing-text", Severity::kWarning, "no question text: linking checks skipped"},
      {"no-choices", Severity::kWarning, "no parsable answer choices (withheld text): linking checks skipped"},
      {"bad-answer-key", Severity::kError, "the answer key names none of the choices"},
      {"isolated-fact", Severity::kError, "a fact shares no content word with the question, the answer or another fact"},
      {"qa-not-joined", Severity::kWarning, "no chain of shared words joins question and answer"},
      {"uid-defined-twice", Severity::kError, "two tablestore rows define the same UID"},
      {"duplicate-row-text", Severity::kWarning, "two active rows have the same normalised text"},
  };
  return checks;
}

const AuditCheck* find_audit_check(const std::string& name) {
  for (const auto& c : audit_checks())
    if (c.name == name) return &c;
  return nullptr;
}

AuditResult run_audit(const load::Corpus& corpus, const graph::CorpusGraph& graph, const text::Normalizer& normalizer,
                      const AuditOptions& options) {
  Auditor auditor(corpus, graph, options);
  auditor.loader_diagnostics();
  auditor.tablestore(normalizer);
  for (std::uint32_t q = 0; q < corpus.questions.size(); ++q) auditor.question(q);
  return auditor.finish();
}

}  // namespace explgraph::analyze
