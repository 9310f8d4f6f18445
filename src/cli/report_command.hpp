#pragma once
#include "command.hpp"

namespace explgraph::cli {

struct ReportCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kFolder};       // --out names the folder
  std::vector<std::string> predictions, rankings;  // [NAME=]FILE
  std::string baseline, scorer = "tg2020", title;
  WholeNumber step{50}, seed{1}, resamples{10000}, threads{0};
  std::string alternative = "two-sided";
  bool answered_only = false;
};
void add_options(OptionBlocks& blocks, ReportCommandOptions& o);
int run(const ReportCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kReportHelp;

}  // namespace explgraph::cli
