#include "explgraph/core/remove_folder.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstring>

namespace explgraph::core {
namespace {

// Empties the folder open as `fd`; true when it was found empty.
bool empty_folder(int fd, int depth) {
  alignas(8) char buffer[4096];
  for (int pass = 0; pass < 16; ++pass) {
    ::lseek(fd, 0, SEEK_SET);
    bool found = false;
    for (;;) {
      // glibc's dirent64 is the kernel's getdents64 record.
      const long n = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
      if (n <= 0) break;
      for (long at = 0; at < n;) {
        const auto* entry = reinterpret_cast<const struct dirent64*>(buffer + at);
        at += entry->d_reclen;
        const char* name = entry->d_name;
        if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) continue;
        found = true;
        if (entry->d_type != DT_DIR && ::unlinkat(fd, name, 0) == 0) continue;
        if (depth == 0) continue;
        const int sub = ::openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0) continue;
        empty_folder(sub, depth - 1);
        ::close(sub);
        ::unlinkat(fd, name, AT_REMOVEDIR);
      }
    }
    if (!found) return true;
  }
  return false;
}

}  // namespace

bool remove_folder(const char* folder, int depth) {
  const int fd = ::open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return ::unlink(folder) == 0;  // a file or a link in its place
  empty_folder(fd, depth);
  ::close(fd);
  return ::rmdir(folder) == 0;
}

}  // namespace explgraph::core
