#include "explgraph/analyze/rankeval.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/analyze/length_bins.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/graph/explanation_graph.hpp"
#include "explgraph/load/question_ids.hpp"

namespace explgraph::analyze {
namespace {

// A gold question as the TextGraphs scripts read it: its id, its explanation's UIDs in
// order (duplicates kept), and what each token says about the fact.
struct GoldQuestion {
  std::string id;
  core::QuestionId question;
  std::vector<std::string> uids;
  std::vector<const load::ExplanationToken*> tokens;
};

// The official 2020 script keeps a gold row when its whole flags field, lower-cased, is
// "success" or "ready" (pandas isin); we also trim it, as V1's flags carry spaces. So
// "SUCCESS DUPMERGE" is kept by the corpus filter (flags containing SUCCESS) but not here.
bool tg2020_gold_flags(std::string_view flags) {
  std::string f = core::ascii_lower(core::trim(flags));
  return f == "success" || f == "ready";
}

// Questions of E (with at least one UID) in `split` ("" any), for tg2020 only those whose
// flags pass the rule above (when there is a flags column); a repeated id keeps its first
// position and its last row, as the scripts' OrderedDict does.
std::vector<GoldQuestion> gold_questions(const load::Corpus& corpus, Scorer scorer,
                                         const std::string& split,
                                         std::size_t& set_aside_by_flags) {
  std::vector<GoldQuestion> gold;
  std::unordered_map<std::string, std::size_t> position;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    if (q.explanation.empty() || (!split.empty() && !core::iequals(q.split, split))) continue;
    if (scorer == Scorer::kTg2020 && corpus.has_flags_column && !tg2020_gold_flags(q.flags)) {
      ++set_aside_by_flags;
      continue;
    }
    GoldQuestion g{q.id, core::QuestionId(i), {}, {}};
    for (const auto& t : q.explanation) g.uids.push_back(t.uid), g.tokens.push_back(&t);
    auto [it, inserted] = position.try_emplace(g.id, gold.size());
    if (inserted)
      gold.push_back(std::move(g));
    else
      gold[it->second] = std::move(g);
  }
  return gold;
}

// Labels a gold token for a breakdown, or "" to leave it out.
using Labeler = std::function<std::string(const GoldQuestion&, std::size_t token)>;

class Evaluator {
 public:
  // Scores against the gold questions of `split` ("" all).
  Evaluator(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
            const RankevalOptions& options, const std::string& split = "")
      : corpus_(corpus),
        graphs_(graphs),
        graph_(graphs.corpus_graph()),
        options_(options),
        split_(split),
        gold_(gold_questions(corpus, options.scorer, split, set_aside_by_flags_)),
        resolver_(gold_ids_of(gold_)) {}

  RankingScore score(const load::Ranking& ranking) const;
  // The one split of the gold questions `ranking` ranks, when the gold questions are of
  // several splits and it ranks questions of one only (a Dev ranking against a whole
  // corpus); else "".
  std::string covered_split(const load::Ranking& ranking) const;

 private:
  // Per gold question, its ranked list in `ranking` (nullptr when unranked), the ranking's
  // ids matched to the gold ids by the SPEC §6 rule.
  using RankedLists = std::vector<const Ids*>;
  // Per gold question, where its ranked list puts each gold token: its 1-based rank, 0 when
  // absent (the list walked once; every metric and breakdown is read off these ranks).
  struct Found {
    const Ids* ranked = nullptr;
    std::vector<std::size_t> rank_as_listed;
    bool empty() const { return ranked == nullptr || ranked->empty(); }
  };
  static std::vector<std::string> gold_ids_of(const std::vector<GoldQuestion>& gold) {
    std::vector<std::string> ids;
    for (const auto& g : gold) ids.push_back(g.id);
    return ids;
  }
  bool in_population(const Ids* ranked) const {
    return options_.scorer == Scorer::kTg2020 || ranked != nullptr;
  }
  // Each gold question's UIDs as ids of `ranking` (UIDs it never ranks get fresh ids).
  std::vector<Ids> gold_ids(const load::Ranking& ranking) const;
  Breakdown fact_breakdown(const std::vector<Found>& found, const std::vector<Ids>& gold,
                           const std::string& name, const std::string& note,
                           const Labeler& label) const;
  Breakdown length_breakdown(const std::vector<Found>& found, const std::vector<Ids>& gold) const;
  std::vector<Breakdown> breakdowns(const std::vector<Found>& found,
                                    const std::vector<Ids>& gold) const;
  std::string category(const load::ExplanationToken& t) const;

