#include "explgraph/load/tsv_reader.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_limits.hpp"
#include "explgraph/load/line_reader.hpp"

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

// The plain readers below look at a line's bytes a block at a time and stop only at the bytes
// that may matter (flagged): the rest of a line is text they pass over.
constexpr std::size_t kBlock = 16;

// Whether next_plain or next_plain_words stops at byte `c`: a byte below `limit` as a signed
// char (the control bytes below it, and every byte that is not ASCII), or a quote.
constexpr bool flagged(char c, signed char limit) {
  return static_cast<signed char>(c) < limit || c == '"';
}

// The flagged bytes of the `n` at `p`, bit i for the byte at p + i.
unsigned flagged_bytes(const char* p, std::size_t n, signed char limit) {
#if defined(__SSE2__)
  if (n == kBlock) {  // one comparison per kind of byte for the sixteen at once
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i low = _mm_cmplt_epi8(bytes, _mm_set1_epi8(limit));
    const __m128i quote = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('"'));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(low, quote)));
  }
#endif
  unsigned bits = 0;
  for (std::size_t i = 0; i < n; ++i) bits |= static_cast<unsigned>(flagged(p[i], limit)) << i;
  return bits;
}

// What a flagged byte means to a plain reader.
enum class Flagged { go_on, line_end, careful };

// Calls `visit` on each flagged byte from `p` to `end` in order, until it says anything but
// go_on: the byte where it stopped (`end` when every one was visited) and what it said.
template <typename Visit>
std::pair<const char*, Flagged> visit_flagged(const char* p, const char* end, signed char limit,
                                              Visit&& visit) {
  for (; p < end; p += kBlock) {
    const auto n = std::min<std::size_t>(kBlock, static_cast<std::size_t>(end - p));
    for (unsigned bits = flagged_bytes(p, n, limit); bits != 0; bits &= bits - 1) {
      const char* at = p + __builtin_ctz(bits);
      if (const Flagged said = visit(at); said != Flagged::go_on) return {at, said};
    }
  }
  return {end, Flagged::go_on};
}

// A byte the careful path must see: a CR (which line end?), a quote, NUL, or not ASCII.
constexpr bool needs_care(char c) {
  return c == '\r' || c == '"' || c == '\0' || static_cast<unsigned char>(c) >= 0x80;
}

}  // namespace

// The common line read in one pass over its bytes, a block at a time: its end, its tabs, and
// whether any byte needs the careful path below (NUL, quote, non-ASCII, CR), in which case
// nothing is consumed. Fields are views into the window, valid until the next call.
bool TsvReader::next_plain(TsvRecord& record) {
  const char* const start = data_.data() + pos_;
  const char* const end = data_.data() + data_.size();
  record.fields.clear();
  record.columns.clear();
  const char* field = start;
  auto end_field = [&](const char* at) {
    record.fields.emplace_back(field, static_cast<std::size_t>(at - field));
    record.columns.push_back(static_cast<std::size_t>(field - start) + 1);
    field = at + 1;
  };
  // Flagged: the bytes up to CR (tab, LF, CR and the other control bytes), quotes, non-ASCII.
  const auto [stop, said] = visit_flagged(start, end, '\r' + 1, [&](const char* at) {
    if (*at == '\t') end_field(at);
    if (*at == '\n') return Flagged::line_end;
    return needs_care(*at) ? Flagged::careful : Flagged::go_on;
  });
  if (said == Flagged::careful) return false;
  // Without a line end the line may go on past the window, or there is none.
  if (said == Flagged::go_on && (!eof_ || stop == start)) return false;
  end_field(stop);
  record.line = ++line_number_;
  pos_ = static_cast<std::size_t>(stop - data_.data()) + (said == Flagged::line_end ? 1 : 0);
  return true;
}

namespace {

// A byte trec_eval separates fields at (isspace in the C locale).
constexpr bool is_space(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n';
}

}  // namespace

// next_plain for whitespace-separated words: one pass, each run of whitespace a separator.
bool TsvReader::next_plain_words(TsvRecord& record) {
  const char* const start = data_.data() + pos_;
  const char* const end = data_.data() + data_.size();
  record.fields.clear();
  record.columns.clear();
  const char* word = nullptr;  // the start of the word being read
  const char* unseen = start;  // the bytes from here to the next flagged one are a word's
  auto end_word = [&](const char* at) {
    if (word == nullptr && at > unseen) word = unseen;
    if (word != nullptr) record.fields.emplace_back(word, static_cast<std::size_t>(at - word));
    word = nullptr;
  };
  // Flagged: the bytes below '!' (whitespace and the other control bytes), quotes, non-ASCII.
  const auto [stop, said] = visit_flagged(start, end, '!', [&](const char* at) {
    if (*at == '\n') return Flagged::line_end;
    if (needs_care(*at)) return Flagged::careful;
    if (is_space(static_cast<unsigned char>(*at)))
      end_word(at);
    else if (word == nullptr)  // another control byte: a word's, as trec_eval reads it
      word = unseen;
    unseen = at + 1;
    return Flagged::go_on;
  });
  if (said == Flagged::careful) return false;
  if (said == Flagged::go_on && (!eof_ || stop == start)) return false;  // as next_plain
  end_word(stop);
  record.line = ++line_number_;
  pos_ = static_cast<std::size_t>(stop - data_.data()) + (said == Flagged::line_end ? 1 : 0);
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
