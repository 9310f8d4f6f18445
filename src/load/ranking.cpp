#include "explgraph/load/ranking.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <tuple>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

namespace {

std::optional<double> parse_score(std::string_view text) {
  std::string s(core::trim(text));
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(v)) return std::nullopt;
  return v;
}

// What the lines of an unusable ranking look like, to name the likely mistake.
std::string likely_cause(const std::vector<std::size_t>& widths, std::size_t commas,
                         std::size_t lines) {
  std::string shapes;
  for (std::size_t fields = 0; fields < widths.size(); ++fields)
    if (widths[fields] > 0)
      shapes += (shapes.empty() ? "" : ", ") + std::to_string(widths[fields]) + " with " +
                std::to_string(fields) + " field(s)";
  auto seen = [&](std::size_t fields) { return fields < widths.size() && widths[fields] > 0; };
  std::string hint;
  if (commas * 2 > lines)
    hint = "; is it comma-separated? explgraph reads tab-separated rankings";
  else if (seen(3))
    hint = "; a third field must be a numeric score";
  else if (seen(1))
    hint = "; are the fields separated by spaces instead of a tab?";
  return "of " + std::to_string(lines) + " lines, " + shapes + hint;
}

// The UID's id, interned lower-cased. `scratch` is the caller's buffer for a UID with
// upper-case letters; a lower-case one (as rankings write them) is looked up as it is.
std::uint32_t intern_uid(Ranking& ranking, std::string_view uid, std::string& scratch) {
  if (const auto known = ranking.uids.find(uid); known.valid()) return known.value;  // only
  // lower-case UIDs are interned, so a hit is the UID itself
  if (std::none_of(uid.begin(), uid.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return ranking.uids.intern(uid).value;
  scratch.assign(uid);
  for (char& c : scratch)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return ranking.uids.intern(scratch).value;
}

std::vector<std::uint32_t>& question_entry(Ranking& ranking, std::string_view question) {
  auto [it, first] = ranking.ranked.try_emplace(std::string(question));
  if (first) ranking.question_order.push_back(it->first);
  return it->second;
}

// The list of the question on the line; rankings list a question's lines together, so the
// last question's list is kept at hand (no string built, no lookup, for most lines).
class QuestionLists {
 public:
  explicit QuestionLists(Ranking& ranking) : ranking_(ranking) {}
  std::vector<std::uint32_t>& operator()(std::string_view question) {
    if (last_ == nullptr || question != last_question_) {
      last_ = &question_entry(ranking_, question);
      last_question_.assign(question);
    }
    return *last_;
  }

 private:
  Ranking& ranking_;
  std::string last_question_;
  std::vector<std::uint32_t>* last_ = nullptr;  // unordered_map keeps references valid
};

// Keeps each UID once per question, at its first position (one stamp per UID id), and
// counts the repeats dropped.
void keep_first_positions(Ranking& ranking) {
  std::vector<std::size_t> stamp(ranking.uids.size(), SIZE_MAX);
  std::size_t serial = 0;
  for (auto& [question, uids] : ranking.ranked) {
    std::size_t kept = 0;
    for (std::uint32_t u : uids)
      if (stamp[u] != serial) stamp[u] = serial, uids[kept++] = u;
    ranking.repeated += uids.size() - kept;
    uids.resize(kept);
    ++serial;
  }
}

}  // namespace

Ranking make_ranking(const std::string& name, const RankedLists& lists) {
  Ranking ranking;
  ranking.name = name;
  std::string scratch;
  for (const auto& [question, uids] : lists) {
    if (core::trim(question).empty())
      throw core::InputError(name + ": error: a ranked question has an empty id");
    auto& ids = question_entry(ranking, core::trim(question));
    for (const auto& uid : uids) {
      if (core::trim(uid).empty())
        throw core::InputError(name + ": error: question " + core::quoted(question) +
                               " ranks an empty UID");
      ids.push_back(intern_uid(ranking, core::trim(uid), scratch));
      ++ranking.lines;
    }
  }
  if (ranking.lines == 0)
    throw core::InputError(name + ": error: expected ranked UIDs, found none (an empty ranking?)");
  keep_first_positions(ranking);
  return ranking;
}

Ranking read_textgraphs_ranking(std::istream& in, const std::string& display,
                                core::Diagnostics& diagnostics, core::InputAccount& account) {
  Ranking ranking;
  ranking.name = display;
  TsvReader reader(in, display, diagnostics);
  std::vector<std::size_t> widths(2);  // fields per line -> lines
  std::size_t commas = 0;
  bool decided = false;
  // Scored lines wait per question for the sort: (score, file position, UID id).
  std::unordered_map<std::string, std::vector<std::tuple<double, std::size_t, std::uint32_t>>>
      scored;
  std::string scratch;
  QuestionLists lists(ranking);
  read_accounted(reader, account, [&](const TsvRecord& record) -> SkipReason {
    ++ranking.lines;
    if (record.fields.size() >= widths.size()) widths.resize(record.fields.size() + 1);
    ++widths[record.fields.size()];
    commas += record.fields.size() == 1 && record.fields[0].find(',') != std::string_view::npos;
    if (!decided) {
      ranking.scored = record.fields.size() == 3 && parse_score(record.fields[2]).has_value();
      decided = true;
    }
    std::string_view question = core::trim(record.fields[0]);
    std::string_view uid =
        record.fields.size() > 1 ? core::trim(record.fields[1]) : std::string_view();
    std::optional<double> score =
        ranking.scored && record.fields.size() == 3 ? parse_score(record.fields[2]) : std::nullopt;
    const std::size_t expected = ranking.scored ? 3 : 2;
    if (record.fields.size() != expected || question.empty() || uid.empty() ||
        (ranking.scored && !score)) {
      diagnostics.warn(
          display, record.line, 0, "malformed-ranking-line",
          std::string("expected '") +
              (ranking.scored ? "questionID<TAB>UID<TAB>score" : "questionID<TAB>UID") +
              "', found " + std::to_string(record.fields.size()) + " field(s)" +
              (ranking.scored && record.fields.size() == 3 ? " with a score that is not a number"
                                                           : "") +
              "; line skipped");
      ++ranking.malformed;
      return "malformed";
    }
    const std::uint32_t id = intern_uid(ranking, uid, scratch);
    auto& uids = lists(question);
    if (ranking.scored)
      scored[std::string(question)].emplace_back(-*score, ranking.lines, id);
    else
      uids.push_back(id);
    return kLoaded;  // until a repeat of the UID for the question is found, below
  });
  for (auto& [question, entries] : scored) {
    std::sort(entries.begin(), entries.end());  // descending score, then file order
    auto& uids = ranking.ranked[question];
    for (const auto& e : entries) uids.push_back(std::get<2>(e));
  }
  if (ranking.lines == 0)
    throw core::InputError(
        display +
        ": error: expected ranking lines 'questionID<TAB>UID', found none (an empty file?)");
  if (ranking.malformed == ranking.lines)
    throw core::InputError(
        display + ": error: no usable ranking line: expected 'questionID<TAB>UID[<TAB>score]'; " +
        likely_cause(widths, commas, ranking.lines));
  keep_first_positions(ranking);
  account.loaded -= ranking.repeated;
  if (ranking.repeated > 0) account.skipped["repeated UID for the question"] += ranking.repeated;
  return ranking;
}

}  // namespace explgraph::load
