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
                       const Normalizer& n = s > 0 ? *own : normalizer;
                       auto& words = s > 0 ? slices[s].vocabulary : vocabulary;
                       for (std::size_t i = slices[s].begin; i < slices[s].end; ++i)
                         for (std::string_view part : parts_of(i)) {
                           if (part.empty()) continue;
                           auto sequence = n.lemma_sequence(part, words);
                           if (lemmas[i].empty())
                             lemmas[i] = std::move(sequence);
                           else
                             lemmas[i].insert(lemmas[i].end(), sequence.begin(), sequence.end());
                         }
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
