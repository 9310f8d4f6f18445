#include "explgraph/core/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <streambuf>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/interrupts.hpp"

namespace explgraph::core {
namespace fs = std::filesystem;

namespace {

// A stream buffer over a file descriptor we opened ourselves (the mkstemp file), so the
// bytes go to that very file and not to whatever a path names a moment later. Remembers the
// first write error.
class FdBuffer : public std::streambuf {
 public:
  explicit FdBuffer(int fd) : fd_(fd), buffer_(1 << 16) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
  }
  int error() const { return error_; }
  bool drain() {
    const char* p = pbase();
    while (p < pptr() && error_ == 0) {
      ssize_t n = ::write(fd_, p, static_cast<std::size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0)
        error_ = errno;
      else
        p += n;
    }
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return error_ == 0;
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  int fd_;
  std::vector<char> buffer_;
  int error_ = 0;
};

[[noreturn]] void fail(const std::string& path, const std::string& what) {
  throw InputError(path + ": error: " + what);
}

std::string write_failure(int error) {
  return "write failed: " + std::string(error != 0 ? std::strerror(error) : "output error") +
         " (disk full or over a size limit?); nothing was written";
}

// A device, FIFO or socket: write through it, as `cat > /dev/null` does.
void write_through(const std::string& path, const fs::path& real,
                   const std::function<void(std::ostream&)>& write) {
  int fd = ::open(real.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail(path, "cannot write: " + std::string(std::strerror(errno)));
  FdBuffer buffer(fd);
  std::ostream out(&buffer);
  write(out);
  out.flush();
  int error = buffer.error();
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error != 0 || out.fail())
    fail(path, "write failed: " + std::string(std::strerror(error != 0 ? error : EIO)));
}

// Writes through `write` into `fd`, a file this run has just created at `created`, and
// closes it; on any failure removes `created` and throws InputError naming `path`.
void fill_new_file(int fd, const std::string& created, const std::string& path,
                   const std::function<void(std::ostream&)>& write) {
  int error = 0;
  {
    FdBuffer buffer(fd);
    std::ostream out(&buffer);
    try {
      write(out);
    } catch (...) {
      ::close(fd);
      ::unlink(created.c_str());
      throw;
    }
    out.flush();  // the last buffered bytes reach the file here: check after it
    error = buffer.error();
    if (error == 0 && out.fail()) error = EIO;
  }
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error != 0) {
    ::unlink(created.c_str());
    fail(path, write_failure(error));
  }
}

mode_t mode_for(const fs::path& real) {
  struct stat st {};
  if (::stat(real.c_str(), &st) == 0) return st.st_mode & 07777;
  mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

}  // namespace

std::string resolve_output_path(const std::string& path) {
  fs::path p(path);
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return p.string();
    fs::path next = fs::read_symlink(p, ec);
    if (ec) fail(path, "cannot read the symbolic link: " + ec.message());
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  fail(path, "too many levels of symbolic links (a loop?)");
}

void check_output_path(const std::string& path) {
  if (!path.empty() && path.back() == '/')
    fail(path, "ends in /, so names a folder; expected a file path");
  const fs::path real(resolve_output_path(path));
  std::error_code ec;
  auto status = fs::status(real, ec);
  if (fs::is_directory(status)) fail(path, "is a directory; expected a file path");
  if (fs::exists(status) && !fs::is_regular_file(status)) return;  // a device or FIFO
  fs::path folder = real.has_parent_path() ? real.parent_path() : fs::path(".");
  if (!fs::is_directory(folder))
    fail(path, fs::exists(folder) ? "cannot write: " + folder.string() + " is not a folder"
                                  : "cannot write: folder " + folder.string() + " does not exist");
}

void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write) {
  check_output_path(path);
  const fs::path real(resolve_output_path(path));
  std::error_code ec;
  auto status = fs::status(real, ec);
  if (fs::exists(status) && !fs::is_regular_file(status)) return write_through(path, real, write);
  fs::path folder = real.has_parent_path() ? real.parent_path() : fs::path(".");
  std::string name = (folder / ("." + real.filename().string() + ".XXXXXX")).string();
  if (real.filename().string().size() > 200) name = (folder / ".explgraph-out.XXXXXX").string();
  std::vector<char> temp(name.begin(), name.end());
  temp.push_back('\0');
  int fd = -1;
  // Removed if the run is interrupted while it is written (issue 42: an interrupted rank
  // --out left a 24 MB hidden file).
  const core::TemporaryOnInterrupt guarded([&] {
    fd = ::mkstemp(temp.data());
    return fd < 0 ? std::string() : std::string(temp.data());
  });
  if (fd < 0) fail(path, "cannot write: " + std::string(std::strerror(errno)));
  const std::string& temp_path = guarded.path();
  if (::fchmod(fd, mode_for(real)) != 0) {
    const int error = errno;
    ::close(fd);
    ::unlink(temp_path.c_str());
    fail(path, write_failure(error));
  }
  fill_new_file(fd, temp_path, path, write);
  if (::rename(temp_path.c_str(), real.c_str()) != 0) {
    const int error = errno;
    ::unlink(temp_path.c_str());
    fail(path, "cannot replace the file: " + std::string(std::strerror(error)));
  }
}

void write_new_file(const std::string& path, const std::function<void(std::ostream&)>& write,
                    const std::string& shown) {
  const std::string& named = shown.empty() ? path : shown;
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) fail(named, "cannot write: " + std::string(std::strerror(errno)));
  fill_new_file(fd, path, named, write);
}

}  // namespace explgraph::core
