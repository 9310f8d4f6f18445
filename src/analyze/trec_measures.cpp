#include "explgraph/analyze/trec_measures.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/parallel.hpp"
#include "explgraph/core/strings.hpp"
#include "trec_formulas.hpp"

namespace explgraph::analyze {
namespace {

using trec::JudgedRanking;

// How a measure's -m parameters read (meas_init.c): none; cutoffs, one value each (integers
// or fractions, sorted, each once); coefficients of one value; name=value pairs of one value.
enum class Parameters { kNone, kWholeCutoffs, kFractionCutoffs, kCoefficients, kPairs };

// How the per-query values become the "all" line (meas_avg.c and the measures' own).
enum class Average { kMean, kGeometricMean, kSum, kQueries, kRelevantJudgments, kRunId };

struct Definition {
  std::string_view name;
  Parameters parameters;
  std::vector<double> defaults;
  TrecValueKind kind;
  bool per_query;  // printed for each query
  Average average;
  trec::Formula formula;  // nullptr: runid and relstring, which print text
};

const std::vector<double> kDepths{5, 10, 15, 20, 30, 100, 200, 500, 1000};
const std::vector<double> kRecallPoints{0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};

// trec_eval 10's measures in its own order (measures.c's te_trec_measures), which is the order
// it prints them in; the preference and judgment-group measures, which read other qrels
// formats, are left out. Then ir_measures' Judged@k, which trec_eval lacks.
using K = TrecValueKind;
using P = Parameters;
using A = Average;
const std::vector<Definition> kDefinitions{
    {"runid", P::kNone, {}, K::kRunId, false, A::kRunId, nullptr},
    {"num_q", P::kNone, {}, K::kInteger, false, A::kQueries, trec::num_q},
    {"num_ret", P::kNone, {}, K::kInteger, true, A::kSum, trec::num_ret},
    {"num_rel", P::kNone, {}, K::kInteger, true, A::kRelevantJudgments, trec::num_rel},
    {"num_rel_ret", P::kNone, {}, K::kInteger, true, A::kSum, trec::num_rel_ret},
    {"map", P::kNone, {}, K::kReal, true, A::kMean, trec::map},
    {"gm_map", P::kNone, {}, K::kReal, false, A::kGeometricMean, trec::gm_map},
    {"Rprec", P::kNone, {}, K::kReal, true, A::kMean, trec::r_prec},
    {"bpref", P::kNone, {}, K::kReal, true, A::kMean, trec::bpref},
    {"recip_rank", P::kNone, {}, K::kReal, true, A::kMean, trec::recip_rank},
    {"iprec_at_recall", P::kFractionCutoffs, kRecallPoints, K::kReal, true, A::kMean,
     trec::iprec_at_recall},
    {"P", P::kWholeCutoffs, kDepths, K::kReal, true, A::kMean, trec::precision},
    {"relstring", P::kCoefficients, {10}, K::kRelevanceString, true, A::kMean, nullptr},
    {"recall", P::kWholeCutoffs, kDepths, K::kReal, true, A::kMean, trec::recall},
    {"infAP", P::kNone, {}, K::kReal, true, A::kMean, trec::inf_ap},
    {"gm_bpref", P::kNone, {}, K::kReal, false, A::kGeometricMean, trec::gm_bpref},
    {"Rprec_mult",
     P::kFractionCutoffs,
     {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0},
     K::kReal,
     true,
     A::kMean,
     trec::r_prec_mult},
    {"utility", P::kCoefficients, {1.0, -1.0, 0.0, 0.0}, K::kReal, true, A::kMean, trec::utility},
    {"11pt_avg", P::kCoefficients, kRecallPoints, K::kReal, true, A::kMean,
     trec::eleven_point_average},
    {"binG", P::kNone, {}, K::kReal, true, A::kMean, trec::bin_g},
    {"G", P::kPairs, {}, K::kReal, true, A::kMean, trec::g},
    {"dcg", P::kPairs, {}, K::kReal, true, A::kMean, trec::dcg},
    {"ideal_dcg", P::kPairs, {}, K::kReal, true, A::kMean, trec::ideal_dcg},
    {"ndcg", P::kPairs, {}, K::kReal, true, A::kMean, trec::ndcg},
    {"ndcg_rel", P::kPairs, {}, K::kReal, true, A::kMean, trec::ndcg_rel},
    {"Rndcg", P::kPairs, {}, K::kReal, true, A::kMean, trec::r_ndcg},
    {"ndcg_cut", P::kWholeCutoffs, kDepths, K::kReal, true, A::kMean, trec::ndcg_cut},
    {"map_cut", P::kWholeCutoffs, kDepths, K::kReal, true, A::kMean, trec::map_cut},
    {"relative_P", P::kWholeCutoffs, kDepths, K::kReal, true, A::kMean, trec::relative_p},
    {"success", P::kWholeCutoffs, {1, 5, 10}, K::kReal, true, A::kMean, trec::success},
    {"set_P", P::kNone, {}, K::kReal, true, A::kMean, trec::set_p},
    {"set_relative_P", P::kNone, {}, K::kReal, true, A::kMean, trec::set_relative_p},
    {"set_recall", P::kNone, {}, K::kReal, true, A::kMean, trec::set_recall},
    {"set_map", P::kNone, {}, K::kReal, true, A::kMean, trec::set_map},
    {"set_F", P::kCoefficients, {1.0}, K::kReal, true, A::kMean, trec::set_f},
    {"num_nonrel_judged_ret",
     P::kNone,
     {},
     K::kInteger,
     true,
     A::kSum,
     trec::num_nonrel_judged_ret},
    {"yaap", P::kNone, {}, K::kReal, true, A::kMean, trec::yaap},
    {"rbp", P::kPairs, {}, K::kReal, true, A::kMean, trec::rbp},
    {"rbp_resid", P::kPairs, {}, K::kReal, true, A::kMean, trec::rbp_resid},
    {"unj", P::kWholeCutoffs, {5, 10, 20}, K::kReal, true, A::kMean, trec::unjudged},
    // not trec_eval's: ir_measures' Judged@k
    {"judged", P::kWholeCutoffs, {5, 10, 20}, K::kReal, true, A::kMean, trec::judged},
};

const std::vector<Definition>& definitions() {
  return kDefinitions;
}

// trec_eval's named sets of measures (measures.c's nicknames) that read plain qrels.
const std::vector<std::pair<std::string_view, std::vector<std::string_view>>>& sets() {
  static const std::vector<std::pair<std::string_view, std::vector<std::string_view>>> all{
      {"official",
       {"runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref",
        "recip_rank", "iprec_at_recall", "P"}},
      {"all_trec",
       {"runid",
        "num_q",
        "num_ret",
        "num_rel",
        "num_rel_ret",
        "map",
        "gm_map",
        "Rprec",
        "bpref",
        "recip_rank",
        "iprec_at_recall",
        "P",
        "relstring",
        "recall",
        "unj",
        "rbp",
        "rbp_resid",
        "infAP",
        "gm_bpref",
        "utility",
        "11pt_avg",
        "ndcg",
        "relative_P",
        "Rprec_mult",
        "success",
        "map_cut",
        "ndcg_cut",
        "ndcg_rel",
        "Rndcg",
        "binG",
        "G",
        "set_P",
        "set_recall",
        "set_relative_P",
        "set_map",
        "set_F",
        "num_nonrel_judged_ret"}},
      {"set",
       {"runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P", "set_recall",
        "set_relative_P", "set_map", "set_F"}},
  };
  return all;
}

std::size_t definition_index(std::string_view name) {
  const auto& all = definitions();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].name == name) return i;
  return SIZE_MAX;
}

