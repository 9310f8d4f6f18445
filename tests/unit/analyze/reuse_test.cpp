#include <catch2/catch.hpp>

#include <cmath>

#include "corpus_fixture.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/types.hpp"

using namespace explgraph;

// fixtures/reuse (roles C=CENTRAL G=GROUNDING L=LEXGLUE B=BACKGROUND):
//   Q1: a C, b G, d C     Q2: a L, b C, a L     Q3: d G, e C, zz C (zz dangling)
//   Q4: f L               Q5: c B, a G, b G
//   KINDOF a b c g (4 rows, RET), CAUSE d e (2, COMPLEX), SYNONYMY f (1, RET/LEX)
// Tokens 3+3+3+1+3 = 13. Per UID: a 1+2+1 = 4, b 3, d 2, c e f zz 1 each -> ranked
// a, b, d, then c e f zz by UID; 4 used once; 7 distinct; mean 13/7.
// Top 1% and top 10% of 7 UIDs = ceil(0.07) = ceil(0.7) = 1 UID -> 4/13.
// Table usage over 5 explanations: KINDOF by Q1 Q2 Q5 -> 3/5, reuse 3/4 rows = 0.75;
// CAUSE by Q1 Q3 -> 2/5, reuse 2/2 = 1; SYNONYMY by Q4 -> 1/5, reuse 1/1 = 1.
TEST_CASE("reuse: ranking and table usage worked by hand", "[analyze]") {
  auto corpus = load_fixture("reuse");
  analyze::ExplanationIndex index(corpus);
  auto r = analyze::compute_reuse(corpus, index);
  CHECK(r.explanations == 5);
  CHECK(r.tokens == 13);
  REQUIRE(r.rows.size() == 7);
  std::vector<std::string> order;
  for (const auto& row : r.rows) order.push_back(row.uid);
  CHECK(order == std::vector<std::string>{"a", "b", "d", "c", "e", "f", "zz"});
  CHECK(r.rows[0].count == 4);
  CHECK(r.rows[0].questions == 3);
  CHECK(r.rows[0].table == "KINDOF");
  CHECK(r.rows[0].text == "a dog is a kind of animal");
  CHECK(r.rows[6].table.empty());  // dangling
  CHECK(r.rows_used_once == 4);
  CHECK(r.mean_uses_per_row == Approx(13.0 / 7.0));
  CHECK(r.tablestore_rows == 7);
  CHECK(r.tablestore_rows_unused == 1);  // g
  REQUIRE(r.top_shares.size() == 2);
  CHECK(r.top_shares[0].rows == 1);
  CHECK(r.top_shares[0].token_share == Approx(4.0 / 13.0));
  CHECK(r.top_shares[1].rows == 1);
  REQUIRE(r.table_usage.size() == 3);
  CHECK(r.table_usage[0].table == "KINDOF");
  CHECK(r.table_usage[0].category == "RET");
  CHECK(r.table_usage[0].explanations == 3);
  CHECK(r.table_usage[0].proportion == Approx(0.6));
  CHECK(r.table_usage[0].reuse == Approx(0.75));
  CHECK(r.table_usage[1].table == "CAUSE");
  CHECK(r.table_usage[1].proportion == Approx(0.4));
  CHECK(r.table_usage[1].reuse == Approx(1.0));
  CHECK(r.table_usage[2].table == "SYNONYMY");
  CHECK(r.table_usage[2].reuse == Approx(1.0));
}

