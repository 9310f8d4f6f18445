#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <sstream>

#include "explgraph/analyze/bleurt_scores.hpp"
#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using namespace explgraph::analyze;

namespace {

BleurtScores scores_of(const std::string& text, core::Diagnostics& warnings) {
  std::istringstream in(text);
  return BleurtScores(in, "s.tsv", warnings);
}

}  // namespace

// Every pair looked up as a map of bleurt_text pairs built line by line gives it (the first
// score of a pair kept): texts already as BLEURT is handed them and texts that are not, more
// than one block of them (over 1 MB), and repeats.
TEST_CASE("a scores file is looked up as a map of its pairs read as BLEURT reads them") {
  std::mt19937 random(11);
  const std::string alphabet = "abcdefgh  ABC.,()-{}<";
  auto text = [&] {
    std::string t(20 + random() % 120, 'x');
    const bool plain = random() % 2 == 0;  // as --write-pairs writes them
    for (char& c : t) c = plain ? "abcde fgh"[random() % 9] : alphabet[random() % alphabet.size()];
    return plain ? bleurt_text(t) : t;
  };
  std::string file = "candidate\treference\tscore\n";
  std::map<std::pair<std::string, std::string>, double> expected;
  std::vector<std::pair<std::string, std::string>> pairs;
  std::size_t repeated_differently = 0;
  for (int line = 0; line < 12000; ++line) {
    std::string candidate = text(), reference = text();
    if (line > 0 && random() % 10 == 0)
      std::tie(candidate, reference) = pairs[random() % pairs.size()];
    const double score = static_cast<double>(random() % 1000) / 1000;
    file += candidate + '\t' + reference + '\t' + std::to_string(score) + '\n';
    pairs.emplace_back(candidate, reference);
    const auto [at, added] = expected.try_emplace({bleurt_text(candidate), bleurt_text(reference)},
                                                  std::stod(std::to_string(score)));
    if (!added && at->second != std::stod(std::to_string(score))) ++repeated_differently;
  }
  REQUIRE(file.size() > (std::size_t{1} << 20));
  core::Diagnostics warnings;
  const BleurtScores scores = scores_of(file, warnings);
  CHECK(scores.size() == expected.size());
  CHECK(warnings.warning_count() == repeated_differently);
  CHECK(repeated_differently > 100);
  for (const auto& [pair, score] : expected) {
    INFO(pair.first << " | " << pair.second);
    CHECK(scores(pair.first, pair.second) == score);
  }
  CHECK_FALSE(scores("no such", "pair"));
  CHECK_FALSE(scores(pairs[0].second + "x", pairs[0].first));
}

TEST_CASE("a pair read twice keeps its first score, and says so when the scores differ") {
  core::Diagnostics warnings;
  const BleurtScores scores = scores_of(
      "The Sun  is a star\tit is a star\t0.5\n"
      "the sun is a star\tIt is a {star\t0.7\n"  // the same pair, as BLEURT reads it
      "the sun is a star\tit is a star\t0.5\n",  // the same score: no warning
      warnings);
  CHECK(scores.size() == 1);
  CHECK(scores("the sun is a star", "it is a star") == 0.5);
  REQUIRE(warnings.items().size() == 1);
  CHECK(warnings.items()[0].line == 2);
  CHECK(warnings.items()[0].message ==
        "this pair was scored at line 1 too, differently (0.5); the first score is kept");
}

// Excel and Python's "utf-8-sig" begin a file with a byte-order mark: not part of the header,
// nor of the first pair's candidate.
TEST_CASE("a byte-order mark at the start of a scores file is no part of its first line") {
  const std::string bom = "\xEF\xBB\xBF";
  for (const auto& [file, score] :
       {std::pair(bom + "candidate\treference\tscore\nthe sun\ta star\t0.25\n", 0.25),
        std::pair(bom + "the sun\ta star\t0.5\n", 0.5)}) {
    core::Diagnostics warnings;
    CHECK(scores_of(file, warnings)("the sun", "a star") == score);
    CHECK(warnings.total() == 0);
  }
}

TEST_CASE("a scores file without a usable line is an error") {
  core::Diagnostics warnings;
  CHECK_THROWS_AS(scores_of("", warnings), core::InputError);
  CHECK_THROWS_AS(scores_of("candidate\treference\tscore\n", warnings), core::InputError);
}
