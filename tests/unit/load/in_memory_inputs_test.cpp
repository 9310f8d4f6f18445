// Rankings and predictions held in memory (the Python module's dicts) load exactly as the
// same TSV lines would.
#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

using namespace explgraph;

namespace {

load::Ranking from_tsv(const std::string& text) {
  std::istringstream in(text);
  core::Diagnostics diagnostics;
  core::InputAccount account{"r.tsv", "ranking", 0, 0, {}};
  return load::read_textgraphs_ranking(in, "r.tsv", diagnostics, account);
}

std::vector<std::string> uids_of(const load::Ranking& r, const std::string& question) {
  std::vector<std::string> out;
  for (auto id : r.ranked.at(question)) out.push_back(r.uids.text(load::RankedUidId(id)));
  return out;
}

}  // namespace

TEST_CASE("an in-memory ranking equals the same lines read as TSV", "[load]") {
  const load::Ranking file = from_tsv("Q2\tB\nQ2\ta\nQ1\tc\nQ2\tb\nQ1\tA\n");
  const load::Ranking memory = load::make_ranking(
      "memory", {{"Q2", {"B", " a"}}, {"Q1", {"c"}}, {"Q2", {"b"}}, {"Q1", {"A"}}});
  CHECK(memory.name == "memory");
  CHECK(memory.question_order == file.question_order);
  CHECK(memory.question_order == std::vector<std::string>{"Q2", "Q1"});
  for (const auto* q : {"Q1", "Q2"}) CHECK(uids_of(memory, q) == uids_of(file, q));
  CHECK(uids_of(memory, "Q2") == std::vector<std::string>{"b", "a"});  // "b" again dropped
  CHECK(memory.lines == file.lines);
  CHECK(memory.repeated == 1);
  CHECK(memory.repeated == file.repeated);
}

TEST_CASE("an unusable in-memory ranking is an input error naming it", "[load]") {
  CHECK_THROWS_WITH(load::make_ranking("epoch3", {}),
                    "epoch3: error: expected ranked UIDs, found none (an empty ranking?)");
  CHECK_THROWS_WITH(load::make_ranking("epoch3", {{"Q1", {}}}),
                    "epoch3: error: expected ranked UIDs, found none (an empty ranking?)");
  CHECK_THROWS_WITH(load::make_ranking("epoch3", {{"Q1", {"a", " "}}}),
                    "epoch3: error: question 'Q1' ranks an empty UID");
  CHECK_THROWS_AS(load::make_ranking("epoch3", {{"", {"a"}}}), core::InputError);
}

TEST_CASE("in-memory predictions: answers trimmed, a question once, none is an error", "[load]") {
  const auto p = load::make_predictions(
      "solver", {{"Q1", load::split_answers(" B , C,")}, {" Q2", {"2"}}, {"Q3", {"A", " D "}}});
  CHECK(p.name == "solver");
  CHECK(p.order == std::vector<std::string>{"Q1", "Q2", "Q3"});
  CHECK(p.answers.at("Q1") == std::vector<std::string>{"B", "C"});
  CHECK(p.answers.at("Q3") == std::vector<std::string>{"A", "D"});
  CHECK(p.lines == 3);
  CHECK_THROWS_WITH(load::make_predictions("solver", {}),
                    "solver: error: expected predictions, found none (an empty dict?)");
  CHECK_THROWS_WITH(
      load::make_predictions("solver", {{"Q1", {" "}}}),
      "solver: error: question 'Q1' has no answer (leave an unanswered question out)");
  CHECK_THROWS_WITH(load::make_predictions("solver", {{"Q1", {"A"}}, {"Q1 ", {"B"}}}),
                    "solver: error: question 'Q1 ' is answered twice");
}
