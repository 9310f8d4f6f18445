#include "explgraph/analyze/proof_rules.hpp"

#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <initializer_list>
#include <map>
#include <set>
#include <unordered_map>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "explgraph/core/strings.hpp"
#include "explgraph/text/sklearn_tokenizer.hpp"

namespace explgraph::analyze {
namespace {

// One UTF-8 code point at `i` and its length; an invalid byte reads as U+FFFD, one byte long.
char32_t decode(std::string_view s, std::size_t i, std::size_t& length) {
  if (static_cast<unsigned char>(s[i]) < 0x80) {  // most of every proof
    length = 1;
    return static_cast<unsigned char>(s[i]);
  }
  length = core::utf8_sequence_length(s, i);
  const auto byte = static_cast<unsigned char>(s[i]);
  if (length == 0 || length == 1) {
    length = 1;
    return byte < 0x80 ? byte : 0xFFFD;
  }
  char32_t c = byte & (0xFF >> (length + 1));
  for (std::size_t k = 1; k < length; ++k)
    c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return c;
}

// The start of the code point that ends just before `end` (> `floor`).
std::size_t previous_start(std::string_view s, std::size_t end, std::size_t floor) {
  std::size_t i = end - 1;
  while (i > floor && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
  return i;
}

// Python's str.isspace.
bool is_python_space(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

// str.strip().
std::string_view py_strip(std::string_view s) {
  std::size_t begin = 0, end = s.size(), length = 0;
  while (begin < end && is_python_space(decode(s, begin, length))) begin += length;
  while (end > begin) {
    const std::size_t start = previous_start(s, end, begin);
    if (!is_python_space(decode(s, start, length)) || start + length != end) break;
    end = start;
  }
  return s.substr(begin, end - begin);
}

// str.split(separator), piece by piece (empty ones too) to `piece(view)`.
template <typename Piece>
void for_each_piece(std::string_view s, std::string_view separator, Piece piece) {
  std::size_t start = 0;
  for (auto at = s.find(separator); at != std::string_view::npos; at = s.find(separator, start)) {
    piece(s.substr(start, at - start));
    start = at + separator.size();
  }
  piece(s.substr(start));
}

// The two pieces of s.split(separator) when there are exactly two.
std::optional<std::pair<std::string_view, std::string_view>> split_in_two(
    std::string_view s, std::string_view separator) {
  const auto at = s.find(separator);
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view rest = s.substr(at + separator.size());
  if (rest.find(separator) != std::string_view::npos) return std::nullopt;
  return std::pair(s.substr(0, at), rest);
}

// s.split(separator)[0].
std::string_view first_piece(std::string_view s, char separator) {
  return s.substr(0, s.find(separator));
}

bool contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

// s = s.replace(from, to), left to right without overlaps, for a `to` no longer than `from`:
// in place, as what is written never passes what is still to be read.
void replace_shrinking(std::string& s, std::string_view from, std::string_view to) {
  std::size_t at = s.find(from), read = at, written = at;
  if (at == std::string::npos) return;
  for (; at != std::string::npos; at = s.find(from, read)) {
    written = static_cast<std::size_t>(std::copy(s.begin() + static_cast<std::ptrdiff_t>(read),
                                                 s.begin() + static_cast<std::ptrdiff_t>(at),
                                                 s.begin() + static_cast<std::ptrdiff_t>(written)) -
                                       s.begin());
    written = static_cast<std::size_t>(
        std::copy(to.begin(), to.end(), s.begin() + static_cast<std::ptrdiff_t>(written)) -
        s.begin());
    read = at + from.size();
  }
  written =
      static_cast<std::size_t>(std::copy(s.begin() + static_cast<std::ptrdiff_t>(read), s.end(),
                                         s.begin() + static_cast<std::ptrdiff_t>(written)) -
                               s.begin());
  s.resize(written);
}

// str.lower(): full Unicode lower-casing (ICU's root locale).
std::string py_lower(std::string s) {
  if (std::all_of(s.begin(), s.end(),
                  [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    for (char& c : s)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
  }
  std::string out;
  icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())))
      .toLower(icu::Locale::getRoot())
      .toUTF8String(out);
  return out;
}

// The characters T5's vocabulary knows (T5_GOOD_CHARS of eval_utils.py); the official code's
// character class also lists '.', already here.
constexpr std::array<char32_t, 143> kT5Characters{
    32,   33,   34,   35,   36,   37,   38,   39,   40,   41,   42,   43,   44,   45,   46,   47,
    48,   49,   50,   51,   52,   53,   54,   55,   56,   57,   58,   59,   61,   62,   63,   64,
    65,   66,   67,   68,   69,   70,   71,   72,   73,   74,   75,   76,   77,   78,   79,   80,
    81,   82,   83,   84,   85,   86,   87,   88,   89,   90,   91,   93,   95,   97,   98,   99,
    100,  101,  102,  103,  104,  105,  106,  107,  108,  109,  110,  111,  112,  113,  114,  115,
    116,  117,  118,  119,  120,  121,  122,  124,  163,  171,  173,  174,  176,  187,  201,  206,
    220,  223,  224,  225,  226,  228,  231,  232,  233,  234,  238,  243,  244,  246,  249,  251,
    252,  259,  351,  355,  537,  539,  1072, 1074, 1076, 1077, 1080, 1082, 1083, 1084, 1085, 1086,
    1088, 1089, 1090, 1091, 8211, 8212, 8216, 8217, 8220, 8221, 8222, 8226, 8242, 8364, 9601};

bool t5_knows(char32_t c) {
  return std::binary_search(kT5Characters.begin(), kT5Characters.end(), c);
}

// The items sorted (Python's order of str: by code point) and joined, then `tail` (in one
// allocation: a tree's steps are built this way).
template <typename Text>
std::string join(std::vector<Text>& items, std::string_view separator,
                 std::initializer_list<std::string_view> tail = {}) {
  std::sort(items.begin(), items.end());
  std::size_t size = items.empty() ? 0 : separator.size() * (items.size() - 1);
  for (const auto& item : items) size += std::string_view(item).size();
  for (const auto part : tail) size += part.size();
  std::string out;
  out.reserve(size);
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += separator;
    out += items[i];
  }
  for (const auto part : tail) out += part;
  return out;
}

// How many pieces s.split(separator) gives.
std::size_t count_pieces(std::string_view s, std::string_view separator) {
  std::size_t pieces = 1;
  for (auto at = s.find(separator); at != std::string_view::npos;
       at = s.find(separator, at + separator.size()))
    ++pieces;
  return pieces;
}

// The value of one slot as decompose_slots cleans it: one leading "=" and one trailing ";"
// with their spaces. A value with a line break inside does not match the official pattern
// (its "." stops at line ends) and stays as it was.
std::string_view clean_slot_value(std::string_view value) {
  std::string_view rest = value;
  std::size_t i = 0, length = 0;
  while (i < rest.size() && is_python_space(decode(rest, i, length))) i += length;
  if (i < rest.size() && rest[i] == '=') {
    ++i;
    while (i < rest.size() && is_python_space(decode(rest, i, length))) i += length;
    rest.remove_prefix(i);
  }
  const auto semicolon = rest.rfind(';');
  if (semicolon != std::string_view::npos && py_strip(rest.substr(semicolon + 1)).empty()) {
    std::size_t start = semicolon;
    while (start > 0) {
      const std::size_t before = previous_start(rest, start, 0);
      if (!is_python_space(decode(rest, before, length))) break;
      start = before;
    }
    rest = rest.substr(0, start);
  }
  return contains(rest, "\n") ? value : rest;
}

std::size_t intersection_size(const std::vector<std::string_view>& a,
                              const std::vector<std::string_view>& b) {  // both sorted, distinct
  std::size_t n = 0;
  for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
    const int order = a[i].compare(b[j]);  // once: the items are sentences, often alike
    if (order < 0)
      ++i;
    else if (order > 0)
      ++j;
    else
      ++n, ++i, ++j;
  }
  return n;
}

// jaccard_similarity of two lists of distinct items, of sizes a and b, sharing `shared`.
double jaccard(std::size_t shared, std::size_t a, std::size_t b) {
  const std::size_t together = a + b - shared;
  return static_cast<double>(shared) / static_cast<double>(std::max<std::size_t>(1, together));
}

// A Python dict: its items in first-insertion order, found by key through `place` (views
// of keys that outlive it).
struct OrderedDict {
  std::vector<std::pair<std::string, std::string>>& items;
  core::TextMap<std::size_t> place;
  void assign(std::string_view key, std::string_view value) {
    const auto [at, added] = place.try_emplace(key, items.size());
    if (added)
      items.emplace_back(key, value);
    else
      items[at].second = value;
  }
};

// dict.get(key, key).
std::string_view lookup(const core::TextMap<std::string_view>& map, std::string_view key) {
  const std::string_view* value = map.find(key);
  return value == nullptr ? key : *value;
}

// The items sorted and without repeats.
std::vector<std::string_view> distinct(std::vector<std::string_view> items) {
  std::sort(items.begin(), items.end());
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

}  // namespace

std::optional<std::string> proof_slot(std::string_view prediction) {
  const std::string_view s = py_strip(prediction);
  struct Slot {
    std::size_t start, end;  // of "$NAME$"
    std::string_view name;
  };
  std::vector<Slot> slots;
  for (std::size_t i = 0, length = 0; i < s.size();) {
    std::size_t j = i + 1;
    if (s[i] == '$')
      while (j < s.size() && s[j] != '$' && text::is_python_word_char(decode(s, j, length)))
        j += length;
    if (s[i] == '$' && j < s.size() && s[j] == '$') {
      slots.push_back({i, j + 1, s.substr(i + 1, j - i - 1)});
      i = j + 1;
    } else {
      ++i;
    }
  }
  std::optional<std::string> proof;
  for (std::size_t k = 0; k < slots.size(); ++k) {
    if (slots[k].name != "proof") continue;
    std::size_t begin = slots[k].end, length = 0;
    if (begin < s.size()) decode(s, begin, length), begin += length;  // the official +1
    std::size_t limit = s.size();
    if (k + 1 < slots.size()) limit = previous_start(s, slots[k + 1].start, 0);  // and -1
    const std::string value(
        begin < limit ? py_strip(clean_slot_value(s.substr(begin, limit - begin))) : "");
    proof = proof ? *proof + " ~AND~ " + value : value;
  }
  return proof;
}

namespace {

// What normalize_sentence leaves as it is: ASCII without capitals, '.', '(', ')', line
// breaks or two spaces in a row, and no space at either end (most conclusions).
bool normalized_already(std::string_view text) {
  if (!text.empty() && (text.front() == ' ' || text.back() == ' ')) return false;
  char previous = 0;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80 || (c >= 'A' && c <= 'Z') || c == '.' || c == '(' || c == ')' ||
        (byte < 0x20) || (c == ' ' && previous == ' '))
      return false;
    previous = c;
  }
  return true;
}

}  // namespace

