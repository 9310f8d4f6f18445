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

}  // namespace explgraph::core
