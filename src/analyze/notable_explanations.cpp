#include "explgraph/analyze/notable_explanations.hpp"

#include <algorithm>

namespace explgraph::analyze {
namespace {

using std::to_string;

// The first `limit` of `candidates` by `before` (a strict order; ties already broken by file
// order, as candidates are in file order and the sort is stable).
template <typename Before>
std::vector<core::QuestionId> first_by(std::vector<core::QuestionId> candidates, std::size_t limit,
                                       Before before) {
  std::stable_sort(candidates.begin(), candidates.end(), before);
  if (candidates.size() > limit) candidates.resize(limit);
  return candidates;
}

std::string plural(std::size_t n, const std::string& word) {
  return to_string(n) + " " + word + (n == 1 ? "" : "s");
}

NotableGroup most_reused_group(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                               const std::vector<core::QuestionId>& candidates,
                               const ReuseResult& reuse, std::size_t limit) {
  NotableGroup group{"Around the most reused facts",
                     "For each of the most reused rows (reuse's ranking) that a drawn explanation "
                     "cites, the first question in file order that cites it.",
                     {},
                     {}};
  for (const auto& use : reuse.rows) {
    if (group.questions.size() == limit) break;
    const core::RowId row = corpus.tablestore.find(use.uid);
    if (!row.valid()) continue;  // dangling: nothing to draw
    for (const core::QuestionId q : candidates) {
      const auto& facts = graphs[q].facts;
      if (std::find(facts.begin(), facts.end(), row) == facts.end()) continue;
      if (std::find(group.questions.begin(), group.questions.end(), q) != group.questions.end())
        continue;  // drawn already for a row above
      group.questions.push_back(q);
      group.reasons.push_back("cites " + use.uid + ", used by " +
                              plural(use.questions, "explanation") + ": " + use.text);
      break;
    }
  }
  return group;
}

// The explanations that can be drawn: with Q and A and a fact, and not too many facts
// (those counted in `too_large`).
std::vector<core::QuestionId> drawable(const load::Corpus& corpus,
                                       const graph::ExplanationGraphs& graphs,
                                       std::size_t max_facts, std::size_t& too_large) {
  std::vector<core::QuestionId> candidates;
  for (const core::QuestionId q : load::explained_questions(corpus)) {
    const auto& g = graphs[q];
    if (!g.has_text || g.facts.empty()) continue;
    if (g.facts.size() > max_facts) {
      ++too_large;
      continue;
    }
    candidates.push_back(q);
  }
  return candidates;
}

NotableGroup deepest_group(const graph::ExplanationGraphs& graphs,
                           const std::vector<core::QuestionId>& candidates, std::size_t limit) {
  auto facts = [&](core::QuestionId q) { return graphs[q].facts.size(); };
  NotableGroup deepest{"Deepest explanations",
                       "The largest depth (hops from the question and answer to the "
                       "farthest fact), then the most facts.",
                       first_by(candidates, limit,
                                [&](core::QuestionId a, core::QuestionId b) {
                                  if (graphs[a].depth != graphs[b].depth)
                                    return graphs[a].depth > graphs[b].depth;
                                  return facts(a) > facts(b);
                                }),
                       {}};
  for (const auto q : deepest.questions)
    deepest.reasons.push_back("depth " + to_string(graphs[q].depth) + ", " +
                              plural(facts(q), "fact"));
  return deepest;
}

NotableGroup widest_group(const graph::ExplanationGraphs& graphs,
                          const std::vector<core::QuestionId>& candidates, std::size_t limit) {
  auto facts = [&](core::QuestionId q) { return graphs[q].facts.size(); };
  NotableGroup widest{
      "Widest explanations",
      "The most distinct facts.",
      first_by(candidates, limit,
               [&](core::QuestionId a, core::QuestionId b) { return facts(a) > facts(b); }),
      {}};
  for (const auto q : widest.questions) widest.reasons.push_back(plural(facts(q), "fact"));
  return widest;
}

NotableGroup isolated_group(const graph::ExplanationGraphs& graphs,
                            const std::vector<core::QuestionId>& candidates, std::size_t limit) {
  std::vector<core::QuestionId> with_isolated;
  for (const auto q : candidates)
    if (graphs[q].isolated_facts > 0) with_isolated.push_back(q);
  NotableGroup isolated{"Explanations with isolated facts",
                        "Explanations with a fact that shares no content word with the question, "
                        "the answer or another fact; the most isolated facts first.",
                        first_by(with_isolated, limit,
                                 [&](core::QuestionId a, core::QuestionId b) {
                                   return graphs[a].isolated_facts > graphs[b].isolated_facts;
                                 }),
                        {}};
  for (const auto q : isolated.questions)
    isolated.reasons.push_back(
        plural(static_cast<std::size_t>(graphs[q].isolated_facts), "isolated fact"));
  return isolated;
}

NotableGroup qa_gap_group(const graph::ExplanationGraphs& graphs,
                          const std::vector<core::QuestionId>& candidates, std::size_t limit) {
  std::vector<core::QuestionId> with_gap;
  for (const auto q : candidates)
    if (!graphs[q].qa_joined) with_gap.push_back(q);
  NotableGroup gap{"Question and answer not joined",
                   "Explanations through which no chain of shared words leads from the "
                   "question to the answer, in file order.",
                   first_by(with_gap, limit, [](auto, auto) { return false; }),
                   {}};
  for (const auto q : gap.questions)
    gap.reasons.push_back(plural(static_cast<std::size_t>(graphs[q].components), "component"));
  return gap;
}

}  // namespace

NotableExplanations notable_explanations(const load::Corpus& corpus,
                                         const graph::ExplanationGraphs& graphs,
                                         const ReuseResult& reuse, const NotableLimits& limits) {
  NotableExplanations notable;
  notable.max_facts = limits.max_facts;
  const auto candidates = drawable(corpus, graphs, limits.max_facts, notable.too_large);
  notable.groups.push_back(deepest_group(graphs, candidates, limits.deepest));
  notable.groups.push_back(widest_group(graphs, candidates, limits.widest));
  notable.groups.push_back(
      most_reused_group(corpus, graphs, candidates, reuse, limits.most_reused));
  notable.groups.push_back(isolated_group(graphs, candidates, limits.isolated));
  notable.groups.push_back(qa_gap_group(graphs, candidates, limits.qa_gap));
  return notable;
}

}  // namespace explgraph::analyze
