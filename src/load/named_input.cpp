#include "explgraph/load/named_input.hpp"

#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph::load {

NamedFile parse_named_file(const std::string& spec) {
  auto eq = spec.find('=');
  if (eq != std::string::npos && eq > 0) return {spec.substr(0, eq), spec.substr(eq + 1)};
  if (spec == "-") return {"stdin", spec};
  return {std::filesystem::path(spec).stem().string(), spec};
}

std::vector<NamedFile> parse_named_files(const std::vector<std::string>& specs) {
  std::vector<NamedFile> files;
  for (const auto& spec : specs) files.push_back(parse_named_file(spec));
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
  for (const auto& named : files) {
    for (const auto& item : out)
      if (item.name == named.name)
        throw core::UsageError("two inputs are named '" + named.name +
                               "'; name them with NAME=FILE");
    InputFile in(named.path);
    core::InputAccount account{in.name(), kind, 0, 0, {}};
    out.push_back(read(named.path, in.stream(), in.name(), account));
    out.back().name = named.name;
  }
  return out;
}

}  // namespace

std::vector<Predictions> read_named_predictions(const std::vector<NamedFile>& files,
                                                core::Diagnostics& diagnostics) {
  return read_named<Predictions>(
      files, "predictions",
      [&](const std::string&, std::istream& in, const std::string& display, core::InputAccount& a) {
        return read_predictions(in, display, diagnostics, a);
      });
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
