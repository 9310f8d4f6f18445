#pragma once
#include <cstdint>
#include <functional>
#include <limits>

namespace explgraph::core {

// A dense index with its own type, so a row index cannot be passed where a word id is
// expected. `Tag` only distinguishes the types.
template <typename Tag>
struct StrongId {
  static constexpr std::uint32_t kInvalid = std::numeric_limits<std::uint32_t>::max();
  std::uint32_t value = kInvalid;

  constexpr StrongId() = default;
  constexpr explicit StrongId(std::uint32_t v) : value(v) {}
  constexpr bool valid() const { return value != kInvalid; }
  friend constexpr bool operator==(StrongId a, StrongId b) { return a.value == b.value; }
  friend constexpr bool operator!=(StrongId a, StrongId b) { return a.value != b.value; }
  friend constexpr bool operator<(StrongId a, StrongId b) { return a.value < b.value; }
};

using RowId = StrongId<struct RowTag>;            // a tablestore row
using TableId = StrongId<struct TableTag>;        // a tablestore table
using QuestionId = StrongId<struct QuestionTag>;  // a loaded question (index, not its name)
using WordId = StrongId<struct WordTag>;          // an interned normalised word (lemma)
using RoleId = StrongId<struct RoleTag>;          // an interned explanation role

}  // namespace explgraph::core

template <typename Tag>
struct std::hash<explgraph::core::StrongId<Tag>> {
  std::size_t operator()(explgraph::core::StrongId<Tag> id) const noexcept {
    return std::hash<std::uint32_t>{}(id.value);
  }
};
