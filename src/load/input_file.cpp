#include "explgraph/load/input_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <new>
#include <optional>
#include <utility>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/parallel.hpp"

namespace explgraph::load {
namespace {
constexpr std::size_t kChunk = 1 << 16;
// The most the head grows to hold the whole first line: sniffing decides on whole lines, as
// the readers do (a TREC run whose first line holds a 70 KiB docid is still a run).
constexpr std::size_t kMaxHead = std::size_t{4} << 20;

// The first line of `text` that is neither blank nor a comment, without its line end, and
// whether its line end is in `text`.
std::string_view first_content_line(std::string_view text, bool& ended) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  while (!text.empty()) {
    const std::size_t end = std::min(text.find_first_of("\r\n"), text.size());
    const std::string_view line = text.substr(0, end);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] != '#') {
      ended = end < text.size();
      return line;
    }
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  ended = false;
  return {};
}

}  // namespace

InputFile::LookaheadBuffer::LookaheadBuffer(std::streambuf* source)
    : source_(source), head_(kChunk) {
  std::streamsize n = source_->sgetn(head_.data(), static_cast<std::streamsize>(head_.size()));
  head_.resize(static_cast<std::size_t>(n > 0 ? n : 0));
  bool ended = false;
  while (n > 0 && head_.size() < kMaxHead &&
         (first_content_line({head_.data(), head_.size()}, ended), !ended)) {
    const std::size_t old = head_.size();
    head_.resize(std::min(2 * old, kMaxHead));
    n = source_->sgetn(head_.data() + old, static_cast<std::streamsize>(head_.size() - old));
    head_.resize(old + static_cast<std::size_t>(n > 0 ? n : 0));
  }
  setg(head_.data(), head_.data(), head_.data() + head_.size());
}

InputFile::LookaheadBuffer::int_type InputFile::LookaheadBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (chunk_.empty()) chunk_.resize(kChunk);
  std::streamsize n = source_->sgetn(chunk_.data(), static_cast<std::streamsize>(chunk_.size()));
  if (n <= 0) return traits_type::eof();
  setg(chunk_.data(), chunk_.data(), chunk_.data() + n);
  return traits_type::to_int_type(*gptr());
}

std::streamsize InputFile::LookaheadBuffer::xsgetn(char* out, std::streamsize count) {
  // What is buffered (the head, or a chunk) first; then, for what is left, the source itself.
  const std::streamsize buffered = std::min<std::streamsize>(count, egptr() - gptr());
  if (buffered > 0) {
    std::memcpy(out, gptr(), static_cast<std::size_t>(buffered));
    gbump(static_cast<int>(buffered));
  }
  std::streamsize served = buffered;
  while (served < count) {
    const std::streamsize n = source_->sgetn(out + served, count - served);
    if (n <= 0) break;
    served += n;
  }
  return served;
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

namespace {

// The compression a file's first bytes announce, with the command that undoes it; none for text.
std::optional<std::pair<const char*, const char*>> compression_of(std::string_view head) {
  if (head.substr(0, 2) == "\x1f\x8b") return std::make_pair("gzip", "gunzip -k");
  if (head.size() >= 10 && head.substr(0, 3) == "BZh" && head[3] >= '1' && head[3] <= '9' &&
      head.substr(4, 6) == "1AY&SY")
    return std::make_pair("bzip2", "bunzip2 -k");
  if (head.substr(0, 6) == std::string_view("\xfd"
                                            "7zXZ\0",
                                            6))
    return std::make_pair("xz", "unxz -k");
  if (head.substr(0, 4) == "\x28\xb5\x2f\xfd") return std::make_pair("zstd", "unzstd");
  return std::nullopt;
}

}  // namespace

void refuse_compressed(const InputFile& in, const std::string& expected) {
  if (const auto kind = compression_of(in.head()))
    throw core::InputError(in.name() + ": error: expected " + expected + ", found " + kind->first +
                           "-compressed data: decompress it first (" + kind->second + " FILE)");
}

std::string_view InputFile::first_line() const {
  bool ended = false;
  return first_content_line({buffer_->head().data(), buffer_->head().size()}, ended);
}

std::ifstream open_input(const std::filesystem::path& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw core::is_a_directory(path.string());
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  // The stream's FILE could not be allocated: memory ran out, not a fault of the file's, and
  // reported as every other allocation failure is.
  if (!in && errno == ENOMEM) throw std::bad_alloc();
  if (!in) throw core::cannot_open(path.string(), std::strerror(errno));
  return in;
}

FileRangeBuffer::FileRangeBuffer(const std::filesystem::path& path, std::uint64_t begin,
                                 std::uint64_t end)
    : file_(open_input(path)), left_(end > begin ? end - begin : 0) {
  file_.seekg(static_cast<std::streamoff>(begin));
  if (!file_) left_ = 0;
}

FileRangeBuffer::int_type FileRangeBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  if (xsgetn(&byte_, 1) != 1) return traits_type::eof();
  setg(&byte_, &byte_, &byte_ + 1);
  return traits_type::to_int_type(byte_);
}

