#include "explgraph/analyze/treeeval.hpp"

#include "explgraph/analyze/tree_views.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/parallel.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

// One scored tree's figures.
struct TreeResult {
  Overlap leaves, steps;
  std::optional<Overlap> intermediates;
};

std::optional<double> overall(const TreeResult& t) {
  if (!t.intermediates) return std::nullopt;
  return t.leaves.all_correct && t.steps.all_correct && t.intermediates->all_correct ? 1.0 : 0.0;
}

std::optional<double> value_of(const TreeResult& t, TreeMetric metric) {
  switch (metric) {
    case TreeMetric::kLeavesF1:
      return t.leaves.f1;
    case TreeMetric::kLeavesAllCorrect:
      return t.leaves.all_correct ? 1.0 : 0.0;
    case TreeMetric::kStepsF1:
      return t.steps.f1;
    case TreeMetric::kStepsAllCorrect:
      return t.steps.all_correct ? 1.0 : 0.0;
    case TreeMetric::kIntermediatesF1:
      return t.intermediates ? std::optional<double>(t.intermediates->f1) : std::nullopt;
    case TreeMetric::kIntermediatesAllCorrect:
      return t.intermediates ? std::optional<double>(t.intermediates->all_correct ? 1.0 : 0.0)
                             : std::nullopt;
    case TreeMetric::kOverallAllCorrect:
      return overall(t);
  }
  return std::nullopt;
}

}  // namespace

std::optional<double> tree_metric_value(const TreeFigures& f, TreeMetric metric) {
  switch (metric) {
    case TreeMetric::kLeavesF1:
      return f.leaves_f1;
    case TreeMetric::kLeavesAllCorrect:
      return f.leaves_all_correct;
    case TreeMetric::kStepsF1:
      return f.steps_f1;
    case TreeMetric::kStepsAllCorrect:
      return f.steps_all_correct;
    case TreeMetric::kIntermediatesF1:
      return f.intermediates_f1;
    case TreeMetric::kIntermediatesAllCorrect:
      return f.intermediates_all_correct;
    case TreeMetric::kOverallAllCorrect:
      return f.overall_all_correct;
  }
  return std::nullopt;
}

namespace {

// Means over trees, summed in tree order as the official collate_scores sums them.
class FigureSum {
 public:
  void add(const TreeResult& t) {
    ++n_;
    leaves_p_ += t.leaves.precision, leaves_r_ += t.leaves.recall, leaves_f1_ += t.leaves.f1;
    leaves_ok_ += t.leaves.all_correct, steps_f1_ += t.steps.f1, steps_ok_ += t.steps.all_correct;
    if (!t.intermediates) {
      intermediates_known_ = false;
      return;
    }
    inter_f1_ += t.intermediates->f1, inter_ok_ += t.intermediates->all_correct;
    overall_ok_ += *overall(t);
  }
  TreeFigures mean() const {
    TreeFigures f;
    f.trees = n_;
    if (n_ == 0) return f;
    const double n = static_cast<double>(n_);
    f.leaves_precision = leaves_p_ / n, f.leaves_recall = leaves_r_ / n;
    f.leaves_f1 = leaves_f1_ / n, f.leaves_all_correct = leaves_ok_ / n;
    f.steps_f1 = steps_f1_ / n, f.steps_all_correct = steps_ok_ / n;
    if (intermediates_known_) {
      f.intermediates_f1 = inter_f1_ / n, f.intermediates_all_correct = inter_ok_ / n;
      f.overall_all_correct = overall_ok_ / n;
    }
    return f;
  }

