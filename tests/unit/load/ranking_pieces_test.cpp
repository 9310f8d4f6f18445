// A ranking file or a TREC run read in byte ranges on several threads gives exactly what the
// line-by-line reader gives: the same ranking, line accounting, warnings and errors, whatever
// the number of pieces and wherever their boundaries fall.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/ranking.hpp"
#include "explgraph/load/trec.hpp"

using namespace explgraph;

namespace {

class TempFile {
 public:
  explicit TempFile(const std::string& text)
      : path_(std::filesystem::temp_directory_path() /
              ("explgraph-ranking-pieces-" + std::to_string(getpid()) + "-" +
               std::to_string(std::hash<std::string>()(text)))) {
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() { std::filesystem::remove(path_); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

struct Read {
  load::Ranking ranking;
  core::InputAccount account;
  std::vector<std::string> warnings;  // formatted, in order
  std::string error;                  // the InputError's message, if one was thrown
  std::size_t pieces() const { return ranking.pieces; }
};

// Reads `path` with `threads` threads and pieces from one byte on (threads 1: line by line).
Read read(const std::filesystem::path& path, std::size_t threads) {
  Read r;
  r.account = {"r.tsv", "ranking", 0, 0, {}};
  core::Diagnostics diagnostics;
  std::ifstream in(path, std::ios::binary);
  try {
    r.ranking = load::read_textgraphs_ranking(path.string(), in, "r.tsv", diagnostics, r.account,
                                              threads, 1);
  } catch (const core::InputError& e) {
    r.error = e.what();
  }
  for (const auto& d : diagnostics.items()) r.warnings.push_back(core::format_diagnostic(d));
  return r;
}

void require_same(const Read& a, const Read& b) {
  REQUIRE(a.error == b.error);
  CHECK(a.warnings == b.warnings);
  CHECK(a.account.lines_read == b.account.lines_read);
  CHECK(a.account.loaded == b.account.loaded);
  CHECK(a.account.skipped == b.account.skipped);
  CHECK(a.ranking.question_order == b.ranking.question_order);
  CHECK(a.ranking.ranked == b.ranking.ranked);
  CHECK(a.ranking.uids.texts() == b.ranking.uids.texts());
  CHECK(a.ranking.lines == b.ranking.lines);
  CHECK(a.ranking.repeated == b.ranking.repeated);
  CHECK(a.ranking.malformed == b.ranking.malformed);
  CHECK(a.ranking.scored == b.ranking.scored);
}

// How a file must be read when it may be split.
enum class Expect { kInPieces, kOnePass };

// Every number of pieces from 1 to 9 against the line-by-line reading of `text`;
// `read(path, threads)` reads it, `expect` says whether the pieces must really be read apart
// (so a test cannot pass by always falling back).
template <typename ReadFile>
auto check_every_split_by(const std::string& text, Expect expect, ReadFile read) {
  TempFile file(text);
  const auto one = read(file.path(), 1);
  CHECK(one.pieces() == 1);
  for (std::size_t threads = 2; threads <= 9; ++threads) {
    INFO("threads " << threads);
    const auto split = read(file.path(), threads);
    require_same(split, one);
    if (one.error.empty()) CHECK(split.pieces() == (expect == Expect::kInPieces ? threads : 1));
  }
  return one;
}

Read check_every_split(const std::string& text, Expect expect = Expect::kInPieces) {
  return check_every_split_by(text, expect, read);
}

// Questions whose lines run across any boundary, a question that comes back later, UIDs
// written in capitals and UIDs repeated for a question.
std::string plain_ranking() {
  std::ostringstream out;
  for (int q = 0; q < 40; ++q)
    for (int u = 0; u < 30; ++u)
      out << "Q" << (q % 7 == 3 ? 1 : q) << "\t" << (u % 5 == 0 ? "UID-" : "uid-")
          << (u * 7 + q) % 45 << "\n";
  return out.str();
}

struct RunRead {
  load::TrecRun run;
  std::vector<std::string> warnings;  // formatted, in order
  std::string error;                  // the InputError's message, if one was thrown
  std::size_t pieces() const { return run.pieces; }
};

// Reads `path` with `threads` threads and pieces from one byte on (threads 1: line by line).
RunRead read_run(const std::filesystem::path& path, std::size_t threads) {
  RunRead r;
  core::Diagnostics diagnostics;
  std::ifstream in(path, std::ios::binary);
  try {
    r.run = load::read_trec_run(path.string(), in, "r.run", diagnostics, threads, 1);
  } catch (const core::InputError& e) {
    r.error = e.what();
  }
  for (const auto& d : diagnostics.items()) r.warnings.push_back(core::format_diagnostic(d));
  return r;
}

// The run as text, query by query, each document with its score, in trec_order.
std::vector<std::string> listing(const load::TrecRun& run) {
  std::vector<std::string> lines;
  for (std::size_t q = 0; q < run.queries.size(); ++q)
    for (std::uint32_t i : load::trec_order(run, q)) {
      const auto& r = run.retrieved[q][i];
      std::ostringstream line;
      line.precision(17);
      line << run.queries[q] << ' ' << run.documents.text(load::TrecDocumentId(r.document)) << ' '
           << r.score;
      lines.push_back(line.str());
    }
  return lines;
}

void require_same(const RunRead& a, const RunRead& b) {
  REQUIRE(a.error == b.error);
  CHECK(a.warnings == b.warnings);
  CHECK(a.run.queries == b.run.queries);
  CHECK(a.run.documents.texts() == b.run.documents.texts());
  CHECK(listing(a.run) == listing(b.run));
  CHECK(a.run.tag == b.run.tag);
  CHECK(a.run.lines == b.run.lines);
  CHECK(a.run.repeated == b.run.repeated);
  CHECK(a.run.malformed == b.run.malformed);
}

RunRead check_run_split(const std::string& text, Expect expect = Expect::kInPieces) {
  return check_every_split_by(text, expect, read_run);
}

// Queries whose lines run across any boundary and a query that comes back later (with other
// documents: a document retrieved again is warned about), scores with ties and decimals,
// fields apart by spaces, tabs and runs of them.
std::string plain_run(int first = 0) {
  std::ostringstream out;
  for (int q = first; q < first + 40; ++q)
    for (int d = 0; d < 30; ++d)
      out << "Q" << (q % 7 == 3 ? 1000 + q : q) << (d % 3 == 0 ? "\tQ0  " : " Q0 ") << "doc-"
          << (d * 7 + q) % 31 + (q % 7 == 3 ? 100 * q : 0) << " " << d + 1 << " "
          << (d % 4 == 0 ? "7" : std::to_string(30 - d) + ".25") << " tag" << (d == 5 ? " x" : "")
          << "\n";
  return out.str();
}

}  // namespace

TEST_CASE("a ranking read in pieces equals the line-by-line reading", "[load]") {
  SECTION("plain lines") {
    const Read one = check_every_split(plain_ranking());
    // The one-pass reading itself, as worked out independently (a Python transcription of
    // plain_ranking): 1,200 lines, 165 repeats, Q1 collecting the lines of Q3, Q10, …
    CHECK(one.ranking.lines == 1200);
    CHECK(one.ranking.repeated == 165);
    CHECK(one.ranking.question_order.size() == 34);
    CHECK(std::vector<std::string>(one.ranking.question_order.begin(),
                                   one.ranking.question_order.begin() + 5) ==
          std::vector<std::string>{"Q0", "Q1", "Q2", "Q4", "Q5"});
    const auto& q0 = one.ranking.ranked.at("Q0");
    REQUIRE(q0.size() == 30);
    CHECK(one.ranking.uids.text(load::RankedUidId(q0[0])) == "uid-0");
    CHECK(one.ranking.uids.text(load::RankedUidId(q0[1])) == "uid-7");
    CHECK(one.ranking.uids.text(load::RankedUidId(q0[2])) == "uid-14");
    CHECK(one.ranking.ranked.at("Q1").size() == 45);
  }
  SECTION("no line end at the end, CRLF line ends, blank lines") {
    std::string text = plain_ranking();
    text.pop_back();
    check_every_split(text);
    std::string crlf;
    for (char c : plain_ranking()) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    check_every_split(crlf);
    CHECK(check_every_split("\n\n" + plain_ranking() + "\n  \n\t\nQ9\tx\n")
              .account.skipped.at("blank line") == 5);
  }
  SECTION("scores: each question ranked by score, ties in file order") {
    std::ostringstream out;
    for (int line = 0; line < 600; ++line)
      out << "Q" << line % 4 << "\tu" << line % 37 << "\t" << (line * 13) % 9 << ".5\n";
    CHECK(check_every_split(out.str()).ranking.scored);
  }
  SECTION("quoted fields and UTF-8 are read alike") {
    check_every_split(plain_ranking() + "\"Q1\"\t\"uid-\"\"9\"\"\"\nQ1\tuid-é\n" + plain_ranking());
  }
  SECTION("malformed lines: read in pieces, warned about in file order with their lines") {
    const Read malformed = check_every_split(plain_ranking() + "Q1 uid-1\n" + plain_ranking() +
                                             "Q1\tuid-1\t0.5\n" + plain_ranking());
    REQUIRE(malformed.warnings.size() == 2);
    CHECK(malformed.warnings[0].rfind("r.tsv:1201:", 0) == 0);
    CHECK(malformed.warnings[1].rfind("r.tsv:2402:", 0) == 0);
  }
  SECTION("what the text itself is warned about for: read in one pass") {
    const auto one_pass = Expect::kOnePass;
    check_every_split(plain_ranking() + "Q1\tbad\xff\n" + plain_ranking(), one_pass);
    check_every_split(plain_ranking() + "Q1\tuid-1\rQ2\tuid-2\n" + plain_ranking(), one_pass);
  }
  SECTION("a byte-order mark where a piece starts: read in one pass") {
    // Two pieces split the file at the first line starting in its second half: the line
    // after "Q0<TAB>u", which starts with the mark (a piece's reader would drop it silently;
    // the line-by-line reader warns).
    const std::string half = plain_ranking();
    TempFile file(half + "Q0\tu\n" + "\xEF\xBB\xBF" + half);
    const Read one = read(file.path(), 1), two = read(file.path(), 2);
    require_same(two, one);
    CHECK(two.ranking.pieces == 1);
    REQUIRE(one.warnings.size() == 1);
    CHECK(one.warnings[0].find("[bom-in-middle]") != std::string::npos);
  }
  SECTION("nothing usable is the same error") {
    CHECK_FALSE(check_every_split("\n\n \n").error.empty());
    CHECK_FALSE(check_every_split("a,b\nc,d\n", Expect::kOnePass).error.empty());
  }
}

TEST_CASE("a TREC run read in pieces equals the line-by-line reading", "[load]") {
  SECTION("plain lines") {
    const RunRead one = check_run_split(plain_run());
    CHECK(one.run.lines == 1200);
    CHECK(one.run.repeated == 0);
    CHECK(one.run.tag == "tag");
    CHECK(one.run.queries.size() == 40);
    CHECK(one.warnings.empty());
  }
  SECTION("comments, blank lines, no line end at the end, a query coming back") {
    std::string text = "# a run\n\n" + plain_run() + "  \n#x\n" + plain_run(40);
    text += "Q0 Q0 doc-99 1 0.5 tag";
    const RunRead one = check_run_split(text);
    CHECK(one.run.lines == 2401);
  }
  SECTION("a document retrieved again, within a piece or across: read in one pass") {
    const RunRead again =
        check_run_split(plain_run() + "Q0 Q0 doc-0 1 2 tag\n" + plain_run(40), Expect::kOnePass);
    REQUIRE(again.warnings.size() == 1);
    CHECK(again.warnings[0].rfind("r.run:1201:", 0) == 0);
    CHECK(again.run.repeated == 1);
  }
  SECTION("malformed lines, CR line ends, quotes, bytes that are not UTF-8: one pass") {
    const auto one_pass = Expect::kOnePass;
    check_run_split(plain_run() + "Q1 Q0 d 1 nan tag\n" + plain_run(40), one_pass);
    check_run_split(plain_run() + "Q1 Q0 d 1\n" + plain_run(40), one_pass);
    check_run_split(plain_run() + "Q1 Q0 d\xff 1 2 tag\n" + plain_run(40), one_pass);
    std::string crlf;
    for (char c : plain_run()) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    check_run_split(crlf);  // CRLF is no warning: read in pieces, each line carefully
    check_run_split(plain_run() + "Q1 Q0 \"d\" 1 2 tag\n" + plain_run(40));
  }
  SECTION("nothing usable is the same error") {
    CHECK_FALSE(check_run_split("\n# only\n \n").error.empty());
    CHECK_FALSE(check_run_split("a b c\nd e f\n", Expect::kOnePass).error.empty());
  }
}
