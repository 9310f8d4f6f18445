#pragma once
#include <array>
#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::text {

// The parts of one text: their lemma sequences are joined in order (an empty view adds
// nothing). A row is one part; a question's text for the patterns is its stem and answer.
using TextParts = std::array<std::string_view, 2>;

// The content lemmas of texts 0 … count - 1 in text order, repeats kept, as ids of
// `vocabulary`, new lemmas interned in order of first use text after text: the ids one pass
// gives, whatever `threads`. The texts are normalised side by side on up to `threads` threads
// (0: one per core), in slices of at least `per_slice` texts, each slice with its own clone of
// `normalizer` (the first uses `normalizer` itself) and its own vocabulary, joined to
// `vocabulary` in slice order.
std::vector<std::vector<core::WordId>> lemma_sequences(
    std::size_t count, const std::function<TextParts(std::size_t)>& parts_of,
    const Normalizer& normalizer, core::Vocabulary<core::WordId>& vocabulary, std::size_t threads,
    std::size_t per_slice);

}  // namespace explgraph::text