 private:
  std::size_t n_ = 0;
  double leaves_p_ = 0, leaves_r_ = 0, leaves_f1_ = 0, leaves_ok_ = 0, steps_f1_ = 0, steps_ok_ = 0,
         inter_f1_ = 0, inter_ok_ = 0, overall_ok_ = 0;
  bool intermediates_known_ = true;
};

// A gold tree as the breakdowns see it: the scorer's reading of its proof, and its depth as
// every other command reads it (analyze/trees.hpp: absent on a cycle or without a step
// concluding the hypothesis).
struct GoldShape {
  const ParsedProof& parsed;
  std::optional<std::size_t> depth;
};

// The group of a tree without the count (its depth absent).
constexpr std::size_t kNoCount = SIZE_MAX;

// The breakdowns of the gold trees' shapes: groups by a count, the last open-ended.
struct Shape {
  const char* name;
  const char* note;
  std::size_t cap;
  std::size_t (*count)(const GoldShape&);
};
constexpr Shape kShapes[] = {
    {"steps", "Trees by the number of steps of the gold proof.", 5,
     [](const GoldShape& g) { return g.parsed.conclusions.size(); }},  // one per step
    {"depth",
     "Trees by the depth of the gold proof: the most steps from a leaf to the hypothesis (none: a "
     "conclusion depends on itself, or no step concludes the hypothesis).",
     5, [](const GoldShape& g) { return g.depth.value_or(kNoCount); }},
    {"leaves", "Trees by the number of leaves (sentences) of the gold proof.", 8,
     [](const GoldShape& g) { return g.parsed.leaves.size(); }},
};

std::vector<TreeBreakdown> breakdowns_of(
    const std::vector<std::map<std::size_t, FigureSum>>& sums) {
  std::vector<TreeBreakdown> out;
  for (std::size_t s = 0; s < std::size(kShapes); ++s) {
    TreeBreakdown b{kShapes[s].name, kShapes[s].note, {}};
    for (const auto& [count, sum] : sums[s])
      b.groups.push_back({count == kNoCount
                              ? std::string("none")
                              : std::to_string(count) + (count == kShapes[s].cap ? "+" : ""),
                          sum.mean()});
    out.push_back(std::move(b));
  }
  return out;
}

// The knowledge categories of a gold tree's leaves, sorted and distinct: each leaf's UID (its
// meta.worldtree_provenance) looked up in the tablestore; "unknown" for a leaf without one or
// whose UID the tablestore lacks.
std::vector<std::string> leaf_categories(const load::EntailmentTree& tree, const ParsedProof& proof,
                                         const load::Corpus& tables) {
  std::set<std::string> categories;
  for (const auto& leaf : proof.leaves) categories.insert(leaf_category(tree, leaf, tables));
  return {categories.begin(), categories.end()};
}

constexpr const char* kCategoryNote =
    "Trees by the knowledge categories of their gold leaves (--tables): a tree is counted in each "
    "category one of its leaves has; 'unknown' for a leaf whose UID the tablestore lacks.";

std::string excerpt(std::string_view text) {
  return core::quoted(text.size() > 60 ? std::string(text.substr(0, 57)) + "…" : std::string(text));
}

// Sentences as the official dict of a tree's texts holds them (the first of an id given
// twice), with room for the conclusions its proof adds.
SentenceTexts sentence_texts(const load::EntailmentTree::Texts& sentences) {
  SentenceTexts texts;
  texts.reserve(2 * sentences.size() + 8);
  for (const auto& [id, text] : sentences) texts.try_emplace(id, text);
  return texts;
}

// A prediction scored before its figures are counted (SystemScorer::prepare).
struct PreparedTree {
  std::optional<std::string> proof;  // its $proof$: the score views it, so it never moves
  bool without_context = false;      // of an id --context lacks: scored as an empty tree
  TreeScore score;
};

// Scores trees into a system's figures, breakdowns and warnings: first every prediction's
// tree on its own, on every core (prepare), then their figures counted and their problems
// warned about in file order (score), so the results never depend on the threads.
class SystemScorer {
 public:
  SystemScorer(const load::EntailmentBank& gold, const load::EntailmentBank* context,
               const load::TreePredictions& predictions, const PairScore* scores,
               const TreeevalOptions& options, core::Diagnostics& warnings,
               std::vector<BleurtPair>* pairs)
      : gold_(gold),
        context_(context),
        predictions_(predictions),
        file_(predictions.name),
        scores_(scores),
        options_(options),
        warnings_(warnings),
        pairs_(pairs),
        slices_(core::worker_count(0, gold.trees.size())),
        shape_sums_(std::size(kShapes)) {
    for (std::size_t i = 0; i < gold.trees.size(); ++i) last_of_[gold.trees[i].id] = i;
    if (context_ != nullptr)
      for (std::size_t i = 0; i < context_->trees.size(); ++i)
        context_of_[context_->trees[i].id] = i;
    // Read by text when a system retrieved its own sentences (Task 3): its records' own, or
    // --context.
    by_text_ = context_ != nullptr ||
               std::any_of(predictions.items.begin(), predictions.items.end(),
                           [](const load::TreePrediction& p) { return p.sentences.has_value(); });
  }

