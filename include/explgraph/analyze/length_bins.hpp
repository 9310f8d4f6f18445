#pragma once
#include <cstddef>
#include <string>

namespace explgraph::analyze {

// The explanation-length group of an explanation of `tokens` tokens, as accuracy and
// rankeval break their figures down: 1-3, 4-6, 7-9, 10-12, 13+ (WorldTree V1's mean is 6.3).
inline std::string length_bin(std::size_t tokens) {
  if (tokens <= 3) return "1-3";
  if (tokens <= 6) return "4-6";
  if (tokens <= 9) return "7-9";
  if (tokens <= 12) return "10-12";
  return "13+";
}

}  // namespace explgraph::analyze
