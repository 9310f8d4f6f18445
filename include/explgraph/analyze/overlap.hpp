#pragma once
#include <cstdint>
#include <vector>
#include "explgraph/core/progress.hpp"

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/hub_groups.hpp"
#include "explgraph/analyze/posting_walk.hpp"

namespace explgraph::analyze {

// overlap(A, B) = number of A's explanation tokens whose UID occurs in B's explanation
// (duplicates in A counted, so overlap is not symmetric); central-overlap(A, B) = those of
// them where A's token or B's first token with that UID has role CENTRAL. Both as in the
// reference tool (clulab/worldtree-api CharacterizeConnectivity). Bins are 0..5, the last
// meaning "5 or more".
constexpr int kOverlapBins = 6;

struct OverlapHistogram {
  std::vector<double> hist = std::vector<double>(kOverlapBins, 0.0);  // questions per bin
  // The mean number of connections of the questions in the bin.
  std::vector<double> avg = std::vector<double>(kOverlapBins, 0.0);
};

struct ExpectedProportions {
  std::size_t n = 0;
  std::vector<double> any;               // inclusive proportion per bin, mode ANY
  std::vector<double> central_atleast1;  // mode CENTRAL_ATLEAST1
};

struct SimulatedProportions {
  std::size_t n = 0;
  std::size_t simulations = 0;
  std::vector<double> any, any_stderr;
};

struct OverlapOptions {
  std::size_t step = 50;        // sample sizes n = step, 2 step, …, N
  std::size_t monte_carlo = 0;  // simulations per n (0 = none)
  std::uint64_t seed = 1;
  unsigned threads = 0;  // 0 = up to 4 on corpora of 2,000+ questions; results never depend on it
  // 0 = chosen by cost; kNoHubs = walk every posting (see hub_groups.hpp).
  std::size_t hub_threshold = 0;
  bool fail_worker_for_tests = false;  // each worker throws: the caller gets the exception
  core::Progress* progress = nullptr;  // Monte-Carlo work done, for a terminal
};

struct OverlapResult {
  load::Population population;      // N = population.with_explanation (E)
  std::size_t questions = 0;        // N
  std::size_t connected_pairs = 0;  // unordered pairs sharing at least one UID
  // How the counting was done (not what it found).
  std::size_t hub_threshold = 0, hubs = 0, hub_groups = 0;
  // Per question, its largest overlap with any other question (binned) and how many other
  // questions reach that overlap (mode ANY). Sums to the number of questions.
  OverlapHistogram max_any;
  // Inclusive: a question counts in bin b if some other question overlaps it by >= b (ANY),
  // or, for CENTRAL_ATLEAST1, exactly as the reference marks bins (see docs).
  OverlapHistogram inclusive_any;
  OverlapHistogram inclusive_central_atleast1;
  std::vector<ExpectedProportions> expected;  // exact, when n of N questions are sampled
  std::vector<SimulatedProportions> simulated;
};

OverlapResult compute_overlap(const ExplanationIndex& index, const OverlapOptions& options);

// The overlaps of one question with every question it shares a UID with.
struct Partner {
  std::uint32_t question;
  std::uint32_t overlap;
  std::uint32_t central;
};
// Walks each question's partners through the UID postings, never all pairs. `visit(q,
// partners)` is called for q = 0, 1, … in order; `members` (optional) restricts both sides.
class PartnerWalker {
 public:
  explicit PartnerWalker(const ExplanationIndex& index);
  const std::vector<Partner>& partners(std::uint32_t q, const std::vector<char>* members = nullptr);

 private:
  const ExplanationIndex& index_;
  PostingWalk walk_;
  std::vector<Partner> partners_;
};

}  // namespace explgraph::analyze