  const load::Corpus& corpus_;
  const graph::ExplanationGraphs& graphs_;
  const graph::CorpusGraph& graph_;
  const RankevalOptions& options_;
  std::string split_;
  std::size_t set_aside_by_flags_ = 0;
  std::vector<GoldQuestion> gold_;
  load::QuestionIdResolver resolver_;
};

std::vector<Ids> Evaluator::gold_ids(const load::Ranking& ranking) const {
  std::unordered_map<std::string, std::uint32_t> unranked;
  auto next = static_cast<std::uint32_t>(ranking.uids.size());
  std::vector<Ids> out;
  for (const auto& g : gold_) {
    Ids ids;
    for (const auto& uid : g.uids) {
      if (const auto ranked = ranking.uids.find(uid); ranked.valid())
        ids.push_back(ranked.value);
      else
        ids.push_back(unranked.try_emplace(uid, next + static_cast<std::uint32_t>(unranked.size()))
                          .first->second);
    }
    out.push_back(std::move(ids));
  }
  return out;
}

std::string Evaluator::category(const load::ExplanationToken& t) const {
  if (!t.row.valid()) return "(dangling)";
  return load::category_of(corpus_, t.row);
}

Breakdown Evaluator::fact_breakdown(const std::vector<Found>& found, const std::vector<Ids>& gold,
                                    const std::string& name, const std::string& note,
                                    const Labeler& label) const {
  std::map<std::string, GroupScore> groups;
  for (std::size_t i = 0; i < gold_.size(); ++i) {
    const auto& g = gold_[i];
    if (!in_population(found[i].ranked)) continue;
    std::map<std::string, std::pair<Ids, std::vector<std::size_t>>> restricted;  // ids, ranks
    for (std::size_t t = 0; t < g.uids.size(); ++t) {
      std::string l = label(g, t);
      if (l.empty()) continue;
      auto& [ids, ranks] = restricted[l];
      ids.push_back(gold[i][t]);
      ranks.push_back(found[i].rank_as_listed[t]);
    }
    for (const auto& [l, group] : restricted) {
      GroupScore& s = groups[l];
      s.group = l;
      ++s.questions;
      s.facts += group.first.size();
      s.map += average_precision(options_.scorer,
                                 gold_ranks_of(group.first, group.second, found[i].empty()));
    }
  }
  Breakdown b{name, note, {}};
  for (auto& [l, s] : groups) {
    s.map /= static_cast<double>(s.questions);
    b.groups.push_back(s);
  }
  return b;
}

Breakdown Evaluator::length_breakdown(const std::vector<Found>& found,
                                      const std::vector<Ids>& gold) const {
  std::map<std::string, GroupScore> groups;
  for (std::size_t i = 0; i < gold_.size(); ++i) {
    const auto& g = gold_[i];
    if (!in_population(found[i].ranked)) continue;
    GroupScore& s = groups[length_bin(g.uids.size())];
    s.group = length_bin(g.uids.size());
    ++s.questions;
    s.facts += g.uids.size();
    s.map += average_precision(options_.scorer,
                               gold_ranks_of(gold[i], found[i].rank_as_listed, found[i].empty()));
  }
  Breakdown b{"length", "questions grouped by the number of tokens in their gold explanation", {}};
  for (const char* bin : {"1-3", "4-6", "7-9", "10-12", "13+"})
    if (groups.count(bin)) {
      groups[bin].map /= static_cast<double>(groups[bin].questions);
      b.groups.push_back(groups[bin]);
    }
  return b;
}

std::vector<Breakdown> Evaluator::breakdowns(const std::vector<Found>& ranking,
                                             const std::vector<Ids>& gold) const {
  auto fact_hop = [&](const GoldQuestion& g, std::size_t t) -> std::string {
    const auto& eg = graphs_[g.question];
    const auto* token = g.tokens[t];
    if (!eg.has_text || !token->row.valid()) return "";
    auto it = std::find(eg.facts.begin(), eg.facts.end(), token->row);
    int hop = eg.hops[static_cast<std::size_t>(it - eg.facts.begin())];
    return hop == graph::kUnreachable ? "unreachable" : hop >= 3 ? "3+" : std::to_string(hop);
  };
  auto overlap = [&](const GoldQuestion& g, std::size_t t) -> std::string {
    const auto* token = g.tokens[t];
    const core::QuestionId q = g.question;
    if (!corpus_.question(q).has_text() || !token->row.valid()) return "";
    auto row = graph_.row_vertex(token->row);
    return graph_.overlap(row, graph_.stem_vertex(q)) ||
                   graph_.overlap(row, graph_.answer_vertex(q))
               ? "shares a word with Q or A"
               : "no word shared with Q or A";
  };
  return {
      fact_breakdown(ranking, gold, "role", "gold facts grouped by their role",
                     [](const GoldQuestion& g, std::size_t t) { return g.tokens[t]->role; }),
      fact_breakdown(ranking, gold, "overlap", "questions with text only", overlap),
      fact_breakdown(ranking, gold, "hops",
                     "hop count in the explanation graph; questions with text only", fact_hop),
      fact_breakdown(ranking, gold, "category", "coarse knowledge category of the fact's table",
                     [&](const GoldQuestion& g, std::size_t t) { return category(*g.tokens[t]); }),
      length_breakdown(ranking, gold)};
}

std::string Evaluator::covered_split(const load::Ranking& ranking) const {
  std::set<std::string> gold_splits, ranked_splits;
  const auto matched = load::resolve_ids(resolver_, ranking.question_order);
  for (const auto& g : gold_) {
    const std::string split = core::ascii_lower(corpus_.question(g.question).split);
    gold_splits.insert(split);
    if (matched.external_for.count(g.id) > 0) ranked_splits.insert(split);
  }
  if (gold_splits.size() < 2 || ranked_splits.size() != 1 || ranked_splits.begin()->empty())
    return "";
  for (const auto& g : gold_)  // the split as the corpus spells it
    if (core::iequals(corpus_.question(g.question).split, *ranked_splits.begin()))
      return corpus_.question(g.question).split;
  return "";
}

RankingScore Evaluator::score(const load::Ranking& ranking) const {
  RankingScore s;
  s.name = ranking.name;
  s.split = split_;
  s.repeated = ranking.repeated;
  s.malformed = ranking.malformed;
  s.ranked_by_score = ranking.scored;
  s.gold_questions = gold_.size();
  s.gold_set_aside_by_flags = set_aside_by_flags_;
  const std::vector<Ids> gold = gold_ids(ranking);
  auto matched = load::resolve_ids(resolver_, ranking.question_order);
  s.unknown_questions = matched.unknown;
  s.ambiguous_questions = matched.ambiguous;
  std::vector<Found> found(gold_.size());
  for (std::size_t i = 0; i < gold_.size(); ++i) {
    auto it = matched.external_for.find(gold_[i].id);
    if (it == matched.external_for.end()) continue;
    found[i].ranked = &ranking.ranked.at(it->second);
    found[i].rank_as_listed = ranks_as_listed(gold[i], *found[i].ranked);
  }
  std::map<std::string, double> sums;
  double rr = 0;
  for (std::size_t i = 0; i < gold_.size(); ++i) {
    const auto& g = gold_[i];
    const Ids* ranked = found[i].ranked;
    s.ranked_questions += ranked != nullptr;
    if (ranked == nullptr) s.missing_questions.push_back(corpus_.question(g.question).id);
    if (!in_population(ranked)) continue;
    if (ranked == nullptr)
      found[i].rank_as_listed.assign(gold[i].size(), 0);  // tg2020 scores it as empty
    const GoldRanks ranks = gold_ranks_of(gold[i], found[i].rank_as_listed, found[i].empty());
    s.question_ids.push_back(corpus_.question(g.question).id);
    s.ap.push_back(average_precision(options_.scorer, ranks));
    for (std::size_t k : options_.ks) {
      sums["P@" + std::to_string(k)] += precision_at(ranks, k);
      sums["R@" + std::to_string(k)] += recall_at(ranks, k);
      sums["NDCG@" + std::to_string(k)] += ndcg_at(ranks, k);
    }
    rr += reciprocal_rank(ranks);
  }
  s.scored_questions = s.ap.size();
  const double n = static_cast<double>(std::max<std::size_t>(1, s.scored_questions));
  for (double ap : s.ap) s.map += ap;
  s.map /= n;
  s.metrics = average_metrics(sums, rr, options_.ks, n);
  for (const auto& uid : ranking.uids.texts())
    s.unknown_uids += !corpus_.tablestore.find(uid).valid();
  s.breakdowns = breakdowns(found, gold);
  return s;
}

}  // namespace

