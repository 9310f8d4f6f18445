#include "explgraph/load/trec.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/parallel.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
namespace {

bool is_comment(const std::vector<std::string_view>& fields) {
  return !fields.empty() && fields[0].front() == '#';
}

template <typename Number>
bool parse_number(std::string_view text, Number& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

// What unusable lines look like, to name the likely mistake: lines by number of fields.
std::string shapes_of(const std::vector<std::size_t>& widths, std::size_t lines) {
  std::string shapes;
  for (std::size_t fields = 0; fields < widths.size(); ++fields)
    if (widths[fields] > 0)
      shapes += (shapes.empty() ? "" : ", ") + std::to_string(widths[fields]) + " with " +
                std::to_string(fields) + " field(s)";
  return "of " + std::to_string(lines) + " lines, " + shapes;
}

void count_width(std::vector<std::size_t>& widths, std::size_t fields) {
  if (fields >= widths.size()) widths.resize(fields + 1);
  ++widths[fields];
}

// The index of `query` in `queries`, added when new; the last query is kept at hand, as
// both formats list a query's lines together.
class QueryIndex {
 public:
  explicit QueryIndex(std::vector<std::string>& queries) : queries_(queries) {}
  // The query's index, and whether it was new.
  std::pair<std::size_t, bool> operator()(std::string_view query) {
    if (last_ < queries_.size() && queries_[last_] == query) return {last_, false};
    auto [it, added] = index_.try_emplace(std::string(query), queries_.size());
    if (added) queries_.emplace_back(query);
    last_ = it->second;
    return {last_, added};
  }

 private:
  std::vector<std::string>& queries_;
  std::unordered_map<std::string, std::size_t> index_;
  std::size_t last_ = SIZE_MAX;
};

// Whether a query retrieves a document again. Runs list a query's lines together: while they
// do, one stamp per document answers (the query's index + 1). A query whose lines resume
// after another's moves, once, to a set of (query, document) pairs, so interleaved queries
// cost one hash look-up per line, never a rescan.
class RepeatCheck {
 public:
  bool repeated(const TrecRun& run, std::size_t query, std::uint32_t document) {
    if (query != current_) {
      if (query < run.retrieved.size() && !run.retrieved[query].empty() && !in_set(query)) {
        if (query >= resumed_.size()) resumed_.resize(query + 1, false);
        resumed_[query] = true;
        for (const auto& r : run.retrieved[query]) pairs_.insert(key(query, r.document));
      }
      current_ = query;
    }
    if (in_set(query)) return !pairs_.insert(key(query, document)).second;
    if (document >= stamp_.size()) stamp_.resize(document + 1, 0);
    if (stamp_[document] == query + 1) return true;
    stamp_[document] = query + 1;
    return false;
  }

 private:
  static std::uint64_t key(std::size_t query, std::uint32_t document) {
    return (static_cast<std::uint64_t>(query) << 32) | document;
  }
  bool in_set(std::size_t query) const { return query < resumed_.size() && resumed_[query]; }

  std::size_t current_ = SIZE_MAX;
  std::vector<std::size_t> stamp_;  // by document
  std::vector<bool> resumed_;       // by query: checked through `pairs_`
  std::unordered_set<std::uint64_t> pairs_;
};

// The lines of a TREC file that count: split at whitespace, blank lines and '#' comments
// skipped; how many fields the unusable lines had, to name the likely mistake when none is
// usable.
class TrecLines {
 public:
  TrecLines(std::istream& in, const std::string& display, core::Diagnostics& diagnostics)
      : reader_(in, display, diagnostics, TsvReader::Separators::whitespace) {}
  bool next() {
    while (reader_.next(record_)) {
      if (record_.fields.empty() || is_comment(record_.fields)) continue;
      ++lines_;
      return true;
    }
    return false;
  }
  const std::vector<std::string_view>& fields() const { return record_.fields; }
  void count_unusable() { count_width(widths_, record_.fields.size()); }
  std::size_t line() const { return record_.line; }
  std::size_t lines() const { return lines_; }
  // What the lines looked like, when none was usable.
  std::string shapes() const { return shapes_of(widths_, lines_); }
  // Whether most lines (none usable) have `fields` fields.
  bool mostly(std::size_t fields) const {
    return fields < widths_.size() && widths_[fields] * 2 > lines_;
  }

 private:
  TsvReader reader_;
  TsvRecord record_;
  std::vector<std::size_t> widths_;  // of the unusable lines
  std::size_t lines_ = 0;
};

}  // namespace

Qrels read_qrels(std::istream& in, const std::string& display, core::Diagnostics& diagnostics) {
  Qrels qrels;
  qrels.name = display;
  TrecLines lines(in, display, diagnostics);
  QueryIndex index(qrels.queries);
  std::vector<std::unordered_map<std::string, std::size_t>> judged;  // by query: docid -> line
  while (lines.next()) {
    const auto& fields = lines.fields();
    long grade = 0;
    if (fields.size() != 4 || !parse_number(fields[3], grade)) {
      lines.count_unusable();
      diagnostics.warn(display, lines.line(), 0, "malformed-qrels-line",
                       "expected 'qid iter docid grade' (four fields, the grade an integer), "
                       "found " +
                           std::to_string(fields.size()) + " field(s)" +
                           (fields.size() == 4 ? " with a grade that is not an integer" : "") +
                           "; line skipped");
      ++qrels.malformed;
      continue;
    }
    auto [q, added] = index(fields[0]);
    if (added) qrels.judgments.emplace_back(), judged.emplace_back();
    auto [seen, first] = judged[q].try_emplace(std::string(fields[2]), lines.line());
    if (!first) {
      diagnostics.warn(display, lines.line(), 0, "repeated-judgment",
                       "query " + core::quoted(fields[0]) + " judges " + core::quoted(fields[2]) +
                           " again (first on line " + std::to_string(seen->second) +
                           "); the first grade is kept (trec_eval refuses such a file)");
      ++qrels.repeated;
      continue;
    }
    qrels.judgments[q].push_back({std::string(fields[2]), grade});
  }
  qrels.lines = lines.lines();
  if (qrels.lines == 0)
    throw core::InputError(display +
                           ": error: expected qrels lines 'qid iter docid "
                           "grade', found none (an empty file?)");
  if (qrels.malformed == qrels.lines)
    throw core::InputError(
        display + ": error: no usable qrels line: expected 'qid iter docid grade'; " +
        lines.shapes() + (lines.mostly(6) ? "; is it a run? give runs with --ranking" : ""));
  return qrels;
}

void check_trec_field(std::string_view value, const std::string& what, const std::string& where,
                      const std::string& remedy) {
  if (!value.empty() && value.find_first_of(" \t\r\n\v\f") == std::string_view::npos) return;
  throw core::InputError(where + ": error: the " + what + " " + core::quoted(value) +
                         (value.empty() ? " is empty" : " holds white space") +
                         ", which no field of a TREC file can hold (trec_eval splits its lines at "
                         "white space, and would refuse the file); " +
                         remedy);
}

bool looks_like_trec_run(std::string_view line) {
  std::vector<std::string_view> fields;
  append_words(line, fields);
  // Six fields and a number where a run has one: the score (what the reader needs of every
  // line), or the rank (so that a first line whose score is "nan" is a run whose line the
  // reader warns of). The reader does not read the rank (trec_eval orders by score): a '-'
  // there, on the first line as on any other, is a run's.
  double number = 0;
  return fields.size() >= 6 &&
         (core::parse_finite(fields[4], number) || core::parse_finite(fields[3], number));
}

bool looks_like_qrels(std::string_view line) {
  std::vector<std::string_view> fields;
  append_words(line, fields);
  long grade = 0;
  return fields.size() == 4 && parse_number(fields[3], grade);
}

namespace {

// Adds the run lines of `in` to `run`, warning of each line skipped; `keep_going()` is asked
// every 4096 lines whether to read on. Returns what the lines looked like, for the error
// when none was usable.
template <typename KeepGoing>
std::string add_run_lines(std::istream& in, const std::string& display,
                          core::Diagnostics& diagnostics, TrecRun& run, KeepGoing keep_going) {
  TrecLines lines(in, display, diagnostics);
  QueryIndex index(run.queries);
  RepeatCheck repeats;
  while (lines.next()) {
    if (lines.lines() % 4096 == 0 && !keep_going()) break;
    const auto& fields = lines.fields();
    const std::uint64_t hash = fields.size() > 2 ? run.documents.hash(fields[2]) : 0;
    if (fields.size() > 2) run.documents.prefetch(hash);  // read while the score is parsed
    double score = 0;
    if (fields.size() < 6 || !core::parse_finite(fields[4], score)) {
      lines.count_unusable();
      diagnostics.warn(display, lines.line(), 0, "malformed-run-line",
                       "expected 'qid Q0 docid rank score tag', found " +
                           std::to_string(fields.size()) + " field(s)" +
                           (fields.size() >= 6 ? " with a score that is not a number" : "") +
                           "; line skipped");
      ++run.malformed;
      continue;
    }
    if (run.tag.empty()) run.tag = fields[5];
    if (run.last_tag != fields[5]) run.last_tag.assign(fields[5]);  // the tag rarely changes
    auto [q, added] = index(fields[0]);
    if (added) {  // runs retrieve about as many documents for each query: room for as many
      const std::size_t before = run.retrieved.empty() ? 0 : run.retrieved.back().size();
      run.retrieved.emplace_back().reserve(before);
    }
    const std::uint32_t document = run.documents.intern(fields[2], hash).value;
    if (repeats.repeated(run, q, document)) {
      diagnostics.warn(display, lines.line(), 0, "repeated-document",
                       "query " + core::quoted(fields[0]) + " retrieves " +
                           core::quoted(fields[2]) +
                           " again; the first line kept (trec_eval refuses such a run)");
      ++run.repeated;
      continue;
    }
    run.retrieved[q].push_back({document, score});
  }
  run.lines = lines.lines();
  return lines.shapes();
}

void check_usable(const TrecRun& run, const std::string& display, const std::string& shapes) {
  if (run.lines == 0)
    throw core::InputError(
        display +
        ": error: expected run lines 'qid Q0 docid rank score tag', found none (an empty file?)");
  if (run.malformed == run.lines)
    throw core::InputError(
        display + ": error: no usable run line: expected 'qid Q0 docid rank score tag'; " + shapes);
}

// Appends `later`, the run read from the rest of the file, to `run`, as one reader of both
// would have read them. False when a query retrieves a document in both, which one reader
// warns of with its line number.
bool append_run(TrecRun& run, TrecRun& later) {
  const auto ids = run.documents.append(later.documents);
  std::unordered_map<std::string, std::size_t> index;
  for (std::size_t q = 0; q < run.queries.size(); ++q) index.emplace(run.queries[q], q);
  std::vector<std::size_t> stamp(run.documents.size(), SIZE_MAX);  // by document: a query
  for (std::size_t l = 0; l < later.queries.size(); ++l) {
    auto& retrieved = later.retrieved[l];
    for (auto& r : retrieved) r.document = ids[r.document].value;
    auto [it, added] = index.try_emplace(later.queries[l], run.queries.size());
    if (added) {  // as a rule: only a query whose lines a range boundary cuts is in both
      run.queries.push_back(std::move(later.queries[l]));
      run.retrieved.push_back(std::move(retrieved));
      continue;
    }
    auto& into = run.retrieved[it->second];
    for (const auto& r : into) stamp[r.document] = it->second;
    for (const auto& r : retrieved)
      if (stamp[r.document] == it->second) return false;
    into.insert(into.end(), retrieved.begin(), retrieved.end());
  }
  run.lines += later.lines;
  if (run.tag.empty()) run.tag = later.tag;
  if (!later.last_tag.empty()) run.last_tag = later.last_tag;
  return true;
}

// One byte range of a run file, read on a thread of its own.
struct RunPiece {
  ByteRange range;
  core::Diagnostics diagnostics;  // any warning sends the file to the one-pass reader
  TrecRun run;
};

// The run read in byte ranges side by side; nothing when a range met a line that would be
// warned about (only a reader from the start knows its line number) or a document retrieved
// again across ranges.
std::optional<TrecRun> read_run_in_pieces(const std::string& path,
                                          const std::vector<ByteRange>& ranges,
                                          const std::string& display) {
  std::vector<RunPiece> pieces(ranges.size());
  std::atomic<bool> give_up = false;
  std::vector<core::Task> tasks;
  for (std::size_t k = 0; k < ranges.size(); ++k)
    tasks.push_back({"run piece", [&, k] {
                       RunPiece& piece = pieces[k];
                       piece.range = ranges[k];
                       FileRangeBuffer bytes(path, piece.range.begin, piece.range.end);
                       std::istream in(&bytes);
                       add_run_lines(in, display, piece.diagnostics, piece.run, [&] {
                         if (piece.diagnostics.total() > 0) give_up = true;
                         return !give_up.load();
                       });
                       if (piece.diagnostics.total() > 0) give_up = true;
                     }});
  core::run_tasks(tasks, ranges.size());
  if (give_up) return std::nullopt;
  for (std::size_t k = 1; k < pieces.size(); ++k)
    if (!append_run(pieces[0].run, pieces[k].run)) return std::nullopt;
  return std::move(pieces[0].run);
}

}  // namespace

TrecRun read_trec_run(std::istream& in, const std::string& display,
                      core::Diagnostics& diagnostics) {
  TrecRun run;
  run.name = display;
  const std::string shapes = add_run_lines(in, display, diagnostics, run, [] { return true; });
  check_usable(run, display, shapes);
  rank_documents(run);
  return run;
}

TrecRun read_trec_run(const std::string& path, std::istream& in, const std::string& display,
                      core::Diagnostics& diagnostics, std::size_t threads,
                      std::uint64_t pieces_from) {
  if (const auto ranges = line_ranges(path, threads, pieces_from); !ranges.empty())
    if (auto run = read_run_in_pieces(path, ranges, display)) {
      run->name = display;
      run->pieces = ranges.size();
      check_usable(*run, display, "");  // no line was malformed (none warned): all is usable
                                        // unless there is no line
      rank_documents(*run);
      return std::move(*run);
    }
  return read_trec_run(in, display, diagnostics);
}

namespace {

// Per docid of `documents`: its place in bytewise (strcmp) order, which std::string's compare
// also uses (bytes as unsigned char).
std::vector<std::uint32_t> bytewise_ranks(const core::Vocabulary<TrecDocumentId>& documents) {
  std::vector<std::uint32_t> by_text(documents.size());
  std::iota(by_text.begin(), by_text.end(), 0);
  std::sort(by_text.begin(), by_text.end(), [&](std::uint32_t a, std::uint32_t b) {
    return documents.text(TrecDocumentId(a)) < documents.text(TrecDocumentId(b));
  });
  std::vector<std::uint32_t> ranks(by_text.size());
  for (std::uint32_t place = 0; place < by_text.size(); ++place) ranks[by_text[place]] = place;
  return ranks;
}

// Orders `n` positions of tied documents by docid, descending (`ranks`: per document, its
// place in bytewise order; distinct within a query, as its docids are).
void order_by_docid(const std::vector<TrecRun::Retrieved>& retrieved,
                    const std::vector<std::uint32_t>& ranks, std::uint32_t* positions,
                    std::size_t n) {
  const std::size_t documents = ranks.size();
  const auto rank_of = [&](std::uint32_t at) { return ranks[retrieved[at].document]; };
  if (std::is_sorted(positions, positions + n,
                     [&](std::uint32_t a, std::uint32_t b) { return rank_of(a) > rank_of(b); }))
    return;
  // A bitmap costs a word per 64 documents; sorting about log2(n) steps per position.
  if (documents / 64 < n * static_cast<std::size_t>(std::log2(n) + 1)) {
    thread_local std::vector<std::uint64_t> marked;  // all 0 between calls
    thread_local std::vector<std::uint32_t> at_rank;
    if (marked.size() != (documents + 63) / 64) marked.assign((documents + 63) / 64, 0);
    at_rank.resize(documents);
    std::size_t low = marked.size(), high = 0;  // the words marked: [low, high]
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t r = rank_of(positions[i]);
      marked[r / 64] |= std::uint64_t{1} << (r % 64);
      at_rank[r] = positions[i];
      low = std::min<std::size_t>(low, r / 64);
      high = std::max<std::size_t>(high, r / 64);
    }
    std::size_t out = 0;
    for (std::size_t w = high + 1; w-- > low;) {
      for (std::uint64_t bits = marked[w]; bits != 0;) {
        const int top = 63 - __builtin_clzll(bits);
        positions[out++] = at_rank[w * 64 + static_cast<std::size_t>(top)];
        bits &= ~(std::uint64_t{1} << top);
      }
      marked[w] = 0;
    }
    return;
  }
  thread_local std::vector<std::uint64_t> packed;  // rank high, position low
  packed.clear();
  for (std::size_t i = 0; i < n; ++i)
    packed.push_back(std::uint64_t{rank_of(positions[i])} << 32 | positions[i]);
  std::sort(packed.begin(), packed.end(), std::greater<>());
  for (std::size_t i = 0; i < n; ++i) positions[i] = static_cast<std::uint32_t>(packed[i]);
}

}  // namespace