  // The gold tree a prediction of `id` is scored against (the last of that id), if any.
  std::optional<std::size_t> gold_of(const std::string& id) const {
    const auto it = last_of_.find(id);
    return it == last_of_.end() ? std::nullopt : std::optional<std::size_t>(it->second);
  }

  // Reads the gold proofs and scores each prediction against its gold tree
  // (`gold_of_prediction`, none: not scored), in slices of the gold trees, one per core: a
  // slice reads its gold trees, then scores the predictions of those, in file order (a
  // --context record's sentences carry over from one prediction of its tree to the next, as
  // the official dict's do).
  void prepare(const std::vector<std::optional<std::size_t>>& gold_of_prediction) {
    const std::size_t trees = gold_.trees.size();
    parsed_.resize(trees);
    gold_depth_.resize(trees);
    if (by_text_) parsed_by_text_.resize(trees);
    prepared_.resize(predictions_.items.size());
    for (const auto& gold_index : gold_of_prediction)  // made here, filled by one slice each
      if (gold_index && context_ != nullptr)
        context_state_.try_emplace(gold_.trees[*gold_index].id);
    // A gold tree is read whole by id when some prediction is scored against it by id (or
    // when nothing is read by text); else its shape is all the by-id reading gives.
    whole_by_id_.assign(trees, by_text_ ? 0 : 1);
    for (std::size_t i = 0; i < gold_of_prediction.size(); ++i)
      if (const auto g = gold_of_prediction[i]; g && !scored_by_text(predictions_.items[i], *g))
        whole_by_id_[*g] = 1;
    std::vector<core::Task> tasks;
    for (std::size_t slice = 0; slice < slices_; ++slice)
      tasks.push_back({"trees", [&, slice] {
                         for (std::size_t g = slice; g < trees; g += slices_) parse_gold(g);
                         for (std::size_t i = 0; i < gold_of_prediction.size(); ++i)
                           if (const auto g = gold_of_prediction[i]; g && *g % slices_ == slice)
                             prepare_one(i, *g);
                       }});
    core::run_tasks(tasks, slices_);
    if (options_.tables != nullptr)
      for (std::size_t g = 0; g < trees; ++g)
        categories_.push_back(leaf_categories(gold_.trees[g], parsed_[g], *options_.tables));
  }

