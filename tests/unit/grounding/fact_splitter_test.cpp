#include <catch2/catch.hpp>

#include "explgraph/grounding/fact_splitter.hpp"

using namespace explgraph;
using grounding::SplitFact;

namespace {

std::vector<std::string> texts(const std::vector<SplitFact>& facts) {
  std::vector<std::string> out;
  for (const auto& f : facts) out.push_back(f.text);
  return out;
}

std::vector<std::pair<std::size_t, std::size_t>> places(const std::vector<SplitFact>& facts) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const auto& f : facts) out.emplace_back(f.line, f.column);
  return out;
}

}  // namespace

TEST_CASE("fact splitter: numbered and bulleted lines lose their markers, keep their places",
          "[grounding]") {
  grounding::FactSplitter splitter;
  const auto facts = splitter.split("1. A dog is an animal.\n2) An oak is a tree.\n");
  CHECK(texts(facts) == std::vector<std::string>{"A dog is an animal.", "An oak is a tree."});
  CHECK(places(facts) == std::vector<std::pair<std::size_t, std::size_t>>{{1, 4}, {2, 4}});

  // "•" is three bytes: the fact after "• " starts at byte column 5.
  const auto bullets =
      splitter.split("- heat melts ice\n  * a cat is an animal\n\xE2\x80\xA2 oaks are trees");
  CHECK(texts(bullets) ==
        std::vector<std::string>{"heat melts ice", "a cat is an animal", "oaks are trees"});
  CHECK(places(bullets) ==
        std::vector<std::pair<std::size_t, std::size_t>>{{1, 3}, {2, 5}, {3, 5}});
}

TEST_CASE("fact splitter: sentence ends cut a line, abbreviations and decimals do not",
          "[grounding]") {
  grounding::FactSplitter splitter;
  const auto two = splitter.split("The sun is a star. It gives off light!");
  CHECK(texts(two) == std::vector<std::string>{"The sun is a star.", "It gives off light!"});
  CHECK(places(two) == std::vector<std::pair<std::size_t, std::size_t>>{{1, 1}, {1, 20}});
  CHECK(texts(splitter.split("a plant needs e.g. water to grow")) ==
        std::vector<std::string>{"a plant needs e.g. water to grow"});
  CHECK(texts(splitter.split("3.5 kg is heavier than 2.1 kg")) ==
        std::vector<std::string>{"3.5 kg is heavier than 2.1 kg"});
  CHECK(texts(splitter.split("-5 degrees is cold")) ==
        std::vector<std::string>{"-5 degrees is cold"});
  // Columns count bytes: "Café is a word. " is 17 bytes.
  CHECK(places(splitter.split("Caf\xC3\xA9 is a word. Ice is cold.")) ==
        std::vector<std::pair<std::size_t, std::size_t>>{{1, 1}, {1, 18}});
}

TEST_CASE("fact splitter: line ends of every kind; pieces without a word are no facts",
          "[grounding]") {
  grounding::FactSplitter splitter;
  CHECK(places(splitter.split("a dog\r\nan oak\rice")) ==
        std::vector<std::pair<std::size_t, std::size_t>>{{1, 1}, {2, 1}, {3, 1}});
  CHECK(splitter.split("---\n\n1.\n  \n* \n...").empty());
  CHECK(splitter.split("").empty());
  CHECK(grounding::list_marker_length("12. x") == 4);
  CHECK(grounding::list_marker_length("1234. x") == 0);  // a year, not a marker
  CHECK(grounding::list_marker_length("1.5 m") == 0);
  CHECK(grounding::list_marker_length("-") == 1);
}
