#include "explgraph/explgraph.hpp"

namespace explgraph {

std::string version() {
  return EXPLGRAPH_VERSION;
}

}  // namespace explgraph
