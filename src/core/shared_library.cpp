#include "explgraph/core/shared_library.hpp"

#include <dlfcn.h>

#include "explgraph/core/errors.hpp"

namespace explgraph::core {

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
    }
  });
  const auto missing = [&](const std::string& why) {
    return InputError("explgraph: error: " + needed_for_ + " needs " + soname_ + ", which " + why +
                      " (install Debian's " + package_ + ")");
  };
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
