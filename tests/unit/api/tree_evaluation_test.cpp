#include <catch2/catch.hpp>

#include <fstream>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

namespace {

const std::string kSample = EXPLGRAPH_SAMPLE_CORPUS;

TreeevalInputs sample_inputs(bool with_scores) {
  TreeevalInputs inputs;
  inputs.references.gold = kSample + "/entailment/dev.jsonl";
  if (with_scores) inputs.references.intermediate_scores = kSample + "/entailment/bleurt.tsv";
  inputs.predictions = {load::parse_named_file("t5=" + kSample + "/entailment/predictions.tsv")};
  return inputs;
}

}  // namespace

TEST_CASE("tree evaluation: the sample's trees with and without the BLEURT scores", "[api]") {
  const auto scored = treeeval(sample_inputs(true), {}).json();
  CHECK(scored["scorer"] == "entailment_bank");
  CHECK(scored["gold_trees"] == 3);
  CHECK(scored["bleurt_scores"] == true);
  const auto& system = scored["systems"][0];
  CHECK(system["name"] == "t5");
  CHECK(system["questions"] == 3);
  // Mean leaf F1 by hand: the trees' sent-ids match in trees 1 and 3 (F1 1); tree 2 has
  // gold {sent1, sent2}, predicted {sent2, sent3} (F1 1/2): (1 + 1/2 + 1) / 3.
  CHECK(system["leaves"]["f1"].get<double>() == Approx(5.0 / 6).epsilon(1e-12));
  CHECK(system["intermediates"]["f1"].is_number());

  const auto plain = treeeval(sample_inputs(false), {}).json();
  CHECK(plain["bleurt_scores"] == false);
  CHECK(plain["systems"][0]["leaves"] == system["leaves"]);  // the same without the scores
  CHECK(plain["systems"][0]["intermediates"].is_null());     // no scores: not computed, not 0
}

TEST_CASE("tree evaluation: predictions read already give the figures of the file", "[api]") {
  const auto inputs = sample_inputs(true);
  core::Diagnostics warnings;
  std::ifstream in(inputs.predictions[0].path);
  std::vector<std::pair<std::string, load::TreePredictions>> read;
  read.emplace_back("t5", load::read_tree_predictions(in, "predictions.tsv", warnings));
  const auto from_memory = treeeval(inputs.references, read, {}).json();
  const auto from_file = treeeval(inputs, {}).json();
  CHECK(from_memory["systems"][0]["steps"] == from_file["systems"][0]["steps"]);
  CHECK(from_memory["systems"][0]["overall"] == from_file["systems"][0]["overall"]);
}

TEST_CASE("tree evaluation: no predictions, or a comparison needing BLEURT without it", "[api]") {
  auto none = sample_inputs(true);
  none.predictions.clear();
  CHECK_THROWS_WITH(treeeval(none, {}), "no predictions given: use --predictions [NAME=]FILE");

  auto two = sample_inputs(false);
  two.predictions.push_back(
      load::parse_named_file("again=" + kSample + "/entailment/predictions.jsonl"));
  analyze::TreeevalOptions options;
  options.compare_on = analyze::TreeMetric::kOverallAllCorrect;
  try {
    treeeval(two, options);
    FAIL("no error");
  } catch (const core::UsageError& e) {
    CHECK(std::string(e.what()).find("needs BLEURT scores: give --intermediate-scores FILE") !=
          std::string::npos);
  }
  options.compare_on = analyze::TreeMetric::kLeavesF1;
  CHECK(treeeval(two, options).json()["comparisons"].size() == 1);
}
