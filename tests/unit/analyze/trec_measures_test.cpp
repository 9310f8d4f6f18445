#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "explgraph/analyze/trec_eval.hpp"
#include "explgraph/analyze/trec_measures.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

namespace {

// q judges a 2, b 0, c 1, d -1 (judged below 0), e 3; the run retrieves, by score, x (not
// judged), a, b, d, c, e. At relevance level 1: relevant a, c, e (num_rel 3), at ranks 2, 5, 6.
// q2 is judged (f 1) and not in the run.
const char* kQrels = "q 0 a 2\nq 0 b 0\nq 0 c 1\nq 0 d -1\nq 0 e 3\nq2 0 f 1\n";
const char* kRun =
    "q Q0 x 1 6 first\nq Q0 a 2 5 r\nq Q0 b 3 4 r\nq Q0 d 4 3 r\nq Q0 c 5 2 r\n"
    "q Q0 e 6 1 last\n";

analyze::TrecEvaluation evaluate(const std::vector<std::string>& measures,
                                 const analyze::TrecEvalSettings& settings = {}) {
  core::Diagnostics diagnostics;
  std::istringstream qrels_text(kQrels), run_text(kRun);
  const auto qrels = load::read_qrels(qrels_text, "q.qrels", diagnostics);
  const auto run = load::read_trec_run(run_text, "r.run", diagnostics);
  return analyze::evaluate_trec_measures(qrels, run, analyze::select_trec_measures(measures),
                                         settings);
}

// The value of `name` for query `query` ("all": the average).
double value(const analyze::TrecEvaluation& e, const std::string& name,
             const std::string& query = "q") {
  for (std::size_t c = 0; c < e.columns.size(); ++c) {
    if (e.columns[c].name != name) continue;
    if (query == "all") return e.summary[c];
    for (std::size_t q = 0; q < e.queries.size(); ++q)
      if (e.queries[q] == query) return e.value(q, c);
  }
  FAIL("no value " << name << " for " << query);
  return 0;
}

}  // namespace

TEST_CASE("trec_eval measures: one query worked by hand", "[analyze][trec]") {
  const auto e = evaluate({"all_trec"});
  CHECK(e.queries == std::vector<std::string>{"q", "q2"});  // q2 scored under -c
  CHECK(e.run_id == "last");                                // the last line's tag
  CHECK(value(e, "num_ret") == 6);
  CHECK(value(e, "num_rel") == 3);
  CHECK(value(e, "num_rel_ret") == 3);
  CHECK(value(e, "map") == Approx((1.0 / 2 + 2.0 / 5 + 3.0 / 6) / 3).epsilon(1e-12));
  CHECK(value(e, "Rprec") == Approx(1.0 / 3));  // a within the first 3
  CHECK(value(e, "recip_rank") == 0.5);
  CHECK(value(e, "P_5") == Approx(0.4));
  CHECK(value(e, "recall_5") == Approx(2.0 / 3));
  // bpref: one judged non-relevant (b); a is above it (1), c and e below it (0 each).
  CHECK(value(e, "bpref") == Approx(1.0 / 3));
  CHECK(value(e, "num_nonrel_judged_ret") == 1);  // b
  CHECK(value(e, "set_P") == 0.5);
  CHECK(value(e, "set_F") == Approx(2 * 0.5 * 1 / (0.5 + 1)));
  CHECK(value(e, "success_1") == 0);
  CHECK(value(e, "success_5") == 1);
  CHECK(value(e, "unj_5") == Approx(2.0 / 5));  // x and d
  // DCG with the grade as gain over the ideal order 3, 2, 1.
  const double dcg = 2 / std::log2(3.0) + 1 / std::log2(6.0) + 3 / std::log2(7.0);
  const double ideal = 3 + 2 / std::log2(3.0) + 1 / std::log2(4.0);
  CHECK(value(e, "ndcg") == Approx(dcg / ideal).epsilon(1e-12));
  CHECK(value(e, "ndcg_cut_5") ==
        Approx((2 / std::log2(3.0) + 1 / std::log2(6.0)) / ideal).epsilon(1e-12));
  CHECK(e.relstrings[0] == "-20.13");
  // ir_measures' Judged@k: judged with any grade (d's -1 too), over k: a, b, d, c of 5
  CHECK(value(evaluate({"judged.5,10"}), "judged_5") == Approx(4.0 / 5));
  CHECK(value(evaluate({"judged.5,10"}), "judged_10") == Approx(5.0 / 10));
  // The stand-in for q2 retrieves nothing that counts; num_q counts it, gm_map's log floor too.
  CHECK(value(e, "num_ret", "q2") == 0);
  CHECK(value(e, "map", "q2") == 0);
  CHECK(value(e, "num_q", "all") == 2);
  CHECK(value(e, "map", "all") == Approx(value(e, "map") / 2).epsilon(1e-12));
  CHECK(value(e, "gm_map", "all") ==
        Approx(std::exp((std::log(value(e, "map")) + std::log(.00001)) / 2)).epsilon(1e-12));
  CHECK(value(e, "num_rel", "all") == 4);  // -c: every judgment graded above 0
}