[[noreturn]] void refuse(const std::string& spec, const std::string& why) {
  throw core::UsageError("--measures " + spec + ": " + why);
}

// A number as trec_eval's atol or atof reads it, but refusing text that does not start with
// one (which trec_eval would read as 0).
double leading_number(const std::string& spec, const std::string& text, bool whole) {
  const char* begin = text.c_str();
  char* end = nullptr;
  const double value =
      whole ? static_cast<double>(std::strtol(begin, &end, 10)) : std::strtod(begin, &end);
  if (end == begin || !std::isfinite(value))
    refuse(spec, std::string("expected ") + (whole ? "a whole number" : "a number") + ", found " +
                     core::quoted(text));
  return value;
}

std::vector<std::string> comma_separated(const std::string& text) {
  std::vector<std::string> parts(1);
  for (char c : text)
    if (c == ',')
      parts.emplace_back();
    else
      parts.back() += c;
  return parts;
}

// A whole number as trec_eval's atol reads it (strtol: saturated at LONG_MAX and LONG_MIN),
// refusing text that does not start with one.
long leading_whole_number(const std::string& spec, const std::string& text) {
  const char* begin = text.c_str();
  char* end = nullptr;
  const long value = std::strtol(begin, &end, 10);
  if (end == begin) refuse(spec, "expected a whole number, found " + core::quoted(text));
  return value;
}

