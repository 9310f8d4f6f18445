#include "explgraph/load/line_reader.hpp"

#include <cstring>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/input_limits.hpp"

namespace explgraph::load {
namespace {
constexpr std::size_t kChunk = std::size_t{1} << 17;
}

LineReader::LineReader(std::istream& in, std::string display)
    : in_(in), display_(std::move(display)) {}

std::size_t refill_window(std::istream& in, std::string& window, std::size_t& pos,
                          std::size_t chunk) {
  window.erase(0, pos);
  pos = 0;
  const std::size_t kept = window.size();
  window.resize(kept + chunk);
  in.read(window.data() + kept, static_cast<std::streamsize>(chunk));
  const auto got = static_cast<std::size_t>(in.gcount());
  window.resize(kept + got);
  return got;
}

void LineReader::fill() {
  if (refill_window(in_, data_, pos_, kChunk) < kChunk) eof_ = true;
}

bool LineReader::next(std::string_view& line) {
  // The line ends at the first CR or LF; the window must hold it, and the byte after a CR
  // (is it CRLF?): else read on.
  std::size_t end = 0;
  for (;;) {
    const char* begin = data_.data() + pos_;
    const std::size_t rest = data_.size() - pos_;
    const void* lf = std::memchr(begin, '\n', rest);
    const std::size_t limit =
        lf != nullptr ? static_cast<std::size_t>(static_cast<const char*>(lf) - begin) : rest;
    const void* cr = std::memchr(begin, '\r', limit);
    end = pos_ +
          (cr != nullptr ? static_cast<std::size_t>(static_cast<const char*>(cr) - begin) : limit);
    const bool complete = cr != nullptr ? end + 1 < data_.size() : lf != nullptr;
    if (complete || eof_) break;
    if (rest > kMaxLineBytes) throw core::InputError(line_too_long(display_, number_ + 1));
    fill();
  }
  if (pos_ >= data_.size()) return false;
  line = std::string_view(data_).substr(pos_, end - pos_);
  ++number_;
  pos_ = end;
  if (pos_ < data_.size()) {  // past the line's end: "\r\n", "\r" or "\n"
    const bool cr = data_[pos_] == '\r';
    ++pos_;
    if (cr && pos_ < data_.size() && data_[pos_] == '\n') ++pos_;
  }
  return true;
}

}  // namespace explgraph::load
