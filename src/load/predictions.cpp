#include "explgraph/load/predictions.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_limits.hpp"
#include "explgraph/load/json_document.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

std::size_t HarnessRun::samples() const {
  std::size_t n = 0;
  for (const auto& t : tasks) n += t.samples;
  return n;
}

double HarnessRun::correct() const {
  double n = 0;
  for (const auto& t : tasks) n += t.correct;
  return n;
}

std::vector<std::string> split_answers(std::string_view text) {
  std::vector<std::string> out;
  for (auto piece : core::split(text, ','))
    if (!core::trim(piece).empty()) out.emplace_back(core::trim(piece));
  return out;
}

Predictions make_predictions(const std::string& name, const AnswerLists& answers) {
  Predictions p;
  p.name = name;
  for (const auto& [id, given] : answers) {
    ++p.lines;
    std::vector<std::string> kept;
    for (const auto& a : given)
      if (!core::trim(a).empty()) kept.emplace_back(core::trim(a));
    if (core::trim(id).empty())
      throw core::InputError(name + ": error: a prediction has an empty question id");
    if (kept.empty())
      throw core::InputError(name + ": error: question " + core::quoted(id) +
                             " has no answer (leave an unanswered question out)");
    auto [it, inserted] = p.answers.try_emplace(std::string(core::trim(id)), std::move(kept));
    if (!inserted)
      throw core::InputError(name + ": error: question " + core::quoted(id) + " is answered twice");
    p.order.push_back(it->first);
  }
  if (p.answers.empty())
    throw core::InputError(name + ": error: expected predictions, found none (an empty dict?)");
  return p;
}

namespace {

SkipReason add(Predictions& p, const std::string& id, std::vector<std::string> answers,
               const std::string& display, std::size_t line, core::Diagnostics& diagnostics) {
  const std::string& key = id;
  auto [it, inserted] = p.answers.try_emplace(key, std::move(answers));
  if (!inserted) {
    diagnostics.warn(
        display, line, 0, "repeated-prediction",
        "question " + core::quoted(id) + " was already answered; this line is ignored");
    ++p.repeated;
    return "repeated question";
  }
  p.order.push_back(key);
  return kLoaded;
}

SkipReason malformed(Predictions& p, const std::string& display, std::size_t line,
                     const std::string& what, core::Diagnostics& diagnostics) {
  diagnostics.warn(display, line, 0, "malformed-prediction", what + "; line skipped");
  if (p.malformed++ == 0) p.first_malformed = "line " + std::to_string(line) + ": " + what;
  return "malformed";
}

// One line of JSON Lines predictions: {"id": …, "answer": "B" | 2 | ["B", "C"]}.
SkipReason json_line(std::string_view trimmed, std::size_t line, Predictions& p,
                     const std::string& display, core::Diagnostics& diagnostics) {
  if (trimmed.empty()) return "blank line";
  ++p.lines;
  if (const auto at = too_deep(trimmed))
    return malformed(p, display, line,
                     "expected a JSON object with \"id\" and \"answer\", found JSON nested "
                     "deeper than " +
                         std::to_string(kMaxJsonDepth) + " levels at column " +
                         std::to_string(at->column),
                     diagnostics);
  auto value = nlohmann::json::parse(trimmed, nullptr, false);
  if (value.is_discarded() || !value.is_object() || !value.contains("id") ||
      !value.contains("answer"))
    return malformed(p, display, line, "expected a JSON object with \"id\" and \"answer\"",
                     diagnostics);
  const auto& id = value["id"];
  const auto& answer = value["answer"];
  std::vector<std::string> answers;
  if (answer.is_array())
    for (const auto& a : answer)
      answers.push_back(a.is_string() ? a.get<std::string>() : json_excerpt(a));
  else
    answers = split_answers(answer.is_string() ? answer.get<std::string>() : json_excerpt(answer));
  return add(p, id.is_string() ? id.get<std::string>() : json_excerpt(id), std::move(answers),
             display, line, diagnostics);
}

void read_json_lines(const std::string& text, Predictions& p, const std::string& display,
                     core::Diagnostics& diagnostics, core::InputAccount& account) {
  auto lines = core::split(text, '\n');
  if (!lines.empty() && lines.back().empty()) lines.pop_back();  // the final newline
  std::size_t line = 0;
  for (auto raw : lines)
    count_record(account, json_line(core::trim(raw), ++line, p, display, diagnostics));
  account.lines_read = lines.size();
}

void read_tsv(const std::string& text, Predictions& p, const std::string& display,
              core::Diagnostics& diagnostics, core::InputAccount& account) {
  std::istringstream in(text);
  TsvReader reader(in, display, diagnostics);
  read_accounted(reader, account, [&](const TsvRecord& record) -> SkipReason {
    std::string_view id = core::trim(record.fields[0]);
    std::string_view answer =
        record.fields.size() > 1 ? core::trim(record.fields[1]) : std::string_view();
    if (p.lines == 0 && p.answers.empty() &&
        (core::header_key(id) == "questionid" || core::header_key(answer) == "answer"))
      return "header";
    ++p.lines;
    if (record.fields.size() < 2 || id.empty() || answer.empty())
      return malformed(p, display, record.line, "expected 'questionID<TAB>answer'", diagnostics);
    return add(p, std::string(id), split_answers(answer), display, record.line, diagnostics);
  });
}

// A TextGraphs ranking (questionID<TAB>UID, a line per fact) given as predictions: most of its
// lines answer a question again. Scored, each question would keep its first fact as the
// answer, naming no choice, and the accuracy read 0.
void refuse_ranking(const Predictions& p, const std::string& display) {
  if (p.repeated < 3 || p.repeated <= p.answers.size()) return;
  throw core::InputError(
      display +
      ": error: expected predictions (one 'questionID<TAB>answer' line per question), "
      "found " +
      std::to_string(p.lines) + " lines for " + std::to_string(p.answers.size()) + " questions, " +
      std::to_string(p.repeated) +
      " of them a question answered again: a ranking (questionID<TAB>UID, best first)? Give it "
      "to rankeval --ranking");
}

}  // namespace

Predictions read_predictions(std::istream& in, const std::string& display,
                             core::Diagnostics& diagnostics, core::InputAccount& account) {
  Predictions p;
  p.name = display;
  const std::string text = read_bounded_text(in, display, true);
  auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  bool json = first != std::string::npos && text[first] == '{';
  if (json)
    read_json_lines(text, p, display, diagnostics, account);
  else
    read_tsv(text, p, display, diagnostics, account);
  if (p.lines == 0)
    throw core::InputError(display +
                           ": error: expected predictions ('questionID<TAB>answer' lines or JSON "
                           "Lines), found none (an empty file?)");
  if (p.answers.empty()) {
    std::size_t commas = 0;
    for (auto line : core::split(text, '\n'))
      commas +=
          line.find('\t') == std::string_view::npos && line.find(',') != std::string_view::npos;
    throw core::InputError(
        display + ": error: no usable prediction in " + std::to_string(p.lines) +
        " line(s): expected " +
        (json ? "JSON objects with \"id\" and \"answer\"" : "'questionID<TAB>answer'") +
        (json && p.first_malformed.find("found") != std::string::npos
             ? " (" + p.first_malformed.substr(0, p.first_malformed.find(':') + 2) +
                   p.first_malformed.substr(p.first_malformed.find("found")) + ")"
             : "") +
        (!json && commas * 2 > p.lines
             ? "; the lines have commas and no tab: is the file comma-separated?"
             : ""));
  }
  refuse_ranking(p, display);
  return p;
}

}  // namespace explgraph::load
