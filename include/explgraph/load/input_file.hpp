#pragma once
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <istream>
#include <memory>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::load {

// One input, opened once: a file, or standard input for "-". Its first bytes can be looked
// at before a parser reads it (format sniffing), without consuming them: a ranking read from
// a pipe must not lose what the sniffing saw.
class InputFile {
 public:
  // Throws core::InputError naming the path when it is missing, a directory or unreadable.
  explicit InputFile(const std::string& path);
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;

  std::istream& stream() { return stream_; }
  const std::string& name() const { return name_; }
  // The first byte that is not whitespace or a UTF-8 byte-order mark, within the first 64 KiB;
  // '\0' when there is none.
  char first_significant_byte() const;
  // The first line that is neither blank nor a comment (its first character '#'), whole (the
  // look-ahead grows to hold it, up to 4 MiB), without its line end; empty when there is none.
  std::string_view first_line() const;
  // The first bytes as read, before anything is skipped (64 KiB, or up to the first line's end).
  std::string_view head() const { return {buffer_->head().data(), buffer_->head().size()}; }

 private:
  class LookaheadBuffer : public std::streambuf {
   public:
    explicit LookaheadBuffer(std::streambuf* source);
    const std::vector<char>& head() const { return head_; }

   protected:
    int_type underflow() override;
    // Large reads (a reader's window) go from the source straight to the reader, not through
    // chunk_: one copy of the file fewer.
    std::streamsize xsgetn(char* out, std::streamsize count) override;

   private:
    std::streambuf* source_;
    std::vector<char> head_;   // the first chunk, read at once for looking ahead
    std::vector<char> chunk_;  // for reads by the character, made on the first
  };

  std::string name_;
  std::unique_ptr<std::ifstream> file_;  // null for standard input
  std::unique_ptr<LookaheadBuffer> buffer_;
  std::istream stream_;
};

// Throws core::InputError when the input's first bytes are a compressed file's (gzip, bzip2,
// xz, zstd), naming it, what was `expected` and how to decompress it: read as text, its bytes
// would otherwise be taken for ids.
void refuse_compressed(const InputFile& in, const std::string& expected);

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

// A byte range [begin, end) of a file.
struct ByteRange {
  std::uint64_t begin = 0, end = 0;
};

// The ranges in which up to `threads` threads (0: one per core) read the file at `path`, one
// each, every range starting at a line's start; at least one thread per `from` bytes. None
// when the file is read better in one pass: standard input ("-") or not a regular file, fewer
// than `from` bytes, or a range after the first starting with a UTF-8 byte-order mark (a
// reader drops one silently at its start, where one pass warns of it).
std::vector<ByteRange> line_ranges(const std::string& path, std::size_t threads,
                                   std::uint64_t from);

}  // namespace explgraph::load