std::string normalize_conclusion(std::string_view text) {
  if (normalized_already(text)) return std::string(text);
  std::string s(text);
  replace_shrinking(s, "  ", " ");
  replace_shrinking(s, ".", "");
  replace_shrinking(s, "\n", "");
  replace_shrinking(s, "( ", "");
  replace_shrinking(s, " )", "");
  s = py_lower(std::move(s));
  const std::string_view stripped = py_strip(s);
  if (stripped.size() == s.size()) return s;
  return std::string(stripped);
}

// t5_knows for each ASCII character, looked up without a search: almost every character of
// a scores file is one (a 17,861-pair file: 35% of treeeval's time went to the search).
constexpr std::array<bool, 128> kT5Ascii = [] {
  std::array<bool, 128> known{};
  for (const char32_t c : kT5Characters)
    if (c < 128) known[c] = true;
  return known;
}();

namespace {

// Whether the byte `c` is kept as it is: ASCII that T5 knows, not upper-case, and not a
// space (which is kept unless it follows one).
constexpr bool kept_as_is(unsigned char c) {
  return c < 128 && kT5Ascii[c] && !(c >= 'A' && c <= 'Z') && c != ' ';
}

#if defined(__SSE2__)
// The sixteen bytes at `p`, one bit each: the spaces, and the bytes that are neither a space
// nor a lower-case ASCII letter (of a sentence, the few digits and punctuation marks, looked
// up one by one in kept_as_is).
struct Block {
  unsigned spaces, others;
};
Block block_at(const char* p) {
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  // 'a'…'z' moved to the bottom of the signed bytes: one comparison finds them.
  const __m128i moved = _mm_add_epi8(v, _mm_set1_epi8(static_cast<char>(0x80 - 'a')));
  const __m128i letters = _mm_cmplt_epi8(moved, _mm_set1_epi8(static_cast<char>(0x80 + 26)));
  const __m128i spaces = _mm_cmpeq_epi8(v, _mm_set1_epi8(' '));
  const auto others = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(letters, spaces)));
  return {static_cast<unsigned>(_mm_movemask_epi8(spaces)), ~others & 0xFFFFu};
}

