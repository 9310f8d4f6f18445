#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::text {

// A text's word tokens in one buffer, without a string per word: word i is
// chars[ends[i - 1], ends[i]) (from 0 for the first). Reused from text to text, it allocates
// only while it grows.
struct WordTokens {
  std::string chars;
  std::vector<std::uint32_t> ends;

  std::size_t size() const { return ends.size(); }
  std::string_view operator[](std::size_t i) const {
    const std::uint32_t begin = i == 0 ? 0 : ends[i - 1];
    return std::string_view(chars).substr(begin, ends[i] - begin);
  }
  void clear() {
    chars.clear();
    ends.clear();
  }
  void push_back(std::string_view word) {
    chars += word;
    ends.push_back(static_cast<std::uint32_t>(chars.size()));
  }
};

// The case-folded word tokens of an all-ASCII text that hold a letter or digit, exactly as
// Normalizer's ICU path cuts and folds them, without ICU: for ASCII, NFC changes nothing,
// case folding is A-Z -> a-z, and ICU's root word-break rules (UAX #29 as ICU tailors it: '@'
// counts as a letter, ':' does not join letters) reduce to the few below. Replaces `out`'s
// words and returns true; returns false, leaving `out` empty, when the text holds a byte
// >= 0x80. Tested against ICU on every string of up to three ASCII characters and on the V1
// corpus.
bool ascii_word_tokens(std::string_view text, WordTokens& out);

}  // namespace explgraph::text
