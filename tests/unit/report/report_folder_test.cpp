// A report folder in the making: nothing visible before it is put in place, nothing left
// behind by a run that fails or was killed, and nothing removed that is not a report's.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/remove_folder.hpp"
#include "explgraph/report/report_folder.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

// A fresh, empty folder for one test case, removed with it.
struct Scratch {
  fs::path root = fs::temp_directory_path() /
                  ("explgraph-folder-" + std::to_string(::getpid()) + "-" +
                   std::to_string(Catch::rngSeed()) + "-" + std::to_string(++count));
  Scratch() {
    fs::remove_all(root);
    fs::create_directories(root);
  }
  ~Scratch() { fs::remove_all(root); }
  std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(root), {}));
  }
  static inline int count = 0;
};

void touch(const fs::path& path, const std::string& text = "x") {
  std::ofstream(path) << text;
}

std::string read(const fs::path& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("report folder: files appear all at once, in place of the old report", "[report]") {
  Scratch scratch;
  const fs::path dir = scratch.root / "rep";
  fs::create_directories(dir);
  touch(dir / "index.html");
  touch(dir / "report.md");
  touch(dir / "stale.tsv");
  {
    report::ReportFolder folder(dir.string());
    folder.add("index.html", [](std::ostream& o) { o << "new"; });
    folder.add("charts/a.svg", [](std::ostream& o) { o << "<svg/>"; });
    folder.add("report.md", [](std::ostream& o) { o << "# new"; });
    CHECK(read(dir / "index.html") == "x");  // the old report, whole, until put in place
    CHECK(fs::exists(dir / "stale.tsv"));
    CHECK(scratch.entries() == 2);  // and the hidden folder being filled
    folder.put_in_place();
  }
  CHECK(read(dir / "index.html") == "new");
  CHECK(read(dir / "charts" / "a.svg") == "<svg/>");
  CHECK(!fs::exists(dir / "stale.tsv"));  // no stale file of the old report
  CHECK(!fs::exists(dir / ".explgraph-unfinished"));
  CHECK(std::distance(fs::directory_iterator(dir), {}) == 3);
  CHECK(scratch.entries() == 1);  // the old report is gone, and no hidden folder is left
}

TEST_CASE("report folder: a run that fails leaves nothing behind", "[report]") {
  Scratch scratch;
  {
    report::ReportFolder folder((scratch.root / "rep").string());
    folder.add("reuse.json", [](std::ostream& o) { o << "{}"; });
    CHECK_THROWS_AS(folder.add("charts/x.svg",
                               [](std::ostream&) { throw std::runtime_error("analysis failed"); }),
                    std::runtime_error);
  }
  CHECK(scratch.entries() == 0);
}

TEST_CASE("report folder: what a killed run left is removed, and nothing else", "[report]") {
  Scratch scratch;
  auto hidden = [&](const std::string& name, bool marked) {
    fs::create_directories(scratch.root / name / "charts");
    touch(scratch.root / name / "reuse.json");
    touch(scratch.root / name / "charts" / "a.svg");
    if (marked) touch(scratch.root / name / ".explgraph-unfinished", "");
  };
  hidden(".rep.Ab3dEf", true);    // a killed run's: removed
  hidden(".rep.Zz9yYx", false);   // not marked as a report in the making: somebody's
  hidden(".rep.Lk0ck3", true);    // a running report's: locked
  hidden(".other.Ab3dEf", true);  // another report's
  hidden(".rep.Ab3dEfg", true);   // not a name the report makes
  const int lock = ::open((scratch.root / ".rep.Lk0ck3").c_str(), O_RDONLY | O_DIRECTORY);
  REQUIRE(lock >= 0);
  REQUIRE(::flock(lock, LOCK_EX) == 0);
  {
    report::ReportFolder folder((scratch.root / "rep").string());
    CHECK(!fs::exists(scratch.root / ".rep.Ab3dEf"));
    CHECK(fs::exists(scratch.root / ".rep.Zz9yYx" / "reuse.json"));
    CHECK(fs::exists(scratch.root / ".rep.Lk0ck3" / "charts" / "a.svg"));
    CHECK(fs::exists(scratch.root / ".other.Ab3dEf" / "reuse.json"));
    CHECK(fs::exists(scratch.root / ".rep.Ab3dEfg" / "reuse.json"));
  }
  ::close(lock);
  CHECK(scratch.entries() == 4);
}

TEST_CASE("report folder: somebody's folder or a file is refused before any work", "[report]") {
  Scratch scratch;
  fs::create_directories(scratch.root / "mine");
  touch(scratch.root / "mine" / "notes.txt");
  CHECK_THROWS_AS(report::ReportFolder((scratch.root / "mine").string()), core::InputError);
  touch(scratch.root / "file");
  CHECK_THROWS_AS(report::ReportFolder((scratch.root / "file").string()), core::InputError);
  CHECK(scratch.entries() == 2);
}

TEST_CASE("remove_folder removes a tree and follows no link out of it", "[core]") {
  Scratch scratch;
  const fs::path tree = scratch.root / "tree";
  fs::create_directories(tree / "a" / "b");
  fs::create_directories(scratch.root / "outside");
  touch(scratch.root / "outside" / "keep");
  touch(tree / "one");
  touch(tree / "a" / "two");
  touch(tree / "a" / "b" / "three");
  fs::create_directory_symlink(scratch.root / "outside", tree / "a" / "link");
  CHECK(core::remove_folder(tree.c_str()));
  CHECK(!fs::exists(tree));
  CHECK(read(scratch.root / "outside" / "keep") == "x");
  CHECK(!core::remove_folder(tree.c_str()));  // nothing left to remove
}
