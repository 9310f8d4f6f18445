#include "types_command.hpp"

namespace explgraph::cli {

int run(const options::TypesOptions& o, std::ostream& out, std::ostream& err) {
  return load_and_write(o.corpus, o.output, out, err, [](Workspace& w) { return types(w); });
}

}  // namespace explgraph::cli
