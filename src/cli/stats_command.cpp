#include "stats_command.hpp"

namespace explgraph::cli {

int run(const options::StatsCommandOptions& o, std::ostream& out, std::ostream& err) {
  if (trees_given(o.corpus))
    return run_on_trees(o.corpus, o.output, out, err,
                        [](const load::TreeCorpus& trees) { return tree_stats(trees); });
  return load_and_write(o.corpus, o.output, out, err, [](Workspace& w) { return stats(w); });
}

}  // namespace explgraph::cli
