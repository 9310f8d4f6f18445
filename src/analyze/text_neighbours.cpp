#include "text_neighbours.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "explgraph/text/lemma_sequences.hpp"

namespace explgraph::analyze::patterns_detail {
namespace {

constexpr std::size_t kTextsPerSlice = 4096;  // fewer texts are normalised on one thread

// The positions whose text is compared: the targets and the pool, ascending.
std::vector<std::uint32_t> targets_and_pool(const Populations& pop) {
  std::vector<std::uint32_t> out;
  std::set_union(pop.targets.begin(), pop.targets.end(), pop.pool.begin(), pop.pool.end(),
                 std::back_inserter(out));
  return out;
}

// The content lemmas of each of `positions`' texts, stem then answer, as ids of one
// vocabulary of `words` lemmas.
struct TextLemmas {
  std::vector<std::vector<core::WordId>> of;  // by index in positions
  std::size_t words = 0;
};

// Taken from the corpus graph, which has every text's lemmas already.
TextLemmas lemmas_from_graph(const load::Corpus& corpus, const ExplanationIndex& index,
                             const std::vector<std::uint32_t>& positions,
                             const graph::CorpusGraph& graph) {
  TextLemmas out;
  out.of.resize(positions.size());
  out.words = graph.vocabulary().size();
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const core::QuestionId q = index.corpus_question(positions[i]);
    if (!corpus.question(q).has_text()) continue;
    for (auto vertex : {graph.stem_vertex(q), graph.answer_vertex(q)}) {
      const auto [first, end] = graph.lemma_sequence(vertex);
      for (auto w = first; w != end; ++w) out.of[i].emplace_back(*w);
    }
  }
  return out;
}

// Normalised as the corpus graph normalises its texts, each text apart.
TextLemmas lemmas_normalised(const load::Corpus& corpus, const ExplanationIndex& index,
                             const std::vector<std::uint32_t>& positions,
                             const text::Normalizer& normalizer, std::size_t threads) {
  core::Vocabulary<core::WordId> words;
  TextLemmas out;
  out.of = text::lemma_sequences(
      positions.size(),
      [&](std::size_t i) {
        const auto& q = corpus.question(index.corpus_question(positions[i]));
        return q.has_text() ? text::TextParts{q.stem, q.answer_text()} : text::TextParts{};
      },
      normalizer, words, threads, kTextsPerSlice);
  out.words = words.size();
  return out;
}

}  // namespace

TextNeighbours::TextNeighbours(const load::Corpus& corpus, const ExplanationIndex& index,
                               const Populations& pop, const text::Normalizer& normalizer,
                               const graph::CorpusGraph* graph, std::size_t threads)
    : pop_(pop), has_text_(index.question_count(), 0), terms_(index.question_count()) {
  read_texts(corpus, index, normalizer, graph, threads);
  std::vector<std::uint32_t> df;
  for (auto p : pop.pool) {
    for (const auto& [term, count] : counts(terms_[p])) {
      if (term >= df.size()) df.resize(term + 1, 0);
      ++df[term];
    }
  }
  idf_.resize(df.size());
  const double pool_size = static_cast<double>(pop.pool.size());
  for (std::size_t t = 0; t < df.size(); ++t) idf_[t] = std::log((1 + pool_size) / (1 + df[t])) + 1;
  postings_.resize(df.size());
  for (std::uint32_t i = 0; i < pop.pool.size(); ++i)
    for (const auto& [term, weight] : weighted(terms_[pop.pool[i]]))
      postings_[term].push_back({i, weight});
}

// Each target's and pool question's text reduced to lemmas, then the terms numbered in order
// of first use in the pool (what one pass over the pool would give), and the targets' terms
// that no pool text uses dropped.
void TextNeighbours::read_texts(const load::Corpus& corpus, const ExplanationIndex& index,
                                const text::Normalizer& normalizer, const graph::CorpusGraph* graph,
                                std::size_t threads) {
  const auto positions = targets_and_pool(pop_);
  TextLemmas lemmas = graph != nullptr
                          ? lemmas_from_graph(corpus, index, positions, *graph)
                          : lemmas_normalised(corpus, index, positions, normalizer, threads);
  std::vector<std::uint32_t> term_of(lemmas.words, kNone);
  std::uint32_t terms = 0;
  for (bool pool : {true, false}) {  // the pool is in position order
    for (std::size_t i = 0; i < positions.size(); ++i) {
      const std::uint32_t p = positions[i];
      if ((pop_.pool_rank[p] != kNone) != pool) continue;
      has_text_[p] = lemmas.of[i].empty() ? 0 : 1;
      auto& out = terms_[p];
      for (core::WordId w : lemmas.of[i]) {
        if (pool && term_of[w.value] == kNone) term_of[w.value] = terms++;
        if (term_of[w.value] != kNone) out.push_back(term_of[w.value]);
      }
      std::vector<core::WordId>().swap(lemmas.of[i]);
    }
  }
}

TextNeighbours::Scratch TextNeighbours::scratch() const {
  Scratch s;
  s.score.assign(pop_.pool.size(), 0);
  return s;
}

std::vector<std::uint32_t> TextNeighbours::ranked(std::uint32_t target, std::size_t count,
                                                  Scratch& scratch) const {
  auto& score = scratch.score;
  auto& hit = scratch.hit;
  hit.clear();
  for (const auto& [term, weight] : weighted(terms_[target]))
    for (const auto& posting : postings_[term]) {
      if (score[posting.pool] == 0) hit.push_back(posting.pool);
      score[posting.pool] += weight * posting.weight;
    }
  // Only the first count + 1 are needed (one may be the target itself).
  const auto first = hit.begin() + static_cast<std::ptrdiff_t>(std::min(count + 1, hit.size()));
  std::partial_sort(hit.begin(), first, hit.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (score[a] != score[b]) return score[a] > score[b];
    return a < b;
  });
  std::vector<std::uint32_t> out;
  for (auto i : hit)
    if (out.size() < count && pop_.pool[i] != target && score[i] > 0) out.push_back(pop_.pool[i]);
  // Then the pool questions the target shares no term with, in pool order.
  for (std::uint32_t i = 0; out.size() < count && i < pop_.pool.size(); ++i)
    if (score[i] <= 0 && pop_.pool[i] != target) out.push_back(pop_.pool[i]);
  for (auto i : hit) score[i] = 0;
  return out;
}

TextNeighbours::TermCounts TextNeighbours::counts(const std::vector<std::uint32_t>& terms) {
  std::vector<std::uint32_t> ids = terms;
  std::sort(ids.begin(), ids.end());  // runs of one term: its count, without a scan per term
  TermCounts out;
  for (std::size_t i = 0; i < ids.size();) {
    std::size_t j = i;
    while (j < ids.size() && ids[j] == ids[i]) ++j;
    out.emplace_back(ids[i], static_cast<std::uint32_t>(j - i));
    i = j;
  }
  return out;
}

std::vector<std::pair<std::uint32_t, double>> TextNeighbours::weighted(
    const std::vector<std::uint32_t>& terms) const {
  std::vector<std::pair<std::uint32_t, double>> out;
  double norm = 0;
  for (const auto& [term, count] : counts(terms)) {
    const double w = count * idf_[term];
    out.emplace_back(term, w);
    norm += w * w;
  }
  for (auto& e : out) e.second /= std::sqrt(norm);
  return out;
}

}  // namespace explgraph::analyze::patterns_detail
