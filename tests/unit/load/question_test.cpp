#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/question_reader.hpp"

using namespace explgraph;
using load::parse_answer_key;
using load::parse_choices;

TEST_CASE("choices: letters split stem and choices", "[load]") {
  auto p = parse_choices("Which is a metal? (A) wood (B) iron (C) glass (D) paper");
  CHECK(p.stem == "Which is a metal?");
  CHECK(p.choices == std::vector<std::string>{"wood", "iron", "glass", "paper"});
}

TEST_CASE("choices: numbers and lower-case letters work and a stray (A) in the stem is not a chain",
          "[load]") {
  CHECK(parse_choices("Pick (1) one (2) two (3) three").choices ==
        std::vector<std::string>{"one", "two", "three"});
  CHECK(parse_choices("Pick (a) x (b) y").choices == std::vector<std::string>{"x", "y"});
  auto p = parse_choices("In diagram (A) we see (C) nothing (A) sun (B) moon");
  CHECK(p.stem == "In diagram (A) we see (C) nothing");
  CHECK(p.choices == std::vector<std::string>{"sun", "moon"});
}

TEST_CASE("choices: text without two choices has none", "[load]") {
  auto p = parse_choices("Text of licensed questions can be requested at: http://example.org/");
  CHECK(p.choices.empty());
  CHECK(parse_choices("Only (A) one").choices.empty());
}

TEST_CASE("answer key: letter or number and else -1", "[load]") {
  CHECK(parse_answer_key("A") == 0);
  CHECK(parse_answer_key("d") == 3);
  CHECK(parse_answer_key(" 2 ") == 1);
  CHECK(parse_answer_key("0") == -1);
  CHECK(parse_answer_key("") == -1);
  CHECK(parse_answer_key("AB") == -1);
}

TEST_CASE("knowledge types: split on commas and ? stripped and kept as written", "[load]") {
  CHECK(load::parse_knowledge_types("CAUSAL,MODEL?") ==
        std::vector<std::string>{"CAUSAL", "MODEL"});
  CHECK(load::parse_knowledge_types(" Prop , ?, ") == std::vector<std::string>{"Prop"});
}

namespace {

load::Tablestore two_rows() {
  load::Tablestore store;
  store.tables.push_back({"T", "T.tsv", 2});
  store.rows.push_back({core::TableId(0), "u1", "u1", "one", false, 2});
  store.rows.push_back({core::TableId(0), "Good", "good", "two", false, 3});
  store.define("u1", core::RowId(0));
  store.define("good", core::RowId(1));
  return store;
}

}  // namespace

TEST_CASE("explanation: tokens resolve case-insensitively and bad tokens are named and skipped",
          "[load]") {
  auto store = two_rows();
  core::Diagnostics d;
  auto tokens = load::parse_explanation("U1|central GOOD|NE | uid| |ROLE a|b|c x9|LEXGLUE", 10,
                                        store, "q.tsv", 7, d);
  REQUIRE(tokens.size() == 3);
  CHECK(tokens[0].uid == "u1");
  CHECK(tokens[0].role == "CENTRAL");
  CHECK(tokens[0].row == core::RowId(0));
  CHECK(tokens[0].column == 10);
  CHECK(tokens[1].row == core::RowId(1));
  CHECK(tokens[1].role == "NE");
  CHECK_FALSE(tokens[2].row.valid());
  std::vector<std::string> messages;
  for (const auto& item : d.items()) messages.push_back(core::format_diagnostic(item));
  REQUIRE(messages.size() == 6);
  CHECK(messages[0] ==
        "q.tsv:7:21: warning: unknown role 'NE' for UID 'GOOD' (expected CENTRAL, GROUNDING, "
        "LEXGLUE, BACKGROUND, "
        "ROLE or NEG); kept as written [unknown-role]");
  CHECK(messages[1] ==
        "q.tsv:7:29: warning: expected an explanation token 'UID|ROLE', found '|'; token skipped "
        "[malformed-token]");
  CHECK(messages[2] ==
        "q.tsv:7:31: warning: expected an explanation token 'UID|ROLE', found 'uid|'; token "
        "skipped [malformed-token]");
  CHECK(messages[3] ==
        "q.tsv:7:36: warning: expected an explanation token 'UID|ROLE', found '|ROLE'; token "
        "skipped [malformed-token]");
  CHECK(messages[4] ==
        "q.tsv:7:42: warning: expected an explanation token 'UID|ROLE', found 'a|b|c'; token "
        "skipped [malformed-token]");
  CHECK(messages[5] == "q.tsv:7:48: warning: UID 'x9' is not defined by any table [dangling-uid]");
}

namespace {

load::QuestionFile read(const std::string& text, const load::QuestionFilter& filter,
                        core::Diagnostics& d, core::InputAccount& account) {
  std::istringstream in(text);
  auto store = two_rows();
  return load::read_questions(in, "q.tsv", "Dev", store, filter, d, account);
}

}  // namespace

