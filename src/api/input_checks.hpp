#pragma once
#include <string>
#include <vector>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/corpus.hpp"

namespace explgraph {

// An input of which nothing matched the corpus is an error (core::InputError), naming the
// file, what was expected and a few of the ids found; a partial match is one warning with
// the count of ids that named nothing.
void check_ids_matched(const std::string& file, const std::string& what, std::size_t matched,
                       const std::vector<std::string>& unmatched, core::Diagnostics& diagnostics);

// `unknown` followed by `ambiguous`: the ids of an input that matched nothing usable.
std::vector<std::string> unmatched_ids(const std::vector<std::string>& unknown,
                                       const std::vector<std::string>& ambiguous);

// A ranking that ranks fewer than half of the gold questions it is scored against (tg2020
// scores the others 0), or predictions that answer fewer than half of the questions scored
// (the others count as wrong): a warning naming the file, so that the terminal says what a
// table cell alone would not (issue 42).
void check_ranking_coverage(const std::string& file, const analyze::RankingScore& score,
                            analyze::Scorer scorer, core::Diagnostics& diagnostics);
void check_prediction_coverage(const std::string& file, const analyze::AccuracyResult& result,
                               std::size_t solver, core::Diagnostics& diagnostics);
// Predictions given as a ranking: every question ranks one id and every id reads as an
// answer key ("B", "2"), none a UID of the tablestore. A core::InputError naming the swap; scored,
// each question's MAP would be 0.
void refuse_predictions_as_ranking(const std::string& file, const load::Ranking& ranking,
                                   const load::Tablestore& tables);

// A harness run whose corpus questions have no explanation (ARC's test split against the
// TextGraphs release, which withholds Test's): a warning naming the splits and pointing at
// `harness-task`, which writes tasks of the splits that have them.
void check_harness_explanations(const std::string& file, const analyze::AccuracyResult& result,
                                std::size_t solver, const std::string& corpus,
                                core::Diagnostics& diagnostics);

// An analysis of explanations (`analysis`: its command, "reuse") over a corpus whose kept questions
// have none — a masked Test split, a header-only file — would give 0 for every mean and
// proportion, which are undefined: core::InputError naming the question files instead.
void require_explanations(const load::Corpus& corpus, const std::string& analysis);

// Whether an explanation of a kept question cites a UID some table defines.
bool cites_defined_fact(const load::Corpus& corpus);

// An analysis of the facts explanations cite (types, hops, growth) over a corpus none of whose
// cited UIDs a table defines — the tables of another release, say — would give 0 for every
// count and proportion: core::InputError naming the question files, the tablestore and a few of
// the UIDs instead. Call after require_explanations.
void require_defined_facts(const load::Corpus& corpus, const std::string& analysis);

}  // namespace explgraph
