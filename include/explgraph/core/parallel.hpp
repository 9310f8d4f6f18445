#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace explgraph::core {

// A piece of work independent of the others (it reads shared data, writes only its own),
// but for the tasks named in `after`: those end before it starts (what it reads is theirs).
struct Task {
  std::string name;
  std::function<void()> run;
  std::vector<std::size_t> after = {};  // indices of earlier tasks in the same list
};

// Runs `tasks` on up to `threads` worker threads (0: one per core), each worker taking the
// first task not yet started whose `after` tasks have ended, in the order given: put the
// longest first, and what others wait for before what they do not. Called from inside a
// task, it starts no more workers than the cores no other task is running on (its caller's
// included): with every core busy, the caller runs the tasks itself, in order. A task whose `after`
// task failed is not run (nor told as ended). The calling thread only waits (with one worker,
// it is the worker), and calls `finished(name, seconds)` as each task ends (in the order they
// end), so a progress line is only ever touched by it. Every other task runs even when one
// throws; then the first exception, in task order, is rethrown. Results must not depend on
// `threads`. Throws std::invalid_argument when a task is after itself or a later task.
void run_tasks(
    std::vector<Task>& tasks, std::size_t threads,
    const std::function<void(const std::string& name, double seconds)>& finished = nullptr);

// The threads `run_tasks` uses for `wanted` (0: one per core), at most `tasks`, at least 1.
std::size_t worker_count(std::size_t wanted, std::size_t tasks);

}  // namespace explgraph::core
