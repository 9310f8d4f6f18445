// libFuzzer target: predictions (TSV or JSON Lines), TextGraphs rankings (with or without a
// score column), TF-Ranking JSON (the SAX reader), TextGraphs 2021 expert ratings and
// trec_eval's qrels and runs (each run scored against the input read as qrels). An
// unusable input is a core::InputError; anything else escaping, or an unbalanced line
// account, is a finding. A ranking read from a file in pieces on three threads must equal
// the line-by-line reading, warnings and errors included.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "explgraph/analyze/trec_eval.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

namespace {

// What a ranking read gives, as one comparable value.
struct RankingRead {
  std::string error;
  std::vector<std::string> warnings;
  std::vector<std::string> question_order, uids;
  std::vector<std::vector<std::uint32_t>> lists;
  std::vector<std::size_t> counts;
  bool operator==(const RankingRead& o) const {
    return error == o.error && warnings == o.warnings && question_order == o.question_order &&
           uids == o.uids && lists == o.lists && counts == o.counts;
  }
};

RankingRead read_ranking(const std::string& path, std::size_t threads) {
  RankingRead r;
  explgraph::core::Diagnostics diagnostics;
  explgraph::core::InputAccount account;
  std::ifstream in(path, std::ios::binary);
  try {
    auto ranking = explgraph::load::read_textgraphs_ranking(path, in, "r.tsv", diagnostics, account,
                                                            threads, 1);
    r.question_order = ranking.question_order;
    r.uids = ranking.uids.texts();
    for (const auto& q : ranking.question_order) r.lists.push_back(ranking.ranked.at(q));
    r.counts = {ranking.lines,      ranking.repeated, ranking.malformed,      ranking.scored,
                account.lines_read, account.loaded,   account.skipped_total()};
  } catch (const explgraph::core::InputError& e) {
    r.error = e.what();
  }
  for (const auto& d : diagnostics.items())
    r.warnings.push_back(explgraph::core::format_diagnostic(d));
  return r;
}

void check_pieces(const std::string& text) {
  struct ScratchFile {  // one per process, removed at exit
    std::string path = (std::filesystem::temp_directory_path() /
                        ("explgraph-fuzz-ranking-" + std::to_string(getpid()) + ".tsv"))
                           .string();
    ~ScratchFile() { std::remove(path.c_str()); }
  };
  static const ScratchFile scratch;
  const std::string& path = scratch.path;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
  if (!(read_ranking(path, 3) == read_ranking(path, 1))) __builtin_trap();
}

// Every figure of a run scored against qrels is a fraction; each query of the qrels has
// one average precision; no document is kept twice for a query.
void check_trec(const std::string& text) {
  using namespace explgraph;
  core::Diagnostics diagnostics;
  try {
    std::istringstream qrels_in(text), run_in(text);
    const auto qrels = load::read_qrels(qrels_in, "q.qrels", diagnostics);
    const auto run = load::read_trec_run(run_in, "r.run", diagnostics);
    for (std::size_t q = 0; q < run.queries.size(); ++q) {
      std::vector<bool> seen(run.documents.size(), false);
      for (const auto& r : run.retrieved[q]) {
        if (seen[r.document]) __builtin_trap();
        seen[r.document] = true;
      }
      if (load::trec_order(run, q).size() != run.retrieved[q].size()) __builtin_trap();
    }
    const auto score = analyze::evaluate_trec_run("r", qrels, run, {});
    if (score.ap.size() != qrels.queries.size()) __builtin_trap();
    if (!(score.map >= 0 && score.map <= 1)) __builtin_trap();
    for (const auto& [name, value] : score.metrics)
      if (!(value >= 0 && value <= 1 + 1e-12)) __builtin_trap();
  } catch (const core::InputError&) {
  }
}

}  // namespace

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
  check_pieces(text);
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
  check_trec(text);
  return 0;
}
