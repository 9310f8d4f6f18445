#include "explgraph/load/tsv_reader.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_limits.hpp"
#include "line_reader.hpp"

namespace explgraph::load {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

using core::utf8_sequence_length;

// The size of the stream from its position on, when it can tell (a file); else -1.
std::streamoff size_left(std::istream& in) {
  const std::streampos start = in.tellg();
  if (start == std::streampos(-1) || !in.seekg(0, std::ios::end)) {
    in.clear(in.rdstate() & ~std::ios::failbit);
    return -1;
  }
  const std::streamoff size = in.tellg() - start;
  in.seekg(start);
  return size;
}

// The window the reader keeps: a file of any size is read through it, so memory stays flat
// whatever the file's size. Small enough to stay in the cache beside the tables a reader
// fills (larger windows are no faster: docs/PERFORMANCE.md).
constexpr std::size_t kChunk = std::size_t{1} << 17;

}  // namespace

bool TsvReader::fill() {
  if (eof_) return false;
  const std::size_t got = refill_window(in_, data_, pos_, kChunk);
  if (got < kChunk) eof_ = true;
  return got > 0;
}

std::size_t TsvReader::lines_remaining() const {
  const std::size_t buffered = data_.size() - pos_;
  const auto lines = static_cast<std::size_t>(std::count(
                         data_.begin() + static_cast<std::ptrdiff_t>(pos_), data_.end(), '\n')) +
                     1;
  if (eof_ || buffered == 0 || stream_left_ < 0) return lines;
  // Lines in the window, scaled to what the stream still holds.
  const double scale = static_cast<double>(stream_left_) / static_cast<double>(data_.size()) + 1;
  return static_cast<std::size_t>(static_cast<double>(lines) * scale);
}

bool TsvRecord::blank() const {
  for (auto f : fields)
    if (!core::trim(f).empty()) return false;
  return true;
}

TsvReader::TsvReader(std::istream& in, std::string display_name, core::Diagnostics& diagnostics,
                     Separators separators)
    : in_(in), name_(std::move(display_name)), diagnostics_(diagnostics), separators_(separators) {
  const std::streamoff total = size_left(in);
  fill();
  stream_left_ =
      total < 0 ? -1
                : std::max<std::streamoff>(0, total - static_cast<std::streamoff>(data_.size()));
  if (data_.compare(0, kBom.size(), kBom) == 0) pos_ = kBom.size();
}

bool TsvReader::read_physical_line(std::string_view& line) {
  // The line ends at the first CR or LF (memchr twice beats find_first_of's per-byte set
  // test). The window must hold it, and the byte after a CR (is it CRLF?): else read on.
  std::size_t end = 0;
  while (true) {
    const char* begin = data_.data() + pos_;
    const std::size_t rest = data_.size() - pos_;
    const void* lf = std::memchr(begin, '\n', rest);
    const std::size_t limit =
        lf ? static_cast<std::size_t>(static_cast<const char*>(lf) - begin) : rest;
    const void* cr = std::memchr(begin, '\r', limit);
    end = pos_ + (cr ? static_cast<std::size_t>(static_cast<const char*>(cr) - begin) : limit);
    const bool complete = cr != nullptr ? end + 1 < data_.size() : lf != nullptr;
    if (complete || eof_) break;
    if (data_.size() - pos_ > kMaxLineBytes)
      throw core::InputError(line_too_long(name_, line_number_ + 1));
    fill();
  }
  if (pos_ >= data_.size()) return false;
  line = std::string_view(data_).substr(pos_, end - pos_);
  ++line_number_;
  pos_ = end;
  if (pos_ < data_.size() && data_[pos_] == '\r') {
    ++pos_;
    if (pos_ < data_.size() && data_[pos_] == '\n') {
      ++pos_;
    } else if (!warned_lone_cr_) {
      warned_lone_cr_ = true;
      diagnostics_.warn(
          name_, line_number_, 0, "lone-cr",
          "line ends with a lone carriage return (old Mac line end); treated as a line break");
    }
  } else if (pos_ < data_.size()) {
    ++pos_;  // '\n'
  }
  return true;
}

