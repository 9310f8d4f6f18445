#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace explgraph::load {

struct QuestionSource {
  std::filesystem::path path;
  std::string default_split;  // from the file name (questions.dev.tsv -> Dev), else empty
};

struct CorpusLayout {
  std::string kind;  // "worldtree-v1", "worldtree-v2", "plain", "explicit"
  std::filesystem::path tables;
  std::vector<QuestionSource> questions;
};

// Finds tablestore and question files under `dir`:
//  - WorldTree V1: [tsv/]tableindex.txt, [tsv/]tables/, [tsv/]questionsAndExplanations.tsv
//  - WorldTree V2: tablestore/*/tables/tableindex.txt (or tablestore/*/tableindex.txt),
//    questions/questions.{train,dev,test}.tsv
//  - plain: tables/ (index or *.tsv) and the *.tsv files of dir/ or dir/questions/
// Throws core::InputError naming what was looked for when none fits.
CorpusLayout detect_layout(const std::filesystem::path& dir);

// "questions.dev.tsv" -> "Dev"; "" when the name has no train/dev/test part.
std::string split_from_file_name(const std::filesystem::path& path);

}  // namespace explgraph::load
