#include "explgraph/load/question_ids.hpp"

#include <algorithm>

#include "explgraph/core/strings.hpp"

namespace explgraph::load {

QuestionIdResolver::QuestionIdResolver(const std::vector<std::string>& corpus_ids) {
  for (const auto& id : corpus_ids) {
    if (!exact_.emplace(id, true).second) continue;  // the same id twice is one name
    folded_[core::ascii_lower(id)].push_back(id);
  }
}

QuestionIdResolver::Result QuestionIdResolver::resolve(std::string_view id) const {
  std::string key(id);
  if (exact_.count(key)) return {Match::kExact, key};
  auto it = folded_.find(core::ascii_lower(id));
  if (it == folded_.end()) return {Match::kNone, ""};
  if (it->second.size() > 1) return {Match::kAmbiguous, ""};
  return {Match::kIgnoringCase, it->second.front()};
}

ResolvedIds resolve_ids(const QuestionIdResolver& resolver,
                        const std::vector<std::string>& external_ids) {
  ResolvedIds out;
  std::unordered_map<std::string, bool> exact;  // corpus id -> named exactly
  for (const auto& id : external_ids) {
    auto r = resolver.resolve(id);
    if (r.match == QuestionIdResolver::Match::kNone) {
      out.unknown.push_back(id);
      continue;
    }
    if (r.match == QuestionIdResolver::Match::kAmbiguous) {
      out.ambiguous.push_back(id);
      continue;
    }
    bool is_exact = r.match == QuestionIdResolver::Match::kExact;
    auto [it, added] = out.external_for.try_emplace(r.corpus_id, id);
    if (added)
      exact[r.corpus_id] = is_exact;
    else if (is_exact && !exact[r.corpus_id])
      it->second = id, exact[r.corpus_id] = true;
  }
  return out;
}

}  // namespace explgraph::load
