#include <catch2/catch.hpp>

#include <regex>

#include "explgraph/explgraph.hpp"

TEST_CASE("version: the build's version, as major.minor.patch", "[api]") {
  const std::string v = explgraph::version();
  CHECK(v == EXPLGRAPH_VERSION);
  CHECK(std::regex_match(v, std::regex(R"(\d+\.\d+\.\d+.*)")));
}
