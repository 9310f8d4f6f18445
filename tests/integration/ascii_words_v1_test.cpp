#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "explgraph/text/normalizer.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

// Every tab-separated field of every V1 file, through Normalizer::tokens (the ASCII fast path
// where a field is all ASCII) and through ICU: the same tokens.
TEST_CASE("ascii words: every field of WorldTree V1 tokenised as ICU does", "[text]") {
  const fs::path v1 = EXPLGRAPH_WORLDTREE_V1;
  if (!fs::is_directory(v1 / "tsv")) {
    WARN("skipped: " << v1 << " not found");
    return;
  }
  text::Normalizer n;
  std::size_t fields = 0, files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(v1 / "tsv")) {
    if (entry.path().extension() != ".tsv") continue;
    ++files;
    std::ifstream in(entry.path(), std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
      std::size_t start = 0;
      for (;;) {
        const std::size_t tab = line.find('\t', start);
        const std::string_view field =
            std::string_view(line).substr(start, tab == std::string::npos ? tab : tab - start);
        INFO(entry.path() << ": '" << field << "'");
        REQUIRE(n.tokens(field) == n.icu_tokens(field));
        ++fields;
        if (tab == std::string::npos) break;
        start = tab + 1;
      }
    }
  }
  CHECK(files > 60);
  CHECK(fields > 50000);
}
