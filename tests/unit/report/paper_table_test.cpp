#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/paper_table.hpp"

using namespace explgraph;

namespace {

analyze::PairedComparison comparison(std::string base, std::string other, double delta, double p) {
  analyze::PairedComparison c;
  c.baseline = std::move(base);
  c.other = std::move(other);
  c.delta = delta;
  c.p_value = c.p_adjusted = p;
  return c;
}

}  // namespace

// Systems a, b, c: b beats a, c beats a and b (adjusted p under alpha), a beats nobody.
TEST_CASE("paper table: letters, superscripts and LaTeX", "[report]") {
  analyze::ComparisonOptions o;
  const auto t = report::paper_table(
      {"a", "b_2", "c"}, {0.5, 0.6, 0.7}, "Accuracy", "Accuracy on 100 questions",
      {comparison("a", "b_2", 0.1, 0.01), comparison("a", "c", 0.2, 0.001),
       comparison("b_2", "c", 0.1, 0.04), comparison("x", "c", 0.5, 0.001)},
      o);
  CHECK(t.letters == std::vector<std::string>{"a", "b", "c"});
  CHECK(t.better_than == std::vector<std::string>{"", "a", "ab"});
  std::ostringstream latex;
  report::write_latex(t, latex);
  CHECK(latex.str().find("b & b\\_2 & 0.6000$^{a}$ \\\\") != std::string::npos);
  CHECK(latex.str().find("c & c & 0.7000$^{ab}$ \\\\") != std::string::npos);
  CHECK(latex.str().find("a & a & 0.5000 \\\\") != std::string::npos);
  CHECK(t.caption.find("Holm correction over 4 comparisons") != std::string::npos);
  // A significant loss marks the baseline; a p over alpha marks nobody.
  const auto worse = report::paper_table({"a", "b"}, {0.7, 0.5}, "MAP", "MAP",
                                         {comparison("a", "b", -0.2, 0.01)}, o);
  CHECK(worse.better_than == std::vector<std::string>{"b", ""});
  o.alpha = 0.001;
  const auto strict = report::paper_table({"a", "b"}, {0.7, 0.5}, "MAP", "MAP",
                                          {comparison("a", "b", -0.2, 0.01)}, o);
  CHECK(strict.better_than == std::vector<std::string>{"", ""});
  CHECK(report::latex_escape("50% & $x_1 {y} ~ ^ \\") ==
        "50\\% \\& \\$x\\_1 \\{y\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{}");
}

TEST_CASE("paper table: past z the letters run aa, ab, separated by commas", "[report]") {
  std::vector<std::string> systems;
  std::vector<double> scores;
  for (int i = 0; i < 28; ++i) systems.push_back("s" + std::to_string(i)), scores.push_back(0.5);
  const auto t = report::paper_table(
      systems, scores, "MAP", "MAP",
      {comparison("s0", "s27", 0.1, 0.01), comparison("s26", "s27", 0.1, 0.01)}, {});
  CHECK(t.letters[25] == "z");
  CHECK(t.letters[26] == "aa");
  CHECK(t.letters[27] == "ab");
  CHECK(t.better_than[27] == "a,aa");
  CHECK(t.caption.find("Letters past z run aa, ab") != std::string::npos);
}

TEST_CASE("paper table: the caption names the test, the sides, the correction", "[report]") {
  analyze::ComparisonOptions o;
  o.resamples = 500;
  CHECK(report::paper_table({"a"}, {0.5}, "MAP", "MAP on 3 questions", {}, o).caption ==
        "MAP on 3 questions. No systems compared.");
  const auto bootstrap = report::paper_table({"a", "b"}, {0.5, 0.6}, "MAP", "MAP",
                                             {comparison("a", "b", 0.1, 0.5)}, o);
  // p 0.5: no superscript, and the caption says there is none (issue 79).
  CHECK(bootstrap.caption ==
        "MAP. No system is significantly better than another (paired bootstrap test, 500 "
        "resamples, two-sided; Holm correction over 1 comparison; adjusted p at most 0.05).");
  const auto marked = report::paper_table({"a", "b"}, {0.5, 0.6}, "MAP", "MAP",
                                          {comparison("a", "b", 0.1, 0.01)}, o);
  CHECK(marked.caption ==
        "MAP. Superscripts: the systems (by letter) a system is significantly better than "
        "(paired bootstrap test, 500 resamples, two-sided; Holm correction over 1 comparison; "
        "adjusted p at most 0.05).");
  o.test = analyze::PairedTest::kSign;
  o.alternative = analyze::Alternative::kGreater;
  o.correction = analyze::Correction::kNone;
  const auto sign = report::paper_table({"a", "b"}, {0.5, 0.6}, "MAP", "MAP",
                                        {comparison("a", "b", 0.1, 0.5)}, o);
  CHECK(
      sign.caption.find("(exact sign test, one-sided, greater; no correction over 1 comparison") !=
      std::string::npos);
  o.test = analyze::PairedTest::kWilcoxon;
  o.correction = analyze::Correction::kBenjaminiHochberg;
  CHECK(
      report::paper_table({"a", "b"}, {0.5, 0.6}, "MAP", "MAP", {comparison("a", "b", 0.1, 0.5)}, o)
          .caption.find("Wilcoxon signed-rank test, one-sided, greater; Benjamini-Hochberg") !=
      std::string::npos);
}

TEST_CASE("paper table: each system's own interval in the table and in LaTeX", "[report]") {
  analyze::ComparisonOptions o;
  o.resamples = 1000;
  const auto t =
      report::paper_table({"base", "new"}, {0.5, 0.625}, "Accuracy", "Accuracy",
                          {comparison("base", "new", 0.125, 0.001)}, o, {{0.4, 0.6}, {0.5, 0.75}});
  CHECK(t.caption.find("95% CI: each system's bootstrap percentile interval over the items (1000 "
                       "resamples).") != std::string::npos);
  const auto table = report::paper_document_table(t);
  CHECK(table.header ==
        std::vector<std::string>{"", "system", "Accuracy", "95% CI", "significantly better than"});
  CHECK(table.rows[1] == std::vector<std::string>{"b", "new", "0.6250", "[0.5000, 0.7500]", "a"});
  std::ostringstream latex;
  report::write_latex(t, latex);
  CHECK(latex.str() ==
        "\\begin{table}[t]\n\\centering\n\\begin{tabular}{llrc}\n\\hline\n"
        " & System & Accuracy & 95\\% CI \\\\\n\\hline\n"
        "a & base & 0.5000 & [0.4000, 0.6000] \\\\\n"
        "b & new & 0.6250$^{a}$ & [0.5000, 0.7500] \\\\\n"
        "\\hline\n\\end{tabular}\n\\caption{" +
            report::latex_escape(t.caption) + "}\n\\end{table}\n");
  // Intervals that do not match the systems are left out, not misaligned.
  CHECK(
      report::paper_table({"a", "b"}, {0.5, 0.6}, "MAP", "MAP", {}, o, {{0, 1}}).intervals.empty());
}

TEST_CASE("paper table: LaTeX escapes on one line, alpha as math", "[report]") {
  CHECK(report::latex_escape("a<b>c|d#e") == "a\\textless{}b\\textgreater{}c\\textbar{}d\\#e");
  // A blank line would end the paragraph inside tabular: controls as cat -v shows them.
  CHECK(report::latex_escape("line\n\nbreak") ==
        "line\\textasciicircum{}J\\textasciicircum{}Jbreak");
  CHECK(report::latex_escape("\u03b1 = 0.05") == "$\\alpha$ = 0.05");
}
