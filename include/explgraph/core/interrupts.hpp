#pragma once
#include <functional>
#include <string>

namespace explgraph::core {

// While one lives, SIGINT, SIGTERM and SIGHUP first remove the folder it guards (one this
// run is filling, such as a report folder in the making), then end the run as the signal
// would have ended it. A signal the process ignores (as under `nohup`) stays ignored. One at
// a time; for a program's main thread while no other thread runs, not for a library.
class RemovedOnInterrupt {
 public:
  RemovedOnInterrupt();  // the handlers in place, no folder guarded yet
  ~RemovedOnInterrupt();
  RemovedOnInterrupt(const RemovedOnInterrupt&) = delete;
  RemovedOnInterrupt& operator=(const RemovedOnInterrupt&) = delete;

  // Runs `make`, which creates a folder and returns its path, with the signals held back,
  // and guards that folder from then on: an interrupt finds it made and guarded, or not
  // made at all.
  void guard(const std::function<std::string()>& make);

 private:
  std::string folder_;
};

// A temporary file being written (the one an atomic write renames over its target),
// removed if the run is interrupted while this lives, where a RemovedOnInterrupt has the
// handlers in place (a signal does nothing else to it). Any number of threads at once, up
// to 16 files; more are not guarded.
class TemporaryOnInterrupt {
 public:
  // Runs `make`, which creates the file and returns its path ("" when it made none), with
  // the signals held back: an interrupt finds the file made and guarded, or not made.
  explicit TemporaryOnInterrupt(const std::function<std::string()>& make);
  ~TemporaryOnInterrupt();  // no longer guarded: by then renamed into place or removed
  TemporaryOnInterrupt(const TemporaryOnInterrupt&) = delete;
  TemporaryOnInterrupt& operator=(const TemporaryOnInterrupt&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int slot_ = -1;
};

// Removes at once what an interrupt would (the guarded folder and temporary files), for a
// run that must end without unwinding: std::terminate after memory ran out. Async-signal-safe
// and allocation-free.
void remove_guarded_now() noexcept;

}  // namespace explgraph::core
