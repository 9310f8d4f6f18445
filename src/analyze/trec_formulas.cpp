#include "trec_formulas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

// Each formula follows its m_<name>.c in trec_eval 10 step by step: the same loops, the same
// integer and double operations in the same order, so that the doubles, and so the printed
// figures, are the same bits. Where trec_eval's C is odd, the comment says what is kept.
namespace explgraph::analyze::trec {
namespace {

constexpr double kMinGeometricMean = .00001;  // MIN_GEO_MEAN
constexpr double kInfApEpsilon = .00001;      // INFAP_EPSILON

bool relevant(long value, const TrecEvalSettings& s) {
  return value >= s.relevance_level;
}

// The loop trec_eval's cutoff measures share (m_P.c and its siblings): walking the ranking,
// at each cutoff k the value of `at(k)` over the first k documents, then `step(rank, value)`
// for the document at that rank (from 0); the cutoffs beyond the ranking get `at(k)` over all of
// it.
template <typename Step, typename At>
void at_cutoffs(const JudgedRanking& rr, const Measure& m, double* out, Step step, At at) {
  const std::size_t cutoffs = m.parameters.size();
  std::size_t index = 0;
  for (long i = 0; i < rr.num_ret; ++i) {
    if (i == cutoff(m, index)) {
      out[index] = at(i);
      if (++index == cutoffs) break;
    }
    step(i, rr.values[static_cast<std::size_t>(i)]);
  }
  for (; index < cutoffs; ++index) out[index] = at(cutoff(m, index));
}

// Sum of precision at each relevant document (map, gm_map, yaap).
double precision_sum(const JudgedRanking& rr, const TrecEvalSettings& s, long& rel_so_far) {
  rel_so_far = 0;
  double sum = 0.0;
  for (long i = 0; i < rr.num_ret; ++i)
    if (relevant(rr.values[static_cast<std::size_t>(i)], s)) {
      ++rel_so_far;
      sum += static_cast<double>(rel_so_far) / static_cast<double>(i + 1);
    }
  return sum;
}

// bpref before its logarithm (m_bpref.c, m_gm_bpref.c).
double bpref_value(const JudgedRanking& rr, const TrecEvalSettings& s) {
  long num_nonrel = 0;
  for (long j = 0; j < s.relevance_level; ++j)
    num_nonrel += rr.rel_levels[static_cast<std::size_t>(j)];
  long nonrel_so_far = 0;
  double value = 0.0;
  for (long v : rr.values) {
    if (v == kNotJudged || v == kJudgedNegative) continue;
    if (v >= 0 && v < s.relevance_level) {
      ++nonrel_so_far;
    } else if (nonrel_so_far > 0) {
      value += 1.0 - (static_cast<double>(std::min(nonrel_so_far, rr.num_rel)) /
                      static_cast<double>(std::min(num_nonrel, rr.num_rel)));
    } else {
      value += 1.0;
    }
  }
  if (rr.num_rel) value /= static_cast<double>(rr.num_rel);
  return value;
}

// The percentages of relevant documents as counts (iprec_at_recall, 11pt_avg): rounded, as
// trec_eval 10 rounds them (lround).
std::vector<long> recall_cutoffs(const Measure& m, long num_rel) {
  std::vector<long> cutoffs;
  for (double percent : m.parameters)
    cutoffs.push_back(std::lround(percent * static_cast<double>(num_rel)));
  return cutoffs;
}

// Interpolated precision at each recall cutoff, handed to `take(cut, value)` from the highest
// cutoff down, as m_iprec_at_recall.c computes it.
template <typename Take>
void interpolated_precisions(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s,
                             Take take) {
  const std::vector<long> cutoffs = recall_cutoffs(m, rr.num_rel);
  long current = static_cast<long>(cutoffs.size()) - 1;
  while (current >= 0 && cutoffs[static_cast<std::size_t>(current)] > rr.num_rel_ret) --current;
  // 0 / 0 when nothing is retrieved, as in trec_eval; no cutoff then takes it.
  double int_precis = static_cast<double>(rr.num_rel_ret) / static_cast<double>(rr.num_ret);
  long rel_so_far = rr.num_rel_ret;
  for (long i = rr.num_ret; i > 0 && rel_so_far > 0; --i) {
    const double precis = static_cast<double>(rel_so_far) / static_cast<double>(i);
    if (int_precis < precis) int_precis = precis;
    if (relevant(rr.values[static_cast<std::size_t>(i - 1)], s)) {
      while (current >= 0 && rel_so_far == cutoffs[static_cast<std::size_t>(current)])
        take(current--, int_precis);
      --rel_so_far;
    }
  }
  while (current >= 0) take(current--, int_precis);
}

// A gain per grade (gain_init.c's setup_gains): the name=value pairs whose name is an integer
// give its grade's gain, every other judged grade its own value; sorted by increasing gain
// as trec_eval sorts them (comparing the gains' difference cut to an int).
struct Gain {
  long level = 0;
  double gain = 0;
  long num_at_level = 0;
};

bool is_integer(const std::string& text) {
  std::size_t i = (!text.empty() && (text[0] == '-' || text[0] == '+')) ? 1 : 0;
  if (i == text.size()) return false;
  for (; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  return true;
}

std::vector<Gain> setup_gains(const Measure& m, const JudgedRanking& rr) {
  std::vector<Gain> gains;
  for (const auto& [name, value] : m.pairs)
    if (is_integer(name)) gains.push_back({std::atol(name.c_str()), value, 0});
  const std::size_t given = gains.size();
  for (long i = 0; i < rr.num_rel_levels; ++i) {
    const long count = rr.rel_levels[static_cast<std::size_t>(i)];
    auto it = std::find_if(gains.begin(), gains.begin() + static_cast<long>(given),
                           [&](const Gain& g) { return g.level == i; });
    if (it != gains.begin() + static_cast<long>(given))
      it->num_at_level = count;
    else
      gains.push_back({i, static_cast<double>(i), count});
  }
  std::stable_sort(gains.begin(), gains.end(), [](const Gain& a, const Gain& b) {
    return static_cast<int>(a.gain - b.gain) < 0;
  });
  return gains;
}

// get_gain: the gain of the first level (in the sorted gains) equal to a document's value, 0
// when none is; looked up in a table by value rather than searched for each document.
class GainTable {
 public:
  explicit GainTable(const std::vector<Gain>& gains) : gains_(gains) {
    if (gains.empty()) return;
    long low = trec::kJudgedNegative, high = 0;
    for (const auto& g : gains) low = std::min(low, g.level), high = std::max(high, g.level);
    if (high - low > 4096) return;  // levels far apart (given as parameters): searched
    lowest_ = low;
    table_.assign(static_cast<std::size_t>(high - low + 1), 0.0);
    for (auto g = gains.rbegin(); g != gains.rend(); ++g)
      table_[static_cast<std::size_t>(g->level - low)] = g->gain;
  }
  double of(long value) const {
    if (!table_.empty()) {
      const long i = value - lowest_;
      return i >= 0 && i < static_cast<long>(table_.size()) ? table_[static_cast<std::size_t>(i)]
                                                            : 0.0;
    }
    for (const auto& g : gains_)
      if (g.level == value) return g.gain;
    return 0.0;
  }

 private:
  const std::vector<Gain>& gains_;
  long lowest_ = 0;
  std::vector<double> table_;
};

// The ideal ranking's gains, best first, rank by rank: the walk down the gain levels that
// m_ndcg.c and its siblings share. next() moves to the next rank and gives its ideal gain
// (0 once the gains run out).
class IdealGains {
 public:
  explicit IdealGains(const std::vector<Gain>& gains)
      : gains_(gains),
        level_(static_cast<long>(gains.size()) - 1),
        gain_(level_ >= 0 ? gains[static_cast<std::size_t>(level_)].gain : 0.0) {}
  double current() const { return gain_; }
  double next() {
    ++at_level_;
    while (level_ >= 0 && at_level_ > gains_[static_cast<std::size_t>(level_)].num_at_level) {
      at_level_ = 1;
      --level_;
      gain_ = level_ >= 0 ? gains_[static_cast<std::size_t>(level_)].gain : 0.0;
    }
    return gain_;
  }

 private:
  const std::vector<Gain>& gains_;
  long level_;
  double gain_;
  long at_level_ = 0;
};

double discount(long i) {
  return std::log2(static_cast<double>(i + 2));
}

// m_ndcg.c's DCG and ideal DCG over the whole ranking.
std::pair<double, double> dcg_and_ideal(const JudgedRanking& rr, const Measure& m) {
  const std::vector<Gain> gains = setup_gains(m, rr);
  const GainTable by_value(gains);
  IdealGains ideal(gains);
  double results_dcg = 0.0, ideal_dcg = 0.0;
  long i = 0;
  for (; i < rr.num_ret && ideal.current() > 0.0; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    if (gain != 0) results_dcg += gain / discount(i);
    if (ideal.next() > 0.0) ideal_dcg += ideal.current() / discount(i);
  }
  for (; i < rr.num_ret; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    if (gain != 0) results_dcg += gain / discount(i);
  }
  for (; ideal.current() > 0.0; ++i)
    if (ideal.next() > 0.0) ideal_dcg += ideal.current() / discount(i);
  return {results_dcg, ideal_dcg};
}

}  // namespace

long cutoff(const Measure& m, std::size_t i) {
  return i < m.whole_cutoffs.size() ? m.whole_cutoffs[i] : static_cast<long>(m.parameters[i]);
}

void num_q(const JudgedRanking&, const Measure&, const TrecEvalSettings&, double* out) {
  out[0] = 1;
}

void num_ret(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  out[0] = static_cast<double>(rr.num_ret);
}

void num_rel(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  out[0] = static_cast<double>(rr.num_rel);
}

void num_rel_ret(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  out[0] = static_cast<double>(rr.num_rel_ret);
}

void map(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  const double sum = precision_sum(rr, s, rel_so_far);
  if (rel_so_far) out[0] = sum / static_cast<double>(rr.num_rel);
}

void gm_map(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  double sum = precision_sum(rr, s, rel_so_far);
  if (rel_so_far) sum = sum / static_cast<double>(rr.num_rel);
  out[0] = std::log(std::max(sum, kMinGeometricMean));
}

void r_prec(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  const long look_at = std::min(rr.num_ret, rr.num_rel);
  if (look_at == 0) return;
  long rel_so_far = 0;
  for (long i = 0; i < look_at; ++i)
    rel_so_far += relevant(rr.values[static_cast<std::size_t>(i)], s);
  out[0] = static_cast<double>(rel_so_far) / static_cast<double>(rr.num_rel);
}

void bpref(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  out[0] = bpref_value(rr, s);
}

void gm_bpref(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  out[0] = std::log(std::max(bpref_value(rr, s), kMinGeometricMean));
}

void recip_rank(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  for (long i = 0; i < rr.num_ret; ++i)
    if (relevant(rr.values[static_cast<std::size_t>(i)], s)) {
      out[0] = 1.0 / static_cast<double>(i + 1);
      return;
    }
}

void iprec_at_recall(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s,
                     double* out) {
  interpolated_precisions(rr, m, s, [&](long cut, double value) { out[cut] = value; });
}

void precision(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { rel_so_far += relevant(v, s); },
      [&](long k) { return static_cast<double>(rel_so_far) / static_cast<double>(k); });
}

void recall(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  if (rr.num_rel == 0) return;
  long rel_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { rel_so_far += relevant(v, s); },
      [&](long) { return static_cast<double>(rel_so_far) / static_cast<double>(rr.num_rel); });
}

