// libFuzzer target: EntailmentBank's trees (JSONL), predictions (TSV or JSONL), BLEURT pair
// scores (read line by line and into the table treeeval looks them up in), the $proof$ slot and the
// proof reader, and the scoring of the input's predictions against the input read as gold trees, by
// id and (Task 3) by text; the trees read as a corpus (stats, audit, each drawn). An unusable input
// is a core::InputError; anything else escaping, or a figure outside [0, 1], is a finding.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "explgraph/analyze/bleurt_scores.hpp"
#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/analyze/tree_audit.hpp"
#include "explgraph/analyze/tree_views.hpp"
#include "explgraph/analyze/treeeval.hpp"
#include "explgraph/core/errors.hpp"

namespace {

void check_fraction(double value) {
  if (!(value >= 0 && value <= 1)) std::abort();
}

void check(const explgraph::analyze::TreeFigures& f) {
  for (double v : {f.leaves_precision, f.leaves_recall, f.leaves_f1, f.leaves_all_correct,
                   f.steps_f1, f.steps_all_correct})
    check_fraction(v);
  if (f.intermediates_f1) check_fraction(*f.intermediates_f1);
  if (f.overall_all_correct) check_fraction(*f.overall_all_correct);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace explgraph;
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)analyze::proof_slot(text);
  const auto parsed = analyze::parse_proof(text, text);
  const auto tree = analyze::score_tree(text, parsed, text);
  check_fraction(tree.leaves.f1);
  check_fraction(tree.steps.f1);
  const analyze::PairScore half = [](const std::string& c, const std::string& r) {
    return std::optional<double>((c.size() + r.size()) % 2 ? 0.9 : 0.1);
  };
  if (const auto i = analyze::score_intermediates(tree, half)) check_fraction(i->f1);
  analyze::SentenceTexts sentences{{"sent1", text}, {"int1", text}};
  const auto by_text = analyze::parse_proof_texts(text, text, sentences);
  const auto text_tree = analyze::score_tree_texts(text, text, sentences, by_text, {text, nullptr});
  check_fraction(text_tree.leaves.f1);
  check_fraction(text_tree.steps.f1);
  core::Diagnostics warnings;
  std::optional<load::EntailmentBank> gold;
  std::optional<load::TreePredictions> predictions;
  try {
    std::istringstream in(text);
    gold = load::read_entailment_bank(in, "g.jsonl", warnings);
  } catch (const core::InputError&) {
  }
  try {
    std::istringstream in(text);
    predictions = load::read_tree_predictions(in, "p.tsv", warnings);
  } catch (const core::InputError&) {
  }
  // Every usable line's pair is found in the scores table, as BLEURT is handed its texts;
  // whether a text is already so agrees with normalising it.
  if (analyze::is_bleurt_text(text) != (analyze::bleurt_text(text) == text)) std::abort();
  try {
    std::istringstream lines_in(text), table_in(text);
    const auto lines = load::read_pair_scores(lines_in, "s.tsv", warnings);
    core::Diagnostics table_warnings;
    const analyze::BleurtScores table(table_in, "s.tsv", table_warnings, text.size());
    for (const auto& line : lines)
      if (!table(analyze::bleurt_text(line.candidate), analyze::bleurt_text(line.reference)))
        std::abort();
    if (table.size() > lines.size()) std::abort();
  } catch (const core::InputError&) {
  }
  (void)analyze::read_tree_proof(text);
  if (gold) {  // the trees as a corpus: stats, the audit, each tree drawn
    static const text::Normalizer normalizer;
    load::TreeCorpus corpus{"fuzz", {{"task_1", "Dev", *gold}}};
    const auto stats = analyze::tree_statistics(corpus);
    for (const auto& r : stats.reuse)
      if (r.reused_share) check_fraction(*r.reused_share);
    const auto audit = analyze::audit_trees(corpus, normalizer, {});
    if (audit.questions_clean > audit.questions) std::abort();
    for (const auto& gold_tree : gold->trees) {
      const auto picture = analyze::draw_tree(gold_tree, "fuzz", normalizer, nullptr);
      for (const auto& e : picture.edges)
        if (e.premise >= picture.nodes.size() || e.conclusion >= picture.nodes.size()) std::abort();
    }
  }
  if (gold && predictions) {
    const analyze::TreeevalOptions options;
    const load::EntailmentBank *no_context = nullptr, *as_context = &*gold;
    for (const load::EntailmentBank* context : {no_context, as_context}) {
      const auto s = analyze::evaluate_tree_predictions("p", *gold, context, *predictions, &half,
                                                        options, warnings);
      check(s.figures);
      for (const auto& b : s.breakdowns)
        for (const auto& g : b.groups) check(g.figures);
    }
  }
  return 0;
}
