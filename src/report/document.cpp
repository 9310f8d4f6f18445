#include "explgraph/report/document.hpp"

#include <algorithm>
#include <sstream>

namespace explgraph::report {
namespace {

// Display width in code points (good enough for aligned ASCII-ish tables).
std::size_t width(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool numeric(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789.-+e%") == std::string::npos;
}

void pad(std::ostream& out, const std::string& cell, std::size_t w, bool right) {
  std::string fill(w > width(cell) ? w - width(cell) : 0, ' ');
  if (right)
    out << fill << cell;
  else
    out << cell << fill;
}

void text_table(const Table& t, std::ostream& out) {
  out << '\n' << t.title << '\n';
  std::vector<std::size_t> w(t.header.size(), 0);
  for (std::size_t c = 0; c < t.header.size(); ++c) w[c] = width(t.header[c]);
  for (const auto& row : t.rows)
    for (std::size_t c = 0; c < row.size() && c < w.size(); ++c)
      w[c] = std::max(w[c], width(row[c]));
  auto line = [&](const std::vector<std::string>& cells, bool header) {
    std::ostringstream row;
    row << ' ';
    for (std::size_t c = 0; c < w.size(); ++c) {
      std::string cell = c < cells.size() ? cells[c] : "";
      row << ' ';
      pad(row, cell, w[c], !header && numeric(cell));
      if (c + 1 < w.size()) row << ' ';
    }
    std::string text = row.str();
    text.erase(text.find_last_not_of(' ') + 1);
    out << text << '\n';
  };
  line(t.header, true);
  std::size_t total = 1;
  for (auto x : w) total += x + 2;
  out << "  " << std::string(total > 2 ? total - 2 : 0, '-') << '\n';
  for (const auto& row : t.rows) line(row, false);
  if (t.rows.empty()) out << "  (none)\n";
  if (!t.note.empty()) out << "  " << t.note << '\n';
}

}  // namespace

std::string md_escape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '|':
        out += "\\|";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '\n':
      case '\r':
        out += ' ';
        break;
      default:
        out += c;
    }
  }
  return out;
}

void write_text(const Document& doc, std::ostream& out) {
  out << doc.title << '\n' << std::string(width(doc.title), '=') << '\n';
  std::size_t w = 0;
  for (const auto& [label, value] : doc.summary) w = std::max(w, width(label));
  for (const auto& [label, value] : doc.summary) {
    out << "  ";
    pad(out, label + ":", w + 2, false);
    out << value << '\n';
  }
  for (const auto& t : doc.tables) text_table(t, out);
}

void write_markdown(const Document& doc, std::ostream& out) {
  out << "# " << md_escape(doc.title) << "\n\n";
  if (!doc.summary.empty()) {
    out << "| Figure | Value |\n|---|---:|\n";
    for (const auto& [label, value] : doc.summary)
      out << "| " << md_escape(label) << " | " << md_escape(value) << " |\n";
  }
  for (const auto& t : doc.tables) {
    out << "\n## " << md_escape(t.title) << "\n\n";
    if (t.rows.empty()) {
      out << "(none)\n";
    } else {
      out << '|';
      for (const auto& h : t.header) out << ' ' << md_escape(h) << " |";
      out << "\n|";
      for (std::size_t c = 0; c < t.header.size(); ++c) {
        bool right = !t.rows.empty() && c < t.rows[0].size() && numeric(t.rows[0][c]);
        out << (right ? "---:|" : "---|");
      }
      out << '\n';
      for (const auto& row : t.rows) {
        out << '|';
        for (std::size_t c = 0; c < t.header.size(); ++c)
          out << ' ' << md_escape(c < row.size() ? row[c] : "") << " |";
        out << '\n';
      }
    }
    if (!t.note.empty()) out << '\n' << t.note << '\n';
  }
}

}  // namespace explgraph::report