void inf_ap(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  long nonrel_so_far = 0, rel_so_far = 0, pool_unjudged_so_far = 0;
  double value = 0.0;
  for (long j = 0; j < rr.num_ret; ++j) {
    const long v = rr.values[static_cast<std::size_t>(j)];
    if (v == kNotJudged) continue;
    if (v == kJudgedNegative) {
      ++pool_unjudged_so_far;
      continue;
    }
    if (v >= 0 && v < s.relevance_level) {
      ++nonrel_so_far;
      continue;
    }
    ++rel_so_far;
    if (j == 0) {
      value += 1.0;
      continue;
    }
    const double fj = static_cast<double>(j);
    // trec_eval's integer sums are converted to double where it divides by fj
    value += 1.0 / (fj + 1.0) +
             (fj / (fj + 1.0)) *
                 (static_cast<double>(rel_so_far - 1 + nonrel_so_far + pool_unjudged_so_far) / fj) *
                 ((static_cast<double>(rel_so_far - 1) + kInfApEpsilon) /
                  (static_cast<double>(rel_so_far - 1 + nonrel_so_far) + 2 * kInfApEpsilon));
  }
  if (rr.num_rel) value /= static_cast<double>(rr.num_rel);
  out[0] = value;
}

void r_prec_mult(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s,
                 double* out) {
  std::vector<long> cutoffs;  // counts of documents, rounded up from 0.1 as trec_eval does
  for (double percent : m.parameters)
    cutoffs.push_back(static_cast<long>(percent * static_cast<double>(rr.num_rel) + 0.9));
  long current = static_cast<long>(cutoffs.size()) - 1;
  while (current >= 0 && cutoffs[static_cast<std::size_t>(current)] > rr.num_ret) {
    out[current] = static_cast<double>(rr.num_rel_ret) /
                   static_cast<double>(cutoffs[static_cast<std::size_t>(current)]);
    --current;
  }
  long rel_so_far = rr.num_rel_ret;
  for (long i = rr.num_ret; i > 0 && rel_so_far > 0; --i) {
    const double precis = static_cast<double>(rel_so_far) / static_cast<double>(i);
    while (current >= 0 && i == cutoffs[static_cast<std::size_t>(current)]) out[current--] = precis;
    if (relevant(rr.values[static_cast<std::size_t>(i - 1)], s)) --rel_so_far;
  }
}

