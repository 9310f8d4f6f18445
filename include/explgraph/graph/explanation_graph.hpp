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
  friend ExplanationGraph build_text_graph(const CorpusGraph&, core::QuestionId,
                                           const std::vector<std::vector<std::uint32_t>>&,
                                           ExplanationGraphScratch&);
  // The steps of build_explanation_graph, in order.
  void next_stamp();
  void collect_facts(const load::Question& question, ExplanationGraph& eg);
  void index_lemmas(const CorpusGraph& corpus, core::QuestionId id, const ExplanationGraph& eg);
  // index_lemmas in parts: each text opened, then its distinct lemmas added, then closed.
  void open_index();
  void open_text() { text_start_.push_back(static_cast<std::uint32_t>(occurrences_.size())); }
  void add_lemma(std::uint32_t lemma);
  void close_index();
  void join_texts(ExplanationGraph& eg);
  void measure_hops(ExplanationGraph& eg);
  std::size_t lemma_count() const { return holder_start_.size() - 1; }
  // Valid once the index is closed.
  std::uint32_t text_count() const { return static_cast<std::uint32_t>(text_start_.size() - 1); }

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

// The same graph, by the same rule and code, over facts given as texts rather than rows
// (generated explanations, SPEC §9): vertex 0 the question's stem, 1 its answer, then one
// per entry of `fact_lemmas`, each the distinct lemma ids of a fact (the corpus graph's
// WordId values; ids at or past its vocabulary's size stand for words no corpus text has,
// which can still join two facts). `facts` stays empty; `hops` and `linked` follow the
// entries. The question must have a text (has_text), as only then are Q and A known.
ExplanationGraph build_text_graph(const CorpusGraph& corpus, core::QuestionId id,
                                  const std::vector<std::vector<std::uint32_t>>& fact_lemmas,
                                  ExplanationGraphScratch& scratch);

}  // namespace explgraph::graph
