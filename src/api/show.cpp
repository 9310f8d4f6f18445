// show: explanation graphs as pictures.
#include <memory>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

#include "explgraph/analyze/explanation_picture.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/report/graphviz_svg.hpp"
#include "explgraph/report/show_report.hpp"

namespace explgraph {
namespace {

constexpr std::size_t kMaxShownFacts = 500;

}  // namespace

Output show(Workspace& workspace, const std::vector<std::string>& question_ids) {
  report::ExplanationPictures pictures;
  const auto& graphs = workspace.explanation_graphs();
  const auto names = load::distinct_question_names(workspace.corpus());
  for (const core::QuestionId q : analyze::find_questions(workspace.corpus(), question_ids)) {
    // A picture of thousands of facts cannot be read, and its shared-word edges grow with
    // the square of its facts (20,000 facts sharing one word: 2·10^8 edges).
    const std::size_t facts = graphs[q].facts.size();
    if (facts > kMaxShownFacts)
      throw core::InputError(workspace.corpus().source + ": error: question " +
                             core::quoted(names[q.value]) + " has " + std::to_string(facts) +
                             " distinct facts; show draws at most " +
                             std::to_string(kMaxShownFacts) +
                             " (hops and audit give its figures; the report's "
                             "find box lists its facts by hop)");
    pictures.push_back(
        analyze::draw_explanation(workspace.corpus(), graphs[q], workspace.normalizer(), q));
    pictures.back().question = names[q.value];
  }
  auto result = std::make_shared<const report::ExplanationPictures>(std::move(pictures));
  Output output;
  output.json = [result] { return report::show_json(*result); };
  output.document = [result] { return report::show_document(*result); };
  output.tables = [result] { return report::show_tables(report::show_json(*result)); };
  output.text = [result](std::ostream& out) { report::write_show_text(*result, out); };
  output.graph = [result](std::ostream& out) { report::write_show_dot(*result, out); };
  output.picture = [result](std::ostream& out) {
    out << report::dots_to_svg(report::show_dot_graphs(*result));
  };
  return output;
}

}  // namespace explgraph
