#pragma once
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace explgraph::report {

// A result laid out for people: a few headline figures and tables. The text and Markdown
// writers render any Document, so each analysis only says what its tables hold. (TSV is for
// tools, and cut from the JSON instead: data_table.hpp.)
struct Table {
  std::string title;
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::string note;  // one line under the table (definitions, skipped counts)
};

struct Document {
  std::string title;
  std::vector<std::pair<std::string, std::string>> summary;  // label, value
  std::vector<Table> tables;
};

void write_text(const Document& doc, std::ostream& out);
void write_markdown(const Document& doc, std::ostream& out);
// Text for a Markdown cell or heading, inert in any viewer (issue 42: a fact text with
// <script> ran in viewers that render inline HTML): '<', '>' and '&' as HTML entities, '|'
// as "\|", line breaks as spaces.
std::string md_escape(const std::string& s);

}  // namespace explgraph::report
