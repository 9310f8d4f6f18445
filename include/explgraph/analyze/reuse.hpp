#pragma once
#include <optional>
#include <string>
#include <vector>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

// How often one cited UID is used.
struct RowUse {
  std::string uid;
  std::string table;  // empty when dangling
  std::string text;
  std::size_t count = 0;      // explanation tokens citing it (duplicates counted)
  std::size_t questions = 0;  // explanations citing it at least once
  bool deprecated = false;
};

// LREC 2018 Table 3 for one table.
struct TableUsage {
  std::string table;
  std::string category;          // coarse knowledge type, "" when unmapped
  std::size_t rows = 0;          // rows in the table, deprecated ones included
  std::size_t explanations = 0;  // explanations citing the table at least once
  double proportion = 0;         // explanations / explanations with at least one token
  std::optional<double> reuse;  // explanations x proportion / rows; absent for a table with no rows
};

// Least-squares line through (log rank, log count) over the ranked rows: count ∝ rank^-exponent.
// The least-squares line through (log rank, log count); none through fewer than two points
// (one cited UID: no line is defined, and 0 would read as a flat law).
struct ZipfFit {
  std::optional<double> exponent;   // the negated slope
  std::optional<double> intercept;  // log count at rank 1 on the fitted line
  std::optional<double> r_squared;  // 1 when every count is equal (a flat, exact line)
  std::size_t points = 0;
};

struct TopShare {
  double fraction = 0;     // 0.01 or 0.10
  std::size_t rows = 0;    // ceil(fraction x ranked UIDs)
  double token_share = 0;  // their tokens / all tokens
};

struct ReuseResult {
  load::Population population;   // over E; kept questions without an explanation set aside
  std::size_t explanations = 0;  // kept questions with an explanation
  std::size_t tokens = 0;
  std::vector<RowUse> rows;         // every cited UID, by count desc then UID
  std::size_t rows_used_once = 0;   // UIDs cited by exactly one token
  std::size_t tablestore_rows = 0;  // table lines loaded as rows (a UID defined twice counts twice)
  std::size_t tablestore_uids = 0;  // distinct UIDs the tables define
  // Of those distinct UIDs, the ones no explanation of E cites.
  std::size_t tablestore_rows_unused = 0;
  double mean_uses_per_row = 0;         // tokens / cited UIDs (the reference's average)
  std::vector<TopShare> top_shares;     // top 1% and 10% of the ranked UIDs
  std::vector<TableUsage> table_usage;  // every table, by proportion desc then name
  ZipfFit zipf;
};

ReuseResult compute_reuse(const load::Corpus& corpus, const ExplanationIndex& index);
ZipfFit fit_zipf(const std::vector<std::size_t>& counts_descending);

}  // namespace explgraph::analyze
