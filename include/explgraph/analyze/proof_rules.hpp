#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/text_map.hpp"

// EntailmentBank's official scoring of one predicted entailment tree against the gold one
// (allenai/entailment_bank: eval/run_scorer.py, utils/eval_utils.py, utils/proof_utils.py,
// utils/angle_utils.py), rule for rule, so that explgraph's figures equal every published
// one. Each function names the official function it follows; its quirks are kept on purpose
// and said where they matter. Strings are split and stripped as Python does (str.split with
// a separator, str.strip with Python's whitespace), case is folded as str.lower (ICU's full
// lower-casing) and ordered as Python orders str (by code point: UTF-8 byte order).
namespace explgraph::analyze {

// The value of a prediction's `$proof$` slot as decompose_slots reads "$proof$ = … ;":
// slots are `$NAME$` with NAME of word characters (matched ignoring case, looked up as
// written: only "proof" counts), the character after a slot and the one before the next are
// dropped, then one leading "=" and one trailing ";" (with their spaces); a slot given twice
// is joined with " ~AND~ ". Absent when the line has no slot called "proof".
std::optional<std::string> proof_slot(std::string_view prediction);

// normalize_sentence (entail_trees_utils.py): "  " → " ", "." and newlines removed, "( " and
// " )" removed, lower-cased, stripped. How conclusions are read from a proof.
std::string normalize_conclusion(std::string_view text);

// fix_t5_unk_characters(text.lower()): lower-cased, every character outside T5's vocabulary
// replaced by a space, runs of spaces made one. What BLEURT is handed.
std::string bleurt_text(std::string_view text);
// The same appended to `out` (no allocation once `out` has room: a scores file's every line).
void append_bleurt_text(std::string& out, std::string_view text);
// Whether `text` is already as BLEURT is handed it (bleurt_text(text) == text), read without
// copying it: a lab's scores file is --write-pairs's output scored.
bool is_bleurt_text(std::string_view text);

// One step's conclusion and the leaves (sentence ids) it rests on.
struct Conclusion {
  std::string_view id;                      // "int1", "hypothesis", as written
  std::vector<std::string_view> ancestors;  // distinct leaf ids, sorted
};

// A proof read as parse_entailment_step_proof reads it: steps split at ";" (or "[STEP] "),
// each "PREMISES -> ID[: TEXT]" with premises split at "&" (else ","); a premise containing
// "sent" is a leaf, any other inherits the leaves of the conclusion of that id. A piece
// without exactly one " -> " is skipped, as the official parser skips it silently.
// Ids and leaves are views of what it was read from (the proof, the hypothesis, the
// sentences' texts), which must outlive it: a tree's proof is read many times (alignment,
// breakdowns) and copying its texts cost more than reading them.
struct ParsedProof {
  std::vector<std::string> steps;        // "sent1 & sent2 -> int1": premises sorted
  std::vector<Conclusion> conclusions;   // one per step, in order (an id may repeat)
  std::vector<std::string_view> leaves;  // distinct leaf ids, sorted
  core::TextMap<std::string> texts;      // conclusion id → text (the last step's wins);
                                         // "hypothesis" → the gold hypothesis
  std::size_t skipped_pieces = 0;        // non-blank pieces that are no step
  std::string first_skipped;             // the first of them
  // The most steps on a path from a leaf to a conclusion (a premise naming an earlier
  // conclusion adds that conclusion's depth); 0 without steps.
  std::size_t depth = 0;
};
ParsedProof parse_proof(std::string_view proof, std::string_view hypothesis);

// What parse_proof reads of a proof's shape, by the same rules: its conclusions (ids only, one
// per step, without ancestors), depth, leaves and skipped pieces; no step strings nor texts.
// All that the breakdowns by shape and by knowledge category need of a gold tree that is
// scored only by text (Task 3).
ParsedProof parse_proof_shape(std::string_view proof);

// The texts of sentence and conclusion ids, as the official Task 3 code keeps them: a dict
// its parser adds each conclusion's text to as it reads (so a record scored twice sees the
// first scoring's additions, as officially). Views: of the sentences given, of the proofs
// read and of the gold texts, which must outlive it.
using SentenceTexts = core::TextMap<std::string_view>;

// Task 3 (run_scorer_task3.py, parse_entailment_step_proof_remove_ids): a system that
// retrieved its own sentences numbers them its own way, so a proof is read by text. As
// parse_proof, but a premise stands for its text in `sentences` ("NULL" when unknown), so
// leaves, ancestors and steps ("TEXT & TEXT -> CONCLUSION TEXT") are texts; conclusion ids
// are stripped, their texts not normalised, the hypothesis's text is `hypothesis` as given;
// each conclusion's text is added to `sentences` under its id.
ParsedProof parse_proof_texts(std::string_view proof, std::string_view hypothesis,
                              SentenceTexts& sentences);

// score_sentence_overlaps: precision = |set(p) ∩ set(g)| / |p|, recall = … / |g| (a list's
// repeats count against it); both empty is 1, one empty 0; all_correct when F1 is 1.
struct Overlap {
  double precision = 0, recall = 0, f1 = 0;
  bool all_correct = false;
};
Overlap sentence_overlap(const std::vector<std::string_view>& predicted,
                         const std::vector<std::string_view>& gold);

// align_conclusions_across_proofs: each predicted conclusion goes to the gold conclusion whose
// leaves are most like its own (Jaccard; the first of equals; none when no leaf is shared).
// `pairs` is the official dict from a predicted conclusion's text to its gold one's ("" when
// unaligned): keyed by text, so a text given twice keeps its last alignment.
// Ids are views of the two proofs'.
struct Alignment {
  core::TextMap<std::string_view> gold_of;  // predicted id → gold id, or "NO_MATCH"
  std::vector<std::pair<std::string, std::string>> pairs;  // (predicted text, gold text)
};
Alignment align_conclusions(const ParsedProof& predicted, const ParsedProof& gold);

// rewrite_aligned_proof: the predicted steps with conclusion ids replaced by their gold
// alignment. The official code splits here at "; " (not ";") and premises at " & " (else
// ", ") without stripping them: kept, as the official figures depend on it.
std::vector<std::string> rewrite_steps(std::string_view proof, const Alignment& alignment);

// One predicted tree scored against the gold tree (score_aligned_entail_tree_proof).
struct TreeScore {
  Overlap leaves, steps;
  std::vector<std::pair<std::string, std::string>> pairs;       // Alignment::pairs
  std::size_t predicted_conclusions = 0, gold_conclusions = 0;  // distinct ids
  std::vector<std::string_view> predicted_leaves;               // ParsedProof::leaves: views of the
                                                                // prediction's proof or sentences
  std::size_t skipped_pieces = 0;                               // of the prediction (ParsedProof)
  std::string first_skipped;
};
TreeScore score_tree(std::string_view predicted_proof, const ParsedProof& gold,
                     std::string_view hypothesis);

// rewrite_aligned_proof_noids: the predicted steps with conclusion ids replaced by their
// gold alignment, then every id by its text in `sentences` ("NULL" when unknown): split at
// "; ", premises at " & " (else ", "), as rewrite_steps.
std::vector<std::string> rewrite_steps_texts(std::string_view proof, const Alignment& alignment,
                                             const SentenceTexts& sentences);

// What the Task 3 scorer reads of the gold tree besides its proof.
struct GoldTexts {
  std::string_view hypothesis;
  const std::vector<std::pair<std::string, std::string>>* intermediates;  // its meta's
};

// score_aligned_entail_tree_proof_onlyIR: a tree over the system's own sentences
// (`predicted_sentences`, its context; the hypothesis its record gives) scored against the
// gold tree read by text (parse_proof_texts of the gold proof over the gold sentences).
// Before the steps are rewritten the context takes the gold hypothesis and intermediate
// conclusions, and "NO_MATCH" → "NULL", as the official code updates it.
TreeScore score_tree_texts(std::string_view predicted_proof, std::string_view predicted_hypothesis,
                           SentenceTexts& predicted_sentences, const ParsedProof& gold,
                           const GoldTexts& gold_texts);

// The official threshold on BLEURT (bleurt-large-512) at which conclusions match.
constexpr double kBleurtThreshold = 0.28;

// nlg_string_similarities_intermediates_with_F1: a pair counts when its gold text is not
// empty and its BLEURT score (of bleurt_text(candidate) against bleurt_text(reference)) is
// at least the threshold; precision = counted predicted texts / predicted conclusions,
// recall = distinct gold texts covered / gold conclusions (each over at least 1).
// `score(candidate, reference)` gives the score of two bleurt_text strings, or nothing when
// it is not known: then the intermediates are unknown too.
using PairScore = std::function<std::optional<double>(const std::string& candidate,
                                                      const std::string& reference)>;
std::optional<Overlap> score_intermediates(const TreeScore& tree, const PairScore& score,
                                           double threshold = kBleurtThreshold);

}  // namespace explgraph::analyze