void read_cutoffs(const std::string& spec, const std::string& text, bool whole,
                  TrecMeasureSelection::Measure& m) {
  for (const auto& part : comma_separated(text))
    if (whole)
      m.whole_cutoffs.push_back(leading_whole_number(spec, part));
    else
      m.parameters.push_back(leading_number(spec, part, false));
  std::sort(m.whole_cutoffs.begin(), m.whole_cutoffs.end());
  for (long k : m.whole_cutoffs) m.parameters.push_back(static_cast<double>(k));
  std::sort(m.parameters.begin(), m.parameters.end());
  if (whole && m.parameters.front() <= 0) refuse(spec, "cutoffs are counted from 1");
  if (std::adjacent_find(m.parameters.begin(), m.parameters.end()) != m.parameters.end() ||
      std::adjacent_find(m.whole_cutoffs.begin(), m.whole_cutoffs.end()) != m.whole_cutoffs.end())
    refuse(spec, "a cutoff is given twice");
}

// "name=value,…" as get_param_pairs reads it: every part holds one '='.
void read_pairs(const std::string& spec, const std::string& text,
                TrecMeasureSelection::Measure& m) {
  for (const auto& part : comma_separated(text)) {
    const auto equals = part.find('=');
    if (equals == std::string::npos || part.find('=', equals + 1) != std::string::npos)
      refuse(spec, "expected name=value pairs separated by commas (ndcg.1=3,2=9), found " +
                       core::quoted(text));
    m.pairs.emplace_back(part.substr(0, equals),
                         leading_number(spec, part.substr(equals + 1), false));
  }
}

TrecMeasureSelection::Measure measure_with(std::size_t index, const std::string& spec,
                                           const std::string* parameters) {
  const Definition& d = definitions()[index];
  TrecMeasureSelection::Measure m;
  m.definition = index;
  if (parameters == nullptr) {
    m.parameters = d.defaults;
    return m;
  }
  // trec_eval ignores the parameters of a measure that takes none, in its name too ("map.5"
  // prints as "map").
  if (d.parameters != Parameters::kNone) m.printable = *parameters;
  switch (d.parameters) {
    case Parameters::kNone:
      break;
    case Parameters::kWholeCutoffs:
      read_cutoffs(spec, *parameters, true, m);
      break;
    case Parameters::kFractionCutoffs:
      read_cutoffs(spec, *parameters, false, m);
      break;
    case Parameters::kCoefficients:
      for (const auto& part : comma_separated(*parameters))
        m.parameters.push_back(leading_number(spec, part, false));
      break;
    case Parameters::kPairs:
      read_pairs(spec, *parameters, m);
      break;
  }
  if (d.name == "utility" && m.parameters.size() != 4)
    refuse(spec,
           "utility takes four coefficients (relevant retrieved, non-relevant retrieved, "
           "relevant missed, non-relevant missed)");
  if (d.name == "11pt_avg" && m.parameters.empty()) refuse(spec, "no recall point");
  return m;
}

