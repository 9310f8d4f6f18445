#include "ava_command.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "solve_command.hpp"

namespace explgraph::cli {

int run(const options::AvaSystemsCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  require_inputs(o);
  const analyze::AvaSystemsOptions options = library_options(o);
  const auto alpha = score_threshold(o);
  check_readable({o.judgments});
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.judgments});
  return write_output(ava_systems(o.judgments, alpha, options), o.output, out, err);
}

int run(const options::AvaPairsCommandOptions& o, std::ostream& out, std::ostream& err) {
  check_tsv_format(o.output, "ava pairs");
  require_inputs(o);
  const analyze::AvaPairsOptions options = library_options(o);
  check_readable({o.as2});
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.as2});
  const Output output = ava_pairs(o.as2, options);
  const int code = write_output(output, o.output, out, err);
  if (code == 0 && !o.output.quiet) {
    const auto summary = output.json();
    err << "ava pairs: wrote " << summary["tuples"].get<std::size_t>() << " tuple(s)";
    for (const auto& s : summary["splits"])
      err << "; " << s["split"].get<std::string>() << " " << s["questions"].get<std::size_t>()
          << " question(s), " << s["positives"].get<std::size_t>() << " positive(s), "
          << s["negatives"].get<std::size_t>() << " negative(s)";
    err << "; skipped " << summary["without_two_correct"].get<std::size_t>()
        << " question(s) with fewer than two correct candidates\n";
  }
  return code;
}

int run(const options::AvaTrainCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  require_inputs(o);
  const analyze::AvaTrainOptions options = library_options(o);
  check_readable({o.tuples});
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.tuples});
  const Output output = ava_train(o.tuples, options);
  const int code = write_output(output, o.output, out, err);
  if (code == 0 && !o.output.quiet && !o.output.to_standard_output()) {
    const auto model = output.json();
    const auto from = model["alpha_from"].get<std::string>();
    err << "ava train: wrote the model to " << o.output.out << " (trained on "
        << model["train_tuples"].get<std::size_t>() << " tuple(s); alpha "
        << core::format_number(model["alpha"].get<double>())
        << (from == "dev"     ? ", the Dev tuples' best F1"
            : from == "given" ? ", as given"
                              : "")
        << ")\n";
  }
  return code;
}

int run(const options::AvaJudgeCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  require_inputs(o);
  const std::string split = judged_split(o);
  check_readable({o.model, o.tuples});
  auto& workspace = open_workspace({}, o.output, err, {true, false});
  refuse_to_overwrite_inputs(workspace, {{"--out", o.output.out}}, {o.model, o.tuples});
  return write_output(ava_judge(o.model, o.tuples, split), o.output, out, err);
}

namespace {

// Runs one subcommand; a usage error is named as the subcommand ("explgraph ava pairs:
// error: …"), not as 'ava'.
template <typename Options>
std::function<int(const Args&, std::ostream&, std::ostream&)> subcommand(
    const options::CommandHelp& help) {
  return [&help](const Args& args, std::ostream& out, std::ostream& err) {
    int (*const run_options)(const Options&, std::ostream&, std::ostream&) = &run;
    try {
      return parse_and_run(help, args, out, err, run_options);
    } catch (const core::UsageError& e) {
      err << "explgraph " << help.name << ": error: " << e.what() << "\nrun 'explgraph "
          << help.name << " --help' for usage\n";
      return 2;
    }
  };
}

// The subcommands, each spelled once: the dispatch, the usage and the "did you mean" read
// this list.
const std::vector<Command>& ava_subcommands() {
  using namespace options;  // NOLINT(google-build-using-namespace): the subcommands' options
  static const std::vector<Command> list{
      {"pairs",
       "build AVA tuples (question, reference, candidate, label) from an "
       "answer-sentence-selection set, split by question",
       subcommand<AvaPairsCommandOptions>(kAvaPairsHelp)},
      {"train", "train AVA's linear evaluator (four word-overlap features, a linear SVM)",
       subcommand<AvaTrainCommandOptions>(kAvaTrainHelp)},
      {"judge",
       "apply a trained evaluator to tuples: labels, precision, recall, "
       "F1, the precision-recall curve",
       subcommand<AvaJudgeCommandOptions>(kAvaJudgeHelp)},
      {"systems",
       "judge an automatic evaluator of free-text answers against people: per system estimated vs "
       "human accuracy, RMSE, Kendall's tau, Cohen's kappa",
       subcommand<AvaSystemsCommandOptions>(kAvaSystemsHelp)},
  };
  return list;
}

std::string ava_usage() {
  return "Usage: explgraph ava SUBCOMMAND [options]\n\nSubcommands:\n" +
         command_list(ava_subcommands()) +
         "\nRun 'explgraph ava SUBCOMMAND --help' for its options.\n";
}

}  // namespace

int run_ava(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    (args.empty() ? err : out) << ava_usage();
    return args.empty() ? 2 : 0;
  }
  std::string names;
  const auto& subcommands = ava_subcommands();
  for (std::size_t i = 0; i < subcommands.size(); ++i) {
    if (subcommands[i].name == args[0])
      return subcommands[i].run(Args(args.begin() + 1, args.end()), out, err);
    names += (i == 0 ? "" : i + 1 == subcommands.size() ? " or " : ", ") + subcommands[i].name;
  }
  throw core::UsageError("unknown subcommand " + core::quoted(args[0]) + ": expected " + names +
                         did_you_mean(args[0], subcommands));
}

}  // namespace explgraph::cli
