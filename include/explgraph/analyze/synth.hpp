#pragma once
#include <cstdint>
#include <string>

namespace explgraph::analyze {

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

// Writes DIR/tsv/tableindex.txt, DIR/tsv/tables/*.tsv and DIR/tsv/questionsAndExplanations.tsv
// (the V1 layout). Deterministic: the same options give byte-identical files.
SynthSummary write_synthetic_corpus(const std::string& dir, const SynthOptions& options);

}  // namespace explgraph::analyze
