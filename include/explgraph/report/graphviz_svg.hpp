#pragma once
#include <string>
#include <vector>

namespace explgraph::report {

// Lays out a DOT graph with Graphviz's library (the `dot` layout) and returns it as a
// standalone SVG document. Throws core::InputError with Graphviz's message when the DOT
// cannot be read (which would be a bug in explgraph's writer).
std::string dot_to_svg(const std::string& dot);

// Opens Graphviz's libraries and makes the context dot_to_svg lays out in (about 1 ms), so
// that a caller may do it beside other work before the first picture; dot_to_svg does it
// otherwise. Throws core::InputError when libgvc is not installed.
void open_graphviz();

// Several graphs laid out one by one and stacked top to bottom in one standalone SVG (one
// graph: dot_to_svg's own document).
std::string dots_to_svg(const std::vector<std::string>& dots);

}  // namespace explgraph::report
