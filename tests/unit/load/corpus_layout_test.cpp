#include <catch2/catch.hpp>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/corpus_layout.hpp"

using namespace explgraph;

TEST_CASE("layout: split names come from file names", "[load]") {
  CHECK(load::split_from_file_name("questions.dev.tsv") == "Dev");
  CHECK(load::split_from_file_name("x/questions.train.tsv") == "Train");
  CHECK(load::split_from_file_name("ARC-Elementary+EXPL-Test.tsv") == "Test");
  CHECK(load::split_from_file_name("questionsAndExplanations.tsv") == "");
}

TEST_CASE("layout: a plain folder with tables/ and a question file", "[load]") {
  auto layout = load::detect_layout(std::string(EXPLGRAPH_FIXTURES) + "/tiny");
  CHECK(layout.kind == "plain");
  CHECK(layout.tables.filename() == "tables");
  REQUIRE(layout.questions.size() == 1);
  CHECK(layout.questions[0].path.filename() == "questions.tsv");
}

TEST_CASE("layout: an unrecognised folder says what was looked for", "[load]") {
  CHECK_THROWS_AS(load::detect_layout(std::string(EXPLGRAPH_FIXTURES) + "/indexed/tables"),
                  core::InputError);
  CHECK_THROWS_WITH(
      load::detect_layout("/nonexistent"),
      "/nonexistent: error: --corpus expects a directory, found no such file or directory");
}
