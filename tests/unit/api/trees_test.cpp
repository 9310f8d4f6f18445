#include <catch2/catch.hpp>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/tree_corpus.hpp"

using namespace explgraph;

namespace {

load::TreeCorpus sample_trees() {
  core::Diagnostics warnings;
  return load::read_tree_corpus(std::string(EXPLGRAPH_SAMPLE_CORPUS) + "/entailment/dev.jsonl",
                                warnings);
}

}  // namespace

TEST_CASE("trees: stats and reuse of a file of trees", "[api]") {
  const auto trees = sample_trees();
  const auto stats = tree_stats(trees).json();
  CHECK(stats["corpus"] == "entailment-bank");
  REQUIRE(stats["groups"].size() == 1);
  CHECK(stats["groups"][0]["trees"] == 3);
  CHECK(stats["groups"][0]["without_proof"] == 0);
  const auto reuse = tree_reuse(trees).json();
  CHECK(reuse["reuse"] == stats["reuse"]);  // one computation, two views
  CHECK(written(tree_stats(trees), Format::kTsv, "list").find("groups") != std::string::npos);
}

TEST_CASE("trees: show draws the named trees, an unknown id names what there is", "[api]") {
  const auto trees = sample_trees();
  const std::string id = trees.files.at(0).bank.trees.at(0).id;
  const auto shown = show_trees(trees, {id}, nullptr);
  CHECK(shown.json()["trees"][0]["id"] == id);
  CHECK(written(shown, Format::kDot).rfind("digraph ", 0) == 0);
  CHECK(written(shown, Format::kSvg).find("<svg") != std::string::npos);
  CHECK_THROWS_AS(show_trees(trees, {"no-such-tree"}, nullptr), core::InputError);
}

TEST_CASE("trees: the audit counts its findings", "[api]") {
  const auto audited = tree_audit(sample_trees()).json();
  CHECK(audited.contains("errors"));
  CHECK(audited["errors"] == 0);  // the sample's trees are well formed
}
