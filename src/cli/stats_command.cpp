#include "commands.hpp"
#include "common_options.hpp"
#include "explgraph/analyze/stats.hpp"
#include "explgraph/report/stats_report.hpp"

namespace explgraph::cli {

namespace {

struct StatsOptions {
  CorpusOptions corpus;
  OutputOptions output;
};

constexpr const char* kSummary =
    "summary statistics of a corpus: questions read and kept, explanation length (mean, median, "
    "min, max; tokens, duplicates counted), mean tokens per role, tables, rows, deprecated rows, "
    "dangling UIDs, UIDs defined twice, and an accounting of every input line. Reads the corpus "
    "once; milliseconds on WorldTree V1.";

}  // namespace

int run_stats(const Args& args, std::ostream& out, std::ostream& err) {
  StatsOptions opts;
  po::options_description own("Options"), common("Common options");
  add_corpus_options(common, opts.corpus);
  add_output_options(common, opts.output);
  po::options_description all;
  all.add(own).add(common);
  if (parse_options(args, all)) {
    out << help_text("stats", kSummary, "explgraph stats (--corpus DIR | --tables PATH --questions FILE...) [options]",
                     own, common);
    return 0;
  }
  Format format = opts.output.parsed_format();
  LoadedCorpus loaded = load_corpus(opts.corpus, opts.output, err);
  analyze::StatsResult stats = analyze::compute_stats(loaded.corpus);
  emit(opts.output, out, [&](std::ostream& o) {
    switch (format) {
      case Format::kJson: o << report::stats_json(stats).dump(2) << '\n'; break;
      case Format::kTsv: report::write_tsv(report::stats_document(stats), o); break;
      case Format::kMarkdown: report::write_markdown(report::stats_document(stats), o); break;
      case Format::kText: report::write_text(report::stats_document(stats), o); break;
    }
  });
  return 0;
}

}  // namespace explgraph::cli
