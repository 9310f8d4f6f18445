#include "explgraph/api/output_safety.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "explgraph/core/errors.hpp"

namespace explgraph {

void refuse_colliding_outputs(const std::vector<OutputPath>& outputs) {
  namespace fs = std::filesystem;
  auto place = [](const OutputPath& o) {
    return o.path.empty() && o.option == "--out" ? std::string("-") : o.path;
  };
  std::error_code ec;
  for (std::size_t i = 0; i < outputs.size(); ++i)
    for (std::size_t j = i + 1; j < outputs.size(); ++j) {
      const std::string a = place(outputs[i]), b = place(outputs[j]);
      if (a.empty() || b.empty()) continue;
      auto named = [](const OutputPath& o) {
        return o.path.empty() ? "the result (no --out)" : o.option + " -";
      };
      if (a == "-" && b == "-")
        throw core::UsageError(named(outputs[i]) + " and " + named(outputs[j]) +
                               " would both write to standard output; give one of them a file");
      if (a == "-" || b == "-") continue;
      const fs::path pa = fs::weakly_canonical(fs::absolute(a, ec), ec),
                     pb = fs::weakly_canonical(fs::absolute(b, ec), ec);
      if (pa == pb && pa != "/dev/null")
        throw core::UsageError(outputs[i].option + " and " + outputs[j].option +
                               " name one file (" + b +
                               "): the second would replace the first; give each its own path");
    }
}

void refuse_to_overwrite_inputs(const Workspace& workspace, const std::vector<OutputPath>& given,
                                std::vector<std::string> inputs, const std::string& folder) {
  for (const auto& account : workspace.corpus().accounts) inputs.push_back(account.file);
  refuse_to_overwrite_files(given, inputs, folder);
}

void refuse_to_overwrite_files(const std::vector<OutputPath>& given,
                               const std::vector<std::string>& inputs, const std::string& folder) {
  namespace fs = std::filesystem;
  refuse_colliding_outputs(given);
  std::vector<std::string> outputs;
  for (const auto& o : given) outputs.push_back(o.path);
  std::error_code ec;
  for (const auto& out : outputs)
    for (const auto& in : inputs)
      if (!out.empty() && out != "-" && !in.empty() && in != "-" && fs::equivalent(out, in, ec))
        throw core::InputError(out + ": error: this output would overwrite an input of the run (" +
                               in + "); choose another path");
  // A folder read as one input (lm-evaluation-harness's output): nothing may be written in it.
  for (const auto& out : outputs)
    for (const auto& in : inputs) {
      if (out.empty() || out == "-" || in.empty() || in == "-" || !fs::is_directory(in, ec))
        continue;
      const fs::path within = fs::weakly_canonical(in, ec), written = fs::weakly_canonical(out, ec);
      if (ec) continue;
      auto [w, f] = std::mismatch(within.begin(), within.end(), written.begin(), written.end());
      if (w == within.end())
        throw core::InputError(out + ": error: this output would be written inside " + in +
                               ", a folder the run reads as an input; choose another path");
    }
  if (folder.empty() || folder == "-") return;
  fs::path root = fs::weakly_canonical(folder, ec);
  if (ec) return;
  // An input's real path; its folder resolved once for all the inputs in it (a corpus's
  // tables share one: not a readlink per component per table).
  std::map<fs::path, fs::path> real_folders;
  auto real_path = [&](const fs::path& in) {
    const fs::path name = in.filename();
    struct stat st {};
    if (name.empty() || name == "." || name == ".." || ::lstat(in.c_str(), &st) != 0 ||
        S_ISLNK(st.st_mode))
      return fs::weakly_canonical(in, ec);
    auto [at, added] = real_folders.try_emplace(in.parent_path());
    if (added) at->second = fs::weakly_canonical(at->first.empty() ? "." : at->first, ec);
    ec.clear();
    return at->second / name;
  };
  for (const auto& in : inputs) {
    if (in.empty() || in == "-") continue;
    fs::path p = real_path(in);
    if (ec) continue;
    auto [r, q] = std::mismatch(root.begin(), root.end(), p.begin(), p.end());
    if (r == root.end())
      throw core::InputError(folder +
                             ": error: the report folder would replace an input of the run (" + in +
                             "); choose another folder");
  }
}

}  // namespace explgraph
