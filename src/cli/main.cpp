#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>

#include "allocation_failure.hpp"
#include "command.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/interrupts.hpp"
#include "huge_pages.hpp"
#ifdef EXPLGRAPH_WITH_MIMALLOC
#include <mimalloc.h>
#endif

namespace {

// With mimalloc, a run on a small input (under 48 MB of files, V1 and 10x WorldTree) spends
// a tenth of its CPU time in the kernel's 4 KiB page faults: its segments are committed whole
// and marked for transparent huge pages instead (the V1 report about 15% faster). Not on
// large inputs, where the huge pages cost the kernel more time and memory than the faults
// they save (docs/PERFORMANCE.md). EXPLGRAPH_NO_HUGE_PAGES=1 turns it off.
void tune_allocator([[maybe_unused]] char** argv) {
#ifdef EXPLGRAPH_WITH_MIMALLOC
  if (explgraph::cli::huge_pages_off() || explgraph::cli::large_input(argv)) return;
  mi_option_set(mi_option_large_os_pages, 1);
  mi_option_set(mi_option_eager_commit_delay, 0);
#endif
}

// A failed allocation throws std::bad_alloc (allocation_failure.cpp), which run_main reports
// as "out of memory", exit 2. Where no exception may pass (a destructor, a noexcept move,
// a worker thread's start), or where memory is too short for the exception itself to be made
// (then there is no exception at all), it ends in std::terminate: said the same way, with
// what the run was writing removed as an interrupt would. Anything else keeps the default
// handler's word.
std::terminate_handler default_terminate = nullptr;
[[noreturn]] void on_terminate() {
  bool out_of_memory = explgraph::cli::allocation_failed();
  if (const auto failure = std::current_exception()) {
    out_of_memory = false;
    try {
      std::rethrow_exception(failure);
    } catch (const std::bad_alloc&) {
      out_of_memory = true;
    } catch (...) {
    }
  }
  if (out_of_memory) {
    explgraph::core::remove_guarded_now();
    (void)!::write(2, explgraph::cli::kOutOfMemory, sizeof explgraph::cli::kOutOfMemory - 1);
    std::_Exit(2);
  }
  default_terminate();
  std::abort();
}

// In place before the program's other static initialisers (priority 101 runs first), which
// allocate: under a tight limit (ulimit -v 60000) the first of them already fails.
struct TerminateHandlerFirst {
  TerminateHandlerFirst() { default_terminate = std::set_terminate(on_terminate); }
} const terminate_handler_first __attribute__((init_priority(101)));

}  // namespace

int main(int argc, char** argv) {
  explgraph::cli::use_huge_pages(argv);  // glibc's malloc
  tune_allocator(argv);                  // mimalloc's
  std::signal(SIGPIPE, SIG_IGN);         // a closed pipe (explgraph … | head) ends output quietly
  std::signal(SIGXFSZ, SIG_IGN);  // over a file-size limit, a write fails (EFBIG) and is reported
  std::ios::sync_with_stdio(false);
  explgraph::cli::Args args(argv + 1, argv + argc);
  int code = 0;
  try {
    code = explgraph::cli::run_main(args, std::cout, std::cerr);
  } catch (const explgraph::core::BrokenPipe&) {
    return 0;  // the reader of standard output went away (| head): nothing it wanted is lost
  }
  errno = 0;
  std::cout.flush();
  // A failed run (2) has said what went wrong, a failed write included; only a run that
  // believed it succeeded learns here that its output was lost.
  if (code != 2 && std::cout.fail() && errno != EPIPE) {  // e.g. --help to /dev/full
    std::cerr << "explgraph: error: cannot write to standard output: "
              << std::strerror(errno != 0 ? errno : EIO) << '\n';
    return 2;
  }
  return code;
}
