#include "explgraph/load/input_limits.hpp"

#include <algorithm>
#include <cstring>

#include "explgraph/core/errors.hpp"

namespace explgraph::load {

std::string line_too_long(const std::string& display, std::size_t line) {
  return display + ":" + std::to_string(line) + ": error: a line longer than " +
         std::to_string(kMaxLineBytes >> 20) +
         " MiB, the longest line explgraph reads (a file with no line breaks, such "
         "as a binary file or /dev/zero?)";
}

std::string read_bounded_text(std::istream& in, const std::string& display, bool by_line) {
  std::string text;
  std::size_t line = 1, line_start = 0;
  constexpr std::size_t kBlock = std::size_t{1} << 16;
  for (;;) {
    const std::size_t old = text.size();
    text.resize(old + kBlock);
    in.read(text.data() + old, static_cast<std::streamsize>(kBlock));
    const auto got = static_cast<std::size_t>(in.gcount());
    text.resize(old + got);
    if (by_line) {
      for (const char* p = text.data() + old;
           (p = static_cast<const char*>(std::memchr(p, '\n', text.data() + text.size() - p)));
           ++p) {
        ++line;
        line_start = static_cast<std::size_t>(p - text.data()) + 1;
      }
      if (text.size() - line_start > kMaxLineBytes)
        throw core::InputError(line_too_long(display, line));
    } else {
      if (std::memchr(text.data() + old, '\0', got) != nullptr)
        throw core::InputError(display +
                               ": error: expected JSON, found a NUL byte (a binary file?)");
      if (text.size() > kMaxDocumentBytes)
        throw core::InputError(display + ": error: a JSON document over " +
                               std::to_string(kMaxDocumentBytes >> 30) +
                               " GiB, the largest explgraph reads whole");
    }
    if (got < kBlock) return text;
  }
}

}  // namespace explgraph::load
