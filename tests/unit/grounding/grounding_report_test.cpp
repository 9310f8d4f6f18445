#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/grounding/grounding_report.hpp"

using namespace explgraph;

TEST_CASE("grounding report: JSON names, the invented facts listed, the ranking written",
          "[grounding]") {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/grounding";
  const auto corpus = load::load_corpus(options);
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  graph::ExplanationGraphs graphs(corpus, graph);
  const grounding::FactSplitter splitter;
  std::istringstream in(
      "QuestionID\texplanation\nq1\ta dog is a kind of animal\nq1\tquasars emit light\n"
      "q2\tquasars emit light\nq2\tA dog is an animal.\n");
  core::Diagnostics warnings;
  const auto file = grounding::read_explanations(in, "gen.tsv", splitter, warnings);
  const auto system =
      grounding::ground_system(corpus, graphs, normalizer, "gen", "gen.tsv", file, warnings);
  const auto json = grounding::grounding_json(corpus, {system});
  const auto& s = json["systems"][0];
  CHECK(s["format"] == "tsv");
  CHECK(s["facts"] == 4);
  CHECK(s["exact"] == 1);
  CHECK(s["near"] == 1);
  CHECK(s["unsupported"] == 2);
  const auto& fact = s["explanations"][1]["facts"][1];
  CHECK(fact["match"] == "near");
  CHECK(fact["uid"] == "k1");
  CHECK(fact["candidates"][0]["uid"] == "k2");
  CHECK(s["explanations"][0]["facts"][1]["uid"].is_null());

  const auto doc = grounding::grounding_document(json);
  REQUIRE(doc.tables.size() == 3);
  CHECK(doc.tables[2].rows == std::vector<std::vector<std::string>>{{"2", "quasars emit light"}});
  const auto tables = grounding::grounding_tables(json);
  REQUIRE(tables.size() == 3);
  CHECK(tables[2].name == "facts");
  CHECK(tables[2].rows.size() == 4);

  std::ostringstream ranking;
  grounding::write_ranking(corpus, system, ranking);
  CHECK(ranking.str() == "q1\tk1\nq2\tk1\n");
}