  // One tree counted: `prediction` (prepared) or, when null, the gold tree without one.
  void score(std::size_t gold_index, const load::TreePrediction* prediction,
             TreeSystemScore& system) {
    const auto& tree = gold_.trees[gold_index];
    TreeScore empty;
    if (prediction == nullptr) {
      ++system.missing;
      empty = score_tree("", by_id(gold_index), tree.hypothesis);
    }
    PreparedTree* prepared =
        prediction != nullptr ? &prepared_[prediction - predictions_.items.data()] : nullptr;
    TreeScore& s = prepared != nullptr ? prepared->score : empty;
    if (prepared != nullptr) {
      ++system.predictions;
      if (!prepared->proof) {
        ++system.without_proof;
        warnings_.warn(file_, prediction->line, 0, "no-proof",
                       "expected '$proof$ = …', found " + excerpt(prediction->text) +
                           ": scored as an empty tree (the official "
                           "scorer stops with an error here)");
      }
      if (prepared->without_context) {
        ++system.without_context;
        warnings_.warn(file_, prediction->line, 0, "no-context",
                       "the tree " + core::quoted(tree.id) + " is not in " + context_->name +
                           ", so the sentences its proof names are unknown: scored as an empty "
                           "tree (the official scorer stops with an error here)");
      }
      check_sentences(tree, s, *prediction, system);
      if (s.skipped_pieces > 0) {
        system.unparsed_pieces += s.skipped_pieces;
        warnings_.warn(file_, prediction->line, 0, "unparsed-step",
                       std::to_string(s.skipped_pieces) +
                           " piece(s) of the proof are no step 'PREMISES -> ID' (the first: " +
                           excerpt(s.first_skipped) +
                           "): ignored, as the official scorer ignores them");
      }
    }
    TreeResult t{s.leaves, s.steps, std::nullopt};
    if (scores_ != nullptr) t.intermediates = intermediates(s, system);
    if (pairs_ != nullptr)  // moved, as the tree is counted; written once each, distinct
      for (auto& [candidate, reference] : s.pairs)
        pairs_->push_back({std::move(candidate), std::move(reference)});
    sum_.add(t);
    const GoldShape shape{parsed_[gold_index], gold_depth_[gold_index]};
    for (std::size_t k = 0; k < std::size(kShapes); ++k) {
      const std::size_t count = kShapes[k].count(shape);
      shape_sums_[k][count == kNoCount ? kNoCount : std::min(count, kShapes[k].cap)].add(t);
    }
    if (!categories_.empty())
      for (const auto& category : categories_[gold_index]) category_sums_[category].add(t);
    system.keys.push_back(tree.id + "#" + std::to_string(occurrences_[tree.id]++));
    system.compared.push_back(value_of(t, options_.compare_on).value_or(0));
    FigureSum one;
    one.add(t);
    system.per_tree.push_back(one.mean());
  }

  void finish(TreeSystemScore& system) {
    system.figures = sum_.mean();
    system.breakdowns = breakdowns_of(shape_sums_);
    if (!categories_.empty()) {
      TreeBreakdown b{"category", kCategoryNote, {}};
      for (const auto& [category, sum] : category_sums_) b.groups.push_back({category, sum.mean()});
      system.breakdowns.push_back(std::move(b));
    }
    if (system.unscored_pairs > 0)
      warnings_.warn(file_, 0, 0, "unscored-pair",
                     std::to_string(system.unscored_pairs) +
                         " BLEURT pair(s) of its trees have no score in the scores file (the "
                         "first: candidate " +
                         excerpt(first_unscored_.candidate) + ", reference " +
                         excerpt(first_unscored_.reference) +
                         "): intermediates and overall are not reported "
                         "(--write-pairs writes every pair to score)");
  }

 private:
  void parse_gold(std::size_t g) {
    const auto& tree = gold_.trees[g];
    parsed_[g] =
        whole_by_id_[g] ? parse_proof(tree.proof, tree.hypothesis) : parse_proof_shape(tree.proof);
    gold_depth_[g] = options_.gold_depths != nullptr ? (*options_.gold_depths)[g]
                                                     : tree_depth(read_tree_proof(tree.proof));
    if (!by_text_) return;
    SentenceTexts sentences = sentence_texts(tree.sentences);
    parsed_by_text_[g] = parse_proof_texts(tree.proof, tree.hypothesis, sentences);
  }

  void prepare_one(std::size_t i, std::size_t gold_index) {
    const load::TreePrediction& prediction = predictions_.items[i];
    PreparedTree& p = prepared_[i];
    p.proof = prediction.proof ? prediction.proof : proof_slot(prediction.text);
    p.score = score_one(gold_index, prediction, p.proof ? std::string_view(*p.proof) : "",
                        p.without_context);
  }

  // Whether score_one scores `prediction` by text (else by id, against parsed_).
  bool scored_by_text(const load::TreePrediction& prediction, std::size_t gold_index) const {
    return prediction.sentences ||
           (context_ != nullptr && context_of_.count(gold_.trees[gold_index].id) > 0);
  }