// Whether the block at `p` is kept as it is, given whether the byte before it is a space: no
// space after a space, every other byte kept_as_is.
bool kept_block(const char* p, unsigned space_before) {
  const Block block = block_at(p);
  if ((block.spaces & ((block.spaces << 1) | space_before)) != 0) return false;
  for (unsigned others = block.others; others != 0; others &= others - 1)
    if (!kept_as_is(static_cast<unsigned char>(p[__builtin_ctz(others)]))) return false;
  return true;
}
#endif

// How many bytes from the start of `text` are kept as they are, sixteen at a time (most
// texts are already as BLEURT is handed them: a lab's scores file is --write-pairs's output
// scored): ASCII that T5 knows, no upper-case letter, no space after a space. Whole blocks
// only; the byte loop of append_bleurt_text reads on from there.
std::size_t kept_prefix([[maybe_unused]] std::string_view text) {
  std::size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= text.size(); i += 16)
    if (!kept_block(text.data() + i, i > 0 && text[i - 1] == ' ')) break;
#endif
  return i;
}

}  // namespace

void append_bleurt_text(std::string& out, std::string_view text) {
  const std::size_t before = out.size();
  // Most texts are already as BLEURT is handed them: their whole blocks are copied at once,
  // and the byte loop below reads on from the first byte not copied.
  const std::size_t kept = kept_prefix(text);
  out.resize(before + text.size());
  char* const begin = out.data() + before;
  std::memcpy(begin, text.data(), kept);
  char* end = begin + kept;  // the text so far
  std::size_t i = kept;
  for (; i < text.size(); ++i) {  // ASCII, lower-cased and kept or made a space, in one pass
    auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) break;
    if (c >= 'A' && c <= 'Z') c = static_cast<unsigned char>(c - 'A' + 'a');
    if (c != ' ' && kT5Ascii[c])
      *end++ = static_cast<char>(c);
    else if (end == begin || end[-1] != ' ')  // runs of spaces made one, as below
      *end++ = ' ';
  }
  out.resize(before + static_cast<std::size_t>(end - begin));
  if (i == text.size()) return;
  out.resize(before);  // past ASCII: lower-cased as Python does, then read by code point
  const std::string lower = py_lower(std::string(text));
  for (std::size_t at = 0, length = 0; at < lower.size(); at += length) {
    const char32_t c = decode(lower, at, length);
    const bool space = c == ' ' || !t5_knows(c);  // an unknown character becomes a space
    if (space && out.size() > before && out.back() == ' ') continue;  // runs of spaces made one
    if (space)
      out += ' ';
    else
      out.append(lower, at, length);
  }
}

