#include "explgraph/analyze/ava_linear.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <sstream>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/ava_tuples.hpp"

using Catch::Matchers::WithinAbs;
using namespace explgraph::analyze;

namespace {

std::vector<As2Question> read_as2(const std::string& text, explgraph::core::Diagnostics& w) {
  std::istringstream in(text);
  return explgraph::load::read_as2(in, "a.tsv", w);
}

}  // namespace

TEST_CASE("ava linear: the features over lower-cased word sets, by hand", "[ava]") {
  // {a, dog} and {the, dog, barks}: one shared word of 2 + 3.
  CHECK(sim_text("A dog, a DOG!", "the dog barks") == 2.0 / 5);
  CHECK(sim_text("", "") == 0);
  CHECK(sim_text("x", "") == 0);
  CHECK(sim_text("Über alles", "über ALLES") == 1);  // any script, lower-cased
  CHECK(sim_token("dog a cat", "A dog") == 1);       // every word of r in s
  CHECK(sim_token("a dog", "a dog barks") == 0);     // r has a word s lacks
  CHECK(sim_token("anything", "...") == 0);          // r without a word
  AvaTuple t{"q1", "Is a dog a cat?", "A dog, a DOG!", "dog a cat", "the dog barks", "", true, 1};
  const AvaFeatures x = ava_features(t);
  CHECK(x[0] == 1);
  CHECK(x[1] == 2.0 / 5);
  CHECK(x[2] == 4.0 / 6);  // {a, dog} and {is, a, dog, cat}
  CHECK(x[3] == 2.0 / 7);  // {is, a, dog, cat} and {the, dog, barks}
  AvaModel m;
  m.weights = {1, 2, 3, 4};
  m.bias = -1;
  CHECK_THAT(m.score(x), WithinAbs(-1 + 1 + 0.8 + 2 + 8.0 / 7, 1e-15));
}

TEST_CASE("ava linear: the precision-recall curve over alpha, by hand", "[ava]") {
  // Scores 3 (gold 1), 2 (0), 2 (1), 1 (0): alpha 3, 2, 1 and just below 1.
  const auto curve = precision_recall_curve({2, 3, 1, 2}, {false, true, false, true});
  REQUIRE(curve.size() == 4);
  CHECK(curve[0].alpha == 3);
  CHECK(curve[0].predicted_positive == 0);
  CHECK(!curve[0].precision);
  CHECK(*curve[0].recall == 0);
  CHECK(*curve[0].f1 == 0);
  CHECK(curve[1].alpha == 2);
  CHECK(curve[1].predicted_positive == 1);
  CHECK(*curve[1].precision == 1);
  CHECK(*curve[1].recall == 0.5);
  CHECK(curve[2].alpha == 1);
  CHECK(curve[2].predicted_positive == 3);
  CHECK(*curve[2].precision == 2.0 / 3);
  CHECK(*curve[2].f1 == 4.0 / 5);  // 2TP / (2TP + FP + FN) = 4 / (4 + 1 + 0)
  CHECK(curve[3].alpha < 1);
  CHECK(curve[3].predicted_positive == 4);
  CHECK(*best_f1_alpha(curve) == 1);
  // Equal F1 at two alphas: the higher one.
  CHECK(*best_f1_alpha(precision_recall_curve({2, 1}, {true, false})) == 1);
  CHECK(!best_f1_alpha(precision_recall_curve({}, {})));
}

