#include <catch2/catch.hpp>

#include "explgraph/load/question_ids.hpp"

using namespace explgraph;
using Match = load::QuestionIdResolver::Match;

// SPEC §6: exact match first; ignoring case only when one distinct corpus id matches so.
TEST_CASE("question ids: exact first, then case-insensitive when unambiguous", "[load]") {
  load::QuestionIdResolver ids({"ABC_1", "abc_1", "Xyz_2", "Xyz_2"});
  CHECK(ids.resolve("ABC_1").match == Match::kExact);
  CHECK(ids.resolve("abc_1").corpus_id == "abc_1");        // exact beats the case-folded ABC_1
  CHECK(ids.resolve("Abc_1").match == Match::kAmbiguous);  // ABC_1 and abc_1 both fold to it
  auto folded = ids.resolve("XYZ_2");  // the same id twice in the corpus is one name
  CHECK(folded.match == Match::kIgnoringCase);
  CHECK(folded.corpus_id == "Xyz_2");
  CHECK(ids.resolve("nope").match == Match::kNone);
}

TEST_CASE("question ids: bulk resolution prefers the exact spelling", "[load]") {
  load::QuestionIdResolver ids({"Q_1", "ABC_1", "abc_1"});
  auto r = load::resolve_ids(ids, {"q_1", "Q_1", "Abc_1", "zz"});
  CHECK(r.external_for.at("Q_1") == "Q_1");  // "q_1" came first, but "Q_1" names it exactly
  CHECK(r.external_for.size() == 1);
  CHECK(r.ambiguous == std::vector<std::string>{"Abc_1"});
  CHECK(r.unknown == std::vector<std::string>{"zz"});
}
