#include "rank_command.hpp"

#include <unistd.h>

#include "explgraph/api/baselines.hpp"
#include "explgraph/core/errors.hpp"
#include "solve_command.hpp"

namespace explgraph::cli {

int run(const options::RankCommandOptions& o, std::ostream& out, std::ostream& err) {
  check_tsv_format(o.output, "rank");
  const baseline::RankOptions options = library_options(o);
  CorpusOptions corpus = o.corpus;
  corpus.tables_only = !o.ratings.empty();
  auto& workspace = open_workspace(corpus, o.output, err);
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.ratings});
  Output output = rank(workspace, options, o.ratings);
  int code = 0;
  {
    // The ranking is computed as it is written: the progress line runs during the write,
    // and not when the ranking itself is going to the terminal.
    const bool ranking_on_terminal = o.output.to_standard_output() && ::isatty(1);
    TerminalProgress progress("rank", o.output.quiet || ranking_on_terminal, err);
    workspace.set_progress(progress.get());
    code = write_output(output, o.output, out, err);
    workspace.set_progress(nullptr);
  }
  const auto counts = output.json();
  if (code == 0)
    err << "rank: ranked " << counts["ranked"].get<std::size_t>() << " question(s); skipped "
        << counts["skipped_without_text"].get<std::size_t>() << " without usable text\n";
  return code;
}

}  // namespace explgraph::cli
