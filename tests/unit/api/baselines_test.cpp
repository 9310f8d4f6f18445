#include <catch2/catch.hpp>

#include <algorithm>

#include "api_fixtures.hpp"
#include "explgraph/api/baselines.hpp"

using namespace explgraph;

// tiny/: q1 "Which of these is an animal?" answer "dog" -> lemmas {anim, dog}: row k1 "a dog
// is a kind of animal" shares both, the best row. q3's text is withheld: skipped.
TEST_CASE("baselines: rank streams a TextGraphs ranking for the questions with text",
          "[api][baseline]") {
  Workspace workspace(fixture_corpus());
  baseline::RankOptions options;
  options.top = 1;
  Output ranking = rank(workspace, options);
  CHECK(ranking.json()["ranked"] == 3);
  CHECK(ranking.json()["skipped_without_text"] == 1);
  const std::string text = written(ranking, Format::kTsv);
  CHECK(text.rfind("q1\tk1\n", 0) == 0);
  CHECK(std::count(text.begin(), text.end(), '\n') == 3);  // one row per question with --top 1
  CHECK(written(ranking, Format::kText) == text);
}

// q1: "Which of these is an animal? dog" matches k1 (dog, animal); "… oak" matches K3 on oak
// alone: A. q2: "… ice to melt? heat" matches C1 "heat causes ice to melt" best: A.
TEST_CASE("baselines: solve answers every question with a stem and choices", "[api][baseline]") {
  Workspace workspace(fixture_corpus());
  Output predictions = solve(workspace);
  const std::string text = written(predictions, Format::kTsv);
  CHECK(text.rfind("questionID\tanswer\nq1\tA\nq2\tA\n", 0) == 0);
  CHECK(predictions.json()["solved"].get<std::size_t>() +
            predictions.json()["skipped_without_text"].get<std::size_t>() ==
        4);
}
