// libFuzzer target: the TSV reader must accept any bytes without crashing, and its record
// fields must stay inside the line it returns.
#include <cstdint>
#include <sstream>
#include <string>

#include "explgraph/load/tsv_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  explgraph::core::Diagnostics diagnostics;
  explgraph::load::TsvReader reader(in, "fuzz.tsv", diagnostics);
  explgraph::load::TsvRecord record;
  std::size_t bytes = 0;
  while (reader.next(record))
    for (auto field : record.fields) bytes += field.size();
  return bytes > size * 4 ? 1 : 0;  // fields never grow beyond the input (U+FFFD is 3 bytes)
}
