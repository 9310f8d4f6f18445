#include "explgraph/api/options/reuse.hpp"

namespace explgraph::options {

const CommandHelp kReuseHelp{
    "reuse",
    "how often each fact is reused: explanation tokens per UID, ranked, with table and text; UIDs "
    "cited once; the token share of the top 1% and 10% of cited UIDs; a Zipf exponent "
    "(least-squares line through log rank, log count); and per table the share of explanations "
    "citing it and its reuse = explanations citing it / table rows (LREC 2018 Table 3). One pass "
    "over the explanations. With --corpus naming EntailmentBank's trees: per task, the WorldTree "
    "facts their leaves are (by provenance), used once or reused, and the most used.",
    "explgraph reuse (--corpus DIR | --tables PATH --questions FILE...) [--top N] [options]\n"
    "       explgraph reuse --corpus TREES [options]",
    "\nExamples:\n"
    "  explgraph reuse --corpus corpus --top 10\n"
    "  explgraph reuse --corpus corpus --format tsv --table table_usage\n"};

void add_options(OptionBlocks& blocks, ReuseCommandOptions& o) {
  blocks.own.add_options()(
      "top", po::value(&o.top)->default_value(o.top)->value_name("N"),
      "rows to list in text and Markdown output (0 = all; JSON and TSV list all)");
  add_common_options(blocks, o.corpus, o.output);
}

ReuseOptions library_options(const ReuseCommandOptions& o) {
  check_range("--top", o.top, 0, 1'000'000'000);
  return ReuseOptions{static_cast<std::size_t>(o.top.value)};
}

}  // namespace explgraph::options
