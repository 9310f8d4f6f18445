#include "explgraph/report/report_folder.hpp"

#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/output_file.hpp"
#include "explgraph/core/remove_folder.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::report {
namespace fs = std::filesystem;
namespace {

// Marks a hidden folder as a report in the making, for remove_abandoned.
constexpr const char* kUnfinished = ".explgraph-unfinished";
// Marks a folder as explgraph's: "explgraph VERSION WHAT" (WHAT: "report", "synthetic
// corpus"), then the path of every file written into it, one a line. A folder is replaced
// only when it holds exactly what its mark lists: the user's own files beside a report
// (thesis.tex, figs/) make it the user's folder again (issue 42).
constexpr const char* kOwnMark = ".explgraph";
constexpr std::size_t kMostNamed = 3;  // foreign entries named in a refusal

// What a folder's mark says, or nothing when it has none explgraph wrote.
struct Mark {
  std::string what;
  std::set<std::string> files, folders;  // generic relative paths
};

std::optional<Mark> read_mark(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_regular_file(fs::symlink_status(dir / kOwnMark, ec))) return std::nullopt;
  std::ifstream in(dir / kOwnMark, std::ios::binary);
  std::string line;
  if (!std::getline(in, line) || line.rfind("explgraph ", 0) != 0) return std::nullopt;
  const auto after_version = line.find(' ', 10);
  if (after_version == std::string::npos) return std::nullopt;
  Mark mark;
  mark.what = line.substr(after_version + 1);
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    mark.files.insert(line);
    for (fs::path up = fs::path(line).parent_path(); !up.empty(); up = up.parent_path())
      mark.folders.insert(up.generic_string());
  }
  return mark;
}

// The entries of `dir` its mark does not list, as a user would name them ("figs/"), in
// name order (a folder explgraph did not write is named, not entered).
std::vector<std::string> unlisted_entries(const fs::path& dir, const Mark& mark) {
  std::vector<std::string> found;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().lexically_relative(dir).generic_string();
    const auto status = it->symlink_status(ec);
    if (fs::is_directory(status) && mark.folders.count(name) > 0) continue;
    if (fs::is_regular_file(status) && (mark.files.count(name) > 0 || name == kOwnMark)) continue;
    if (fs::is_directory(status)) it.disable_recursion_pending();
    found.push_back(name + (fs::is_directory(status) ? "/" : ""));
  }
  if (ec) found.push_back("(a folder explgraph cannot read: " + ec.message() + ")");
  std::sort(found.begin(), found.end());
  return found;
}

// The entries right inside `dir`, as a user would name them, in name order.
std::vector<std::string> entries_of(const fs::path& dir) {
  std::vector<std::string> found;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    found.push_back(it->path().filename().string() +
                    (fs::is_directory(it->symlink_status(ec)) ? "/" : ""));
  std::sort(found.begin(), found.end());
  return found;
}

// "'figs/', 'thesis.tex', …": the first names found, "…" standing for the rest.
std::string named(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t i = 0; i < names.size() && i <= kMostNamed; ++i) {
    if (i > 0) text += ", ";
    text += i < kMostNamed ? core::quoted(names[i]) : "…";
  }
  return text;
}

// Why `dir` may not be replaced by an output folder of `what`, or nothing when it may be:
// absent, empty, or holding exactly what explgraph wrote there as a `what`.
std::optional<std::string> why_not_replaceable(const fs::path& dir, const std::string& what) {
  std::error_code ec;
  const auto status = fs::status(dir, ec);
  if (!fs::exists(status)) return std::nullopt;
  if (!fs::is_directory(status)) return std::string("is not a folder");
  if (fs::is_empty(dir, ec)) return std::nullopt;
  const auto mark = read_mark(dir);
  if (!mark) {
    return "is a folder explgraph did not write (it has no " + std::string(kOwnMark) +
           " mark; it holds " + named(entries_of(dir)) + ")";
  }
  if (mark->what != what)
    return "is a folder explgraph wrote as a " + mark->what + ", not as a " + what;
  const auto unlisted = unlisted_entries(dir, *mark);
  if (!unlisted.empty())
    return "holds files explgraph did not write there (" + named(unlisted) + ")";
  return std::nullopt;
}

