#include "explgraph/load/file_input.hpp"

#include <cerrno>
#include <cstring>

#include "explgraph/core/errors.hpp"

namespace explgraph::load {

std::ifstream open_input(const std::filesystem::path& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw core::is_a_directory(path.string());
  std::ifstream in(path, std::ios::binary);
  if (!in) throw core::cannot_open(path.string(), std::strerror(errno));
  return in;
}

}  // namespace explgraph::load
