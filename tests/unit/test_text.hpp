#pragma once
// Small helpers the unit tests share: a file's bytes, and how often a text occurs.
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

// The bytes of the file at `path` ("" when it cannot be read).
inline std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// How many times `what` occurs in `text` (overlapping occurrences counted).
inline std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
