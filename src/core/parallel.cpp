#include "explgraph/core/parallel.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

namespace explgraph::core {

std::size_t worker_count(std::size_t wanted, std::size_t tasks) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::max<std::size_t>(1, std::min(wanted == 0 ? cores : wanted, tasks));
}

void run_tasks(std::vector<Task>& tasks, std::size_t threads,
               const std::function<void(const std::string&, double)>& finished) {
  using Clock = std::chrono::steady_clock;
  std::vector<std::exception_ptr> failures(tasks.size());
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0;                               // the first task not yet started
  std::vector<std::pair<std::size_t, double>> ended;  // (task, seconds), not yet told
  auto work = [&] {
    for (;;) {
      std::size_t t = 0;
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (next == tasks.size()) return;
        t = next++;
      }
      const auto start = Clock::now();
      try {
        tasks[t].run();
      } catch (...) {
        failures[t] = std::current_exception();
      }
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      {
        std::lock_guard<std::mutex> lock(mutex);
        ended.emplace_back(t, seconds);
      }
      changed.notify_one();
    }
  };
  std::vector<std::thread> workers;
  const std::size_t count = worker_count(threads, tasks.size());
  // One worker is this thread: no thread to start for a single slice of work.
  for (std::size_t w = 0; count > 1 && w < count; ++w) {
    try {
      workers.emplace_back(work);
    } catch (const std::system_error&) {  // no more threads to be had: fewer workers
      break;
    }
  }
  if (workers.empty()) work();  // one worker, or no thread to be had: this thread works
  std::exception_ptr telling;   // from `finished`, which must not leave a worker unjoined
  std::size_t told = 0;
  while (told < tasks.size()) {
    std::vector<std::pair<std::size_t, double>> batch;
    {
      std::unique_lock<std::mutex> lock(mutex);
      changed.wait(lock, [&] { return !ended.empty(); });
      batch.swap(ended);
    }
    for (const auto& [t, seconds] : batch) try {
        if (finished && !telling) finished(tasks[t].name, seconds);
      } catch (...) {
        telling = std::current_exception();
      }
    told += batch.size();
  }
  for (auto& worker : workers) worker.join();
  for (const auto& failure : failures)
    if (failure) std::rethrow_exception(failure);
  if (telling) std::rethrow_exception(telling);
}

}  // namespace explgraph::core
