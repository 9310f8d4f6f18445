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

#include "../test_text.hpp"
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

// An earlier report, as explgraph wrote it: index.html, report.md and its mark.
void earlier_report(const fs::path& dir) {
  report::ReportFolder folder(dir.string());
  folder.add("index.html", [](std::ostream& o) { o << "x"; });
  folder.add("report.md", [](std::ostream& o) { o << "x"; });
  folder.add("stale.tsv", [](std::ostream& o) { o << "x"; });
  folder.put_in_place();
}

}  // namespace

TEST_CASE("report folder: files appear all at once, in place of the old report", "[report]") {
  Scratch scratch;
  const fs::path dir = scratch.root / "rep";
  earlier_report(dir);
  CHECK(file_text(dir / ".explgraph") == std::string("explgraph ") + EXPLGRAPH_VERSION +
                                             " report\nindex.html\nreport.md\nstale.tsv\n");
  {
    report::ReportFolder folder(dir.string());
    folder.add("index.html", [](std::ostream& o) { o << "new"; });
    folder.add("charts/a.svg", [](std::ostream& o) { o << "<svg/>"; });
    folder.add("report.md", [](std::ostream& o) { o << "# new"; });
    CHECK(file_text(dir / "index.html") == "x");  // the old report, whole, until put in place
    CHECK(fs::exists(dir / "stale.tsv"));
    CHECK(scratch.entries() == 2);  // and the hidden folder being filled
    folder.put_in_place();
  }
  CHECK(file_text(dir / "index.html") == "new");
  CHECK(file_text(dir / "charts" / "a.svg") == "<svg/>");
  CHECK(!fs::exists(dir / "stale.tsv"));  // no stale file of the old report
  CHECK(!fs::exists(dir / ".explgraph-unfinished"));
  CHECK(std::distance(fs::directory_iterator(dir), {}) == 4);  // the mark, three files
  CHECK(scratch.entries() == 1);  // the old report is gone, and no hidden folder is left
}

// Issue 42 class 2: a report folder holding the user's own files too is the user's.
TEST_CASE("report folder: only a folder holding exactly what explgraph wrote is replaced",
          "[report]") {
  Scratch scratch;
  const fs::path dir = scratch.root / "site";
  auto refusal = [&](const report::FolderRules& rules = {}) -> std::string {
    try {
      report::ReportFolder folder(dir.string(), nullptr, rules);
    } catch (const core::InputError& e) {
      return e.what();
    }
    return "";
  };
  SECTION("a report's names without the mark") {
    fs::create_directories(dir / "figs");
    touch(dir / "index.html");
    touch(dir / "report.md");
    touch(dir / "thesis.tex");
    CHECK(refusal() == dir.string() +
                           ": error: is a folder explgraph did not write (it has no .explgraph "
                           "mark; it holds 'figs/', 'index.html', 'report.md', …); it is left "
                           "alone: give a new or empty folder, or --force to replace it and all "
                           "it holds");
  }
  SECTION("a marked report with the user's files added") {
    earlier_report(dir);
    fs::create_directories(dir / "figs" / "deep");
    touch(dir / "figs" / "deep" / "plot.pdf");
    touch(dir / "thesis.tex");
    CHECK(refusal() == dir.string() +
                           ": error: holds files explgraph did not write there ('figs/', "
                           "'thesis.tex'); it is left alone: give a new or empty folder, or "
                           "--force to replace it and all it holds");
    CHECK(file_text(dir / "thesis.tex") == "x");
    SECTION("--force replaces it") {
      {
        report::ReportFolder folder(dir.string(), nullptr, {"report", true});
        folder.add("index.html", [](std::ostream& o) { o << "new"; });
        folder.put_in_place();
      }
      CHECK(!fs::exists(dir / "thesis.tex"));
      CHECK(file_text(dir / "index.html") == "new");
    }
  }
  SECTION("a marked report with a file put in a folder explgraph wrote") {
    earlier_report(dir);
    {
      report::ReportFolder folder(dir.string());
      folder.add("charts/a.svg", [](std::ostream& o) { o << "<svg/>"; });
      folder.put_in_place();
    }
    touch(dir / "charts" / "mine.svg");
    CHECK(refusal().find("('charts/mine.svg')") != std::string::npos);
  }
  SECTION("a folder marked as another kind of output") {
    {
      report::ReportFolder folder(dir.string(), nullptr, {"synthetic corpus", false});
      folder.add("tsv/questionsAndExplanations.tsv", [](std::ostream& o) { o << "x"; });
      folder.put_in_place();
    }
    CHECK(refusal() == dir.string() +
                           ": error: is a folder explgraph wrote as a synthetic corpus, not as a "
                           "report; it is left alone: give a new or empty folder, or --force to "
                           "replace it and all it holds");
    CHECK(refusal({"synthetic corpus", false}).empty());
  }
  SECTION("a mark that is a link is no mark") {
    earlier_report(dir);
    fs::rename(dir / ".explgraph", scratch.root / "mark");
    fs::create_symlink(scratch.root / "mark", dir / ".explgraph");
    CHECK(refusal().find("it has no .explgraph mark") != std::string::npos);
  }
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
  CHECK(file_text(scratch.root / "outside" / "keep") == "x");
  CHECK(!core::remove_folder(tree.c_str()));  // nothing left to remove
}
