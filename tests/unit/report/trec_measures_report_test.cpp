#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/trec_measures_report.hpp"

using namespace explgraph;

namespace {

// Two queries, a count, a real and a relevance string, as trec_eval would hold them.
analyze::TrecEvaluation evaluation() {
  analyze::TrecEvaluation e;
  e.run_id = "bm25";
  e.columns = {{"runid", analyze::TrecValueKind::kRunId, false, true},
               {"num_ret", analyze::TrecValueKind::kInteger, true, true},
               {"iprec_at_recall_0.00", analyze::TrecValueKind::kReal, true, true},
               {"relstring", analyze::TrecValueKind::kRelevanceString, true, false}};
  e.queries = {"q1", "q2"};
  e.values = {0, 3, 0.123456, 0, 0, 12, 1.0, 0};
  e.relstrings = {"1-0", ""};
  e.summary = {0, 15, 0.561728, 0};
  return e;
}

}  // namespace

TEST_CASE("trec_eval's lines: padded names, %6.4f reals, whole counts, quoted relstrings",
          "[report][trec]") {
  std::ostringstream out;
  report::write_trec_eval(evaluation(), true, out);
  CHECK(out.str() ==
        "num_ret               \tq1\t3\n"
        "iprec_at_recall_0.00  \tq1\t0.1235\n"
        "relstring             \tq1\t'1-0'\n"
        "num_ret               \tq2\t12\n"
        "iprec_at_recall_0.00  \tq2\t1.0000\n"
        "relstring             \tq2\t''\n"
        "runid                 \tall\tbm25\n"
        "num_ret               \tall\t15\n"
        "iprec_at_recall_0.00  \tall\t0.5617\n");
  std::ostringstream all;
  report::write_trec_eval(evaluation(), false, all);
  CHECK(all.str().rfind("runid                 \tall\tbm25\n", 0) == 0);
}

TEST_CASE("trec_eval figures as JSON and tidy rows", "[report][trec]") {
  const auto e = evaluation();
  const auto json = report::trec_measures_json(e);
  CHECK(json["all"]["runid"] == "bm25");
  CHECK(json["all"]["num_ret"] == 15);  // a count stays whole
  CHECK_FALSE(json["all"].contains("relstring"));
  const auto rows = report::trec_per_query_json(e);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0]["relstring"] == "1-0");
  CHECK(rows[1]["num_ret"] == 12);
  CHECK_FALSE(rows[0].contains("runid"));

  nlohmann::ordered_json rankings = nlohmann::ordered_json::array();
  rankings.push_back({{"name", "bm25"}, {"trec_eval", json}, {"per_query", rows}});
  const auto measures = report::trec_measures_data(rankings);
  CHECK(measures.rows.size() == 3);  // runid, num_ret, iprec_at_recall_0.00
  const auto per_query = report::per_query_data(rankings);
  CHECK(per_query.rows.size() == 6);  // two queries, three values each
  CHECK(per_query.rows[0][1] == "q1");
}
