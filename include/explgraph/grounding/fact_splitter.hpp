#pragma once
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace explgraph::grounding {

// One fact of a generated explanation, where the text has it.
struct SplitFact {
  std::string text;        // list marker and surrounding white space removed
  std::size_t line = 1;    // 1-based line of the explanation's text
  std::size_t column = 1;  // 1-based byte column where the fact begins on that line
};

// The facts of a free-text explanation (SPEC §9): the text cut at line breaks, a list marker
// ("1.", "2)", "-", "*", "•") dropped from a line's start, and each line cut at sentence ends
// by ICU's sentence break iterator (so "e.g. a plant" and "3.5 kg" stay whole). Pieces with
// no letter or digit ("---", a bare "1.") are not facts. The text must be valid UTF-8 (the
// readers check it). Linear in the text; one splitter per thread (it holds ICU state).
class FactSplitter {
 public:
  FactSplitter();
  ~FactSplitter();
  FactSplitter(const FactSplitter&) = delete;
  FactSplitter& operator=(const FactSplitter&) = delete;

  std::vector<SplitFact> split(std::string_view text) const;

 private:
  // A line (marker dropped) cut into sentences, appended to `out`.
  void split_line(std::string_view line, std::size_t line_number, std::size_t offset,
                  std::vector<SplitFact>& out) const;
  struct Icu;
  std::unique_ptr<Icu> icu_;
};

// The length of a list marker and the white space after it at the start of `line` (which
// starts at its first non-blank character), or 0 when it has none.
std::size_t list_marker_length(std::string_view line);

}  // namespace explgraph::grounding
