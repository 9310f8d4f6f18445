#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/synth/corpus_writer.hpp"
#include "explgraph/synth/synthetic_corpus.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

struct SynthCorpus {
  fs::path dir;
  load::Corpus corpus;
  explicit SynthCorpus(const synth::SynthOptions& options) {
    std::random_device rd;
    dir = fs::temp_directory_path() / ("explgraph-synth-" + std::to_string(rd()));
    synth::write_synthetic_corpus(dir.string(), options);
    load::LoadOptions load_options;
    load_options.corpus_dir = dir.string();
    corpus = load::load_corpus(load_options);
  }
  ~SynthCorpus() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

// Tolerances: explanation length 1 + Binomial(15, 1/3) has mean 6 and sd 1.83, so over 2,000
// questions the mean is within 0.15 with overwhelming probability; the fitted Zipf exponent
// of 0.8-distributed draws lands within [0.6, 1.0]; roles within 20% of V1's mix.
TEST_CASE("synth: statistics within the stated tolerances and a clean load", "[analyze]") {
  SynthCorpus s({2000, 5000, 0.8, 3});
  CHECK(s.corpus.diagnostics.items().empty());
  CHECK(s.corpus.layout == "worldtree-v1");
  auto stats = analyze::compute_stats(s.corpus);
  CHECK(stats.questions_kept == 2000);
  CHECK(stats.rows == 5000);
  CHECK(stats.min_explanation_length >= 1);
  CHECK(stats.max_explanation_length <= 16);
  CHECK(std::abs(stats.mean_explanation_length.value() - 6.0) < 0.15);
  CHECK(stats.questions_with_text == 2000);
  CHECK(stats.roles[0].role == "CENTRAL");
  CHECK(std::abs(stats.roles[0].mean_per_explanation.value() / 6.0 - 3.10 / 6.27) <
        0.2 * 3.10 / 6.27);
  analyze::ExplanationIndex index(s.corpus);
  auto reuse = analyze::compute_reuse(s.corpus, index);
  CHECK(reuse.zipf.exponent.value() > 0.6);
  CHECK(reuse.zipf.exponent.value() < 1.0);
  CHECK(reuse.top_shares[1].token_share > 0.3);  // skew: the top 10% carry a third or more
}

TEST_CASE("synth: the same seed writes byte-identical files and another seed does not",
          "[analyze]") {
  SynthCorpus a({200, 400, 0.8, 11}), b({200, 400, 0.8, 11}), c({200, 400, 0.8, 12});
  auto questions = [](const SynthCorpus& s) {
    return slurp(s.dir / "tsv" / "questionsAndExplanations.tsv");
  };
  CHECK(questions(a) == questions(b));
  CHECK(slurp(a.dir / "tsv" / "tables" / "KINDOF.tsv") ==
        slurp(b.dir / "tsv" / "tables" / "KINDOF.tsv"));
  CHECK(questions(a) != questions(c));
}

// Exactness under optimisation: the inverted-index overlap equals comparing every pair
// token by token, as the reference did.
TEST_CASE("synth: overlap through the inverted index equals the all-pairs reference", "[analyze]") {
  SynthCorpus s({300, 400, 1.0, 5});
  analyze::ExplanationIndex index(s.corpus);
  auto fast = analyze::compute_overlap(index, {50, 0, 1});
  std::vector<double> hist(6, 0), avg(6, 0);
  const auto& qs = s.corpus.questions;
  for (std::size_t q = 0; q < qs.size(); ++q) {
    int best = 0, at = 0;
    for (std::size_t i = 0; i < qs.size(); ++i) {
      if (i == q) continue;
      int o = 0;
      for (const auto& t : qs[q].explanation)
        for (const auto& u : qs[i].explanation)
          if (t.uid == u.uid) {
            ++o;
            break;
          }
      if (o == best)
        ++at;
      else if (o > best)
        best = o, at = 1;
    }
    hist[std::min(best, 5)] += 1;
    avg[std::min(best, 5)] += at;
  }
  for (int b = 0; b < 6; ++b) {
    CHECK(fast.max_any.hist[b] == hist[b]);
    if (hist[b] > 0) CHECK(fast.max_any.avg[b] == Approx(avg[b] / hist[b]));
  }
}

TEST_CASE("synth: threaded overlap gives exactly the single-threaded result", "[analyze]") {
  SynthCorpus s({2600, 3000, 0.9, 8});
  analyze::ExplanationIndex index(s.corpus);
  analyze::OverlapOptions one{200, 0, 1, 1}, three{200, 0, 1, 3};
  auto a = analyze::compute_overlap(index, one), b = analyze::compute_overlap(index, three);
  CHECK(a.connected_pairs == b.connected_pairs);
  CHECK(a.max_any.hist == b.max_any.hist);
  CHECK(a.max_any.avg == b.max_any.avg);
  CHECK(a.inclusive_any.avg == b.inclusive_any.avg);
  CHECK(a.inclusive_central_atleast1.hist == b.inclusive_central_atleast1.hist);
  REQUIRE(a.expected.size() == b.expected.size());
  for (std::size_t i = 0; i < a.expected.size(); ++i) CHECK(a.expected[i].any == b.expected[i].any);
}

namespace {

void require_same_overlap(const analyze::OverlapResult& a, const analyze::OverlapResult& b) {
  CHECK(a.connected_pairs == b.connected_pairs);
  using Histogram = analyze::OverlapHistogram analyze::OverlapResult::*;
  for (Histogram h : {&analyze::OverlapResult::max_any, &analyze::OverlapResult::inclusive_any,
                      &analyze::OverlapResult::inclusive_central_atleast1}) {
    CHECK((a.*h).hist == (b.*h).hist);
    CHECK((a.*h).avg == (b.*h).avg);
  }
  REQUIRE(a.expected.size() == b.expected.size());
  for (std::size_t i = 0; i < a.expected.size(); ++i) {
    CHECK(a.expected[i].any == b.expected[i].any);
    CHECK(a.expected[i].central_atleast1 == b.expected[i].central_atleast1);
  }
}

}  // namespace

// Hub grouping changes only the work: any threshold gives the plain posting walk's figures
// (which the tests above tie to the all-pairs reference and to hand-worked values).
TEST_CASE("synth: overlap with hub grouping equals the plain walk at every threshold",
          "[analyze]") {
  SynthCorpus s({1500, 1200, 1.1, 9});
  analyze::ExplanationIndex index(s.corpus);
  analyze::OverlapOptions plain{100, 0, 1, 1, analyze::kNoHubs};
  auto reference = analyze::compute_overlap(index, plain);
  CHECK(reference.hubs == 0);
  CHECK(reference.connected_pairs > 0);
  for (std::size_t threshold : {1, 2, 5, 20, 100}) {
    INFO("hub threshold " << threshold);
    analyze::OverlapOptions hubs{100, 0, 1, 2, threshold};
    auto grouped = analyze::compute_overlap(index, hubs);
    CHECK(grouped.hubs > 0);
    CHECK(grouped.hub_groups > 1);
    require_same_overlap(reference, grouped);
  }
}

TEST_CASE("synth: hub groups partition the questions by the hubs they cite", "[analyze]") {
  SynthCorpus s({400, 300, 1.0, 4});
  analyze::ExplanationIndex index(s.corpus);
  auto groups = analyze::group_by_hubs(index, 10);
  std::size_t members = 0;
  for (auto size : groups.group_size) members += size;
  CHECK(members == index.question_count());
  for (std::size_t q = 0; q < index.question_count(); ++q) {
    std::size_t hubs_cited = 0;
    for (const auto& c : index.cited(q)) hubs_cited += index.citing(c.uid).size() > 10;
    auto g = groups.group_of[q];
    CHECK(groups.signature_begin[g + 1] - groups.signature_begin[g] == hubs_cited);
  }
  CHECK(analyze::choose_hub_threshold(index) == analyze::kNoHubs);  // small corpora: plain walk
}

// The pathological case the issue names: one fact cited by every question. The cost model
// makes it a hub (one group instead of 4,000^2 posting steps) and the figures stay exact.
TEST_CASE("synth: a fact cited by every question becomes a hub and the counts stay exact",
          "[analyze]") {
  std::random_device rd;
  fs::path dir = fs::temp_directory_path() / ("explgraph-hub-" + std::to_string(rd()));
  fs::create_directories(dir / "tables");
  {
    std::ofstream table(dir / "tables" / "KINDOF.tsv");
    table << "X\t[FILL]\tY\t[SKIP] UID\n";
    table << "a hub\tis a kind of\tfact\thub\n";
    for (int f = 0; f < 200; ++f) table << "thing" << f << "\tis a kind of\tobject\tf" << f << "\n";
    std::ofstream questions(dir / "questions.tsv");
    questions << "QuestionID\tquestion\tAnswerKey\texplanation\n";
    for (int q = 0; q < 4000; ++q)
      questions << "Q" << q << "\tWhat? (A) thing (B) fact\tA\thub|"
                << (q % 3 ? "GROUNDING" : "CENTRAL") << " f" << q % 200 << "|CENTRAL f"
                << (q * 7) % 200 << "|LEXGLUE\n";
  }
  load::LoadOptions options;
  options.corpus_dir = dir.string();
  auto corpus = load::load_corpus(options);
  fs::remove_all(dir);
  REQUIRE(corpus.questions.size() == 4000);
  analyze::ExplanationIndex index(corpus);
  auto grouped = analyze::compute_overlap(index, {500, 0, 1, 2, 0});
  CHECK(grouped.hubs >= 1);
  CHECK(grouped.hub_threshold < 4000);
  CHECK(grouped.max_any.hist[0] == 0);  // everyone shares the hub
  CHECK(grouped.connected_pairs == 4000u * 3999u / 2);
  require_same_overlap(analyze::compute_overlap(index, {500, 0, 1, 1, analyze::kNoHubs}), grouped);
}
