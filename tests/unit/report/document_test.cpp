#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/document.hpp"

using namespace explgraph;

namespace {

report::Document small_document() {
  report::Document doc;
  doc.title = "Größe";  // five code points, seven bytes: the rule is as wide as the title
  doc.summary = {{"Rows", "12"}, {"Mean length", "2.500"}};
  doc.tables.push_back({"Facts", {"uid", "count"}, {{"a|b", "3"}, {"<c>", "10"}}, "a note"});
  doc.tables.push_back({"Empty", {"uid"}, {}, ""});
  return doc;
}

}  // namespace

TEST_CASE("document: text aligns labels and columns by code point, numbers to the right",
          "[report]") {
  std::ostringstream out;
  report::write_text(small_document(), out);
  CHECK(out.str() ==
        "Größe\n"
        "=====\n"
        "  Rows:        12\n"
        "  Mean length: 2.500\n"
        "\n"
        "Facts\n"
        "  uid  count\n"
        "  -----------\n"
        "  a|b      3\n"
        "  <c>     10\n"
        "  a note\n"
        "\n"
        "Empty\n"
        "  uid\n"
        "  ----\n"
        "  (none)\n");
}

TEST_CASE("document: Markdown escapes every cell and right-aligns numeric columns", "[report]") {
  std::ostringstream out;
  report::write_markdown(small_document(), out);
  CHECK(out.str() ==
        "# Größe\n\n"
        "| Figure | Value |\n|---|---:|\n"
        "| Rows | 12 |\n"
        "| Mean length | 2.500 |\n"
        "\n## Facts\n\n"
        "| uid | count |\n|---|---:|\n"
        "| a\\|b | 3 |\n"
        "| &lt;c&gt; | 10 |\n"
        "\na note\n"
        "\n## Empty\n\n(none)\n");
}

TEST_CASE("document: md_escape leaves no markup and no line break", "[report]") {
  CHECK(report::md_escape("<script>a & b | c</script>\r\nnext") ==
        "&lt;script&gt;a &amp; b \\| c&lt;/script&gt;  next");
  CHECK(report::md_escape("plain text") == "plain text");
}
