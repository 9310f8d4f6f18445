#include "explgraph/analyze/accuracy.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/analyze/length_bins.hpp"
#include "explgraph/analyze/power.hpp"
#include "explgraph/analyze/significance.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/question_ids.hpp"

namespace explgraph::analyze {

int verdict(const Comparison& c, double alpha) {
  return significantly_better(c.paired, alpha);
}

double SolverScores::answered_accuracy() const {
  if (answered == 0) return 0;
  double sum = 0;
  for (double x : score) sum += x;  // an unanswered question scores 0
  return sum / static_cast<double>(answered);
}

namespace {

// Per question (by QuestionId), the name predictions use for it: its id, ID#2 for the second
// question of a repeated id (load::distinct_question_names).
using QuestionNames = std::vector<std::string>;

// Questions that can be scored: kept, with an answer key that names a choice (or, when the
// text is withheld, any key).
std::vector<core::QuestionId> scorable(const load::Corpus& corpus, std::size_t& without_key) {
  std::vector<core::QuestionId> out;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    bool ok = q.answer >= 0 && (q.choices.empty() || q.answer < static_cast<int>(q.choices.size()));
    if (ok)
      out.push_back(core::QuestionId(i));
    else
      ++without_key;
  }
  return out;
}

// The ids of the predictions matched to the scored questions' names (SPEC §6 question ids;
// the second question of a repeated id is ID#2, load::distinct_question_names).
load::ResolvedIds match_ids(const QuestionNames& names,
                            const std::vector<core::QuestionId>& questions,
                            const load::Predictions& p) {
  std::vector<std::string> ids;
  for (core::QuestionId id : questions) ids.push_back(names[id.value]);
  return load::resolve_ids(load::QuestionIdResolver(ids), p.order);
}

SolverScores score_solver(const load::Corpus& corpus, const QuestionNames& names,
                          const std::vector<core::QuestionId>& questions,
                          const load::Predictions& p) {
  SolverScores s;
  s.name = p.name;
  s.repeated = p.repeated;
  s.malformed = p.malformed;
  s.harness = p.harness;
  auto matched = match_ids(names, questions, p);
  s.unknown_questions = matched.unknown;
  s.ambiguous_ids = matched.ambiguous;
  for (core::QuestionId id : questions) {
    const auto& q = corpus.question(id);
    const std::string& name = names[id.value];
    auto it = matched.external_for.find(name);
    if (it == matched.external_for.end()) {
      s.unanswered.push_back(name);
      s.score.push_back(0.0);
      continue;
    }
    ++s.answered;
    if (!load::has_explanation(q)) ++s.answered_without_explanation[q.split];
    std::set<int> given;
    for (const auto& a : p.answers.at(it->second)) {
      int index = load::parse_answer_key(a);
      if (index < 0 || (!q.choices.empty() && index >= static_cast<int>(q.choices.size()))) {
        s.invalid_answers.push_back(name + ": " + a);
        continue;
      }
      given.insert(index);
    }
    s.score.push_back(given.count(q.answer) ? 1.0 / static_cast<double>(given.size()) : 0.0);
  }
  return s;
}

// group -> positions in `questions`, groups in natural order ("4-6" before "10-12")
using Membership = std::map<std::string, std::vector<std::size_t>, core::NaturalLess>;

std::vector<std::pair<std::string, Membership>> breakdowns(
    const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
    const std::vector<core::QuestionId>& questions, const AccuracyOptions& options) {
  Membership overall, fine, coarse, labels, length, depth, grade, split, kind, hops, family,
      crossing;
  const auto& store = corpus.tablestore;
  const core::RoleId only_role =
      options.role.empty() ? core::RoleId() : corpus.roles.find(options.role);
  for (std::size_t pos = 0; pos < questions.size(); ++pos) {
    const auto& q = corpus.question(questions[pos]);
    overall["all"].push_back(pos);
    std::set<std::string> tables, categories;
    for (const auto& t : q.explanation) {
      if (!t.row.valid() || (!options.role.empty() && t.role_id != only_role)) continue;
      const auto& table = store.tables[store.rows[t.row.value].table.value].name;
      tables.insert(table);
      categories.insert(load::category_of(corpus, t.row));
    }
    for (const auto& l : std::set<std::string>(q.knowledge_types.begin(), q.knowledge_types.end()))
      labels[l].push_back(pos);
    if (!q.grade.empty()) grade[q.grade].push_back(pos);
    if (!q.split.empty()) split[q.split].push_back(pos);
    if (!q.probe_kind.empty()) kind[q.probe_kind].push_back(pos);  // a probe set's columns
    if (!q.hops.empty()) hops[q.hops].push_back(pos);
    if (!q.distractor_family.empty()) family[q.distractor_family].push_back(pos);
    if (!q.probe_kind.empty() && !q.distractor_family.empty())
      crossing[q.probe_kind + " / " + (q.hops.empty() ? "-" : q.hops) + " / " + q.distractor_family]
          .push_back(pos);
    if (!load::has_explanation(q)) continue;  // explanation groups are over E (SPEC §1)
    for (const auto& t : tables) fine[t].push_back(pos);
    for (const auto& c : categories) coarse[c].push_back(pos);
    length[length_bin(q.explanation.size())].push_back(pos);
    const auto& eg = graphs[questions[pos]];
    if (eg.has_text && !eg.facts.empty())
      depth[eg.depth >= 3 ? "3+" : std::to_string(eg.depth)].push_back(pos);
  }
  return {{"overall", overall},
          {"fine_type", fine},
          {"category", coarse},
          {"question_type", labels},
          {"length", length},
          {"depth", depth},
          {"grade", grade},
          {"split", split},
          {"probe_kind", kind},
          {"hops", hops},
          {"distractor_family", family},
          {"probe_crossing", crossing}};
}

Comparison compare(const SolverScores& base, const SolverScores& other,
                   const std::vector<std::size_t>& members, bool too_small,
                   const ComparisonOptions& options) {
  Comparison c;
  c.solver = other.name;
  std::vector<double> deltas;
  for (std::size_t pos : members) {
    double d = other.score[pos] - base.score[pos];
    deltas.push_back(d);
    c.helped += d > 0;
    c.hurt += d < 0;
  }
  c.paired = compare_paired(base.name, other.name, deltas, options);
  if (too_small) {
    c.paired.p_value.reset();  // a group too small to test shows no p at all
    return c;
  }
  c.mcnemar_p = mcnemar_exact(c.helped, c.hurt);
  return c;
}

// Holm across the groups of one breakdown, for the comparison with solver `solver`.
void adjust(std::vector<AccuracyGroup>& groups, std::size_t first, std::size_t solver) {
  std::vector<double> tested, mcnemar;
  for (std::size_t g = first; g < groups.size(); ++g) {
    const auto& c = groups[g].comparisons[solver];
    tested.push_back(c.paired.p_value.value_or(std::nan("")));
    mcnemar.push_back(c.mcnemar_p.value_or(std::nan("")));
  }
  const auto tested_adj = holm_adjust(tested), mcnemar_adj = holm_adjust(mcnemar);
  auto present = [](double p) { return std::isnan(p) ? std::nullopt : std::optional<double>(p); };
  for (std::size_t g = first; g < groups.size(); ++g) {
    auto& c = groups[g].comparisons[solver];
    c.paired.p_adjusted = present(tested_adj[g - first]);
    c.mcnemar_p_holm = present(mcnemar_adj[g - first]);
    c.paired.exact_p_adjusted = c.mcnemar_p_holm;  // the exact test has the last word
  }
}

// Whether no question is in two groups of `membership` (Fisher's method needs independent
// groups: splits, grades, lengths are; knowledge types are not).
bool disjoint(const Membership& membership) {
  std::set<std::size_t> seen;
  for (const auto& [group, members] : membership)
    for (std::size_t pos : members)
      if (!seen.insert(pos).second) return false;
  return true;
}

// One pair's evidence in a group: the larger of the chosen test's p and the exact McNemar p,
// so that no group the exact test finds not significant counts as one where the pair differs.
double group_evidence(const Comparison& c) {
  return std::max(*c.paired.p_value, c.mcnemar_p.value_or(0.0));
}

// The replicability of each compared pair (with a baseline, each solver against it; with
// --compare all, every pair) over the tested groups of one breakdown (groups[first…]), when
// two or more groups were tested. A pair without the baseline is compared here, group by group.
void add_replicability(AccuracyResult& r, const std::string& breakdown,
                       const Membership& membership, std::size_t first, std::size_t base,
                       const std::vector<std::pair<std::size_t, std::size_t>>& pairs,
                       const ComparisonOptions& options) {
  for (const auto& [b, o] : pairs) {
    std::vector<std::string> names;
    std::vector<double> p;
    auto members = membership.begin();
    for (std::size_t g = first; g < r.groups.size(); ++g, ++members) {
      const auto& group = r.groups[g];
      if (group.too_small) continue;
      const Comparison c = b == base
                               ? group.comparisons[o < base ? o : o - 1]
                               : compare(r.scores[b], r.scores[o], members->second, false, options);
      if (!c.paired.p_value) continue;
      names.push_back(group.group);
      p.push_back(group_evidence(c));
    }
    if (p.size() < 2) continue;
    r.replicability.push_back(replicability(breakdown, r.solvers[b], r.solvers[o], names, p,
                                            disjoint(membership), options.alpha));
  }
}

ClusterResult clusters(const load::Corpus& corpus, const std::vector<core::QuestionId>& questions,
                       const std::vector<SolverScores>& scores) {
  std::map<std::string, std::vector<std::size_t>> members;  // cluster -> positions
  const bool by_column = std::any_of(questions.begin(), questions.end(), [&](core::QuestionId q) {
    return !corpus.question(q).cluster.empty();
  });
  for (std::size_t pos = 0; pos < questions.size(); ++pos) {
    const auto& q = corpus.question(questions[pos]);
    if (by_column) {
      if (!q.cluster.empty()) members[q.cluster].push_back(pos);
      continue;
    }
    std::set<std::string> central;  // CENTRAL uid -> positions
    for (const auto& t : q.explanation)
      if (t.role_id == load::kCentral) central.insert(t.uid);
    for (const auto& uid : central) members[uid].push_back(pos);
  }
  ClusterResult r;
  r.by = by_column ? "cluster" : "central_fact";
  r.solved_share.assign(scores.size(), 0.0);
  for (const auto& [uid, positions] : members) {
    if (!by_column && positions.size() < 2) continue;
    ++r.clusters;
    std::vector<bool> solved;
    for (std::size_t s = 0; s < scores.size(); ++s) {
      bool all = std::all_of(positions.begin(), positions.end(),
                             [&](std::size_t p) { return scores[s].score[p] == 1.0; });
      solved.push_back(all);
      r.solved_share[s] += all;
    }
    if (std::find(solved.begin(), solved.end(), !solved[0]) != solved.end()) {
      std::string who;
      for (std::size_t s = 0; s < scores.size(); ++s)
        if (solved[s]) who += (who.empty() ? "" : ", ") + scores[s].name;
      r.splitting.push_back(uid + " (" + std::to_string(positions.size()) +
                            " questions; solved by " + who + ")");
    }
  }
  for (auto& share : r.solved_share)
    share = r.clusters ? share / static_cast<double>(r.clusters) : 0.0;
  return r;
}

}  // namespace