std::string unknown_measure(const std::string& name) {
  std::string known;
  for (const auto& [set, members] : sets()) known += std::string(set) + ", ";
  for (const auto& d : definitions()) known += std::string(d.name) + ", ";
  known.resize(known.size() - 2);
  return "unknown measure " + core::quoted(name) + "; the measures are " + known +
         " (judged is ir_measures' Judged@k; trec_eval's preference and judgment-group "
         "measures read other qrels formats)";
}

}  // namespace

std::vector<std::string> trec_measure_names() {
  std::vector<std::string> names;
  for (const auto& d : definitions()) names.emplace_back(d.name);
  return names;
}

TrecMeasureSelection select_trec_measures(const std::vector<std::string>& specs) {
  // As trec_eval: every measure named is marked; a measure's parameters are the first given
  // for it; the marked measures come out in trec_eval's order.
  std::vector<bool> marked(definitions().size(), false);
  std::unordered_map<std::size_t, std::pair<std::string, std::string>> parameters;
  for (const auto& spec : specs) {
    const auto dot = spec.find('.');
    const std::string name = spec.substr(0, dot);
    if (dot != std::string::npos && dot + 1 == spec.size())
      refuse(spec, "nothing after the '.' (parameters follow it: P.5,10)");
    const auto set =
        std::find_if(sets().begin(), sets().end(), [&](const auto& s) { return s.first == name; });
    if (set != sets().end()) {
      for (auto member : set->second) marked[definition_index(member)] = true;
      continue;
    }
    const std::size_t index = definition_index(name);
    if (index == SIZE_MAX) refuse(spec, unknown_measure(name));
    marked[index] = true;
    if (dot != std::string::npos) parameters.try_emplace(index, spec, spec.substr(dot + 1));
  }
  TrecMeasureSelection selection;
  for (std::size_t i = 0; i < marked.size(); ++i) {
    if (!marked[i]) continue;
    auto it = parameters.find(i);
    selection.measures.push_back(it == parameters.end()
                                     ? measure_with(i, "", nullptr)
                                     : measure_with(i, it->second.first, &it->second.second));
  }
  return selection;
}

