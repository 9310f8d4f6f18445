// lm-evaluation-harness samples read as the harness scores them (lm_eval/api/task.py): the
// choice numpy's argmax picks (the first on ties, a NaN first of all), acc_norm dividing by
// Python's len (code points, not bytes), ARC's numeric labels, generated answers matched
// ignoring case and punctuation, and a sample whose own field disagrees counted.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/harness_samples.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

// A multiple-choice sample: labels, texts and their log-likelihoods (as the harness writes
// them, strings; `numbers` writes JSON numbers as older versions did), its own acc/acc_norm.
std::string mc(const std::string& id, const std::string& labels, const std::string& texts,
               const std::string& lls, const std::string& key, double acc, double acc_norm) {
  return R"({"doc_id": 0, "doc": {"id": ")" + id + R"(", "choices": {"text": [)" + texts +
         R"(], "label": [)" + labels + R"(]}, "answerKey": ")" + key +
         R"("}, "target": "0", "filtered_resps": [)" + lls + R"(], "filter": "none", "acc": )" +
         std::to_string(acc) + R"(, "acc_norm": )" + std::to_string(acc_norm) + "}\n";
}

std::string generated(const std::string& id, const std::string& response, const std::string& target,
                      double exact_match) {
  return R"({"doc_id": 0, "doc": {"id": ")" + id +
         R"(", "choices": {"text": ["a frog", "a dog"], "label": ["A", "B"]}, "answerKey": "B"}, )"
         R"("target": ")" +
         target + R"(", "filtered_resps": [")" + response +
         R"("], "filter": "remove_whitespace", "exact_match": )" + std::to_string(exact_match) +
         "}\n";
}

struct Read {
  load::Predictions predictions;
  core::Diagnostics warnings;
};

Read read(const std::string& text, load::HarnessMetric metric) {
  // One file per process and call: ctest runs each test case as its own process, side by side.
  static int calls = 0;
  const fs::path path =
      fs::temp_directory_path() / ("explgraph-harness-test-" + std::to_string(::getpid()) + "-" +
                                   std::to_string(++calls) + ".jsonl");
  std::ofstream(path) << text;
  Read out;
  out.predictions = load::read_harness_samples(path.string(), metric, out.warnings);
  fs::remove(path);
  return out;
}

std::string answer(const Read& r, const std::string& id) {
  return r.predictions.answers.at(id).front();
}

}  // namespace

TEST_CASE("the harness's choice: numpy's argmax, the first on ties, a NaN first of all") {
  const std::string text =
      mc("tie", R"("A", "B", "C")", R"("xx", "yy", "zz")",
         R"(["-2.5", "False"], ["-1.5", "False"], ["-1.5", "False"])", "B", 1, 1) +
      mc("nan", R"("A", "B", "C")", R"("xx", "yy", "zz")",
         R"(["-2.5", "False"], ["nan", "False"], ["-0.5", "False"])", "B", 1, 1) +
      mc("numbers", R"("A", "B")", R"("xx", "yy")", R"([-3.0, false], [-1.0, false])", "B", 1, 1);
  for (auto metric : {load::HarnessMetric::kAcc, load::HarnessMetric::kAccNorm}) {
    const auto r = read(text, metric);
    CHECK(answer(r, "tie") == "B");
    CHECK(answer(r, "nan") == "B");
    CHECK(answer(r, "numbers") == "B");
    CHECK(r.predictions.harness->disagreements == 0);
    CHECK(r.predictions.harness->tasks.at(0).samples == 3);
  }
}

TEST_CASE("acc_norm divides by the choice's length in code points, as Python's len") {
  // "é" is one character in two bytes: -2/1 < -3/2, so "ab" wins; by bytes, -2/2 > -3/2.
  const std::string text =
      mc("q", R"("1", "2")", R"("é", "ab")", R"(["-2.0", "False"], ["-3.0", "False"])", "2", 0, 1);
  CHECK(answer(read(text, load::HarnessMetric::kAccNorm), "q") == "2");
  CHECK(answer(read(text, load::HarnessMetric::kAcc), "q") == "1");  // numeric labels kept
  CHECK(load::code_points("é") == 1);
  CHECK(load::code_points("a\xF0\x9F\x98\x80") == 2);
}

TEST_CASE("a generated answer names a choice by letter, label or text, else none") {
  const auto r = read(generated("letter", "b.", "B", 1) + generated("text", "A Dog", "B", 0) +
                          generated("none", "1", "B", 0) + generated("empty", "", "B", 0),
                      load::HarnessMetric::kAccNorm);
  CHECK(answer(r, "letter") == "B");
  CHECK(answer(r, "text") == "B");
  CHECK(answer(r, "none") == "'1'");  // quoted: no answer-key reading takes it for choice A
  CHECK(answer(r, "empty") == "''");
  CHECK(r.predictions.harness->tasks.at(0).metric == "exact_match");
  CHECK(r.predictions.harness->disagreements == 0);  // "A Dog" is not exact_match's "B"
}

TEST_CASE("a sample whose own field disagrees with the recomputed answer is counted") {
  const auto r = read(
      mc("q", R"("A", "B")", R"("xx", "yy")", R"(["-2.0", "False"], ["-1.0", "False"])", "B", 0, 1),
      load::HarnessMetric::kAcc);
  CHECK(r.predictions.harness->disagreements == 1);
  CHECK(r.warnings.count_by_code().at("harness-disagrees") == 1);
  CHECK(r.predictions.harness->correct() == 0);  // the harness's own figure is kept
}

TEST_CASE("what is not an ARC task's samples is refused, saying so") {
  CHECK_FALSE(load::is_harness_sample(R"({"id": "q", "answer": "B"})"));
  CHECK(load::is_harness_sample(R"({"doc_id": 3, "doc": {)"));
  CHECK_THROWS_WITH(read(R"({"doc_id": 0, "doc": {"ctx": "x"}, "filtered_resps": []})"
                         "\n",
                         load::HarnessMetric::kAcc),
                    Catch::Contains("a harness task other than ARC's"));
  CHECK_THROWS_AS(load::parse_harness_metric("acc_bytes"), core::UsageError);
}
