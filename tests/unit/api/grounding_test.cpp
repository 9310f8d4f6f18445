#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "explgraph/api/grounding.hpp"

using namespace explgraph;

TEST_CASE("api ground: a file and the same explanations in memory give one JSON", "[api]") {
  CorpusOptions corpus;
  corpus.corpus = std::string(EXPLGRAPH_FIXTURES) + "/grounding";
  Workspace workspace(corpus);
  const std::string path = "api_grounding_test.jsonl";
  {
    std::ofstream out(path);
    out << "{\"id\": \"q1\", \"explanation\": \"a dog is a kind of animal\"}\n";
  }
  const auto from_file = ground(workspace, load::parse_named_files({"gen=" + path}));
  const grounding::FactSplitter splitter;
  std::istringstream in("{\"id\": \"q1\", \"explanation\": \"a dog is a kind of animal\"}\n");
  core::Diagnostics warnings;
  auto read = grounding::read_explanations(in, "gen", splitter, warnings);
  const auto in_memory = ground(workspace, {{"gen", read}});
  auto a = from_file.json(), b = in_memory.json();
  a["systems"][0].erase("file");
  b["systems"][0].erase("file");
  CHECK(a == b);
  CHECK(a["systems"][0]["exact"] == 1);
  REQUIRE(from_file.ranking);
  std::ostringstream ranking;
  from_file.ranking(ranking);
  CHECK(ranking.str() == "q1\tk1\n");
  std::remove(path.c_str());
}