std::vector<TestSet> test_sets(const load::Corpus& corpus) {
  std::size_t without_key = 0;
  const auto questions = scorable(corpus, without_key);
  std::vector<TestSet> sets{{"all", questions.size()}};
  for (core::QuestionId id : questions) {
    const std::string& split = corpus.question(id).split;
    if (split.empty()) continue;
    auto it = std::find_if(sets.begin() + 1, sets.end(),
                           [&](const TestSet& s) { return s.name == split; });
    if (it == sets.end())
      sets.push_back({split, 1});
    else
      ++it->questions;
  }
  if (sets.size() == 2) sets.pop_back();  // one split: the same set as "all"
  return sets;
}

namespace {

// The one split the predictions answer questions of, when `questions` are of several: a
// Dev run against a whole corpus is scored on Dev (issue 42), not with every other
// question counted wrong; else "".
std::string covered_split(const load::Corpus& corpus, const QuestionNames& names,
                          const std::vector<core::QuestionId>& questions,
                          const std::vector<load::Predictions>& predictions) {
  std::set<std::string> splits, answered;
  std::unordered_map<std::string, std::string> split_of;
  for (core::QuestionId id : questions) {
    const auto& q = corpus.question(id);
    splits.insert(core::ascii_lower(q.split));
    split_of.emplace(names[id.value], q.split);
  }
  for (const auto& p : predictions)
    for (const auto& [id, external] : match_ids(names, questions, p).external_for)
      answered.insert(core::ascii_lower(split_of.at(id)));
  if (splits.size() < 2 || answered.size() != 1 || answered.begin()->empty()) return "";
  for (const auto& [id, split] : split_of)
    if (core::ascii_lower(split) == *answered.begin()) return split;
  return "";
}

}  // namespace

