#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "explgraph/report/svg_chart.hpp"

using namespace explgraph::report;
using Catch::Matchers::Approx;

TEST_CASE("nice_ticks: 1-2-5 steps covering a linear range", "[report][chart]") {
  CHECK_THAT(nice_ticks(0, 1, false), Approx(std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1.0}));
  CHECK_THAT(nice_ticks(0, 10, false, 5), Approx(std::vector<double>{0, 2, 4, 6, 8, 10}));
  CHECK_THAT(nice_ticks(3, 97, false), Approx(std::vector<double>{20, 40, 60, 80}));
  CHECK_THAT(nice_ticks(-1, 1, false, 4), Approx(std::vector<double>{-1, -0.5, 0, 0.5, 1}));
  CHECK(nice_ticks(-1, 1, false, 4)[2] == 0.0);  // an exact zero, not 1e-17
}

TEST_CASE("nice_ticks: powers of ten on a log axis, 2x and 5x under three decades",
          "[report][chart]") {
  CHECK_THAT(nice_ticks(1, 10000, true), Approx(std::vector<double>{1, 10, 100, 1000, 10000}));
  CHECK_THAT(nice_ticks(1, 100, true), Approx(std::vector<double>{1, 2, 5, 10, 20, 50, 100}));
  CHECK_THAT(nice_ticks(3, 4, true), Approx(std::vector<double>{3}));  // none inside: the low end
}

TEST_CASE("charts: self-contained SVG with category names escaped", "[report][chart]") {
  Series s = Series::named("a & b");
  s.y = {1, 2};
  ChartOptions options;
  options.title = "Title & more";
  const std::string svg = bar_chart({"x<y", "\"q\""}, {s}, options);
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  CHECK(svg.find("x&lt;y") != std::string::npos);
  CHECK(svg.find("&quot;q&quot;") != std::string::npos);
  CHECK(svg.find("Title &amp; more") != std::string::npos);
  CHECK(svg.find("x<y") == std::string::npos);
  CHECK(svg.find("<script") == std::string::npos);
}

TEST_CASE("heat map: each value in its cell, '-' where absent", "[report][chart]") {
  const double absent = std::numeric_limits<double>::quiet_NaN();
  const std::string svg = heat_map({"1 hop", "2 hops"}, {"random", "sister"},
                                   {{0.25, absent}, {1.0, 0.5}}, ChartOptions{});
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find(">-<") != std::string::npos);
  for (const char* label : {"1 hop", "2 hops", "random", "sister"})
    CHECK(svg.find(label) != std::string::npos);
  CHECK(svg.find("nan") == std::string::npos);
}
