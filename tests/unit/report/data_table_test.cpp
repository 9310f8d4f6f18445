#include "explgraph/report/data_table.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "explgraph/core/errors.hpp"

namespace {

using explgraph::report::DataTable;
using Json = nlohmann::ordered_json;

std::string tsv(const DataTable& t) {
  std::ostringstream out;
  explgraph::report::write_tsv(t, out);
  return out.str();
}

}  // namespace

TEST_CASE("data table: a record list becomes one row per record, nested fields flattened",
          "[report][tsv]") {
  const Json records = Json::parse(R"([
    {"group": "all", "n": 4, "accuracy": {"a": 0.625, "b": 0.5}, "ci95": [-0.5, 0.25],
     "uids": ["u1", "u2"], "comparisons": [{"solver": "b"}], "too_small": true, "p": null},
    {"group": "RET", "n": 2, "extra": "x"}
  ])");
  const DataTable t = explgraph::report::record_table("groups", records, {"unused"});
  CHECK(tsv(t) ==
        "group\tn\taccuracy_a\taccuracy_b\tci95_low\tci95_high\tuids\ttoo_small\tp\textra\n"
        "all\t4\t0.625\t0.5\t-0.5\t0.25\tu1 u2\ttrue\t\t\n"
        "RET\t2\t\t\t\t\t\t\t\tx\n");
}

TEST_CASE("data table: an empty list keeps its header; skip leaves fields out", "[report][tsv]") {
  CHECK(tsv(explgraph::report::record_table("findings", Json::array(), {"file", "line"})) ==
        "file\tline\n");
  const Json summary = Json::parse(R"({"a": 1, "b": {"c": 2}, "rows": [], "d": "x"})");
  CHECK(tsv(explgraph::report::scalar_table("summary", summary, {"rows", "b_c"})) ==
        "a\td\n1\tx\n");
}

TEST_CASE("data table: text with quotes is quoted as CSV, tabs and breaks become spaces",
          "[report][tsv]") {
  DataTable t{"t", {"text"}, {{Json("a \"b\"\tc")}, {Json("line\nbreak")}, {Json("plain")}}};
  CHECK(tsv(t) == "text\n\"a \"\"b\"\" c\"\nline break\nplain\n");
}

TEST_CASE("data table: nested objects unpivot into key columns; nested records keep their parent",
          "[report][tsv]") {
  const Json hops = Json::parse(R"({"CENTRAL": {"1": 44, "2": 1}, "NEG": {"1": 4}})");
  CHECK(tsv(explgraph::report::long_table("hops", hops, {"role", "hop"}, "facts")) ==
        "role\thop\tfacts\nCENTRAL\t1\t44\nCENTRAL\t2\t1\nNEG\t1\t4\n");
  const Json parents = Json::parse(
      R"([{"name": "a", "score": 1, "by": [{"k": 1}, {"k": 2}]}, {"name": "b", "by": []}])");
  CHECK(tsv(explgraph::report::nested_record_table("by", parents, {"name"}, "by", {"name", "k"})) ==
        "name\tk\na\t1\na\t2\n");
}

TEST_CASE("data table: tables are found by name, the first by default", "[report][tsv]") {
  const explgraph::report::DataTables tables{{"rows", {"a"}, {}}, {"summary", {"b"}, {}}};
  CHECK(&explgraph::report::find_table(tables, "") == &tables[0]);
  CHECK(&explgraph::report::find_table(tables, "summary") == &tables[1]);
  CHECK_THROWS_WITH(explgraph::report::find_table(tables, "summry"),
                    "--table: no table 'summry' in this result (did you mean 'summary'?); it has "
                    "rows, summary ('--table list' shows their sizes)");
  std::ostringstream list;
  explgraph::report::write_table_list(tables, list);
  CHECK(list.str() == "table\trows\tcolumns\nrows\t0\t1\nsummary\t0\t1\n");
}