// The folder `given` names, as a path whose last part is the folder's own name: "rep/" and
// "rep/." are "rep" (else its parent would be taken to be "rep"), and "." or ".." is made
// absolute, since the folder is replaced by renaming it and "." cannot be renamed.
fs::path folder_named(const std::string& given) {
  fs::path dir = fs::path(given).lexically_normal();  // "rep/." is "rep/"
  if (dir.filename() == "." || dir.filename() == "..") {
    std::error_code ec;
    const fs::path absolute = fs::absolute(dir, ec);
    if (!ec) dir = absolute.lexically_normal();  // "/work/x/.." is "/work/"
  }
  if (dir.has_relative_path() && !dir.has_filename()) dir = dir.parent_path();  // "rep/"
  return dir;
}

fs::path parent_of(const fs::path& dir) {
  return dir.has_parent_path() ? dir.parent_path() : fs::path(".");
}

// Puts the finished folder `built` where `dir` is: atomically exchanged with an existing
// folder (renameat2 RENAME_EXCHANGE), whose old contents are then removed; so a reader, or
// a second run writing the same folder, sees one whole report or the other, never a mix
// and never a stale section.
void swap_in(const fs::path& built, const fs::path& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) {
    if (::rename(built.c_str(), dir.c_str()) == 0) return;
  } else if (::renameat2(AT_FDCWD, built.c_str(), AT_FDCWD, dir.c_str(), RENAME_EXCHANGE) == 0) {
    // Now the old report: marked, in case this run is killed while removing it.
    const int mark = ::open((built / kUnfinished).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (mark >= 0) ::close(mark);
    core::remove_folder(built.c_str());
    return;
  } else if (errno == EINVAL || errno == ENOSYS) {  // a file system without the exchange
    fs::path old = built.string() + ".old";
    if (::rename(dir.c_str(), old.c_str()) == 0 && ::rename(built.c_str(), dir.c_str()) == 0) {
      core::remove_folder(old.c_str());
      return;
    }
  }
  const int error = errno;
  core::remove_folder(built.c_str());
  throw core::InputError(dir.string() +
                         ": error: cannot put the report in place: " + std::strerror(error));
}

// The hidden folders ".NAME.XXXXXX" beside the report folder NAME that runs killed before
// putting them in place left behind: marked unfinished, and locked by no living run.
void remove_abandoned(const fs::path& parent, const std::string& stem) {
  const std::string prefix = "." + stem + ".";
  std::error_code ec;
  for (fs::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() != prefix.size() + 6 || name.compare(0, prefix.size(), prefix) != 0 ||
        !fs::is_regular_file(fs::symlink_status(it->path() / kUnfinished, ec)))
      continue;
    const int fd = ::open(it->path().c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) core::remove_folder(it->path().c_str());
    ::close(fd);
  }
}

// Why --force may still not replace `dir` (one explgraph did not write): it is the root,
// the home folder, or the current folder or one holding it (`synth --force --out .` would
// have deleted the folder the user works in).
std::optional<std::string> never_forced(const fs::path& dir) {
  std::error_code ec;
  const fs::path real = fs::weakly_canonical(fs::absolute(dir, ec), ec);
  if (real == real.root_path()) return std::string("the root folder");
  if (const char* home = std::getenv("HOME"))
    if (*home != '\0' && fs::equivalent(real, home, ec)) return std::string("your home folder");
  const fs::path here = fs::weakly_canonical(fs::current_path(ec), ec);
  const auto [r, h] = std::mismatch(real.begin(), real.end(), here.begin(), here.end());
  if (r == real.end()) return std::string("the current folder or one holding it");
  return std::nullopt;
}

}  // namespace

