#pragma once
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

#include "explgraph/core/text_hash.hpp"

namespace explgraph::core {

// A map from views of text to values, for the few dozen ids and sentences of one tree (and
// a scores file's pairs, analyze::BleurtScores): the entries in one array, found through a
// table of their places (open addressing, linear probing, at most half full). A tree's
// std::unordered_maps cost an allocation per entry and a string comparison per entry while small;
// these maps were a sixth of treeeval's time. Keys are views: what they view must outlive the map.
// No erasing; entries stay in the order they were added.
template <typename Value>
class TextMap {
 public:
  using Entry = std::pair<std::string_view, Value>;

  TextMap() = default;
  TextMap(std::initializer_list<Entry> entries) {
    reserve(entries.size());
    for (const auto& [key, value] : entries) (*this)[key] = value;
  }

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  auto begin() const { return entries_.begin(); }
  auto end() const { return entries_.end(); }

  // Room for `count` entries without growing the table.
  void reserve(std::size_t count) {
    entries_.reserve(count);
    if (2 * count > places_.size()) rebuild(table_size_for(count));
  }

  // The value of `key`, or null.
  const Value* find(std::string_view key) const {
    if (places_.empty()) return nullptr;
    const std::size_t at = places_[slot_of(key)];
    return at == kFree ? nullptr : &entries_[at].second;
  }
  Value* find(std::string_view key) { return const_cast<Value*>(std::as_const(*this).find(key)); }
  // The value of `key`; throws std::out_of_range when it is not there.
  const Value& at(std::string_view key) const {
    if (const Value* value = find(key)) return *value;
    throw std::out_of_range("TextMap::at: no such key");
  }

  // The value of `key`, added (value-initialised) when it is not there yet.
  Value& operator[](std::string_view key) { return try_emplace(key).first; }

  // The value of `key` and true when it was added now, as `value`; else the value it has.
  std::pair<Value&, bool> try_emplace(std::string_view key, Value value = Value()) {
    if (2 * (entries_.size() + 1) > places_.size())  // at first room for 8, then twice as many
      reserve(std::max<std::size_t>(8, 2 * entries_.size()));
    std::size_t& at = places_[slot_of(key)];
    if (at != kFree) return {entries_[at].second, false};
    at = entries_.size();
    entries_.emplace_back(key, std::move(value));
    return {entries_.back().second, true};
  }

 private:
  static constexpr std::size_t kFree = static_cast<std::size_t>(-1);

  static std::size_t table_size_for(std::size_t count) {
    std::size_t size = 16;
    while (size < 2 * count) size *= 2;
    return size;
  }

  // The slot holding `key`, or the free slot where it belongs.
  std::size_t slot_of(std::string_view key) const {
    const std::size_t mask = places_.size() - 1;
    for (std::size_t slot = hash_text(key) & mask;; slot = (slot + 1) & mask) {
      const std::size_t at = places_[slot];
      if (at == kFree || entries_[at].first == key) return slot;
    }
  }

  void rebuild(std::size_t size) {
    places_.assign(size, kFree);
    for (std::size_t i = 0; i < entries_.size(); ++i) places_[slot_of(entries_[i].first)] = i;
  }

  std::vector<Entry> entries_;
  std::vector<std::size_t> places_;  // an index into entries_, or kFree
};

}  // namespace explgraph::core
