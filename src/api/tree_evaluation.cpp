// treeeval: EntailmentBank's entailment trees scored as the official scorer scores them.
#include <algorithm>
#include <filesystem>
#include <future>
#include <system_error>
#include <unordered_set>

#include "explgraph/analyze/bleurt_scores.hpp"
#include "explgraph/analyze/trees.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/ids.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/treeeval_report.hpp"
#include "scoring.hpp"

namespace explgraph {
namespace {

// The scores file, read as BLEURT is handed its texts.
analyze::BleurtScores read_scores(const std::string& path, core::Diagnostics& warnings) {
  load::InputFile in(path);
  std::error_code unknown;  // standard input ("-", even beside a file of that name), a pipe:
                            // its size is not known beforehand
  const std::uintmax_t bytes = path != "-" && std::filesystem::is_regular_file(path, unknown)
                                   ? std::filesystem::file_size(path, unknown)
                                   : 0;
  return analyze::BleurtScores(in.stream(), in.name(), warnings, unknown ? 0 : bytes);
}

// Each distinct pair once as BLEURT is handed it, in the order first met (systems in
// order, trees in order).
void write_pairs(const std::vector<analyze::BleurtPair>& pairs, std::ostream& out) {
  out << "candidate\treference\n";
  std::unordered_set<std::string> seen;
  for (const auto& p : pairs) {
    const std::string line =
        analyze::bleurt_text(p.candidate) + '\t' + analyze::bleurt_text(p.reference);
    if (seen.insert(line).second) out << line << '\n';
  }
}

// Comparing on a figure that needs BLEURT needs every system's.
void check_comparable(const analyze::TreeevalResult& r, const analyze::TreeevalOptions& options) {
  if (r.systems.size() < 2 || !analyze::needs_bleurt(options.compare_on)) return;
  const std::string metric = core::choice_name(analyze::kTreeMetrics, options.compare_on);
  if (!r.bleurt_scores)
    throw core::UsageError("--compare-on " + metric +
                           " needs BLEURT scores: give --intermediate-scores FILE (or "
                           "compare on leaves-f1, steps-f1, … )");
  for (const auto& s : r.systems)
    if (!s.figures.intermediates_f1)
      throw core::InputError(s.file + ": error: " + std::to_string(s.unscored_pairs) +
                             " BLEURT pair(s) of its trees have no score, so it cannot be "
                             "compared on " +
                             metric + " (score the pairs --write-pairs writes)");
}

// Each gold tree's depth as stats reads it (the breakdown by depth; read once here for
// every system). A gold proof whose hypothesis depends on a conclusion that depends on itself
// is read as stats and audit read it (depth absent), and said: the official scorer's figures
// for it stand.
std::vector<std::optional<std::size_t>> gold_depths(const load::EntailmentBank& gold,
                                                    core::Diagnostics& warnings) {
  std::vector<std::optional<std::size_t>> depths;
  depths.reserve(gold.trees.size());
  for (const auto& tree : gold.trees) {
    const analyze::TreeProof proof = analyze::read_tree_proof(tree.proof);
    const bool concluded = std::any_of(proof.steps.begin(), proof.steps.end(),
                                       [](const auto& s) { return s.conclusion == "hypothesis"; });
    depths.push_back(analyze::tree_depth(proof));
    if (concluded && !depths.back())
      warnings.warn(gold.name, tree.line, 0, "tree-cycle",
                    "the gold proof of " + core::quoted(tree.id) +
                        " has a conclusion that depends on itself (audit names it); its depth is "
                        "absent (the depth breakdown's 'none' group), its scores are the official "
                        "scorer's reading of the steps in order");
  }
  return depths;
}

// The gold trees, with their leaves' WorldTree UIDs when a tablestore is given to find their
// categories; a Task 3 file (the retrieved sentences, no proofs) is not.
load::EntailmentBank read_gold(const std::string& path, load::Provenance provenance,
                               core::Diagnostics& warnings) {
  load::InputFile in(path);
  load::EntailmentBank gold =
      load::read_entailment_bank(in.stream(), in.name(), warnings, provenance);
  const bool proofs = std::any_of(gold.trees.begin(), gold.trees.end(),
                                  [](const auto& t) { return !core::trim(t.proof).empty(); });
  if (!proofs)
    throw core::InputError(gold.name +
                           ": error: expected gold trees, found no proof in any of its " +
                           std::to_string(gold.trees.size()) +
                           " records (Task 3's file? it holds the sentences retrieved for each "
                           "question: give it with --context, and "
                           "dataset/task_1/SPLIT.jsonl as --gold)");
  return gold;
}

std::optional<load::EntailmentBank> read_context(const std::string& path,
                                                 core::Diagnostics& warnings) {
  if (path.empty()) return std::nullopt;
  load::InputFile in(path);
  return load::read_entailment_bank(in.stream(), in.name(), warnings, load::Provenance::kSkipped);
}

// With --tables, leaves of no known category all: a V1 tablestore for V2 UIDs, or trees
// without meta.worldtree_provenance.
void warn_unknown_leaves(const analyze::TreeevalResult& result, const std::string& tables,
                         core::Diagnostics& warnings) {
  if (tables.empty() || result.systems.empty()) return;
  for (const auto& b : result.systems.front().breakdowns)
    if (b.name == "category" && b.groups.size() == 1 && b.groups[0].group == "unknown")
      warnings.warn(tables, 0, 0, "unknown-leaves",
                    "no leaf of the gold trees has a UID of this tablestore (EntailmentBank's "
                    "meta.worldtree_provenance names WorldTree V2 UIDs: a V2 tablestore? gold "
                    "trees without worldtree_provenance?): every leaf's category is 'unknown'");
}

// The gold trees read, and what reading them warned of.
struct Gold {
  load::EntailmentBank trees;
  std::vector<std::optional<std::size_t>> depths;  // by tree
  core::Diagnostics warnings;
};

Gold read_gold(const TreeevalReferences& references) {
  Gold gold;
  gold.trees =
      read_gold(references.gold,
                references.tables.empty() ? load::Provenance::kSkipped : load::Provenance::kRead,
                gold.warnings);
  gold.depths = gold_depths(gold.trees, gold.warnings);
  return gold;
}

void check_given(std::size_t predictions, const analyze::TreeevalOptions& options) {
  options.comparison.check();
  if (predictions == 0)
    throw core::UsageError("no predictions given: use --predictions [NAME=]FILE");
}

Output evaluate(const TreeevalReferences& references, Gold gold_read,
                const std::vector<std::pair<std::string, load::TreePredictions>>& predictions,
                const analyze::TreeevalOptions& options,
                std::optional<analyze::BleurtScores> table) {
  core::Diagnostics warnings = std::move(gold_read.warnings);
  const load::EntailmentBank& gold = gold_read.trees;
  std::optional<Workspace> tables;
  analyze::TreeevalOptions settings = options;
  settings.gold_depths = &gold_read.depths;
  if (!references.tables.empty()) {
    CorpusOptions corpus;
    corpus.tables = references.tables;
    corpus.types = references.types;
    corpus.tables_only = true;
    tables.emplace(corpus);
    for (const auto& d : tables->diagnostics().items()) warnings.add(d);
    settings.tables = &tables->corpus();
  }
  const auto context = read_context(references.context, warnings);
  const analyze::PairScore scores = [&table](const std::string& c, const std::string& r) {
    return (*table)(c, r);
  };
  analyze::TreeevalResult result;
  result.gold = gold.name;
  result.gold_trees = gold.trees.size();
  result.compare_on = options.compare_on;
  result.per_query = options.per_query;
  result.bleurt_threshold = options.bleurt_threshold;
  result.bleurt_scores = table.has_value();
  auto pairs = std::make_shared<std::vector<analyze::BleurtPair>>();
  for (const auto& [name, read] : predictions) {
    result.systems.push_back(analyze::evaluate_tree_predictions(
        name, gold, context ? &*context : nullptr, read, table ? &scores : nullptr, settings,
        warnings, pairs.get()));
    const auto& system = result.systems.back();
    if (system.predictions == 0)
      throw core::InputError(read.name + ": error: none of its predictions is for a tree of " +
                             gold.name + " (predictions of another split or task?)");
    if (context && system.without_context == system.predictions)
      throw core::InputError(read.name + ": error: none of the trees it predicts is in " +
                             context->name + " (the context of another split?)");
  }
  warn_unknown_leaves(result, references.tables, warnings);
  check_comparable(result, options);
  result.comparisons = analyze::compare_tree_systems(result.systems, options);
  if (!result.comparisons.empty())
    for (const auto& s : result.systems)
      result.system_ci95.push_back(analyze::system_interval(s.compared, options.comparison));
  result.comparison = options.comparison;
  result.comparison.progress = nullptr;
  Output output =
      compared_output(std::move(result), report::treeeval_json, report::treeeval_document,
                      report::treeeval_tables, report::treeeval_paper_table, std::move(warnings));
  output.pairs = [pairs](std::ostream& out) { write_pairs(*pairs, out); };
  return output;
}

// The scores table read, and what reading it warned of.
struct ScoresRead {
  std::optional<analyze::BleurtScores> table;
  core::Diagnostics warnings;
};

// `read()` on a thread of its own, or, when no thread is to be had (memory or a limit on
// processes ran out), deferred to when its result is asked for.
template <typename Read>
auto on_a_thread(const Read& read) {
  try {
    return std::async(std::launch::async, read);
  } catch (const std::system_error&) {
    return std::async(std::launch::deferred, read);
  }
}

}  // namespace

Output treeeval(const TreeevalReferences& references,
                const std::vector<std::pair<std::string, load::TreePredictions>>& predictions,
                const analyze::TreeevalOptions& options) {
  check_given(predictions.size(), options);
  core::Diagnostics warnings;
  std::optional<analyze::BleurtScores> table;
  if (!references.intermediate_scores.empty())
    table = read_scores(references.intermediate_scores, warnings);
  Output output =
      evaluate(references, read_gold(references), predictions, options, std::move(table));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

Output treeeval(const TreeevalInputs& inputs, const analyze::TreeevalOptions& options) {
  check_given(inputs.predictions.size(), options);
  // The gold is read on a thread of its own while the predictions are read: the files are
  // independent, and reading them is half of treeeval's time. A prediction file's error is
  // still the one reported when both fail (the future waits for the gold before it unwinds).
  // No thread to be had (memory or a limit on processes ran out): read after them, here.
  // The scores file likewise: a lab's file of every pair it has scored is the largest input of
  // all (2.2 MB for the 340 trees' 1,440 pairs).
  const auto read_the_gold = [&references = inputs.references] { return read_gold(references); };
  const auto& scores_path = inputs.references.intermediate_scores;
  const auto read_the_scores = [&scores_path] {
    ScoresRead read;
    if (!scores_path.empty()) read.table = read_scores(scores_path, read.warnings);
    return read;
  };
  auto gold = on_a_thread(read_the_gold);
  auto scores = on_a_thread(read_the_scores);
  core::Diagnostics warnings;
  std::vector<std::pair<std::string, load::TreePredictions>> read;
  for (const auto& named : inputs.predictions) {
    load::InputFile in(named.path);
    read.emplace_back(named.name, load::read_tree_predictions(in.stream(), in.name(), warnings));
  }
  ScoresRead scores_read = scores.get();
  for (const auto& d : scores_read.warnings.items()) warnings.add(d);
  warnings.count_unstored(scores_read.warnings);
  std::optional<analyze::BleurtScores> table = std::move(scores_read.table);
  Output output = evaluate(inputs.references, gold.get(), read, options, std::move(table));
  output.prepend_input_warnings(std::move(warnings));
  return output;
}

}  // namespace explgraph
