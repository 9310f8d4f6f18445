#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/audit_checks.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

using core::Severity;

// A tablestore finding with every UID it is about (a duplicate text names two rows).
struct TablestoreFinding {
  Finding finding;
  std::vector<std::string> uids;  // lower-case
};

// Loader diagnostics the audit re-derives from the loaded structure, with the question id.
const std::set<std::string> kRederived{"dangling-uid",  "unknown-role",   "malformed-token",
                                       "duplicate-uid", "bad-answer-key", "answer-not-a-choice"};

class Auditor {
 public:
  Auditor(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
          const AuditOptions& options)
      : corpus_(corpus), graphs_(graphs), options_(options) {}

  void add(const std::string& check, const std::string& file, std::size_t line, std::size_t column,
           const std::string& question, const std::string& uid, const std::string& message) {
    if (options_.ignore.count(check)) return;
    result_.findings.push_back(make(check, file, line, column, question, uid, message));
  }

  void tablestore(const graph::CorpusGraph& graph);
  void find_masked_files();
  void question(core::QuestionId id);
  void loader_diagnostics();
  AuditResult finish();

 private:
  Finding make(const std::string& check, const std::string& file, std::size_t line,
               std::size_t column, const std::string& question, const std::string& uid,
               const std::string& message) const {
    const AuditCheck* info = find_audit_check(check);
    Severity severity = info != nullptr ? info->severity : Severity::kWarning;
    return {severity, check, file, line, column, question, uid, message};
  }
  void add_tablestore(Finding f, std::vector<std::string> uids) {
    if (!options_.ignore.count(f.check)) tablestore_.push_back({std::move(f), std::move(uids)});
  }
  void tokens(const load::Question& q);
  void text(const load::Question& q);
  void linking(const load::Question& q, core::QuestionId id);
  void scope_tablestore_findings();

  const load::Corpus& corpus_;
  const graph::ExplanationGraphs& graphs_;
  const AuditOptions& options_;
  AuditResult result_;
  std::vector<TablestoreFinding> tablestore_;
  std::unordered_set<std::string>
      masked_files_;                       // question files whose every explanation is withheld
  std::unordered_set<std::string> cited_;  // lower-case UIDs the audited explanations cite
};

const load::Row& row_of(const load::Corpus& corpus, core::RowId id) {
  return corpus.tablestore.rows[id.value];
}
const std::string& table_path(const load::Corpus& corpus, const load::Row& row) {
  return corpus.tablestore.tables[row.table.value].path;
}

void Auditor::tablestore(const graph::CorpusGraph& graph) {
  const auto& store = corpus_.tablestore;
  for (const auto& dup : store.duplicate_uids) {
    const auto& first = store.rows[dup.rows[0].value];
    for (std::size_t i = 1; i < dup.rows.size(); ++i) {
      const auto& again = store.rows[dup.rows[i].value];
      add_tablestore(
          make("uid-defined-twice", table_path(corpus_, again), again.line, 0, "", again.uid,
               "UID " + core::quoted(again.uid) + " is already defined at " +
                   table_path(corpus_, first) + ":" + std::to_string(first.line)),
          {again.uid_key});
    }
  }
  if (options_.ignore.count("duplicate-row-text")) return;
  // A row's content lemmas in order, as the graph normalised them (each text is normalised
  // once): the bytes of its lemma ids, equal exactly when the lemma sequences are.
  std::unordered_map<std::string, core::RowId> seen;
  for (std::uint32_t r = 0; r < store.rows.size(); ++r) {
    const auto& row = store.rows[r];
    if (row.deprecated) continue;
    const auto [first_id, end_id] = graph.row_lemma_sequence(core::RowId(r));
    if (first_id == end_id) continue;
    const std::string key(reinterpret_cast<const char*>(first_id),
                          static_cast<std::size_t>(end_id - first_id) * sizeof *first_id);
    auto [it, inserted] = seen.try_emplace(key, core::RowId(r));
    if (inserted) continue;
    const auto& first = store.rows[it->second.value];
    if (first.uid_key == row.uid_key) continue;  // one UID defined twice: uid-defined-twice says so
    add_tablestore(make("duplicate-row-text", table_path(corpus_, row), row.line, 0, "", row.uid,
                        "row " + core::quoted(row.uid) + " (" + core::quoted(row.text) +
                            ") says the same as row " + core::quoted(first.uid) + " at " +
                            table_path(corpus_, first) + ":" + std::to_string(first.line)),
                   {row.uid_key, first.uid_key});
  }
}

