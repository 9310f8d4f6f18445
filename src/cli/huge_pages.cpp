#include "huge_pages.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace explgraph::cli {
namespace {

// Below this much input the re-execution costs more than huge pages save (stats on V1,
// 3 MB: 0.04 s with it, 0.02 s without; at 100x, 77 MB, loading halves).
constexpr std::uintmax_t kWorthIt = 48ull << 20;

// Adds the size of `path` (a file, or every file below a folder, at most 10,000 entries)
// to `total`, stopping once it passes kWorthIt.
void add_size(const std::filesystem::path& path, std::uintmax_t& total) {
  namespace fs = std::filesystem;
  std::error_code ec;
  auto status = fs::status(path, ec);
  if (ec) return;
  if (fs::is_regular_file(status)) {
    total += fs::file_size(path, ec);
    return;
  }
  if (!fs::is_directory(status)) return;
  std::size_t entries = 0;
  for (auto it = fs::recursive_directory_iterator(
           path, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator() && total < kWorthIt && ++entries < 10000;
       it.increment(ec))
    if (it->is_regular_file(ec)) total += it->file_size(ec);
}

}  // namespace

bool large_input(char** argv) {
  std::uintmax_t total = 0;
  for (char** arg = argv + 1; *arg != nullptr && total < kWorthIt; ++arg) {
    std::string a(*arg);
    // What is written is not read: the output (--out, -o) is not counted.
    if (a == "--out" || a == "-o") {
      if (*++arg == nullptr) break;
      continue;
    }
    if (a.rfind("--out=", 0) == 0 || (a.rfind("-o", 0) == 0 && a.rfind("--", 0) != 0)) continue;
    if (a.rfind("--", 0) == 0) {
      auto eq = a.find('=');
      if (eq == std::string::npos) continue;
      a = a.substr(eq + 1);
    }
    add_size(a, total);
  }
  return total >= kWorthIt;
}

bool huge_pages_off() {
  const char* off = std::getenv("EXPLGRAPH_NO_HUGE_PAGES");
  return off != nullptr && *off != '\0' && std::string(off) != "0";
}

// Defined when mimalloc serves malloc (linked in, or preloaded): glibc's tunable would then
// change nothing, and mimalloc needs no huge pages to load 100x faster than glibc with them.
extern "C" int mi_version() __attribute__((weak));

void use_huge_pages(char** argv) {
  if (mi_version != nullptr) return;
  if (huge_pages_off()) return;
  const char* current = std::getenv("GLIBC_TUNABLES");
  std::string tunables = current != nullptr ? current : "";
  if (tunables.find("glibc.malloc.hugetlb") != std::string::npos)
    return;  // already set (or re-executed)
  if (!large_input(argv)) return;
  tunables += (tunables.empty() ? "" : ":") + std::string("glibc.malloc.hugetlb=1");
  if (setenv("GLIBC_TUNABLES", tunables.c_str(), 1) != 0) return;
  execv("/proc/self/exe", argv);  // returns only on failure: carry on without huge pages
}

}  // namespace explgraph::cli
