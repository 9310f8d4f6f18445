#pragma once
#include <cstddef>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// One physical line split into tab-separated fields. The views point into the reader's
// buffers and stay valid until the next call to TsvReader::next.
struct TsvRecord {
  std::size_t line = 0;                  // 1-based physical line number
  std::vector<std::string_view> fields;  // unquoted, `""` unescaped
  std::vector<std::size_t> columns;      // 1-based byte column where each field starts (tabs)
  bool blank() const;                    // no field has a non-space character
};

// Reads tab-separated text the way spreadsheet exports write it, tolerating what real
// research files contain. Line ends: LF, CRLF and a lone CR. A UTF-8 byte-order mark is
// dropped at the start (anywhere else it is dropped with a warning). NUL bytes are dropped
// and invalid UTF-8 is replaced by U+FFFD, each with a warning naming line and column. A
// field that starts with `"` is quoted: it ends at the next `"` followed by a tab or the
// line end, with `""` standing for one quote; a quote that does not close that way is
// taken literally, with a warning. Quoted fields do not span lines. The input is read
// through a window of 128 KiB (more only for a longer line): memory stays flat
// whatever the file's size.
//
// With Separators::whitespace, the fields are instead the words between runs of whitespace
// (isspace in the C locale, as trec_eval splits its files), after the tab-separated fields
// are read as above; a blank line has none. Their columns are not kept (`columns` is empty):
// trec_eval's formats are located by line.
class TsvReader {
 public:
  enum class Separators { tab, whitespace };
  TsvReader(std::istream& in, std::string display_name, core::Diagnostics& diagnostics,
            Separators separators = Separators::tab);

  bool next(TsvRecord& record);  // false at end of input
  std::size_t lines_read() const { return line_number_; }
  // About how many records are still to come, for reserving: the lines in the window,
  // scaled to what the stream still holds (exact once the window holds the rest).
  std::size_t lines_remaining() const;
  const std::string& display_name() const { return name_; }

 private:
  bool next_plain(TsvRecord& record);        // the common line in one pass; false: read carefully
  bool next_plain_words(TsvRecord& record);  // the same, split at whitespace
  void split_words(TsvRecord& record);       // splits the fields again, at whitespace
  bool fill();  // reads the next chunk into the window; false when nothing more came
  bool read_physical_line(std::string_view& line);  // a view into the window
  void sanitize_line();
  void split_fields(TsvRecord& record);

  std::istream& in_;
  std::string data_;  // the window: unread bytes from pos_ on
  std::size_t pos_ = 0;
  bool eof_ = false;
  std::streamoff stream_left_ = -1;  // bytes in the stream past the first window; -1 unknown
  std::string line_;
  std::size_t line_number_ = 0;
  bool warned_lone_cr_ = false;
  std::string name_;
  core::Diagnostics& diagnostics_;
  Separators separators_;
  std::vector<std::string_view> words_;  // split_words's
};

// Adds the words of `text` (the runs of bytes between whitespace, isspace in the C locale)
// to `words`.
void append_words(std::string_view text, std::vector<std::string_view>& words);

// Why a loader did not load a record: counted under this name in the file's InputAccount.
using SkipReason = const char*;
inline constexpr SkipReason kLoaded = nullptr;

// The line accounting every TSV loader shares (SPEC §5: no line is dropped silently): each
// record read is loaded or skipped for a named reason, so lines_read == loaded + skipped.
// Blank lines are skipped as such before `handle` sees them, unless `pass_blank_lines`
// (a table's first line is its header, even when blank). `handle(record)` returns kLoaded
// or the reason it skipped the record.
inline void count_record(core::InputAccount& account, SkipReason skipped) {
  if (skipped == kLoaded)
    ++account.loaded;
  else
    ++account.skipped[skipped];
}

template <typename Handle>
void read_accounted(TsvReader& reader, core::InputAccount& account, Handle&& handle,
                    bool pass_blank_lines = false) {
  TsvRecord record;
  while (reader.next(record)) {
    count_record(account, !pass_blank_lines && record.blank() ? "blank line" : handle(record));
  }
  account.lines_read = reader.lines_read();
}

// The message of a field that is not what a reader expected, located at its line and
// column: "FILE:LINE:COLUMN: error: expected EXPECTED, found 'FIELD' (CAUSE)"; no
// parenthesis when `cause` is empty.
std::string field_error(const std::string& display, const TsvRecord& record, std::size_t field,
                        const std::string& expected, const std::string& cause = "");

// What a line of another kind of file holds, for the error that nothing was usable:
// "line N has K field(s): 'a<TAB>b…'" (the first 60 bytes).
std::string fields_found(const TsvRecord& record);

}  // namespace explgraph::load
