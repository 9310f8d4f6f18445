#include "explgraph/load/lemma_list.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

std::vector<LemmaEntry> read_lemma_list(std::istream& in, const std::string& display,
                                        core::Diagnostics& diagnostics,
                                        core::InputAccount& account) {
  std::vector<LemmaEntry> entries;
  TsvReader reader(in, display, diagnostics);
  read_accounted(reader, account, [&](const TsvRecord& record) -> SkipReason {
    if (record.fields.size() != 2 || core::trim(record.fields[0]).empty() ||
        core::trim(record.fields[1]).empty()) {
      diagnostics.warn(display, record.line, 0, "malformed-lemma-line",
                       "expected 'lemma<TAB>word'; line skipped");
      return "malformed";
    }
    entries.push_back({core::ascii_lower(core::trim(record.fields[1])),
                       core::ascii_lower(core::trim(record.fields[0]))});
    return kLoaded;
  });
  return entries;
}

}  // namespace explgraph::load
