#pragma once
#include "explgraph/api/options/common.hpp"
#include "explgraph/api/options/comparison.hpp"
#include "explgraph/api/report_builder.hpp"

namespace explgraph::options {

struct ReportCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kFolder};       // --out names the folder
  std::vector<std::string> predictions, rankings;  // [NAME=]FILE
  std::string judgments, judgments_alpha;
  std::string scorer = "tg2020", title;
  WholeNumber step{50}, threads{0};
  ComparisonArgs comparison;  // its --seed also draws overlap's and growth's samples
  bool answered_only = false;
  bool all_questions = false;  // accuracy: every question, with harness runs too
  std::string harness_metric = "acc_norm";
};
void add_options(OptionBlocks& blocks, ReportCommandOptions& o);
// The option values checked and converted for the library (the predictions and rankings
// named, not read).
ReportOptions library_options(const ReportCommandOptions& o);
extern const CommandHelp kReportHelp;

}  // namespace explgraph::options