// A question file none of whose questions has an explanation, audited beside files that
// have them, is a masked split (the TextGraphs Test sets): one summary, not an error a line.
void Auditor::find_masked_files() {
  // Per question file: its questions, and those without an explanation.
  std::unordered_map<std::string, std::pair<std::size_t, std::size_t>> per_file;
  bool any_explained = false;
  for (const auto& q : corpus_.questions) {
    bool empty = q.explanation.empty() && q.malformed_tokens.empty();
    auto& [n, blank] = per_file[q.file];
    ++n, blank += empty;
    any_explained = any_explained || !empty;
  }
  if (!any_explained) return;
  for (const auto& [file, counts] : per_file)
    if (counts.first == counts.second) masked_files_.insert(file);
  for (const auto& account :
       corpus_.accounts)  // in load order, so the summaries come in file order
    if (masked_files_.count(account.file))
      add("masked-split", account.file, 0, 0, "", "",
          "none of the " + std::to_string(per_file[account.file].first) +
              " questions of this file has an explanation (a masked split, as the TextGraphs Test "
              "sets); their explanations are not audited");
}

void Auditor::tokens(const load::Question& q) {
  if (q.explanation.empty() && q.malformed_tokens.empty() && !masked_files_.count(q.file))
    add("empty-explanation", q.file, q.line, 0, q.id, "",
        "question " + q.id + " has no explanation");
  for (const auto& bad : q.malformed_tokens)
    add("malformed-token", q.file, q.line, bad.column, q.id, "",
        "question " + q.id + ": expected an explanation token 'UID|ROLE', found " +
            core::quoted(bad.text));
  // A set: an explanation of 200,000 tokens stays linear.
  std::unordered_set<std::string_view> seen;
  for (const auto& t : q.explanation) {
    cited_.insert(t.uid);
    if (!load::is_known_role(t.role))
      add("unknown-role", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": unknown role " + core::quoted(t.role) + " for UID " +
              core::quoted(t.uid) +
              " (expected CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE or NEG)");
    if (!t.row.valid())
      add("dangling-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) + " is not defined by any table");
    else if (row_of(corpus_, t.row).deprecated)
      add("deprecated-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) + " is a deprecated row of " +
              corpus_.tablestore.tables[row_of(corpus_, t.row).table.value].name + " (" +
              core::quoted(row_of(corpus_, t.row).text) + ")");
    if (!seen.insert(t.uid).second)
      add("repeated-uid", q.file, q.line, t.column, q.id, t.uid,
          "question " + q.id + ": UID " + core::quoted(t.uid) +
              " appears more than once in the explanation");
  }
}

void Auditor::text(const load::Question& q) {
  if (q.text.empty()) {
    add("missing-text", q.file, q.line, 0, q.id, "",
        "question " + q.id + " has no question text; linking checks skipped");
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

void Auditor::linking(const load::Question& q, core::QuestionId id) {
  const auto& eg = graphs_[id];
  if (!eg.has_text) {
    ++result_.questions_unlinked;
    return;
  }
  for (std::size_t f = 0; f < eg.facts.size(); ++f) {
    if (eg.linked[2 + f]) continue;
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
        "question " + q.id + ": no chain of shared words joins the question to its answer " +
            core::quoted(q.answer_text()));
}

void Auditor::question(core::QuestionId id) {
  const auto& q = corpus_.question(id);
  std::size_t before = result_.findings.size();
  tokens(q);
  text(q);
  linking(q, id);
  ++result_.questions;
  result_.questions_clean += result_.findings.size() == before;
}

// Loader findings pass through; those about a table are tablestore findings, tied to the
// row on their line. Past the 1,000 stored per kind they are counted, not listed.
void Auditor::loader_diagnostics() {
  const auto& store = corpus_.tablestore;
  // The UID of each table row a loader diagnostic names: only those rows are looked up (a
  // key per row of the tablestore cost a string and a hash entry each).
  std::unordered_map<std::string, std::uint32_t> table_of_file;
  for (std::uint32_t t = 0; t < store.tables.size(); ++t)
    table_of_file.emplace(store.tables[t].path, t);
  std::map<std::pair<std::uint32_t, std::size_t>, std::optional<std::string>> uid_at;
  for (const auto& d : corpus_.diagnostics.items())
    if (auto t = table_of_file.find(d.file); t != table_of_file.end())
      uid_at.emplace(std::make_pair(t->second, d.line), std::nullopt);
  if (!uid_at.empty())
    for (const auto& r : store.rows)
      if (auto it = uid_at.find({r.table.value, r.line}); it != uid_at.end())
        it->second = r.uid_key;
  std::map<std::string, std::size_t> stored;
  for (const auto& d : corpus_.diagnostics.items()) {
    ++stored[d.code];
    if (kRederived.count(d.code)) continue;
    const auto table = table_of_file.find(d.file);
    if (table == table_of_file.end()) {
      add(d.code, d.file, d.line, d.column, "", "", d.message);
      continue;
    }
    const auto& uid = uid_at.at({table->second, d.line});
    add_tablestore(make(d.code, d.file, d.line, d.column, "", uid.value_or(""), d.message),
                   uid ? std::vector<std::string>{*uid} : std::vector<std::string>{});
  }
  for (const auto& [code, count] : corpus_.diagnostics.count_by_code())
    if (!kRederived.count(code) && !options_.ignore.count(code) && count > stored[code])
      result_.unlisted[code] = count - stored[code];
}

// Tablestore findings come first in the output, as the tablestore is read first.
void Auditor::scope_tablestore_findings() {
  std::vector<Finding> listed;
  std::map<std::string, std::size_t> untouched;
  for (auto& t : tablestore_) {
    bool touched = std::any_of(t.uids.begin(), t.uids.end(),
                               [&](const std::string& u) { return cited_.count(u) > 0; });
    if (options_.scope == AuditScope::kTablestore || touched)
      listed.push_back(std::move(t.finding));
    else
      ++untouched[t.finding.check], ++result_.tablestore_untouched;
  }
  if (!untouched.empty() && !options_.ignore.count("tablestore-findings")) {
    std::string kinds;
    for (const auto& [check, n] : untouched)
      kinds += (kinds.empty() ? "" : ", ") + check + " " + std::to_string(n);
    listed.push_back(make("tablestore-findings", corpus_.source, 0, 0, "", "",
                          std::to_string(result_.tablestore_untouched) +
                              " tablestore finding(s) in rows no audited explanation cites (" +
                              kinds + "); 'explgraph audit --tablestore' lists them"));
  }
  result_.findings.insert(result_.findings.begin(), std::make_move_iterator(listed.begin()),
                          std::make_move_iterator(listed.end()));
}

AuditResult Auditor::finish() {
  result_.tablestore_only = options_.scope == AuditScope::kTablestore;
  scope_tablestore_findings();
  apply_baseline(result_, options_.baseline);
  tally(result_, audit_checks(), options_.ignore);
  return std::move(result_);
}

}  // namespace

void apply_baseline(AuditResult& result, const std::vector<load::BaselineFinding>& baseline) {
  if (baseline.empty()) return;
  std::unordered_map<std::string, std::size_t> accepted;
  for (const auto& b : baseline) ++accepted[baseline_key(b.check, b.question, b.uid, b.message)];
  auto& findings = result.findings;
  auto kept = std::remove_if(findings.begin(), findings.end(), [&](const Finding& f) {
    auto it = accepted.find(baseline_key(f.check, f.question, f.uid, f.message));
    if (it == accepted.end() || it->second == 0) return false;
    --it->second;
    ++result.baselined;
    return true;
  });
  findings.erase(kept, findings.end());
}

void tally(AuditResult& result, const std::vector<AuditCheck>& checks,
           const std::set<std::string>& ignore) {
  for (const auto& check : checks)
    if (!ignore.count(check.name)) result.counts[check.name] = 0;
  for (const auto& f : result.findings) {
    ++result.counts[f.check];
    // The summary of findings in rows no audited explanation cites is about what was not
    // audited: listed, counted under its check, but no warning of the batch (issue 43:
    // --strict failed a clean one-question batch over V1's own tablestore findings).
    if (f.check == "tablestore-findings") continue;
    (f.severity == Severity::kError ? result.errors : result.warnings) += 1;
  }
  for (const auto& [code, n] : result.unlisted) result.counts[code] += n, result.warnings += n;
}

std::string baseline_key(const std::string& check, const std::string& question,
                         const std::string& uid, const std::string& message) {
  // A finding about a question or a UID keeps its identity when lines move; one about
  // neither (a loader finding) is known by its message.
  return check + '\x1f' + question + '\x1f' + uid + '\x1f' +
         (question.empty() && uid.empty() ? message : "");
}

AuditResult run_audit(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                      const AuditOptions& options) {
  Auditor auditor(corpus, graphs, options);
  auditor.loader_diagnostics();
  auditor.tablestore(graphs.corpus_graph());
  if (options.scope == AuditScope::kQuestions) {
    auditor.find_masked_files();
    for (std::uint32_t q = 0; q < corpus.questions.size(); ++q)
      auditor.question(core::QuestionId(q));
  }
  return auditor.finish();
}

}  // namespace explgraph::analyze