void check_output_folder(const std::string& dir_name, const FolderRules& rules) {
  const fs::path dir(core::resolve_output_path(folder_named(dir_name).string()));
  std::error_code ec;
  if (const auto why = why_not_replaceable(dir, rules.what)) {
    if (!fs::is_directory(dir, ec)) throw core::InputError(dir_name + ": error: " + *why);
    if (!rules.force)
      throw core::InputError(dir_name + ": error: " + *why +
                             "; it is left alone: give a new or empty folder, or --force "
                             "to replace it and all it holds");
    if (const auto why_kept = never_forced(dir))
      throw core::InputError(dir_name + ": error: " + *why + "; and it is " + *why_kept +
                             ", which --force never replaces: give a new or empty folder");
  }
  const fs::path parent = parent_of(dir);
  if (!fs::is_directory(parent))
    throw core::InputError(dir_name + ": error: cannot create the " + rules.what +
                           " folder: " + parent.string() +
                           (fs::exists(parent) ? " is not a folder" : " does not exist"));
}

void check_report_folder(const std::string& dir_name) {
  check_output_folder(dir_name, {});
}

ReportFolder::ReportFolder(const std::string& dir, core::RemovedOnInterrupt* interrupts,
                           FolderRules rules)
    : shown_(dir),
      dir_(core::resolve_output_path(folder_named(dir).string())),
      rules_(std::move(rules)) {
  check_output_folder(dir, rules_);
  remove_abandoned(parent_of(dir_), dir_.filename().string());
  if (interrupts != nullptr)
    interrupts->guard([this] { return make_hidden_folder(); });
  else
    make_hidden_folder();
}

std::string ReportFolder::make_hidden_folder() {
  std::string pattern = (parent_of(dir_) / ("." + dir_.filename().string() + ".XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr)
    throw core::InputError(shown_ + ": error: cannot create the " + rules_.what +
                           " folder: " + std::strerror(errno));
  built_ = pattern;
  const mode_t mask = ::umask(0);  // mkdtemp made it 0700: a folder as mkdir would make it
  ::umask(mask);
  ::chmod(built_.c_str(), 0777 & ~mask);
  // Locked before it is marked, so that no other run finds it marked and unlocked.
  lock_ = ::open(built_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (lock_ >= 0) ::flock(lock_, LOCK_EX);
  try {
    core::write_new_file((built_ / kUnfinished).string(), [](std::ostream&) {}, shown_);
  } catch (...) {  // the constructor fails: no destructor removes it
    core::remove_folder(built_.c_str());
    throw;
  }
  return built_.string();
}

ReportFolder::~ReportFolder() {
  if (!placed_) core::remove_folder(built_.c_str());
  if (lock_ >= 0) ::close(lock_);
}

fs::path ReportFolder::folder_for(const std::string& name) {
  const fs::path sub = fs::path(name).parent_path();
  std::lock_guard<std::mutex> lock(mutex_);
  if (!sub.empty() && std::find(made_.begin(), made_.end(), sub) == made_.end()) {
    fs::create_directories(built_ / sub);
    made_.push_back(sub);
  }
  return built_ / name;
}

void ReportFolder::add(const std::string& name, const FileWriter& write) {
  core::write_new_file(folder_for(name).string(), write, (fs::path(shown_) / name).string());
  std::lock_guard<std::mutex> lock(mutex_);
  written_.push_back(fs::path(name).generic_string());
}

void ReportFolder::put_in_place() {
  std::sort(written_.begin(), written_.end());
  core::write_new_file((built_ / kOwnMark).string(),
                       [&](std::ostream& out) {
                         out << "explgraph " << EXPLGRAPH_VERSION << ' ' << rules_.what << '\n';
                         for (const auto& name : written_) out << name << '\n';
                       },
                       (fs::path(shown_) / kOwnMark).string());
  ::unlink((built_ / kUnfinished).c_str());
  swap_in(built_, dir_);
  placed_ = true;
}

}  // namespace explgraph::report
