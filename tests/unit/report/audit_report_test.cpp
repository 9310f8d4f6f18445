#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "explgraph/report/audit_report.hpp"

using namespace explgraph;

namespace {

analyze::Finding finding(core::Severity severity, const std::string& check, std::size_t line,
                         const std::string& question) {
  return {severity, check, "q.tsv", line, 0, question, "", "finding of " + question};
}

// Lines of `text` that are findings or notes ("q.tsv:…"), in order.
std::vector<std::string> listed_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("q.tsv:", 0) == 0) out.push_back(line);
  return out;
}

std::string audit_text(const analyze::AuditResult& r, const report::AuditTextOptions& options) {
  std::ostringstream out;
  report::write_audit_text(r, out, options);
  return out.str();
}

}  // namespace

TEST_CASE("audit text: the first warnings of each check listed, the rest counted, every error",
          "[report][audit]") {
  analyze::AuditResult r;
  for (std::size_t i = 1; i <= 4; ++i)
    r.findings.push_back(
        finding(core::Severity::kWarning, "no-choices", i, "w" + std::to_string(i)));
  for (std::size_t i = 5; i <= 7; ++i)
    r.findings.push_back(
        finding(core::Severity::kError, "dangling-uid", i, "e" + std::to_string(i)));
  r.findings.push_back(finding(core::Severity::kWarning, "repeated-uid", 8, "w8"));
  r.errors = 3, r.warnings = 5, r.questions = 8;

  const std::string text = audit_text(r, {"", 2});
  const auto lines = listed_lines(text);
  REQUIRE(lines.size() == 6);  // 2 of 4 no-choices, 3 errors, the one repeated-uid
  CHECK(lines[0] == "q.tsv:1: warning: finding of w1 [no-choices]");
  CHECK(lines[1] == "q.tsv:2: warning: finding of w2 [no-choices]");
  CHECK(lines[2] == "q.tsv:5: error: finding of e5 [dangling-uid]");
  CHECK(lines[5] == "q.tsv:8: warning: finding of w8 [repeated-uid]");
  CHECK(text.find("audit: 2 more [no-choices] warning(s) not listed (the first 2 are; "
                  "--all-warnings lists every one)\n") != std::string::npos);
  CHECK(text.find("more [repeated-uid]") == std::string::npos);
  CHECK(text.find("audit: 3 error(s), 5 warning(s); 0 of 8 questions clean\n") !=
        std::string::npos);

  SECTION("0 lists every warning") {
    const std::string all = audit_text(r, {"", 0});
    CHECK(listed_lines(all).size() == 8);
    CHECK(all.find("not listed") == std::string::npos);
  }
  SECTION("errors beyond the limit are listed all the same") {
    CHECK(listed_lines(audit_text(r, {"", 1})).size() == 5);  // 1 + 3 errors + 1
  }
}

TEST_CASE("audit text: the show note follows a question's last listed finding when one links",
          "[report][audit]") {
  analyze::AuditResult r;
  r.findings.push_back(finding(core::Severity::kError, "isolated-fact", 1, "a"));
  r.findings.push_back(finding(core::Severity::kWarning, "repeated-uid", 1, "a"));
  r.findings.push_back(finding(core::Severity::kWarning, "qa-not-joined", 2, "b"));
  r.findings.push_back(finding(core::Severity::kWarning, "qa-not-joined", 3, "c"));
  r.errors = 1, r.warnings = 3, r.questions = 3;

  const auto lines = listed_lines(audit_text(r, {"explgraph show {id} --corpus x", 1}));
  // a: both findings, then its note; b: its qa-not-joined (the first of the check) and note;
  // c: its qa-not-joined is beyond the limit, so neither it nor a note is printed.
  REQUIRE(lines.size() == 5);
  CHECK(lines[0] == "q.tsv:1: error: finding of a [isolated-fact]");
  CHECK(lines[1] == "q.tsv:1: warning: finding of a [repeated-uid]");
  CHECK(lines[2] == "q.tsv:1: note: see its explanation graph: explgraph show a --corpus x");
  CHECK(lines[3] == "q.tsv:2: warning: finding of b [qa-not-joined]");
  CHECK(lines[4] == "q.tsv:2: note: see its explanation graph: explgraph show b --corpus x");
}

TEST_CASE("audit JSON lists every finding whatever the text shows", "[report][audit]") {
  analyze::AuditResult r;
  for (std::size_t i = 1; i <= 30; ++i)
    r.findings.push_back(finding(core::Severity::kWarning, "no-choices", i, "q"));
  r.warnings = 30, r.questions = 30;
  CHECK(report::audit_json(r)["findings"].size() == 30);
}
