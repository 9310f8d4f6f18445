#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "explgraph/analyze/patterns.hpp"
#include "explgraph/api/workspace.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/patterns_report.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

// The text neighbours of `patterns` by brute force: every target's tf-idf cosine with every
// pool question computed from term maps (no inverted index), the pool sorted by it, the
// first k explanations merged as sets. Shares only the normaliser and the explanation index
// with explgraph (both checked elsewhere: the index by the Python brute force of
// patterns_test.sh).
namespace {

using Vector = std::map<std::string, double>;

struct Expected {
  std::size_t targets_with_text = 0;
  std::vector<double> recall, precision;
};

Expected brute_force_text(Workspace& workspace, const analyze::PatternsOptions& o) {
  const auto& corpus = workspace.corpus();
  const auto& index = workspace.explanations();
  const std::size_t n = index.question_count();
  std::vector<std::set<std::string>> rows(n);
  std::vector<std::map<std::string, int>> counts(n);
  std::vector<std::size_t> targets, pool;
  for (std::size_t p = 0; p < n; ++p) {
    for (const auto& c : index.cited(p))
      if (index.row(c.uid).valid()) rows[p].insert(index.uid_text(c.uid));
    const auto& q = corpus.question(index.corpus_question(p));
    if (q.has_text())  // the stem's lemmas and the answer's, each text normalised apart
      for (const std::string* text : {&q.stem, &q.answer_text()})
        for (const auto& lemma : workspace.normalizer().lemmas(*text)) ++counts[p][lemma];
    if (core::iequals(q.split, o.split) && !rows[p].empty()) targets.push_back(p);
    if (core::iequals(q.split, o.pool)) pool.push_back(p);
  }
  std::map<std::string, int> df;
  for (auto p : pool)
    for (const auto& [term, count] : counts[p]) ++df[term];
  const auto vector = [&](std::size_t p) {
    Vector v;
    double norm = 0;
    for (const auto& [term, count] : counts[p]) {
      auto it = df.find(term);
      if (it == df.end()) continue;  // a term no pool question has weighs nothing
      const double w =
          count * (std::log((1.0 + static_cast<double>(pool.size())) / (1.0 + it->second)) + 1);
      v[term] = w;
      norm += w * w;
    }
    for (auto& [term, w] : v) w /= std::sqrt(norm);
    return v;
  };
  std::vector<Vector> pool_vectors;
  for (auto p : pool) pool_vectors.push_back(vector(p));

  Expected e;
  e.recall.assign(o.ks.size(), 0);
  e.precision.assign(o.ks.size(), 0);
  for (auto t : targets) {
    if (counts[t].empty()) continue;
    ++e.targets_with_text;
    const Vector target = vector(t);
    std::vector<std::pair<double, std::size_t>> scored;  // (cosine, pool order)
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (pool[i] == t) continue;
      double cosine = 0;
      for (const auto& [term, w] : target) {
        auto it = pool_vectors[i].find(term);
        if (it != pool_vectors[i].end()) cosine += w * it->second;
      }
      scored.emplace_back(cosine, i);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first + 1e-12; });
    for (std::size_t j = 0; j < o.ks.size(); ++j) {
      std::set<std::string> merged;
      for (std::size_t i = 0; i < o.ks[j] && i < scored.size(); ++i)
        merged.insert(rows[pool[scored[i].second]].begin(), rows[pool[scored[i].second]].end());
      std::size_t hits = 0;
      for (const auto& r : rows[t]) hits += merged.count(r);
      e.recall[j] += static_cast<double>(hits) / static_cast<double>(rows[t].size());
      e.precision[j] +=
          merged.empty() ? 0 : static_cast<double>(hits) / static_cast<double>(merged.size());
    }
  }
  for (std::size_t j = 0; j < o.ks.size(); ++j) {
    e.recall[j] /= static_cast<double>(e.targets_with_text);
    e.precision[j] /= static_cast<double>(e.targets_with_text);
  }
  return e;
}

// Returns the number of targets with text.
std::size_t check_text_neighbours(const std::string& corpus_dir, const std::string& split) {
  CorpusOptions options;
  options.corpus = corpus_dir;
  Workspace w(options);
  analyze::PatternsOptions o;
  o.split = split;
  const auto expected = brute_force_text(w, o);
  const auto r = analyze::compute_patterns(w.corpus(), w.explanations(), w.normalizer(), o);
  CHECK(r.targets_with_text == expected.targets_with_text);
  if (expected.targets_with_text == 0) {  // no mean of nothing: the text curve is absent
    CHECK(r.rows.text.empty());
    CHECK(r.tables.text.empty());
    return 0;
  }
  REQUIRE(r.rows.text.size() == o.ks.size());
  for (std::size_t j = 0; j < o.ks.size(); ++j) {
    INFO(split << " k = " << o.ks[j]);
    CHECK(r.rows.text[j].recall == Approx(expected.recall[j]).margin(1e-12));
    CHECK(r.rows.text[j].precision == Approx(expected.precision[j]).margin(1e-12));
  }
  // The lemmas taken from the corpus graph (as the report does) give the same result, bit
  // for bit.
  o.graph = &w.graph();
  const auto from_graph =
      analyze::compute_patterns(w.corpus(), w.explanations(), w.normalizer(), o);
  CHECK(report::patterns_json(from_graph).dump() == report::patterns_json(r).dump());
  return expected.targets_with_text;
}

}  // namespace

TEST_CASE("patterns: text neighbours equal a brute-force tf-idf search (sample corpus)",
          "[patterns]") {
  CHECK(check_text_neighbours(EXPLGRAPH_SAMPLE_CORPUS, "Dev") > 0);
}

TEST_CASE("patterns: text neighbours equal a brute-force tf-idf search (WorldTree V1)",
          "[patterns][v1]") {
  const fs::path v1 = EXPLGRAPH_WORLDTREE_V1;
  if (!fs::is_regular_file(v1 / "tsv" / "questionsAndExplanations.tsv")) {
    WARN("../shared/corpora/worldtree-v1 not found: skipped");
    return;
  }
  CHECK(check_text_neighbours(v1.string(), "Dev") == 99);  // the Dev questions with text
  CHECK(check_text_neighbours(v1.string(), "Test") == 0);  // V1's Test has no answer text
}
