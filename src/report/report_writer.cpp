#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <sstream>
#include <unordered_map>
#include <vector>

#include "explgraph/core/parallel.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/report_writer.hpp"
#include "explgraph/report/xml_escape.hpp"

namespace explgraph::report {
namespace {

bool numeric(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789.-+e%") == std::string::npos;
}

constexpr const char* kStyle = R"(
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1100px; padding: 1rem 2rem; color: #222; line-height: 1.45; }
header { border-bottom: 3px solid #0072B2; margin-bottom: 1rem; }
h1 { margin: 0.2rem 0; font-size: 1.7rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; }
nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem 1.2rem; }
nav a { color: #0072B2; text-decoration: none; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(210px, 1fr)); gap: 0.6rem; margin: 1rem 0; }
.card { background: #f4f8fb; border-left: 4px solid #0072B2; padding: 0.5rem 0.8rem; }
.card .label { font-size: 0.8rem; color: #555; } .card .value { font-size: 1.15rem; font-weight: 600; }
figure { margin: 1rem 0; } svg.chart { max-width: 100%; height: auto; background: #fff; }
table { border-collapse: collapse; margin: 0.8rem 0; font-size: 0.85rem; }
caption { text-align: left; font-weight: 600; padding: 0.3rem 0; }
th, td { border-bottom: 1px solid #e3e3e3; padding: 0.2rem 0.6rem; vertical-align: top; }
th { background: #f0f0f0; text-align: left; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
p.note { font-size: 0.8rem; color: #555; margin-top: -0.4rem; } .intro { color: #333; }
.scroll { overflow-x: auto; }
footer { margin-top: 3rem; font-size: 0.8rem; color: #666; border-top: 1px solid #ccc; padding-top: 0.5rem; }
figcaption { font-size: 0.75rem; } figcaption a { color: #0072B2; }
@media (max-width: 640px) { body { padding: 0.5rem; } figure { overflow-x: auto; } svg.chart { max-width: none; width: 600px; } }
@media print { nav, footer, figcaption { display: none; } section { page-break-inside: avoid; } body { max-width: none; padding: 0; }
  .scroll { overflow: visible; } table { font-size: 7pt; width: 100%; } th, td { padding: 1px 3px; overflow-wrap: anywhere; } svg.chart { max-width: 100%; width: auto; } }
)";

}  // namespace

std::vector<std::string> chart_files(const ReportSection& section) {
  std::vector<std::string> files;
  for (const auto& chart : section.charts) {
    const std::string stem = "charts/" + section.id + "-" + chart.name;
    std::string file = stem + ".svg";
    for (int k = 2; std::find(files.begin(), files.end(), file) != files.end(); ++k)
      file = stem + "-" + std::to_string(k) + ".svg";
    files.push_back(file);
  }
  return files;
}

namespace {

// Links from table cells to the Explanations page: question id -> where it shows the question.
using QuestionLinks = std::unordered_map<std::string, std::string>;

// Columns that hold question ids: a question's, and the "e.g." examples of patterns.
bool question_column(const std::string& header) {
  return header == "question" || header == "e.g.";
}

// A cell of question ids ("Q1" or "Q1, Q2"), each id the page knows linked to it.
std::string linked_questions(const std::string& cell, const QuestionLinks& links) {
  std::string out;
  std::size_t at = 0;
  while (true) {
    const std::size_t comma = cell.find(", ", at);
    const std::string id = cell.substr(at, comma == std::string::npos ? comma : comma - at);
    const auto link = links.find(id);
    out += link == links.end()
               ? xml_escape(id)
               : "<a href=\"" + xml_escape(link->second) + "\">" + xml_escape(id) + "</a>";
    if (comma == std::string::npos) return out;
    out += ", ";
    at = comma + 2;
  }
}

void html_table(std::ostream& out, const Table& t, const QuestionLinks* links) {
  out << "<div class=\"scroll\"><table><caption>" << xml_escape(t.title) << "</caption><thead><tr>";
  for (const auto& h : t.header) out << "<th>" << xml_escape(h) << "</th>";
  out << "</tr></thead><tbody>";
  if (t.rows.empty())
    out << "<tr><td colspan=\"" << std::max<std::size_t>(1, t.header.size())
        << "\">(none)</td></tr>";
  for (const auto& row : t.rows) {
    out << "<tr>";
    for (std::size_t c = 0; c < t.header.size(); ++c) {
      const std::string cell = c < row.size() ? row[c] : "";
      const bool linked = links != nullptr && question_column(t.header[c]);
      out << (numeric(cell) && !linked ? "<td class=\"num\">" : "<td>")
          << (linked ? linked_questions(cell, *links) : xml_escape(cell)) << "</td>";
    }
    out << "</tr>";
  }
  out << "</tbody></table></div>";
  if (!t.note.empty()) out << "<p class=\"note\">" << xml_escape(t.note) << "</p>";
}

// The page stays bounded as the corpus grows: a table longer than this shows its first rows,
// and says where the whole list is.
constexpr std::size_t kPageRows = 100;

Document page_document(const Document& full) {
  Document doc{full.title, full.summary, {}};
  for (const auto& whole : full.tables) {
    const std::size_t shown = std::min(whole.rows.size(), kPageRows);
    Table& t = doc.tables.emplace_back(Table{
        whole.title, whole.header, {whole.rows.begin(), whole.rows.begin() + shown}, whole.note});
    if (shown == whole.rows.size()) continue;
    t.note += (t.note.empty() ? "" : " ") + std::string("Showing the first ") +
              std::to_string(kPageRows) + " of " + std::to_string(whole.rows.size()) +
              " rows; the section's TSV and JSON files have all.";
  }
  return doc;
}

void html_section(std::ostream& out, const ReportSection& s, const QuestionLinks* links) {
  const Document doc = page_document(s.document);
  out << "<section id=\"" << s.id << "\"><h2>" << xml_escape(s.title) << "</h2><p class=\"intro\">"
      << xml_escape(s.intro) << "</p>";
  const auto files = chart_files(s);
  for (std::size_t c = 0; c < s.charts.size(); ++c)
    out << "<figure>" << s.charts[c].svg << "<figcaption><a href=\"" << files[c]
        << "\">SVG</a></figcaption></figure>";
  if (!doc.summary.empty()) {
    out << "<div class=\"scroll\"><table><tbody>";
    for (const auto& [label, value] : doc.summary)
      out << "<tr><th>" << xml_escape(label) << "</th><td>" << xml_escape(value) << "</td></tr>";
    out << "</tbody></table></div>";
  }
  for (const auto& t : doc.tables) html_table(out, t, links);
  out << "<p class=\"note\">Data: <a href=\"" << s.id << ".json\">" << s.id << ".json</a>";
  for (const auto& table : s.tables) {
    const std::string file = s.id + "." + table.name + ".tsv";
    out << ", <a href=\"" << file << "\">" << xml_escape(file) << "</a>";
  }
  out << "</p></section>";
}

}  // namespace

void write_report_html(const ReportBundle& b, std::ostream& out) {
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><meta "
         "name=\"viewport\" content=\"width=device-width, initial-scale=1\"/><title>"
      << xml_escape(b.title) << "</title><style>" << kStyle << "</style></head><body><header><h1>"
      << xml_escape(b.title) << "</h1><p>Written by explgraph " << EXPLGRAPH_VERSION
      << ".</p></header><div class=\"cards\">";
  for (const auto& [label, value] : b.summary)
    out << "<div class=\"card\"><div class=\"label\">" << xml_escape(label)
        << "</div><div class=\"value\">" << xml_escape(value) << "</div></div>";
  out << "</div><nav><ul>";
  for (const auto& s : b.sections)
    out << "<li><a href=\"#" << s.id << "\">" << xml_escape(s.title) << "</a></li>";
  if (b.explanations) out << "<li><a href=\"explanations.html\">Explanations</a></li>";
  out << "</ul></nav>";
  const QuestionLinks* links = b.explanations ? &b.explanations->links : nullptr;
  for (const auto& s : b.sections) html_section(out, s, links);
  out << "<footer>Definitions of every figure: explgraph's docs/DEFINITIONS.md. Each section's "
         "data is in the JSON and TSV files beside this page.</footer></body></html>\n";
}

namespace {

// The Explanations page in report.md: each group's pictures as images, by file.
void markdown_explanations(const ExplanationsPage& page, std::ostream& out) {
  out << "\n## Explanations\n\nExplanation graphs as `explgraph show` draws them; "
         "[explanations.html](explanations.html) also finds any question by id.\n";
  std::vector<bool> placed(page.pictures.size(), false);
  for (const auto& group : page.groups) {
    out << "\n### " << group.title << "\n\n" << group.rule << "\n\n";
    if (group.members.empty()) out << "(none in this corpus)\n";
    for (const auto& [index, reason] : group.members) {
      const auto& p = page.pictures[index];
      out << "- " << md_escape(p.question) << ": " << md_escape(reason)
          << (placed[index] ? " (drawn above)" : "") << "\n";
      if (!placed[index]) out << "\n  ![" << md_escape(p.question) << "](" << p.file << ")\n\n";
      placed[index] = true;
    }
  }
}

}  // namespace

void write_report_markdown(const ReportBundle& b, std::ostream& out) {
  out << "# " << md_escape(b.title) << "\n\n| Figure | Value |\n|---|---|\n";
  for (const auto& [label, value] : b.summary)
    out << "| " << md_escape(label) << " | " << md_escape(value) << " |\n";
  for (const auto& s : b.sections) {
    out << "\n## " << s.title << "\n\n" << s.intro << "\n\n";
    const auto files = chart_files(s);
    for (std::size_t c = 0; c < s.charts.size(); ++c)
      out << "![" << s.charts[c].name << "](" << files[c] << ")\n\n";
    std::ostringstream section;
    write_markdown(page_document(s.document), section);
    std::istringstream lines(section.str());
    bool first = true;
    for (std::string line; std::getline(lines, line);) {
      if (first) {  // the document's own "# title": the section heading says it
        first = false;
        continue;
      }
      out << (line.rfind("## ", 0) == 0 ? "#" : "") << line << '\n';
    }
  }
  if (b.explanations) markdown_explanations(*b.explanations, out);
}

std::vector<ReportFile> section_files(const ReportSection& s) {
  std::vector<ReportFile> files;
  files.emplace_back(s.id + ".json", [&s](std::ostream& o) { write_json(s.json, o); });
  const auto charts = chart_files(s);
  for (std::size_t c = 0; c < s.charts.size(); ++c)
    files.emplace_back(charts[c], [&s, c](std::ostream& o) {
      o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" << s.charts[c].svg << '\n';
    });
  for (const auto& table : s.tables)
    files.emplace_back(s.id + "." + table.name + ".tsv",
                       [&table](std::ostream& o) { write_tsv(table, o); });
  return files;
}

std::vector<ReportFile> page_files(const ReportBundle& bundle) {
  return {{"index.html", [&bundle](std::ostream& o) { write_report_html(bundle, o); }},
          {"report.md", [&bundle](std::ostream& o) { write_report_markdown(bundle, o); }}};
}

std::vector<ReportFile> find_box_files(const ExplanationsPage& page) {
  return {{"explanations.js", [&page](std::ostream& o) { o << page.script; }}};
}

std::vector<ReportFile> picture_files(const ExplanationsPage& page, const std::string& title) {
  std::vector<ReportFile> files;
  files.emplace_back("explanations.html", [&page, &title](std::ostream& o) {
    write_explanations_html(page, title, kStyle, o);
  });
  for (const auto& p : page.pictures)
    files.emplace_back(p.file, [&p](std::ostream& o) { o << p.svg; });
  return files;
}

namespace {

// Every file of the bundle into `folder`.
void write_report_files(const ReportBundle& bundle, ReportFolder& folder, std::size_t threads) {
  std::vector<ReportFile> files;
  auto take = [&](std::vector<ReportFile> more) {
    for (auto& file : more) files.push_back(std::move(file));
  };
  if (bundle.explanations) {
    take(find_box_files(*bundle.explanations));
    take(picture_files(*bundle.explanations, bundle.title));
  }
  take(page_files(bundle));
  for (const auto& s : bundle.sections) take(section_files(s));
  // Each file is a task, on every core (the JSON and TSV formatting is half the time), the
  // largest first.
  std::vector<core::Task> tasks;
  for (const auto& [name, write] : files)
    tasks.push_back({name, [&folder, &name = name, &write = write] { folder.add(name, write); }});
  core::run_tasks(tasks, threads);
}

}  // namespace

void write_report_folder(const ReportBundle& bundle, const std::string& dir, std::size_t threads) {
  ReportFolder folder(dir);
  write_report_files(bundle, folder, threads);
  folder.put_in_place();
}

}  // namespace explgraph::report
