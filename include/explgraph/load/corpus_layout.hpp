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
  std::string kind;  // "worldtree-v1", "worldtree-v2", "textgraphs", "plain", "explicit"
  std::filesystem::path tables;
  std::vector<QuestionSource> questions;
  std::vector<std::string> warnings;  // choices the detection made that a user should know of
};

// Finds tablestore and question files under `dir`:
//  - WorldTree V1: [tsv/]tableindex.txt, [tsv/]tables/, [tsv/]questionsAndExplanations.tsv
//  - WorldTree V2: tablestore/*/tables/tableindex.txt (or tablestore/*/tableindex.txt),
//    questions/questions.{train,dev,test}.tsv
//  - TextGraphs 2019/2020 (a flat folder): tableindex.txt, tables/, and questions.{train,dev,
//    test}.tsv or ARC-Elementary+EXPL-*.tsv; the index decides which tables load, in its order
//  - plain: tables/ (index or *.tsv) and the *.tsv files of dir/ or dir/questions/
// Extensions match case-insensitively (.tsv, .TSV).
// Throws core::InputError naming what was looked for when none fits.
CorpusLayout detect_layout(const std::filesystem::path& dir);

// True when the file name ends in `extension` (".tsv"), compared case-insensitively.
bool has_extension(const std::filesystem::path& path, const std::string& extension);

// "questions.dev.tsv" -> "Dev"; "" when the name has no train/dev/test part.
std::string split_from_file_name(const std::filesystem::path& path);

}  // namespace explgraph::load