RankevalResult evaluate_rankings(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                                 const std::vector<load::Ranking>& rankings,
                                 const RankevalOptions& options) {
  RankevalResult r;
  r.scorer = scorer_name(options.scorer);
  Evaluator all(corpus, graphs, options);
  // A ranking of one split's questions is scored on that split's gold questions (issue 42:
  // a Dev ranking scored against every split read MAP 0.0249 for 0.1933).
  std::map<std::string, std::unique_ptr<Evaluator>> by_split;
  for (const auto& ranking : rankings) {
    const std::string split = all.covered_split(ranking);
    if (split.empty()) {
      r.rankings.push_back(all.score(ranking));
      continue;
    }
    auto& evaluator = by_split[split];
    if (!evaluator) evaluator = std::make_unique<Evaluator>(corpus, graphs, options, split);
    r.rankings.push_back(evaluator->score(ranking));
  }
  return r;
}

std::vector<RankingComparison> compare_rankings(const std::vector<RankingScore>& rankings,
                                                const ComparisonOptions& options) {
  std::vector<std::string> names;
  for (const auto& r : rankings) names.push_back(r.name);
  const auto pairs = comparison_pairs(names, options, true);
  core::add_work(options.progress, pairs.size() * options.resamples);
  std::vector<RankingComparison> out;
  std::vector<PairedComparison> paired;
  for (const auto& [b, o] : pairs) {
    const RankingScore &base = rankings[b], &other = rankings[o];
    std::unordered_map<std::string, double> base_ap;
    for (std::size_t i = 0; i < base.ap.size(); ++i) base_ap[base.question_ids[i]] = base.ap[i];
    std::vector<double> deltas;
    for (std::size_t i = 0; i < other.ap.size(); ++i) {
      auto it = base_ap.find(other.question_ids[i]);
      if (it != base_ap.end()) deltas.push_back(other.ap[i] - it->second);
    }
    out.push_back({base.map, other.map, {}});
    paired.push_back(compare_paired(base.name, other.name, deltas, options));
  }
  adjust_p_values(paired, options.correction);
  for (std::size_t i = 0; i < out.size(); ++i) out[i].paired = std::move(paired[i]);
  return out;
}

