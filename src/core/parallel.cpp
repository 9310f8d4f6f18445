#include "explgraph/core/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <thread>

namespace explgraph::core {

std::size_t worker_count(std::size_t wanted, std::size_t tasks) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::max<std::size_t>(1, std::min(wanted == 0 ? cores : wanted, tasks));
}

namespace {

// Which tasks have started and ended, and which one a worker takes next. Guarded by the
// caller's mutex.
class Schedule {
 public:
  explicit Schedule(const std::vector<Task>& tasks)
      : tasks_(tasks), started_(tasks.size()), ended_(tasks.size()), failed_(tasks.size()) {
    for (std::size_t t = 0; t < tasks.size(); ++t)
      for (const std::size_t before : tasks[t].after)
        if (before >= t)
          throw std::invalid_argument("run_tasks: task '" + tasks[t].name +
                                      "' waits for itself or a later task");
  }
  bool all_started() const { return first_unstarted_ == tasks_.size(); }

  // The first task not yet started whose `after` tasks have all ended, marked started; or
  // none. A task behind a failed one is marked ended and failed instead, never run.
  std::optional<std::size_t> take() {
    for (std::size_t t = first_unstarted_; t < tasks_.size(); ++t) {
      if (started_[t]) continue;
      const auto& after = tasks_[t].after;
      if (!std::all_of(after.begin(), after.end(), [&](std::size_t b) { return ended_[b]; }))
        continue;
      started_[t] = 1;
      while (first_unstarted_ < tasks_.size() && started_[first_unstarted_]) ++first_unstarted_;
      if (std::any_of(after.begin(), after.end(), [&](std::size_t b) { return failed_[b]; })) {
        end(t, true);
        ++skipped_;
        continue;
      }
      return t;
    }
    return std::nullopt;
  }
  void end(std::size_t t, bool failed) {
    ended_[t] = 1;
    failed_[t] = failed ? 1 : 0;
  }
  // Tasks not run because one they waited for failed (ended, but never told).
  std::size_t skipped() const { return skipped_; }

 private:
  const std::vector<Task>& tasks_;
  std::vector<char> started_, ended_, failed_;
  std::size_t first_unstarted_ = 0;
  std::size_t skipped_ = 0;
};

// Threads running a task of some `run_tasks`, in the whole process, and whether this
// thread is one of them (counted once, however deeply its task lists nest).
std::atomic<std::size_t> running_tasks{0};
thread_local bool running_a_task = false;

class RunningTask {
 public:
  RunningTask() : outermost_(!running_a_task) {
    if (!outermost_) return;
    running_a_task = true;
    ++running_tasks;
  }
  ~RunningTask() {
    if (!outermost_) return;
    running_a_task = false;
    --running_tasks;
  }
  RunningTask(const RunningTask&) = delete;
  RunningTask& operator=(const RunningTask&) = delete;

 private:
  bool outermost_;
};

// For a list started inside a task: its caller's core and the cores no other thread is
// running a task on, so that nested lists never put more threads to work than there are
// cores (V1 report: up to five threads on two cores took turns, and the Graphviz pictures,
// the longest chain, got 40% of a core).
std::size_t idle_cores() {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t others = running_tasks.load() - 1;  // the caller is one
  return cores > others ? cores - others : 1;
}

}  // namespace

namespace {

// One run of a task list: the workers' loop, and the calling thread telling each ended task
// to `finished` as it ends (always from the calling thread).
class TaskRun {
 public:
  explicit TaskRun(std::vector<Task>& tasks)
      : tasks_(tasks), failures_(tasks.size()), schedule_(tasks) {}

  // Takes the first task that may start, runs it, and again, until every task has started.
  void work() {
    for (;;) {
      std::size_t t = 0;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        std::optional<std::size_t> next;
        // take() first: it may skip the last tasks (behind a failed one) and so start them
        // all, which must end the wait at once (the other order waited on a lone worker for
        // a notification nobody was left to send).
        ready_.wait(lock, [&] { return (next = schedule_.take()) || schedule_.all_started(); });
        if (!next) break;
        t = *next;
      }
      run(t);
    }
    // Tasks skipped on the way out (behind a failure) end without a run: tell the others.
    ready_.notify_all();
    changed_.notify_one();
  }

  // Tells `finished` of each task as it ends, until every task has ended or been skipped; an
  // exception from `finished` is kept for the end (it must not leave a worker unjoined).
  void tell(const std::function<void(const std::string&, double)>& finished) {
    std::size_t told = 0;
    for (;;) {
      std::vector<std::pair<std::size_t, double>> batch;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        changed_.wait(
            lock, [&] { return !ended_.empty() || told + schedule_.skipped() == tasks_.size(); });
        if (ended_.empty()) break;
        batch.swap(ended_);
      }
      for (const auto& [t, seconds] : batch) try {
          if (finished && !telling_) finished(tasks_[t].name, seconds);
        } catch (...) {
          telling_ = std::current_exception();
        }
      told += batch.size();
    }
  }

  // The first task's failure, else the failure of `finished`, rethrown.
  void rethrow() const {
    for (const auto& failure : failures_)
      if (failure) std::rethrow_exception(failure);
    if (telling_) std::rethrow_exception(telling_);
  }

 private:
  void run(std::size_t t) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    try {
      const RunningTask running;
      tasks_[t].run();
    } catch (...) {
      failures_[t] = std::current_exception();
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      schedule_.end(t, failures_[t] != nullptr);
      ended_.emplace_back(t, seconds);
    }
    ready_.notify_all();
    changed_.notify_one();
  }

  std::vector<Task>& tasks_;
  std::vector<std::exception_ptr> failures_;
  std::mutex mutex_;
  std::condition_variable changed_;  // a task ended: for the calling thread
  std::condition_variable ready_;    // a task ended: for workers waiting on its `after`
  Schedule schedule_;
  std::vector<std::pair<std::size_t, double>> ended_;  // (task, seconds), not yet told
  std::exception_ptr telling_;                         // from `finished`
};

}  // namespace

void run_tasks(std::vector<Task>& tasks, std::size_t threads,
               const std::function<void(const std::string&, double)>& finished) {
  TaskRun run(tasks);
  std::vector<std::thread> workers;
  const std::size_t wanted = worker_count(threads, tasks.size());
  const std::size_t count = running_a_task ? std::min(wanted, idle_cores()) : wanted;
  // One worker is this thread: no thread to start for a single slice of work.
  for (std::size_t w = 0; count > 1 && w < count; ++w) {
    try {
      workers.emplace_back([&run] { run.work(); });
    } catch (const std::system_error&) {  // no more threads to be had: fewer workers
      break;
    }
  }
  if (workers.empty()) run.work();  // one worker, or no thread to be had: this thread works
  run.tell(finished);
  for (auto& worker : workers) worker.join();
  run.rethrow();
}

}  // namespace explgraph::core
