#include <catch2/catch.hpp>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/hypergeometric.hpp"

using namespace explgraph;

TEST_CASE("hypergeometric: chance that a draw misses every marked item", "[analyze]") {
  analyze::LogFactorial lf(10);
  CHECK(lf.none_drawn(5, 3, 2) == Approx(1.0 / 10.0));  // C(2,2)/C(5,2)
  CHECK(lf.none_drawn(5, 1, 2) == Approx(6.0 / 10.0));  // C(4,2)/C(5,2)
  CHECK(lf.none_drawn(5, 3, 3) == 0.0);
  CHECK(lf.none_drawn(5, 0, 3) == 1.0);
  CHECK(analyze::sample_sizes(2, 5) == std::vector<std::size_t>{2, 4, 5});
  CHECK(analyze::sample_sizes(50, 100) == std::vector<std::size_t>{50, 100});
}

// fixtures/reuse, N = 5 questions; questions citing each row: a 3 (Q1 Q2 Q5), b 3, c 1,
// d 2 (Q1 Q3), e 1, f 1; zz is dangling and g never cited.
// E(n) = sum_r 1 - C(5 - d_r, n) / C(5, n):
//   n = 2: d=3 -> 1 - 1/10 = 0.9; d=2 -> 1 - 3/10 = 0.7; d=1 -> 1 - 6/10 = 0.4
//          total 0.9+0.9+0.4 + 0.7+0.4 + 0.4 = 3.7; RET (a b c) 2.2, COMPLEX (d e) 1.1, RET/LEX 0.4
//   n = 4: d>=2 -> 1; d=1 -> 1 - 1/5 = 0.8 -> total 5.4;   n = 5: all 6 rows.
TEST_CASE("growth: expected distinct rows worked by hand", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto r = analyze::compute_growth(corpus, index, {2, 0, 1});
  CHECK(r.questions == 5);
  CHECK(r.rows_cited == 6);
  CHECK(r.categories == std::vector<std::string>{"RET", "RET/LEX", "INSUPP", "COMPLEX"});
  REQUIRE(r.curve.size() == 3);
  CHECK(r.curve[0].n == 2);
  CHECK(r.curve[0].total == Approx(3.7));
  CHECK(r.curve[0].by_category.at("RET") == Approx(2.2));
  CHECK(r.curve[0].by_category.at("COMPLEX") == Approx(1.1));
  CHECK(r.curve[0].by_category.at("RET/LEX") == Approx(0.4));
  CHECK(r.curve[0].by_category.at("INSUPP") == 0.0);
  CHECK(r.curve[1].total == Approx(5.4));
  CHECK(r.curve[2].total == Approx(6.0));
}

TEST_CASE("growth: a simulation of the whole corpus is exact and seeds repeat", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto a = analyze::compute_growth(corpus, index, {2, 30, 3});
  auto b = analyze::compute_growth(corpus, index, {2, 30, 3});
  REQUIRE(a.simulated.size() == 3);
  CHECK(a.simulated[2].total == 6.0);
  CHECK(a.simulated[2].total_stderr == 0.0);
  CHECK(a.simulated[0].total == b.simulated[0].total);
}
