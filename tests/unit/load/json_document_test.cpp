#include "explgraph/load/json_document.hpp"

#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"

using namespace explgraph;

TEST_CASE("json document: Python's NaN and Infinity read as null outside strings", "[load]") {
  CHECK(load::python_constants_as_null(R"({"a": NaN, "b": -Infinity, "c": [Infinity]})") ==
        R"({"a": null, "b": null, "c": [null]})");
  // Inside strings, escaped quotes included, the words stay.
  CHECK(load::python_constants_as_null(R"({"NaN": "x \" NaN Infinity"})") ==
        R"({"NaN": "x \" NaN Infinity"})");
  std::istringstream in(R"({"results": {"mmlu": {"acc,none": NaN}}})");
  const auto j = load::read_json_document(in, "r.json", "results", true);
  CHECK(j["results"]["mmlu"]["acc,none"].is_null());
  std::istringstream strict(R"({"a": NaN})");
  CHECK_THROWS_WITH(load::read_json_document(strict, "r.json", "results"),
                    "r.json: error: expected results, found invalid JSON at line 1, column 7");
}

TEST_CASE("json document: nesting counted outside strings only", "[load]") {
  const std::string brackets_in_a_string = "[\"" + std::string(500, '[') + "\"]";
  CHECK_FALSE(load::too_deep(brackets_in_a_string).has_value());
  const auto at = load::too_deep(std::string(101, '['));
  REQUIRE(at.has_value());
  CHECK(at->column == 101);
}
