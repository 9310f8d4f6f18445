#include "explgraph/text/lemma_sequences.hpp"

#include <algorithm>
#include <memory>

#include "explgraph/core/parallel.hpp"

namespace explgraph::text {
namespace {

// Texts [begin, end), in lemma ids of the slice's own vocabulary (the first slice's are the
// caller's, as one pass would give them).
struct Slice {
  std::size_t begin = 0, end = 0;
  core::Vocabulary<core::WordId> vocabulary;
};

// Texts [begin, end) into `lemmas`, interned in `words`.
void normalise_slice(std::size_t begin, std::size_t end,
                     const std::function<TextParts(std::size_t)>& parts_of, const Normalizer& n,
                     core::Vocabulary<core::WordId>& words,
                     std::vector<std::vector<core::WordId>>& lemmas) {
  // Each distinct word's lemma id, by the normaliser's memo id: a lemma is hashed once per
  // slice, not once per use.
  std::vector<core::WordId> lemma_ids;
  std::vector<Normalizer::FoldedId> folded;
  for (std::size_t i = begin; i < end; ++i)
    for (std::string_view part : parts_of(i)) {
      if (part.empty()) continue;
      n.content_word_ids(part, folded);
      lemmas[i].reserve(lemmas[i].size() + folded.size());
      for (const Normalizer::FoldedId word : folded) {
        if (word.value >= lemma_ids.size()) lemma_ids.resize(word.value + 1);
        core::WordId& id = lemma_ids[word.value];
        if (!id.valid()) id = words.intern(n.lemma_of(word));
        lemmas[i].push_back(id);
      }
    }
}

}  // namespace

std::vector<std::vector<core::WordId>> lemma_sequences(
    std::size_t count, const std::function<TextParts(std::size_t)>& parts_of,
    const Normalizer& normalizer, core::Vocabulary<core::WordId>& vocabulary, std::size_t threads,
    std::size_t per_slice) {
  std::vector<std::vector<core::WordId>> lemmas(count);
  std::vector<Slice> slices(
      core::worker_count(threads, count / std::max<std::size_t>(1, per_slice) + 1));
  std::vector<core::Task> tasks;
  for (std::size_t s = 0; s < slices.size(); ++s) {
    slices[s].begin = count * s / slices.size();
    slices[s].end = count * (s + 1) / slices.size();
    tasks.push_back({"normalising", [&, s] {
                       std::unique_ptr<Normalizer> own;
                       if (s > 0) own = normalizer.clone();
                       normalise_slice(slices[s].begin, slices[s].end, parts_of,
                                       s > 0 ? *own : normalizer,
                                       s > 0 ? slices[s].vocabulary : vocabulary, lemmas);
                     }});
  }
  core::run_tasks(tasks, slices.size());
  // The other slices' words interned in slice order: the ids one pass gives.
  for (std::size_t s = 1; s < slices.size(); ++s) {
    const Slice& slice = slices[s];
    const std::vector<core::WordId> global = vocabulary.append(slice.vocabulary);
    for (std::size_t i = slice.begin; i < slice.end; ++i)
      for (core::WordId& w : lemmas[i]) w = global[w.value];
  }
  return lemmas;
}

}  // namespace explgraph::text
