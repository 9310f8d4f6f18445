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