namespace {

// The questions scored: the scorable ones of the split the predictions answer (r.split); when
// every solver is a harness run (and not all_questions), those some run answered; with
// answered_only, those every solver answered. r's counts of what was left out are set.
std::vector<core::QuestionId> scored_questions(const load::Corpus& corpus,
                                               const QuestionNames& names,
                                               const std::vector<load::Predictions>& predictions,
                                               bool answered_only, bool all_questions,
                                               AccuracyResult& r) {
  auto questions = scorable(corpus, r.questions_without_key);
  r.split = all_questions ? "" : covered_split(corpus, names, questions, predictions);
  if (!r.split.empty())
    questions.erase(std::remove_if(questions.begin(), questions.end(),
                                   [&](core::QuestionId id) {
                                     return !core::iequals(corpus.question(id).split, r.split);
                                   }),
                    questions.end());
  r.harness_population =
      !all_questions && !predictions.empty() &&
      std::all_of(predictions.begin(), predictions.end(),
                  [](const load::Predictions& p) { return p.harness.has_value(); });
  if (!answered_only && !r.harness_population) return questions;
  std::vector<load::ResolvedIds> matched;
  for (const auto& p : predictions) matched.push_back(match_ids(names, questions, p));
  std::vector<core::QuestionId> answered;
  for (core::QuestionId question : questions) {
    const std::string& id = names[question.value];
    auto by = [&](const auto& m) { return m.external_for.count(id) > 0; };
    if (r.harness_population && std::none_of(matched.begin(), matched.end(), by))
      ++r.questions_not_asked;
    else if (answered_only && !std::all_of(matched.begin(), matched.end(), by))
      ++r.questions_unanswered;
    else
      answered.push_back(question);
  }
  return answered;
}

// One group's accuracies and, when there is a baseline (`base`), its comparisons.
AccuracyGroup group_of(const std::string& breakdown, const std::string& group,
                       const std::vector<std::size_t>& members, const AccuracyResult& r,
                       std::size_t base, const AccuracyOptions& options) {
  AccuracyGroup g;
  g.breakdown = breakdown;
  g.group = group;
  g.n = members.size();
  g.too_small = members.size() < options.min_group;
  for (const auto& s : r.scores) {
    double sum = 0;
    for (std::size_t pos : members) sum += s.score[pos];
    g.accuracy.push_back(members.empty() ? 0.0 : sum / static_cast<double>(members.size()));
  }
  const auto& c = options.comparison;
  g.minimum_detectable_gain =
      minimum_detectable_gain(g.n, 0, c.alpha, planned_alternative(c.alternative));
  if (base == SIZE_MAX) return g;
  for (std::size_t s = 0; s < r.scores.size(); ++s)
    if (s != base)
      g.comparisons.push_back(compare(r.scores[base], r.scores[s], members, g.too_small, c));
  return g;
}

// The solvers' overall scores compared pair by pair, adjusted across the pairs, the exact
// McNemar test's p adjusted alike beside each (it overrules the chosen test where it is larger).
std::vector<PairedComparison> overall_comparisons(
    const AccuracyResult& r, const std::vector<std::pair<std::size_t, std::size_t>>& pairs,
    const ComparisonOptions& options) {
  std::vector<PairedComparison> out;
  std::vector<double> exact;  // McNemar's p of each pair, on the questions helped and hurt
  for (const auto& [b, o] : pairs) {
    std::vector<double> deltas(r.questions);
    for (std::size_t pos = 0; pos < r.questions; ++pos)
      deltas[pos] = r.scores[o].score[pos] - r.scores[b].score[pos];
    out.push_back(compare_paired(r.solvers[b], r.solvers[o], deltas, options));
    const auto helped = std::count_if(deltas.begin(), deltas.end(), [](double d) { return d > 0; });
    const auto hurt = std::count_if(deltas.begin(), deltas.end(), [](double d) { return d < 0; });
    exact.push_back(
        mcnemar_exact(static_cast<std::size_t>(helped), static_cast<std::size_t>(hurt)));
  }
  adjust_p_values(out, options.correction);
  adjust_exact_p_values(out, exact, options.correction);
  return out;
}

}  // namespace

