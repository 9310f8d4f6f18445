#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>
#include "explgraph/core/progress.hpp"

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

struct GrowthPoint {
  std::size_t n = 0;
  double total = 0;                           // expected unique rows
  std::map<std::string, double> by_category;  // by the row's table's coarse category
  double total_stderr = 0;                    // Monte-Carlo only
};

struct GrowthOptions {
  std::size_t step = 50;
  std::size_t monte_carlo = 0;  // simulations per n (0 = none)
  std::uint64_t seed = 1;
  core::Progress* progress = nullptr;  // Monte-Carlo simulations done, for a terminal
};

// SPEC §3 growth (the reference's SummaryKnowledgeGrowth, computed exactly): the expected
// number of distinct tablestore rows cited by n questions drawn at random from the N kept
// questions, sum over rows r of 1 - C(N - d_r, n) / C(N, n), where d_r is the number of
// questions citing r. Dangling UIDs are not rows and do not count (as in the reference).
struct GrowthResult {
  load::Population population;
  std::size_t questions = 0;  // N = |E|
  std::size_t rows_cited = 0;
  std::vector<std::string> categories;  // order of by_category keys in reports
  std::vector<GrowthPoint> curve;
  std::vector<GrowthPoint> simulated;
};

GrowthResult compute_growth(const load::Corpus& corpus, const ExplanationIndex& index,
                            const GrowthOptions& options);

}  // namespace explgraph::analyze