  // The gold tree read whole by id, for a tree without prediction (scored in file order, so
  // reading it here, when only its shape was read, races with no slice).
  const ParsedProof& by_id(std::size_t g) {
    if (!whole_by_id_[g]) {
      parsed_[g] = parse_proof(gold_.trees[g].proof, gold_.trees[g].hypothesis);
      whole_by_id_[g] = 1;
    }
    return parsed_[g];
  }

  // By id (Tasks 1 and 2) or, when the system retrieved its own sentences (its record's
  // provenance, or --context), by text as run_scorer_task3.py scores.
  TreeScore score_one(std::size_t gold_index, const load::TreePrediction& prediction,
                      std::string_view proof, bool& without_context) {
    const auto& tree = gold_.trees[gold_index];
    if (!scored_by_text(prediction, gold_index)) {
      // With --context, a tree its context lacks is scored as an empty one.
      without_context = context_ != nullptr;
      return score_tree(without_context ? "" : proof, parsed_[gold_index], tree.hypothesis);
    }
    const GoldTexts gold_texts{tree.hypothesis, &tree.intermediates};
    if (prediction.sentences) {  // make_predslot_record: its own sentences, afresh
      SentenceTexts own = sentence_texts(*prediction.sentences);
      const std::string& hypothesis =
          prediction.hypothesis ? *prediction.hypothesis : tree.hypothesis;
      return score_tree_texts(proof, hypothesis, own, *parsed_by_text_[gold_index], gold_texts);
    }
    const auto& record = context_->trees[context_of_.find(tree.id)->second];
    // The context record's sentences, kept across its predictions as the official dict is
    // (with views of their proofs, which never move).
    SentenceTexts& state = context_state_.find(tree.id)->second;
    if (state.empty()) state = sentence_texts(record.sentences);
    return score_tree_texts(proof, record.hypothesis, state, *parsed_by_text_[gold_index],
                            gold_texts);
  }

  // A prediction by id naming a sentence its gold tree lacks: a Task 3 system's own
  // numbering read as the gold's? (the official Task 1 and 2 scorer says nothing)
  void check_sentences(const load::EntailmentTree& tree, const TreeScore& s,
                       const load::TreePrediction& prediction, TreeSystemScore& system) {
    if (prediction.sentences || context_ != nullptr || tree.sentences.empty()) return;
    std::unordered_set<std::string_view> known;  // (a gold without meta.triples: no check)
    for (const auto& sentence : tree.sentences) known.insert(sentence.first);
    for (const auto& leaf : s.predicted_leaves) {
      if (known.count(leaf) > 0) continue;
      ++system.unknown_sentences;
      warnings_.warn(file_, prediction.line, 0, "unknown-sentence",
                     "the proof names " + core::quoted(leaf) + ", which is no sentence of the " +
                         "gold tree " + core::quoted(tree.id) + " (" +
                         std::to_string(tree.sentences.size()) +
                         " sentences): a system that retrieved its own sentences (Task 3)? give "
                         "them with --context FILE; scored by id, as the "
                         "official Task 1 and 2 scorer scores it");
      return;
    }
  }

  std::optional<Overlap> intermediates(const TreeScore& s, TreeSystemScore& system) {
    bool complete = true;
    const auto counted = score_intermediates(
        s,
        [&](const std::string& candidate, const std::string& reference) -> std::optional<double> {
          if (auto value = (*scores_)(candidate, reference)) return value;
          if (system.unscored_pairs++ == 0) first_unscored_ = {candidate, reference};
          complete = false;
          return 0.0;  // go on, to count every missing pair
        },
        options_.bleurt_threshold);
    return complete ? counted : std::nullopt;
  }

