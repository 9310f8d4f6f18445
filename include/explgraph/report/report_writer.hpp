#pragma once
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "explgraph/report/report_folder.hpp"
#include "explgraph/report/report_sections.hpp"

namespace explgraph::report {

// index.html, self-contained (inline CSS and SVG, no script), and report.md
// (GitHub-flavoured), written straight into `out`.
void write_report_html(const ReportBundle& bundle, std::ostream& out);
void write_report_markdown(const ReportBundle& bundle, std::ostream& out);

// The standalone SVG file of each of the section's charts, in order:
// "charts/<section>-<title as words>.svg".
std::vector<std::string> chart_files(const ReportSection& section);

// The files of a report folder, each with its path in the folder and how it is written;
// defined here once, for write_report_folder and for `build_report`, which writes each
// part as soon as it is ready. The writers refer to what they are given: call them while it
// lives, unchanged.
using ReportFile = std::pair<std::string, FileWriter>;
// <id>.json, each chart's SVG file and <id>.<table>.tsv.
std::vector<ReportFile> section_files(const ReportSection& section);
// index.html and report.md.
std::vector<ReportFile> page_files(const ReportBundle& bundle);
// explanations.js, the find box's data (once write_find_box_data has run).
std::vector<ReportFile> find_box_files(const ExplanationsPage& page);
// explanations.html and each picture's SVG file (once lay_out_pictures has run); `title` is
// the report's.
std::vector<ReportFile> picture_files(const ExplanationsPage& page, const std::string& title);

// Writes index.html, report.md, <section>.json, <section>.<table>.tsv, the charts' SVG
// files and the Explanations page into `dir` (created if needed, replaced whole and at once:
// see ReportFolder), on up to `threads` threads (0: one per core); the files are the same
// whatever the threads.
void write_report_folder(const ReportBundle& bundle, const std::string& dir,
                         std::size_t threads = 0);

}  // namespace explgraph::report
