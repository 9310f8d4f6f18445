#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/entailment_bank.hpp"

// EntailmentBank's trees as a corpus `stats`, `show` and `audit` read (`--corpus PATH`): the
// public dataset's folder layout or one JSONL file.
namespace explgraph::load {

struct TreeFile {
  std::string task;   // "task_1", "task_2", "task_3"; "" for a lone file
  std::string split;  // "Train", "Dev", "Test" from the file name, else ""
  EntailmentBank bank;
};

struct TreeCorpus {
  std::string source;           // the path given
  std::vector<TreeFile> files;  // tasks in order, then train, dev, test
};

// True when `path` is EntailmentBank's: a .jsonl file; a folder with task_1 … task_3
// subfolders (or dataset/task_N, as the release unpacks) holding {train,dev,test}.jsonl; or a
// folder holding those files itself (one task).
// A path ending in .jsonl counts whether or not it exists (reading it then says what is wrong).
bool is_tree_corpus(const std::filesystem::path& path);

// Reads every tree file of the layout (read_entailment_bank: a line that is no tree is a
// core::InputError naming it); an empty split file is warned about ("empty-tree-file") and
// skipped; a layout without any tree is a core::InputError.
TreeCorpus read_tree_corpus(const std::filesystem::path& path, core::Diagnostics& warnings);

// Keeps the files of one split (`--split`, compared ignoring case); none left is a
// core::InputError naming the splits there are.
void keep_split(TreeCorpus& corpus, const std::string& split);

}  // namespace explgraph::load
