#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "explgraph/report/data_table.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// A chart of the report: inline in the page, and a standalone file
// charts/<section>-<name>.svg (a name that does not change with the corpus).
struct Chart {
  std::string name;  // file-name word: "rank-frequency"
  std::string svg;   // a whole <svg> element with its xmlns, viewBox and <title>
};

// One analysis in the report: its tables, its JSON (SPEC §4 names) and its charts (inline SVG).
struct ReportSection {
  std::string id;  // file stem: stats, reuse, …
  std::string title;
  std::string intro;  // one paragraph: what the section shows
  Document document;  // shown on the page and in report.md
  nlohmann::ordered_json json;
  std::vector<Chart> charts;
  DataTables tables = {};  // written as <id>.<table>.tsv, whole even when the page shows less
};

}  // namespace explgraph::report
