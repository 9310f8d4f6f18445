#include "explgraph/report/report_folder.hpp"

#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/remove_folder.hpp"
#include "explgraph/report/output_file.hpp"

namespace explgraph::report {
namespace fs = std::filesystem;
namespace {

// Marks a hidden folder as a report in the making, for remove_abandoned.
constexpr const char* kUnfinished = ".explgraph-unfinished";

// A folder a report may replace: absent, empty, or holding a previous report (its
// index.html and report.md). Anything else is somebody's folder and is left alone.
bool replaceable(const fs::path& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) return true;
  if (!fs::is_directory(dir, ec)) return false;
  if (fs::is_empty(dir, ec)) return true;
  return fs::is_regular_file(dir / "index.html", ec) && fs::is_regular_file(dir / "report.md", ec);
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

}  // namespace

void check_report_folder(const std::string& dir_name) {
  const fs::path dir(resolve_output_path(folder_named(dir_name).string()));
  if (!replaceable(dir))
    throw core::InputError(
        dir_name + ": error: " +
        (fs::is_directory(dir)
             ? std::string("is a folder that holds no explgraph report; it is left alone "
                           "(give a new or empty folder)")
             : std::string("is not a folder")));
  const fs::path parent = parent_of(dir);
  if (!fs::is_directory(parent))
    throw core::InputError(dir_name + ": error: cannot create the report folder: " +
                           parent.string() + " does not exist");
}

ReportFolder::ReportFolder(const std::string& dir, core::RemovedOnInterrupt* interrupts)
    : shown_(dir), dir_(resolve_output_path(folder_named(dir).string())) {
  check_report_folder(dir);
  remove_abandoned(parent_of(dir_), dir_.filename().string());
  if (interrupts != nullptr)
    interrupts->guard([this] { return make_hidden_folder(); });
  else
    make_hidden_folder();
}

std::string ReportFolder::make_hidden_folder() {
  std::string pattern = (parent_of(dir_) / ("." + dir_.filename().string() + ".XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr)
    throw core::InputError(shown_ +
                           ": error: cannot create the report folder: " + std::strerror(errno));
  built_ = pattern;
  const mode_t mask = ::umask(0);  // mkdtemp made it 0700: a folder as mkdir would make it
  ::umask(mask);
  ::chmod(built_.c_str(), 0777 & ~mask);
  // Locked before it is marked, so that no other run finds it marked and unlocked.
  lock_ = ::open(built_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (lock_ >= 0) ::flock(lock_, LOCK_EX);
  try {
    write_new_file((built_ / kUnfinished).string(), [](std::ostream&) {}, shown_);
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
  write_new_file(folder_for(name).string(), write, (fs::path(shown_) / name).string());
}

void ReportFolder::put_in_place() {
  ::unlink((built_ / kUnfinished).c_str());
  swap_in(built_, dir_);
  placed_ = true;
}

}  // namespace explgraph::report
