#include "explgraph/core/interrupts.hpp"

#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <iterator>

#include "explgraph/core/remove_folder.hpp"

namespace explgraph::core {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
std::atomic<const char*> folder_to_remove{nullptr};
struct sigaction previous[sizeof kSignals / sizeof kSignals[0]];

extern "C" void on_interrupt(int signal) {
  if (const char* folder = folder_to_remove.exchange(nullptr)) remove_folder(folder);
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  ::sigaction(signal, &fallback, nullptr);
  ::raise(signal);  // delivered once the handler returns: the run ends as the signal says
}

}  // namespace

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

void RemovedOnInterrupt::guard(const std::function<std::string()>& make) {
  sigset_t held, before;
  sigemptyset(&held);
  for (int s : kSignals) sigaddset(&held, s);
  ::pthread_sigmask(SIG_BLOCK, &held, &before);
  try {
    folder_ = make();
  } catch (...) {
    ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    throw;
  }
  folder_to_remove.store(folder_.c_str());
  ::pthread_sigmask(SIG_SETMASK, &before, nullptr);  // one held back meanwhile comes now
}

}  // namespace explgraph::core