void utility(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  const auto& c = m.parameters;  // four coefficients, checked when selected
  out[0] = c[0] * static_cast<double>(rr.num_rel_ret) +
           c[1] * static_cast<double>(rr.num_ret - rr.num_rel_ret) +
           c[2] * static_cast<double>(rr.num_rel - rr.num_rel_ret) +
           c[3] * static_cast<double>(s.documents_in_collection + rr.num_rel_ret - rr.num_ret -
                                      rr.num_rel);
}

void eleven_point_average(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s,
                          double* out) {
  double sum = 0.0;
  interpolated_precisions(rr, m, s, [&](long, double value) { sum += value; });
  out[0] = sum / static_cast<double>(m.parameters.size());
}

void bin_g(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  double sum = 0.0;
  for (long i = 0; i < rr.num_ret; ++i)
    if (relevant(rr.values[static_cast<std::size_t>(i)], s)) {
      ++rel_so_far;
      sum += 1.0 / std::log2(static_cast<double>(3 + i - rel_so_far));
    }
  if (rel_so_far) out[0] = sum / static_cast<double>(rr.num_rel);
}

void g(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const std::vector<Gain> gains = setup_gains(m, rr);
  const GainTable by_value(gains);
  IdealGains ideal(gains);
  double results_g = 0.0, sum_results = 0.0, sum_ideal = 0.0, sum_cost = 0.0;
  const double min_cost = 1.0;
  long i = 0;
  for (; i < rr.num_ret && ideal.current() > 0.0; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    sum_results += gain;
    const double ideal_gain = ideal.next();
    if (ideal_gain > 0.0) sum_ideal += ideal_gain;
    sum_cost += ideal_gain >= min_cost ? ideal_gain : min_cost;
    if (gain != 0) results_g += gain / std::log2(2 + sum_cost - sum_results);
  }
  for (; i < rr.num_ret; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    sum_results += gain;
    sum_cost += min_cost;
    if (gain != 0) results_g += gain / std::log2(2 + sum_cost - sum_results);
  }
  while (ideal.current() > 0.0)
    if (const double ideal_gain = ideal.next(); ideal_gain > 0.0) sum_ideal += ideal_gain;
  if (sum_ideal > 0.0) out[0] = results_g / sum_ideal;
}

