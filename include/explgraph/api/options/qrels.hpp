#pragma once
#include "explgraph/api/options/common.hpp"

namespace explgraph::options {

struct QrelsCommandOptions {
  CorpusOptions corpus;
  OutputOptions output{OutputKind::kData};
};
void add_options(OptionBlocks& blocks, QrelsCommandOptions& o);
extern const CommandHelp kQrelsHelp;

}  // namespace explgraph::options
