#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "huge_pages.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

bool large(std::vector<std::string> args) {
  args.insert(args.begin(), "explgraph");
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  return cli::large_input(argv.data());
}

// A sparse file of `bytes`: its size counts, its blocks are not written.
void make_file(const fs::path& path, std::uintmax_t bytes) {
  std::ofstream{path};
  fs::resize_file(path, bytes);
}

}  // namespace

TEST_CASE("huge pages: the inputs' size decides, the output's does not", "[cli]") {
  const fs::path dir = fs::temp_directory_path() / ("explgraph-huge-" + std::to_string(::getpid()));
  fs::create_directories(dir / "big");
  make_file(dir / "big" / "a.tsv", 30ull << 20);
  make_file(dir / "b.tsv", 20ull << 20);
  const std::string big = (dir / "big").string(), b = (dir / "b.tsv").string();
  CHECK_FALSE(large({"stats", "--corpus", big}));              // 30 MB
  CHECK(large({"stats", "--corpus", big, "--questions", b}));  // 50 MB
  CHECK(large({"stats", "--corpus=" + big, "--questions=" + b}));
  CHECK_FALSE(large({"report", "--corpus", big, "--out", b}));
  CHECK_FALSE(large({"report", "--corpus", big, "--out=" + b}));
  CHECK_FALSE(large({"report", "--corpus", big, "-o", b}));
  CHECK_FALSE(large({"report", "--corpus", big, "-o" + b}));
  CHECK_FALSE(large({"report", "--corpus", big, "--out"}));  // a missing value ends the list
  fs::remove_all(dir);
}
