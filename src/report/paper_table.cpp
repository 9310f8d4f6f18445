#include "explgraph/report/paper_table.hpp"

#include <algorithm>

#include "explgraph/core/strings.hpp"

namespace explgraph::report {
using core::format_double;

namespace {

// a … z, aa … az, ba …: as spreadsheet columns, lower-case.
std::string letter(std::size_t i) {
  std::string out;
  for (std::size_t n = i + 1; n > 0; n = (n - 1) / 26)
    out.insert(out.begin(), static_cast<char>('a' + (n - 1) % 26));
  return out;
}

std::string caption_of(const std::string& subject, std::size_t comparisons, bool any_mark,
                       const analyze::ComparisonOptions& o) {
  std::string test;
  switch (o.test) {
    case analyze::PairedTest::kBootstrap:
      test = "paired bootstrap test, " + std::to_string(o.resamples) + " resamples";
      break;
    case analyze::PairedTest::kPermutation:
      test = "paired permutation test (exact up to 20 non-zero differences, else " +
             std::to_string(o.resamples) + " resamples)";
      break;
    case analyze::PairedTest::kT:
      test = "paired t-test";
      break;
    case analyze::PairedTest::kWilcoxon:
      test = "Wilcoxon signed-rank test";
      break;
    case analyze::PairedTest::kSign:
      test = "exact sign test";
      break;
  }
  const std::string sides =
      o.alternative == analyze::Alternative::kTwoSided
          ? "two-sided"
          : std::string("one-sided, ") + analyze::alternative_name(o.alternative);
  const std::string correction = o.correction == analyze::Correction::kHolm ? "Holm correction"
                                 : o.correction == analyze::Correction::kBenjaminiHochberg
                                     ? "Benjamini-Hochberg correction"
                                     : "no correction";
  if (comparisons == 0) return subject + ". No systems compared.";
  // Superscripts are explained where there are some; otherwise the caption says there are none.
  return subject +
         (any_mark
              ? ". Superscripts: the systems (by letter) a system is significantly better than ("
              : ". No system is significantly better than another (") +
         test + ", " + sides + "; " + correction + " over " + std::to_string(comparisons) +
         " comparison" + (comparisons == 1 ? "" : "s") + "; adjusted p at most " +
         core::format_number(o.alpha) + ").";
}

}  // namespace

std::string interval_text(const analyze::Interval& interval) {
  return "[" + format_double(interval.low, 4) + ", " + format_double(interval.high, 4) + "]";
}

PaperTable paper_table(const std::vector<std::string>& systems, const std::vector<double>& scores,
                       const std::string& score_name, const std::string& subject,
                       const std::vector<analyze::PairedComparison>& comparisons,
                       const analyze::ComparisonOptions& options,
                       const std::vector<analyze::Interval>& intervals) {
  PaperTable t;
  if (intervals.size() == systems.size()) t.intervals = intervals;
  t.score_name = score_name;
  t.systems = systems;
  t.scores = scores;
  t.better_than.assign(systems.size(), "");
  for (std::size_t i = 0; i < systems.size(); ++i) t.letters.push_back(letter(i));
  auto index = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(systems.begin(), systems.end(), name) -
                                    systems.begin());
  };
  std::vector<std::vector<std::size_t>> beaten(systems.size());
  for (const auto& c : comparisons) {
    const int side = analyze::significantly_better(c, options.alpha);
    const std::size_t base = index(c.baseline), other = index(c.other);
    if (base == systems.size() || other == systems.size() || side == 0) continue;
    if (side > 0) beaten[other].push_back(base);
    if (side < 0) beaten[base].push_back(other);
  }
  // Past 26 systems the letters run aa, ab, …: separated, so that "aa" is not read "a, a".
  const std::string separator = systems.size() > 26 ? "," : "";
  for (std::size_t i = 0; i < systems.size(); ++i) {
    std::sort(beaten[i].begin(), beaten[i].end());
    for (std::size_t j : beaten[i])
      t.better_than[i] += (t.better_than[i].empty() ? "" : separator) + letter(j);
  }
  const bool any_mark = std::any_of(t.better_than.begin(), t.better_than.end(),
                                    [](const std::string& letters) { return !letters.empty(); });
  t.caption = caption_of(subject, comparisons.size(), any_mark, options);
  const auto overruled = std::count_if(comparisons.begin(), comparisons.end(), [&](const auto& c) {
    return analyze::exact_test_overrules(c, options.alpha);
  });
  if (overruled > 0)
    t.caption += " " + std::to_string(overruled) + " difference" + (overruled == 1 ? "" : "s") +
                 " the test finds significant " + (overruled == 1 ? "has" : "have") +
                 " no superscript: the exact McNemar test, adjusted alike, finds " +
                 (overruled == 1 ? "it" : "them") + " not significant (too few questions differ).";
  if (!t.intervals.empty())
    t.caption += " 95% CI: each system's bootstrap percentile interval over the items (" +
                 std::to_string(options.resamples) + " resamples).";
  if (systems.size() > 26)
    t.caption += " Letters past z run aa, ab, ...; superscripts separate them by commas.";
  return t;
}

