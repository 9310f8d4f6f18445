// EntailmentBank's files are read line by line through a window (load/line_reader): the
// lines and their numbers must be Python's whatever the line ends and wherever the window
// ends.
#include <catch2/catch.hpp>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/entailment_bank.hpp"

using namespace explgraph;

namespace {

std::vector<load::PairScoreLine> scores_of(const std::string& text) {
  std::istringstream in(text);
  core::Diagnostics warnings;
  return load::read_pair_scores(in, "s.tsv", warnings);
}

}  // namespace

TEST_CASE("lines end at LF, CRLF or a lone CR, numbered as Python numbers them") {
  const auto s = scores_of("a\tb\t0.1\r\nc\td\t0.2\re\tf\t0.3\n\ng\th\t0.4");
  REQUIRE(s.size() == 4);
  CHECK(s[0].candidate == "a");
  CHECK(s[1].line == 2);
  CHECK(s[2].candidate == "e");
  CHECK(s[2].line == 3);
  CHECK(s[3].line == 5);  // after a blank line 4; the last line has no end
  CHECK(s[3].score == 0.4);
}

TEST_CASE("a line across the reader's window is read whole") {
  // A first line of 200,000 bytes passes the 128 KiB window; a CRLF split by the window's
  // end is one line end.
  const std::string long_candidate(200'000, 'x');
  std::string text = long_candidate + "\tr\t0.5\r\n";
  const std::size_t to_window_end = (std::size_t{1} << 18) - text.size() - 1;
  text += std::string(to_window_end - 7, 'y') + "\tz\t0.25\r\nq\tw\t1\n";
  const auto s = scores_of(text);
  REQUIRE(s.size() == 3);
  CHECK(s[0].candidate == long_candidate);
  CHECK(s[1].score == 0.25);
  CHECK(s[2].line == 3);
  CHECK(s[2].candidate == "q");
}

TEST_CASE("a file of blank lines is an empty file") {
  CHECK_THROWS_WITH(scores_of(" \n\t\r\n"), Catch::Contains("found an empty file"));
  CHECK_THROWS_WITH(scores_of("candidate\treference\n"),
                    Catch::Contains("found only a header line"));
  // Exactly three fields: a trailing tab is a fourth (the lines are found without splitting).
  CHECK_THROWS_WITH(scores_of("a\tb\t0.5\t\n"),
                    Catch::Contains("no usable line (line 1 has 4 field(s)"));
  CHECK(scores_of("a\tb\t 0.5 \n")[0].score == 0.5);
}

TEST_CASE("predictions: TSV or JSONL decided by the first byte that is no space") {
  std::istringstream tsv("\n  \n$proof$ = sent1 -> hypothesis;\n");
  core::Diagnostics warnings;
  const auto t = load::read_tree_predictions(tsv, "p.tsv", warnings);
  CHECK_FALSE(t.jsonl);
  REQUIRE(t.items.size() == 3);  // the blank lines keep their place: gold order
  CHECK(t.items[2].line == 3);
  std::istringstream jsonl("\n  \n{\"id\": \"q1\", \"prediction\": \"$proof$ = x\"}\n");
  const auto j = load::read_tree_predictions(jsonl, "p.jsonl", warnings);
  CHECK(j.jsonl);
  REQUIRE(j.items.size() == 1);
  CHECK(j.items[0].line == 3);
  CHECK(j.items[0].id == "q1");
}
