#include "explgraph/load/file_input.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "explgraph/core/errors.hpp"

namespace explgraph::load {

std::ifstream open_input(const std::filesystem::path& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw core::is_a_directory(path.string());
  std::ifstream in(path, std::ios::binary);
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

}  // namespace explgraph::load