TEST_CASE("trec_eval flags: -J, -M, -l and without -c", "[analyze][trec]") {
  analyze::TrecEvalSettings judged_only;
  judged_only.judged_only = true;  // a, b, c, e at ranks 1-4
  CHECK(value(evaluate({"map"}, judged_only), "map") ==
        Approx((1.0 + 2.0 / 3 + 3.0 / 4) / 3).epsilon(1e-12));
  analyze::TrecEvalSettings depth;
  depth.depth = 3;  // x, a, b
  CHECK(value(evaluate({"map", "num_ret"}, depth), "map") == Approx(0.5 / 3).epsilon(1e-12));
  CHECK(value(evaluate({"num_ret"}, depth), "num_ret") == 3);
  analyze::TrecEvalSettings level;
  level.relevance_level = 2;  // a and e: ranks 2 and 6
  CHECK(value(evaluate({"map"}, level), "map") == Approx((1.0 / 2 + 2.0 / 6) / 2).epsilon(1e-12));
  analyze::TrecEvalSettings ranked_only;
  ranked_only.complete = false;
  const auto e = evaluate({"map", "num_q"}, ranked_only);
  CHECK(e.queries == std::vector<std::string>{"q"});
  CHECK(e.skipped == std::vector<std::string>{"q2"});
  CHECK(value(e, "num_q", "all") == 1);
  CHECK(value(e, "map", "all") == value(e, "map"));
}

TEST_CASE("trec_eval measure syntax: names, parameters and sets", "[analyze][trec]") {
  auto names = [](const std::vector<std::string>& specs) {
    std::vector<std::string> out;
    for (const auto& c : evaluate(specs).columns) out.push_back(c.name);
    return out;
  };
  // trec_eval's order, whatever the order asked; cutoffs sorted; parameters named as written
  CHECK(names({"ndcg_cut.10,5", "map", "utility.2,-1,0,0", "iprec_at_recall..25,.5"}) ==
        std::vector<std::string>{"map", "iprec_at_recall_0.25", "iprec_at_recall_0.50",
                                 "utility_2,-1,0,0", "ndcg_cut_5", "ndcg_cut_10"});
  CHECK(names({"official"}).size() == 10 + 11 + 9);  // 10 single, 11 recall points, 9 P cutoffs
  CHECK(names({"P.5", "P.10"}) == std::vector<std::string>{"P_5"});  // the first parameters win
  CHECK_THROWS_WITH(analyze::select_trec_measures({"prefs_simp"}),
                    Catch::StartsWith("--measures prefs_simp: unknown measure 'prefs_simp'"));
  CHECK_THROWS_AS(analyze::select_trec_measures({"success.0"}), core::UsageError);
  CHECK_THROWS_AS(analyze::select_trec_measures({"rbp.p"}), core::UsageError);
}

