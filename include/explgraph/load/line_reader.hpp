#pragma once
#include <cstddef>
#include <istream>
#include <string>
#include <string_view>

namespace explgraph::load {

// Lines as Python's text files give them (ends at LF, CRLF or a lone CR), read through a
// window of 128 KiB, grown only for a longer line: a file is never held whole, so reading
// a 2 MB file costs the pages of its window, not of its size (each fresh page is a fault
// the kernel must zero; for EntailmentBank's files those faults were a third of treeeval's
// time). For JSON lines and other line-by-line formats; TsvReader has its own window, with
// the TSV repairs it needs.
// Moves the unread bytes of `window` (from `pos` on) to its front, `pos` to 0, and appends
// up to `chunk` bytes of `in`: how many came (fewer than `chunk` at the input's end).
std::size_t refill_window(std::istream& in, std::string& window, std::size_t& pos,
                          std::size_t chunk);

class LineReader {
 public:
  LineReader(std::istream& in, std::string display);
  // The next line without its end, a view valid until the next call; false at the end.
  // Throws core::InputError (line_too_long) for a line over kMaxLineBytes.
  bool next(std::string_view& line);
  std::size_t number() const { return number_; }  // of the line last given, from 1

 private:
  void fill();

  std::istream& in_;
  std::string display_;
  std::string data_;  // the window: unread bytes from pos_ on
  std::size_t pos_ = 0;
  bool eof_ = false;
  std::size_t number_ = 0;
};

}  // namespace explgraph::load
