#include <catch2/catch.hpp>

#include "explgraph/core/errors.hpp"
#include "explgraph/explgraph.hpp"
#include "explgraph/options.hpp"

using namespace explgraph;

namespace {

// A command's options filled from tokens through the library alone, as a C++ program (or the
// Python module) fills them.
template <typename Options>
Options filled(const std::vector<std::string>& tokens) {
  Options o;
  options::OptionBlocks blocks;
  add_options(blocks, o);
  REQUIRE_FALSE(options::parse_options(tokens, blocks));
  return o;
}

const std::string kFixtures = EXPLGRAPH_FIXTURES;

}  // namespace

TEST_CASE("options: a command's options are filled, checked and converted by the library",
          "[api][options]") {
  const auto o = filled<options::AccuracyCommandOptions>(
      {"--predictions", "a=x.tsv", "b=y.tsv", "--min-group", "5", "--baseline", "a"});
  CHECK(o.predictions == std::vector<std::string>{"a=x.tsv", "b=y.tsv"});
  const analyze::AccuracyOptions converted = library_options(o);
  CHECK(converted.min_group == 5);
  CHECK(converted.comparison.baseline == "a");

  CHECK_THROWS_WITH(library_options(filled<options::AccuracyCommandOptions>({"--min-group", "0"})),
                    "--min-group: expected a whole number from 1 to 1000000000, found 0");
  options::AccuracyCommandOptions mistyped;
  options::OptionBlocks blocks;
  add_options(blocks, mistyped);
  CHECK_THROWS_WITH(options::parse_options({"--min-grup", "3"}, blocks),
                    "unrecognised option '--min-grup' (did you mean '--min-group'?)");
}

TEST_CASE("options: power takes --n or a corpus, never both or neither", "[api][options]") {
  const auto sized = filled<options::PowerCommandOptions>({"--n", "100", "--effect", "0.05"});
  CHECK(library_options(sized, false).ns == std::vector<std::size_t>{100});
  CHECK_THROWS_WITH(library_options(sized, true), "give --n or a corpus, not both");
  const auto unsized = filled<options::PowerCommandOptions>({"--effect", "0.05"});
  CHECK(library_options(unsized, true).ns.empty());  // the corpus's size is filled in after
  CHECK_THROWS_WITH(library_options(unsized, false),
                    "no test-set size: give --n N or --corpus DIR");
  CHECK(options::corpus_given(filled<options::PowerCommandOptions>({"--corpus", "c"}).corpus));
  CHECK_FALSE(options::corpus_given(unsized.corpus));
}

TEST_CASE("options: rankeval scores files as the command does, by their judgments",
          "[api][options]") {
  const std::string ratings = kFixtures + "/ratings/ratings.json";
  const std::string ranking = kFixtures + "/ratings/ranking.tsv";
  const auto o = filled<options::RankevalCommandOptions>({"--ratings", ratings});
  Workspace none;
  const Output scored = options::rankeval(none, o, {{"r", ranking}});
  CHECK(scored.json()["scorer"] == "tg2021");
  CHECK(scored.json() ==
        rankeval_ratings(ratings, {{"r", ranking}}, library_options(o).ratings).json());

  const auto judged = filled<options::RankevalCommandOptions>({"--qrels", "q.qrels"});
  CHECK_THROWS_WITH(options::check_judgments(judged, true),
                    "--qrels judges the runs in place of a corpus's gold explanations: give one "
                    "of them");
  CHECK_NOTHROW(options::check_judgments(judged, false));
  CHECK_NOTHROW(options::check_judgments(o, true));
}

TEST_CASE("options: every command's defaults are the library's own", "[api][options]") {
  CHECK(library_options(filled<options::ReuseCommandOptions>({})).top == ReuseOptions{}.top);
  const auto patterns = library_options(filled<options::PatternsCommandOptions>({}));
  const analyze::PatternsOptions patterns_default;
  CHECK(patterns.split == patterns_default.split);
  CHECK(patterns.pool == patterns_default.pool);
  // The command lists 25 by default (docs/COMMANDS.md); the library and the report's section 100.
  CHECK(patterns.top == 25);
  CHECK(patterns_default.top == 100);
  CHECK(patterns.min_support == patterns_default.min_support);
  CHECK(patterns.ks == patterns_default.ks);
  const auto probe = library_options(filled<options::ProbeCommandOptions>({"--out", "set"}));
  const analyze::ProbeOptions probe_default;
  CHECK(probe.max_hops == probe_default.max_hops);
  CHECK(probe.choices == probe_default.choices);
  CHECK(probe.seed == probe_default.seed);
  CHECK(probe.train_share == probe_default.train_share);
  // Definitions are WordNet's glosses: asked by default only with --wordnet.
  CHECK(probe.kinds == std::vector<analyze::ProbeKind>{analyze::ProbeKind::kHypernym,
                                                       analyze::ProbeKind::kHyponym,
                                                       analyze::ProbeKind::kSynonym});
  CHECK(library_options(filled<options::ProbeCommandOptions>({"--out", "s", "--wordnet", "wn"}))
            .kinds == probe_default.kinds);
  const auto growth = library_options(filled<options::GrowthCommandOptions>({}));
  CHECK(growth.step == analyze::GrowthOptions{}.step);
  CHECK(growth.monte_carlo == 0);
  const auto pairs = library_options(filled<options::AvaPairsCommandOptions>({}));
  CHECK(pairs.dev == analyze::AvaPairsOptions{}.dev);
  CHECK(pairs.test == analyze::AvaPairsOptions{}.test);
  const auto systems = library_options(filled<options::AvaSystemsCommandOptions>({}));
  CHECK(systems.resamples == analyze::AvaSystemsOptions{}.resamples);
  const auto trees = library_options(filled<options::TreeevalCommandOptions>({}));
  CHECK(trees.compare_on == analyze::TreeevalOptions{}.compare_on);
  CHECK(trees.bleurt_threshold == analyze::TreeevalOptions{}.bleurt_threshold);
  CHECK(library_options(filled<options::RankCommandOptions>({})).top == 0);  // every row
}

TEST_CASE("options: a value out of range names the option, what it expects and what it found",
          "[api][options]") {
  CHECK_THROWS_WITH(
      library_options(filled<options::ProbeCommandOptions>({"--out", "set", "--choices", "1"})),
      "--choices: expected a whole number from 2 to 26, found 1");
  CHECK_THROWS_WITH(library_options(filled<options::ProbeCommandOptions>({})),
                    "--out: give the folder to write the probe set into");
  CHECK_THROWS_WITH(
      library_options(filled<options::PatternsCommandOptions>({"--min-support", "1"})),
      "--min-support: expected a whole number from 2 to 1000000000, found 1");
  CHECK_THROWS_WITH(library_options(filled<options::GrowthCommandOptions>({"--step", "0"})),
                    "--step: expected a whole number from 1 to 100000000, found 0");
  CHECK_THROWS_WITH(
      library_options(filled<options::AvaPairsCommandOptions>({"--dev", "0.7", "--test", "0.5"})),
      "--dev and --test: expected fractions that sum to at most 1, found 1.2 (Train takes the "
      "rest)");
}
