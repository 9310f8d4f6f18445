#pragma once
#include <cstdint>
#include <cstring>
#include <string_view>

namespace explgraph::core {

// A text's hash for the project's tables (core::Vocabulary, core::TextMap): eight bytes at a
// time, multiply and fold. The keys are words, UIDs and sentences; the tables need spread,
// not cryptographic strength.
inline std::uint64_t hash_text(std::string_view text) {
  constexpr std::uint64_t kMul = 0x9E3779B97F4A7C15ULL;
  constexpr bool kLittleEndian = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
  std::uint64_t h = text.size() * kMul;
  std::size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, text.data() + i, 8);
    h = (h ^ w) * kMul;
    h ^= h >> 32;
  }
  // The bytes left (fewer than eight) as a number, without a call to memcpy of a variable
  // length (a third of a look-up's time): a text of eight bytes or more gives them from its
  // last eight, shifted.
  std::uint64_t tail = 0;
  if (const std::size_t n = text.size() - i; n > 0) {
    if (text.size() >= 8) {
      std::memcpy(&tail, text.data() + text.size() - 8, 8);
      tail = kLittleEndian ? tail >> (8 * (8 - n)) : tail & ((std::uint64_t{1} << (8 * n)) - 1);
    } else {
      for (std::size_t k = 0; k < n; ++k)
        tail |= static_cast<std::uint64_t>(static_cast<unsigned char>(text[i + k])) << (8 * k);
    }
  }
  h = (h ^ tail) * kMul;
  return h ^ (h >> 29);
}

}  // namespace explgraph::core
