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
  // Edges between positions in E (the walker's numbering), mapped to QuestionIds at the end.
  using Pair = std::pair<std::uint32_t, std::uint32_t>;
  std::vector<std::pair<Pair, std::uint32_t>> forward;  // decided from the earlier question
  std::map<Pair, std::uint32_t> backward;               // from the later one
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
        forward.push_back({{q, p.question}, p.overlap});
      else
        backward.emplace(std::make_pair(p.question, q), p.overlap);
    }
  for (const auto& edge : forward) backward.erase(edge.first);
  forward.insert(forward.end(), backward.begin(), backward.end());
  QuestionGraph g;
  for (const auto& [pair, weight] : forward)  // E is in file order, so a < b still holds
    g.edges.push_back(
        {index.corpus_question(pair.first), index.corpus_question(pair.second), weight});
  if (g.edges.size() > options.max_edges)
    throw core::UsageError("--dot/--graphml: the question-overlap graph has " +
                           std::to_string(g.edges.size()) + " edges, more than " +
                           std::to_string(options.max_edges) +
                           " to draw; raise --min-overlap or add --central-only");
  std::sort(g.edges.begin(), g.edges.end(), [](const QuestionEdge& x, const QuestionEdge& y) {
    return x.a != y.a ? x.a < y.a : x.b < y.b;
  });
  for (const auto& e : g.edges) g.vertices.push_back(e.a), g.vertices.push_back(e.b);
  std::sort(g.vertices.begin(), g.vertices.end());
  g.vertices.erase(std::unique(g.vertices.begin(), g.vertices.end()), g.vertices.end());
  return g;
}

}  // namespace explgraph::analyze
