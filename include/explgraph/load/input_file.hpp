#pragma once
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
  // The first line that is neither blank nor a comment (its first character '#') within
  // the first 64 KiB, without its line end; empty when there is none.
  std::string_view first_line() const;

 private:
  class LookaheadBuffer : public std::streambuf {
   public:
    explicit LookaheadBuffer(std::streambuf* source);
    const std::vector<char>& head() const { return head_; }

   protected:
    int_type underflow() override;

   private:
    std::streambuf* source_;
    std::vector<char> head_;  // the first chunk, read at once for looking ahead
    std::vector<char> chunk_;
    bool head_served_ = false;
  };

  std::string name_;
  std::unique_ptr<std::ifstream> file_;  // null for standard input
  std::unique_ptr<LookaheadBuffer> buffer_;
  std::istream stream_;
};

}  // namespace explgraph::load
