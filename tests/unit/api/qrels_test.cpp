#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "explgraph/explgraph.hpp"

using namespace explgraph;

namespace {

std::string qrels_of(const CorpusOptions& options, nlohmann::ordered_json* counts = nullptr) {
  Workspace workspace(options);
  const Output output = qrels(workspace);
  std::ostringstream out;
  output.data(out);
  if (counts != nullptr) *counts = output.json();
  return out.str();
}

}  // namespace

TEST_CASE("qrels: each cited UID once, lower-cased, 2 when a citation is CENTRAL, else 1",
          "[api][qrels]") {
  CorpusOptions tiny;
  tiny.corpus = std::string(EXPLGRAPH_FIXTURES) + "/tiny";
  nlohmann::ordered_json counts;
  // q1 cites K3 (written upper-case); q2 a dangling zz9 and k1 with the unknown role NE; q3
  // k2 twice; q4 is flagged HARD (not kept); q5 has no explanation.
  CHECK(qrels_of(tiny, &counts) ==
        "q1 0 k1 2\nq1 0 k3 1\nq2 0 c1 2\nq2 0 zz9 1\nq2 0 k1 1\nq3 0 k2 2\n");
  CHECK(counts["questions"] == 3);
  CHECK(counts["judgments"] == 6);
  CHECK(counts["skipped_without_explanation"] == 1);
}

TEST_CASE("qrels: the second question of a repeated id is judged as ID#2", "[api][qrels]") {
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / ("qrels-test-" + std::to_string(::getpid()));
  fs::create_directories(folder);
  std::ofstream(folder / "questions.tsv")
      << "QuestionID\tquestion\tAnswerKey\texplanation\n"
         "q1\tWhich is an animal? (A) dog (B) oak\tA\tk1|CENTRAL\n"
         "q1\tWhich is an animal? (A) dog (B) oak\tA\tk2|GROUNDING\n";
  CorpusOptions options;
  options.tables = std::string(EXPLGRAPH_FIXTURES) + "/tiny/tables";
  options.questions = {(folder / "questions.tsv").string()};
  const std::string judged = qrels_of(options);
  fs::remove_all(folder);
  CHECK(judged == "q1 0 k1 2\nq1#2 0 k2 1\n");
}
