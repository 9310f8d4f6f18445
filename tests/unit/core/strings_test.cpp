#include <catch2/catch.hpp>

#include <algorithm>

#include "explgraph/core/strings.hpp"

using namespace explgraph;

// Accuracy's length groups sorted as text came out 1-3, 10-12, 13+, 4-6 (issue #13.7).
TEST_CASE("strings: natural order compares digit runs as numbers", "[core]") {
  std::vector<std::string> bins{"13+", "4-6", "10-12", "1-3", "7-9"};
  std::sort(bins.begin(), bins.end(), core::NaturalLess());
  CHECK(bins == std::vector<std::string>{"1-3", "4-6", "7-9", "10-12", "13+"});
  std::vector<std::string> grades{"10", "9", "3+", "3", "007"};
  std::sort(grades.begin(), grades.end(), core::NaturalLess());
  CHECK(grades == std::vector<std::string>{"3", "3+", "007", "9", "10"});
  CHECK(core::natural_less("RET", "RET/LEX"));
  CHECK_FALSE(core::natural_less("a", "a"));
}
