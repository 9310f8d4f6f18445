#include "explgraph/load/named_input.hpp"

#include <algorithm>
#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/harness_samples.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph::load {

NamedFile parse_named_file(const std::string& spec) {
  auto eq = spec.find('=');
  if (eq != std::string::npos && eq > 0) return {spec.substr(0, eq), spec.substr(eq + 1)};
  if (spec == "-") return {"stdin", spec, true};
  return {input_name(spec), spec, true};
}

std::string input_name(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // A folder (lm-evaluation-harness's output) is named whole, "Llama-3.1-8B" not "Llama-3",
  // and by its own name however it is written ("out/model/", "owl-7b/.", ".").
  if (fs::is_directory(path, ec)) {
    const fs::path whole = fs::weakly_canonical(fs::absolute(path), ec);
    if (!ec && !whole.filename().empty()) return whole.filename().string();
  }
  fs::path p = fs::path(path).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();
  return p.stem().string();
}

namespace {

// The name of a file from its path's last `folders` folders and its stem: "run1/r".
std::string name_with_folders(const std::string& path, std::size_t folders) {
  std::filesystem::path p = std::filesystem::path(path).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();  // "runs/owl/" is the folder owl
  std::vector<std::string> parts;
  for (const auto& part : p.parent_path()) parts.push_back(part.generic_string());
  std::string name;
  for (std::size_t i = parts.size() - std::min(folders, parts.size()); i < parts.size(); ++i)
    if (parts[i] != "/") name += parts[i] + "/";
  return name + input_name(path);
}

std::size_t count_named(const std::vector<NamedFile>& files, const std::string& name) {
  return static_cast<std::size_t>(std::count_if(
      files.begin(), files.end(), [&](const NamedFile& f) { return f.name == name; }));
}

}  // namespace

void distinct_names(std::vector<NamedFile>& files) {
  // Names from files that clash take one more folder at a time, as long as that tells more
  // of them apart (32 folders at most: deeper paths are given NAME=).
  for (std::size_t folders = 1; folders <= 32; ++folders) {
    bool grew = false;
    std::vector<NamedFile> next = files;
    for (std::size_t i = 0; i < files.size(); ++i)
      if (files[i].derived && count_named(files, files[i].name) > 1) {
        next[i].name = name_with_folders(files[i].path, folders);
        grew = grew || next[i].name != files[i].name;
      }
    if (!grew) break;
    files = std::move(next);
  }
}

void check_distinct_names(const std::vector<NamedFile>& files) {
  for (const auto& f : files)
    if (count_named(files, f.name) > 1)
      throw core::UsageError("two inputs are named '" + f.name +
                             "'; name them apart with NAME=FILE (as in base=" + f.path + ")");
}

std::vector<NamedFile> parse_named_files(const std::vector<std::string>& specs) {
  std::vector<NamedFile> files;
  for (const auto& spec : specs) files.push_back(parse_named_file(spec));
  distinct_names(files);
  check_distinct_names(files);
  return files;
}

std::vector<std::string> paths_of(const std::vector<NamedFile>& files) {
  std::vector<std::string> paths;
  for (const auto& f : files) paths.push_back(f.path);
  return paths;
}

namespace {

template <typename Item, typename Read>
std::vector<Item> read_named(const std::vector<NamedFile>& files, const char* kind, Read read) {
  std::vector<Item> out;
  check_distinct_names(files);  // named apart by parse_named_files or the caller
  for (const auto& named : files) {
    InputFile in(named.path);
    core::InputAccount account{in.name(), kind, 0, 0, {}};
    out.push_back(read(named.path, in.stream(), in.name(), account));
    out.back().name = named.name;
  }
  return out;
}

}  // namespace

std::vector<Predictions> read_named_predictions(const std::vector<NamedFile>& files,
                                                core::Diagnostics& diagnostics,
                                                HarnessMetric harness_metric) {
  check_distinct_names(files);
  std::vector<Predictions> out;
  for (const auto& named : files) {
    std::error_code ec;
    if (named.path != "-" && std::filesystem::is_directory(named.path, ec)) {
      out.push_back(read_harness_samples(named.path, harness_metric, diagnostics));
    } else {
      InputFile in(named.path);
      refuse_compressed(in, "predictions or lm-evaluation-harness samples");
      if (is_harness_sample(in.first_line())) {  // read from `in`: standard input is read once
        out.push_back(read_harness_samples(in.stream(), in.name(), harness_task_of(named.path),
                                           harness_metric, diagnostics));
      } else {
        core::InputAccount account{in.name(), "predictions", 0, 0, {}};
        out.push_back(read_predictions(in.stream(), in.name(), diagnostics, account));
      }
    }
    out.back().name = named.name;
  }
  return out;
}

std::vector<Ranking> read_named_rankings(const std::vector<NamedFile>& files,
                                         core::Diagnostics& diagnostics, std::size_t threads) {
  return read_named<Ranking>(files, "ranking",
                             [&](const std::string& path, std::istream& in,
                                 const std::string& display, core::InputAccount& a) {
                               return read_textgraphs_ranking(path, in, display, diagnostics, a,
                                                              threads);
                             });
}

}  // namespace explgraph::load
