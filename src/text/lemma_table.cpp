#include "explgraph/text/lemma_table.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::text {

LemmaTable LemmaTable::read(std::istream& in, const std::string& display, core::Diagnostics& diagnostics,
                            core::InputAccount& account) {
  LemmaTable table;
  load::TsvReader reader(in, display, diagnostics);
  load::TsvRecord record;
  while (reader.next(record)) {
    if (record.blank()) {
      ++account.skipped["blank line"];
      continue;
    }
    if (record.fields.size() != 2 || core::trim(record.fields[0]).empty() || core::trim(record.fields[1]).empty()) {
      diagnostics.warn(display, record.line, 0, "malformed-lemma-line", "expected 'lemma<TAB>word'; line skipped");
      ++account.skipped["malformed"];
      continue;
    }
    table.add(core::ascii_lower(core::trim(record.fields[1])), core::ascii_lower(core::trim(record.fields[0])));
    ++account.loaded;
  }
  account.lines_read = reader.lines_read();
  return table;
}

void LemmaTable::add(std::string_view word, std::string_view lemma) {
  lemmas_.try_emplace(std::string(word), std::string(lemma));  // first entry wins, as in the reference
}

std::string_view LemmaTable::lemma(std::string_view word) const {
  auto it = lemmas_.find(std::string(word));
  return it == lemmas_.end() ? word : std::string_view(it->second);
}

}  // namespace explgraph::text
