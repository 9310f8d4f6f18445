#include "input_checks.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph {

void check_ids_matched(const std::string& file, const char* what, std::size_t matched,
                       const std::vector<std::string>& unmatched, core::Diagnostics& diagnostics) {
  std::string examples;
  for (std::size_t i = 0; i < unmatched.size() && i < 3; ++i)
    examples += (i ? ", " : "") + core::quoted(unmatched[i]);
  const std::string more = unmatched.size() > 3 ? ", …" : "";
  if (matched == 0)
    throw core::InputError(file + ": error: none of its question ids names " + what + " (found " +
                           examples + more + "); another corpus or --split?");
  if (!unmatched.empty())
    diagnostics.warn(file, 0, 0, "unknown-question-id",
                     std::to_string(unmatched.size()) + " question id(s) do not name " + what +
                         " (" + examples + more + "); skipped");
}

std::vector<std::string> unmatched_ids(const std::vector<std::string>& unknown,
                                       const std::vector<std::string>& ambiguous) {
  std::vector<std::string> ids = unknown;
  ids.insert(ids.end(), ambiguous.begin(), ambiguous.end());
  return ids;
}

}  // namespace explgraph
