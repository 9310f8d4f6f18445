// libFuzzer target: predictions (TSV or JSON Lines), TextGraphs rankings (with or without a
// score column), TF-Ranking JSON (the SAX reader) and TextGraphs 2021 expert ratings. An
// unusable input is a core::InputError; anything else escaping, or an unbalanced line
// account, is a finding.
#include <cstdint>
#include <sstream>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  explgraph::core::Diagnostics diagnostics;
  try {
    std::istringstream in(text);
    explgraph::core::InputAccount account;
    (void)explgraph::load::read_predictions(in, "p.tsv", diagnostics, account);
    if (!account.balanced()) __builtin_trap();
  } catch (const explgraph::core::InputError&) {
  }
  try {
    std::istringstream in(text);
    explgraph::core::InputAccount account;
    auto ranking = explgraph::load::read_textgraphs_ranking(in, "r.tsv", diagnostics, account);
    if (!account.balanced()) __builtin_trap();
    for (const auto& [q, uids] : ranking.ranked)
      for (auto u : uids)
        if (u >= ranking.uids.size()) __builtin_trap();
  } catch (const explgraph::core::InputError&) {
  }
  try {
    std::istringstream in(text);
    auto output = explgraph::load::read_tfranking_output(in, "r.json", diagnostics);
    if (output.problems.empty()) __builtin_trap();  // "no usable problem" must be an error
  } catch (const explgraph::core::InputError&) {
  }
  try {
    std::istringstream in(text);
    (void)explgraph::load::read_expert_ratings(in, "ratings.json");
  } catch (const explgraph::core::InputError&) {
  }
  return 0;
}
