#include <catch2/catch.hpp>

#include "explgraph/report/rankeval_report.hpp"

#include "summary_value.hpp"

using namespace explgraph;

namespace {

// One TextGraphs ranking: 3 of 4 gold questions ranked, 7 ids the corpus has not.
analyze::RankevalResult one_ranking() {
  analyze::RankevalResult r;
  r.scorer = "tg2020";
  analyze::RankingScore s;
  s.name = "tfidf";
  s.map = 0.41234;
  s.gold_questions = 4;
  s.ranked_questions = 3;
  s.scored_questions = 4;
  s.missing_questions = {"q4"};
  s.unknown_questions = {"x1", "x2", "x3", "x4", "x5", "x6", "x7"};
  s.metrics = {{"P@1", 0.5}, {"MRR", 0.625}};
  r.rankings.push_back(s);
  return r;
}

}  // namespace

TEST_CASE("rankeval report: a ranking's summary, long id lists cut at five", "[report]") {
  const auto doc = report::rankeval_document(one_ranking());
  CHECK(doc.title == "Explanation-regeneration ranking scores (tg2020 MAP)");
  CHECK(summary_value(doc, "tfidf: MAP") == "0.4123");
  CHECK(summary_value(doc, "tfidf: questions averaged") == "4 (3 ranked of 4 gold)");
  CHECK(summary_value(doc, "tfidf: gold questions without a ranking") == "q4");
  CHECK(summary_value(doc, "tfidf: ranked ids that are no gold question") ==
        "x1, x2, x3, x4, x5, … (7 in all)");
  CHECK(summary_value(doc, "tfidf: lines skipped (repeated, malformed)") == "0, 0");
  const auto& metrics = doc.tables[0];
  CHECK(metrics.header == std::vector<std::string>{"ranking", "MAP", "P@1", "MRR"});
  CHECK(metrics.rows[0] == std::vector<std::string>{"tfidf", "0.4123", "0.5000", "0.6250"});
  CHECK(doc.tables.size() == 1);  // no comparison, ties or breakdown tables without them
}

TEST_CASE("rankeval report: a TREC run speaks of queries and documents, and of its ties",
          "[report]") {
  auto r = one_ranking();
  r.scorer = "trec_eval";
  r.trec_flags = "-c";
  analyze::RankingTies ties;
  ties.queries_with_ties = 2;
  ties.straddling = {{1, 1}, {5, 2}};
  ties.range = {{"MAP", 0.40, 0.42}, {"P@1", 0.25, 0.75}};
  r.rankings[0].ties = ties;
  const auto doc = report::rankeval_document(r);
  CHECK(summary_value(doc, "tfidf: queries averaged") == "4 (3 ranked of 4 judged)");
  CHECK(summary_value(doc, "tfidf: queries not judged (ignored)").rfind("x1, ", 0) == 0);
  CHECK(doc.tables[0].note.find("every judged query averaged, a query the run lacks scoring 0") !=
        std::string::npos);
  REQUIRE(doc.tables.size() == 2);
  const auto& t = doc.tables[1];
  CHECK(t.note.rfind("2 queries have documents with equal scores; ties straddle the cut-off in "
                     "1 at k = 1, 2 at k = 5.",
                     0) == 0);
  CHECK(t.rows[0] == std::vector<std::string>{"MAP", "0.4123", "0.4000", "0.4200"});
  CHECK(t.rows[1] == std::vector<std::string>{"P@1", "0.5000", "0.2500", "0.7500"});

  r.trec_flags = "";
  const auto without_c = report::rankeval_document(r);
  CHECK(without_c.tables[0].note.find("the judged queries the run lacks left out") !=
        std::string::npos);
}

TEST_CASE("rankeval report: JSON per ranking, ties only for runs that have them", "[report]") {
  auto r = one_ranking();
  auto j = report::rankeval_json(r);
  CHECK(j["map"] == 0.41234);
  CHECK(j["rankings"][0]["ci95"].is_null());  // no interval unless rankings are compared
  CHECK_FALSE(j["rankings"][0].contains("ties"));
  CHECK_FALSE(j["rankings"][0].contains("per_query"));
}