TEST_CASE("ava linear: tuples by the paper's rule, split by question", "[ava]") {
  explgraph::core::Diagnostics w;
  // q1: correct a, b and incorrect c -> (a,b)+ (a,c)- (b,a)+ (b,c)-; q2 one correct: skipped.
  auto questions = read_as2(
      "question_id\tquestion\tcandidate\tlabel\n"
      "q1\tQ one\ta\t1\nq2\tQ two\tx\t1\nq1\tQ one\tb\t1\nq1\tQ one\tc\t0\nq2\tQ two\ty\t0\n"
      "q3\tshort line\n",
      w);
  CHECK(w.warning_count() == 1);  // malformed-candidate
  REQUIRE(questions.size() == 2);
  const auto r = build_ava_tuples(questions, {0, 0, 1});
  CHECK(r.without_two_correct == 1);
  REQUIRE(r.tuples.size() == 4);
  CHECK(r.tuples[0].reference == "a");
  CHECK(r.tuples[0].candidate == "b");
  CHECK(r.tuples[0].label);
  CHECK(r.tuples[1].candidate == "c");
  CHECK(!r.tuples[1].label);
  CHECK(r.tuples[2].reference == "b");
  CHECK(r.tuples[2].candidate == "a");
  CHECK(r.splits[0].questions == 1);
  CHECK(r.splits[0].positives == 2);
  CHECK(r.splits[0].negatives == 2);

  // 100 questions: Test and Dev take 10 each, no question in two splits.
  std::vector<As2Question> many;
  for (int q = 0; q < 100; ++q)
    many.push_back({"q" + std::to_string(q), "Q", "", {{"a", true}, {"b", true}, {"c", false}}});
  const auto split = build_ava_tuples(many, {0.1, 0.1, 7});
  CHECK(split.splits[0].questions == 80);
  CHECK(split.splits[1].questions == 10);
  CHECK(split.splits[2].questions == 10);
  std::map<std::string, std::set<std::string>> splits_of;
  for (const auto& t : split.tuples) splits_of[t.question_id].insert(t.split);
  for (const auto& [q, s] : splits_of) CHECK(s.size() == 1);
}

TEST_CASE("ava linear: training needs both labels; alpha from Dev", "[ava]") {
  std::vector<AvaFeatures> x = {{0, 0.1, 0, 0}, {0, 0.2, 0, 0}};
  CHECK_THROWS_AS(train_ava_svm(x, {false, false}, 1, "t.tsv"), explgraph::core::InputError);
  // Separable on x2: positives above 0.5.
  std::vector<AvaTuple> tuples;
  for (int i = 0; i < 20; ++i) {
    const bool positive = i % 2 == 0;
    const std::string word = positive ? "a b" : "a z";
    tuples.push_back({"q", "", "a b", "", word, i < 16 ? "Train" : "Dev", positive, 0});
  }
  const auto trained = train_ava(tuples, {}, "t.tsv");
  CHECK(trained.train_tuples == 16);
  CHECK(trained.dev_tuples == 4);
  CHECK(trained.alpha_from == "dev");
  CHECK(trained.model.weights[1] > 0);
  REQUIRE(trained.dev);
  CHECK(trained.dev->accuracy == 1);
  const auto judged = judge_tuples(trained.model, tuples);
  CHECK(judged.pointwise.accuracy == 1);
}

TEST_CASE("ava linear: the model file's reader says what is wrong", "[ava]") {
  const auto read = [](const std::string& text) {
    std::istringstream in(text);
    return explgraph::load::read_ava_model(in, "m.json");
  };
  const auto m = read(
      R"({"weights": [1, 2, 3, 4], "bias": 0.5, "alpha": -1, "tokeniser": "lowercase-words"})");
  CHECK(m.weights[3] == 4);
  CHECK(m.bias == 0.5);
  CHECK(m.alpha == -1);
  CHECK_THROWS_WITH(
      read(R"({"weights": [1, 2, 3, 4], "bias": 0, "alpha": 0, "tokeniser": "bert"})"),
      Catch::Contains("expected tokeniser \"lowercase-words\""));
  CHECK_THROWS_WITH(
      read(R"({"weights": [1, 2, 3, 4], "alpha": 0, "tokeniser": "lowercase-words"})"),
      Catch::Contains("found no 'bias'"));
  CHECK_THROWS_WITH(
      read(R"({"weights": [1, 2, 3, "x"], "bias": 0, "alpha": 0, "tokeniser": "lowercase-words"})"),
      Catch::Contains("expected each weight a finite number, found \"x\""));
}
