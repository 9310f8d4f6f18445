#include "explgraph/load/corpus_layout.hpp"

#include <algorithm>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::load {
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> tsv_files(const fs::path& dir) {
  std::vector<fs::path> files;
  if (!fs::is_directory(dir)) return files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.is_regular_file() && has_extension(entry.path(), ".tsv"))
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// Train before dev before test, so the default order matches the shared tasks'.
int split_rank(const fs::path& p) {
  std::string s = split_from_file_name(p);
  return s == "Train" ? 0 : s == "Dev" ? 1 : s == "Test" ? 2 : 3;
}

void add_questions(CorpusLayout& layout, std::vector<fs::path> files) {
  std::stable_sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
    return split_rank(a) < split_rank(b);
  });
  for (auto& f : files) layout.questions.push_back({f, split_from_file_name(f)});
}

bool try_v1(const fs::path& dir, CorpusLayout& layout) {
  for (const fs::path& base : {dir / "tsv", dir}) {
    fs::path questions = base / "questionsAndExplanations.tsv";
    if (!fs::is_regular_file(questions)) continue;
    if (fs::is_regular_file(base / "tableindex.txt"))
      layout.tables = base / "tableindex.txt";
    else if (fs::is_directory(base / "tables"))
      layout.tables = base / "tables";
    else
      continue;
    layout.kind = "worldtree-v1";
    layout.questions.push_back({questions, ""});
    return true;
  }
  return false;
}

bool try_v2(const fs::path& dir, CorpusLayout& layout) {
  if (!fs::is_directory(dir / "tablestore") || !fs::is_directory(dir / "questions")) return false;
  std::vector<fs::path> versions;
  for (const auto& entry : fs::directory_iterator(dir / "tablestore"))
    if (entry.is_directory()) versions.push_back(entry.path());
  // Newest first: version folders are named so that a later export sorts later.
  std::sort(versions.begin(), versions.end(), [](const fs::path& a, const fs::path& b) {
    return core::natural_less(b.string(), a.string());
  });
  std::vector<fs::path> indexes;
  for (const auto& v : versions)
    for (const fs::path& index : {v / "tables" / "tableindex.txt", v / "tableindex.txt"})
      if (fs::is_regular_file(index)) {
        indexes.push_back(index);
        break;
      }
  if (indexes.empty()) return false;
  layout.kind = "worldtree-v2";
  layout.tables = indexes.front();
  for (std::size_t i = 1; i < indexes.size(); ++i)
    layout.warnings.push_back("tablestore " + indexes[i].string() +
                              " ignored: " + indexes.front().string() +
                              " is newer and is used (give --tables to choose)");
  add_questions(layout, tsv_files(dir / "questions"));
  return !layout.questions.empty();
}

// The TextGraphs shared tasks' flat folder. Question files are recognised by name so that
// stray TSVs beside them are not read as questions.
bool try_textgraphs(const fs::path& dir, CorpusLayout& layout) {
  if (!fs::is_regular_file(dir / "tableindex.txt") || !fs::is_directory(dir / "tables"))
    return false;
  std::vector<fs::path> files;
  for (const auto& f : tsv_files(dir)) {
    std::string name = core::ascii_lower(f.filename().string());
    if (name.rfind("questions.", 0) == 0 || name.rfind("arc-elementary+expl-", 0) == 0)
      files.push_back(f);
  }
  if (files.empty()) return false;
  layout.kind = "textgraphs";
  layout.tables = dir / "tableindex.txt";
  add_questions(layout, files);
  return true;
}

bool try_plain(const fs::path& dir, CorpusLayout& layout) {
  if (!fs::is_directory(dir / "tables")) return false;
  layout.kind = "plain";
  // SPEC §1: wherever a tableindex.txt exists it decides which tables load and in what order.
  layout.tables =
      fs::is_regular_file(dir / "tableindex.txt") ? dir / "tableindex.txt" : dir / "tables";
  auto files = tsv_files(dir / "questions");
  if (files.empty()) files = tsv_files(dir);
  add_questions(layout, files);
  return !layout.questions.empty();
}

}  // namespace

bool has_extension(const fs::path& path, const std::string& extension) {
  return core::iequals(path.extension().string(), extension);
}

std::string split_from_file_name(const fs::path& path) {
  std::string name = core::ascii_lower(path.filename().string());
  for (auto piece : core::split(name, '.'))
    for (auto part : core::split(piece, '-')) {
      if (part == "train") return "Train";
      if (part == "dev") return "Dev";
      if (part == "test") return "Test";
    }
  return "";
}

namespace {

// " (did you mean 'corpus'?)" naming the folder beside a missing one whose name is nearest
// (edit distance at most 2), or "".
std::string nearest_folder(const fs::path& missing) {
  const fs::path parent = missing.has_parent_path() ? missing.parent_path() : fs::path(".");
  const std::string name = missing.filename().string();
  std::error_code ec;
  std::string best;
  std::size_t best_distance = 3;
  for (fs::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_directory(ec)) continue;
    const std::string candidate = it->path().filename().string();
    const std::size_t d = core::edit_distance(name, candidate);
    if (d < best_distance || (d == best_distance && !best.empty() && candidate < best))
      best = candidate, best_distance = d;
  }
  if (best.empty()) return "";
  return " (did you mean " + core::quoted((parent / best).lexically_normal().string()) + "?)";
}

}  // namespace

CorpusLayout detect_layout(const fs::path& dir) {
  if (!fs::exists(dir))
    throw core::InputError(dir.string() +
                           ": error: --corpus expects a directory, found no such file or "
                           "directory" +
                           nearest_folder(dir));
  if (!fs::is_directory(dir))
    throw core::InputError(dir.string() + ": error: --corpus expects a directory, found a file");
  CorpusLayout layout;
  if (try_v1(dir, layout) || try_v2(dir, layout) || try_textgraphs(dir, layout) ||
      try_plain(dir, layout))
    return layout;
  throw core::InputError(
      dir.string() +
      ": error: no corpus layout recognised; expected tsv/tableindex.txt with "
      "tsv/questionsAndExplanations.tsv (WorldTree V1), tablestore/*/tables/tableindex.txt with "
      "questions/*.tsv (WorldTree V2), tableindex.txt with tables/ and "
      "questions.{train,dev,test}.tsv (TextGraphs), or tables/ with question *.tsv files (plain); "
      "or give --tables and --questions");
}

}  // namespace explgraph::load
