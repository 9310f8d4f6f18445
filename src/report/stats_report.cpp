#include "explgraph/report/stats_report.hpp"

#include "explgraph/report/svg_chart.hpp"

#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::report {
using core::format_double;
using std::to_string;

namespace {

nlohmann::ordered_json accounts_json(const std::vector<core::InputAccount>& accounts) {
  auto list = nlohmann::ordered_json::array();
  for (const auto& a : accounts)
    list.push_back({{"file", a.file},
                    {"kind", a.kind},
                    {"lines_read", a.lines_read},
                    {"loaded", a.loaded},
                    {"skipped", a.skipped},
                    {"balanced", a.balanced()}});
  return list;
}

}  // namespace

nlohmann::ordered_json stats_json(const analyze::StatsResult& s) {
  nlohmann::ordered_json roles = nlohmann::ordered_json::object(),
                         role_tokens = nlohmann::ordered_json::object();
  for (const auto& r : s.roles) {
    roles[r.role] = optional_json(r.mean_per_explanation);
    role_tokens[r.role] = r.tokens;
  }
  auto dangling = nlohmann::ordered_json::array();
  for (const auto& d : s.dangling_uids)
    dangling.push_back({{"uid", d.uid}, {"citations", d.citations}, {"questions", d.questions}});
  auto twice = nlohmann::ordered_json::array();
  for (const auto& d : s.defined_twice)
    twice.push_back({{"uid", d.uid}, {"definitions", d.locations}});
  return {{"layout", s.layout},
          {"questions_read", s.questions_read},
          {"questions_kept", s.questions_kept},
          {"with_explanation", s.with_explanation},
          {"without_explanation", s.without_explanation},
          {"questions_with_text", s.questions_with_text},
          {"explanation_tokens", s.explanation_tokens},
          {"mean_explanation_length", optional_json(s.mean_explanation_length)},
          {"median_explanation_length", optional_json(s.median_explanation_length)},
          {"min_explanation_length", optional_json(s.min_explanation_length)},
          {"max_explanation_length", optional_json(s.max_explanation_length)},
          {"roles", std::move(roles)},
          {"role_tokens", std::move(role_tokens)},
          {"unique_uids_cited", s.unique_uids_cited},
          {"deprecated_citations", s.deprecated_citations},
          {"tables", s.tables},
          {"rows", s.rows},
          {"deprecated_rows", s.deprecated_rows},
          {"empty_tables", s.empty_tables},
          {"dangling_uids", std::move(dangling)},
          {"dangling_uid_count", s.dangling_uids.size()},
          {"dangling_citations", s.dangling_citations},
          {"uids_defined_twice", std::move(twice)},
          {"duplicate_question_ids", s.duplicate_question_ids},
          {"warnings", s.warnings_by_code},
          {"input_lines", accounts_json(s.accounts)}};
}

namespace {

// Every input file's lines, the table files summed into one row.
Table input_lines_table(const std::vector<core::InputAccount>& accounts) {
  Table lines{"Input lines (read = loaded + skipped)",
              {"input", "read", "loaded", "skipped"},
              {},
              "Table files are summed; --format json lists every file."};
  core::InputAccount tables{"", "table", 0, 0, {}};
  std::size_t table_files = 0;
  for (const auto& a : accounts) {
    if (a.kind != "table") continue;
    ++table_files;
    tables.lines_read += a.lines_read;
    tables.loaded += a.loaded;
    for (const auto& [reason, n] : a.skipped) tables.skipped[reason] += n;
  }
  tables.file = to_string(table_files) + " table files";
  auto add_line = [&](const core::InputAccount& a) {
    std::vector<std::string> reasons;
    for (const auto& [reason, n] : a.skipped) reasons.push_back(to_string(n) + " " + reason);
    lines.rows.push_back(
        {a.file, to_string(a.lines_read), to_string(a.loaded), core::join(reasons, ", ")});
  };
  for (const auto& a : accounts)
    if (a.kind != "table") add_line(a);
  if (table_files > 0) add_line(tables);
  return lines;
}

}  // namespace

