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

// A TextGraphs ranking (questionID<TAB>UID), or a TREC run that trec_eval reads unchanged:
// "questionID Q0 UID rank score tag", ranks from 1, each UID once per question, and scores
// that fall strictly with the rank (the number of tablestore rows minus the rank plus 1), so
// that trec_eval, which orders by score, keeps the ranking's own order, ties included.
enum class RankFormat { kTextgraphs, kTrec };

struct RankOptions {
  RankMethod method = RankMethod::kTfidf;
  RankQueryText query = RankQueryText::kQuestionAndAnswer;
  std::size_t top = 0;  // rows written per question; 0 = all
  RankFormat format = RankFormat::kTextgraphs;
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
// writes them best first in options.format, streamed per query.
class Ranker {
 public:
  Ranker(const load::Tablestore& tables, const text::Normalizer& normalizer,
         const RankOptions& options);
  void write(const RankQuery& query, std::ostream& out) const;

 private:
  const char* method_name() const;  // the TREC run's tag: explgraph-tfidf, explgraph-textgraphs

  const load::Tablestore& tables_;
  RankOptions options_;
  TfidfIndex index_;
};

}  // namespace explgraph::baseline
