#include "explgraph/analyze/bleurt_scores.hpp"

#include <algorithm>

#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/entailment_bank.hpp"

namespace explgraph::analyze {
namespace {

constexpr std::size_t kBlockBytes = 1 << 20;

// "candidate<TAB>reference" as BLEURT is handed them: the line's own first two fields when
// they are already (a lab's file is --write-pairs's output scored), else made in `buffer`.
std::string_view bleurt_pair(std::string_view candidate, std::string_view reference,
                             std::string& buffer) {
  const bool one_view = reference.data() == candidate.data() + candidate.size() + 1 &&
                        candidate.data()[candidate.size()] == '\t';
  if (one_view && is_bleurt_text(candidate) && is_bleurt_text(reference))
    return std::string_view(candidate.data(), candidate.size() + 1 + reference.size());
  buffer.clear();
  append_bleurt_text(buffer, candidate);
  buffer += '\t';
  append_bleurt_text(buffer, reference);
  return buffer;
}

}  // namespace

// Each line's pair, as BLEURT is handed it, is kept once, in a block, as the map's key: no
// string made per pair (a lab's file has tens of thousands).
BleurtScores::BleurtScores(std::istream& in, const std::string& display,
                           core::Diagnostics& warnings, std::uintmax_t bytes) {
  // Room for as many pairs as lines of 64 bytes would fill the file (a pair of sentences and
  // a score take about twice that), up to a million: the map is not rebuilt as it fills.
  scores_.reserve(static_cast<std::size_t>(std::min<std::uintmax_t>(bytes / 64, 1u << 20)));
  std::string key;
  load::for_each_pair_score(
      in, display, warnings,
      [&](std::string_view candidate, std::string_view reference, double score, std::size_t line) {
        const std::string_view kept = keep(bleurt_pair(candidate, reference, key));
        const auto [known, added] = scores_.try_emplace(kept, Score{score, line});
        if (added) return;
        forget_last(kept);
        if (known.value != score)
          warnings.warn(display, line, 0, "repeated-pair",
                        "this pair was scored at line " + std::to_string(known.line) +
                            " too, differently (" + core::format_number(known.value) +
                            "); the first score is kept");
      });
}

std::optional<double> BleurtScores::operator()(std::string_view candidate,
                                               std::string_view reference) const {
  std::string key;
  key.reserve(candidate.size() + reference.size() + 1);
  key.append(candidate).append(1, '\t').append(reference);
  const Score* score = scores_.find(key);
  return score != nullptr ? std::optional<double>(score->value) : std::nullopt;
}

std::string_view BleurtScores::keep(std::string_view key) {
  if (blocks_.empty() || blocks_.back().capacity() - blocks_.back().size() < key.size()) {
    blocks_.emplace_back();
    blocks_.back().reserve(std::max(kBlockBytes, key.size()));
  }
  std::string& block = blocks_.back();
  const std::size_t at = block.size();
  block.append(key);  // within its capacity: never moved
  return std::string_view(block.data() + at, key.size());
}

void BleurtScores::forget_last(std::string_view key) {
  blocks_.back().resize(blocks_.back().size() - key.size());
}

}  // namespace explgraph::analyze