void dcg(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  out[0] = dcg_and_ideal(rr, m).first;
}

void ideal_dcg(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  out[0] = dcg_and_ideal(rr, m).second;
}

void ndcg(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const auto [results_dcg, ideal] = dcg_and_ideal(rr, m);
  if (ideal > 0.0) out[0] = results_dcg / ideal;
}

void ndcg_rel(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const std::vector<Gain> gains = setup_gains(m, rr);
  const GainTable by_value(gains);
  IdealGains ideal(gains);
  double results_dcg = 0.0, ideal_dcg = 0.0, sum = 0.0;
  long num_rel_ret = 0, num_rel = 0;
  long i = 0;
  for (; i < rr.num_ret && ideal.current() > 0.0; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    if (gain != 0) results_dcg += gain / discount(i);
    if (const double ideal_gain = ideal.next(); ideal_gain > 0.0) {
      ++num_rel;
      ideal_dcg += ideal_gain / discount(i);
    }
    if (gain > 0) {
      sum += results_dcg / ideal_dcg;
      ++num_rel_ret;
    }
  }
  for (; i < rr.num_ret; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    if (gain != 0) results_dcg += gain / discount(i);
    if (gain > 0) {
      sum += results_dcg / ideal_dcg;
      ++num_rel_ret;
    }
  }
  for (; ideal.current() > 0.0; ++i)
    if (const double ideal_gain = ideal.next(); ideal_gain > 0.0) {
      ++num_rel;
      ideal_dcg += ideal_gain / discount(i);
    }
  sum += static_cast<double>(num_rel - num_rel_ret) * results_dcg / ideal_dcg;
  if (sum > 0.0) out[0] = sum / static_cast<double>(num_rel);
}

