#include "input_checks.hpp"

#include <algorithm>

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

void require_explanations(const load::Corpus& corpus, const std::string& analysis) {
  const load::Population population = load::population(corpus);
  if (population.with_explanation > 0) return;
  // The files the kept questions come from (with --split Test, the test file alone); with
  // none kept, every question file.
  std::vector<std::string> names;
  for (const auto& q : corpus.questions)
    if (std::find(names.begin(), names.end(), q.file) == names.end()) names.push_back(q.file);
  if (names.empty())
    for (const auto& account : corpus.accounts)
      if (account.kind == "questions") names.push_back(account.file);
  std::string files;
  for (const auto& name : names) files += (files.empty() ? "" : ", ") + name;
  const std::string kept =
      population.kept == 0
          ? "no question is kept"
          : "none of the " + std::to_string(population.kept) + " question(s) kept has an " +
                "explanation (a masked Test split, or an empty explanation column?)";
  throw core::InputError((files.empty() ? corpus.source : files) + ": error: " + kept + "; " +
                         analysis + " needs explained questions");
}

}  // namespace explgraph
