#include "explgraph/api/options/rank.hpp"

#include "explgraph/api/baselines.hpp"
#include "explgraph/core/errors.hpp"

namespace explgraph::options {
baseline::RankOptions library_options(const RankCommandOptions& o) {
  if (o.method != "tfidf" && o.method != "textgraphs")
    throw core::UsageError("--method: expected tfidf or textgraphs, found '" + o.method + "'");
  if (o.query != "question+answer" && o.query != "full")
    throw core::UsageError("--query: expected question+answer or full, found '" + o.query + "'");
  if (o.method == "textgraphs" && o.query != "question+answer")
    throw core::UsageError(
        "--query applies to --method tfidf; textgraphs always matches the whole question field");
  baseline::RankOptions options;
  options.method =
      o.method == "textgraphs" ? baseline::RankMethod::kTextgraphs : baseline::RankMethod::kTfidf;
  options.query = o.query == "full" ? baseline::RankQueryText::kFull
                                    : baseline::RankQueryText::kQuestionAndAnswer;
  // The official baseline writes 100 facts per question; explgraph's own ranker all of them.
  options.format = o.output.parsed_format() == Format::kTrec ? baseline::RankFormat::kTrec
                                                             : baseline::RankFormat::kTextgraphs;
  options.top = o.top_given                                           ? o.top.value
                : options.method == baseline::RankMethod::kTextgraphs ? 100
                                                                      : 0;
  return options;
}

const CommandHelp kRankHelp{
    "rank",
    "a tf-idf baseline for explanation regeneration, written as a TextGraphs ranking "
    "(questionID<TAB>UID, best first; ties in tablestore order) to standard output or --out, "
    "streamed. --method tfidf (default): explgraph's own ranker, every tablestore row by tf-idf "
    "cosine over content lemmas (stop words dropped, stemmed) to the question stem plus its "
    "correct answer (--query full: the whole question field). --method textgraphs: the shared "
    "tasks' official baseline reproduced: scikit-learn TfidfVectorizer defaults (lower-cased "
    "tokens of two or more word characters, no stop words, smoothed idf over the fact texts), "
    "every row including deprecated ones, cosine to the whole question field, 100 facts per "
    "question unless --top says otherwise. --ratings ranks for the questions of a TextGraphs 2021 "
    "ratings file (queryText without [ANSWER]). Use --top K to keep files small: all rows for "
    "every question of V2.1 is 1.5 GB. --format trec writes a TREC run (questionID Q0 UID rank "
    "score tag) that trec_eval reads unchanged: ranks from 1, each UID once, scores falling "
    "strictly with the rank so that the order is kept.",
    "explgraph rank --corpus DIR [--method tfidf|textgraphs] [--split "
    "NAME] [--top K] [--out FILE]\n"
    "       explgraph rank --tables PATH --ratings RATINGS.json [--method textgraphs] [--out FILE]",
    "\nExamples:\n"
    "  explgraph rank --corpus corpus --out ranking.tsv\n"
    "  explgraph rank --corpus corpus --method textgraphs --top 100 --out textgraphs.tsv\n"
    "  explgraph rank --corpus corpus --top 100 --format trec --out run.trec\n"};

void add_options(OptionBlocks& blocks, RankCommandOptions& o) {
  blocks.own.add_options()(
      "method", po::value(&o.method)->default_value("tfidf")->value_name("tfidf|textgraphs"),
      "ranking method")(
      "query",
      po::value(&o.query)->default_value("question+answer")->value_name("question+answer|full"),
      "--method tfidf: what is matched")("top",
                                         po::value(&o.top)->value_name("K")->notifier(
                                             [&o](const WholeNumber&) { o.top_given = true; }),
                                         "write only the K best rows per question (0 = all; "
                                         "default: all for tfidf, 100 for textgraphs)")(
      "ratings", po::value(&o.ratings)->value_name("FILE"),
      "rank for the questions of a TextGraphs 2021 expert-ratings JSON instead of the corpus's");
  add_common_options(blocks, o.corpus, o.output);
}

}  // namespace explgraph::options
