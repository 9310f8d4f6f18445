#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "../../../src/api/input_checks.hpp"  // the api's own checks, not a public header
#include "../analyze/corpus_fixture.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

namespace {

std::string thrown_by(const std::function<void()>& call) {
  try {
    call();
  } catch (const core::InputError& e) {
    return e.what();
  }
  return "(nothing thrown)";
}

}  // namespace

TEST_CASE("input checks: ids that name nothing are an error, some of them a counted warning",
          "[api]") {
  core::Diagnostics diagnostics;
  CHECK(thrown_by([&] {
          check_ids_matched("run.tsv", "a question of the corpus", 0, {"a", "b", "c", "d"},
                            diagnostics);
        }) ==
        "run.tsv: error: none of its question ids names a question of the corpus (found "
        "'a', 'b', 'c', …); another corpus or --split?");
  CHECK(diagnostics.total() == 0);

  check_ids_matched("run.tsv", "a question of the corpus", 5, {"x", "y"}, diagnostics);
  REQUIRE(diagnostics.items().size() == 1);
  CHECK(diagnostics.items()[0].code == "unknown-question-id");
  CHECK(diagnostics.items()[0].message ==
        "2 question id(s) do not name a question of the corpus ('x', 'y'); skipped");

  check_ids_matched("run.tsv", "a question of the corpus", 5, {}, diagnostics);
  CHECK(diagnostics.total() == 1);  // all matched: nothing more said
  CHECK(unmatched_ids({"u"}, {"a1", "a2"}) == std::vector<std::string>{"u", "a1", "a2"});
}

TEST_CASE("input checks: a ranking of fewer than half the gold questions is said under tg2020",
          "[api]") {
  analyze::RankingScore score;
  score.gold_questions = 10;
  score.ranked_questions = 4;
  score.split = "Dev";
  core::Diagnostics diagnostics;
  check_ranking_coverage("r.tsv", score, analyze::Scorer::kTg2019, diagnostics);
  CHECK(diagnostics.total() == 0);  // tg2019 averages over the ranked questions only
  check_ranking_coverage("r.tsv", score, analyze::Scorer::kTg2020, diagnostics);
  REQUIRE(diagnostics.items().size() == 1);
  CHECK(diagnostics.items()[0].message ==
        "ranks 4 of the 10 Dev gold questions; the other 6 score 0 in its MAP (a ranking of part "
        "of the questions? --split?)");
  score.ranked_questions = 5;  // half: no warning
  check_ranking_coverage("r.tsv", score, analyze::Scorer::kTg2020, diagnostics);
  CHECK(diagnostics.total() == 1);
}

TEST_CASE("input checks: predictions for fewer than half the questions are said", "[api]") {
  analyze::AccuracyResult result;
  result.questions = 4;
  result.scores.resize(2);
  result.scores[0].unanswered = {"q1", "q2"};  // half answered: fine
  result.scores[1].unanswered = {"q1", "q2", "q3"};
  core::Diagnostics diagnostics;
  check_prediction_coverage("a.tsv", result, 0, diagnostics);
  CHECK(diagnostics.total() == 0);
  check_prediction_coverage("b.tsv", result, 1, diagnostics);
  REQUIRE(diagnostics.items().size() == 1);
  CHECK(diagnostics.items()[0].file == "b.tsv");
  CHECK(diagnostics.items()[0].message ==
        "answers 1 of the 4 questions scored; the other 3 count as wrong (predictions for part "
        "of the questions? --split?)");
}

TEST_CASE("input checks: analyses of explanations refuse a corpus without them", "[api]") {
  auto corpus = load_fixture("tiny");
  CHECK_NOTHROW(require_explanations(corpus, "reuse"));
  CHECK_NOTHROW(require_defined_facts(corpus, "types"));
  CHECK(cites_defined_fact(corpus));

  auto undefined = corpus;
  for (auto& q : undefined.questions)
    for (auto& token : q.explanation) token.row = {};
  CHECK_FALSE(cites_defined_fact(undefined));
  const std::string message = thrown_by([&] { require_defined_facts(undefined, "types"); });
  INFO(message);
  CHECK(message.find(": error: none of the 5 UID(s) cited by the 3 explained question(s) is "
                     "defined by the tablestore ") != std::string::npos);
  CHECK(message.find("(2 tables; found 'k1', 'k3', 'c1', …): tables of another release than "
                     "the questions?; types needs facts the tablestore defines") !=
        std::string::npos);

  auto unexplained = corpus;
  for (auto& q : unexplained.questions) q.explanation.clear();
  CHECK(thrown_by([&] { require_explanations(unexplained, "reuse"); })
            .find(": error: none of the 4 question(s) kept has an explanation (a masked Test "
                  "split, or an empty explanation column?); reuse needs explained questions") !=
        std::string::npos);
}
