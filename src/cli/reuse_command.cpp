#include "reuse_command.hpp"

namespace explgraph::cli {

const CommandHelp kReuseHelp{
    "reuse",
    "how often each fact is reused: explanation tokens per UID, ranked, with table and text; UIDs "
    "cited once; the "
    "token share of the top 1% and 10% of cited UIDs; a Zipf exponent (least-squares line through "
    "log rank, log "
    "count); and per table the share of explanations citing it and its reuse = explanations citing "
    "it / table rows "
    "(LREC 2018 Table 3). One pass over the explanations.",
    "explgraph reuse (--corpus DIR | --tables PATH --questions FILE...) [--top N] [options]"};

void add_options(OptionBlocks& blocks, ReuseCommandOptions& o) {
  blocks.own.add_options()(
      "top", po::value(&o.reuse.top)->default_value(25)->value_name("N"),
      "rows to list in text, Markdown and TSV output (0 = all; JSON lists all)");
  add_common_options(blocks, o.corpus, o.output);
}

int run(const ReuseCommandOptions& o, std::ostream& out, std::ostream& err) {
  return load_and_write(o.corpus, o.output, out, err,
                        [&](Workspace& w) { return reuse(w, o.reuse); });
}

}  // namespace explgraph::cli