TEST_CASE("questions: header found despite junk and case and flags filter keeps SUCCESS/READY",
          "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto file = read(
      "\",,QuestionID\"\tQUESTION\tanswerKey\tExplanation\tflags\n"
      "a1\tWhat? (A) x (B) y\tB\tu1|CENTRAL\t SUCCESS\n"
      "a2\tWhy? (A) x (B) y\tA\tu1|CENTRAL\tEMPTY HARD\n"
      "\n"
      "a3\tHow? (1) x (2) y\t2\t\tREADY FLAG2\n",
      {}, d, account);
  REQUIRE(file.kept.size() == 2);
  CHECK(file.rows_read == 3);
  CHECK(file.kept[0].id == "a1");
  CHECK(file.kept[0].answer == 1);
  CHECK(file.kept[0].answer_text() == "y");
  CHECK(file.kept[0].split == "Dev");  // no category column: from the file
  CHECK(file.kept[1].id == "a3");
  CHECK(file.kept[1].explanation.empty());
  CHECK(account.lines_read == 5);
  CHECK(account.loaded == 2);
  CHECK(account.skipped.at("flags not SUCCESS/READY") == 1);
  CHECK(account.skipped.at("blank line") == 1);
  CHECK(account.skipped.at("header") == 1);
  CHECK(account.balanced());

  core::Diagnostics d2;
  core::InputAccount account2;
  load::QuestionFilter any{load::FlagFilter::kAny, ""};
  CHECK(
      read("QuestionID\texplanation\tflags\nb1\tu1|ROLE\tHARD\n", any, d2, account2).kept.size() ==
      1);
}

TEST_CASE("questions: split filter compares case-insensitively", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  load::QuestionFilter filter{load::FlagFilter::kAny, "train"};
  auto file = read("QuestionID\texplanation\tcategory\nb1\tu1|ROLE\tTrain\nb2\tu1|ROLE\tTest\n",
                   filter, d, account);
  REQUIRE(file.kept.size() == 1);
  CHECK(file.kept[0].id == "b1");
  CHECK(account.skipped.at("other split") == 1);
}

TEST_CASE("questions: a withheld text has no stem or choices but keeps its explanation", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto file = read(
      "QuestionID\tquestion\tAnswerKey\texplanation\nw1\tText withheld.\tC\tu1|CENTRAL "
      "good|GROUNDING\n",
      {}, d, account);
  REQUIRE(file.kept.size() == 1);
  CHECK_FALSE(file.kept[0].has_text());
  CHECK(file.kept[0].explanation.size() == 2);
  CHECK(d.items().empty());
}

TEST_CASE("questions: missing required columns and empty files are input errors", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  CHECK_THROWS_WITH(read("id\tquestion\texplanation\n", {}, d, account),
                    "q.tsv:1: error: expected column 'QuestionID' in the header, found: 'id', "
                    "'question', 'explanation'");
  CHECK_THROWS_WITH(read("QuestionID\tquestion\n", {}, d, account),
                    "q.tsv:1: error: expected column 'explanation' in the header, found: "
                    "'QuestionID', 'question'");
  CHECK_THROWS_WITH(read("", {}, d, account),
                    "q.tsv: error: file is empty; expected a header line");
}

TEST_CASE("questions: ragged rows and duplicate columns and a bad answer key are warned about",
          "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto file =
      read("QuestionID\tquestion\tAnswerKey\texplanation\tQuestionID\nr1\tQ? (A) a (B) b\tE\n", {},
           d, account);
  REQUIRE(file.kept.size() == 1);
  std::vector<std::string> codes;
  for (const auto& item : d.items()) codes.push_back(item.code);
  CHECK(codes == std::vector<std::string>{"duplicate-column", "ragged-row", "answer-not-a-choice"});
}

// read_questions reads first and looks UIDs up after (so load_corpus can read the tablestore
// meanwhile): the dangling-uid warnings must still come where one pass in order gives them,
// between the row's other warnings, with the UID as written.
TEST_CASE("questions: dangling-uid warnings keep their place among the other warnings", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  read(
      "QuestionID\tquestion\tAnswerKey\texplanation\n"
      "q1\tWhat? (A) x (B) y\tC\tX9|CENTRAL u1|NE Y8|ROLE\n"
      "q2\tWhy? (A) x (B) y\tA\tu1|CENTRAL\textra\n"
      "q3\tHow? (A) x (B) y\tB\tz7|LEXGLUE |\n",
      {}, d, account);
  std::vector<std::string> seen;
  for (const auto& item : d.items())
    seen.push_back(std::to_string(item.line) + ":" + std::to_string(item.column) + " " + item.code);
  CHECK(seen == std::vector<std::string>{"2:24 dangling-uid", "2:35 unknown-role",
                                         "2:41 dangling-uid", "2:4 answer-not-a-choice",
                                         "3:0 ragged-row", "4:23 dangling-uid",
                                         "4:34 malformed-token"});
  REQUIRE(d.items().size() == 7);
  CHECK(d.items()[0].message == "UID 'X9' is not defined by any table");
  CHECK(d.items()[5].message == "UID 'z7' is not defined by any table");
  CHECK(d.warning_count() == 7);
}

TEST_CASE(
    "questions: past 1000 warnings of a check, later ones are counted, not stored, "
    "dangling-uid alike",
    "[load]") {
  std::string file = "QuestionID\texplanation\n";
  for (int i = 0; i < 1200; ++i)
    file += "q" + std::to_string(i) + "\tu1|NE x" + std::to_string(i) + "|CENTRAL\n";
  core::Diagnostics d;
  core::InputAccount account;
  read(file, {}, d, account);
  CHECK(d.warning_count() == 2401);
  CHECK(d.count_by_code() == std::map<std::string, std::size_t>{{"dangling-uid", 1200},
                                                                {"no-question-column", 1},
                                                                {"unknown-role", 1200}});
  REQUIRE(d.items().size() == 2001);
  CHECK(d.items()[0].code == "no-question-column");
  for (std::size_t i = 0; i < 2000; ++i) {  // then the first 1000 rows' two, in row order
    INFO("item " << i + 1);
    CHECK(d.items()[i + 1].line == 2 + i / 2);
    CHECK(d.items()[i + 1].code == (i % 2 == 0 ? "unknown-role" : "dangling-uid"));
  }
}
