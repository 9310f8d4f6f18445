#include <boost/program_options/errors.hpp>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <sstream>

#include "accuracy_command.hpp"
#include "audit_command.hpp"
#include "ava_command.hpp"
#include "command.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/explgraph.hpp"
#include "ground_command.hpp"
#include "growth_command.hpp"
#include "harness_task_command.hpp"
#include "hops_command.hpp"
#include "overlap_command.hpp"
#include "patterns_command.hpp"
#include "power_command.hpp"
#include "probe_command.hpp"
#include "qrels_command.hpp"
#include "rank_command.hpp"
#include "rankeval_command.hpp"
#include "report_command.hpp"
#include "reuse_command.hpp"
#include "show_command.hpp"
#include "solve_command.hpp"
#include "stats_command.hpp"
#include "synth_command.hpp"
#include "treeeval_command.hpp"
#include "types_command.hpp"

namespace explgraph::cli {

namespace {

template <typename Options>
std::function<int(const Args&, std::ostream&, std::ostream&)> runner(const CommandHelp& help) {
  return [&help](const Args& args, std::ostream& out, std::ostream& err) {
    int (*const run_command)(const Options&, std::ostream&, std::ostream&) = &run;
    return parse_and_run<Options>(help, args, out, err, run_command);
  };
}

}  // namespace

std::string did_you_mean(const std::string& name, const std::vector<Command>& among) {
  const Command* best = nullptr;
  std::size_t best_distance = 3;
  for (const auto& c : among) {
    std::size_t d = core::edit_distance(name, c.name);
    if (d < best_distance) best = &c, best_distance = d;
  }
  return best == nullptr ? "" : " (did you mean '" + best->name + "'?)";
}

std::string command_list(const std::vector<Command>& among) {
  const std::string indent(14, ' ');
  std::string out;
  for (const auto& c : among) {
    std::string summary = core::word_wrap(c.summary, 88 - indent.size());
    for (std::size_t at = 0; (at = summary.find('\n', at)) != std::string::npos;
         at += indent.size())
      summary.insert(++at, indent);
    out += "  " + c.name + std::string(12 - std::min<std::size_t>(c.name.size(), 11), ' ') +
           summary + '\n';
  }
  return out;
}

const std::vector<Command>& commands() {
  using namespace options;  // NOLINT(google-build-using-namespace): the commands' options
  static const std::vector<Command> list{
      {"report", "every analysis into a folder: index.html with charts, report.md, JSON and TSV",
       runner<ReportCommandOptions>(kReportHelp)},
      {"stats", "summary statistics: questions, explanation length, roles, tables, dangling UIDs",
       runner<StatsCommandOptions>(kStatsHelp)},
      {"reuse",
       "fact reuse: uses per row, top-row shares, table usage and reuse (LREC Table 3), Zipf fit",
       runner<ReuseCommandOptions>(kReuseHelp)},
      {"types",
       "knowledge types: tables and categories per explanation and role; top-down question types",
       runner<TypesCommandOptions>(kTypesHelp)},
      {"hops", "hop counts of facts in explanation graphs; depth, isolated facts, components",
       runner<HopsCommandOptions>(kHopsHelp)},
      {"overlap",
       "explanation overlap between questions, exact expected connectivity; DOT/GraphML export",
       runner<OverlapCommandOptions>(kOverlapHelp)},
      {"growth",
       "expected distinct rows needed to explain n random questions (exact), per category",
       runner<GrowthCommandOptions>(kGrowthHelp)},
      {"patterns",
       "explanatory patterns: co-cited rows; how much of an explanation merging others rebuilds",
       runner<PatternsCommandOptions>(kPatternsHelp)},
      {"show", "draw explanation graphs: Q, A and facts by hop, edges labelled with shared words",
       runner<ShowCommandOptions>(kShowHelp)},
      {"audit", "check new explanations like a compiler: UIDs, roles, linking rule, tablestore",
       runner<AuditCommandOptions>(kAuditHelp)},
      {"ground",
       "explanations written in free text (language models): facts aligned to rows, chains, F1",
       runner<GroundCommandOptions>(kGroundHelp)},
      {"rankeval",
       "score explanation rankings: TextGraphs MAP (2019/2020), P/R/NDCG@k, MRR, breakdowns",
       runner<RankevalCommandOptions>(kRankevalHelp)},
      {"treeeval",
       "score EntailmentBank entailment trees exactly as the "
       "official scorer: leaves, steps, BLEURT",
       runner<TreeevalCommandOptions>(kTreeevalHelp)},
      {"rank", "tf-idf baseline ranking of every fact for each question (TextGraphs format)",
       runner<RankCommandOptions>(kRankHelp)},
      {"qrels", "the gold explanations as TREC relevance judgments, for rankeval --qrels",
       runner<QrelsCommandOptions>(kQrelsHelp)},
      {"accuracy", "solver accuracy per knowledge type, with paired bootstrap, McNemar and Holm",
       runner<AccuracyCommandOptions>(kAccuracyHelp)},
      {"harness-task",
       "the corpus's explained splits as lm-evaluation-harness tasks (ARC's schema and prompt)",
       runner<HarnessTaskCommandOptions>(kHarnessTaskHelp)},
      {"solve", "tf-idf baseline QA solver writing a predictions file",
       runner<SolveCommandOptions>(kSolveHelp)},
      {"ava", "judge an automatic answer evaluator against people: AVA's RMSE, tau, kappa",
       &run_ava},
      {"probe", "controlled probe sets of a QA model's knowledge: ISA hops, distractor families",
       runner<ProbeCommandOptions>(kProbeHelp)},
      {"power", "plan an evaluation: exact bootstrap p of a planned gain, smallest detectable gain",
       runner<PowerCommandOptions>(kPowerHelp)},
      {"synth", "write a synthetic WorldTree-like corpus of a given size (for benchmarks)",
       runner<SynthCommandOptions>(kSynthHelp)},
  };
  return list;
}

namespace {

std::string top_help() {
  std::ostringstream out;
  out << "explgraph " << version()
      << " — analyse explanation-graph corpora (WorldTree and alike)\n\n"
         "Usage: explgraph COMMAND [options]\n"
         "       explgraph COMMAND --help    options of one command (or: "
         "explgraph help COMMAND)\n\nCommands:\n";
  for (const auto& c : commands())
    out << "  " << c.name << std::string(12 - std::min<std::size_t>(c.name.size(), 11), ' ')
        << c.summary << '\n';
  out << "\nExit codes: 0 success, 1 audit found errors, 2 usage or input error.\n"
         "Environment: EXPLGRAPH_NO_HUGE_PAGES=1 stops explgraph asking for "
         "huge pages (with mimalloc, its\n"
         "allocator, transparent huge pages when its input files add up to "
         "less than 48 MB, which spares\n"
         "thousands of page faults; built without mimalloc, it re-executes itself once with\n"
         "GLIBC_TUNABLES=glibc.malloc.hugetlb=1 from 48 MB of input, which "
         "halves loading time on large\n"
         "corpora). EXPLGRAPH_STEP_TIMES=1 makes report print each step's "
         "wall time, and each analysis's\n"
         "own, on standard error.\n\nExamples:\n"
         "  explgraph report --corpus corpus --out report   # every analysis, as a web page\n"
         "  explgraph stats --corpus ../shared/corpora/worldtree-v1\n"
         "  explgraph help rankeval                         # one command's options\n";
  return out.str();
}

const Command* find_command(const std::string& name) {
  for (const auto& c : commands())
    if (c.name == name) return &c;
  return nullptr;
}

std::string unknown_command(const std::string& name) {
  return "explgraph: error: unknown command '" + name + "'" + did_you_mean(name, commands()) +
         "; run 'explgraph --help' for the list";
}

}  // namespace

int run_main(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << top_help();
    return 2;
  }
  const std::string& name = args[0];
  if (name == "help" && args.size() > 1)  // explgraph help CMD = explgraph CMD --help
    return run_main({args[1], "--help"}, out, err);
  if (name == "--help" || name == "-h" || name == "help") {
    out << top_help();
    return 0;
  }
  if (name == "--version") {
    out << "explgraph " << version() << '\n';
    return 0;
  }
  const Command* command = find_command(name);
  if (command == nullptr) {
    err << unknown_command(name) << '\n';
    return 2;
  }
  try {
    return command->run(Args(args.begin() + 1, args.end()), out, err);
  } catch (const core::BrokenPipe&) {
    throw;  // main ends the run quietly
  } catch (const core::UsageError& e) {
    err << "explgraph " << name << ": error: " << e.what() << "\nrun 'explgraph " << name
        << " --help' for usage\n";
  } catch (const core::InputError& e) {
    err << core::visible_controls(e.what()) << '\n';
  } catch (const std::filesystem::filesystem_error& e) {
    // A path the system cannot follow (a symlink loop, a name too long): an input error
    // naming the path, not an internal one. One it could not follow for memory is memory's.
    if (e.code() == std::errc::not_enough_memory) {
      err << kOutOfMemory;
      return 2;
    }
    err << (e.path1().empty() ? std::string("explgraph") : e.path1().string())
        << ": error: cannot use this path: " << e.code().message() << '\n';
  } catch (const std::bad_alloc&) {
    err << kOutOfMemory;
  } catch (const std::exception& e) {
    err << "explgraph: internal error: " << e.what() << " (please report it)\n";
  }
  return 2;
}

}  // namespace explgraph::cli