void TsvReader::sanitize_line() {
  // Fast path: ASCII without NUL (a line with a quote comes here too) needs no change.
  bool ascii = true;
  for (char c : line_)
    if (c == '\0' || (static_cast<unsigned char>(c) & 0x80)) {
      ascii = false;
      break;
    }
  if (ascii) return;
  std::string clean;
  clean.reserve(line_.size());
  bool warned_utf8 = false, warned_nul = false, warned_bom = false;
  std::size_t run = 0;  // start of the pending run of bytes to copy unchanged
  auto flush = [&](std::size_t i) { clean.append(line_, run, i - run); };
  for (std::size_t i = 0; i < line_.size();) {
    unsigned char c = static_cast<unsigned char>(line_[i]);
    if (c != 0 && c < 0x80) {
      ++i;
      continue;
    }
    if (c == 0) {
      flush(i);
      if (!warned_nul)
        diagnostics_.warn(name_, line_number_, i + 1, "nul-byte", "NUL byte in text; removed");
      warned_nul = true;
      run = ++i;
      continue;
    }
    if (c == 0xEF && line_.compare(i, kBom.size(), kBom) == 0) {
      flush(i);
      if (!warned_bom)
        diagnostics_.warn(name_, line_number_, i + 1, "bom-in-middle",
                          "byte-order mark inside the file; removed");
      warned_bom = true;
      i += kBom.size();
      run = i;
      continue;
    }
    std::size_t len = utf8_sequence_length(line_, i);
    if (len == 0) {
      flush(i);
      if (!warned_utf8)
        diagnostics_.warn(
            name_, line_number_, i + 1, "invalid-utf8",
            "invalid UTF-8 byte; replaced by U+FFFD (is the file Latin-1 or Windows-1252?)");
      warned_utf8 = true;
      clean += kReplacement;
      run = ++i;
      continue;
    }
    i += len;
  }
  flush(line_.size());
  line_.swap(clean);
}

namespace {

// The word-at-a-time scan below reads the byte at the lowest address from the lowest bits.
constexpr bool kLittleEndian = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;

// The bytes of the 8 at `p` that next_plain must look at: a 0x80 bit in each byte that is a
// tab, LF, CR, quote, NUL or not ASCII. Only the lowest flag is exact (a borrow may flag a
// byte above a flagged one), and the lowest is all next_plain uses.
std::uint64_t special_bytes(const char* p) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  std::uint64_t word;
  std::memcpy(&word, p, 8);
  auto zero_bytes = [&](unsigned char c) {
    const std::uint64_t x = word ^ (kOnes * c);
    return (x - kOnes) & ~x & kHigh;
  };
  return (word & kHigh) | zero_bytes('\t') | zero_bytes('\n') | zero_bytes('\r') | zero_bytes('"') |
         zero_bytes(0);
}

}  // namespace

// The common line read in one pass over its bytes, eight at a time: its end, its tabs, and
// whether any byte needs the careful path below (NUL, quote, non-ASCII, CR), in which case
// nothing is consumed. Fields are views into the window, valid until the next call.
bool TsvReader::next_plain(TsvRecord& record) {
  const char* const start = data_.data() + pos_;
  const char* const end = data_.data() + data_.size();
  record.fields.clear();
  record.columns.clear();
  const char* field = start;
  const char* p = start;
  while (p < end) {
    if (kLittleEndian && end - p >= 8) {  // skip to the first byte that matters
      const std::uint64_t special = special_bytes(p);
      if (special == 0) {
        p += 8;
        continue;
      }
      p += __builtin_ctzll(special) / 8;
    }
    const auto c = static_cast<unsigned char>(*p);
    if (c == '\t') {
      record.fields.emplace_back(field, static_cast<std::size_t>(p - field));
      record.columns.push_back(static_cast<std::size_t>(field - start) + 1);
      field = p + 1;
    } else if (c == '\n') {
      break;
    } else if (c == '\r' || c == '"' || c == 0 || c >= 0x80) {
      return false;
    }
    ++p;
  }
  if (p >= end && (!eof_ || p == start)) return false;  // may go on past the window, or none
  p = std::min(p, end);
  record.fields.emplace_back(field, static_cast<std::size_t>(p - field));
  record.columns.push_back(static_cast<std::size_t>(field - start) + 1);
  record.line = ++line_number_;
  pos_ = static_cast<std::size_t>(p - data_.data()) + (p < end ? 1 : 0);
  return true;
}

namespace {

// A byte trec_eval separates fields at (isspace in the C locale).
constexpr bool is_space(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n';
}

// The bytes of the 8 at `p` that next_plain_words must look at: a 0x80 bit in each byte below
// '!' (whitespace, NUL and the other control bytes), a quote or not ASCII; the lowest exact.
std::uint64_t word_special_bytes(const char* p) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  std::uint64_t word;
  std::memcpy(&word, p, 8);
  const std::uint64_t quote = word ^ (kOnes * '"');
  return (word & kHigh) | ((word - kOnes * '!') & ~word & kHigh) |
         ((quote - kOnes) & ~quote & kHigh);
}

}  // namespace

