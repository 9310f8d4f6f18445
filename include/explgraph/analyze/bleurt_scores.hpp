#pragma once
#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/text_map.hpp"

namespace explgraph::analyze {

// The BLEURT scores a lab computed (treeeval --intermediate-scores: load::for_each_pair_score's
// lines, warnings and errors), looked up by the two texts as BLEURT is handed them
// (bleurt_text). The largest input treeeval reads: a file of every pair the lab has scored
// (17,861 pairs, 2.2 MB, for the 1,440 the 340 Test trees look up).
class BleurtScores {
 public:
  // Each line's texts read as bleurt_text reads them; a pair given twice keeps its first
  // score, and is warned about ("repeated-pair") when the scores differ. `bytes`: the size of
  // the file when known (0 when not), to make room for its pairs at once.
  BleurtScores(std::istream& in, const std::string& display, core::Diagnostics& warnings,
               std::uintmax_t bytes = 0);
  // Moved, not copied: the map's keys view the blocks, whose bytes a move leaves in place.
  BleurtScores(BleurtScores&&) = default;
  BleurtScores& operator=(BleurtScores&&) = default;
  BleurtScores(const BleurtScores&) = delete;
  BleurtScores& operator=(const BleurtScores&) = delete;
  // The score of a candidate and a reference given as bleurt_text gives them, if the file
  // has one.
  std::optional<double> operator()(std::string_view candidate, std::string_view reference) const;
  std::size_t size() const { return scores_.size(); }  // distinct pairs

 private:
  struct Score {
    double value;
    std::size_t line;  // where it was read
  };
  // `key` copied where it stays for good: blocks of at least 1 MB on the heap that never grow
  // past their room (the map's keys view them), a new one begun when the last is full.
  std::string_view keep(std::string_view key);
  void forget_last(std::string_view key);  // the text keep() gave last, given back

  std::vector<std::string> blocks_;  // the pairs' "candidate<TAB>reference" texts
  core::TextMap<Score> scores_;      // by those texts
};

}  // namespace explgraph::analyze