AccuracyResult compute_accuracy(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                                const std::vector<load::Predictions>& predictions,
                                const AccuracyOptions& options) {
  AccuracyResult r;
  r.comparison = options.comparison;
  r.comparison.progress = nullptr;
  r.baseline = options.comparison.baseline;
  r.min_group = options.min_group;
  const auto names = load::distinct_question_names(corpus);
  const auto questions =
      scored_questions(corpus, names, predictions, options.answered_only, options.all_questions, r);
  r.questions = questions.size();
  for (core::QuestionId id : questions)
    r.questions_without_explanation += !load::has_explanation(corpus.question(id));
  std::size_t base = SIZE_MAX;
  for (const auto& p : predictions) {
    if (p.name == r.baseline) base = r.solvers.size();
    r.solvers.push_back(p.name);
    r.scores.push_back(score_solver(corpus, names, questions, p));
  }
  const auto pairs = comparison_pairs(r.solvers, options.comparison, false);
  const auto all_breakdowns = breakdowns(corpus, graphs, questions, options);
  std::size_t tests = pairs.size();
  for (const auto& [breakdown, membership] : all_breakdowns)
    tests += membership.size() * (base != SIZE_MAX ? r.scores.size() - 1 : pairs.size());
  core::add_work(options.comparison.progress, tests * options.comparison.resamples);
  for (const auto& [breakdown, membership] : all_breakdowns) {
    const std::size_t first = r.groups.size();
    for (const auto& [group, members] : membership)
      r.groups.push_back(group_of(breakdown, group, members, r, base, options));
    if (base != SIZE_MAX)
      for (std::size_t c = 0; c + 1 < r.scores.size(); ++c) adjust(r.groups, first, c);
    if (breakdown != "overall")
      add_replicability(r, breakdown, membership, first, base, pairs, options.comparison);
  }
  r.comparisons = overall_comparisons(r, pairs, options.comparison);
  for (const auto& s : r.scores)
    r.solver_ci95.push_back(system_interval(s.score, options.comparison));
  r.clusters = clusters(corpus, questions, r.scores);
  return r;
}

}  // namespace explgraph::analyze
