#pragma once
#include <filesystem>
#include <functional>
#include <mutex>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/core/interrupts.hpp"

namespace explgraph::report {

// How one file of a report is written: its bytes, into the stream given.
using FileWriter = std::function<void(std::ostream&)>;

// Whose an output folder may be, and what it is called in messages and in its mark.
struct FolderRules {
  std::string what = "report";  // "report", "synthetic corpus"
  bool force = false;           // replace a folder explgraph did not write (and all it holds) too
};

// What an output folder would refuse before writing (a file, a missing parent, and unless
// `force` a folder explgraph did not write as a `what`: one without its mark, or holding
// more than its mark lists): core::InputError, so that a command can refuse before its work.
void check_output_folder(const std::string& dir, const FolderRules& rules);
void check_report_folder(const std::string& dir);  // a report, no --force

// A report folder in the making. Its files are written, from any thread, as soon as each is
// ready, into a new hidden folder beside `dir` (".NAME.XXXXXX"); `put_in_place` then puts
// that where `dir` is, exchanged whole with a previous report, so that a reader, or a
// second run, sees one whole report or the other, never a mix. A folder never put in place
// is removed with this object; one left by a run that was killed (it is marked unfinished
// and no living run holds its lock) is removed by the next run writing the same folder.
class ReportFolder {
 public:
  // Refuses (core::InputError) what check_report_folder refuses. With `interrupts`, the
  // hidden folder is removed if the run is interrupted (core::RemovedOnInterrupt::guard).
  explicit ReportFolder(const std::string& dir, core::RemovedOnInterrupt* interrupts = nullptr,
                        FolderRules rules = {});
  ~ReportFolder();
  ReportFolder(const ReportFolder&) = delete;
  ReportFolder& operator=(const ReportFolder&) = delete;

  // Writes the file `name` of the report ("index.html", "charts/stats-lengths.svg") through
  // `write`. From any thread, each name once. A failure throws core::InputError naming the
  // file in the folder asked for.
  void add(const std::string& name, const FileWriter& write);
  // The report in place, once every file is added, marked as explgraph's with the list of
  // its files (check_output_folder); nothing may be added after.
  void put_in_place();

 private:
  std::string make_hidden_folder();                           // built_, made, locked, marked
  std::filesystem::path folder_for(const std::string& name);  // its subfolder made

  std::string shown_;            // the folder as the user gave it, for messages
  std::filesystem::path dir_;    // where it goes: symbolic links followed
  std::filesystem::path built_;  // the hidden folder
  int lock_ = -1;                // built_ open, locked while this run may fill it
  FolderRules rules_;
  std::mutex mutex_;                         // guards made_ and written_
  std::vector<std::filesystem::path> made_;  // the subfolders made so far
  std::vector<std::string> written_;         // the files added so far, for the mark
  bool placed_ = false;
};

}  // namespace explgraph::report
