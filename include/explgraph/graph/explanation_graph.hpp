#pragma once
#include <cstdint>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/load/question.hpp"

namespace explgraph::graph {

constexpr int kUnreachable = -1;

// The explanation graph of one question (SPEC §2): vertex 0 is the question stem Q,
// vertex 1 the correct answer A, then one vertex per distinct row the explanation cites
// (dangling UIDs have no text and no vertex). Two vertices are joined when their texts
// share a content lemma. It is never built edge by edge (an explanation of 20,000 facts that
// share a word would have 2·10^8 edges): hops, components and isolation come from a lemma ->
// texts index of the explanation, in time linear in its lemma occurrences.
struct ExplanationGraph {
  bool has_text = false;           // false: Q and A unknown, hop figures undefined
  std::vector<core::RowId> facts;  // vertex 2 + i is facts[i]
  std::vector<bool> linked;        // per vertex: shares a lemma with another vertex
  // Per fact: BFS distance from {Q, A}; 1 = shares a lemma with Q or A; kUnreachable =
  // no path. Empty when !has_text.
  std::vector<int> hops;
  int depth = 0;           // max finite hop (0 when no fact is reachable)
  int isolated_facts = 0;  // facts sharing no lemma with Q, A or any other fact
  int components = 0;      // connected components over {Q, A} ∪ facts
  bool qa_joined = false;  // Q and A in one component
};

// Working space for build_explanation_graph that one thread reuses from question to
// question: arrays by row and by lemma, marked with the question's stamp rather than
// cleared, and per-question lists that keep their capacity. A question then costs no
// allocation but its graph's own three lists.
class ExplanationGraphScratch {
 public:
  ExplanationGraphScratch() = default;

 private:
  friend ExplanationGraph build_explanation_graph(const CorpusGraph&, const load::Question&,
                                                  core::QuestionId, ExplanationGraphScratch&);
  // The steps of build_explanation_graph, in order.
  void next_stamp();
  void collect_facts(const load::Question& question, ExplanationGraph& eg);
  void index_lemmas(const CorpusGraph& corpus, core::QuestionId id, const ExplanationGraph& eg);
  void join_texts(ExplanationGraph& eg);
  void measure_hops(ExplanationGraph& eg);
  std::size_t lemma_count() const { return holder_start_.size() - 1; }
  std::uint32_t text_count() const { return static_cast<std::uint32_t>(texts_.size()); }

  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> row_stamp_;                  // by row: stamp_ when seen
  std::vector<std::uint32_t> lemma_stamp_, lemma_local_;  // by lemma: stamp_, local index
  std::vector<CorpusGraph::Vertex> texts_;
  std::vector<std::uint32_t> text_start_;              // text -> slice of occurrences_
  std::vector<std::uint32_t> occurrences_;             // local lemma indices, text after text
  std::vector<std::uint32_t> holder_start_, holders_;  // local lemma -> its texts, ascending
  std::vector<std::uint32_t> parent_;                  // union-find over the texts
  std::vector<char> expanded_;                         // by local lemma, for the BFS
  std::vector<int> dist_;
  std::vector<std::uint32_t> queue_;
};

ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id, ExplanationGraphScratch& scratch);
// The same with scratch space of its own.
ExplanationGraph build_explanation_graph(const CorpusGraph& corpus, const load::Question& question,
                                         core::QuestionId id);

}  // namespace explgraph::graph
