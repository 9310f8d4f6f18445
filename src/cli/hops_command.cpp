#include "hops_command.hpp"

namespace explgraph::cli {

int run(const options::HopsCommandOptions& o, std::ostream& out, std::ostream& err) {
  return load_and_write(o.corpus, o.output, out, err, [](Workspace& w) { return hops(w); });
}

}  // namespace explgraph::cli
