#include <catch2/catch.hpp>

#include "explgraph/analyze/patterns.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/report/patterns_report.hpp"
#include "synthetic_dir.hpp"

using namespace explgraph;

// The patterns analysis normalises its texts in slices and scores its targets in blocks on
// several threads, each target's figures added in target order: the result, every bit of
// every mean included, must be what one thread gives, and what the corpus graph's lemmas give.
TEST_CASE("patterns on several threads equal patterns on one", "[integration][patterns]") {
  synth::SynthOptions synth;
  synth.questions = 8000;  // about 1,600 Dev targets (two blocks) and 6,400 texts (two slices)
  synth.facts = 20000;
  synth.seed = 5;
  const test::SyntheticDir dir("explgraph-parallel-patterns", synth);
  CorpusOptions options;
  options.corpus = dir.path();
  Workspace w(options);
  analyze::PatternsOptions o;
  o.threads = 1;
  const auto one = analyze::compute_patterns(w.corpus(), w.explanations(), w.normalizer(), o);
  REQUIRE(one.targets > 1024);
  REQUIRE(one.targets_with_text > 1000);
  REQUIRE(one.rows.oracle.size() == o.ks.size());
  CHECK(one.rows.oracle.back().recall > 0);
  const std::string expected = report::patterns_json(one).dump();
  for (std::size_t threads : {2, 3, 7}) {  // workers: at most one per core
    INFO(threads << " threads");
    o.threads = threads;
    const auto many = analyze::compute_patterns(w.corpus(), w.explanations(), w.normalizer(), o);
    CHECK(report::patterns_json(many).dump() == expected);
  }
  // With the question texts' lemmas taken from the corpus graph, as the report does.
  o.graph = &w.graph();
  const auto from_graph =
      analyze::compute_patterns(w.corpus(), w.explanations(), w.normalizer(), o);
  CHECK(report::patterns_json(from_graph).dump() == expected);
}
