#pragma once
#include <string>

#include "explgraph/report/report_sections.hpp"

namespace explgraph::report {

std::string render_html(
    const ReportBundle& bundle);  // self-contained: inline CSS and SVG, no script
std::string render_markdown(const ReportBundle& bundle);  // GitHub-flavoured

// Writes index.html, report.md and <section>.json / <section>.tsv into `dir` (created if
// needed), each file atomically.
void write_report_folder(const ReportBundle& bundle, const std::string& dir);

}  // namespace explgraph::report
