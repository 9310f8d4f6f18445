#include "explgraph/core/interrupts.hpp"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <iterator>

#include "explgraph/core/remove_folder.hpp"

namespace explgraph::core {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
std::atomic<const char*> folder_to_remove{nullptr};
std::atomic<const char*> files_to_remove[16] = {};
struct sigaction previous[sizeof kSignals / sizeof kSignals[0]];

extern "C" void on_interrupt(int signal) {
  remove_guarded_now();
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  ::sigaction(signal, &fallback, nullptr);
  ::raise(signal);  // delivered once the handler returns: the run ends as the signal says
}

}  // namespace

void remove_guarded_now() noexcept {
  if (const char* folder = folder_to_remove.exchange(nullptr)) remove_folder(folder);
  for (auto& file : files_to_remove)
    if (const char* path = file.exchange(nullptr)) ::unlink(path);
}

RemovedOnInterrupt::RemovedOnInterrupt() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  for (int s : kSignals) sigaddset(&action.sa_mask, s);  // one removal at a time
  for (std::size_t i = 0; i < std::size(kSignals); ++i) {
    ::sigaction(kSignals[i], nullptr, &previous[i]);
    if (previous[i].sa_handler != SIG_IGN) ::sigaction(kSignals[i], &action, nullptr);
  }
}

RemovedOnInterrupt::~RemovedOnInterrupt() {
  for (std::size_t i = 0; i < std::size(kSignals); ++i)
    if (previous[i].sa_handler != SIG_IGN) ::sigaction(kSignals[i], &previous[i], nullptr);
  folder_to_remove.store(nullptr);
}

namespace {

// Runs `make` and then `keep` with the signals held back on this thread; one held back
// meanwhile comes once they are done.
void with_signals_held(const std::function<void()>& make, const std::function<void()>& keep) {
  sigset_t held, before;
  sigemptyset(&held);
  for (int s : kSignals) sigaddset(&held, s);
  ::pthread_sigmask(SIG_BLOCK, &held, &before);
  try {
    make();
  } catch (...) {
    ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    throw;
  }
  keep();
  ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
}

}  // namespace

void RemovedOnInterrupt::guard(const std::function<std::string()>& make) {
  with_signals_held([&] { folder_ = make(); }, [&] { folder_to_remove.store(folder_.c_str()); });
}

TemporaryOnInterrupt::TemporaryOnInterrupt(const std::function<std::string()>& make) {
  with_signals_held([&] { path_ = make(); },
                    [&] {
                      if (path_.empty()) return;
                      for (int s = 0; s < static_cast<int>(std::size(files_to_remove)); ++s) {
                        const char* none = nullptr;
                        if (files_to_remove[s].compare_exchange_strong(none, path_.c_str())) {
                          slot_ = s;
                          return;
                        }
                      }
                    });
}

TemporaryOnInterrupt::~TemporaryOnInterrupt() {
  if (slot_ >= 0) files_to_remove[slot_].store(nullptr);
}

}  // namespace explgraph::core
