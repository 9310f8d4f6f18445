#pragma once
#include <memory>
#include <mutex>
#include <string>

#include "explgraph/api/workspace.hpp"

namespace explgraph::python {

// explgraph.Corpus: a loaded workspace, and the lock that lets one Python thread at a time
// use it (the workspace builds its graph and indexes on first use), so that other Python
// threads run while an analysis holds no GIL.
class CorpusHandle {
 public:
  // Loads the corpus; with `strict`, any input warning is a core::InputError that lists them.
  CorpusHandle(const CorpusOptions& options, bool strict);

  Workspace& workspace() { return *workspace_; }
  const Workspace& workspace() const { return *workspace_; }
  std::mutex& mutex() { return mutex_; }
  bool strict() const { return strict_; }
  const CorpusOptions& options() const { return options_; }

 private:
  CorpusOptions options_;
  bool strict_;
  std::unique_ptr<Workspace> workspace_;
  std::mutex mutex_;
};

// Throws core::InputError naming the count and the first warnings when `strict` is set and
// there is any (the command line's --strict).
void fail_if_strict(const core::Diagnostics& diagnostics, bool strict);

}  // namespace explgraph::python
