// Hot paths on synthetic WorldTree-like corpora (explgraph synth, seed 7): reading TSV,
// loading a corpus, tokenising fact text, building the explanation index, and the overlap
// count with and without hub grouping. Run: scripts/bench.sh (or
// build/bench/bench/micro_benchmarks).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/load/corpus.hpp"
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

}  // namespace

BENCHMARK_MAIN();
