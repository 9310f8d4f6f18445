#include "analysis_command.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/report/stats_report.hpp"

namespace explgraph::cli {

int run_stats(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "stats",
      "summary statistics of a corpus: questions read and kept, explanation length (mean, median, min, max; tokens, "
      "duplicates counted), mean tokens per role, tables, rows, deprecated rows, dangling UIDs, UIDs defined twice, and "
      "an accounting of every input line. Reads the corpus once; milliseconds on WorldTree V1.",
      "explgraph stats (--corpus DIR | --tables PATH --questions FILE...) [options]"};
  po::options_description own("Options");
  return run_analysis(args, out, err, info, own, [](const LoadedCorpus& loaded) {
    auto stats = analyze::compute_stats(loaded.corpus);
    return Rendered{report::stats_json(stats), report::stats_document(stats)};
  });
}

}  // namespace explgraph::cli
