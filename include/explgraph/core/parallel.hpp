#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace explgraph::core {

// A piece of work independent of the others (it reads shared data, writes only its own).
struct Task {
  std::string name;
  std::function<void()> run;
};

// Runs `tasks` on up to `threads` worker threads (0: one per core), each worker taking the
// next task not yet started, in the order given: put the longest first. The calling thread
// only waits (with one worker, it is the worker), and calls `finished(name, seconds)` as
// each task ends (in the order they end), so a progress line is only ever touched by it. Every task
// runs even when one throws; then the first exception, in task order, is rethrown. Results must not
// depend on `threads`.
void run_tasks(
    std::vector<Task>& tasks, std::size_t threads,
    const std::function<void(const std::string& name, double seconds)>& finished = nullptr);

// The threads `run_tasks` uses for `wanted` (0: one per core), at most `tasks`, at least 1.
std::size_t worker_count(std::size_t wanted, std::size_t tasks);

}  // namespace explgraph::core
