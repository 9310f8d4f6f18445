// Hot paths on synthetic WorldTree-like corpora (explgraph synth, seed 7): reading TSV,
// loading a corpus, tokenising fact text, building the explanation index, and the overlap
// count with and without hub grouping; with ENTAILMENT_BANK set (a copy of
// allenai/entailment_bank), treeeval's three steps on Task 3's largest prediction file and
// the reading of a BLEURT scores file of a lab's size.
// Run: scripts/bench.sh (or build/bench/bench/micro_benchmarks).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "explgraph/analyze/bleurt_scores.hpp"
#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/analyze/treeeval.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/load/entailment_bank.hpp"
#include "explgraph/load/tsv_reader.hpp"
#include "explgraph/synth/corpus_writer.hpp"
#include "explgraph/synth/synthetic_corpus.hpp"
#include "explgraph/text/normalizer.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

// One synthetic corpus per scale (1 = WorldTree V1's size), written once per process.
const fs::path& synthetic_corpus(int scale) {
  static std::map<int, fs::path> dirs;
  auto it = dirs.find(scale);
  if (it != dirs.end()) return it->second;
  fs::path dir = fs::temp_directory_path() / ("explgraph-bench-" + std::to_string(scale) + "x");
  if (!fs::exists(dir / "tsv" / "questionsAndExplanations.tsv"))
    synth::write_synthetic_corpus(dir.string(), {1680u * static_cast<std::size_t>(scale),
                                                 4950u * static_cast<std::size_t>(scale), 0.8, 7});
  return dirs.emplace(scale, dir).first->second;
}

