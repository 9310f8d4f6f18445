#pragma once
#include <mutex>
#include <string>

namespace explgraph::core {

// A shared library opened when one of its functions is first wanted (dlopen), not when the
// program starts. Graphviz (show's pictures), liblinear (ava train) and the Snowball stemmer
// (corpus text), with the eight libraries they bring, cost every run of the program 1 ms of
// loading and relocating, whatever the command: a tenth of a treeeval run
// (docs/PERFORMANCE.md). Opened once and never closed; safe to use from several threads.
class SharedLibrary {
 public:
  // `soname` is the name the build linked against (libgvc.so.6); `needed_for` says what
  // the program cannot do without it ("drawing pictures"), for the error message.
  SharedLibrary(std::string soname, std::string needed_for, std::string debian_package);

  // The function `name` of the library, the library opened first if it is not yet. Throws
  // core::InputError naming the library, what needs it and the Debian package that installs
  // it, when it cannot be opened or lacks `name`; std::bad_alloc when memory refused it.
  template <typename Function>
  Function* function(const char* name) {
    return reinterpret_cast<Function*>(symbol(name));
  }

 private:
  void* symbol(const char* name);

  std::string soname_, needed_for_, package_;
  std::once_flag opened_;
  void* handle_ = nullptr;
  std::string failure_;         // dlerror's words when it could not be opened
  bool out_of_memory_ = false;  // … because memory (address space) ran out
};

// Whether dlerror's words `failure` mean the library is there but memory (address space,
// under ulimit -v) refused to map it: out of memory, not a missing package.
bool loader_refused_for_memory(const std::string& failure);

}  // namespace explgraph::core

// The library's function `name`, typed as its header declares it: `name` written once.
#define EXPLGRAPH_LIBRARY_FUNCTION(library, name) (library).function<decltype(::name)>(#name)
