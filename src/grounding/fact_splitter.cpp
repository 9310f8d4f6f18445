#include "explgraph/grounding/fact_splitter.hpp"

#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <cctype>
#include <new>
#include <stdexcept>
#include <string>

namespace explgraph::grounding {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

bool has_letter_or_digit(std::string_view text) {
  for (unsigned char c : text)
    if (std::isalnum(c) || c >= 0x80) return true;  // any non-ASCII letter counts as a word
  return false;
}

// A line ICU need not read: ASCII with no '.', '!' or '?' before its last character.
bool one_sentence(std::string_view line) {
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(line[i]);
    if (c == '.' || c == '!' || c == '?' || c >= 0x80) return false;
  }
  return true;
}

// `piece` (at byte `offset` of its line) as a fact, trimmed, when it has a word.
void add_fact(std::string_view piece, std::size_t line, std::size_t offset,
              std::vector<SplitFact>& out) {
  std::size_t first = 0, end = piece.size();
  while (first < end && is_blank(piece[first])) ++first;
  while (end > first && is_blank(piece[end - 1])) --end;
  piece = piece.substr(first, end - first);
  if (!has_letter_or_digit(piece)) return;
  out.push_back({std::string(piece), line, offset + first + 1});
}

}  // namespace

struct FactSplitter::Icu {
  std::unique_ptr<icu::BreakIterator> sentences;
};

FactSplitter::FactSplitter() : icu_(std::make_unique<Icu>()) {
  UErrorCode status = U_ZERO_ERROR;
  icu_->sentences.reset(icu::BreakIterator::createSentenceInstance(icu::Locale::getRoot(), status));
  if (status == U_MEMORY_ALLOCATION_ERROR) throw std::bad_alloc();
  if (U_FAILURE(status) || !icu_->sentences)
    throw std::runtime_error(std::string("ICU sentence break iterator: ") + u_errorName(status));
}

FactSplitter::~FactSplitter() = default;

std::size_t list_marker_length(std::string_view line) {
  std::size_t n = 0;
  if (line.substr(0, 3) == "\xE2\x80\xA2") {  // •
    n = 3;
  } else if (!line.empty() && (line[0] == '-' || line[0] == '*')) {
    n = 1;
  } else {
    while (n < line.size() && n < 3 && std::isdigit(static_cast<unsigned char>(line[n]))) ++n;
    if (n == 0 || n >= line.size() || (line[n] != '.' && line[n] != ')')) return 0;
    ++n;
  }
  if (n < line.size() && !is_blank(line[n])) return 0;  // "-5 degrees", "3.5 kg"
  while (n < line.size() && is_blank(line[n])) ++n;
  return n;
}

void FactSplitter::split_line(std::string_view line, std::size_t line_number, std::size_t offset,
                              std::vector<SplitFact>& out) const {
  if (one_sentence(line)) return add_fact(line, line_number, offset, out);
  UErrorCode status = U_ZERO_ERROR;
  // Over UTF-8 directly: the iterator's boundaries are byte offsets into `line`.
  UText* text = utext_openUTF8(nullptr, line.data(), static_cast<int64_t>(line.size()), &status);
  if (status == U_MEMORY_ALLOCATION_ERROR) throw std::bad_alloc();
  auto& sentences = *icu_->sentences;
  sentences.setText(text, status);
  int32_t start = sentences.first();
  for (int32_t end = sentences.next(); end != icu::BreakIterator::DONE;
       start = end, end = sentences.next())
    add_fact(line.substr(start, end - start), line_number, offset + start, out);
  utext_close(text);
}

std::vector<SplitFact> FactSplitter::split(std::string_view text) const {
  std::vector<SplitFact> facts;
  std::size_t line_number = 1;
  for (std::size_t begin = 0; begin <= text.size(); ++line_number) {
    std::size_t end = text.find_first_of("\r\n", begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    std::size_t lead = 0;
    while (lead < line.size() && is_blank(line[lead])) ++lead;
    lead += list_marker_length(line.substr(lead));
    split_line(line.substr(lead), line_number, lead, facts);
    if (end == text.size()) break;
    begin = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
  }
  return facts;
}

}  // namespace explgraph::grounding
