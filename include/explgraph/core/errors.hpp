#pragma once
#include <stdexcept>
#include <string>

namespace explgraph::core {

// Input that cannot be used at all (missing file, no header, missing required column):
// the command stops with exit code 2. The message is already compiler-style.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A mistake on the command line: exit code 2, with the command's usage hint.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Standard output's reader went away (explgraph … | head): the run ends quietly, exit 0,
// as nothing the reader wanted was lost.
class BrokenPipe : public std::runtime_error {
 public:
  BrokenPipe() : std::runtime_error("broken pipe") {}
};

// Message factories, so each text is written once and tested.
std::string located(const std::string& file, std::size_t line, std::size_t column,
                    const std::string& what);
InputError cannot_open(const std::string& path, const std::string& reason);
InputError is_a_directory(const std::string& path);
InputError missing_column(const std::string& file, const std::string& column,
                          const std::string& found);

}  // namespace explgraph::core
