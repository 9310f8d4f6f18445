#pragma once
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/text_hash.hpp"

namespace explgraph::core {

// Interns strings to dense ids 0, 1, 2, … in first-seen order. `Id` is a StrongId type.
// Looking a string up builds no string: the index is an open-addressing table (linear
// probing, at most half full) whose slots point into one buffer of records, each a text's id,
// its length and its bytes side by side, so a lookup costs one hash and, as a rule, two reads
// of memory (the slot, the record) and one comparison; copies stay valid (ids, not pointers).
// At most 2^32 - 1 texts, their records together under 4 GB.
template <typename Id>
class Vocabulary {
 public:
  Id intern(std::string_view text) { return intern(text, hash(text)); }
  // A look-up in two steps, for a caller with other work to do in between:
  // `prefetch(hash(text))` asks for the memory the look-up will read, and `intern(text, hash)`
  // reads it, there by then.
  void prefetch(std::uint64_t h) const { __builtin_prefetch(&slots_[h & (slots_.size() - 1)]); }
  Id intern(std::string_view text, std::uint64_t h) {
    std::size_t slot = locate(text, h);
    if (slots_[slot] != kEmpty) return Id(id_of(slots_[slot]));
    const auto id = static_cast<std::uint32_t>(words_.size());
    words_.emplace_back(text);
    slots_[slot] = entry(add_record(id, text), h);
    if (2 * words_.size() > slots_.size()) grow();
    return Id(id);
  }
  Id find(std::string_view text) const {
    const std::uint64_t slot = slots_[locate(text, hash(text))];
    return slot == kEmpty ? Id() : Id(id_of(slot));
  }
  static std::uint64_t hash(std::string_view text) { return hash_text(text); }
  const std::string& text(Id id) const { return words_[id.value]; }
  std::size_t size() const { return words_.size(); }
  const std::vector<std::string>& texts() const { return words_; }  // by id

  // Interns `later`'s texts in its id order, as if they had come after this vocabulary's
  // (how pieces of one input, interned apart on threads, get the ids one pass would give).
  // Returns, per id of `later`, the id here.
  template <typename LaterId>
  std::vector<Id> append(const Vocabulary<LaterId>& later) {
    std::vector<Id> ids;
    ids.reserve(later.size());
    for (const auto& text : later.texts()) ids.push_back(intern(text));
    return ids;
  }

 private:
  // A slot holds where its text's record starts and the high half of the text's hash: a
  // probe that meets another text is told apart by the hash, without reading that text (the
  // look-up's costly part is memory). A record is the id and the length (four bytes each),
  // then the text: the look-up reads one place, not a string's header and then its bytes.
  static constexpr std::uint64_t kEmpty = UINT64_MAX;
  static std::uint64_t entry(std::uint32_t record, std::uint64_t h) {
    return (h & 0xFFFFFFFF00000000ULL) | record;
  }
  static std::uint32_t record_of(std::uint64_t slot) { return static_cast<std::uint32_t>(slot); }
  std::uint32_t id_of(std::uint64_t slot) const {
    return load32(records_.data() + record_of(slot));
  }
  static std::uint32_t load32(const char* p) {
    std::uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  std::uint32_t add_record(std::uint32_t id, std::string_view text) {
    const std::size_t at = records_.size();
    if (at + 8 + text.size() > UINT32_MAX)
      throw std::length_error("explgraph: a vocabulary's texts exceed 4 GB");
    const auto length = static_cast<std::uint32_t>(text.size());
    records_.resize(at + 8 + text.size());
    std::memcpy(records_.data() + at, &id, 4);
    std::memcpy(records_.data() + at + 4, &length, 4);
    std::memcpy(records_.data() + at + 8, text.data(), text.size());
    return static_cast<std::uint32_t>(at);
  }

  // The slot holding `text` (whose hash is `h`), or the empty slot where it would go.
  std::size_t locate(std::string_view text, std::uint64_t h) const {
    const std::size_t mask = slots_.size() - 1;
    const std::uint64_t high = h & 0xFFFFFFFF00000000ULL;
    std::size_t i = static_cast<std::size_t>(h) & mask;
    for (;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == kEmpty) return i;
      if ((slot & 0xFFFFFFFF00000000ULL) == high && same(records_.data() + record_of(slot), text))
        return i;
    }
  }
  // Whether the record holds `text`: short keys eight bytes at a time, without a call.
  static bool same(const char* record, std::string_view text) {
    const std::size_t n = text.size();
    if (load32(record + 4) != n) return false;
    const char* a = record + 8;
    const char* b = text.data();
    if (n < 8) return std::memcmp(a, b, n) == 0;
    std::uint64_t x, y;
    for (std::size_t i = 0; i + 8 < n; i += 8) {
      std::memcpy(&x, a + i, 8);
      std::memcpy(&y, b + i, 8);
      if (x != y) return false;
    }
    std::memcpy(&x, a + n - 8, 8);  // the last eight, overlapping what was compared
    std::memcpy(&y, b + n - 8, 8);
    return x == y;
  }
  void grow() {
    slots_.assign(2 * slots_.size(), kEmpty);
    for (std::size_t at = 0; at < records_.size();) {
      const std::string_view text(records_.data() + at + 8, load32(records_.data() + at + 4));
      const std::uint64_t h = hash(text);
      slots_[locate(text, h)] = entry(static_cast<std::uint32_t>(at), h);
      at += 8 + text.size();
    }
  }

  std::vector<std::string> words_;  // by id
  std::vector<char> records_;       // what the slots point to, in id order
  std::vector<std::uint64_t> slots_ = std::vector<std::uint64_t>(16, kEmpty);  // a power of 2
};

}  // namespace explgraph::core
