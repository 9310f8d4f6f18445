#pragma once
#include <chrono>
#include <cstddef>
#include <functional>

namespace explgraph::core {

// How far a long computation is, for a person at a terminal. The library counts units of
// work (add_work as it learns of them, advance as it does them); the sink, the CLI's, gets
// at most a few calls a second with the fraction done and an estimate of the seconds left.
// Analyses take a Progress* that may be null (no reporting), so results never depend on it.
class Progress {
 public:
  using Sink = std::function<void(double fraction, double seconds_left)>;
  explicit Progress(Sink sink) : sink_(std::move(sink)), start_(Clock::now()), last_(start_) {}

  void add_work(std::size_t units) { total_ += units; }
  void advance(std::size_t units = 1) {
    done_ += units;
    if (++calls_ % 64 != 0) return;  // the clock costs more than a unit of work
    auto now = Clock::now();
    if (now - last_ < std::chrono::milliseconds(250) || total_ == 0) return;
    last_ = now;
    double fraction = static_cast<double>(done_) / static_cast<double>(total_);
    double elapsed = std::chrono::duration<double>(now - start_).count();
    sink_(fraction, fraction > 0 ? elapsed * (1 - fraction) / fraction : 0);
  }

 private:
  using Clock = std::chrono::steady_clock;
  Sink sink_;
  Clock::time_point start_, last_;
  std::size_t total_ = 0, done_ = 0, calls_ = 0;
};

// Null-safe helpers for analyses.
inline void add_work(Progress* p, std::size_t units) {
  if (p != nullptr) p->add_work(units);
}
inline void advance(Progress* p, std::size_t units = 1) {
  if (p != nullptr) p->advance(units);
}

}  // namespace explgraph::core
