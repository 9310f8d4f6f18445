#pragma once
#include <string>
#include <vector>

namespace explgraph::report {

// Lays out a DOT graph with Graphviz's library (the `dot` layout) and returns it as a
// standalone SVG document. Throws core::InputError with Graphviz's message when the DOT
// cannot be read (which would be a bug in explgraph's writer).
std::string dot_to_svg(const std::string& dot);

// Several graphs laid out one by one and stacked top to bottom in one standalone SVG (one
// graph: dot_to_svg's own document).
std::string dots_to_svg(const std::vector<std::string>& dots);

}  // namespace explgraph::report