namespace {

std::string formatted(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

// The printed names of a measure's values (meas_init.c): one per cutoff ("P_5",
// "iprec_at_recall_0.10"), else the name, followed by the parameters as written when given.
void add_columns(const TrecMeasureSelection::Measure& m, std::vector<TrecValueColumn>& columns) {
  const Definition& d = definitions()[m.definition];
  const std::string name(d.name);
  auto column = [&](std::string printed) {
    columns.push_back(
        {std::move(printed), d.kind, d.per_query, d.kind != TrecValueKind::kRelevanceString});
  };
  if (d.parameters == Parameters::kWholeCutoffs) {
    for (std::size_t i = 0; i < m.parameters.size(); ++i)
      column(name + "_" + std::to_string(trec::cutoff(m, i)));
  } else if (d.parameters == Parameters::kFractionCutoffs) {
    for (double k : m.parameters) column(name + "_" + formatted("%3.2f", k));
  } else {
    column(m.printable.empty() ? name : name + "_" + m.printable);
  }
}

// What trec_eval reads for one query (form_res_rels.c): the documents by score descending,
// ties by docid descending, the first `depth` of them, each with its grade or a mark of not
// being judged; with judged_only, the unjudged ones removed. Here, the judgments' part.
struct QueryJudgments {
  std::vector<long> rel_levels;  // by grade from 0
  long num_rel_levels = 0;
  long num_rel = 0;
};

QueryJudgments judgments_of(const std::vector<load::Qrels::Judgment>& judged,
                            const TrecEvalSettings& s) {
  QueryJudgments j;
  long max_rel = -1;
  for (const auto& one : judged) max_rel = std::max(max_rel, one.grade);
  // bpref reads the counts of every grade below the relevance level
  j.rel_levels.assign(
      static_cast<std::size_t>(std::max(max_rel + 1, std::max(s.relevance_level, 0L))), 0);
  for (const auto& one : judged)
    if (one.grade >= 0) ++j.rel_levels[static_cast<std::size_t>(one.grade)];
  for (long i = 0; i <= max_rel; ++i)
    if (j.rel_levels[static_cast<std::size_t>(i)]) {
      j.num_rel_levels = i + 1;
      if (i >= s.relevance_level) j.num_rel += j.rel_levels[static_cast<std::size_t>(i)];
    }
  return j;
}

long value_of_grade(long grade) {
  return grade < 0 ? trec::kJudgedNegative : grade;
}

// The values of a run's query's documents in trec_eval's order. `by_document` (one entry per
// run document, all kNotJudged) holds the query's grades while it is read, and is left as
// it was found: a flat array instead of a hash lookup per retrieved document.
void ranked_values(const load::TrecRun& run, std::size_t query,
                   const std::vector<load::Qrels::Judgment>& judged, std::vector<long>& by_document,
                   const TrecEvalSettings& settings, std::vector<long>& values) {
  std::vector<std::uint32_t> set;
  for (const auto& j : judged)
    if (const auto id = run.documents.find(j.document); id.valid()) {
      by_document[id.value] = value_of_grade(j.grade);
      set.push_back(id.value);
    }
  const auto& retrieved = run.retrieved[query];
  // Reordered by value below, a run of tied scores needs no order by docid first.
  const bool by_docid = settings.ties == TrecEvalSettings::Ties::kDocidDescending;
  const std::vector<std::uint32_t> order =
      by_docid ? load::trec_order(run, query) : load::falling_score_order(retrieved);
  for (std::uint32_t i : order) values.push_back(by_document[retrieved[i].document]);
  for (std::uint32_t id : set) by_document[id] = trec::kNotJudged;
  if (by_docid) return;
  // each run of equal scores reordered by value: best first, or worst first
  for (std::size_t start = 0; start < order.size();) {
    std::size_t end = start + 1;
    while (end < order.size() && retrieved[order[end]].score == retrieved[order[start]].score)
      ++end;
    if (settings.ties == TrecEvalSettings::Ties::kBestFirst)
      std::sort(values.begin() + static_cast<long>(start), values.begin() + static_cast<long>(end),
                std::greater<>());
    else
      std::sort(values.begin() + static_cast<long>(start), values.begin() + static_cast<long>(end));
    start = end;
  }
}

JudgedRanking judged_ranking(const QueryJudgments& j, const std::vector<long>& ranked,
                             const TrecEvalSettings& s) {
  JudgedRanking rr;
  rr.rel_levels = j.rel_levels;
  rr.num_rel_levels = j.num_rel_levels;
  rr.num_rel = j.num_rel;
  const std::size_t depth = static_cast<std::size_t>(std::max(s.depth, 0L));
  for (std::size_t r = 0; r < ranked.size() && r < depth; ++r) {
    const long v = ranked[r];
    if (s.judged_only && v < 0) continue;
    rr.values.push_back(v);
    if (v == trec::kNotJudged)
      ++rr.num_nonpool;
    else if (v == trec::kJudgedNegative)
      ++rr.num_unjudged_in_pool;
    else if (v >= s.relevance_level)
      ++rr.num_rel_ret;
  }
  rr.num_ret = static_cast<long>(rr.values.size());
  return rr;
}

// The document trec_eval's -c retrieves for a query the run lacks (trec_eval.c).
constexpr std::string_view kBogusDocument = "ceci_nest_pas_un_docno";

long stand_in_value(const std::vector<load::Qrels::Judgment>& judged) {
  for (const auto& j : judged)
    if (j.document == kBogusDocument) return value_of_grade(j.grade);
  return trec::kNotJudged;
}

// After scoring that stand-in, trec_eval zeroes what it would otherwise count (trec_eval.c):
// by the printed name, so a measure given parameters keeps its value, as there.
void clear_stand_in(const std::vector<TrecValueColumn>& columns, double* row,
                    std::string& relstring) {
  for (std::size_t c = 0; c < columns.size(); ++c) {
    const std::string& name = columns[c].name;
    if (name == "num_ret" || name == "utility" || name.rfind("unj", 0) == 0 || name == "rbp_resid")
      row[c] = 0;
    if (name == "relstring") relstring.clear();
  }
}

double average(Average how, double sum, std::size_t queries, std::size_t judged_queries,
               const TrecEvalSettings& s, double relevant_judgments) {
  const double n = static_cast<double>(s.complete ? judged_queries : queries);
  switch (how) {
    case Average::kMean:
      return n > 0 ? sum / n : sum;
    case Average::kGeometricMean:
      if (n <= 0) return sum;
      if (s.complete)  // every judged query was scored: nothing to patch up
        sum += static_cast<double>(judged_queries - queries) * std::log(.00001);
      return std::exp(sum / n);
    case Average::kQueries:
      return n;
    case Average::kRelevantJudgments:
      return s.complete ? relevant_judgments : sum;
    case Average::kSum:
    case Average::kRunId:
      break;
  }
  return sum;
}

// One selection's columns, filled query by query (from any thread: each query its own row).
struct Scoring {
  const TrecMeasureSelection* measures;
  TrecEvaluation evaluation;
  std::vector<std::size_t> offsets;  // by measure: its first column

  Scoring(const TrecMeasureSelection& selection, const load::TrecRun& run,
          const std::vector<std::string>& queries)
      : measures(&selection) {
    auto& e = evaluation;
    e.run_id = run.last_tag;
    for (const auto& m : selection.measures) {
      offsets.push_back(e.columns.size());
      add_columns(m, e.columns);
    }
    e.queries = queries;
    e.values.assign(queries.size() * e.columns.size(), 0.0);
    e.relstrings.resize(queries.size());
  }

  void score(std::size_t query, const JudgedRanking& rr, bool stand_in,
             const TrecEvalSettings& settings) {
    auto& e = evaluation;
    double* row = e.values.data() + query * e.columns.size();
    std::string& relstring = e.relstrings[query];
    for (std::size_t i = 0; i < measures->measures.size(); ++i) {
      const auto& m = measures->measures[i];
      const Definition& d = definitions()[m.definition];
      if (d.kind == TrecValueKind::kRelevanceString) relstring = trec::relevance_string(rr, m);
      if (d.formula != nullptr) d.formula(rr, m, settings, row + offsets[i]);
    }
    if (stand_in) clear_stand_in(e.columns, row, relstring);
  }

  // The "all" figures: the queries' values summed in their order, as trec_eval sums them,
  // then averaged.
  TrecEvaluation finish(std::size_t judged_queries, std::vector<std::string> skipped,
                        double relevant_judgments, const TrecEvalSettings& settings) {
    auto& e = evaluation;
    e.judged_queries = judged_queries;
    e.skipped = std::move(skipped);
    std::vector<double> sums(e.columns.size(), 0.0);
    for (std::size_t q = 0; q < e.queries.size(); ++q)
      for (std::size_t c = 0; c < sums.size(); ++c) sums[c] += e.value(q, c);
    for (std::size_t i = 0; i < measures->measures.size(); ++i) {
      const Definition& d = definitions()[measures->measures[i].definition];
      const std::size_t end = i + 1 < offsets.size() ? offsets[i + 1] : e.columns.size();
      for (std::size_t c = offsets[i]; c < end; ++c)
        sums[c] = average(d.average, sums[c], e.queries.size(), judged_queries, settings,
                          relevant_judgments);
    }
    e.summary = std::move(sums);
    return std::move(e);
  }
};

// A judged query to score: its index in the qrels and in the run (SIZE_MAX: the stand-in).
struct QueryToScore {
  std::size_t judged = 0;
  std::size_t in_run = SIZE_MAX;
};

}  // namespace

std::vector<TrecEvaluation> evaluate_trec_measures(
    const load::Qrels& qrels, const load::TrecRun& run,
    const std::vector<const TrecMeasureSelection*>& selections, const TrecEvalSettings& settings,
    std::size_t threads) {
  // queries in trec_eval's order: qid bytewise (strcmp)
  std::vector<std::size_t> order(qrels.queries.size());
  for (std::size_t q = 0; q < order.size(); ++q) order[q] = q;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return qrels.queries[a] < qrels.queries[b]; });
  std::unordered_map<std::string_view, std::size_t> in_run;
  for (std::size_t q = 0; q < run.queries.size(); ++q) in_run.emplace(run.queries[q], q);
  std::vector<QueryToScore> scored;
  std::vector<std::string> ids, skipped;
  for (std::size_t q : order) {
    auto found = in_run.find(qrels.queries[q]);
    if (found == in_run.end() && !settings.complete) {
      skipped.push_back(qrels.queries[q]);
      continue;
    }
    scored.push_back({q, found == in_run.end() ? SIZE_MAX : found->second});
    ids.push_back(qrels.queries[q]);
  }
  std::vector<Scoring> scorings;
  for (const auto* selection : selections) scorings.emplace_back(*selection, run, ids);

  // The queries in a few blocks per thread, each block on its own scratch space.
  const std::size_t workers = core::worker_count(threads, scored.size());
  const std::size_t blocks = std::min(scored.size(), workers * 4);
  std::vector<core::Task> tasks;
  for (std::size_t b = 0; b < blocks; ++b)
    tasks.push_back(
        {"trec_eval measures", [&, b] {
           std::vector<long> ranked, by_document(run.documents.size(), trec::kNotJudged);
           for (std::size_t i = b * scored.size() / blocks; i < (b + 1) * scored.size() / blocks;
                ++i) {
             const auto& judged = qrels.judgments[scored[i].judged];
             const bool stand_in = scored[i].in_run == SIZE_MAX;
             ranked.clear();
             if (stand_in)
               ranked.push_back(stand_in_value(judged));
             else
               ranked_values(run, scored[i].in_run, judged, by_document, settings, ranked);
             const JudgedRanking rr =
                 judged_ranking(judgments_of(judged, settings), ranked, settings);
             for (auto& scoring : scorings) scoring.score(i, rr, stand_in, settings);
           }
         }});
  core::run_tasks(tasks, workers);

  double relevant_judgments = 0;  // -c's num_rel: every judgment graded above 0
  for (const auto& judged : qrels.judgments)
    for (const auto& j : judged) relevant_judgments += j.grade > 0;
  std::vector<TrecEvaluation> out;
  for (auto& scoring : scorings)
    out.push_back(scoring.finish(qrels.queries.size(), skipped, relevant_judgments, settings));
  return out;
}

