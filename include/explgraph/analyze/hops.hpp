#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

// Facts per hop count; key graph::kUnreachable (-1) counts facts with no path to Q or A.
using HopHistogram = std::map<int, std::size_t>;

struct ExplanationHops {
  std::string question;
  std::string file;
  std::size_t line = 0;
  int depth = 0;
  int facts = 0;
  int isolated = 0;
  int components = 0;
  bool qa_joined = false;
  std::vector<std::string> isolated_uids;
};

// SPEC §3 hops. Each distinct row an explanation cites is one fact; its role is the role of
// its first token. Questions without usable text (withheld or unparsable) have no Q and A
// vertices: they are skipped and counted, never reported as isolated.
struct HopsResult {
  load::Population population;  // over E; questions without explanation set aside
  std::size_t questions = 0;    // |E|
  std::size_t analysed = 0;     // with text and at least one resolved fact
  std::size_t skipped_no_text = 0;
  std::size_t skipped_no_facts = 0;  // text but no resolved fact
  std::size_t facts = 0;
  HopHistogram overall;
  std::map<std::string, HopHistogram> by_role;
  std::map<std::string, HopHistogram> by_table;
  std::map<std::string, HopHistogram> by_category;  // "(unmapped)" for tables without one
  std::map<int, std::size_t> depth;                 // explanations per depth
  std::map<int, std::size_t> components;            // explanations per component count
  std::size_t isolated_facts = 0;
  std::size_t qa_joined = 0;
  std::vector<ExplanationHops> with_isolated;  // explanations with isolated facts, file order
  std::optional<double> mean_hop;  // over reachable facts; none when no fact is reachable
};

HopsResult compute_hops(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs);

}  // namespace explgraph::analyze
