#include "explgraph/core/errors.hpp"

namespace explgraph::core {

std::string located(const std::string& file, std::size_t line, std::size_t column,
                    const std::string& what) {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  if (line > 0 && column > 0) out += ":" + std::to_string(column);
  return out + ": error: " + what;
}

InputError cannot_open(const std::string& path, const std::string& reason) {
  return InputError(path + ": error: cannot open file: " + reason);
}

InputError is_a_directory(const std::string& path) {
  return InputError(path + ": error: expected a file, found a directory");
}

InputError missing_column(const std::string& file, const std::string& column,
                          const std::string& found) {
  return InputError(
      located(file, 1, 0, "expected column '" + column + "' in the header, found: " + found));
}

}  // namespace explgraph::core
