#pragma once
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

namespace explgraph::synth {

// A synthetic corpus whose statistics resemble WorldTree V1's, for benchmarks:
//  - `facts` rows in 12 tables spread over the four categories (WorldTree's table names,
//    so the built-in mapping covers them), each a templated sentence of pseudo-words;
//  - `questions` questions, each explained by 1 + Binomial(15, 1/3) facts (1..16, mean 6),
//    facts drawn by Zipf's law (P(rank r) ∝ r^-zipf; V1's fitted exponent is about 0.8),
//    with V1's role mix; the stem names a word of each fact with probability 0.9 (always
//    of the last one, whose other word is the answer), so facts link to the question and
//    question and answer join, as in real explanation graphs;
//  - all flags SUCCESS, splits Train/Dev/Test 60/20/20, answer choices (A)-(D).
struct SynthOptions {
  std::size_t questions = 2000;
  std::size_t facts = 5000;
  double zipf = 0.8;
  std::uint64_t seed = 1;
};

struct SynthSummary {
  std::size_t tables = 0, facts = 0, questions = 0, tokens = 0;
};

// Receives each file of the corpus: its path relative to the corpus folder and a writer of
// its bytes (the caller decides where and how safely they are written).
using SynthFileSink = std::function<void(const std::string& relative_path,
                                         const std::function<void(std::ostream&)>& write)>;

// Generates tsv/tableindex.txt, tsv/tables/*.tsv and tsv/questionsAndExplanations.tsv (the
// V1 layout) into `sink`, in that order. Deterministic: the same options give byte-identical
// files. Needs facts >= 2 and 0 <= zipf <= 10 (throws core::UsageError otherwise); an
// explanation never has more facts than exist, and a steep Zipf law (one fact drawn almost
// always) still ends: after 64 draws that repeat chosen facts, the next unchosen fact in Zipf
// order is taken.
SynthSummary generate_synthetic_corpus(const SynthOptions& options, const SynthFileSink& sink);

}  // namespace explgraph::synth
