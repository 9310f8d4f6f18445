#include <cerrno>
#include <csignal>
#include <cstring>
#include <iostream>

#include "command.hpp"
#include "explgraph/core/errors.hpp"
#include "huge_pages.hpp"

int main(int argc, char** argv) {
  explgraph::cli::use_huge_pages(argv);
  std::signal(SIGPIPE, SIG_IGN);  // a closed pipe (explgraph … | head) ends output quietly
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
