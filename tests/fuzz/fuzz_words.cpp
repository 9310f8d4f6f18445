// libFuzzer target: Normalizer::tokens takes a fast path for all-ASCII text; on any bytes it
// must give the tokens ICU gives (for ASCII) or defer to ICU (for the rest), and never crash.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "explgraph/text/normalizer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const explgraph::text::Normalizer normalizer;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (normalizer.tokens(text) != normalizer.icu_tokens(text)) std::abort();
  return 0;
}
