#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "explgraph/analyze/comparisons.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// A results table as papers print it (ranx's convention): one row per system in the order
// given, lettered a, b, c, …, z, aa, ab, …, with its score and, as superscripts, the letters of
// the systems it is significantly better than after the correction (adjusted p <= alpha, in
// its favour); a caption naming the test, the correction, alpha and the resamples.
struct PaperTable {
  std::string score_name;  // "Accuracy", "MAP"
  std::vector<std::string> letters, systems;
  std::vector<double> scores;
  std::vector<std::string> better_than;      // per system: letters, in row order ("bc")
  std::vector<analyze::Interval> intervals;  // per system, its own 95% interval; or none
  std::string caption;
};

// `subject` opens the caption ("Accuracy on 1,680 questions").
// A system's own 95% interval as the tables print it: "[0.4118, 0.7353]".
std::string interval_text(const analyze::Interval& interval);

PaperTable paper_table(const std::vector<std::string>& systems, const std::vector<double>& scores,
                       const std::string& score_name, const std::string& subject,
                       const std::vector<analyze::PairedComparison>& comparisons,
                       const analyze::ComparisonOptions& options,
                       const std::vector<analyze::Interval>& intervals = {});

// The same as a document table (text, Markdown, HTML): letter, system, score, better than.
Table paper_document_table(const PaperTable& table);

// A LaTeX table environment (tabular with \hline; no package needed), names and caption
// escaped; scores with 4 decimals and their superscripts.
void write_latex(const PaperTable& table, std::ostream& out);

// `text` with LaTeX's special characters escaped (\ & % $ # _ { } ~ ^, and < > | that the
// default font prints as other glyphs), on one line: control characters shown as `cat -v`
// shows them (a line break as ^J), never raw.
std::string latex_escape(const std::string& text);

}  // namespace explgraph::report
