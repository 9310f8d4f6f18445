#include <catch2/catch.hpp>

#include <string>
#include <unordered_map>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"

using namespace explgraph;

namespace {
using WordId = core::StrongId<struct WordTag>;
}

TEST_CASE("vocabulary: ids in first-seen order, texts told apart at every byte", "[core]") {
  // Keys of every length from 0 to 40 (shorter than, equal to and longer than a word of eight
  // bytes), and keys that differ from each other in one byte only, anywhere.
  std::vector<std::string> keys;
  for (std::size_t length = 0; length <= 40; ++length) {
    std::string base(length, 'k');
    keys.push_back(base);
    for (std::size_t at = 0; at < length; ++at) {
      std::string other = base;
      other[at] = 'q';
      keys.push_back(other);
    }
  }
  core::Vocabulary<WordId> vocabulary;
  std::unordered_map<std::string, std::uint32_t> expected;  // a plain map as the reference
  for (int round = 0; round < 2; ++round)
    for (const auto& key : keys) {
      const auto id = vocabulary.intern(key).value;
      const auto [it, added] =
          expected.try_emplace(key, static_cast<std::uint32_t>(expected.size()));
      CHECK(id == it->second);
    }
  REQUIRE(vocabulary.size() == expected.size());
  for (const auto& [key, id] : expected) {
    CHECK(vocabulary.find(key).value == id);
    CHECK(vocabulary.text(WordId(id)) == key);
  }
  CHECK_FALSE(vocabulary.find("kkkkkkkkkkz").valid());
  CHECK_FALSE(vocabulary.find(std::string(41, 'k')).valid());
}

TEST_CASE("vocabulary: appending another gives the ids one pass over both gives", "[core]") {
  core::Vocabulary<WordId> first, later, one_pass;
  for (const char* w : {"b", "a", "b"}) first.intern(w), one_pass.intern(w);
  for (const char* w : {"c", "a", "d", "c"}) later.intern(w), one_pass.intern(w);
  const auto ids = first.append(later);  // later: c=0, a=1, d=2
  REQUIRE(ids.size() == 3);
  CHECK(ids[0].value == 2);  // c, new after b, a
  CHECK(ids[1].value == 1);  // a, already here
  CHECK(ids[2].value == 3);  // d
  CHECK(first.texts() == one_pass.texts());
  CHECK(first.texts() == std::vector<std::string>{"b", "a", "c", "d"});
}
