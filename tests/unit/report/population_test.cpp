#include <catch2/catch.hpp>

#include "explgraph/report/population.hpp"

using namespace explgraph;

TEST_CASE("population: the same three counts in JSON, and the summary rows", "[report]") {
  load::Population p;
  p.kept = 10;
  p.with_explanation = 7;
  const auto j = report::population_json(p);
  CHECK(j.dump() == R"({"kept":10,"with_explanation":7,"set_aside_without_explanation":3})");

  report::Document doc;
  doc.summary = {{"Other", "x"}};
  report::add_population(doc, p);
  REQUIRE(doc.summary.size() == 3);
  CHECK(doc.summary[0].first == "Questions analysed (kept, with an explanation)");
  CHECK(doc.summary[0].second == "7 of 10");
  CHECK(doc.summary[1].second == "3");
  CHECK(doc.summary[2].first == "Other");

  SECTION("nothing set aside: no second row") {
    p.with_explanation = 10;
    report::Document all;
    report::add_population(all, p);
    CHECK(all.summary.size() == 1);
  }
}
