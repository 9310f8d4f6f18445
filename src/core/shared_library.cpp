#include "explgraph/core/shared_library.hpp"

#include <dlfcn.h>
#include <sys/resource.h>

#include <new>

#include "explgraph/core/errors.hpp"

namespace explgraph::core {

// The loader says "failed to map segment from shared object", and no more (errno is not
// kept), when the library is there but the system refused to map it: under a limit on the
// address space (ulimit -v), that is memory running out, not a missing package.
bool loader_refused_for_memory(const std::string& failure) {
  if (failure.find("Cannot allocate memory") != std::string::npos) return true;
  struct rlimit limit {};
  return failure.find("failed to map segment") != std::string::npos &&
         ::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY;
}

SharedLibrary::SharedLibrary(std::string soname, std::string needed_for, std::string debian_package)
    : soname_(std::move(soname)),
      needed_for_(std::move(needed_for)),
      package_(std::move(debian_package)) {}

void* SharedLibrary::symbol(const char* name) {
  std::call_once(opened_, [this] {
    // RTLD_LOCAL: its symbols serve only those who ask for them here.
    handle_ = ::dlopen(soname_.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle_ == nullptr) {
      const char* why = ::dlerror();
      failure_ = why != nullptr ? why : "unknown reason";
      out_of_memory_ = loader_refused_for_memory(failure_);
    }
  });
  const auto missing = [&](const std::string& why) {
    return InputError("explgraph: error: " + needed_for_ + " needs " + soname_ + ", which " + why +
                      " (install Debian's " + package_ + ")");
  };
  // Out of address space (ulimit -v) is not a missing package: said as every other
  // allocation failure is.
  if (handle_ == nullptr && out_of_memory_) throw std::bad_alloc();
  if (handle_ == nullptr) throw missing("cannot be loaded: " + failure_);
  ::dlerror();  // clear: a symbol's address may be null without an error
  void* address = ::dlsym(handle_, name);
  if (address == nullptr) {
    const char* why = ::dlerror();
    throw missing(std::string("lacks ") + name + ": " + (why != nullptr ? why : "no address"));
  }
  return address;
}

}  // namespace explgraph::core
