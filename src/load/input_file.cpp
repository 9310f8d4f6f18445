#include "explgraph/load/input_file.hpp"

#include <algorithm>
#include <iostream>

#include "explgraph/load/file_input.hpp"

namespace explgraph::load {
namespace {
constexpr std::size_t kChunk = 1 << 16;
}

InputFile::LookaheadBuffer::LookaheadBuffer(std::streambuf* source)
    : source_(source), head_(kChunk), chunk_(kChunk) {
  std::streamsize n = source_->sgetn(head_.data(), static_cast<std::streamsize>(head_.size()));
  head_.resize(static_cast<std::size_t>(n > 0 ? n : 0));
  setg(head_.data(), head_.data(), head_.data() + head_.size());
  head_served_ = true;
}

InputFile::LookaheadBuffer::int_type InputFile::LookaheadBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  std::streamsize n = source_->sgetn(chunk_.data(), static_cast<std::streamsize>(chunk_.size()));
  if (n <= 0) return traits_type::eof();
  setg(chunk_.data(), chunk_.data(), chunk_.data() + n);
  return traits_type::to_int_type(*gptr());
}

InputFile::InputFile(const std::string& path)
    : name_(path == "-" ? "(standard input)" : path), stream_(nullptr) {
  std::streambuf* source = std::cin.rdbuf();
  if (path != "-") {
    file_ = std::make_unique<std::ifstream>(open_input(path));
    source = file_->rdbuf();
  }
  buffer_ = std::make_unique<LookaheadBuffer>(source);
  stream_.rdbuf(buffer_.get());
}

char InputFile::first_significant_byte() const {
  const auto& head = buffer_->head();
  std::size_t i =
      head.size() >= 3 && head[0] == '\xEF' && head[1] == '\xBB' && head[2] == '\xBF' ? 3 : 0;
  for (; i < head.size(); ++i)
    if (head[i] != ' ' && head[i] != '\t' && head[i] != '\r' && head[i] != '\n') return head[i];
  return '\0';
}

std::string_view InputFile::first_line() const {
  const auto& head = buffer_->head();
  std::string_view text(head.data(), head.size());
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  while (!text.empty()) {
    const std::size_t end = std::min(text.find_first_of("\r\n"), text.size());
    const std::string_view line = text.substr(0, end);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] != '#') return line;
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return {};
}

}  // namespace explgraph::load