// next_plain for whitespace-separated words: one pass, each run of whitespace a separator.
bool TsvReader::next_plain_words(TsvRecord& record) {
  const char* const start = data_.data() + pos_;
  const char* const end = data_.data() + data_.size();
  record.fields.clear();
  record.columns.clear();
  const char* word = nullptr;  // the start of the word being read
  auto end_word = [&](const char* at) {
    record.fields.emplace_back(word, static_cast<std::size_t>(at - word));
    word = nullptr;
  };
  const char* p = start;
  while (p < end) {
    if (kLittleEndian && end - p >= 8) {  // skip to the first byte that matters
      const std::uint64_t special = word_special_bytes(p);
      const char* const next = p + (special == 0 ? 8 : __builtin_ctzll(special) / 8);
      if (next > p && word == nullptr) word = p;
      p = next;
      if (special == 0) continue;
    }
    const auto c = static_cast<unsigned char>(*p);
    if (c == '\n') break;
    if (c == '\r' || c == '"' || c == 0 || c >= 0x80) return false;
    if (is_space(c)) {
      if (word != nullptr) end_word(p);
    } else if (word == nullptr) {
      word = p;
    }
    ++p;
  }
  if (p >= end && (!eof_ || p == start)) return false;  // may go on past the window, or none
  p = std::min(p, end);
  if (word != nullptr) end_word(p);
  record.line = ++line_number_;
  pos_ = static_cast<std::size_t>(p - data_.data()) + (p < end ? 1 : 0);
  return true;
}

void append_words(std::string_view text, std::vector<std::string_view>& words) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(static_cast<unsigned char>(text[i]))) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_space(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
}

void TsvReader::split_words(TsvRecord& record) {
  words_.clear();
  for (auto field : record.fields) append_words(field, words_);
  record.fields.swap(words_);
  record.columns.clear();
}

bool TsvReader::next(TsvRecord& record) {
  const bool words = separators_ == Separators::whitespace;
  if (words ? next_plain_words(record) : next_plain(record)) return true;
  std::string_view line;
  if (!read_physical_line(line)) return false;
  record.line = line_number_;
  record.fields.clear();
  record.columns.clear();
  line_.assign(line);
  sanitize_line();
  split_fields(record);
  if (words) split_words(record);
  return true;
}

namespace {

// End of the quoted field starting at `open` (the index of its closing quote), or npos
// when the quote does not close right before a tab or the line end.
std::size_t closing_quote(std::string_view line, std::size_t open) {
  for (std::size_t r = open + 1; r < line.size(); ++r) {
    if (line[r] != '"') continue;
    if (r + 1 < line.size() && line[r + 1] == '"') {
      ++r;  // escaped quote
      continue;
    }
    return (r + 1 == line.size() || line[r + 1] == '\t') ? r : std::string_view::npos;
  }
  return std::string_view::npos;
}

}  // namespace

// Splits line_ in place: quoted fields are unescaped by moving bytes left, which never
// overtakes the read position, so every field stays a view into line_.
void TsvReader::split_fields(TsvRecord& record) {
  char* buf = line_.data();
  const std::size_t n = line_.size();
  std::size_t i = 0;
  while (true) {
    std::size_t end = std::string::npos;
    if (i < n && buf[i] == '"') {
      std::size_t close = closing_quote(line_, i);
      if (close != std::string::npos) {
        std::size_t w = i;
        for (std::size_t r = i + 1; r < close; ++r) {
          buf[w++] = buf[r];
          if (buf[r] == '"') ++r;  // keep one quote of each `""`
        }
        record.fields.emplace_back(buf + i, w - i);
        end = close + 1;
      } else {
        diagnostics_.warn(
            name_, line_number_, i + 1, "stray-quote",
            "field starts with a quote that does not close before the next tab; read literally");
      }
    }
    if (end == std::string::npos) {
      end = line_.find('\t', i);
      if (end == std::string::npos) end = n;
      record.fields.emplace_back(buf + i, end - i);
    }
    record.columns.push_back(i + 1);
    if (end >= n) break;
    i = end + 1;  // skip the tab
  }
}

std::string field_error(const std::string& display, const TsvRecord& record, std::size_t field,
                        const std::string& expected, const std::string& cause) {
  return core::located(display, record.line, record.columns[field],
                       "expected " + expected + ", found " +
                           core::quoted(core::trim(record.fields[field])) +
                           (cause.empty() ? "" : " (" + cause + ")"));
}

std::string fields_found(const TsvRecord& record) {
  std::string text;
  for (const auto& f : record.fields) text += (text.empty() ? "" : "<TAB>") + std::string(f);
  return "line " + std::to_string(record.line) + " has " + std::to_string(record.fields.size()) +
         " field(s): " + core::quoted(text.substr(0, 60));
}

}  // namespace explgraph::load
