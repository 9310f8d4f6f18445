#include "pattern_populations.hpp"

#include <algorithm>
#include <numeric>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze::patterns_detail {
namespace {

std::string splits_present(const load::Corpus& corpus, const ExplanationIndex& index) {
  std::vector<std::string> splits;
  for (std::size_t p = 0; p < index.question_count(); ++p) {
    const auto& split = corpus.question(index.corpus_question(p)).split;
    if (std::none_of(splits.begin(), splits.end(),
                     [&](const std::string& s) { return core::iequals(s, split); }))
      splits.push_back(split.empty() ? "(none)" : split);
  }
  std::string out;
  for (const auto& s : splits) out += (out.empty() ? "" : ", ") + s;
  return out;
}

// The role of each cited UID's first token, by UidId, for one question.
void first_roles(const load::Question& q, const ExplanationIndex& index,
                 const std::vector<CitedUid>& cited, std::vector<std::uint32_t>& role_of_uid) {
  // cited[] follows the order of first citation, and so do the valid tokens: walk both.
  std::size_t next = 0;
  for (const auto& token : q.explanation) {
    if (next == cited.size()) break;
    if (index.uid_text(cited[next].uid) == token.uid)
      role_of_uid[cited[next++].uid.value] = token.role_id.value;
  }
}

}  // namespace

Populations populations(const load::Corpus& corpus, const ExplanationIndex& index,
                        const PatternsOptions& o) {
  Populations pop;
  const std::size_t n = index.question_count();
  pop.rows.resize(n);
  pop.roles.resize(n);
  pop.tables.resize(n);
  pop.pool_rank.assign(n, kNone);
  std::vector<std::uint32_t> role_of_uid(index.uid_count(), kNone);
  for (std::size_t p = 0; p < n; ++p) {
    const auto& q = corpus.question(index.corpus_question(p));
    const auto& cited = index.cited(p);
    first_roles(q, index, cited, role_of_uid);
    auto& rows = pop.rows[p];
    rows.reserve(cited.size());
    pop.roles[p].reserve(cited.size());
    pop.tables[p].reserve(cited.size());
    for (const auto& c : cited)
      if (index.row(c.uid).valid()) rows.push_back(c.uid.value);
    std::sort(rows.begin(), rows.end());
    for (auto r : rows) {
      pop.roles[p].push_back(role_of_uid[r]);
      pop.tables[p].push_back(corpus.tablestore.rows[index.row(UidId{r}).value].table.value);
    }
    auto& tables = pop.tables[p];
    std::sort(tables.begin(), tables.end());
    tables.erase(std::unique(tables.begin(), tables.end()), tables.end());
    if (core::iequals(q.split, o.split) && !rows.empty())
      pop.targets.push_back(static_cast<std::uint32_t>(p));
    if (core::iequals(q.split, o.pool)) {
      pop.pool_rank[p] = static_cast<std::uint32_t>(pop.pool.size());
      pop.pool.push_back(static_cast<std::uint32_t>(p));
    }
  }
  return pop;
}

void check_populations(const Populations& pop, const load::Corpus& corpus,
                       const ExplanationIndex& index, const PatternsOptions& o) {
  if (pop.targets.empty() || pop.pool.empty())
    throw core::InputError(
        corpus.source + ": error: no " +
        (pop.targets.empty()
             ? "question of split '" + o.split + "' has an explanation citing a table row"
             : "question of pool split '" + o.pool + "' has an explanation") +
        "; the explained questions' splits are " + splits_present(corpus, index) +
        " (check --split and --pool)");
}

}  // namespace explgraph::analyze::patterns_detail
