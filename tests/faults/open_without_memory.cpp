// Preloaded into explgraph by hostile_test.sh (LD_PRELOAD): fopen and fopen64 of a file whose
// name ends with the value of EXPLGRAPH_TEST_NO_MEMORY_FOR fail as they do when their FILE
// cannot be allocated (null, errno ENOMEM), and the first dlopen of a library whose path holds
// it fails as the loader does under ulimit -v (null, dlerror "failed to map segment"); every
// other open is the C library's. Needs no ptrace, so it runs wherever the tests do.
#include <dlfcn.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

using Open = std::FILE*(const char*, const char*);

const char* refused_name() {
  const char* name = std::getenv("EXPLGRAPH_TEST_NO_MEMORY_FOR");
  return name != nullptr && *name != '\0' ? name : nullptr;
}

bool refused(const char* path) {
  const char* suffix = refused_name();
  if (suffix == nullptr || path == nullptr) return false;
  const std::size_t n = std::strlen(path), k = std::strlen(suffix);
  return n >= k && std::strcmp(path + n - k, suffix) == 0;
}

// The loader's words for the last dlopen refused here, until dlerror hands them out.
thread_local char unmapped[512];

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

extern "C" void* dlopen(const char* path, int flags) {
  const char* name = refused_name();
  static std::atomic<bool> refused_once{false};
  if (name != nullptr && path != nullptr && std::strstr(path, name) != nullptr &&
      !refused_once.exchange(true)) {
    std::snprintf(unmapped, sizeof unmapped, "%s: failed to map segment from shared object", path);
    return nullptr;
  }
  using Load = void*(const char*, int);
  return reinterpret_cast<Load*>(::dlsym(RTLD_NEXT, "dlopen"))(path, flags);
}

extern "C" char* dlerror() {
  static thread_local char given[sizeof unmapped];
  if (unmapped[0] != '\0') {
    std::memcpy(given, unmapped, sizeof given);
    unmapped[0] = '\0';
    return given;
  }
  using Error = char*();
  return reinterpret_cast<Error*>(::dlsym(RTLD_NEXT, "dlerror"))();
}
