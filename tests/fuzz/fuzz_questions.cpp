// libFuzzer target: a questions file (header discovery, quoting, explanation tokens,
// choices, answer keys) against a small tablestore.
#include <cstdint>
#include <sstream>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/question_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const explgraph::load::Tablestore tables = [] {
    explgraph::load::Tablestore t;
    std::istringstream in("X\t[FILL] is\tY\t[SKIP] UID\na\tis\tb\tu1\nc\tis\td\tU2\n");
    explgraph::core::Diagnostics d;
    explgraph::core::InputAccount account;
    explgraph::load::read_table(in, "T", "T.tsv", t, d, account);
    return t;
  }();
  std::string text(reinterpret_cast<const char*>(data), size);
  std::istringstream in(text);
  explgraph::core::Diagnostics diagnostics;
  explgraph::core::InputAccount account;
  try {
    auto file = explgraph::load::read_questions(
        in, "q.tsv", "", tables, {explgraph::load::FlagFilter::kAny, ""}, diagnostics, account);
    for (const auto& q : file.kept)
      if (q.has_text()) (void)q.answer_text();
    if (!account.balanced()) __builtin_trap();  // every line accounted for
  } catch (const explgraph::core::InputError&) {
    // unusable input (no header, missing columns) is reported, not a crash
  }
  (void)explgraph::load::parse_choices(text);
  (void)explgraph::load::parse_answer_key(text);
  return 0;
}
