#include "explgraph/load/tree_corpus.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/corpus_layout.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph::load {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSplits[] = {"train", "dev", "test"};
constexpr const char* kTasks[] = {"task_1", "task_2", "task_3"};

bool has_split_files(const fs::path& dir) {
  std::error_code error;
  for (const char* split : kSplits)
    if (fs::is_regular_file(dir / (std::string(split) + ".jsonl"), error)) return true;
  return false;
}

// The folder holding task_N/, if `dir` is or holds one.
fs::path tasks_folder(const fs::path& dir) {
  std::error_code error;
  for (const fs::path& candidate : {dir, dir / "dataset"})
    for (const char* task : kTasks)
      if (fs::is_directory(candidate / task, error) && has_split_files(candidate / task))
        return candidate;
  return {};
}

void add_split_files(const fs::path& dir, const std::string& task, TreeCorpus& corpus,
                     core::Diagnostics& warnings) {
  std::error_code error;
  for (const char* split : kSplits) {
    const fs::path file = dir / (std::string(split) + ".jsonl");
    if (!fs::is_regular_file(file, error)) continue;
    if (fs::file_size(file, error) == 0) {  // one split left out is no reason to stop
      warnings.warn(file.string(), 0, 0, "empty-tree-file",
                    "an empty file: no trees of this split are read");
      continue;
    }
    InputFile in(file.string());
    corpus.files.push_back(
        {task, split_from_file_name(file), read_entailment_bank(in.stream(), in.name(), warnings)});
  }
}

}  // namespace

bool is_tree_corpus(const fs::path& path) {
  std::error_code error;
  if (has_extension(path, ".jsonl")) return !fs::is_directory(path, error);
  if (!fs::is_directory(path, error)) return false;
  return !tasks_folder(path).empty() || has_split_files(path);
}

TreeCorpus read_tree_corpus(const fs::path& path, core::Diagnostics& warnings) {
  TreeCorpus corpus;
  corpus.source = path.string();
  std::error_code error;
  if (!fs::is_directory(path, error)) {  // a file, or a path that is none (InputFile says so)
    InputFile in(path.string());
    corpus.files.push_back(
        {"", split_from_file_name(path), read_entailment_bank(in.stream(), in.name(), warnings)});
    return corpus;
  }
  if (const fs::path tasks = tasks_folder(path); !tasks.empty()) {
    for (const char* task : kTasks)
      if (fs::is_directory(tasks / task, error))
        add_split_files(tasks / task, task, corpus, warnings);
  } else {
    add_split_files(path, "", corpus, warnings);
  }
  if (corpus.files.empty())
    throw core::InputError(corpus.source +
                           ": error: expected EntailmentBank's layout (task_1/ … task_3/ holding "
                           "train.jsonl, dev.jsonl, test.jsonl, or those "
                           "files), found none with a tree");
  return corpus;
}

void keep_split(TreeCorpus& corpus, const std::string& split) {
  std::string splits;
  std::vector<TreeFile> kept;
  for (auto& file : corpus.files) {
    const std::string name = file.split.empty() ? "(none)" : file.split;
    if (splits.find(name) == std::string::npos) splits += (splits.empty() ? "" : ", ") + name;
    if (core::ascii_lower(file.split) == core::ascii_lower(split)) kept.push_back(std::move(file));
  }
  if (kept.empty())
    throw core::InputError(corpus.source +
                           ": error: --split: expected a split of its tree files (" + splits +
                           "), found " + core::quoted(split));
  corpus.files = std::move(kept);
}

}  // namespace explgraph::load
