#pragma once
#include <string>
#include <vector>

#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::analyze {

// One vertex of an explanation-graph picture (SPEC "show").
struct PictureNode {
  std::string id;    // "Q", "A" or the fact's UID (as its table writes it)
  std::string kind;  // "question", "answer" or "fact"
  std::string text;
  std::string table, category, role;  // facts only: its table, knowledge category, role
  int hop = 0;  // Q and A 0; a fact its BFS distance from {Q, A}, graph::kUnreachable if none
};

// Two texts that share content lemmas, with the words the reader sees: each shared lemma as
// it is first written in the source text (case-folded), in the order of that text.
struct PictureEdge {
  std::size_t source = 0, target = 0;  // indexes into nodes, source < target
  std::vector<std::string> shared;
};

// The explanation graph of one question as a picture: Q, A and the explanation's distinct
// facts in citation order, an edge wherever two texts share a content lemma. Hops are the
// explanation graph's own (graph::ExplanationGraph), so the picture and `hops` agree.
struct ExplanationPicture {
  std::string question;  // the corpus id
  bool has_text = false;
  std::string missing_text;  // why Q and A are missing, when !has_text
  std::vector<PictureNode> nodes;
  std::vector<PictureEdge> edges;
  int depth = 0, isolated_facts = 0, components = 0;
  bool qa_joined = false;
  std::size_t dangling_uids = 0;  // tokens citing a UID that no table defines
  // Those UIDs, each once in citation order with its first role: marked apart in the
  // picture (a dashed box without edges, since they have no text to share words with).
  std::vector<PictureNode> dangling;
};

ExplanationPicture draw_explanation(const load::Corpus& corpus,
                                    const graph::ExplanationGraph& graph,
                                    const text::Normalizer& normalizer, core::QuestionId question);

// Why a question has no usable Q and A text: "the question has no stem before its choices".
std::string why_no_text(const load::Question& question);

// The corpus questions named by `ids` (each exactly, else ignoring case when that is
// unambiguous), the corpus's ids indexed once; an unknown id is a core::InputError listing
// the closest ids of the corpus.
std::vector<core::QuestionId> find_questions(const load::Corpus& corpus,
                                             const std::vector<std::string>& ids);

}  // namespace explgraph::analyze
