#include "explgraph/load/ava_judgments.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
namespace {

constexpr const char* kLayout = "system<TAB>question_id<TAB>human<TAB>automatic[<TAB>alpha]";

core::InputError bad_field(const std::string& display, const TsvRecord& record, std::size_t f,
                           const std::string& expected, const std::string& cause = "") {
  return core::InputError(field_error(display, record, f, expected, cause));
}

bool read_label(const std::string& display, const TsvRecord& record, std::size_t f) {
  const std::string_view text = core::trim(record.fields[f]);
  if (text == "0" || text == "1") return text == "1";
  double number = 0;
  const bool graded = core::parse_finite(text, number);
  throw bad_field(
      display, record, f, "a human label 0 or 1",
      std::string(graded ? "a graded rating? binarise it first;" : "not a judgments file?") +
          " the columns are " + kLayout);
}

// A line that holds no comparable judgment is warned about, counted and skipped (true);
// the first such line is kept in `first_problem` for the error when nothing is usable.
bool skipped(const TsvRecord& record, const std::string& display, AvaJudgments& judged,
             core::Diagnostics& warnings, std::string& first_problem) {
  const auto note = [&](const std::string& problem) {
    if (first_problem.empty())
      first_problem = "line " + std::to_string(record.line) + " " + problem;
  };
  if (record.fields.size() < 4) {
    if (first_problem.empty()) first_problem = fields_found(record);
    warnings.warn(display, record.line, 0, "malformed-judgment",
                  std::string("expected ") + kLayout + ", found " +
                      std::to_string(record.fields.size()) + " field(s); line skipped");
    ++judged.malformed;
    return true;
  }
  const bool no_human = core::trim(record.fields[2]).empty();
  if (no_human || core::trim(record.fields[3]).empty()) {
    const std::string which = no_human ? "human" : "automatic";
    note("has no " + which + " label");
    warnings.warn(
        display, record.line, 0, "unpaired-judgment",
        "the " + which + " label is missing, so this answer cannot be compared; line skipped");
    ++judged.unpaired;
    return true;
  }
  return false;
}

double read_number(const std::string& display, const TsvRecord& record, std::size_t f,
                   const char* what) {
  double value = 0;
  if (!core::parse_finite(core::trim(record.fields[f]), value))
    throw bad_field(display, record, f, what);
  return value;
}

// The evaluator's label: a 0/1 label as it is, a score compared with α.
bool read_automatic(const std::string& display, const TsvRecord& record,
                    std::optional<double> alpha) {
  const double value = read_number(display, record, 3, "an automatic label 0 or 1 or a score");
  if (record.fields.size() > 4 && !core::trim(record.fields[4]).empty())
    alpha = read_number(display, record, 4, "a threshold alpha");
  if (alpha) return value > *alpha;
  if (value == 0 || value == 1) return value == 1;
  throw bad_field(display, record, 3, "an automatic label 0 or 1",
                  "a score needs a threshold: a fifth column alpha, or --alpha");
}

bool is_header(const TsvRecord& record) {
  return record.fields.size() >= 3 && core::iequals(core::trim(record.fields[2]), "human");
}

// Systems judged on different questions: their accuracies are over different answers.
void check_same_questions(const AvaJudgments& judged, core::Diagnostics& warnings) {
  std::vector<std::set<std::string>> questions(judged.systems.size());
  for (const auto& j : judged.judgments) questions[j.system].insert(j.question);
  for (std::size_t s = 1; s < questions.size(); ++s)
    if (questions[s] != questions[0])
      warnings.warn(judged.name, 0, 0, "different-questions",
                    "system " + core::quoted(judged.systems[s]) + " was judged on " +
                        std::to_string(questions[s].size()) + " question(s), " +
                        core::quoted(judged.systems[0]) + " on " +
                        std::to_string(questions[0].size()) +
                        ", not the same ones: their accuracies are over different answers");
}

}  // namespace

AvaJudgments read_ava_judgments(std::istream& in, const std::string& display,
                                std::optional<double> alpha, core::Diagnostics& warnings) {
  AvaJudgments judged;
  judged.name = display;
  TsvReader reader(in, display, warnings);
  std::unordered_map<std::string, std::uint32_t> system_ids;
  std::map<std::pair<std::uint32_t, std::string>, std::size_t> line_of;
  TsvRecord record;
  std::string first_problem;
  while (reader.next(record)) {
    if (record.blank() || (judged.judgments.empty() && is_header(record))) continue;
    if (skipped(record, display, judged, warnings, first_problem)) continue;
    AvaJudgment j;
    j.human = read_label(display, record, 2);
    j.automatic = read_automatic(display, record, alpha);
    j.question = std::string(core::trim(record.fields[1]));
    j.line = record.line;
    const std::string system(core::trim(record.fields[0]));
    const auto [id, added] =
        system_ids.try_emplace(system, static_cast<std::uint32_t>(judged.systems.size()));
    if (added) judged.systems.push_back(system);
    j.system = id->second;
    const auto [at, first] = line_of.try_emplace({j.system, j.question}, record.line);
    if (!first) {
      warnings.warn(display, record.line, 0, "repeated-judgment",
                    "system " + core::quoted(system) + " was judged on question " +
                        core::quoted(j.question) + " at line " + std::to_string(at->second) +
                        " already; the first judgment is kept");
      ++judged.repeated;
      continue;
    }
    judged.judgments.push_back(std::move(j));
  }
  if (judged.judgments.empty())
    throw core::InputError(
        display + ": error: expected judgments (TSV " + kLayout + "), found no usable line (" +
        (first_problem.empty() ? std::string("the file is empty") : first_problem) + ")");
  check_same_questions(judged, warnings);
  return judged;
}

}  // namespace explgraph::load