namespace {

// A run with the given order of documents per query, as distinct falling scores.
std::string run_in_order(const std::vector<std::pair<std::string, std::vector<std::string>>>& q) {
  std::string text;
  for (const auto& [query, documents] : q)
    for (std::size_t i = 0; i < documents.size(); ++i)
      text += query + " Q0 " + documents[i] + " 1 " + std::to_string(100 - i) + " t\n";
  return text;
}

analyze::RankingScore score_run(const std::string& qrels_text, const std::string& run_text,
                                const analyze::RankevalOptions& options) {
  core::Diagnostics diagnostics;
  std::istringstream qrels_in(qrels_text), run_in(run_text);
  return analyze::evaluate_trec_run("r", load::read_qrels(qrels_in, "q", diagnostics),
                                    load::read_trec_run(run_in, "r", diagnostics), options);
}

}  // namespace

TEST_CASE("ties: the range over tie orders equals brute force over every order",
          "[analyze][trec]") {
  // q1: a, b, c tie at 3 (grades 2, 0, not judged), d alone at 2 (1), e, f tie at 1 (3, 0);
  // q2: x, y, z tie (1, 1, 0) and w below (2).
  const std::string qrels =
      "q1 0 a 2\nq1 0 b 0\nq1 0 d 1\nq1 0 e 3\nq1 0 f 0\nq1 0 g 1\n"
      "q2 0 x 1\nq2 0 y 1\nq2 0 z 0\nq2 0 w 2\n";
  const std::string tied =
      "q1 Q0 a 1 3 t\nq1 Q0 b 1 3 t\nq1 Q0 c 1 3 t\nq1 Q0 d 1 2 t\nq1 Q0 e 1 1 t\n"
      "q1 Q0 f 1 1 t\nq2 Q0 x 1 5 t\nq2 Q0 y 1 5 t\nq2 Q0 z 1 5 t\nq2 Q0 w 1 4 t\n";
  analyze::RankevalOptions options;
  options.ks = {1, 2, 3, 5};
  const auto scored = score_run(qrels, tied, options);
  REQUIRE(scored.ties);
  CHECK(scored.ties->queries_with_ties == 2);
  // a run of ties straddles k = 1 and 2 in both queries, 5 in q1 (e, f at ranks 5, 6)
  CHECK(scored.ties->straddling ==
        std::vector<std::pair<std::size_t, std::size_t>>{{1, 2}, {2, 2}, {3, 0}, {5, 1}});

  std::vector<std::string> g1{"a", "b", "c"}, g2{"e", "f"}, g3{"x", "y", "z"};
  std::sort(g1.begin(), g1.end());
  std::map<std::string, std::pair<double, double>> range;  // by metric: lowest, highest
  do {
    std::sort(g2.begin(), g2.end());
    do {
      std::sort(g3.begin(), g3.end());
      do {
        std::vector<std::string> q1 = g1;
        q1.push_back("d");
        q1.insert(q1.end(), g2.begin(), g2.end());
        std::vector<std::string> q2 = g3;
        q2.push_back("w");
        const auto s = score_run(qrels, run_in_order({{"q1", q1}, {"q2", q2}}), options);
        auto note = [&](const std::string& metric, double value) {
          auto [it, added] = range.try_emplace(metric, value, value);
          it->second.first = std::min(it->second.first, value);
          it->second.second = std::max(it->second.second, value);
        };
        note("MAP", s.map);
        for (const auto& [metric, value] : s.metrics)
          if (metric.rfind("judged@", 0) != 0) note(metric, value);  // no quality: no range
      } while (std::next_permutation(g3.begin(), g3.end()));
    } while (std::next_permutation(g2.begin(), g2.end()));
  } while (std::next_permutation(g1.begin(), g1.end()));

  REQUIRE(scored.ties->range.size() == range.size());
  for (const auto& r : scored.ties->range) {
    INFO(r.metric);
    CHECK(r.low == Approx(range.at(r.metric).first).epsilon(1e-12));
    CHECK(r.high == Approx(range.at(r.metric).second).epsilon(1e-12));
  }
  CHECK(range.at("MAP").first < range.at("MAP").second);  // the ties matter here
}
