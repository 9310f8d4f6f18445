#include <catch2/catch.hpp>

#include <algorithm>

#include "explgraph/analyze/stats.hpp"

using namespace explgraph;

// tiny/: 5 question rows; q4 is flagged HARD, so 4 are kept (q1, q2, q3, q5).
//   q1: k1 K3 (2 tokens)   q2: c1 zz9 k1 (3)   q3: k2 k2 (2)   q5: none
//   with explanation 3, tokens 7, mean 7/3, median of {2, 3, 2} = 2, min 2, max 3
//   CENTRAL: q1 1 + q2 1 + q3 2 = 4 -> 4/3; GROUNDING 1, LEXGLUE 1, NE 1 -> 1/3 each
//   tables 2, rows 3 + 2 = 5, deprecated 1 (k2, cited twice), dangling zz9 once (q2),
//   c1 defined twice (CAUSE lines 2 and 3); distinct UIDs cited: k1 k3 c1 zz9 k2 = 5
TEST_CASE("stats: every figure on the tiny corpus and worked by hand", "[analyze]") {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  auto corpus = load::load_corpus(options);
  auto s = analyze::compute_stats(corpus);
  CHECK(s.layout == "plain");
  CHECK(s.questions_read == 5);
  CHECK(s.questions_kept == 4);
  CHECK(s.with_explanation == 3);
  CHECK(s.without_explanation == 1);
  CHECK(s.questions_with_text == 3);  // q1, q2, q5 (q3 withheld)
  CHECK(s.explanation_tokens == 7);
  CHECK(s.mean_explanation_length == Approx(7.0 / 3.0));
  CHECK(s.median_explanation_length == 2.0);
  CHECK(s.min_explanation_length == 2);
  CHECK(s.max_explanation_length == 3);
  auto role = [&](const std::string& name) {
    for (const auto& r : s.roles)
      if (r.role == name) return r;
    FAIL("no role " << name);
    return analyze::RoleFigure{};
  };
  CHECK(role("CENTRAL").tokens == 4);
  CHECK(role("CENTRAL").mean_per_explanation == Approx(4.0 / 3.0));
  CHECK(role("GROUNDING").mean_per_explanation == Approx(1.0 / 3.0));
  CHECK(role("NE").mean_per_explanation == Approx(1.0 / 3.0));
  CHECK_FALSE(role("NE").known);
  CHECK(role("BACKGROUND").tokens == 0);
  CHECK(s.tables == 2);
  CHECK(s.rows == 5);
  CHECK(s.deprecated_rows == 1);
  CHECK(s.deprecated_citations == 2);
  CHECK(s.unique_uids_cited == 5);
  REQUIRE(s.dangling_uids.size() == 1);
  CHECK(s.dangling_uids[0].uid == "zz9");
  CHECK(s.dangling_uids[0].questions == std::vector<std::string>{"q2"});
  REQUIRE(s.defined_twice.size() == 1);
  CHECK(s.defined_twice[0].locations == std::vector<std::string>{"CAUSE:2", "CAUSE:3"});
  for (const auto& a : s.accounts) CHECK(a.balanced());
  CHECK(s.warnings_by_code.at("unknown-role") == 1);
  CHECK(s.warnings_by_code.count("unmapped-table") == 0);  // CAUSE and KINDOF are in the V1 mapping
}

TEST_CASE("stats: --flags any keeps the HARD question", "[analyze]") {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  options.filter.flags = load::FlagFilter::kAny;
  auto s = analyze::compute_stats(load::load_corpus(options));
  CHECK(s.questions_kept == 5);
  CHECK(s.with_explanation == 4);
  CHECK(s.mean_explanation_length == Approx(8.0 / 4.0));
}

// tiny/ less its explained questions keeps q5 alone, which has none: the means over
// explanations (and the median, minimum and maximum) are undefined, not 0.
TEST_CASE("stats: no explained question leaves the figures over explanations undefined",
          "[analyze]") {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  options.filter.flags = load::FlagFilter::kAny;
  auto corpus = load::load_corpus(options);
  auto& questions = corpus.questions;
  questions.erase(std::remove_if(questions.begin(), questions.end(),
                                 [](const load::Question& q) { return !q.explanation.empty(); }),
                  questions.end());
  REQUIRE(corpus.questions.size() == 1);
  auto s = analyze::compute_stats(corpus);
  CHECK(s.with_explanation == 0);
  CHECK(s.without_explanation == 1);
  CHECK(s.explanation_tokens == 0);
  CHECK_FALSE(s.mean_explanation_length.has_value());
  CHECK_FALSE(s.median_explanation_length.has_value());
  CHECK_FALSE(s.min_explanation_length.has_value());
  CHECK_FALSE(s.max_explanation_length.has_value());
  REQUIRE_FALSE(s.roles.empty());
  for (const auto& r : s.roles) {
    CHECK(r.tokens == 0);
    CHECK_FALSE(r.mean_per_explanation.has_value());
  }
}