bool is_bleurt_text(std::string_view text) {
  std::size_t i = kept_prefix(text);
#if defined(__SSE2__)
  // The bytes after the whole blocks, sixteen at once: the block that ends where the text
  // does, over bytes kept_prefix has read (a space pair across its start among them).
  if (i == text.size()) return true;
  if (text.size() >= 16) {
    if (i + 16 <= text.size()) return false;  // a whole block changes
    return kept_block(text.data() + text.size() - 16, 0);
  }
#endif
  for (char previous = i > 0 ? text[i - 1] : '\0'; i < text.size(); previous = text[i++]) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == ' ' ? previous == ' ' : !kept_as_is(c)) return false;
  }
  return true;
}

std::string bleurt_text(std::string_view text) {
  std::string out;
  append_bleurt_text(out, text);
  return out;
}

namespace {

std::string_view value_or_null(const SentenceTexts& sentences, std::string_view id) {
  const std::string_view* text = sentences.find(id);
  return text == nullptr ? "NULL" : *text;
}

// parse_entailment_step_proof, or with `sentences` parse_entailment_step_proof_remove_ids:
// the two differ only where said. `shape_only`: no step strings, texts nor ancestors.
class StepParser {
 public:
  StepParser(std::string_view hypothesis, SentenceTexts* sentences, bool shape_only)
      : hypothesis_(hypothesis),
        sentences_(sentences),
        by_text_(sentences != nullptr),
        shape_only_(shape_only) {}

