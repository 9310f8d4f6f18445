#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "api_fixtures.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

const std::string kSample = EXPLGRAPH_SAMPLE_CORPUS;

// A file in a scratch folder of this process, removed with it.
struct Scratch {
  fs::path root = fs::temp_directory_path() / ("explgraph-api-ava-" + std::to_string(::getpid()));
  Scratch() { fs::create_directories(root); }
  ~Scratch() { fs::remove_all(root); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(root / name) << text;
    return (root / name).string();
  }
};

}  // namespace

TEST_CASE("ava: systems judged from the sample's file, and from judgments read", "[api]") {
  const std::string file = kSample + "/ava/judgments.tsv";
  analyze::AvaSystemsOptions options;
  options.resamples = 200;
  const auto j = ava_systems(file, std::nullopt, options).json();
  CHECK(j["source"] == file);
  REQUIRE(j["systems"].size() == 5);
  CHECK(j["systems"][0]["name"] == "bm25");
  CHECK(j["systems"][0]["questions"] == 24);
  // Every answer is a judgment: the systems' answers add up to the point-wise count.
  std::size_t answers = 0;
  for (const auto& s : j["systems"]) answers += s["questions"].get<std::size_t>();
  CHECK(j["pointwise"]["judgments"] == answers);

  core::Diagnostics warnings;
  std::ifstream in(file);
  const auto judged = load::read_ava_judgments(in, file, std::nullopt, warnings);
  const auto again = ava_systems(judged, options).json();
  CHECK(again["systems"] == j["systems"]);
  CHECK(again["rmse_sd"] == j["rmse_sd"]);  // the same seed, the same resamples
}

TEST_CASE("ava: pairs, train and judge, each reading what the one before wrote", "[api]") {
  const Scratch scratch;
  analyze::AvaPairsOptions pairs_options;
  pairs_options.dev = 0.25;
  pairs_options.test = 0.25;
  const Output pairs = ava_pairs(kSample + "/ava/as2.tsv", pairs_options);
  const std::string tuples = scratch.write("tuples.tsv", written(pairs, Format::kTsv));
  CHECK(tuples.size() > 0);
  const auto summary = pairs.json();
  CHECK(summary["tuples"].get<std::size_t>() > 0);

  const Output trained = ava_train(tuples, {});
  const auto model = trained.json();
  CHECK(model["features"].size() == 4);
  CHECK(model["train_tuples"].get<std::size_t>() > 0);
  const std::string model_file = scratch.write("model.json", model.dump(2));

  const auto judged = ava_judge(model_file, tuples, "").json();
  CHECK(judged["tuples"].size() == summary["tuples"]);
  CHECK(judged["alpha"] == model["alpha"]);
  CHECK_THROWS_AS(ava_judge(model_file, tuples, "Nowhere"), core::InputError);

  // An AS2 file without a question of two correct candidates has nothing to pair.
  const std::string single =
      scratch.write("single.tsv", "q1\tWhat?\tan answer\t1\nq1\tWhat?\tanother\t0\n");
  CHECK_THROWS_WITH(ava_pairs(single, {}),
                    Catch::Contains("expected questions with at least two correct candidates"));
}
