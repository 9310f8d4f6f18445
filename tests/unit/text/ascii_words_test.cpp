#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "explgraph/text/ascii_words.hpp"
#include "explgraph/text/normalizer.hpp"

using namespace explgraph;
using Words = std::vector<std::string>;

namespace {

// The fast path's tokens, or a marker that it declined the text.
Words fast(std::string_view text) {
  text::WordTokens tokens;
  if (!text::ascii_word_tokens(text, tokens)) return {"<declined>"};
  Words out;
  for (std::size_t i = 0; i < tokens.size(); ++i) out.emplace_back(tokens[i]);
  return out;
}

// Characters of every kind the rules tell apart, and some they do not.
const std::string kKinds = "aZ1_@.',;: -\"\t";

}  // namespace

TEST_CASE("ascii words: ICU's word-break rules on examples", "[text]") {
  CHECK(fast("The Sun's LIGHT, (2) plants!") == Words{"the", "sun's", "light", "2", "plants"});
  CHECK(fast("U.S.A. e.g. 1.2.3 3,5 3;5 3:5 a:b a.1 1.a") ==
        Words{"u.s.a", "e.g", "1.2.3", "3,5", "3;5", "3", "5", "a", "b", "a", "1", "1", "a"});
  CHECK(fast("snake_case a@b.c @ _ __ a__ _1 1_") ==
        Words{"snake_case", "a@b.c", "a__", "_1", "1_"});
  CHECK(fast("a..b a,b don't 'quoted' ice-cream") ==
        Words{"a", "b", "a", "b", "don't", "quoted", "ice", "cream"});
  CHECK(fast("") == Words{});
  CHECK(fast("caf\xC3\xA9") == Words{"<declined>"});
}

TEST_CASE("ascii words: the same tokens as ICU on every string of one and two characters",
          "[text]") {
  text::Normalizer n;
  std::string s;
  for (int a = 0; a < 128; ++a) {
    s.assign(1, static_cast<char>(a));
    REQUIRE(fast(s) == n.icu_tokens(s));
    for (int b = 0; b < 128; ++b) {
      s.assign({static_cast<char>(a), static_cast<char>(b)});
      INFO("text: " << static_cast<int>(a) << " " << static_cast<int>(b));
      REQUIRE(fast(s) == n.icu_tokens(s));
    }
  }
}

TEST_CASE("ascii words: the same tokens as ICU on three characters, any one of them any ASCII",
          "[text]") {
  text::Normalizer n;
  std::string s(3, ' ');
  for (int position = 0; position < 3; ++position)
    for (int c = 0; c < 128; ++c)
      for (char x : kKinds)
        for (char y : kKinds) {
          s[position] = static_cast<char>(c);
          s[(position + 1) % 3] = x;
          s[(position + 2) % 3] = y;
          INFO("text: '" << s << "'");
          REQUIRE(fast(s) == n.icu_tokens(s));
        }
}

TEST_CASE(
    "ascii words: the same tokens as ICU on every four-character string of the kinds and on "
    "random longer ones",
    "[text]") {
  text::Normalizer n;
  std::string s(4, ' ');
  for (char a : kKinds)
    for (char b : kKinds)
      for (char c : kKinds)
        for (char d : kKinds) {
          s = {a, b, c, d};
          INFO("text: '" << s << "'");
          REQUIRE(fast(s) == n.icu_tokens(s));
        }
  std::mt19937 random(17);
  std::uniform_int_distribution<std::size_t> length(5, 24), kind(0, kKinds.size() - 1);
  std::uniform_int_distribution<int> any(1, 127);
  for (int i = 0; i < 20000; ++i) {
    s.resize(length(random));
    for (char& c : s) c = i % 4 == 0 ? static_cast<char>(any(random)) : kKinds[kind(random)];
    INFO("text: '" << s << "'");
    REQUIRE(fast(s) == n.icu_tokens(s));
  }
}
