#include "types_command.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run(const options::TypesCommandOptions& o, std::ostream& out, std::ostream& err) {
  if (trees_given(o.corpus)) {
    const load::Corpus* tables = tablestore_beside_trees(o.corpus, o.output, err);
    if (tables == nullptr)
      throw core::UsageError(
          "types of trees: give --tables, the WorldTree tablestore the leaves "
          "come from (V2 for EntailmentBank)");
    return run_on_trees(o.corpus, o.output, out, err,
                        [&](const load::TreeCorpus& trees) { return tree_types(trees, *tables); });
  }
  return load_and_write(o.corpus, o.output, out, err, [](Workspace& w) { return types(w); });
}

}  // namespace explgraph::cli
