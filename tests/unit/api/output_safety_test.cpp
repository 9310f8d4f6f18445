#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "explgraph/api/output_safety.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

// A scratch folder of this process, removed after the test.
struct Scratch {
  fs::path dir = fs::temp_directory_path() / ("explgraph-safety-" + std::to_string(::getpid()));
  Scratch() { fs::create_directories(dir); }
  ~Scratch() { fs::remove_all(dir); }
  std::string file(const std::string& name) {
    std::ofstream(dir / name) << "x";
    return (dir / name).string();
  }
};

}  // namespace

TEST_CASE("output safety: an output over an input, through a link too, is refused",
          "[api][safety]") {
  Scratch s;
  const std::string input = s.file("in.tsv");
  fs::create_symlink(input, s.dir / "link.tsv");
  CHECK_THROWS_WITH(refuse_to_overwrite_files({{"--out", input}}, {input}),
                    Catch::Contains("this output would overwrite an input of the run"));
  CHECK_THROWS_AS(refuse_to_overwrite_files({{"--out", (s.dir / "link.tsv").string()}}, {input}),
                  core::InputError);
  CHECK_NOTHROW(refuse_to_overwrite_files({{"--out", (s.dir / "new.tsv").string()}}, {input}));
  CHECK_NOTHROW(refuse_to_overwrite_files({{"--out", "-"}}, {input}));
}

TEST_CASE("output safety: two outputs in one place, or a folder over an input, are refused",
          "[api][safety]") {
  Scratch s;
  const std::string a = (s.dir / "a.json").string();
  CHECK_THROWS_WITH(refuse_colliding_outputs({{"--out", a}, {"--dot", a}}),
                    Catch::Contains("--out and --dot name one file"));
  CHECK_THROWS_WITH(refuse_colliding_outputs({{"--out", ""}, {"--dot", "-"}}),
                    Catch::Contains("would both write to standard output"));
  CHECK_NOTHROW(refuse_colliding_outputs({{"--out", "/dev/null"}, {"--dot", "/dev/null"}}));
  const std::string input = s.file("corpus.tsv");
  CHECK_THROWS_WITH(refuse_to_overwrite_files({}, {input}, s.dir.string()),
                    Catch::Contains("the report folder would replace an input of the run"));
  // an output inside a folder read as an input (an evaluation harness's output folder)
  fs::create_directories(s.dir / "harness");
  CHECK_THROWS_WITH(refuse_to_overwrite_files({{"--out", (s.dir / "harness" / "x.jsonl").string()}},
                                              {(s.dir / "harness").string()}),
                    Catch::Contains("a folder the run reads as an input"));
}