  ParsedProof parse(std::string_view proof) {
    const std::string_view separator = contains(proof, "[STEP]") ? "[STEP] " : ";";
    reserve(count_pieces(proof, separator));  // at most as many steps as pieces
    for_each_piece(proof, separator, [&](std::string_view piece) { read_step(piece); });
    parsed_.leaves = distinct(std::move(leaves_));
    return std::move(parsed_);
  }

 private:
  void reserve(std::size_t pieces) {
    if (!shape_only_) parsed_.steps.reserve(pieces);
    parsed_.conclusions.reserve(pieces);
    if (!shape_only_) parsed_.texts.reserve(pieces);
    step_of_.reserve(pieces);
    depths_.reserve(pieces);
    leaves_.reserve(2 * pieces);
    premises_.reserve(8);  // a step's few premises and leaves: the room is reused
    gathered_.reserve(16);
  }

  void read_step(std::string_view piece) {
    const std::string_view stripped = py_strip(piece);
    const std::string_view step = first_piece(stripped, ':');
    const auto sides = split_in_two(step, " -> ");
    if (step.empty() || !sides) {
      if (!stripped.empty() && parsed_.skipped_pieces++ == 0) parsed_.first_skipped = stripped;
      return;
    }
    // By text, the conclusion's id is stripped and its text kept as written.
    const std::string_view id = by_text_ ? py_strip(sides->second) : sides->second;
    std::string_view as_written;  // by text: a view of the proof, or the hypothesis
    if (const auto parts = split_in_two(stripped, ":")) as_written = py_strip(parts->second);
    if (id == "hypothesis") as_written = hypothesis_;
    const std::size_t depth = read_premises(sides->first);
    if (by_text_) (*sentences_)[id] = as_written;  // later steps read the conclusion's text
    conclude(id, as_written, depth);
  }

  // The step's premises (ids, or their texts) and the leaves they gather; its depth.
  std::size_t read_premises(std::string_view lhs) {
    premises_.clear();
    gathered_.clear();
    std::size_t depth = 1;
    for_each_piece(lhs, contains(lhs, "&") ? "&" : ",", [&](std::string_view piece_of_lhs) {
      const std::string_view premise = py_strip(piece_of_lhs);
      const std::string_view shown = by_text_ ? value_or_null(*sentences_, premise) : premise;
      premises_.push_back(shown);
      if (contains(premise, "sent")) {  // the official test: a substring
        leaves_.push_back(shown);
        gathered_.push_back(shown);
      } else if (const std::size_t* earlier = step_of_.find(premise)) {
        const auto& theirs = parsed_.conclusions[*earlier].ancestors;
        gathered_.insert(gathered_.end(), theirs.begin(), theirs.end());
        depth = std::max(depth, depths_[*earlier] + 1);
      }
    });
    return depth;
  }

