#include "explgraph/baseline/ranker.hpp"

#include <string_view>
#include <unordered_set>

#include "explgraph/text/sklearn_tokenizer.hpp"

namespace explgraph::baseline {
namespace {

TfidfIndex make_index(const load::Tablestore& tables, const text::Normalizer& normalizer,
                      RankMethod method) {
  if (method == RankMethod::kTextgraphs)
    return TfidfIndex(tables, [](const std::string& t) { return text::sklearn_tokens(t); });
  return TfidfIndex(tables, normalizer);
}

}  // namespace

std::vector<RankQuery> corpus_queries(const load::Corpus& corpus, const RankOptions& options,
                                      std::size_t& skipped) {
  std::vector<RankQuery> out;
  // Two questions of one id are named apart (ID, ID#2), as everywhere: else a TREC run's
  // two queries would merge, and a TSV's lines for the second read as repeats of the first.
  const auto names = load::distinct_question_names(corpus);
  for (std::size_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    const std::string& id = names[i];
    if (options.method ==
        RankMethod::kTextgraphs) {  // the baseline script ranks for every row's question field
      if (q.text.empty())
        ++skipped;
      else
        out.push_back({id, q.text});
      continue;
    }
    if (!q.has_text()) {
      ++skipped;
      continue;
    }
    out.push_back(
        {id, options.query == RankQueryText::kFull ? q.text : q.stem + " " + q.answer_text()});
  }
  return out;
}

std::vector<RankQuery> ratings_queries(const std::vector<load::RatingProblem>& problems) {
  std::vector<RankQuery> out;
  for (const auto& p : problems) {
    std::string text = p.query_text;
    for (std::size_t at; (at = text.find("[ANSWER]")) != std::string::npos;) text.erase(at, 8);
    out.push_back({p.qid, text});
  }
  return out;
}

Ranker::Ranker(const load::Tablestore& tables, const text::Normalizer& normalizer,
               const RankOptions& options)
    : tables_(tables), options_(options), index_(make_index(tables, normalizer, options.method)) {}

void Ranker::write(const RankQuery& query, std::ostream& out) const {
  const std::size_t keep = options_.top;
  // tfidf writes each UID once (its first definition); textgraphs every row, as the script.
  const bool first_definition_only = options_.method == RankMethod::kTfidf;
  const bool trec = options_.format == RankFormat::kTrec;
  // Rows skipped as later definitions of a UID are made up for by asking for that many more.
  const std::size_t extra = first_definition_only || trec ? tables_.duplicate_uids.size() + 1 : 0;
  std::unordered_set<std::string_view> seen;  // a TREC run names each document once
  std::size_t written = 0;
  for (core::RowId id : index_.rank(query.text, keep == 0 ? 0 : keep + extra)) {
    if (keep != 0 && written == keep) break;
    const auto& row = tables_.rows[id.value];
    if (first_definition_only && tables_.find(row.uid) != id)
      continue;  // a later definition of a UID
    if (trec && !seen.insert(row.uid).second) continue;
    ++written;
    if (trec)
      out << query.id << " Q0 " << row.uid << ' ' << written << ' '
          << tables_.rows.size() - written + 1 << " explgraph-" << method_name() << '\n';
    else
      out << query.id << '\t' << row.uid << '\n';
  }
}

const char* Ranker::method_name() const {
  return options_.method == RankMethod::kTextgraphs ? "textgraphs" : "tfidf";
}

}  // namespace explgraph::baseline
