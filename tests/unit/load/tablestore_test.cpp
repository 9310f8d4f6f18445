#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/tablestore.hpp"

using namespace explgraph;

namespace {

load::Tablestore read_one(const std::string& text, core::Diagnostics& d,
                          core::InputAccount& account) {
  load::Tablestore store;
  std::istringstream in(text);
  load::read_table(in, "T", "T.tsv", store, d, account);
  return store;
}

}  // namespace

TEST_CASE("tablestore: row text joins data and fill cells in column order", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto store = read_one(
      "[FILL] a\tHYPONYM\t[FILL] is a kind of\tHYPERNYM\t[SKIP] COMMENTS\t[SKIP] DEP\t[SKIP] UID\n"
      "a\t dog \tis a kind of\t\tcomment\t\tAb-1\n"
      "\t\t\t\t\t\t\n"
      "the\tcat\tis a kind of\tanimal\t\tdeprecated\tab-2\n",
      d, account);
  REQUIRE(store.rows.size() == 2);
  CHECK(store.rows[0].text == "a dog is a kind of");  // empty HYPERNYM skipped, comment excluded
  CHECK(store.rows[0].uid == "Ab-1");
  CHECK(store.rows[0].uid_key == "ab-1");
  CHECK_FALSE(store.rows[0].deprecated);
  CHECK(store.rows[1].deprecated);
  CHECK(store.rows[1].line == 4);
  CHECK(store.find("AB-1") == core::RowId(0));
  CHECK_FALSE(store.find("nope").valid());
  CHECK(store.deprecated_count() == 1);
  CHECK(account.lines_read == 4);
  CHECK(account.loaded == 2);
  CHECK(account.skipped.at("header") == 1);
  CHECK(account.skipped.at("blank line") == 1);
  CHECK(account.balanced());
  CHECK(d.items().empty());
}

TEST_CASE("tablestore: a UID defined twice keeps the first and is reported", "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto store = read_one("X\t[SKIP] UID\none\tu1\ntwo\tU1\n", d, account);
  REQUIRE(store.rows.size() == 2);
  CHECK(store.find("u1") == core::RowId(0));
  REQUIRE(store.duplicate_uids.size() == 1);
  CHECK(store.duplicate_uids[0].uid == "u1");
  CHECK(store.duplicate_uids[0].rows == std::vector<core::RowId>{core::RowId(0), core::RowId(1)});
  REQUIRE(d.items().size() == 1);
  CHECK(core::format_diagnostic(d.items()[0]) ==
        "T.tsv:3: warning: UID 'U1' is already defined by T line 2; explanations will use the "
        "first definition "
        "[duplicate-uid]");
}

TEST_CASE(
    "tablestore: ragged rows are kept with a warning and rows without UID are skipped and counted",
    "[load]") {
  core::Diagnostics d;
  core::InputAccount account;
  auto store = read_one("A\tB\t[SKIP] UID\nx\ty\tu1\na\tb\tu2\textra\nno\tuid\t\n", d, account);
  REQUIRE(store.rows.size() == 2);
  CHECK(store.rows[1].text == "a b");
  auto items = d.items();
  REQUIRE(items.size() == 2);
  CHECK(core::format_diagnostic(items[0]) ==
        "T.tsv:3: warning: expected 3 fields (as in the header), found 4; extra fields ignored "
        "[ragged-row]");
  CHECK(core::format_diagnostic(items[1]) ==
        "T.tsv:4: warning: row has no UID; skipped [missing-uid]");
  CHECK(account.skipped.at("row without UID") == 1);
  CHECK(account.balanced());
}

TEST_CASE(
    "tablestore: loads from a tableindex with tables/ beside it and warning about missing files",
    "[load]") {
  core::Diagnostics d;
  std::vector<core::InputAccount> accounts;
  auto store = load::load_tablestore(std::string(EXPLGRAPH_FIXTURES) + "/indexed/tableindex.txt", d,
                                     accounts);
  REQUIRE(store.tables.size() == 1);
  CHECK(store.tables[0].name == "ONE");
  CHECK(store.rows.size() == 1);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].code == "missing-table");
  CHECK(d.items()[0].line == 2);
  REQUIRE(accounts.size() == 2);
  CHECK(accounts[0].kind == "table-index");
  CHECK(accounts[0].skipped.at("missing table file") == 1);
  CHECK(accounts[0].balanced());
}

TEST_CASE("tablestore: a folder of tables loads every *.tsv sorted by name", "[load]") {
  core::Diagnostics d;
  std::vector<core::InputAccount> accounts;
  auto store = load::load_tablestore(std::string(EXPLGRAPH_FIXTURES) + "/tiny/tables", d, accounts);
  REQUIRE(store.tables.size() == 2);
  CHECK(store.tables[0].name == "CAUSE");
  CHECK(store.tables[1].name == "KINDOF");
  CHECK(store.rows.size() == 5);
}

TEST_CASE("tablestore: a missing path is an input error", "[load]") {
  core::Diagnostics d;
  std::vector<core::InputAccount> accounts;
  CHECK_THROWS_WITH(load::load_tablestore("/nonexistent/x", d, accounts),
                    "/nonexistent/x: error: cannot open file: No such file or directory");
}
