#include "ava_command.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::cli {

int run(const options::AvaSystemsCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  if (o.judgments.empty())
    throw core::UsageError(
        "no judgments given: use --judgments FILE (TSV: system, "
        "question_id, human, automatic)");
  const analyze::AvaSystemsOptions options = library_options(o);
  const auto alpha = score_threshold(o);
  check_readable({o.judgments});
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.judgments});
  return write_output(ava_systems(o.judgments, alpha, options), o.output, out, err);
}

namespace {

constexpr const char* kAvaUsage =
    "Usage: explgraph ava SUBCOMMAND [options]\n\n"
    "Subcommands:\n"
    "  systems     judge an automatic evaluator of free-text answers against people: per\n"
    "              system estimated vs human accuracy, RMSE, Kendall's tau, Cohen's kappa\n\n"
    "Run 'explgraph ava SUBCOMMAND --help' for its options.\n";

}  // namespace

int run_ava(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    (args.empty() ? err : out) << kAvaUsage;
    return args.empty() ? 2 : 0;
  }
  const Args rest(args.begin() + 1, args.end());
  if (args[0] == "systems") {
    int (*const run_systems)(const options::AvaSystemsCommandOptions&, std::ostream&,
                             std::ostream&) = &run;
    try {
      return parse_and_run(options::kAvaSystemsHelp, rest, out, err, run_systems);
    } catch (const core::UsageError& e) {  // named as the subcommand, not as 'ava'
      err << "explgraph ava systems: error: " << e.what()
          << "\nrun 'explgraph ava systems --help' for usage\n";
      return 2;
    }
  }
  throw core::UsageError("unknown subcommand " + core::quoted(args[0]) +
                         ": expected systems (explgraph ava --help lists them)");
}

}  // namespace explgraph::cli
