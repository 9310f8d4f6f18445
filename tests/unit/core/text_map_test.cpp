#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "explgraph/core/text_map.hpp"

using namespace explgraph;

TEST_CASE("text map: finds what was added, keeps the first value of try_emplace", "[core]") {
  core::TextMap<std::string_view> map{{"sent1", "a"}, {"sent2", "b"}};
  CHECK(map.size() == 2);
  REQUIRE(map.find("sent1") != nullptr);
  CHECK(*map.find("sent1") == "a");
  CHECK(map.find("sent3") == nullptr);
  CHECK(map.find("") == nullptr);
  const auto [value, added] = map.try_emplace("sent1", "z");
  CHECK_FALSE(added);
  CHECK(value == "a");
  map["sent1"] = "c";  // operator[] assigns, as a dict's item does
  CHECK(map.at("sent1") == "c");
  map[""] = "empty key";
  CHECK(map.at("") == "empty key");
  CHECK_THROWS_AS(map.at("missing"), std::out_of_range);
  CHECK(core::TextMap<int>().find("x") == nullptr);
}

TEST_CASE("text map: entries stay in the order they were added", "[core]") {
  core::TextMap<int> map;
  for (const char* key : {"int2", "sent9", "hypothesis", "int1"}) map[key] = 1;
  map["sent9"] = 2;
  std::vector<std::string_view> keys;
  for (const auto& [key, value] : map) keys.push_back(key);
  CHECK(keys == std::vector<std::string_view>{"int2", "sent9", "hypothesis", "int1"});
}

// Against std::map, through the growth of the table (one entry to thousands).
TEST_CASE("text map: agrees with std::map on random keys as it grows", "[core]") {
  std::mt19937 random(7);
  std::vector<std::string> texts;
  for (int i = 0; i < 3000; ++i)
    texts.push_back("sent" + std::to_string(random() % 2500));  // repeats on purpose
  core::TextMap<std::size_t> map;
  std::map<std::string, std::size_t> expected;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    map[texts[i]] = i;
    expected[texts[i]] = i;
    if (i % 97 == 0) REQUIRE(map.size() == expected.size());
  }
  CHECK(map.size() == expected.size());
  for (const auto& [key, value] : expected) {
    REQUIRE(map.find(key) != nullptr);
    CHECK(*map.find(key) == value);
  }
  CHECK(map.find("sent2500") == nullptr);
}
