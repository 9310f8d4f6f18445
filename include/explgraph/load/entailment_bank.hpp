#pragma once
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// One EntailmentBank item: a line of the dataset's JSONL (allenai/entailment_bank,
// dataset/task_N/{train,dev,test}.jsonl).
struct EntailmentTree {
  std::string id, question, answer, hypothesis;
  std::string proof;  // "sent1 & sent3 -> int1: …; int1 & sent2 -> hypothesis; "
  using Texts = std::vector<std::pair<std::string, std::string>>;  // id → text, in file order
  Texts sentences;                       // meta.triples: the context's sentences (sent1 …)
  Texts intermediates;                   // meta.intermediate_conclusions
  std::vector<std::string> distractors;  // meta.distractors: sentence ids
  // Context sentence id → WorldTree UID: the meta.worldtree_provenance entry whose
  // original_text is the sentence's text (the first of equals; its keys do not follow the
  // context's numbering).
  Texts provenance;
  std::size_t line = 0;

  // The text and the WorldTree UID of context sentence `sentence` ("" when it has none).
  std::string_view sentence_text(std::string_view sentence) const;
  std::string_view uid_of(std::string_view sentence) const;
};

struct EntailmentBank {
  std::string name;  // as shown in messages
  std::vector<EntailmentTree> trees;
};

// Whether the leaves' WorldTree UIDs (EntailmentTree::provenance) are read: scoring trees
// needs them only for a breakdown by knowledge category, and finding them is a fifth of
// reading a gold file.
enum class Provenance { kRead, kSkipped };

// Reads the JSONL of EntailmentBank trees; every line must be a JSON object with string
// `id`, `hypothesis` and `proof` (`meta` and the rest optional): anything else is a
// core::InputError naming the line and what was found, as is a file without any tree. An id
// given twice is warned about ("repeated-tree"): the official scorer keeps the last.
EntailmentBank read_entailment_bank(std::istream& in, const std::string& display,
                                    core::Diagnostics& warnings,
                                    Provenance provenance = Provenance::kRead);

// One predicted tree: a line of the paper's TSV (`$proof$ = …`, the gold file's order gives
// its id) or a JSONL record (`id`, and `prediction` or `slots.proof`, perhaps
// `worldtree_provenance`).
struct TreePrediction {
  std::size_t line = 0;
  std::string id;                    // JSONL only
  std::string text;                  // TSV: the line; JSONL: `prediction`
  std::optional<std::string> proof;  // JSONL `slots.proof` (';' stripped from its ends)
  // JSONL `worldtree_provenance` ({"sent1": {"original_text": …}}): the sentences the system
  // retrieved for itself (Task 3), with the record's own `hypothesis` if it has one.
  std::optional<EntailmentTree::Texts> sentences;
  std::optional<std::string> hypothesis;
};

struct TreePredictions {
  std::string name;  // as shown in messages
  bool jsonl = false;
  std::vector<TreePrediction> items;
  std::size_t malformed = 0;  // JSONL lines skipped (warned as "malformed-prediction")
};

// Told apart by the first byte that is not white space ('{': JSONL). A JSONL line that is
// no object with a string `id` and a string `prediction` (or `slots.proof`) is warned about
// and skipped; a file with no prediction at all is a core::InputError.
TreePredictions read_tree_predictions(std::istream& in, const std::string& display,
                                      core::Diagnostics& warnings);

// BLEURT scores a user computed for the pairs treeeval --write-pairs wrote: TSV lines
// `candidate<TAB>reference<TAB>score`, an optional header (a first line whose first field is
// `candidate`) first.
// A line that is not three fields with a finite score is warned about ("malformed-score-line")
// and skipped; a pair given twice keeps its first score ("repeated-pair", when the scores
// differ); a file without any score is a core::InputError.
struct PairScoreLine {
  std::string candidate, reference;
  double score = 0;
  std::size_t line = 0;
};
std::vector<PairScoreLine> read_pair_scores(std::istream& in, const std::string& display,
                                            core::Diagnostics& warnings);
// The same, each usable line handed to `score(candidate, reference, score, line)` as it is
// read (the views last as long as the call): a scores file of every pair a lab has computed
// is not copied whole first.
using PairScoreVisitor =
    std::function<void(std::string_view, std::string_view, double, std::size_t)>;
void for_each_pair_score(std::istream& in, const std::string& display, core::Diagnostics& warnings,
                         const PairScoreVisitor& score);

}  // namespace explgraph::load
