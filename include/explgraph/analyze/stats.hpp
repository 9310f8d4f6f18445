#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

struct DanglingUid {
  std::string uid;
  std::size_t citations = 0;           // explanation tokens citing it
  std::vector<std::string> questions;  // ids of the questions citing it, in file order
};

struct DefinedTwice {
  std::string uid;
  std::vector<std::string> locations;  // "TABLE:line" of every definition
};

struct RoleFigure {
  std::string role;
  std::size_t tokens = 0;
  // tokens with this role / explanations; none without an explanation (0/0 is no number)
  std::optional<double> mean_per_explanation;
  bool known = true;
};

// Summary statistics (SPEC §3 stats; the reference's SummaryStatistics). All question
// figures are over the questions kept by the filter; an explanation's length counts its
// tokens, duplicates included, dangling UIDs included, malformed tokens excluded.
struct StatsResult {
  std::string layout;
  std::size_t questions_read = 0;    // data rows in the question files
  std::size_t questions_kept = 0;    // after the flags/split filter
  std::size_t with_explanation = 0;  // kept questions with at least one token
  std::size_t without_explanation = 0;
  std::size_t questions_with_text = 0;  // stem, choices and answer key usable
  std::size_t explanation_tokens = 0;
  // Over the explanations; none (JSON null, "-" in text) when no kept question has one.
  std::optional<double> mean_explanation_length;    // tokens / with_explanation
  std::optional<double> median_explanation_length;  // mean of the two middle values when even
  std::optional<std::size_t> min_explanation_length, max_explanation_length;
  std::vector<RoleFigure> roles;         // known roles in guideline order, then others by name
  std::size_t unique_uids_cited = 0;     // distinct UIDs in kept explanations
  std::size_t deprecated_citations = 0;  // tokens citing a deprecated row
  std::size_t tables = 0, rows = 0, deprecated_rows = 0, empty_tables = 0;
  std::vector<DanglingUid> dangling_uids;  // cited, defined by no table; by first citation
  std::size_t dangling_citations = 0;
  std::vector<DefinedTwice> defined_twice;  // UIDs defined by two or more rows
  std::vector<std::string> duplicate_question_ids;
  std::vector<core::InputAccount> accounts;
  std::map<std::string, std::size_t> warnings_by_code;
};

StatsResult compute_stats(const load::Corpus& corpus);

}  // namespace explgraph::analyze