std::streamsize FileRangeBuffer::xsgetn(char* out, std::streamsize count) {
  std::streamsize served = 0;
  if (gptr() < egptr() && count > 0) {  // the byte underflow peeked at
    *out++ = *gptr();
    gbump(1);
    ++served;
    --count;
  }
  const auto wanted = static_cast<std::streamsize>(std::min<std::uint64_t>(
      left_, static_cast<std::uint64_t>(std::max<std::streamsize>(count, 0))));
  if (wanted == 0) return served;
  file_.read(out, wanted);
  const std::streamsize got = file_.gcount();
  left_ = got < wanted ? 0 : left_ - static_cast<std::uint64_t>(got);  // a short read: the end
  return served + got;
}

std::uint64_t line_start_at_or_after(const std::filesystem::path& path, std::uint64_t offset) {
  if (offset == 0) return 0;
  std::ifstream file = open_input(path);
  file.seekg(static_cast<std::streamoff>(offset - 1));  // a line starts after this byte?
  std::vector<char> block(1 << 16);
  std::uint64_t at = offset - 1;
  while (file) {
    file.read(block.data(), static_cast<std::streamsize>(block.size()));
    const auto got = static_cast<std::size_t>(file.gcount());
    if (got == 0) break;
    if (const void* lf = std::memchr(block.data(), '\n', got))
      return at + static_cast<std::uint64_t>(static_cast<const char*>(lf) - block.data()) + 1;
    at += got;
  }
  return at;
}

namespace {

bool starts_with_bom(const std::filesystem::path& path, std::uint64_t offset) {
  std::ifstream file = open_input(path);
  char head[3] = {};
  file.seekg(static_cast<std::streamoff>(offset));
  file.read(head, 3);
  return file.gcount() == 3 && std::string_view(head, 3) == "\xEF\xBB\xBF";
}

}  // namespace

std::vector<ByteRange> line_ranges(const std::string& path, std::size_t threads,
                                   std::uint64_t from) {
  std::error_code ec;
  if (path == "-" || !std::filesystem::is_regular_file(path, ec)) return {};
  const std::uint64_t size = std::filesystem::file_size(path, ec);
  if (ec || size < from) return {};
  const std::size_t workers =
      core::worker_count(threads, size / std::max<std::uint64_t>(from, 1) + 1);
  if (workers < 2) return {};
  std::vector<ByteRange> ranges(workers);
  std::uint64_t begin = 0;
  for (std::size_t k = 0; k < workers; ++k) {
    ranges[k].begin = begin;
    begin = k + 1 == workers
                ? size
                : std::max(begin, line_start_at_or_after(path, size * (k + 1) / workers));
    ranges[k].end = begin;
  }
  for (std::size_t k = 1; k < workers; ++k)
    if (starts_with_bom(path, ranges[k].begin)) return {};
  return ranges;
}

}  // namespace explgraph::load
