#include "corpus_handle.hpp"

#include <sstream>

#include "explgraph/core/errors.hpp"

namespace explgraph::python {

CorpusHandle::CorpusHandle(const CorpusOptions& options, bool strict)
    : options_(options), strict_(strict), workspace_(std::make_unique<Workspace>(options)) {
  fail_if_strict(workspace_->diagnostics(), strict_);
}

void fail_if_strict(const core::Diagnostics& diagnostics, bool strict) {
  if (!strict || diagnostics.total() == 0) return;
  std::ostringstream listed;
  diagnostics.print(listed, 3);
  throw core::InputError("explgraph: error: " + std::to_string(diagnostics.total()) +
                         " input warning(s) and strict=True was given:\n" + listed.str());
}

}  // namespace explgraph::python