namespace {

// Whether each system is named by its own letter ("a", "b"): the letter column would repeat
// the name ("a  a  0.4667"), so the name alone is shown.
bool named_by_letters(const PaperTable& p) {
  return p.systems == p.letters;
}

}  // namespace

Table paper_document_table(const PaperTable& p) {
  const bool letters_only = named_by_letters(p);
  Table t{"For a paper", {"", "system", p.score_name}, {}, p.caption};
  if (letters_only) t.header = {"system", p.score_name};
  if (!p.intervals.empty()) t.header.push_back("95% CI");
  t.header.push_back("significantly better than");
  for (std::size_t i = 0; i < p.systems.size(); ++i) {
    std::vector<std::string> row{p.letters[i], p.systems[i], format_double(p.scores[i], 4)};
    if (letters_only) row.erase(row.begin());
    if (!p.intervals.empty()) row.push_back(interval_text(p.intervals[i]));
    row.push_back(p.better_than[i]);
    t.rows.push_back(std::move(row));
  }
  return t;
}

std::string latex_escape(const std::string& text) {
  std::string out;
  // One line whatever the text holds: a blank line would end the paragraph inside tabular.
  // α is the one non-ASCII character explgraph's own captions write (the replicability
  // sentence); pdflatex's default fonts have no Greek.
  const std::string visible = core::visible_controls(text, false);
  const std::string_view alpha = "\u03b1";
  for (std::size_t i = 0; i < visible.size(); ++i) {
    const char c = visible[i];
    if (visible.compare(i, alpha.size(), alpha) == 0) {
      out += "$\\alpha$";
      i += alpha.size() - 1;
      continue;
    }
    switch (c) {
      case '<':
        out += "\\textless{}";
        break;
      case '>':
        out += "\\textgreater{}";
        break;
      case '|':
        out += "\\textbar{}";
        break;
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      case '&':
      case '%':
      case '$':
      case '#':
      case '_':
      case '{':
      case '}':
        out += '\\';
        out += c;
        break;
      default:
        out += c;
    }
  }
  return out;
}

void write_latex(const PaperTable& p, std::ostream& out) {
  const bool ci = !p.intervals.empty();
  const bool letters_only = named_by_letters(p);
  out << "\\begin{table}[t]\n\\centering\n\\begin{tabular}{" << (letters_only ? "lr" : "llr")
      << (ci ? "c" : "") << "}\n\\hline\n"
      << (letters_only ? "System & " : " & System & ") << latex_escape(p.score_name)
      << (ci ? " & 95\\% CI" : "") << " \\\\\n\\hline\n";
  for (std::size_t i = 0; i < p.systems.size(); ++i) {
    if (!letters_only) out << p.letters[i] << " & ";
    out << latex_escape(p.systems[i]) << " & " << format_double(p.scores[i], 4);
    if (!p.better_than[i].empty()) out << "$^{" << p.better_than[i] << "}$";
    if (ci) out << " & " << interval_text(p.intervals[i]);
    out << " \\\\\n";
  }
  out << "\\hline\n\\end{tabular}\n\\caption{" << latex_escape(p.caption) << "}\n\\end{table}\n";
}

}  // namespace explgraph::report
