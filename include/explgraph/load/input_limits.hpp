#pragma once
#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace explgraph::load {

// The longest line explgraph reads (issue 42: one 200 MB line aborted under a memory limit,
// and `--questions /dev/zero` grew without end). WorldTree's longest line is under 10 KB; a
// ranking's, under 100 bytes; a 50 MB line still reads.
inline constexpr std::size_t kMaxLineBytes = std::size_t{64} << 20;  // 64 MiB
// The largest JSON document read whole (expert ratings, an audit baseline): minified JSON
// may be one line, so it is bounded as a whole.
inline constexpr std::uint64_t kMaxDocumentBytes = std::uint64_t{1} << 30;  // 1 GiB

// "FILE:LINE: error: a line longer than 64 MiB, the longest line explgraph reads (a
// file with no line breaks, such as a binary file or /dev/zero?)".
std::string line_too_long(const std::string& display, std::size_t line);

// The whole text of `in`, read in blocks. With `by_line`, a line longer than kMaxLineBytes
// stops the read with core::InputError (line_too_long); without, more than
// kMaxDocumentBytes in all, or a NUL byte (no JSON text has one), does.
std::string read_bounded_text(std::istream& in, const std::string& display, bool by_line);

}  // namespace explgraph::load
