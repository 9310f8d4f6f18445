// AVA's tuples from an answer-sentence-selection set.
#include <algorithm>
#include <cmath>

#include "explgraph/analyze/ava_linear.hpp"
#include "explgraph/core/random.hpp"

namespace explgraph::analyze {

AvaPairsResult build_ava_tuples(const std::vector<As2Question>& questions,
                                const AvaPairsOptions& options) {
  AvaPairsResult result;
  result.questions = questions.size();
  result.options = options;
  std::vector<std::uint32_t> used;
  for (std::uint32_t q = 0; q < questions.size(); ++q) {
    const auto& c = questions[q].candidates;
    const auto correct = std::count_if(c.begin(), c.end(), [](auto& a) { return a.correct; });
    if (correct >= 2)
      used.push_back(q);
    else
      ++result.without_two_correct;
  }
  // The split: a seeded shuffle of the questions used, Test first, then Dev, then Train.
  std::vector<std::uint32_t> shuffled = used;
  core::Random random(options.seed);
  random.sample_prefix(shuffled, shuffled.size());
  const auto n = static_cast<double>(used.size());
  const auto test = static_cast<std::size_t>(std::llround(options.test * n));
  const auto dev = std::min(used.size() - std::min(test, used.size()),
                            static_cast<std::size_t>(std::llround(options.dev * n)));
  std::vector<std::uint8_t> split_of(questions.size(), 0);  // 0 Train, 1 Dev, 2 Test
  for (std::size_t i = 0; i < shuffled.size(); ++i)
    split_of[shuffled[i]] = i < test ? 2 : i < test + dev ? 1 : 0;
  result.splits = {{"Train"}, {"Dev"}, {"Test"}};
  for (const std::uint32_t q : used) {
    const auto& question = questions[q];
    auto& counts = result.splits[split_of[q]];
    ++counts.questions;
    for (std::size_t r = 0; r < question.candidates.size(); ++r) {
      if (!question.candidates[r].correct) continue;
      for (std::size_t t = 0; t < question.candidates.size(); ++t) {
        if (t == r) continue;
        const auto& candidate = question.candidates[t];
        result.tuples.push_back({question.id, question.question, question.candidates[r].text,
                                 question.short_answer, candidate.text, counts.split,
                                 candidate.correct, 0});
        ++(candidate.correct ? counts.positives : counts.negatives);
      }
    }
  }
  return result;
}

}  // namespace explgraph::analyze
