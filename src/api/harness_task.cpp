// harness-task: a corpus's explained splits as lm-evaluation-harness tasks (SPEC §9).
#include "explgraph/api/harness_task.hpp"

#include <algorithm>
#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/harness_task.hpp"
#include "explgraph/report/report_folder.hpp"

namespace explgraph {
namespace {

// One split's questions as a dataset: what is written and what was left out.
struct SplitDataset {
  std::string name;   // as the corpus writes it ("Dev"), or "all"
  std::string key;    // its name in task and file names: lower case, [a-z0-9_]
  std::string lines;  // the JSON lines
  std::size_t questions = 0, without_explanation = 0, without_text = 0;
};

std::string split_key(const std::string& split) {
  std::string key;
  for (char c : core::ascii_lower(split.empty() ? "all" : split))
    key += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return key;
}

// Every split's dataset, in the order the splits first appear.
std::vector<SplitDataset> split_datasets(const load::Corpus& corpus) {
  const auto names = load::distinct_question_names(corpus);
  std::vector<SplitDataset> splits;
  for (std::size_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    const std::string key = split_key(q.split);
    auto it = std::find_if(splits.begin(), splits.end(),
                           [&](const SplitDataset& s) { return s.key == key; });
    if (it == splits.end()) {
      splits.push_back({q.split.empty() ? "all" : q.split, key, "", 0, 0, 0});
      it = splits.end() - 1;
    }
    if (!load::has_explanation(q)) {
      ++it->without_explanation;
    } else if (!q.has_text()) {
      ++it->without_text;
    } else {
      it->lines += report::arc_document_line(q, names[i]);
      ++it->questions;
    }
  }
  return splits;
}

// The splits asked for (all with questions to ask when none is named); a name the corpus
// lacks is a usage error listing those it has, one with nothing to ask a warning.
std::vector<SplitDataset> chosen(std::vector<SplitDataset> all, const HarnessTaskOptions& options,
                                 const std::string& workspace_source, core::Diagnostics& warnings) {
  std::vector<SplitDataset> out;
  for (const auto& asked : options.splits)
    if (std::none_of(all.begin(), all.end(), [&](const auto& s) { return s.key == asked; })) {
      std::string present;
      for (const auto& s : all) present += (present.empty() ? "" : ", ") + s.name;
      throw core::UsageError("--split " + core::quoted(asked) +
                             ": the corpus has no such split (it has " + present + ")");
    }
  for (auto& s : all) {
    const bool asked =
        options.splits.empty() ||
        std::find(options.splits.begin(), options.splits.end(), s.key) != options.splits.end();
    if (!asked) continue;
    if (s.questions > 0) {
      out.push_back(std::move(s));
      continue;
    }
    warnings.warn(workspace_source, 0, 0, "split-not-asked",
                  s.name + ": none of its " +
                      std::to_string(s.without_explanation + s.without_text) +
                      " question(s) has both an explanation and a text (" +
                      std::to_string(s.without_explanation) +
                      " without an explanation: the TextGraphs release withholds Test's; " +
                      std::to_string(s.without_text) + " without a text); no task written for it");
  }
  if (out.empty())
    throw core::InputError(workspace_source +
                           ": error: expected a split with questions that have an explanation "
                           "and a text, found none: a harness run on them would fill no "
                           "knowledge-type group");
  return out;
}

std::string task_comment(const SplitDataset& s, const std::string& corpus, bool explain) {
  return std::string("lm-evaluation-harness task written by explgraph harness-task from ") +
         corpus + ":\n" + std::to_string(s.questions) + " question(s) of " + s.name +
         " that have an explanation, in ARC's schema" +
         (explain ? "; asks for the answer's label, then the facts that explain it, one per line"
                  : ", with ARC's prompt and metrics (lm_eval/tasks/arc/arc_easy.yaml)") +
         ".\nThe data files are named by absolute paths: the harness hands them to\n"
         "datasets.load_dataset, which resolves a relative path against the working directory.";
}

nlohmann::ordered_json summary(const std::vector<SplitDataset>& splits, const std::string& where,
                               const std::string& prefix) {
  nlohmann::ordered_json tasks = nlohmann::ordered_json::array();
  std::size_t without_explanation = 0, without_text = 0;
  std::string names;
  for (const auto& s : splits) {
    const std::string task = prefix + "_" + s.key;
    tasks.push_back({{"task", task},
                     {"explain_task", task + "_explain"},
                     {"split", s.name},
                     {"questions", s.questions},
                     {"dataset", task + ".jsonl"}});
    without_explanation += s.without_explanation;
    without_text += s.without_text;
    names += (names.empty() ? "" : ",") + task;
  }
  return {
      {"folder", where},
      {"tasks", tasks},
      {"left_out", {{"without_explanation", without_explanation}, {"without_text", without_text}}},
      {"command", "lm_eval --model hf --model_args pretrained=MODEL --include_path " +
                      core::shell_word(where) + " --tasks " + names +
                      " --log_samples --output_path OUT"}};
}

}  // namespace

Output harness_task(Workspace& workspace, const HarnessTaskOptions& options,
                    const std::string& folder, bool force, core::RemovedOnInterrupt* interrupts) {
  Output output;
  auto splits = chosen(split_datasets(workspace.corpus()), options, workspace.corpus().source,
                       output.input_warnings);
  namespace fs = std::filesystem;
  const std::string where = fs::weakly_canonical(fs::absolute(folder)).string();
  const std::string corpus = workspace.corpus().source;
  report::ReportFolder written(folder, interrupts, {kHarnessTaskFolder, force});
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& s : splits)
    files.emplace_back(s.key, where + "/" + options.prefix + "_" + s.key + ".jsonl");
  for (const auto& s : splits) {
    const std::string task = options.prefix + "_" + s.key;
    written.add(task + ".jsonl", [&](std::ostream& out) { out << s.lines; });
    report::HarnessTaskSpec spec{task, s.key, options.prefix, files,
                                 task_comment(s, corpus, false)};
    written.add(task + ".yaml",
                [&](std::ostream& out) { out << report::multiple_choice_task_yaml(spec); });
    spec.task += "_explain";
    spec.tag += "_explain";
    spec.comment = task_comment(s, corpus, true);
    written.add(spec.task + ".yaml",
                [&](std::ostream& out) { out << report::explain_task_yaml(spec); });
  }
  written.put_in_place();
  auto json =
      std::make_shared<const nlohmann::ordered_json>(summary(splits, where, options.prefix));
  output.json = [json] { return *json; };
  output.document = [json] {
    report::Document doc;
    for (const auto& task : (*json)["tasks"])
      doc.summary.emplace_back(task["task"].get<std::string>(),
                               std::to_string(task["questions"].get<std::size_t>()) +
                                   " question(s) of " + task["split"].get<std::string>());
    doc.summary.emplace_back("run", (*json)["command"].get<std::string>());
    return doc;
  };
  return output;
}

}  // namespace explgraph
