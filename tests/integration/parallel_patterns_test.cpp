#include <catch2/catch.hpp>

#include <algorithm>
#include <thread>

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
  // The targets and the pool counted straight from the loaded questions: Dev ones citing a
  // row some table defines, and every explained Train one.
  std::size_t dev_citing_a_row = 0, train_explained = 0;
  for (const auto& q : w.corpus().questions) {
    if (q.explanation.empty()) continue;
    const bool cites_row = std::any_of(q.explanation.begin(), q.explanation.end(),
                                       [](const auto& token) { return token.row.valid(); });
    dev_citing_a_row += q.split == "Dev" && cites_row;
    train_explained += q.split == "Train";
  }
  CHECK(one.targets == dev_citing_a_row);
  CHECK(one.pool_questions == train_explained);
  REQUIRE(one.targets > 1024);  // two blocks of targets
  REQUIRE(one.targets_with_text > 1000);
  REQUIRE(one.rows.oracle.size() == o.ks.size());
  CHECK(one.rows.oracle.back().recall > 0);
  const std::string expected = report::patterns_json(one).dump();
  if (std::thread::hardware_concurrency() < 2)
    WARN("one core: the workers are capped at one, so this compares one thread with itself");
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