Document stats_document(const analyze::StatsResult& s) {
  Document doc;
  doc.title = "Corpus statistics";
  doc.summary = {
      {"Layout", s.layout},
      {"Questions read", to_string(s.questions_read)},
      {"Questions kept", to_string(s.questions_kept)},
      {"With explanation", to_string(s.with_explanation)},
      {"Without explanation", to_string(s.without_explanation)},
      {"With usable question text", to_string(s.questions_with_text)},
      {"Explanation length, mean", optional_text(s.mean_explanation_length, 3)},
      {"Explanation length, median", optional_text(s.median_explanation_length, 1)},
      {"Explanation length, min-max",
       s.min_explanation_length
           ? to_string(*s.min_explanation_length) + "-" + to_string(*s.max_explanation_length)
           : "-"},
      {"Explanation tokens", to_string(s.explanation_tokens)},
      {"Distinct UIDs cited", to_string(s.unique_uids_cited)},
      {"Citations of deprecated rows", to_string(s.deprecated_citations)},
      {"Tables", to_string(s.tables) + " (" + to_string(s.empty_tables) + " empty)"},
      {"Rows", to_string(s.rows)},
      {"Deprecated rows", to_string(s.deprecated_rows)},
      {"Dangling UIDs", to_string(s.dangling_uids.size()) + " (" + to_string(s.dangling_citations) +
                            (s.dangling_citations == 1 ? " citation)" : " citations)")},
      {"UIDs defined twice", to_string(s.defined_twice.size())}};

  Table roles{"Roles",
              {"role", "tokens", "mean per explanation"},
              {},
              "Mean = tokens with the role / explanations."};
  for (const auto& r : s.roles)
    roles.rows.push_back({r.role + (r.known ? "" : " (unknown)"), to_string(r.tokens),
                          optional_text(r.mean_per_explanation, 3)});
  doc.tables.push_back(std::move(roles));

  Table dangling{
      "Dangling UIDs (cited, defined by no table)", {"uid", "citations", "questions"}, {}, ""};
  for (const auto& d : s.dangling_uids)
    dangling.rows.push_back({d.uid, to_string(d.citations), core::join(d.questions, ", ")});
  doc.tables.push_back(std::move(dangling));

  Table twice{"UIDs defined twice",
              {"uid", "definitions"},
              {},
              "Explanations resolve to the first definition."};
  for (const auto& d : s.defined_twice)
    twice.rows.push_back({d.uid, core::join(d.locations, ", ")});
  doc.tables.push_back(std::move(twice));

  doc.tables.push_back(input_lines_table(s.accounts));
  return doc;
}

DataTables stats_tables(const nlohmann::ordered_json& j) {
  DataTable roles{"roles", {"role", "mean_per_explanation", "tokens"}, {}};
  for (const auto& [role, mean] : field(j, "roles").items())
    roles.rows.push_back({role, mean, field(field(j, "role_tokens"), role)});
  return table_list(
      scalar_table("summary", j,
                   {"roles", "role_tokens", "dangling_uids", "uids_defined_twice",
                    "duplicate_question_ids", "warnings", "input_lines"}),
      std::move(roles),
      record_table("dangling_uids", field(j, "dangling_uids"), {"uid", "citations", "questions"}),
      record_table("uids_defined_twice", field(j, "uids_defined_twice"), {"uid", "definitions"}),
      list_table("duplicate_question_ids", field(j, "duplicate_question_ids"), "question"),
      long_table("warnings", field(j, "warnings"), {"warning"}, "count"),
      record_table("input_lines", field(j, "input_lines"),
                   {"file", "kind", "lines_read", "loaded", "skipped", "balanced"}));
}

ReportSection stats_section(const analyze::StatsResult& r) {
  ReportSection s{
      "stats",
      "Corpus statistics",
      "Questions read and kept, explanation length and role mix (SummaryStatistics of the "
      "reference tool), the tablestore, dangling and twice-defined UIDs, and an "
      "accounting of every input line.",
      stats_document(r),
      stats_json(r),
      {}};
  std::vector<std::string> roles;
  Series mean = Series::named("mean per explanation");
  for (const auto& role : r.roles) {
    if (role.tokens == 0 || !role.mean_per_explanation) continue;
    roles.push_back(role.role);
    mean.y.push_back(*role.mean_per_explanation);
  }
  ChartOptions chart{"Role mix: tokens per explanation", "role", "mean per explanation"};
  chart.height = 300;
  chart.horizontal_labels = true;
  s.charts.push_back({"role-mix", bar_chart(roles, {mean}, chart)});
  s.tables = stats_tables(s.json);
  return s;
}

}  // namespace explgraph::report