const load::Corpus& loaded_corpus(int scale) {
  static std::map<int, load::Corpus> corpora;
  auto it = corpora.find(scale);
  if (it != corpora.end()) return it->second;
  load::LoadOptions options;
  options.corpus_dir = synthetic_corpus(scale).string();
  return corpora.emplace(scale, load::load_corpus(options)).first->second;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void BM_TsvReader(benchmark::State& state) {
  const std::string text = slurp(synthetic_corpus(static_cast<int>(state.range(0))) / "tsv" /
                                 "questionsAndExplanations.tsv");
  for (auto _ : state) {
    std::istringstream in(text);
    core::Diagnostics diagnostics;
    load::TsvReader reader(in, "questions.tsv", diagnostics);
    load::TsvRecord record;
    std::size_t fields = 0;
    while (reader.next(record)) fields += record.fields.size();
    benchmark::DoNotOptimize(fields);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_TsvReader)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_LoadCorpus(benchmark::State& state) {
  load::LoadOptions options;
  options.corpus_dir = synthetic_corpus(static_cast<int>(state.range(0))).string();
  for (auto _ : state) benchmark::DoNotOptimize(load::load_corpus(options).questions.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * 1680 * state.range(0));
}
BENCHMARK(BM_LoadCorpus)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_TokeniseFacts(benchmark::State& state) {
  const auto& rows = loaded_corpus(1).tablestore.rows;
  for (auto _ : state) {
    text::Normalizer normalizer;  // a fresh memo each time: the cold cost a command pays
    core::Vocabulary<core::WordId> vocabulary;
    std::size_t lemmas = 0;
    for (const auto& row : rows) lemmas += normalizer.lemma_ids(row.text, vocabulary).size();
    benchmark::DoNotOptimize(lemmas);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rows.size()));
}
BENCHMARK(BM_TokeniseFacts)->Unit(benchmark::kMillisecond);

void BM_ExplanationIndex(benchmark::State& state) {
  const auto& corpus = loaded_corpus(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(analyze::ExplanationIndex(corpus).uid_count());
}
BENCHMARK(BM_ExplanationIndex)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);

// range(1): 0 = hub threshold chosen by the cost model, 1 = plain posting walk (no hubs).
void BM_Overlap(benchmark::State& state) {
  analyze::ExplanationIndex index(loaded_corpus(static_cast<int>(state.range(0))));
  analyze::OverlapOptions options;
  options.threads = 1;
  options.hub_threshold = state.range(1) == 1 ? analyze::kNoHubs : 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(analyze::compute_overlap(index, options).connected_pairs);
}
BENCHMARK(BM_Overlap)->Args({1, 0})->Args({10, 0})->Args({10, 1})->Unit(benchmark::kMillisecond);

// The gold of bench_trees (scripts/bench.sh) and its prediction file, read into memory;
// empty without ENTAILMENT_BANK.
const std::pair<std::string, std::string>& entailment_bank_files() {
  static const std::pair<std::string, std::string> files = [] {
    const char* root = std::getenv("ENTAILMENT_BANK");
    if (root == nullptr) return std::pair<std::string, std::string>();
    const fs::path eb(root);
    return std::pair(
        slurp(eb /
              "data/public_dataset/entailment_trees_emnlp2021_data_v2/dataset/task_1/test.jsonl"),
        slurp(eb / "data/processed_data/predictions/emnlp_2021/task3_v2/T5_11B/"
                   "test.32K_steps.predictions.jsonl"));
  }();
  return files;
}

void BM_ReadGoldTrees(benchmark::State& state) {
  const auto& [gold, predictions] = entailment_bank_files();
  if (gold.empty()) return state.SkipWithError("ENTAILMENT_BANK is not set");
  for (auto _ : state) {
    std::istringstream in(gold);
    core::Diagnostics warnings;
    benchmark::DoNotOptimize(load::read_entailment_bank(in, "gold", warnings).trees.size());
  }
}
BENCHMARK(BM_ReadGoldTrees)->Unit(benchmark::kMillisecond);

void BM_ReadTreePredictions(benchmark::State& state) {
  const auto& [gold, predictions] = entailment_bank_files();
  if (gold.empty()) return state.SkipWithError("ENTAILMENT_BANK is not set");
  for (auto _ : state) {
    std::istringstream in(predictions);
    core::Diagnostics warnings;
    benchmark::DoNotOptimize(load::read_tree_predictions(in, "predictions", warnings).items.size());
  }
}
BENCHMARK(BM_ReadTreePredictions)->Unit(benchmark::kMillisecond);

void BM_ScoreTrees(benchmark::State& state) {
  const auto& [gold_text, predictions_text] = entailment_bank_files();
  if (gold_text.empty()) return state.SkipWithError("ENTAILMENT_BANK is not set");
  core::Diagnostics warnings;
  std::istringstream gold_in(gold_text), predictions_in(predictions_text);
  const auto gold = load::read_entailment_bank(gold_in, "gold", warnings);
  const auto predictions = load::read_tree_predictions(predictions_in, "predictions", warnings);
  for (auto _ : state) {
    core::Diagnostics scoring_warnings;
    benchmark::DoNotOptimize(analyze::evaluate_tree_predictions("T5", gold, nullptr, predictions,
                                                                nullptr, {}, scoring_warnings)
                                 .figures.leaves_f1);
  }
}
BENCHMARK(BM_ScoreTrees)->Unit(benchmark::kMillisecond);

// A scores file of the shape a lab's is (issue 63): 17,861 lines `candidate<TAB>reference<TAB>
// score`, texts as BLEURT is handed them, each of a gold tree's texts (its hypothesis,
// conclusions and sentences) paired with each, scores seeded.
std::string scores_file(const load::EntailmentBank& gold) {
  std::string text = "candidate\treference\tscore\n";
  std::uint64_t seed = 2;
  std::size_t lines = 0;
  for (const auto& tree : gold.trees) {
    std::vector<std::string> texts{analyze::bleurt_text(tree.hypothesis)};
    for (const auto& [id, sentence] : tree.intermediates)
      texts.push_back(analyze::bleurt_text(sentence));
    for (const auto& [id, sentence] : tree.sentences)
      texts.push_back(analyze::bleurt_text(sentence));
    for (const auto& candidate : texts)
      for (const auto& reference : texts) {
        if (lines++ == 17861) return text;
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        text += candidate + '\t' + reference + '\t' +
                std::to_string(static_cast<double>(seed >> 11) / 9007199254740992.0) + '\n';
      }
  }
  return text;
}

void BM_ReadBleurtScores(benchmark::State& state) {
  const auto& [gold_text, predictions_text] = entailment_bank_files();
  if (gold_text.empty()) return state.SkipWithError("ENTAILMENT_BANK is not set");
  core::Diagnostics warnings;
  std::istringstream gold_in(gold_text);
  const std::string scores = scores_file(load::read_entailment_bank(gold_in, "gold", warnings));
  for (auto _ : state) {
    std::istringstream in(scores);
    core::Diagnostics reading_warnings;
    benchmark::DoNotOptimize(
        analyze::BleurtScores(in, "scores", reading_warnings, scores.size()).size());
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * scores.size()));
}
BENCHMARK(BM_ReadBleurtScores)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