  const load::EntailmentBank& gold_;
  const load::EntailmentBank* context_;
  const load::TreePredictions& predictions_;
  const std::string& file_;
  const PairScore* scores_;
  const TreeevalOptions& options_;
  core::Diagnostics& warnings_;
  std::vector<BleurtPair>* pairs_;
  const std::size_t slices_;         // of the trees, one per core
  bool by_text_ = false;             // the gold read by text too (Task 3)
  std::vector<ParsedProof> parsed_;  // by id: whole, or (whole_by_id_ 0) its shape only
  std::vector<char> whole_by_id_;
  std::vector<std::optional<ParsedProof>> parsed_by_text_;   // Task 3: the gold read by text
  std::unordered_map<std::string, std::size_t> context_of_;  // id → its last context record
  std::unordered_map<std::string, SentenceTexts> context_state_;
  std::vector<PreparedTree> prepared_;  // by prediction
  std::unordered_map<std::string, std::size_t> last_of_;
  std::unordered_map<std::string, std::size_t> occurrences_;
  FigureSum sum_;
  std::vector<std::map<std::size_t, FigureSum>> shape_sums_;
  std::vector<std::optional<std::size_t>> gold_depth_;  // per gold tree, as stats reads it
  std::vector<std::vector<std::string>> categories_;    // per gold tree, with --tables
  std::map<std::string, FigureSum> category_sums_;
  BleurtPair first_unscored_;
};

std::string id_list(const std::vector<std::string>& ids) {
  std::string out;
  for (std::size_t i = 0; i < ids.size() && i < 3; ++i)
    out += (i ? ", " : "") + core::quoted(ids[i]);
  return out + (ids.size() > 3 ? ", …" : "");
}

// A TSV file: line i is the prediction for the gold file's tree i.
void score_lines(const load::EntailmentBank& gold, const load::TreePredictions& predictions,
                 SystemScorer& scorer, TreeSystemScore& system, core::Diagnostics& warnings) {
  const std::size_t n = gold.trees.size(), lines = predictions.items.size();
  std::vector<std::optional<std::size_t>> gold_of_line(lines);
  for (std::size_t i = 0; i < std::min(n, lines); ++i)
    gold_of_line[i] = scorer.gold_of(gold.trees[i].id);
  scorer.prepare(gold_of_line);
  for (std::size_t i = 0; i < std::min(n, lines); ++i)
    scorer.score(*scorer.gold_of(gold.trees[i].id), &predictions.items[i], system);
  for (std::size_t i = lines; i < n; ++i)
    scorer.score(*scorer.gold_of(gold.trees[i].id), nullptr, system);
  if (lines > n) {
    system.extra_lines = lines - n;
    warnings.warn(predictions.name, predictions.items[n].line, 0, "extra-prediction",
                  std::to_string(lines - n) + " line(s) past the " + std::to_string(n) +
                      " trees of " + gold.name +
                      ": ignored (a prediction of another split? the "
                      "official scorer stops with an error)");
  }
  if (lines < n)
    warnings.warn(predictions.name, 0, 0, "missing-prediction",
                  "its " + std::to_string(lines) + " line(s) predict the first " +
                      std::to_string(lines) + " of the " + std::to_string(n) + " trees of " +
                      gold.name + "; the other " + std::to_string(n - lines) +
                      " score 0 (the official scorer would average the lines given as if "
                      "they were all: a truncated file?)");
}

// A JSONL file: records by id; gold ids no record names are scored as empty trees.
void score_records(const load::EntailmentBank& gold, const load::TreePredictions& predictions,
                   SystemScorer& scorer, TreeSystemScore& system, core::Diagnostics& warnings) {
  std::vector<std::optional<std::size_t>> gold_of_record;
  for (const auto& p : predictions.items) gold_of_record.push_back(scorer.gold_of(p.id));
  scorer.prepare(gold_of_record);
  std::unordered_map<std::string, std::size_t> first_line;
  for (std::size_t i = 0; i < predictions.items.size(); ++i) {
    const auto& p = predictions.items[i];
    const auto& target = gold_of_record[i];
    if (!target) {
      ++system.unknown_ids;
      warnings.warn(predictions.name, p.line, 0, "unknown-id",
                    "the id " + core::quoted(p.id) + " is no tree of " + gold.name +
                        ": skipped (as the official scorer skips it, silently)");
      continue;
    }
    const auto [at, added] = first_line.try_emplace(p.id, p.line);
    if (!added)
      warnings.warn(predictions.name, p.line, 0, "repeated-prediction",
                    "the id " + core::quoted(p.id) + " was predicted at line " +
                        std::to_string(at->second) +
                        " too: both are scored, as the official scorer scores every record");
    scorer.score(*target, &p, system);
  }
  std::vector<std::string> missing;
  for (const auto& tree : gold.trees)
    if (first_line.try_emplace(tree.id, 0).second) {
      missing.push_back(tree.id);
      scorer.score(*scorer.gold_of(tree.id), nullptr, system);
    }
  if (!missing.empty())
    warnings.warn(predictions.name, 0, 0, "missing-prediction",
                  std::to_string(missing.size()) + " tree(s) of " + gold.name +
                      " have no prediction (" + id_list(missing) +
                      "): scored 0 (the official scorer would average only the records given)");
}

}  // namespace

