#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/report/report_sections.hpp"

namespace explgraph::report {

// index.html, self-contained (inline CSS and SVG, no script), and report.md
// (GitHub-flavoured), written straight into `out`.
void write_report_html(const ReportBundle& bundle, std::ostream& out);
void write_report_markdown(const ReportBundle& bundle, std::ostream& out);

// The standalone SVG file of each of the section's charts, in order:
// "charts/<section>-<title as words>.svg".
std::vector<std::string> chart_files(const ReportSection& section);

// The section's files, rendered into memory: <id>.json, its charts' SVG and
// <id>.<table>.tsv, byte for byte as write_report_folder writes them. write_report_folder
// writes a section's `files` as they are when it has them.
std::vector<RenderedFile> render_section_files(const ReportSection& section);

// What write_report_folder would refuse before writing (somebody else's folder, a file, a
// missing parent): core::InputError, so that `report` can refuse before its work.
void check_report_folder(const std::string& dir);

// Writes index.html, report.md, <section>.json, <section>.<table>.tsv and the charts' SVG
// files into `dir` (created if needed, replaced whole and at once: written into a new folder
// beside it, which is then swapped in), on up to `threads` threads (0: one per core); the
// files are the same whatever the threads.
void write_report_folder(const ReportBundle& bundle, const std::string& dir,
                         std::size_t threads = 0);

}  // namespace explgraph::report
