#include <catch2/catch.hpp>

#include "../test_text.hpp"
#include "explgraph/report/data_table.hpp"
#include "explgraph/report/power_report.hpp"

using namespace explgraph;

namespace {

analyze::PowerResult power(std::vector<std::size_t> ns, std::vector<double> effects,
                           std::vector<double> hurts = {0}) {
  analyze::PowerOptions o;
  o.ns = std::move(ns);
  o.effects = std::move(effects);
  o.hurts = std::move(hurts);
  return analyze::compute_power(o);
}

}  // namespace

// n = 2, one item helped: a resample's mean is <= 0 only when it draws the other item twice,
// p one-sided 1/4; P(mean >= 0) = 1; two-sided 2 x 1/4.
TEST_CASE("power report: one point's p at the top level, by hand", "[report]") {
  const auto j = report::power_json(power({2}, {0.5}));
  CHECK(j["alpha"] == 0.05);
  CHECK(j["alternative"] == "two-sided");
  CHECK(j["p_one_sided"] == Approx(0.25).epsilon(1e-12));
  CHECK(j["p_two_sided"] == Approx(0.5).epsilon(1e-12));
  REQUIRE(j["points"].size() == 1);
  CHECK(j["points"][0]["helped_items"] == 1);
  CHECK(j["points"][0]["p_less"] == Approx(1.0));
  CHECK(j["points"][0]["significant"] == false);
  CHECK(j.contains("minimum_detectable_effect"));  // one (n, hurt): its effect too

  const auto two = report::power_json(power({2, 4}, {0.5}));
  CHECK_FALSE(two.contains("p_one_sided"));  // only with one point
  CHECK_FALSE(two.contains("minimum_detectable_effect"));
  CHECK(two["points"].size() == 2);
}

TEST_CASE("power report: no gain enough is null in JSON and 'none' in the table", "[report]") {
  // n = 4 with half the items hurt: at most the other two helped, a mean of 0.
  const auto r = power({4}, {}, {0.5});
  REQUIRE(r.detectable.size() == 1);
  REQUIRE_FALSE(r.detectable[0].gain);
  const auto j = report::power_json(r);
  CHECK(j["minimum_detectable_effect"].is_null());
  CHECK(j["detectable"][0]["minimum_detectable_gain"].is_null());
  CHECK(j["detectable"][0]["p_at_minimum"].is_null());
  CHECK(j["detectable"][0]["hurt_items"] == 2);
  const auto doc = report::power_document(r);
  REQUIRE(doc.tables.size() == 1);  // no effects asked: no table of points
  CHECK(doc.tables[0].rows[0] == std::vector<std::string>{"4", "0.5", "2", "none", "", ""});
  // The tidy tables lead with what was computed.
  const auto tables = report::power_tables(j);
  CHECK(tables.front().name == "detectable");
  CHECK(report::find_table(tables, "points").rows.empty());
}

TEST_CASE("power report: the points table and its significance", "[report]") {
  const auto r = power({100}, {0.02, 0.1});
  const auto doc = report::power_document(r);
  REQUIRE(doc.tables.size() == 2);
  const auto& points = doc.tables[0];
  REQUIRE(points.rows.size() == 2);
  CHECK(points.rows[0][1] == "0.02");
  CHECK(points.rows[0][3] == "2");  // helped items: 0.02 x 100
  CHECK(points.rows[0].back() == "no");
  CHECK(points.rows[1].back() == "yes");  // ten helped, none hurt
  CHECK(points.note.find("two-sided") != std::string::npos);
  CHECK(report::power_tables(report::power_json(r)).front().name == "points");
}

TEST_CASE("power report: one panel per size, two to a row; without effects one curve of n",
          "[report]") {
  const std::string three = report::power_svg(power({50, 100, 200}, {0.02, 0.05}));
  CHECK(three.find("width=\"960\" height=\"640\"") != std::string::npos);
  CHECK(occurrences(three, "<svg") == 4);
  CHECK(three.find("<svg x=\"480\" y=\"0\"") != std::string::npos);
  CHECK(three.find("<svg x=\"0\" y=\"320\"") != std::string::npos);
  CHECK(three.find("n = 200") != std::string::npos);

  const std::string curve = report::power_svg(power({50, 100, 200}, {}));
  CHECK(curve.find("width=\"480\" height=\"320\"") != std::string::npos);
  CHECK(occurrences(curve, "<svg") == 2);
  CHECK(curve.find("Minimum detectable effect at alpha 0.05") != std::string::npos);
}

TEST_CASE("power report: the section plans each test set, a column per hurt share", "[report]") {
  const std::vector<analyze::TestSet> sets{{"all", 100}, {"Test", 4}};
  const auto r = power({100, 4}, {0.02, 0.05}, {0, 0.25});
  const auto s = report::power_section(sets, r);
  CHECK(s.id == "power");
  const auto& table = s.document.tables.at(0);
  CHECK(table.header == std::vector<std::string>{"test set", "questions", "hurt 0", "hurt 0.25"});
  REQUIRE(table.rows.size() == 2);
  CHECK(table.rows[1][0] == "Test");
  // Four questions, one hurt, three helped: p two-sided 2 x 0.26, never significant.
  CHECK(table.rows[1][3] == "none");
  CHECK(s.json["test_sets"][1]["minimum_detectable"][1]["minimum_detectable_effect"].is_null());
  REQUIRE(s.charts.size() == 2);
  CHECK(s.charts[0].svg.find("Expected p on all questions (n = 100)") != std::string::npos);
  CHECK(s.tables.front().name == "minimum_detectable");
  CHECK(report::find_table(s.tables, "minimum_detectable").rows.size() == 4);
}
