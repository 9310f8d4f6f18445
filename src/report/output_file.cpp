#include "explgraph/report/output_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "explgraph/core/errors.hpp"

namespace explgraph::report {
namespace fs = std::filesystem;

void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
  fs::path target(path);
  if (fs::is_directory(target)) throw core::InputError(path + ": error: --out names a directory; expected a file path");
  fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  if (!fs::is_directory(folder)) throw core::InputError(path + ": error: cannot write: folder " + folder.string() + " does not exist");
  fs::path temp = folder / ("." + target.filename().string() + ".tmp." + std::to_string(::getpid()));
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) throw core::InputError(path + ": error: cannot write: " + std::strerror(errno));
    errno = 0;
    write(out);
    out.close();  // the last buffered bytes reach the disk here: check after it, not before
    if (out.fail()) {
      const int error = errno;
      std::error_code ignored;
      fs::remove(temp, ignored);
      throw core::InputError(path + ": error: write failed: " +
                             (error != 0 ? std::string(std::strerror(error)) : std::string("output error")) +
                             " (disk full or over a size limit?); nothing was written");
    }
  }
  std::error_code ec;
  fs::rename(temp, target, ec);
  if (ec) {
    fs::remove(temp, ec);
    throw core::InputError(path + ": error: cannot replace file: " + ec.message());
  }
}

}  // namespace explgraph::report