  void conclude(std::string_view id, std::string_view as_written, std::size_t depth) {
    if (shape_only_) {
      parsed_.conclusions.push_back({id, {}});
      step_of_[id] = parsed_.conclusions.size() - 1;
      depths_.push_back(depth);
      parsed_.depth = std::max(parsed_.depth, depth);
      return;
    }
    Conclusion conclusion{id, distinct(gathered_)};
    parsed_.steps.push_back(join(premises_, " & ", {" -> ", by_text_ ? as_written : id}));
    parsed_.texts[id] = by_text_ ? std::string(as_written) : normalize_conclusion(as_written);
    step_of_[id] = parsed_.conclusions.size();
    depths_.push_back(depth);
    parsed_.depth = std::max(parsed_.depth, depth);
    parsed_.conclusions.push_back(std::move(conclusion));
  }

  const std::string_view hypothesis_;
  SentenceTexts* const sentences_;
  const bool by_text_, shape_only_;
  ParsedProof parsed_;
  core::TextMap<std::size_t> step_of_;  // the last step concluding each id
  std::vector<std::size_t> depths_;     // and its depth
  std::vector<std::string_view> leaves_;
  std::vector<std::string_view> premises_;  // as the step shows them: ids, or their texts
  std::vector<std::string_view> gathered_;  // a step's leaves, repeats and all (its room reused)
};

ParsedProof parse_steps(std::string_view proof, std::string_view hypothesis,
                        SentenceTexts* sentences, bool shape_only = false) {
  return StepParser(hypothesis, sentences, shape_only).parse(proof);
}

}  // namespace

ParsedProof parse_proof(std::string_view proof, std::string_view hypothesis) {
  return parse_steps(proof, hypothesis, nullptr);
}

ParsedProof parse_proof_shape(std::string_view proof) {
  return parse_steps(proof, "", nullptr, true);
}

ParsedProof parse_proof_texts(std::string_view proof, std::string_view hypothesis,
                              SentenceTexts& sentences) {
  return parse_steps(proof, hypothesis, &sentences);
}

Overlap sentence_overlap(const std::vector<std::string_view>& predicted,
                         const std::vector<std::string_view>& gold) {
  Overlap o;
  if (predicted.empty() || gold.empty()) {
    o.precision = o.recall = predicted.empty() && gold.empty() ? 1 : 0;
  } else {
    const std::size_t common = intersection_size(distinct(predicted), distinct(gold));
    o.precision = static_cast<double>(common) / static_cast<double>(predicted.size());
    o.recall = static_cast<double>(common) / static_cast<double>(gold.size());
  }
  o.f1 =
      o.precision == 0 && o.recall == 0 ? 0 : 2 * o.precision * o.recall / (o.precision + o.recall);
  o.all_correct = !(o.f1 < 1);
  return o;
}