RankingScore evaluate_scored_problems(const std::string& name,
                                      const std::vector<load::RankingProblem>& problems,
                                      const RankevalOptions& options) {
  RankingScore s;
  s.name = name;
  std::map<std::string, double> sums;
  double rr = 0;
  for (const auto& p : problems) {
    Ids ranked, relevant;  // documents by position: distinct even with equal text
    std::vector<double> gains, all_gains;
    for (std::uint32_t i = 0; i < p.documents.size(); ++i) {
      const auto& d = p.documents[i];
      ranked.push_back(i);
      if (d.relevance >= options.relevance_threshold) relevant.push_back(i);
      double gain = d.relevance > 0 ? std::pow(2.0, d.relevance) - 1.0 : 0.0;
      gains.push_back(gain);
      all_gains.push_back(gain);
    }
    ++s.gold_questions;
    ++s.ranked_questions;
    if (relevant.empty()) continue;  // nothing to find: no precision is defined
    s.question_ids.push_back(p.query);
    s.ap.push_back(average_precision(Scorer::kTg2020, relevant, ranked));
    for (std::size_t k : options.ks) {
      sums["P@" + std::to_string(k)] += precision_at(relevant, ranked, k);
      sums["R@" + std::to_string(k)] += recall_at(relevant, ranked, k);
      sums["NDCG@" + std::to_string(k)] += graded_ndcg_at(
          std::vector<double>(gains.begin(), gains.begin() + static_cast<std::ptrdiff_t>(
                                                                 std::min(k, gains.size()))),
          all_gains, k);
    }
    rr += reciprocal_rank(relevant, ranked);
  }
  s.scored_questions = s.ap.size();
  const double n = static_cast<double>(std::max<std::size_t>(1, s.scored_questions));
  for (double ap : s.ap) s.map += ap;
  s.map /= n;
  s.metrics = average_metrics(sums, rr, options.ks, n);
  return s;
}

}  // namespace explgraph::analyze
