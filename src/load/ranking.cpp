#include "explgraph/load/ranking.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <tuple>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/parallel.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

namespace {

// A score as Python's float() reads one that is finite (core::parse_finite).
std::optional<double> parse_score(std::string_view text) {
  double v = 0;
  if (!core::parse_finite(core::trim(text), v)) return std::nullopt;
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
  void forget() { last_ = nullptr; }  // the next line looks its question up

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

namespace {

// What reading a ranking's lines gathers, line by line; `finish` makes it the Ranking. The
// lines of one file may be gathered in pieces, one per byte range, and appended in file order.
class RankingLines {
 public:
  RankingLines(const std::string& display, core::Diagnostics& diagnostics)
      : display_(display), diagnostics_(diagnostics), lists_(ranking_) {
    ranking_.name = display;
  }
  RankingLines(const RankingLines&) = delete;
  RankingLines& operator=(const RankingLines&) = delete;

  // Whether the lines carry scores, as the file's first line says (else its first line here
  // decides).
  void decide(bool scored) {
    ranking_.scored = scored;
    decided_ = true;
  }
  bool scored() const { return ranking_.scored; }
  std::size_t malformed() const { return ranking_.malformed; }

  SkipReason add(const TsvRecord& record);
  // Appends the lines gathered from the rest of the file right after this piece: UIDs are
  // interned in `later`'s first-seen order and its lines numbered after these, so the result
  // is what one reader of both pieces would have gathered.
  void append(RankingLines& later);
  Ranking finish(core::InputAccount& account);

 private:
  using ScoredLine = std::tuple<double, std::size_t, std::uint32_t>;  // -score, line, UID id

  const std::string& display_;
  core::Diagnostics& diagnostics_;
  Ranking ranking_;
  QuestionLists lists_;
  std::vector<std::size_t> widths_ = std::vector<std::size_t>(2);  // fields per line -> lines
  std::size_t commas_ = 0;
  bool decided_ = false;
  // Scored lines wait per question for the sort.
  std::unordered_map<std::string, std::vector<ScoredLine>> scored_;
  std::string scratch_;
};

SkipReason RankingLines::add(const TsvRecord& record) {
  Ranking& ranking = ranking_;
  ++ranking.lines;
  if (record.fields.size() >= widths_.size()) widths_.resize(record.fields.size() + 1);
  ++widths_[record.fields.size()];
  commas_ += record.fields.size() == 1 && record.fields[0].find(',') != std::string_view::npos;
  if (!decided_) decide(record.fields.size() == 3 && parse_score(record.fields[2]).has_value());
  std::string_view question = core::trim(record.fields[0]);
  std::string_view uid =
      record.fields.size() > 1 ? core::trim(record.fields[1]) : std::string_view();
  std::optional<double> score =
      ranking.scored && record.fields.size() == 3 ? parse_score(record.fields[2]) : std::nullopt;
  const std::size_t expected = ranking.scored ? 3 : 2;
  if (record.fields.size() != expected || question.empty() || uid.empty() ||
      (ranking.scored && !score)) {
    diagnostics_.warn(
        display_, record.line, 0, "malformed-ranking-line",
        std::string("expected '") +
            (ranking.scored ? "questionID<TAB>UID<TAB>score" : "questionID<TAB>UID") + "', found " +
            std::to_string(record.fields.size()) + " field(s)" +
            (ranking.scored && record.fields.size() == 3 ? " with a score that is not a number"
                                                         : "") +
            "; line skipped");
    ++ranking.malformed;
    return "malformed";
  }
  const std::uint32_t id = intern_uid(ranking, uid, scratch_);
  auto& uids = lists_(question);
  if (ranking.scored)
    scored_[std::string(question)].emplace_back(-*score, ranking.lines, id);
  else
    uids.push_back(id);
  return kLoaded;  // until a repeat of the UID for the question is found, in finish
}

void RankingLines::append(RankingLines& later) {
  Ranking& from = later.ranking_;
  const std::vector<RankedUidId> id = ranking_.uids.append(from.uids);
  for (const auto& question : from.question_order) {
    auto& uids = from.ranked[question];
    for (auto& u : uids) u = id[u].value;
    auto& into = question_entry(ranking_, question);
    if (into.empty())
      into.swap(uids);
    else
      into.insert(into.end(), uids.begin(), uids.end());
  }
  for (auto& [question, lines] : later.scored_) {
    auto& into = scored_[question];
    for (auto [score, line, u] : lines)
      into.emplace_back(score, ranking_.lines + line, id[u].value);
  }
  ranking_.lines += from.lines;
  ranking_.malformed += from.malformed;
  if (later.widths_.size() > widths_.size()) widths_.resize(later.widths_.size());
  for (std::size_t w = 0; w < later.widths_.size(); ++w) widths_[w] += later.widths_[w];
  commas_ += later.commas_;
  lists_.forget();  // the last question seen is the later piece's
}

Ranking RankingLines::finish(core::InputAccount& account) {
  Ranking& ranking = ranking_;
  for (auto& [question, entries] : scored_) {
    std::sort(entries.begin(), entries.end());  // descending score, then file order
    auto& uids = ranking.ranked[question];
    for (const auto& e : entries) uids.push_back(std::get<2>(e));
  }
  if (ranking.lines == 0)
    throw core::InputError(
        display_ +
        ": error: expected ranking lines 'questionID<TAB>UID', found none (an empty file?)");
  if (ranking.malformed == ranking.lines)
    throw core::InputError(
        display_ + ": error: no usable ranking line: expected 'questionID<TAB>UID[<TAB>score]'; " +
        likely_cause(widths_, commas_, ranking.lines));
  keep_first_positions(ranking);
  account.loaded -= ranking.repeated;
  if (ranking.repeated > 0) account.skipped["repeated UID for the question"] += ranking.repeated;
  return std::move(ranking);
}

// Whether the file's first line that is not blank carries a score, as the line-by-line
// reader decides it.
bool first_line_scored(const std::filesystem::path& path, const std::string& display) {
  std::ifstream file = open_input(path);
  core::Diagnostics ignored;  // the real reading warns
  TsvReader reader(file, display, ignored);
  TsvRecord record;
  while (reader.next(record))
    if (!record.blank()) return record.fields.size() == 3 && parse_score(record.fields[2]);
  return false;
}

// One byte range of a ranking file, read on a thread of its own.
struct RankingPiece {
  ByteRange range;
  // Malformed lines, numbered from the piece's first line; any other warning (the text's own:
  // bytes, quotes, line ends) sends the file to the one-pass reader.
  core::Diagnostics diagnostics;
  std::unique_ptr<RankingLines> lines;
  core::InputAccount account;
};

// Reads `piece` unless another piece gave up; gives up itself (sets `give_up`) at the first
// warning about the text itself, which a reader from the start might word or count otherwise
// (some are given once per file).
void read_piece(const std::filesystem::path& path, const std::string& display, bool scored,
                RankingPiece& piece, std::atomic<bool>& give_up) {
  FileRangeBuffer bytes(path, piece.range.begin, piece.range.end);
  std::istream in(&bytes);
  piece.lines = std::make_unique<RankingLines>(display, piece.diagnostics);
  piece.lines->decide(scored);
  TsvReader reader(in, display, piece.diagnostics);
  TsvRecord record;
  for (std::size_t n = 0; reader.next(record); ++n) {
    count_record(piece.account, record.blank() ? "blank line" : piece.lines->add(record));
    if (piece.diagnostics.total() > piece.lines->malformed() || (n % 4096 == 0 && give_up.load())) {
      give_up = true;
      return;
    }
  }
  piece.account.lines_read = reader.lines_read();
}

// The pieces' warnings in file order, each line number counted from the file's start.
void add_piece_warnings(const std::vector<RankingPiece>& pieces, core::Diagnostics& diagnostics) {
  std::size_t lines_before = 0;
  for (const auto& piece : pieces) {
    for (core::Diagnostic d : piece.diagnostics.items()) {
      d.line += lines_before;
      diagnostics.add(std::move(d));
    }
    diagnostics.count_unstored(piece.diagnostics);
    lines_before += piece.account.lines_read;
  }
}

// The ranking read in `workers` byte ranges side by side, malformed lines warned about in
// file order; nothing when a range met a line that needs the one-pass reader (a warning
// about the text itself, a byte-order mark at a range's start).
std::optional<Ranking> read_in_pieces(const std::filesystem::path& path,
                                      const std::vector<ByteRange>& ranges,
                                      const std::string& display, core::Diagnostics& diagnostics,
                                      core::InputAccount& account) {
  const std::size_t workers = ranges.size();
  std::vector<RankingPiece> pieces(workers);
  for (std::size_t k = 0; k < workers; ++k) {
    pieces[k].range = ranges[k];
    pieces[k].account = {account.file, account.kind, 0, 0, {}};
  }
  const bool scored = first_line_scored(path, display);
  std::atomic<bool> give_up = false;
  std::vector<core::Task> tasks;
  for (auto& piece : pieces)
    tasks.push_back({"ranking piece", [&] { read_piece(path, display, scored, piece, give_up); }});
  core::run_tasks(tasks, workers);
  if (give_up) return std::nullopt;
  add_piece_warnings(pieces, diagnostics);
  for (std::size_t k = 1; k < workers; ++k) pieces[0].lines->append(*pieces[k].lines);
  for (const auto& piece : pieces) {
    account.lines_read += piece.account.lines_read;
    account.loaded += piece.account.loaded;
    for (const auto& [reason, count] : piece.account.skipped) account.skipped[reason] += count;
  }
  Ranking ranking = pieces[0].lines->finish(account);
  ranking.pieces = workers;
  return ranking;
}

}  // namespace

Ranking read_textgraphs_ranking(std::istream& in, const std::string& display,
                                core::Diagnostics& diagnostics, core::InputAccount& account) {
  TsvReader reader(in, display, diagnostics);
  RankingLines lines(display, diagnostics);
  read_accounted(reader, account, [&](const TsvRecord& record) { return lines.add(record); });
  return lines.finish(account);
}

Ranking read_textgraphs_ranking(const std::string& path, std::istream& in,
                                const std::string& display, core::Diagnostics& diagnostics,
                                core::InputAccount& account, std::size_t threads,
                                std::uint64_t pieces_from) {
  if (const auto ranges = line_ranges(path, threads, pieces_from); !ranges.empty())
    if (auto ranking = read_in_pieces(path, ranges, display, diagnostics, account))
      return std::move(*ranking);
  return read_textgraphs_ranking(in, display, diagnostics, account);
}

}  // namespace explgraph::load
