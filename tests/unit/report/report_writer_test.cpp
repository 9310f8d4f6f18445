#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../test_text.hpp"
#include "explgraph/report/report_writer.hpp"

using namespace explgraph;
namespace fs = std::filesystem;

namespace {

// A section with two charts of one name, a table of 150 rows (the page shows 100), an empty
// table and a table of question ids.
report::ReportSection section() {
  report::ReportSection s;
  s.id = "reuse";
  s.title = "Fact <reuse>";
  s.intro = "How often facts are cited.";
  s.document.title = "Fact reuse";
  s.document.summary = {{"Facts", "150"}};
  report::Table many{"Facts", {"uid", "count"}, {}, "count: tokens"};
  for (int i = 0; i < 150; ++i) many.rows.push_back({"u" + std::to_string(i), std::to_string(i)});
  s.document.tables.push_back(many);
  s.document.tables.push_back({"Nothing", {"a", "b"}, {}, ""});
  s.document.tables.push_back({"Questions", {"question", "e.g."}, {{"Q1", "Q1, Q9 & Q2"}}, ""});
  s.json = {{"facts", 150}};
  s.charts = {{"counts", "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>a</title></svg>"},
              {"counts", "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>b</title></svg>"}};
  s.tables = {report::DataTable{"rows", {"uid", "count"}, {{"u1", 3}, {"u2", 1}}}};
  return s;
}

report::ReportBundle bundle() {
  report::ReportBundle b;
  b.title = "Corpus & co";
  b.summary = {{"Questions kept", "3 of 3"}};
  b.sections = {section()};
  return b;
}

}  // namespace

TEST_CASE("report writer: charts of one name get files of their own", "[report]") {
  CHECK(report::chart_files(section()) ==
        std::vector<std::string>{"charts/reuse-counts.svg", "charts/reuse-counts-2.svg"});
}

TEST_CASE("report writer: index.html escaped, long tables cut at 100 rows with a note",
          "[report]") {
  std::ostringstream out;
  report::write_report_html(bundle(), out);
  const std::string html = out.str();
  CHECK(html.find("<title>Corpus &amp; co</title>") != std::string::npos);
  CHECK(html.find("<div class=\"label\">Questions kept</div><div class=\"value\">3 of 3</div>") !=
        std::string::npos);
  CHECK(html.find("<li><a href=\"#reuse\">Fact &lt;reuse&gt;</a></li>") != std::string::npos);
  CHECK(html.find("explanations.html") == std::string::npos);  // no page, no link to it
  CHECK(html.find("<td>u99</td>") != std::string::npos);
  CHECK(html.find("<td>u100</td>") == std::string::npos);
  CHECK(html.find("count: tokens Showing the first 100 of 150 rows; the section&#39;s TSV and "
                  "JSON files have all.") != std::string::npos);
  CHECK(html.find("<td class=\"num\">42</td>") != std::string::npos);
  CHECK(html.find("<td colspan=\"2\">(none)</td>") != std::string::npos);
  CHECK(html.find("<figcaption><a href=\"charts/reuse-counts-2.svg\">SVG</a></figcaption>") !=
        std::string::npos);
  CHECK(html.find("<a href=\"reuse.json\">reuse.json</a>, <a href=\"reuse.rows.tsv\">") !=
        std::string::npos);
  CHECK(html.find("<td>Q1, Q9 &amp; Q2</td>") != std::string::npos);  // no page: plain ids
}

TEST_CASE("report writer: question ids link to the Explanations page", "[report]") {
  auto b = bundle();
  b.explanations.emplace();
  b.explanations->links = {{"Q1", "explanations.html#picture-Q1"},
                           {"Q9 & Q2", "explanations.html#find=Q9%20%26%20Q2"}};
  std::ostringstream out;
  report::write_report_html(b, out);
  const std::string html = out.str();
  CHECK(html.find("<li><a href=\"explanations.html\">Explanations</a></li>") != std::string::npos);
  CHECK(html.find("<td><a href=\"explanations.html#picture-Q1\">Q1</a></td>") != std::string::npos);
  CHECK(html.find("<td><a href=\"explanations.html#picture-Q1\">Q1</a>, <a "
                  "href=\"explanations.html#find=Q9%20%26%20Q2\">Q9 &amp; Q2</a></td>") !=
        std::string::npos);
  // Only question columns link: the uid column's cells stay text.
  CHECK(html.find("<td>u1</td>") != std::string::npos);
}

TEST_CASE("report writer: report.md, sections one level down, charts as images", "[report]") {
  std::ostringstream out;
  report::write_report_markdown(bundle(), out);
  const std::string md = out.str();
  CHECK(
      md.rfind("# Corpus &amp; co\n\n| Figure | Value |\n|---|---|\n| Questions kept | 3 of 3 |\n",
               0) == 0);
  CHECK(md.find("\n## Fact <reuse>\n\nHow often facts are cited.\n\n") != std::string::npos);
  CHECK(md.find("![counts](charts/reuse-counts-2.svg)") != std::string::npos);
  CHECK(md.find("# Fact reuse\n") == std::string::npos);  // the document's own title is dropped
  CHECK(md.find("Showing the first 100 of 150 rows") != std::string::npos);
  CHECK(md.find("| u100 |") == std::string::npos);
}

TEST_CASE("report writer: a section's files, and the folder the same on any threads", "[report]") {
  std::vector<std::string> names;
  for (const auto& [name, writer] : report::section_files(section())) names.push_back(name);
  CHECK(names == std::vector<std::string>{"reuse.json", "charts/reuse-counts.svg",
                                          "charts/reuse-counts-2.svg", "reuse.rows.tsv"});

  const fs::path root =
      fs::temp_directory_path() / ("explgraph-writer-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root);  // the report's own folder is made, never its parents
  const auto b = bundle();
  report::write_report_folder(b, (root / "one").string(), 1);
  report::write_report_folder(b, (root / "two").string(), 2);
  for (const char* file : {"index.html", "report.md", "reuse.json", "charts/reuse-counts.svg",
                           "charts/reuse-counts-2.svg", "reuse.rows.tsv"}) {
    INFO(file);
    REQUIRE(fs::exists(root / "one" / file));
    CHECK(file_text(root / "one" / file) == file_text(root / "two" / file));
  }
  CHECK(file_text(root / "one" / "reuse.rows.tsv") == "uid\tcount\nu1\t3\nu2\t1\n");
  CHECK(file_text(root / "one" / "charts/reuse-counts-2.svg") ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>b</title></svg>\n");
  fs::remove_all(root);
}