std::string tree_metric_title(TreeMetric metric) {
  switch (metric) {
    case TreeMetric::kLeavesF1:
      return "Leaves F1";
    case TreeMetric::kLeavesAllCorrect:
      return "Leaves AllCorrect";
    case TreeMetric::kStepsF1:
      return "Steps F1";
    case TreeMetric::kStepsAllCorrect:
      return "Steps AllCorrect";
    case TreeMetric::kIntermediatesF1:
      return "Intermediates F1";
    case TreeMetric::kIntermediatesAllCorrect:
      return "Intermediates AllCorrect";
    case TreeMetric::kOverallAllCorrect:
      return "Overall AllCorrect";
  }
  return "";
}

bool needs_bleurt(TreeMetric metric) {
  return metric == TreeMetric::kIntermediatesF1 || metric == TreeMetric::kIntermediatesAllCorrect ||
         metric == TreeMetric::kOverallAllCorrect;
}

TreeSystemScore evaluate_tree_predictions(const std::string& name, const load::EntailmentBank& gold,
                                          const load::EntailmentBank* context,
                                          const load::TreePredictions& predictions,
                                          const PairScore* scores, const TreeevalOptions& options,
                                          core::Diagnostics& warnings,
                                          std::vector<BleurtPair>* pairs) {
  TreeSystemScore system;
  system.name = name;
  system.file = predictions.name;
  system.malformed = predictions.malformed;
  SystemScorer scorer(gold, context, predictions, scores, options, warnings, pairs);
  if (predictions.jsonl)
    score_records(gold, predictions, scorer, system, warnings);
  else
    score_lines(gold, predictions, scorer, system, warnings);
  scorer.finish(system);
  return system;
}

std::vector<TreeComparison> compare_tree_systems(const std::vector<TreeSystemScore>& systems,
                                                 const TreeevalOptions& options) {
  std::vector<std::string> names;
  for (const auto& s : systems) names.push_back(s.name);
  const auto pairs = comparison_pairs(names, options.comparison, true);
  core::add_work(options.comparison.progress, pairs.size() * options.comparison.resamples);
  std::vector<TreeComparison> out;
  std::vector<PairedComparison> paired;
  for (const auto& [b, o] : pairs) {
    const TreeSystemScore &base = systems[b], &other = systems[o];
    std::unordered_map<std::string, double> base_value;
    for (std::size_t i = 0; i < base.keys.size(); ++i) base_value[base.keys[i]] = base.compared[i];
    std::vector<double> deltas;
    for (std::size_t i = 0; i < other.keys.size(); ++i)
      if (const auto it = base_value.find(other.keys[i]); it != base_value.end())
        deltas.push_back(other.compared[i] - it->second);
    out.push_back({tree_metric_value(base.figures, options.compare_on).value_or(0),
                   tree_metric_value(other.figures, options.compare_on).value_or(0),
                   {}});
    paired.push_back(compare_paired(base.name, other.name, deltas, options.comparison));
  }
  adjust_p_values(paired, options.comparison.correction);
  for (std::size_t i = 0; i < out.size(); ++i) out[i].paired = std::move(paired[i]);
  return out;
}

}  // namespace explgraph::analyze
