#include "explgraph/analyze/overlap.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <map>
#include <stdexcept>
#include <thread>

#include "explgraph/analyze/hypergeometric.hpp"
#include "explgraph/core/parallel.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {
namespace {

constexpr std::uint32_t kTop = kOverlapBins - 1;

std::uint32_t clamp_bin(std::uint32_t v) {
  return std::min(v, kTop);
}

// Per-question counts of partners marking each bin (bin 0 is marked by every other question).
struct BinCounts {
  std::vector<std::uint32_t> any = std::vector<std::uint32_t>(kOverlapBins, 0);
  std::vector<std::uint32_t> central = std::vector<std::uint32_t>(kOverlapBins, 0);
};

// `count` partners with this overlap and central overlap mark, in mode ANY, bins 1..o, and
// in the reference's CENTRAL_ATLEAST1 mode bins o, o-1, …, o-c+1 (o, c clamped).
void mark_bins(std::uint32_t overlap, std::uint32_t central, std::uint32_t count, BinCounts& b) {
  std::uint32_t o = clamp_bin(overlap), c = clamp_bin(central);
  for (std::uint32_t bin = 1; bin <= o; ++bin) b.any[bin] += count;
  for (std::uint32_t dec = 0; dec < c; ++dec) b.central[o - dec] += count;
}

BinCounts bin_counts(const std::vector<Partner>& partners, std::size_t others) {
  BinCounts b;
  b.any[0] = b.central[0] = static_cast<std::uint32_t>(others);
  for (const auto& p : partners) mark_bins(p.overlap, p.central, 1, b);
  return b;
}

BinCounts bin_counts(const std::vector<PartnerClass>& classes, std::size_t others) {
  BinCounts b;
  b.any[0] = b.central[0] = static_cast<std::uint32_t>(others);
  for (const auto& k : classes) mark_bins(k.overlap, k.central, k.count, b);
  return b;
}

void add_inclusive(const std::vector<std::uint32_t>& counts, OverlapHistogram& h) {
  for (int b = 0; b < kOverlapBins; ++b)
    if (counts[b] > 0) h.hist[b] += 1, h.avg[b] += counts[b];
}

void add_max(const std::vector<PartnerClass>& classes, std::size_t others, OverlapHistogram& h) {
  std::uint32_t best = 0, at_best = 0;
  for (const auto& k : classes) {
    if (k.overlap > best) best = k.overlap, at_best = 0;
    if (k.overlap == best) at_best += k.count;
  }
  if (best == 0) at_best = static_cast<std::uint32_t>(others);  // every other question ties at 0
  std::uint32_t bin = clamp_bin(best);
  h.hist[bin] += 1;
  h.avg[bin] += at_best;
}

void finish_average(OverlapHistogram& h) {
  for (int b = 0; b < kOverlapBins; ++b)
    if (h.hist[b] > 0) h.avg[b] /= h.hist[b];
}

// How many questions have each marking-partner count, in one bin: the expectation below
// depends on a question only through that count. Small counts, the common ones, are
// counted in an array (a map per question and bin took seconds at 1000x).
class MarkCounts {
 public:
  void add(std::size_t marked) {
    if (marked < kSmall)
      ++small_[marked];
    else
      ++large_[marked];
  }
  void merge(const MarkCounts& other) {
    for (std::size_t m = 0; m < kSmall; ++m) small_[m] += other.small_[m];
    for (const auto& [m, n] : other.large_) large_[m] += n;
  }
  std::map<std::size_t, std::size_t> by_count() const {
    std::map<std::size_t, std::size_t> all(large_);
    for (std::size_t m = 0; m < kSmall; ++m)
      if (small_[m] > 0) all[m] = small_[m];
    return all;
  }