TrecTieCounts count_ties(const load::Qrels& qrels, const load::TrecRun& run,
                         const std::vector<std::size_t>& ks) {
  TrecTieCounts counts;
  std::vector<std::size_t> sorted = ks;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  for (std::size_t k : sorted) counts.straddling.emplace_back(k, 0);
  const std::unordered_set<std::string_view> judged(qrels.queries.begin(), qrels.queries.end());
  std::vector<double> scores;
  for (std::size_t q = 0; q < run.queries.size(); ++q) {
    if (!judged.count(run.queries[q])) continue;
    const auto& retrieved = run.retrieved[q];
    const auto higher = [](const auto& x, const auto& y) { return x.score > y.score; };
    // Runs are mostly written by falling score: then nothing is copied or sorted.
    const bool in_order = std::is_sorted(retrieved.begin(), retrieved.end(), higher);
    if (!in_order) {
      scores.clear();
      for (const auto& r : retrieved) scores.push_back(r.score);
      std::sort(scores.begin(), scores.end(), std::greater<>());
    }
    const auto score = [&](std::size_t i) { return in_order ? retrieved[i].score : scores[i]; };
    std::size_t i = 1;
    while (i < retrieved.size() && score(i - 1) != score(i)) ++i;
    if (i >= retrieved.size()) continue;  // no tie
    ++counts.queries_with_ties;
    for (auto& [k, queries] : counts.straddling)
      queries += k < retrieved.size() && score(k - 1) == score(k);
  }
  return counts;
}

TrecEvaluation evaluate_trec_measures(const load::Qrels& qrels, const load::TrecRun& run,
                                      const TrecMeasureSelection& measures,
                                      const TrecEvalSettings& settings, std::size_t threads) {
  return std::move(evaluate_trec_measures(qrels, run, {&measures}, settings, threads).front());
}

}  // namespace explgraph::analyze
