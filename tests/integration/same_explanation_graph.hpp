#pragma once
// Field-by-field equality of two explanation graphs, for tests: a failure names the field.
#include <catch2/catch.hpp>

#include "explgraph/graph/explanation_graph.hpp"

inline void require_same_graph(const explgraph::graph::ExplanationGraph& a,
                               const explgraph::graph::ExplanationGraph& b) {
  REQUIRE(a.has_text == b.has_text);
  REQUIRE(a.facts == b.facts);
  REQUIRE(a.hops == b.hops);
  REQUIRE(a.linked == b.linked);
  REQUIRE(a.depth == b.depth);
  REQUIRE(a.isolated_facts == b.isolated_facts);
  REQUIRE(a.components == b.components);
  REQUIRE(a.qa_joined == b.qa_joined);
}
