#include "explgraph/load/json_document.hpp"

#include <iterator>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::load {

nlohmann::json read_json_document(std::istream& in, const std::string& display,
                                  const std::string& expected) {
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const std::string found = display + ": error: expected " + expected + ", found ";
  if (core::trim(text).empty()) throw core::InputError(found + "an empty file");
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // nlohmann counts bytes from 1, up to and including the one that broke the parse.
    const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    throw core::InputError(found + "invalid JSON at line " + std::to_string(line) + ", column " +
                           std::to_string(column));
  } catch (const nlohmann::json::exception& e) {
    throw core::InputError(display + ": error: unusable JSON: " + e.what());
  }
}

}  // namespace explgraph::load
