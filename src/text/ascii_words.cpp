#include "explgraph/text/ascii_words.hpp"

#include <array>
#include <cstdint>

namespace explgraph::text {
namespace {

// The UAX #29 Word_Break classes that ASCII characters fall into under ICU's root rules.
enum class Kind : std::uint8_t {
  kOther,      // a break on both sides (spaces, most punctuation, controls, ':')
  kLetter,     // ALetter: A-Z, a-z and, in ICU's tailoring, '@'
  kDigit,      // Numeric: 0-9
  kJoiner,     // ExtendNumLet: '_', joins letters, digits and itself
  kMidEither,  // MidNumLet and Single_Quote: '.' and '\'' between two letters or two digits
  kMidNumber,  // MidNum: ',' and ';' between two digits
};

constexpr std::array<Kind, 128> kinds() {
  std::array<Kind, 128> k{};
  for (int c = 'a'; c <= 'z'; ++c) k[c] = Kind::kLetter;
  for (int c = 'A'; c <= 'Z'; ++c) k[c] = Kind::kLetter;
  for (int c = '0'; c <= '9'; ++c) k[c] = Kind::kDigit;
  k['@'] = Kind::kLetter;
  k['_'] = Kind::kJoiner;
  k['.'] = k['\''] = Kind::kMidEither;
  k[','] = k[';'] = Kind::kMidNumber;
  return k;
}
constexpr std::array<Kind, 128> kKinds = kinds();

bool is_word_part(Kind k) {
  return k == Kind::kLetter || k == Kind::kDigit || k == Kind::kJoiner;
}

// Whether a mid character of kind `mid` joins two neighbours of kind `side` (WB6/7, WB11/12).
bool mid_joins(Kind mid, Kind side) {
  return (side == Kind::kLetter && mid == Kind::kMidEither) ||
         (side == Kind::kDigit && (mid == Kind::kMidEither || mid == Kind::kMidNumber));
}

}  // namespace

bool ascii_word_tokens(std::string_view text, WordTokens& out) {
  out.clear();
  for (const char c : text)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  auto kind = [&](std::size_t i) { return kKinds[static_cast<unsigned char>(text[i])]; };
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    if (!is_word_part(kind(i))) {  // a segment of its own, without a letter or digit
      ++i;
      continue;
    }
    // A word: letters, digits and '_' in any order (WB5, WB8-10, WB13a/b), and a single mid
    // character between two letters or two digits.
    const std::size_t start = i;
    bool alnum = false;
    for (;;) {
      const Kind k = kind(i);
      alnum = alnum || (k != Kind::kJoiner && text[i] != '@');
      ++i;
      if (i == n) break;
      const Kind next = kind(i);
      if (is_word_part(next)) continue;
      if (i + 1 < n && (k == Kind::kLetter || k == Kind::kDigit) && mid_joins(next, k) &&
          kind(i + 1) == k) {
        ++i;  // the mid character; the loop takes the letter or digit after it
        continue;
      }
      break;
    }
    if (!alnum) continue;  // only '_' and '@': no letter or digit
    const std::size_t from = out.chars.size();
    out.push_back(text.substr(start, i - start));
    for (std::size_t k = from; k < out.chars.size(); ++k) {  // folded in place
      char& c = out.chars[k];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return true;
}

}  // namespace explgraph::text
