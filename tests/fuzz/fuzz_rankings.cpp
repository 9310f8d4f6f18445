// libFuzzer target: predictions (TSV or JSON Lines), TextGraphs rankings and TF-Ranking JSON.
#include <cstdint>
#include <sstream>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  explgraph::core::Diagnostics diagnostics;
  {
    std::istringstream in(text);
    explgraph::core::InputAccount account;
    (void)explgraph::load::read_predictions(in, "p.tsv", diagnostics, account);
    if (!account.balanced()) __builtin_trap();
  }
  {
    std::istringstream in(text);
    explgraph::core::InputAccount account;
    auto ranking = explgraph::load::read_textgraphs_ranking(in, "r.tsv", diagnostics, account);
    if (!account.balanced()) __builtin_trap();
    for (const auto& [q, uids] : ranking.ranked)
      for (auto u : uids)
        if (u >= ranking.uid_text.size()) __builtin_trap();
  }
  try {
    std::istringstream in(text);
    (void)explgraph::load::read_tfranking_json(in, "r.json", diagnostics);
  } catch (const explgraph::core::InputError&) {
  }
  return 0;
}
