// Preloaded into explgraph by hostile_test.sh (LD_PRELOAD): fopen and fopen64 of a file whose
// name ends with the value of EXPLGRAPH_TEST_NO_MEMORY_FOR fail as they do when their FILE
// cannot be allocated (null, errno ENOMEM); every other open is the C library's. Needs no
// ptrace, so it runs wherever the tests do.
#include <dlfcn.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

using Open = std::FILE*(const char*, const char*);

bool refused(const char* path) {
  const char* suffix = std::getenv("EXPLGRAPH_TEST_NO_MEMORY_FOR");
  if (suffix == nullptr || *suffix == '\0' || path == nullptr) return false;
  const std::size_t n = std::strlen(path), k = std::strlen(suffix);
  return n >= k && std::strcmp(path + n - k, suffix) == 0;
}

std::FILE* open_unless_refused(const char* name, const char* path, const char* mode) {
  if (refused(path)) {
    errno = ENOMEM;
    return nullptr;
  }
  auto* next = reinterpret_cast<Open*>(::dlsym(RTLD_NEXT, name));
  return next(path, mode);
}

}  // namespace

extern "C" std::FILE* fopen(const char* path, const char* mode) {
  return open_unless_refused("fopen", path, mode);
}

extern "C" std::FILE* fopen64(const char* path, const char* mode) {
  return open_unless_refused("fopen64", path, mode);
}
