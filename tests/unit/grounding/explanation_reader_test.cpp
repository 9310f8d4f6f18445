#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/grounding/explanation_reader.hpp"

using namespace explgraph;
using grounding::ExplanationFormat;

namespace {

grounding::ExplanationFile read(const std::string& text, core::Diagnostics& diagnostics) {
  static const grounding::FactSplitter splitter;
  std::istringstream in(text);
  return grounding::read_explanations(in, "gen.jsonl", splitter, diagnostics);
}

grounding::ExplanationFile read(const std::string& text) {
  core::Diagnostics diagnostics;
  return read(text, diagnostics);
}

std::string error_of(const std::string& text) {
  try {
    read(text);
  } catch (const core::InputError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("explanation reader: JSON lines with a text or a list of facts", "[grounding]") {
  const auto file = read(
      "{\"id\": \"q1\", \"explanation\": \"1. a dog is an animal\\n2. an oak is a tree\"}\n"
      "\n"
      "{\"id\": \"q2\", \"explanation\": [\" heat melts ice \", \"--\", \"ice is cold\"]}\n"
      "{\"id\": \"q3\", \"explanation\": \"\"}\n");
  CHECK(file.format == ExplanationFormat::kJsonLines);
  REQUIRE(file.explanations.size() == 3);
  CHECK(file.explanations[0].question == "q1");
  REQUIRE(file.explanations[0].facts.size() == 2);
  CHECK(file.explanations[0].facts[1].text == "an oak is a tree");
  CHECK(file.explanations[0].facts[1].line == 1);  // the record's line
  CHECK(file.explanations[1].line == 3);
  REQUIRE(file.explanations[1].facts.size() == 2);  // "--" is no fact
  CHECK(file.explanations[1].facts[0].text == "heat melts ice");
  CHECK(file.explanations[2].facts.empty());  // counted by the caller, not dropped
}

TEST_CASE("explanation reader: TSV rows of one question join; quotes as spreadsheets write",
          "[grounding]") {
  const auto file = read(
      "QuestionID\tExplanation\n"
      "q1\ta dog is an animal\n"
      "q2\t\"heat melts ice. \"\"Ice\"\" is cold.\"\n"
      "q1\tan oak is a tree\n");
  CHECK(file.format == ExplanationFormat::kTsv);
  REQUIRE(file.explanations.size() == 2);
  REQUIRE(file.explanations[0].facts.size() == 2);
  CHECK(file.explanations[0].facts[1].text == "an oak is a tree");
  CHECK(file.explanations[0].facts[1].line == 4);
  REQUIRE(file.explanations[1].facts.size() == 2);
  CHECK(file.explanations[1].facts[1].text == "\"Ice\" is cold.");
}

TEST_CASE("explanation reader: generate_until samples, the answer line dropped", "[grounding]") {
  const auto file = read(
      "{\"doc_id\": 0, \"doc\": {\"id\": \"Mercury_1\", \"question\": \"?\"}, \"target\": \"A\", "
      "\"arguments\": {}, \"resps\": [[\" A\\na dog is an animal\\nan oak is a tree\"]], "
      "\"filtered_resps\": [\"A\"]}\n");
  CHECK(file.format == ExplanationFormat::kHarnessSamples);
  REQUIRE(file.explanations.size() == 1);
  CHECK(file.explanations[0].question == "Mercury_1");
  REQUIRE(file.explanations[0].facts.size() == 2);
  CHECK(file.explanations[0].facts[0].text == "a dog is an animal");
  CHECK(error_of("{\"doc_id\": 0, \"doc\": {\"id\": \"M_1\"}, \"resps\": [[[-1.5, false]]]}") ==
        "gen.jsonl:1: error: expected the samples of a generate_until task (resps [[TEXT]], as "
        "harness-task's _explain task writes them); this sample has no generated text (a "
        "multiple-choice task's log-likelihoods?)");
}

TEST_CASE("explanation reader: errors name file, line and column", "[grounding]") {
  CHECK(error_of("{\"id\": \"q1\", \"explanation\": \"ok\"}\n{\"id\": \"q2\", \"explanation\": "
                 "\"caf\xE9\"}\n") ==
        "gen.jsonl:2:33: error: invalid UTF-8 (the file must be UTF-8 text)");
  CHECK(error_of("{\"explanation\": \"x\"}") ==
        "gen.jsonl:1: error: expected a JSON object with the question's \"id\" (a string) and "
        "its \"explanation\"");
  CHECK(error_of("{\"id\": \"q1\", \"explanation\": 3}") ==
        "gen.jsonl:1: error: expected the \"explanation\" of question 'q1' to be a text or a "
        "list of facts, found number");
  CHECK(
      error_of("{\"id\": \"q1\", \"explanation\": [1]}") ==
      "gen.jsonl:1: error: expected the explanation's facts to be strings, found number as item 1");
  CHECK(error_of("{\"id\": \"q1\",") == "gen.jsonl:1: error: invalid JSON at column 13");
  CHECK(error_of("id,explanation\nq1,x\n") ==
        "gen.jsonl:1: error: expected explanations as JSON lines ({\"id\": …, \"explanation\": "
        "…}), the samples of an lm-evaluation-harness generate_until task, or a TSV whose header "
        "names QuestionID and explanation; found 'id,explanation'");
  CHECK(error_of("") == "gen.jsonl: error: no explanation found (the file is empty)");
  CHECK(error_of("QuestionID\texplanation\n") ==
        "gen.jsonl: error: no explanation found (only a header)");
  CHECK(grounding::invalid_utf8_column("ab\xC3") == 3);
  CHECK(grounding::invalid_utf8_column("caf\xC3\xA9") == 0);
}

TEST_CASE("explanation reader: a question explained twice keeps the first, with a warning",
          "[grounding]") {
  core::Diagnostics diagnostics;
  const auto file =
      read("{\"id\": \"q1\", \"explanation\": \"a\"}\n{\"id\": \"q1\", \"explanation\": \"b\"}\n",
           diagnostics);
  REQUIRE(file.explanations.size() == 1);
  CHECK(file.explanations[0].facts[0].text == "a");
  REQUIRE(diagnostics.items().size() == 1);
  CHECK(diagnostics.items()[0].code == "repeated-explanation");
  CHECK(diagnostics.items()[0].line == 2);
  CHECK(diagnostics.items()[0].message ==
        "question 'q1' was explained already at line 1; this explanation is not read");
  CHECK(std::string(grounding::format_name(ExplanationFormat::kHarnessSamples)) == "harness");
}