 private:
  static constexpr std::size_t kSmall = 4096;
  std::vector<std::size_t> small_ = std::vector<std::size_t>(kSmall, 0);
  std::map<std::size_t, std::size_t> large_;
};
using MarkHistogram = std::vector<MarkCounts>;  // per bin

void add_marks(const std::vector<std::uint32_t>& counts, MarkHistogram& marks) {
  for (int b = 0; b < kOverlapBins; ++b) marks[b].add(counts[b]);
}

// Exact E[inclusive proportion] for a uniform n-subset: a question q in the sample counts in
// bin b when one of its m_q(b) marking partners is among the other n-1 drawn from N-1, so
// E = (1/N) sum_q [1 - C(N-1-m_q, n-1) / C(N-1, n-1)].
std::vector<double> expected_for(const std::vector<ChanceSum>& marks, std::size_t total,
                                 std::size_t n, const LogFactorial& lf) {
  std::vector<double> out(kOverlapBins, 0.0);
  for (int b = 0; b < kOverlapBins; ++b)
    out[b] = marks[b](lf, total - 1, n - 1) / static_cast<double>(total);
  return out;
}

SimulatedProportions simulate(const ExplanationIndex& index, std::size_t n,
                              const OverlapOptions& options, core::Random& random) {
  const auto total = static_cast<std::uint32_t>(index.question_count());
  SimulatedProportions sim{n, options.monte_carlo, std::vector<double>(kOverlapBins, 0.0),
                           std::vector<double>(kOverlapBins, 0.0)};
  std::vector<std::uint32_t> order(total);
  std::vector<char> members(total, 0);
  std::vector<double> sum_sq(kOverlapBins, 0.0);
  PartnerWalker walker(index);
  for (std::size_t k = 0; k < options.monte_carlo; ++k) {
    core::advance(options.progress, n);
    for (std::uint32_t i = 0; i < total; ++i) order[i] = i;
    random.sample_prefix(order, n);
    std::fill(members.begin(), members.end(), 0);
    for (std::size_t i = 0; i < n; ++i) members[order[i]] = 1;
    OverlapHistogram h;
    for (std::size_t i = 0; i < n; ++i)
      add_inclusive(bin_counts(walker.partners(order[i], &members), n - 1).any, h);
    for (int b = 0; b < kOverlapBins; ++b) {
      double p = h.hist[b] / static_cast<double>(n);
      sim.any[b] += p;
      sum_sq[b] += p * p;
    }
  }
  const double k = static_cast<double>(options.monte_carlo);
  for (int b = 0; b < kOverlapBins; ++b) {
    sim.any[b] /= k;
    double variance = k > 1 ? (sum_sq[b] - k * sim.any[b] * sim.any[b]) / (k - 1) : 0;
    sim.any_stderr[b] = std::sqrt(std::max(0.0, variance) / k);
  }
  return sim;
}

}  // namespace

PartnerWalker::PartnerWalker(const ExplanationIndex& index)
    : index_(index), walk_(index.question_count()) {}

const std::vector<Partner>& PartnerWalker::partners(std::uint32_t q,
                                                    const std::vector<char>* members) {
  for (const auto& cited : index_.cited(q)) walk_.add(index_, cited, q, members);
  partners_.clear();
  walk_.finish(/*sorted=*/true,
               [&](std::uint32_t other, std::uint32_t overlap, std::uint32_t central) {
                 partners_.push_back({other, overlap, central});
               });
  return partners_;
}