namespace {

// The gold conclusion the official loop aligns `c` with: of every gold conclusion in order,
// the first of the strictly best Jaccard of leaf sets; none when no leaf is shared.
const Conclusion* best_of_all(const Conclusion& c, const ParsedProof& gold) {
  const Conclusion* best_match = nullptr;
  double best = 0;
  for (const auto& g : gold.conclusions) {
    const double similarity = jaccard(intersection_size(c.ancestors, g.ancestors),
                                      c.ancestors.size(), g.ancestors.size());
    if (similarity > best) best = similarity, best_match = &g;
  }
  return best_match;
}

// Proofs this small are aligned by the official loop itself; larger ones through an index
// (best_by_index), whose bookkeeping costs more than a few dozen Jaccards.
constexpr std::size_t kAllPairs = 1024;  // predicted × gold conclusions

// The same alignment for each predicted conclusion, in time near-linear in the steps. A
// Jaccard depends only on the two leaf sets, so each distinct gold set is scored for its
// first conclusion (the official first of equals), only when it shares a leaf (a set sharing
// none scores 0, never chosen), and each distinct predicted set once: a chain of thousands
// of steps over one leaf is then linear, not quadratic.
std::vector<const Conclusion*> best_by_index(const ParsedProof& predicted,
                                             const ParsedProof& gold) {
  std::map<std::vector<std::string_view>, std::size_t> gold_sets;  // leaf set -> its index
  std::vector<const Conclusion*> first_of_set;                     // by index, in gold order
  std::unordered_map<std::string_view, std::vector<std::size_t>> sets_with;  // leaf -> sets
  for (const auto& g : gold.conclusions)
    if (gold_sets.emplace(g.ancestors, first_of_set.size()).second) {
      for (const auto& leaf : g.ancestors) sets_with[leaf].push_back(first_of_set.size());
      first_of_set.push_back(&g);
    }
  // predicted leaf set -> the gold conclusion it aligns with
  std::map<std::vector<std::string_view>, const Conclusion*> aligned;
  std::vector<const Conclusion*> best_matches;
  for (const auto& c : predicted.conclusions) {
    auto [best_match, added] = aligned.try_emplace(c.ancestors, nullptr);
    if (added) {
      std::map<std::size_t, std::size_t> shared;  // set index (gold order) -> shared leaves
      for (const auto& leaf : c.ancestors)
        if (const auto sets = sets_with.find(leaf); sets != sets_with.end())
          for (const std::size_t set : sets->second) ++shared[set];
      double best = 0;
      for (const auto& [set, n] : shared) {
        const double similarity =
            jaccard(n, c.ancestors.size(), first_of_set[set]->ancestors.size());
        if (similarity > best) best = similarity, best_match->second = first_of_set[set];
      }
    }
    best_matches.push_back(best_match->second);
  }
  return best_matches;
}

}  // namespace

Alignment align_conclusions(const ParsedProof& predicted, const ParsedProof& gold) {
  std::vector<const Conclusion*> best_matches;
  if (predicted.conclusions.size() * gold.conclusions.size() <= kAllPairs)
    for (const auto& c : predicted.conclusions) best_matches.push_back(best_of_all(c, gold));
  else
    best_matches = best_by_index(predicted, gold);
  Alignment a;
  OrderedDict pairs{a.pairs, {}};
  for (std::size_t i = 0; i < predicted.conclusions.size(); ++i) {
    const Conclusion& c = predicted.conclusions[i];
    const Conclusion* match = best_matches[i];
    const std::string& text = predicted.texts.at(c.id);
    if (match != nullptr && !match->id.empty()) {
      a.gold_of[c.id] = match->id;
      pairs.assign(text, gold.texts.at(match->id));
    } else {
      a.gold_of[c.id] = "NO_MATCH";
      pairs.assign(text, "");
    }
  }
  return a;
}

namespace {

// The steps rewrite_aligned_proof and rewrite_aligned_proof_noids read: pieces at "; " (or
// "[STEP] "), of each the part before the first ":", as "PREMISES -> CONCLUSION" with the
// premises split at " & " (else ", "), none of them stripped. `step(premises, conclusion)`.
template <typename Step>
void for_each_step_to_rewrite(std::string_view proof, Step step) {
  std::vector<std::string_view> premises;
  premises.reserve(8);  // a step's few premises: the room is reused
  for_each_piece(proof, contains(proof, "[STEP]") ? "[STEP] " : "; ", [&](std::string_view piece) {
    const std::string_view text = first_piece(py_strip(piece), ':');
    const auto sides = split_in_two(text, " -> ");
    if (text.empty() || !sides) return;
    premises.clear();
    for_each_piece(sides->first, contains(sides->first, " & ") ? " & " : ", ",
                   [&](std::string_view premise) { premises.push_back(premise); });
    step(premises, sides->second);
  });
}

}  // namespace

std::vector<std::string> rewrite_steps(std::string_view proof, const Alignment& alignment) {
  std::vector<std::string> steps;
  steps.reserve(count_pieces(proof, ";"));  // about as many steps
  std::vector<std::string_view> aligned;
  for_each_step_to_rewrite(proof, [&](const auto& premises, std::string_view conclusion) {
    aligned.clear();
    for (const auto premise : premises) aligned.push_back(lookup(alignment.gold_of, premise));
    steps.push_back(join(aligned, " & ", {" -> ", lookup(alignment.gold_of, conclusion)}));
  });
  return steps;
}

