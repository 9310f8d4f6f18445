#pragma once
// Every command's options as the command line and the Python module take them: for a command
// X, `options::XCommandOptions` (or `XOptions`), `add_options(OptionBlocks&, …)` registering
// its options by their command-line names, `parse_options(args, blocks)` filling it from
// arguments, `library_options(…)` checking the values and converting them for the analysis
// (a core::UsageError naming the option otherwise), and `kXHelp` (summary, usage, examples).
// See docs/CPP.md.
#include "explgraph/api/options/accuracy.hpp"
#include "explgraph/api/options/audit.hpp"
#include "explgraph/api/options/ava.hpp"
#include "explgraph/api/options/ground.hpp"
#include "explgraph/api/options/growth.hpp"
#include "explgraph/api/options/harness_task.hpp"
#include "explgraph/api/options/hops.hpp"
#include "explgraph/api/options/overlap.hpp"
#include "explgraph/api/options/patterns.hpp"
#include "explgraph/api/options/power.hpp"
#include "explgraph/api/options/probe.hpp"
#include "explgraph/api/options/qrels.hpp"
#include "explgraph/api/options/rank.hpp"
#include "explgraph/api/options/rankeval.hpp"
#include "explgraph/api/options/report.hpp"
#include "explgraph/api/options/reuse.hpp"
#include "explgraph/api/options/show.hpp"
#include "explgraph/api/options/solve.hpp"
#include "explgraph/api/options/stats.hpp"
#include "explgraph/api/options/synth.hpp"
#include "explgraph/api/options/treeeval.hpp"
#include "explgraph/api/options/types.hpp"
