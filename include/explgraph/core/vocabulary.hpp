#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::core {

// Interns strings to dense ids 0, 1, 2, … in first-seen order. `Id` is a StrongId type.
// Looking a string up builds no string: the index is an open-addressing table of ids
// (linear probing, at most half full) whose keys are the interned texts themselves, so a
// lookup costs one hash and, as a rule, one comparison; copies stay valid (ids, not
// pointers).
template <typename Id>
class Vocabulary {
 public:
  Id intern(std::string_view text) {
    std::size_t slot = locate(text);
    if (slots_[slot] != kEmpty) return Id(slots_[slot]);
    const auto id = static_cast<std::uint32_t>(words_.size());
    words_.emplace_back(text);
    slots_[slot] = id;
    if (2 * words_.size() > slots_.size()) grow();
    return Id(id);
  }
  Id find(std::string_view text) const {
    const std::uint32_t id = slots_[locate(text)];
    return id == kEmpty ? Id() : Id(id);
  }
  const std::string& text(Id id) const { return words_[id.value]; }
  std::size_t size() const { return words_.size(); }
  const std::vector<std::string>& texts() const { return words_; }  // by id

 private:
  static constexpr std::uint32_t kEmpty = UINT32_MAX;

  // The slot holding `text`, or the empty slot where it would go.
  std::size_t locate(std::string_view text) const {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = hash(text) & mask;
    while (slots_[i] != kEmpty && words_[slots_[i]] != text) i = (i + 1) & mask;
    return i;
  }
  // Eight bytes at a time, multiply and fold (the keys are short words and UIDs; the
  // table needs spread, not cryptographic strength).
  static std::size_t hash(std::string_view text) {
    constexpr std::uint64_t kMul = 0x9E3779B97F4A7C15ULL;
    std::uint64_t h = text.size() * kMul;
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
      std::uint64_t w;
      std::memcpy(&w, text.data() + i, 8);
      h = (h ^ w) * kMul;
      h ^= h >> 32;
    }
    std::uint64_t tail = 0;
    if (i < text.size()) std::memcpy(&tail, text.data() + i, text.size() - i);
    h = (h ^ tail) * kMul;
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
  void grow() {
    slots_.assign(2 * slots_.size(), kEmpty);
    for (std::uint32_t id = 0; id < words_.size(); ++id) slots_[locate(words_[id])] = id;
  }

  std::vector<std::string> words_;
  std::vector<std::uint32_t> slots_ = std::vector<std::uint32_t>(16, kEmpty);  // a power of 2
};

}  // namespace explgraph::core
