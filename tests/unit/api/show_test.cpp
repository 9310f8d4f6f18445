#include <catch2/catch.hpp>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

TEST_CASE("show: the named questions' graphs in every format", "[api]") {
  Workspace workspace(fixture_corpus());
  const Output shown = show(workspace, {"q1", "q2"});
  const auto j = shown.json();
  REQUIRE(j["questions"].size() == 2);
  CHECK(j["questions"][0]["question"] == "q1");
  CHECK(j["questions"][1]["dangling_uids"] == 1);  // zz9
  const std::string dot = written(shown, Format::kDot);
  CHECK(dot.rfind("graph \"q1\" {", 0) == 0);
  CHECK(dot.find("graph \"q2\" {") != std::string::npos);
  const std::string svg = written(shown, Format::kSvg);
  CHECK(svg.find("<title>Question q2</title>") == std::string::npos);  // titles are the graphs'
  CHECK(svg.find("<svg") != std::string::npos);
  CHECK(written(shown, Format::kText).rfind("Question q1: 2 facts", 0) == 0);
}

TEST_CASE("show: an unknown id is an input error naming the closest ids", "[api]") {
  Workspace workspace(fixture_corpus());
  try {
    show(workspace, {"q9"});
    FAIL("no error");
  } catch (const core::InputError& e) {
    CHECK(std::string(e.what()).find("no kept question has the id 'q9'; the closest are 'q1', "
                                     "'q2', 'q3', 'q5'") != std::string::npos);
  }
}
