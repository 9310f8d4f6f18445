#include "stats_command.hpp"

namespace explgraph::cli {

int run(const options::StatsOptions& o, std::ostream& out, std::ostream& err) {
  return load_and_write(o.corpus, o.output, out, err, [](Workspace& w) { return stats(w); });
}

}  // namespace explgraph::cli