std::vector<std::string> rewrite_steps_texts(std::string_view proof, const Alignment& alignment,
                                             const SentenceTexts& sentences) {
  std::vector<std::string> steps;
  steps.reserve(count_pieces(proof, ";"));  // about as many steps
  std::vector<std::string_view> texts;      // views of the texts in `sentences`
  for_each_step_to_rewrite(proof, [&](const auto& premises, std::string_view conclusion) {
    // The conclusion is looked up as written, then stripped; premises stripped first.
    const std::string_view aligned = py_strip(lookup(alignment.gold_of, conclusion));
    texts.clear();
    for (const auto premise : premises)
      texts.push_back(value_or_null(sentences, lookup(alignment.gold_of, py_strip(premise))));
    steps.push_back(join(texts, " & ", {" -> ", value_or_null(sentences, aligned)}));
  });
  return steps;
}

namespace {

TreeScore score_of(const ParsedProof& predicted, const ParsedProof& gold, Alignment alignment,
                   const std::vector<std::string>& rewritten_steps) {
  TreeScore score;
  score.leaves = sentence_overlap(predicted.leaves, gold.leaves);
  score.steps = sentence_overlap({rewritten_steps.begin(), rewritten_steps.end()},
                                 {gold.steps.begin(), gold.steps.end()});
  score.pairs = std::move(alignment.pairs);
  score.predicted_conclusions = predicted.texts.size();
  score.gold_conclusions = gold.texts.size();
  score.predicted_leaves = predicted.leaves;
  score.skipped_pieces = predicted.skipped_pieces;
  score.first_skipped = predicted.first_skipped;
  return score;
}

}  // namespace

TreeScore score_tree(std::string_view predicted_proof, const ParsedProof& gold,
                     std::string_view hypothesis) {
  const ParsedProof predicted = parse_proof(predicted_proof, hypothesis);
  Alignment alignment = align_conclusions(predicted, gold);
  const auto rewritten = rewrite_steps(predicted_proof, alignment);
  return score_of(predicted, gold, std::move(alignment), rewritten);
}

TreeScore score_tree_texts(std::string_view predicted_proof, std::string_view predicted_hypothesis,
                           SentenceTexts& predicted_sentences, const ParsedProof& gold,
                           const GoldTexts& gold_texts) {
  const ParsedProof predicted =
      parse_proof_texts(predicted_proof, predicted_hypothesis, predicted_sentences);
  Alignment alignment = align_conclusions(predicted, gold);
  // What rewrite_aligned_proof_noids reads premises and conclusions from (and leaves in the
  // context: a record scored again sees it so).
  predicted_sentences["hypothesis"] = gold_texts.hypothesis;
  if (gold_texts.intermediates != nullptr)
    for (const auto& [id, text] : *gold_texts.intermediates) predicted_sentences[id] = text;
  predicted_sentences["NO_MATCH"] = "NULL";
  const auto rewritten = rewrite_steps_texts(predicted_proof, alignment, predicted_sentences);
  return score_of(predicted, gold, std::move(alignment), rewritten);
}

std::optional<Overlap> score_intermediates(const TreeScore& tree, const PairScore& score,
                                           double threshold) {
  std::set<std::string> precise, covered;
  for (const auto& [predicted, gold] : tree.pairs) {
    if (gold.empty()) continue;  // never counted, whatever BLEURT says
    const auto s = score(bleurt_text(predicted), bleurt_text(gold));
    if (!s) return std::nullopt;
    if (*s >= threshold) precise.insert(predicted), covered.insert(gold);
  }
  Overlap o;
  o.precision = static_cast<double>(precise.size()) /
                static_cast<double>(std::max<std::size_t>(1, tree.predicted_conclusions));
  o.recall = static_cast<double>(covered.size()) /
             static_cast<double>(std::max<std::size_t>(1, tree.gold_conclusions));
  o.f1 = o.precision + o.recall == 0 ? 0 : 2 * o.precision * o.recall / (o.precision + o.recall);
  o.all_correct = o.f1 == 1;
  return o;
}

}  // namespace explgraph::analyze