void rank_documents(TrecRun& run) {
  run.document_ranks = bytewise_ranks(run.documents);
}

std::vector<std::uint32_t> falling_score_order(const std::vector<TrecRun::Retrieved>& retrieved) {
  std::vector<std::uint32_t> order(retrieved.size());
  std::iota(order.begin(), order.end(), 0);
  const auto higher = [&](std::uint32_t a, std::uint32_t b) {
    return retrieved[a].score > retrieved[b].score;
  };
  // Runs are mostly written by falling score already: checking costs one comparison a line.
  if (!std::is_sorted(order.begin(), order.end(), higher))
    std::stable_sort(order.begin(), order.end(), higher);
  return order;
}

std::vector<std::uint32_t> trec_order(const TrecRun& run, std::size_t query) {
  std::vector<std::uint32_t> made;  // a run built by hand: its docids ranked for this call
  if (run.document_ranks.size() != run.documents.size()) made = bytewise_ranks(run.documents);
  const auto& ranks = made.empty() ? run.document_ranks : made;
  const auto& retrieved = run.retrieved[query];
  std::vector<std::uint32_t> order = falling_score_order(retrieved);
  // Then each run of tied scores by docid, descending (comparing docids, or sorting positions
  // by their docids' ranks, was most of the time of a run whose scores tie, as rounded scores
  // do): a long run by marking its docids' ranks in a bitmap of the run's documents and reading
  // it from the top, a short one by sorting integers that pack rank and position.
  for (std::size_t from = 0; from < order.size();) {
    const double score = retrieved[order[from]].score;
    std::size_t to = from + 1;
    while (to < order.size() && retrieved[order[to]].score == score) ++to;
    if (to - from > 1) order_by_docid(retrieved, ranks, order.data() + from, to - from);
    from = to;
  }
  return order;
}

Ranking ranking_of(const TrecRun& run) {
  RankedLists lists;
  lists.reserve(run.queries.size());
  for (std::size_t q = 0; q < run.queries.size(); ++q) {
    std::vector<std::string> documents;
    for (std::uint32_t i : trec_order(run, q))
      documents.push_back(run.documents.text(TrecDocumentId(run.retrieved[q][i].document)));
    lists.emplace_back(run.queries[q], std::move(documents));
  }
  Ranking ranking = make_ranking(run.name, lists);
  ranking.lines = run.lines;
  ranking.repeated += run.repeated;  // and the UIDs that differed only in case
  ranking.malformed = run.malformed;
  ranking.scored = true;
  return ranking;
}

}  // namespace explgraph::load
