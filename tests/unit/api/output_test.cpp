#include <catch2/catch.hpp>

#include <sstream>

#include "api_fixtures.hpp"
#include "explgraph/api/output.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;

namespace {

// The usage error `write` throws, or "" when it writes.
std::string refusal(const Output& output, Format format) {
  try {
    written(output, format);
  } catch (const core::UsageError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("output: --format names, and the error for an unknown one", "[api]") {
  CHECK(parse_format("text") == Format::kText);
  CHECK(parse_format("md") == Format::kMarkdown);
  CHECK(parse_format("markdown") == Format::kMarkdown);
  CHECK(parse_format("trec_eval") == Format::kTrecEval);
  CHECK_THROWS_WITH(parse_format("html"), "--format: expected text, json, tsv or md, found 'html'");
}

TEST_CASE("output: counts as JSON, text, TSV and the list of tables", "[api]") {
  const Output output = counts_output({{"questions", 3}, {"name", "a\x1b[31mb"}});
  CHECK(written(output, Format::kJson) ==
        "{\n  \"questions\": 3,\n  \"name\": \"a\\u001b[31mb\"\n}\n");
  // A terminal never receives an input's escape sequence raw.
  const std::string text = written(output, Format::kText);
  CHECK(text.find('\x1b') == std::string::npos);
  CHECK(text.find("name:      \"a\\u001b[31mb\"\n") != std::string::npos);
  CHECK(written(output, Format::kTsv, "list") == "table\trows\tcolumns\nsummary\t1\t2\n");
  // TSV is data for tools: the text as it is.
  CHECK(written(output, Format::kTsv) == "questions\tname\n3\ta\x1b[31mb\n");
}

TEST_CASE("output: a format the command does not write is a usage error naming it", "[api]") {
  const Output output = counts_output({{"n", 1}});
  CHECK(refusal(output, Format::kSvg) ==
        "--format svg: this command draws no picture; expected text, json, tsv or md");
  CHECK(refusal(output, Format::kDot) ==
        "--format dot: this command draws no graph; expected text, json, tsv or md");
  CHECK(refusal(output, Format::kLatex) ==
        "--format latex: this command writes no table for papers; expected text, json, tsv or md");
  CHECK(refusal(output, Format::kTrec) == "--format trec: only rank writes a TREC run");

  Output drawn = counts_output({{"n", 1}});
  drawn.picture = [](std::ostream& out) { out << "<svg/>"; };
  CHECK(written(drawn, Format::kSvg) == "<svg/>");
  Output stream = counts_output({{"n", 1}});
  stream.data = [](std::ostream& out) { out << "raw"; };
  CHECK(written(stream, Format::kJson) == "raw");  // a data stream is the output, whatever asked
}

TEST_CASE("output: the inputs' warnings come before the command's own", "[api]") {
  Output output = counts_output({{"n", 1}});
  output.input_warnings.warn("run.tsv", 2, 0, "late", "found later");
  core::Diagnostics read;
  read.warn("corpus", 1, 0, "early", "found while reading");
  output.prepend_input_warnings(read);
  REQUIRE(output.input_warnings.items().size() == 2);
  CHECK(output.input_warnings.items()[0].code == "early");
  CHECK(output.input_warnings.items()[1].code == "late");
}

TEST_CASE("output: only the rendering asked for is built", "[api]") {
  int json_built = 0, document_built = 0;
  Output output = make_output(
      42,
      [&](int v) {
        return nlohmann::ordered_json{{"v", v}, {"n", ++json_built}};
      },
      [&](int) {
        ++document_built;
        return report::Document{};
      },
      report::default_tables);
  CHECK(json_built == 0);
  CHECK(document_built == 0);
  written(output, Format::kJson);
  CHECK(json_built == 1);
  CHECK(document_built == 0);
  written(output, Format::kMarkdown);
  CHECK(document_built == 1);
  // TSV is cut from the JSON, the same figures: "v" and the count of JSON builds.
  CHECK(written(output, Format::kTsv) == "v\tn\n42\t2\n");
  CHECK(json_built == 2);
}
