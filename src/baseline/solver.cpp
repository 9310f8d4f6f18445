#include "explgraph/baseline/solver.hpp"

#include <algorithm>
#include <cctype>

namespace explgraph::baseline {
namespace {

std::size_t best_choice(const load::Question& q, const TfidfIndex& index) {
  std::size_t best = 0;
  double best_score = -1.0;
  for (std::size_t c = 0; c < q.choices.size(); ++c) {
    auto scores = index.scores(q.stem + " " + q.choices[c]);
    double top = scores.empty() ? 0.0 : *std::max_element(scores.begin(), scores.end());
    if (top > best_score) best_score = top, best = c;
  }
  return best;
}

}  // namespace

Predictions solve(const load::Corpus& corpus, const TfidfIndex& index) {
  Predictions out;
  for (const auto& q : corpus.questions) {
    if (q.choices.size() < 2 || q.stem.empty()) {
      ++out.skipped_without_text;
      continue;
    }
    const std::size_t best = best_choice(q, index);
    const bool numeric =
        !q.answer_key.empty() && std::isdigit(static_cast<unsigned char>(q.answer_key[0]));
    out.answers.push_back(
        {q.id, numeric ? std::to_string(best + 1) : std::string(1, static_cast<char>('A' + best))});
  }
  return out;
}

void write_predictions(const Predictions& predictions, std::ostream& out) {
  out << "questionID\tanswer\n";
  for (const auto& p : predictions.answers) out << p.question << '\t' << p.answer << '\n';
}

}  // namespace explgraph::baseline