void r_ndcg(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const std::vector<Gain> gains = setup_gains(m, rr);
  const GainTable by_value(gains);
  if (rr.num_rel == 0) return;
  IdealGains ideal(gains);
  double results_dcg = 0.0, ideal_dcg = 0.0, sum = 0.0;
  double old_ideal_gain = ideal.current();
  long changes = 0;
  // At each change of the ideal gain, the NDCG so far is averaged in.
  auto at_boundary = [&](double ideal_gain) {
    if (old_ideal_gain == ideal_gain) return;
    if (ideal_dcg > 0.0) {
      sum += results_dcg / ideal_dcg;
      ++changes;
    }
    old_ideal_gain = ideal_gain;
  };
  long i = 0;
  for (; i < rr.num_ret && ideal.current() > 0.0; ++i) {
    const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
    const double ideal_gain = ideal.next();
    at_boundary(ideal_gain);
    if (gain != 0) results_dcg += gain / discount(i);
    if (ideal_gain > 0.0) ideal_dcg += ideal_gain / discount(i);
  }
  if (i < rr.num_ret) {
    for (; i < rr.num_ret; ++i) {
      const double gain = by_value.of(rr.values[static_cast<std::size_t>(i)]);
      if (gain != 0) results_dcg += gain / discount(i);
    }
    if (ideal_dcg > 0.0) {
      sum += results_dcg / ideal_dcg;
      ++changes;
    }
  }
  for (; ideal.current() > 0.0; ++i) {
    const double ideal_gain = ideal.next();
    at_boundary(ideal_gain);
    if (ideal_gain > 0.0) ideal_dcg += ideal_gain / discount(i);
  }
  out[0] = sum / static_cast<double>(changes);
}

void ndcg_cut(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  double sum = 0.0;  // the grade itself is the gain, whatever the relevance level
  at_cutoffs(
      rr, m, out,
      [&](long i, long v) {
        const double gain = static_cast<double>(v);
        if (gain > 0) sum += gain / discount(i);
      },
      [&](long) { return sum; });
  // The ideal DCG at each cutoff, from the judged grades, highest first; each cutoff's DCG
  // divided by it (left as it is when it is 0).
  const std::size_t cutoffs = m.parameters.size();
  std::size_t index = 0;
  long level = rr.num_rel_levels - 1, at_level = 0;
  double ideal = 0.0;
  for (long i = 0;; ++i) {
    ++at_level;
    while (level > 0 && at_level > rr.rel_levels[static_cast<std::size_t>(level)]) {
      --level;
      at_level = 1;
    }
    if (level == 0) break;
    if (i == cutoff(m, index)) {
      if (ideal > 0.0) out[index] /= ideal;
      if (++index == cutoffs) break;
    }
    ideal += static_cast<double>(level) / discount(i);
  }
  for (; index < cutoffs; ++index)
    if (ideal > 0.0) out[index] /= ideal;
}

void map_cut(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  if (rr.num_rel == 0) return;
  long rel_so_far = 0;
  double sum = 0.0;
  at_cutoffs(
      rr, m, out,
      [&](long i, long v) {
        if (!relevant(v, s)) return;
        ++rel_so_far;
        sum += static_cast<double>(rel_so_far) / static_cast<double>(i + 1);
      },
      [&](long) { return sum / static_cast<double>(rr.num_rel); });
}

void relative_p(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  if (rr.num_rel == 0) return;
  long rel_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { rel_so_far += relevant(v, s); },
      [&](long k) {
        return static_cast<double>(rel_so_far) /
               static_cast<double>(k > rr.num_rel ? rr.num_rel : k);
      });
}

void success(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { rel_so_far += relevant(v, s); },
      [&](long) { return rel_so_far ? 1.0 : 0.0; });
}

void set_p(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  if (rr.num_ret) out[0] = static_cast<double>(rr.num_rel_ret) / static_cast<double>(rr.num_ret);
}

