#include <csignal>
#include <iostream>

#include "commands.hpp"
#include "huge_pages.hpp"

int main(int argc, char** argv) {
  explgraph::cli::use_huge_pages(argv);
  std::signal(SIGPIPE, SIG_IGN);  // a closed pipe (explgraph … | head) ends output quietly
  std::ios::sync_with_stdio(false);
  explgraph::cli::Args args(argv + 1, argv + argc);
  int code = explgraph::cli::run_main(args, std::cout, std::cerr);
  std::cout.flush();
  return code;
}
