#pragma once
#include "command.hpp"
#include "comparison_options.hpp"

namespace explgraph::cli {

struct ReportCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kFolder};       // --out names the folder
  std::vector<std::string> predictions, rankings;  // [NAME=]FILE
  std::string scorer = "tg2020", title;
  WholeNumber step{50}, threads{0};
  ComparisonArgs comparison;  // its --seed also draws overlap's and growth's samples
  bool answered_only = false;
};
void add_options(OptionBlocks& blocks, ReportCommandOptions& o);
int run(const ReportCommandOptions& o, std::ostream& out, std::ostream& err);
extern const CommandHelp kReportHelp;

}  // namespace explgraph::cli
