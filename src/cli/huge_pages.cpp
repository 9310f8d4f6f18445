#include "huge_pages.hpp"

#include <unistd.h>

#include <cstdlib>
#include <string>

namespace explgraph::cli {

void use_huge_pages(char** argv) {
  const char* off = std::getenv("EXPLGRAPH_NO_HUGE_PAGES");
  if (off != nullptr && *off != '\0' && std::string(off) != "0") return;
  const char* current = std::getenv("GLIBC_TUNABLES");
  std::string tunables = current != nullptr ? current : "";
  if (tunables.find("glibc.malloc.hugetlb") != std::string::npos) return;  // already set (or re-executed)
  tunables += (tunables.empty() ? "" : ":") + std::string("glibc.malloc.hugetlb=1");
  if (setenv("GLIBC_TUNABLES", tunables.c_str(), 1) != 0) return;
  execv("/proc/self/exe", argv);  // returns only on failure: carry on without huge pages
}

}  // namespace explgraph::cli
