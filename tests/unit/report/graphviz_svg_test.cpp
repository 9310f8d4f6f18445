#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

#include "../test_text.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/report/graphviz_svg.hpp"

using namespace explgraph;

namespace {

// The number in `attribute="12.5pt"` after `from` in an SVG; fails the test when absent.
double size_after(const std::string& svg, std::size_t from, const std::string& attribute) {
  const auto at = svg.find(" " + attribute + "=\"", from);
  REQUIRE(at != std::string::npos);
  return std::strtod(svg.c_str() + at + attribute.size() + 3, nullptr);
}

}  // namespace

TEST_CASE("graphviz svg: a DOT graph laid out by dot as one standalone SVG", "[report]") {
  const std::string svg = report::dot_to_svg("digraph g { a -> b; a -> c; }");
  CHECK(svg.rfind("<?xml", 0) == 0);
  CHECK(occurrences(svg, "<svg") == 1);
  CHECK(occurrences(svg, "class=\"node\"") == 3);
  CHECK(occurrences(svg, "class=\"edge\"") == 2);
  CHECK(svg.find("<title>a&#45;&gt;b</title>") != std::string::npos);
  CHECK(size_after(svg, 0, "width") > 0);
}

TEST_CASE("graphviz svg: the same DOT gives the same SVG, call after call", "[report]") {
  const std::string dot = "graph g { rankdir=LR; x [label=\"long label\"]; x -- y -- z; }";
  CHECK(report::dot_to_svg(dot) == report::dot_to_svg(dot));
}

TEST_CASE("graphviz svg: DOT Graphviz cannot read is an error with its message", "[report]") {
  try {
    report::dot_to_svg("digraph { a -> ; }");
    FAIL("no error");
  } catch (const core::InputError& e) {
    const std::string message = e.what();
    CHECK(message.rfind("explgraph: error: Graphviz could not read the DOT: ", 0) == 0);
    CHECK(message.find("syntax error") != std::string::npos);
  }
  // The context is still usable after the failure.
  CHECK(report::dot_to_svg("digraph { a; }").find("<svg") != std::string::npos);
}

TEST_CASE("graphviz svg: several graphs stacked top to bottom in one document", "[report]") {
  const std::string first = "digraph one { a -> b -> c; }";
  const std::string second = "digraph two { rankdir=LR; x -> y; x -> z; }";
  const std::string one = report::dot_to_svg(first), two = report::dot_to_svg(second);
  const double h1 = size_after(one, one.find("<svg"), "height");
  const double h2 = size_after(two, two.find("<svg"), "height");
  const double w1 = size_after(one, one.find("<svg"), "width");
  const double w2 = size_after(two, two.find("<svg"), "width");

  const std::string stacked = report::dots_to_svg({first, second});
  CHECK(occurrences(stacked, "<?xml") == 1);
  CHECK(occurrences(stacked, "<svg") == 3);  // the document's and one per graph
  const auto outer = stacked.find("<svg");
  CHECK(size_after(stacked, outer, "height") == Approx(h1 + h2).epsilon(1e-6));
  CHECK(size_after(stacked, outer, "width") == Approx(std::max(w1, w2)).epsilon(1e-6));
  const auto lower = stacked.find("<svg", stacked.find("<svg", outer + 1) + 1);
  CHECK(size_after(stacked, lower, "y") == Approx(h1).epsilon(1e-6));
  CHECK(occurrences(stacked, "class=\"node\"") == 6);

  // One graph: dot_to_svg's own document (named graphs: Graphviz numbers anonymous ones).
  CHECK(report::dots_to_svg({first}) == one);
}
