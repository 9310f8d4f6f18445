#pragma once
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <streambuf>

namespace explgraph::load {

// Opens a file for reading, or throws core::InputError saying why not (missing, a
// directory, unreadable).
std::ifstream open_input(const std::filesystem::path& path);

// The bytes [begin, end) of a file, read as a stream of their own: how a large file is read
// by several threads at once, each through its own stream. Reads go straight from the file
// into the reader's buffer.
class FileRangeBuffer : public std::streambuf {
 public:
  FileRangeBuffer(const std::filesystem::path& path, std::uint64_t begin, std::uint64_t end);

 protected:
  int_type underflow() override;
  std::streamsize xsgetn(char* out, std::streamsize count) override;

 private:
  std::ifstream file_;
  std::uint64_t left_;  // bytes of the range not yet read from the file
  char byte_ = 0;       // underflow's one-byte buffer, for readers that read by the character
};

// The offset of the first line that starts at or after `offset` in the file (a line starts at
// 0 or right after a '\n'); the file's size when none does.
std::uint64_t line_start_at_or_after(const std::filesystem::path& path, std::uint64_t offset);

}  // namespace explgraph::load
