#include <catch2/catch.hpp>

#include <cmath>

#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/grounding/aligner.hpp"

using namespace explgraph;
using grounding::Match;

namespace {

load::Corpus fixture() {
  load::LoadOptions options;
  options.corpus_dir = std::string(EXPLGRAPH_FIXTURES) + "/grounding";
  return load::load_corpus(options);
}

std::string uid(const load::Corpus& corpus, const grounding::Candidate& c) {
  return corpus.tablestore.rows[c.row.value].uid;
}

// idf by hand: N = 5 rows, idf(w) = ln(6 / (df + 1)) + 1.
double idf(int df) {
  return std::log(6.0 / (df + 1)) + 1;
}

}  // namespace

// Rows (content lemmas): k4 (deprecated) and k2 {cat, kind, anim}, k1 {dog, kind, anim},
// k3 {oak, kind, tree}, c1 {heat, caus, ice, melt}. df: kind 4, anim 3, cat 2, the rest 1.
TEST_CASE("aligner: the IDF-weighted Jaccard score, worked by hand", "[grounding]") {
  const auto corpus = fixture();
  REQUIRE(corpus.tablestore.rows.size() == 5);
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Aligner aligner(corpus.tablestore, graph, normalizer);

  // "A dog is an animal": {dog, anim}. Against k1: shared dog + anim, union adds kind.
  const auto dog = aligner.align("A dog is an animal.");
  CHECK(dog.match == Match::kNear);
  REQUIRE(dog.candidates.size() == 3);
  CHECK(uid(corpus, dog.candidates[0]) == "k1");
  CHECK(dog.candidates[0].score == Approx((idf(1) + idf(3)) / (idf(1) + idf(3) + idf(4))));
  // Then k2 and k4 share anim only; equal scores, the active row first.
  CHECK(uid(corpus, dog.candidates[1]) == "k2");
  CHECK(uid(corpus, dog.candidates[2]) == "k4");
  CHECK(dog.candidates[1].score == Approx(idf(3) / (idf(1) + idf(3) + idf(2) + idf(4))));

  // The same words in another order: score 1, but not exact.
  const auto reordered = aligner.align("animal kind of is a dog");
  CHECK(reordered.match == Match::kNear);
  CHECK(reordered.score() == 1.0);
}

TEST_CASE("aligner: exact on equal normalised texts, the active row of two first", "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Aligner aligner(corpus.tablestore, graph, normalizer);
  const auto cat = aligner.align("A CAT is a kind of animal");
  CHECK(cat.match == Match::kExact);
  CHECK(uid(corpus, cat.candidates[0]) == "k2");  // k4 says the same, but is deprecated
  CHECK(uid(corpus, cat.candidates[1]) == "k4");
  CHECK(cat.score() == 1.0);
  CHECK(aligner.align("heat causes ice to melt.").match == Match::kExact);
  CHECK(std::string(grounding::match_name(Match::kExact)) == "exact");
  CHECK(std::string(grounding::match_name(Match::kNear)) == "near");
  CHECK(std::string(grounding::match_name(Match::kNone)) == "none");
}

TEST_CASE("aligner: invented facts score low or nothing; unknown words weigh the most",
          "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Aligner aligner(corpus.tablestore, graph, normalizer);
  // {oak, photosynthesi…, leaf}: only oak is a row's, the two others no row has.
  const auto oak = aligner.align("oak leaves photosynthesize");
  CHECK(oak.match == Match::kNone);
  REQUIRE(oak.candidates.size() == 1);
  CHECK(uid(corpus, oak.candidates[0]) == "k3");
  const double unseen = std::log(6.0) + 1;
  CHECK(aligner.idf(aligner.known_words() + 1) == Approx(unseen));
  CHECK(oak.candidates[0].score == Approx(idf(1) / (idf(1) + 2 * unseen + idf(4) + idf(1))));
  CHECK(aligner.align("It is so.").candidates.empty());  // stop words only
  CHECK(aligner.align("It is so.").match == Match::kNone);
  CHECK(aligner.align("quasars emit radio waves").candidates.empty());

  // An unknown word keeps one id for the aligner's life.
  CHECK(aligner.lemmas("quasars").sequence == aligner.lemmas("quasar").sequence);
}

TEST_CASE("aligner: the near threshold and the candidates kept are the caller's", "[grounding]") {
  const auto corpus = fixture();
  text::Normalizer normalizer;
  graph::CorpusGraph graph(corpus, normalizer);
  grounding::Aligner strict(corpus.tablestore, graph, normalizer, 0.9, 1);
  const auto dog = strict.align("A dog is an animal.");
  CHECK(dog.match == Match::kNone);  // 0.74 < 0.9
  CHECK(dog.candidates.size() == 1);
}
