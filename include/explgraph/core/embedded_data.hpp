#pragma once
#include <string_view>

namespace explgraph::core {

// Bytes of a data file compiled into the binary (see cmake/embed.cmake), by its path
// relative to the project root, e.g. "data/stopwords-en.txt"; empty when unknown.
std::string_view embedded_file(std::string_view path);

}  // namespace explgraph::core
