#pragma once
#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/baseline/tfidf_index.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::baseline {

// tfidf: explgraph's own ranker, content lemmas (stop words dropped, stemmed), each UID once
// (its first definition). textgraphs: the shared tasks' official baseline reproduced,
// scikit-learn's TfidfVectorizer tokens, every row including later definitions of a UID.
enum class RankMethod { kTfidf, kTextgraphs };
// What a tfidf query matches: the question stem plus its correct answer, or the whole
// question field (textgraphs always uses the whole field).
enum class RankQueryText { kQuestionAndAnswer, kFull };

struct RankOptions {
  RankMethod method = RankMethod::kTfidf;
  RankQueryText query = RankQueryText::kQuestionAndAnswer;
  std::size_t top = 0;  // rows written per question; 0 = all
};

// One query: the id written in the ranking and the text matched against the facts.
struct RankQuery {
  std::string id;
  std::string text;
};

// The kept questions of the corpus; `skipped` counts those without usable text (tfidf needs
// stem and answer; textgraphs the question field).
std::vector<RankQuery> corpus_queries(const load::Corpus& corpus, const RankOptions& options,
                                      std::size_t& skipped);
// The problems of a TextGraphs 2021 ratings file: queryText without its "[ANSWER]" marker,
// as the 2021 baseline.
std::vector<RankQuery> ratings_queries(const std::vector<load::RatingProblem>& problems);

// Ranks every tablestore row for a query by tf-idf cosine (ties in tablestore order) and
// writes "questionID<TAB>UID" lines, best first: a TextGraphs ranking, streamed per query.
class Ranker {
 public:
  Ranker(const load::Tablestore& tables, const text::Normalizer& normalizer,
         const RankOptions& options);
  void write(const RankQuery& query, std::ostream& out) const;

 private:
  const load::Tablestore& tables_;
  RankOptions options_;
  TfidfIndex index_;
};

}  // namespace explgraph::baseline
