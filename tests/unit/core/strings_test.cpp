#include <catch2/catch.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <random>

#include "explgraph/core/strings.hpp"

using namespace explgraph;

// Accuracy's length groups sorted as text came out 1-3, 10-12, 13+, 4-6 (issue #13.7).
TEST_CASE("strings: natural order compares digit runs as numbers", "[core]") {
  std::vector<std::string> bins{"13+", "4-6", "10-12", "1-3", "7-9"};
  std::sort(bins.begin(), bins.end(), core::NaturalLess());
  CHECK(bins == std::vector<std::string>{"1-3", "4-6", "7-9", "10-12", "13+"});
  std::vector<std::string> grades{"10", "9", "3+", "3", "007"};
  std::sort(grades.begin(), grades.end(), core::NaturalLess());
  CHECK(grades == std::vector<std::string>{"3", "3+", "007", "9", "10"});
  CHECK(core::natural_less("RET", "RET/LEX"));
  CHECK_FALSE(core::natural_less("a", "a"));
}

// The routine every number goes through agrees with printf's formats, whatever the locale.
TEST_CASE("strings: numbers are formatted like printf in the C locale", "[core]") {
  CHECK(core::format_double(0.5, 4) == "0.5000");
  CHECK(core::format_double(2.0 / 3.0, 3) == "0.667");
  CHECK(core::format_double(-1234567.25, 1) == "-1234567.2");  // round half to even, as printf
  CHECK(core::format_double(std::nan(""), 2) == "nan");
  CHECK(core::format_double(1e300, 0).size() == 301);
  CHECK(core::format_number(0.0001234) == "0.0001234");
  CHECK(core::format_number(123456789.0) == "1.23457e+08");
  CHECK(core::format_number(250000, 0, true) == "2e+05");
  CHECK(core::format_number(3.5) == "3.5");
}

TEST_CASE("strings: edit distance counts insertions, deletions and substitutions", "[core]") {
  CHECK(core::edit_distance("corpus", "corpus") == 0);
  CHECK(core::edit_distance("copus", "corpus") == 1);    // an insertion
  CHECK(core::edit_distance("effectt", "effect") == 1);  // a deletion
  CHECK(core::edit_distance("stat", "stats") == 1);
  CHECK(core::edit_distance("kitten", "sitting") == 3);
  CHECK(core::edit_distance("", "abc") == 3);
}

TEST_CASE("strings: file_slug keeps lower-case ASCII words joined by '-'", "[core]") {
  CHECK(core::file_slug("Dev (n = 6)") == "dev-n-6");
  CHECK(core::file_slug("  Test  ") == "test");
  CHECK(core::file_slug("Ünïcode/../x") == "n-code-x");  // non-ASCII letters separate
  CHECK(core::file_slug("***") == "");
  CHECK(core::file_slug(std::string(100, 'a')).size() == 40);
}

TEST_CASE("strings: shell_word gives words a POSIX shell reads back unchanged", "[core]") {
  CHECK(core::shell_word("../shared/corpora/worldtree-v1") == "../shared/corpora/worldtree-v1");
  CHECK(core::shell_word("Mercury_7") == "Mercury_7");
  CHECK(core::shell_word("NAEP_2000_4_S12+2") == "NAEP_2000_4_S12+2");
  CHECK(core::shell_word("my corpus") == "'my corpus'");
  CHECK(core::shell_word("it's") == "'it'\\''s'");
  CHECK(core::shell_word("a#2") == "'a#2'");  // '#' would start a comment
  CHECK(core::shell_word("$HOME") == "'$HOME'");
  CHECK(core::shell_word("") == "''");
}

// parse_finite reads the common score ("-12.375") without from_chars; the value must be
// from_chars' own, to the last bit, and anything else must still go to from_chars.
TEST_CASE("strings: parse_finite gives from_chars' double on every shape of number", "[core]") {
  auto from_chars_value = [](std::string_view text, double& value) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() && std::isfinite(value);
  };
  std::mt19937_64 random(7);
  std::vector<std::string> texts{"0",
                                 "-0",
                                 "+3",
                                 "0.1",
                                 "-0.000001",
                                 "123456789012345",
                                 "1234567890123456",
                                 "0.30000000000000004",
                                 "9007199254740993",
                                 "1.",
                                 ".5",
                                 "1e3",
                                 "1.5E-7",
                                 "-",
                                 ".",
                                 "",
                                 "1..2",
                                 "1.2.3",
                                 "--1",
                                 "+-1",
                                 "0x10",
                                 "nan",
                                 "inf",
                                 "12a"};
  for (int i = 0; i < 200000; ++i) {
    const int digits = 1 + static_cast<int>(random() % 17);
    std::string text = random() % 2 ? "-" : "";
    for (int d = 0; d < digits; ++d) text += static_cast<char>('0' + random() % 10);
    if (random() % 4 != 0) text.insert(text.size() - random() % digits, ".");
    texts.push_back(text);
  }
  for (const auto& text : texts) {
    double expected = 0, got = 0;
    const bool parsed = from_chars_value(text, expected);
    INFO(text);
    REQUIRE(core::parse_finite(text, got) == parsed);
    if (parsed) REQUIRE(std::memcmp(&got, &expected, sizeof got) == 0);  // -0 too
  }
}
