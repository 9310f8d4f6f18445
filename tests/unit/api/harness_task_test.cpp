#include "explgraph/api/harness_task.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "api_fixtures.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

std::string contents(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace

TEST_CASE("harness-task: each split with askable questions, its dataset and two tasks",
          "[api][harness]") {
  // tiny: q1 (Train) and q2 (Dev) have an explanation and a text; q3 (Test) has no text;
  // q4 is flagged HARD (not kept); q5 (Train) has no explanation.
  Workspace workspace(fixture_corpus());
  const fs::path folder =
      fs::temp_directory_path() / ("harness-task-test-" + std::to_string(::getpid()));
  const Output output = harness_task(workspace, {}, folder.string(), false, nullptr);
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.path().filename().string()[0] != '.') files.push_back(entry.path().filename());
  std::sort(files.begin(), files.end());
  CHECK(files == std::vector<std::string>{"worldtree_dev.jsonl", "worldtree_dev.yaml",
                                          "worldtree_dev_explain.yaml", "worldtree_train.jsonl",
                                          "worldtree_train.yaml", "worldtree_train_explain.yaml"});
  CHECK(contents(folder / "worldtree_train.jsonl") ==
        "{\"id\": \"q1\", \"question\": \"Which of these is an animal?\", \"choices\": {\"text\": "
        "[\"dog\", \"oak\"], \"label\": [\"A\", \"B\"]}, \"answerKey\": \"A\"}\n");
  const std::string dev = contents(folder / "worldtree_dev.yaml");
  const std::string where = fs::weakly_canonical(folder).string();
  CHECK(dev.find("    \"train\": \"" + where + "/worldtree_train.jsonl\"\n    \"dev\": \"" + where +
                 "/worldtree_dev.jsonl\"\n") != std::string::npos);
  CHECK(dev.find("test_split: \"dev\"\n") != std::string::npos);
  const auto json = output.json();
  CHECK(json["tasks"].size() == 2);
  CHECK(json["tasks"][1]["task"] == "worldtree_dev");
  CHECK(json["tasks"][1]["explain_task"] == "worldtree_dev_explain");
  CHECK(json["tasks"][1]["questions"] == 1);
  CHECK(json["left_out"]["without_explanation"] == 1);  // q5
  CHECK(json["left_out"]["without_text"] == 0);
  REQUIRE(output.input_warnings.warning_count() == 1);  // Test: q3 has no text
  CHECK(output.input_warnings.items()[0].message ==
        "Test: none of its 1 question(s) has both an explanation and a text (0 without an "
        "explanation: the TextGraphs release withholds Test's; 1 without a text); no task "
        "written for it");
  fs::remove_all(folder);
}

TEST_CASE("harness-task: a split asked for must be the corpus's; none askable is an error",
          "[api][harness]") {
  Workspace workspace(fixture_corpus());
  const fs::path folder =
      fs::temp_directory_path() / ("harness-task-none-" + std::to_string(::getpid()));
  HarnessTaskOptions options;
  options.splits = {"validation"};
  CHECK_THROWS_WITH(harness_task(workspace, options, folder.string(), false, nullptr),
                    "--split 'validation': the corpus has no such split (it has Train, Dev, Test)");
  options.splits = {"test"};
  CHECK_THROWS_WITH(harness_task(workspace, options, folder.string(), false, nullptr),
                    workspace.corpus().source +
                        ": error: expected a split with questions that have an explanation and a "
                        "text, found none: a harness run on them would fill no knowledge-type "
                        "group");
  CHECK_FALSE(fs::exists(folder));
}
