#pragma once
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace explgraph::load {

// SPEC §6 "Question ids": an id written in another file (predictions, a ranking) names a
// corpus question by exact match first; ignoring case only when exactly one distinct corpus
// id matches that way (so "abc_1" finds "ABC_1", but not when "ABC_1" and "Abc_1" both exist:
// that is ambiguous and matches nothing).
class QuestionIdResolver {
 public:
  explicit QuestionIdResolver(const std::vector<std::string>& corpus_ids);

  enum class Match { kExact, kIgnoringCase, kAmbiguous, kNone };
  struct Result {
    Match match = Match::kNone;
    std::string corpus_id;  // the id matched (kExact, kIgnoringCase)
  };
  Result resolve(std::string_view id) const;

 private:
  std::unordered_map<std::string, bool> exact_;  // corpus ids
  // Lower-case -> distinct corpus ids.
  std::unordered_map<std::string, std::vector<std::string>> folded_;
};

// External ids resolved in bulk. When two external ids name one corpus question (an exact
// and a case-folded spelling), the exact one wins, then the first seen.
struct ResolvedIds {
  std::unordered_map<std::string, std::string>
      external_for;                    // corpus id -> the external id naming it
  std::vector<std::string> unknown;    // external ids naming no corpus question
  std::vector<std::string> ambiguous;  // external ids that match several corpus ids ignoring case
};
ResolvedIds resolve_ids(const QuestionIdResolver& resolver,
                        const std::vector<std::string>& external_ids);

}  // namespace explgraph::load
