#include "explgraph/analyze/stats.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace explgraph::analyze {
namespace {

double median(std::vector<std::size_t> values) {  // of at least one value
  std::sort(values.begin(), values.end());
  std::size_t mid = values.size() / 2;
  if (values.size() % 2 == 1) return static_cast<double>(values[mid]);
  return (static_cast<double>(values[mid - 1]) + static_cast<double>(values[mid])) / 2.0;
}

void explanation_lengths(const load::Corpus& corpus, StatsResult& s) {
  std::vector<std::size_t> lengths;
  for (const auto& q : corpus.questions) {
    s.questions_with_text += q.has_text();
    if (q.explanation.empty()) continue;
    lengths.push_back(q.explanation.size());
    s.explanation_tokens += q.explanation.size();
  }
  s.with_explanation = lengths.size();
  s.without_explanation = s.questions_kept - s.with_explanation;
  if (lengths.empty()) return;
  s.mean_explanation_length =
      static_cast<double>(s.explanation_tokens) / static_cast<double>(lengths.size());
  s.median_explanation_length = median(lengths);
  s.min_explanation_length = *std::min_element(lengths.begin(), lengths.end());
  s.max_explanation_length = *std::max_element(lengths.begin(), lengths.end());
}

void role_figures(const load::Corpus& corpus, StatsResult& s) {
  std::map<std::string, std::size_t> counts;
  for (const auto& role : load::known_roles()) counts[role] = 0;
  for (const auto& q : corpus.questions)
    for (const auto& t : q.explanation) ++counts[t.role];
  auto figure = [&](const std::string& role) {
    std::optional<double> mean;
    if (s.with_explanation > 0)
      mean = static_cast<double>(counts[role]) / static_cast<double>(s.with_explanation);
    return RoleFigure{role, counts[role], mean, load::is_known_role(role)};
  };
  for (const auto& role : load::known_roles()) s.roles.push_back(figure(role));
  for (const auto& [role, n] : counts)
    if (!load::is_known_role(role)) s.roles.push_back(figure(role));
}

void uid_figures(const load::Corpus& corpus, StatsResult& s) {
  std::unordered_set<std::string> cited;
  std::unordered_map<std::string, std::size_t> dangling_index;
  for (const auto& q : corpus.questions) {
    for (const auto& t : q.explanation) {
      cited.insert(t.uid);
      if (t.row.valid()) {
        s.deprecated_citations += corpus.tablestore.rows[t.row.value].deprecated;
        continue;
      }
      auto [it, inserted] = dangling_index.try_emplace(t.uid, s.dangling_uids.size());
      if (inserted) s.dangling_uids.push_back({t.uid, 0, {}});
      DanglingUid& d = s.dangling_uids[it->second];
      ++d.citations;
      ++s.dangling_citations;
      if (d.questions.empty() || d.questions.back() != q.id) d.questions.push_back(q.id);
    }
  }
  s.unique_uids_cited = cited.size();
}

void tablestore_figures(const load::Corpus& corpus, StatsResult& s) {
  const auto& store = corpus.tablestore;
  s.tables = store.tables.size();
  s.rows = store.rows.size();
  s.deprecated_rows = store.deprecated_count();
  s.empty_tables = static_cast<std::size_t>(
      std::count_if(store.tables.begin(), store.tables.end(),
                    [](const load::Table& t) { return t.row_count == 0; }));
  for (const auto& dup : store.duplicate_uids) {
    DefinedTwice d{dup.uid, {}};
    for (core::RowId r : dup.rows) {
      const auto& row = store.rows[r.value];
      d.locations.push_back(store.tables[row.table.value].name + ":" + std::to_string(row.line));
    }
    s.defined_twice.push_back(std::move(d));
  }
}

}  // namespace

StatsResult compute_stats(const load::Corpus& corpus) {
  StatsResult s;
  s.layout = corpus.layout;
  s.questions_read = corpus.questions_read;
  s.questions_kept = corpus.questions.size();
  explanation_lengths(corpus, s);
  role_figures(corpus, s);
  uid_figures(corpus, s);
  tablestore_figures(corpus, s);
  std::unordered_set<std::string> seen, reported;
  for (const auto& q : corpus.questions)
    if (!seen.insert(q.id).second && reported.insert(q.id).second)
      s.duplicate_question_ids.push_back(q.id);
  s.accounts = corpus.accounts;
  s.warnings_by_code = corpus.diagnostics.count_by_code();
  return s;
}

}  // namespace explgraph::analyze