namespace {

// Per-thread sums over a slice of questions; merged in slice order, they are the same
// integers (and the same doubles: sums of whole numbers) whatever the thread count.
struct Slice {
  std::size_t connected_pairs = 0;
  OverlapHistogram max_any, inclusive_any, inclusive_central_atleast1;
  MarkHistogram marks_any = MarkHistogram(kOverlapBins),
                marks_central = MarkHistogram(kOverlapBins);
};

void walk_slice(const ExplanationIndex& index, const HubGroups& groups, std::uint32_t begin,
                std::uint32_t end, Slice& s) {
  const std::size_t total = index.question_count();
  PartnerClassWalker walker(index, groups);
  for (std::uint32_t q = begin; q < end; ++q) {
    const auto& partners = walker.partners(q);
    for (const auto& p : partners) s.connected_pairs += p.count;  // each pair seen from both ends
    add_max(partners, total - 1, s.max_any);
    BinCounts b = bin_counts(partners, total - 1);
    add_inclusive(b.any, s.inclusive_any);
    add_inclusive(b.central, s.inclusive_central_atleast1);
    add_marks(b.any, s.marks_any);
    add_marks(b.central, s.marks_central);
  }
}

void merge(OverlapHistogram& into, const OverlapHistogram& from) {
  for (int b = 0; b < kOverlapBins; ++b) into.hist[b] += from.hist[b], into.avg[b] += from.avg[b];
}

void merge(MarkHistogram& into, const MarkHistogram& from) {
  for (int b = 0; b < kOverlapBins; ++b) into[b].merge(from[b]);
}

// The pair walk over every question, cut into one slice per thread. A failure in a slice
// (out of memory on a huge corpus) reaches the caller: run_tasks rethrows it once every slice
// has ended.
std::vector<Slice> walk_slices(const ExplanationIndex& index, const HubGroups& groups,
                               unsigned threads, const OverlapOptions& options) {
  const std::size_t total = index.question_count();
  std::vector<Slice> slices(threads);
  std::vector<core::Task> tasks;
  for (unsigned t = 0; t < threads; ++t) {
    auto begin = static_cast<std::uint32_t>(total * t / threads),
         end = static_cast<std::uint32_t>(total * (t + 1) / threads);
    tasks.push_back({"overlap", [&, t, begin, end] {
                       if (options.fail_worker_for_tests)
                         throw std::runtime_error("worker failure (test)");
                       walk_slice(index, groups, begin, end, slices[t]);
                     }});
  }
  core::run_tasks(tasks, threads);
  return slices;
}

}  // namespace

OverlapResult compute_overlap(const ExplanationIndex& index, const OverlapOptions& options) {
  OverlapResult r;
  const std::size_t total = index.question_count();
  r.population = index.population();
  r.questions = total;
  if (total == 0) return r;
  // Both cores where it pays: the pair walk dominates on large corpora.
  const unsigned threads = options.threads > 0 ? options.threads
                           : total < 2000
                               ? 1
                               : std::max(1u, std::min(4u, std::thread::hardware_concurrency()));
  r.hub_threshold =
      options.hub_threshold != 0 ? options.hub_threshold : choose_hub_threshold(index);
  const HubGroups groups = group_by_hubs(index, r.hub_threshold);
  r.hubs = groups.hub_count();
  r.hub_groups = groups.group_count();
  const std::vector<Slice> slices = walk_slices(index, groups, threads, options);
  MarkHistogram marks_any(kOverlapBins), marks_central(kOverlapBins);
  for (const auto& s : slices) {
    r.connected_pairs += s.connected_pairs;
    merge(r.max_any, s.max_any);
    merge(r.inclusive_any, s.inclusive_any);
    merge(r.inclusive_central_atleast1, s.inclusive_central_atleast1);
    merge(marks_any, s.marks_any);
    merge(marks_central, s.marks_central);
  }
  r.connected_pairs /= 2;  // each pair was counted from both ends
  finish_average(r.max_any);
  finish_average(r.inclusive_any);
  finish_average(r.inclusive_central_atleast1);

  LogFactorial lf(total);
  auto chance_sums = [](const MarkHistogram& marks) {
    std::vector<ChanceSum> sums;
    for (const auto& bin : marks) sums.emplace_back(bin.by_count());
    return sums;
  };
  const auto chances_any = chance_sums(marks_any), chances_central = chance_sums(marks_central);
  core::Random random(options.seed);
  if (options.monte_carlo > 0)
    for (std::size_t n : sample_sizes(options.step, total))
      core::add_work(options.progress, n * options.monte_carlo);
  for (std::size_t n : sample_sizes(options.step, total)) {
    r.expected.push_back(
        {n, expected_for(chances_any, total, n, lf), expected_for(chances_central, total, n, lf)});
    if (options.monte_carlo > 0) r.simulated.push_back(simulate(index, n, options, random));
  }
  return r;
}

}  // namespace explgraph::analyze