// Counts 4 3 2 1 1 1 1 at ranks 1..7: least squares of ln(count) on ln(rank) gives slope
// -0.834263 and R² 0.904018 (computed with the textbook formulas in a Python one-off).
TEST_CASE("reuse: Zipf exponent is the negated log-log least-squares slope", "[analyze]") {
  auto fit = analyze::fit_zipf({4, 3, 2, 1, 1, 1, 1});
  CHECK(fit.exponent == Approx(0.8342629629));
  CHECK(fit.r_squared == Approx(0.9040183298));
  CHECK(fit.points == 7);
  auto exact = analyze::fit_zipf({12, 6, 4, 3});  // 12/rank: exponent 1, perfect fit
  CHECK(exact.exponent == Approx(1.0));
  CHECK(exact.r_squared == Approx(1.0));
  // One point defines no line: no exponent, intercept or R² (not 0, a flat law).
  const auto one = analyze::fit_zipf({5});
  CHECK(one.points == 1);
  CHECK_FALSE(one.exponent.has_value());
  CHECK_FALSE(one.intercept.has_value());
  CHECK_FALSE(one.r_squared.has_value());
  CHECK_FALSE(analyze::fit_zipf({}).exponent.has_value());
  // Equal counts: the flat line, exactly (exponent 0, R² 1 by convention), log 3 at rank 1.
  const auto flat = analyze::fit_zipf({3, 3, 3, 3, 3, 3, 3});
  CHECK(flat.exponent.value() == Approx(0.0).margin(1e-12));
  CHECK(flat.r_squared.value() == 1.0);
  CHECK_FALSE(std::signbit(flat.exponent.value()));  // shown 0.000, not -0.000
  CHECK(flat.intercept.value() == Approx(std::log(3.0)));
}

// Explanations citing each category (5 in all): RET (KINDOF) Q1 Q2 Q5 = 3/5; COMPLEX
// (CAUSE) Q1 Q3 = 2/5; RET/LEX Q4 = 1/5; INSUPP none. RET with CENTRAL: Q1 (a), Q2 (b)
// = 2/5; with GROUNDING: Q1 (b), Q5 = 2/5; LEXGLUE: Q2 = 1/5; BACKGROUND: Q5 = 1/5.
// COMPLEX with CENTRAL: Q1 (d), Q3 (e) = 2/5; GROUNDING: Q3 = 1/5.
// Top-down labels: CAUSAL (Q1, Q2), MODEL (Q2 "MODEL?", Q5), PROP (Q4); Q3 has none.
TEST_CASE("types: categories and roles and top-down labels worked by hand", "[analyze]") {
  auto corpus = load_fixture("reuse");
  auto r = analyze::compute_types(corpus);
  CHECK(r.explanations == 5);
  REQUIRE(r.categories.size() == 4);
  CHECK(r.categories[0].name == "RET");
  CHECK(r.categories[0].proportion == Approx(0.6));
  CHECK(r.categories[0].by_role.at("CENTRAL") == Approx(0.4));
  CHECK(r.categories[0].by_role.at("GROUNDING") == Approx(0.4));
  CHECK(r.categories[0].by_role.at("LEXGLUE") == Approx(0.2));
  CHECK(r.categories[0].by_role.at("BACKGROUND") == Approx(0.2));
  CHECK(r.categories[1].name == "RET/LEX");
  CHECK(r.categories[1].proportion == Approx(0.2));
  CHECK(r.categories[2].name == "INSUPP");
  CHECK(r.categories[2].explanations == 0);
  CHECK(r.categories[3].name == "COMPLEX");
  CHECK(r.categories[3].proportion == Approx(0.4));
  CHECK(r.categories[3].by_role.at("CENTRAL") == Approx(0.4));
  CHECK(r.categories[3].by_role.at("GROUNDING") == Approx(0.2));
  CHECK(r.tables[0].name == "KINDOF");
  CHECK(r.tables[0].category == "RET");
  REQUIRE(r.question_types.size() == 3);
  CHECK(r.question_types[0].label == "CAUSAL");
  CHECK(r.question_types[0].questions == 2);
  CHECK(r.question_types[1].label == "MODEL");
  CHECK(r.question_types[1].questions == 2);
  CHECK(r.question_types[2].label == "PROP");
  CHECK(r.questions_without_type == 1);
  CHECK(r.unmapped_tables.empty());
}

TEST_CASE("types: a table missing from the mapping is reported and grouped as unmapped",
          "[analyze]") {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/reuse";
  // Maps KINDOF and CAUSE only.
  options.types_file = std::string(EXPLGRAPH_FIXTURES) + "/reuse-types.tsv";
  auto corpus = load::load_corpus(options);
  CHECK(corpus.unmapped_tables == std::vector<std::string>{"SYNONYMY"});
  auto r = analyze::compute_types(corpus);
  CHECK(r.categories.back().name == "(unmapped)");
  CHECK(r.categories.back().explanations == 1);
  CHECK(corpus.diagnostics.count_by_code().at("unmapped-table") == 1);
}
