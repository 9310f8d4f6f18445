#include "reuse_command.hpp"

namespace explgraph::cli {

int run(const options::ReuseCommandOptions& o, std::ostream& out, std::ostream& err) {
  if (trees_given(o.corpus))
    return run_on_trees(o.corpus, o.output, out, err,
                        [](const load::TreeCorpus& trees) { return tree_reuse(trees); });
  const ReuseOptions options = library_options(o);
  return load_and_write(o.corpus, o.output, out, err,
                        [&](Workspace& w) { return reuse(w, options); });
}

}  // namespace explgraph::cli