void set_relative_p(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  if (rr.num_ret && rr.num_rel)
    out[0] =
        static_cast<double>(rr.num_rel_ret) / static_cast<double>(std::min(rr.num_ret, rr.num_rel));
}

void set_recall(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  if (rr.num_rel) out[0] = static_cast<double>(rr.num_rel_ret) / static_cast<double>(rr.num_rel);
}

void set_map(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&, double* out) {
  if (rr.num_ret && rr.num_rel)
    out[0] = (static_cast<double>(rr.num_rel_ret) * static_cast<double>(rr.num_rel_ret)) /
             (static_cast<double>(rr.num_ret) * static_cast<double>(rr.num_rel));
}

void set_f(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  if (!rr.num_rel_ret) return;
  const double p = static_cast<double>(rr.num_rel_ret) / static_cast<double>(rr.num_ret);
  const double r = static_cast<double>(rr.num_rel_ret) / static_cast<double>(rr.num_rel);
  const double x = m.parameters[0];
  out[0] = (x + 1.0) * p * r / (x * p + r);
}

void num_nonrel_judged_ret(const JudgedRanking& rr, const Measure&, const TrecEvalSettings&,
                           double* out) {
  out[0] = static_cast<double>(rr.num_ret) - static_cast<double>(rr.num_nonpool) -
           static_cast<double>(rr.num_unjudged_in_pool) - static_cast<double>(rr.num_rel_ret);
}

void yaap(const JudgedRanking& rr, const Measure&, const TrecEvalSettings& s, double* out) {
  long rel_so_far = 0;
  const double sum = precision_sum(rr, s, rel_so_far);
  out[0] = std::log((1.0 + sum) / (1.0 + static_cast<double>(rr.num_rel) - sum));
}

// The persistence p of rank-biased precision: its "p" parameter, else 0.9.
static double persistence(const Measure& m) {
  double p = 0.9;
  for (const auto& [name, value] : m.pairs)
    if (name == "p") p = value;
  return p;
}

void rbp(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const double p = persistence(m);
  std::vector<Gain> gains = setup_gains(m, rr);
  // Gains outside [0, 1] are scaled into it by their least and greatest. trec_eval 10.0-rc3
  // starts that least and greatest uninitialised (m_rbp.c), so on grades above 1 its rbp
  // depends on what its stack held; this is the value it computes when they start at 0,
  // which is what it prints with -m all_trec.
  double least = 0.0, greatest = 0.0;
  for (const auto& gain : gains) {
    least = std::min(least, gain.gain);
    greatest = std::max(greatest, gain.gain);
  }
  if (least < 0 || greatest > 1)
    for (auto& gain : gains) gain.gain = (gain.gain - least) / (greatest - least);
  const GainTable by_value(gains);
  double sum = 0.0, weight = 1.0;
  for (long v : rr.values) {
    const double gain = by_value.of(v);
    if (gain != 0) sum += gain * weight;
    weight = weight * p;
  }
  out[0] = (1.0 - p) * sum;
}

void rbp_resid(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  const double p = persistence(m);
  long unjudged_so_far = 0;
  double sum = 0.0, weight = 1.0;
  for (long v : rr.values) {
    if (v < 0) {
      ++unjudged_so_far;
      sum += weight;
    }
    weight = weight * p;
  }
  if (unjudged_so_far) out[0] = weight + (1 - p) * sum;
}

void unjudged(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  long unjudged_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { unjudged_so_far += v == kNotJudged || v == kJudgedNegative; },
      [&](long k) { return static_cast<double>(unjudged_so_far) / static_cast<double>(k); });
}

void judged(const JudgedRanking& rr, const Measure& m, const TrecEvalSettings&, double* out) {
  long judged_so_far = 0;
  at_cutoffs(
      rr, m, out, [&](long, long v) { judged_so_far += v != kNotJudged; },
      [&](long k) { return static_cast<double>(judged_so_far) / static_cast<double>(k); });
}

std::string relevance_string(const JudgedRanking& rr, const Measure& m) {
  long length = std::min(cutoff(m, 0), rr.num_ret);
  std::string text;
  for (long i = 0; i < length; ++i) {
    const long v = rr.values[static_cast<std::size_t>(i)];
    text += v > 9                  ? '>'
            : v >= 0               ? static_cast<char>('0' + v)
            : v == kNotJudged      ? '-'
            : v == kJudgedNegative ? '.'
                                   : '<';
  }
  return text;
}

}  // namespace explgraph::analyze::trec
