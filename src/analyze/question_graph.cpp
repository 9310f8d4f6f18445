#include "explgraph/analyze/question_graph.hpp"

#include <algorithm>
#include <map>

#include "explgraph/analyze/overlap.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::analyze {

QuestionGraph build_question_graph(const ExplanationIndex& index,
                                   const QuestionGraphOptions& options) {
  auto qualifies = [&](const Partner& p) {
    return p.overlap >= options.min_overlap && (!options.central_only || p.central > 0);
  };
  PartnerWalker walker(index);
  std::vector<QuestionEdge> forward;  // decided from the earlier question
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> backward;  // from the later one
  std::size_t kept = 0;
  for (std::uint32_t q = 0; q < index.question_count(); ++q)
    for (const auto& p : walker.partners(q)) {
      if (!qualifies(p)) continue;
      if (++kept > 2 * options.max_edges)  // each edge is seen from both ends at most
        throw core::UsageError(
            "--dot/--graphml: the question-overlap graph has more than " +
            std::to_string(options.max_edges) +
            " edges, too many to draw; raise --min-overlap or add --central-only");
      if (p.question > q)
        forward.push_back({q, p.question, p.overlap});
      else
        backward.emplace(std::make_pair(p.question, q), p.overlap);
    }
  QuestionGraph g;
  g.edges = forward;
  for (const auto& e : forward) backward.erase({e.a, e.b});
  for (const auto& [pair, weight] : backward) g.edges.push_back({pair.first, pair.second, weight});
  if (g.edges.size() > options.max_edges)
    throw core::UsageError("--dot/--graphml: the question-overlap graph has " +
                           std::to_string(g.edges.size()) + " edges, more than " +
                           std::to_string(options.max_edges) +
                           " to draw; raise --min-overlap or add --central-only");
  for (auto& e : g.edges)
    e.a = index.corpus_question(e.a), e.b = index.corpus_question(e.b);  // ascending map
  std::sort(g.edges.begin(), g.edges.end(), [](const QuestionEdge& x, const QuestionEdge& y) {
    return x.a != y.a ? x.a < y.a : x.b < y.b;
  });
  for (const auto& e : g.edges) g.vertices.push_back(e.a), g.vertices.push_back(e.b);
  std::sort(g.vertices.begin(), g.vertices.end());
  g.vertices.erase(std::unique(g.vertices.begin(), g.vertices.end()), g.vertices.end());
  return g;
}

}  // namespace explgraph::analyze
