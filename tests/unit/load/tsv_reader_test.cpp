#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/load/tsv_reader.hpp"

using explgraph::core::Diagnostics;
using explgraph::load::TsvReader;
using explgraph::load::TsvRecord;

namespace {

struct Read {
  std::vector<std::vector<std::string>> lines;
  std::vector<std::size_t> numbers;
  Diagnostics diagnostics;
};

Read read_all(const std::string& text) {
  Read r;
  std::istringstream in(text);
  TsvReader reader(in, "t.tsv", r.diagnostics);
  TsvRecord record;
  while (reader.next(record)) {
    r.lines.emplace_back(record.fields.begin(), record.fields.end());
    r.numbers.push_back(record.line);
  }
  return r;
}

std::vector<std::string> codes(const Diagnostics& d) {
  std::vector<std::string> out;
  for (const auto& item : d.items()) out.push_back(item.code);
  return out;
}

// Texts of up to `most` pieces drawn from `alphabet`, the same texts for the same seed.
class RandomTexts {
 public:
  RandomTexts(std::vector<std::string> alphabet, std::uint64_t seed)
      : alphabet_(std::move(alphabet)), state_(seed) {}
  std::string next(std::uint64_t most) {
    std::string text;
    const auto pieces = draw() % most;
    for (std::uint64_t k = 0; k < pieces; ++k) text += alphabet_[draw() % alphabet_.size()];
    return text;
  }

 private:
  std::uint64_t draw() {
    return (state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL) >> 33;
  }
  std::vector<std::string> alphabet_;
  std::uint64_t state_;
};

}  // namespace

TEST_CASE("tsv: splits on tabs and keeps empty fields", "[load]") {
  auto r = read_all("a\tb\t\tc\n");
  REQUIRE(r.lines.size() == 1);
  CHECK(r.lines[0] == std::vector<std::string>{"a", "b", "", "c"});
  CHECK(r.diagnostics.items().empty());
}

TEST_CASE("tsv: unquotes fields and unescapes doubled quotes", "[load]") {
  auto r = read_all("\"say \"\"hi\"\"\"\t\"a\tb\"\tplain \"quote\"\n");
  REQUIRE(r.lines.size() == 1);
  CHECK(r.lines[0] == std::vector<std::string>{"say \"hi\"", "a\tb", "plain \"quote\""});
}

TEST_CASE("tsv: CRLF and LF and lone CR all end lines and a final newline adds no line", "[load]") {
  auto r = read_all("a\r\nb\nc\rd\n");
  CHECK(r.lines == std::vector<std::vector<std::string>>{{"a"}, {"b"}, {"c"}, {"d"}});
  CHECK(r.numbers == std::vector<std::size_t>{1, 2, 3, 4});
  CHECK(codes(r.diagnostics) == std::vector<std::string>{"lone-cr"});
  CHECK(r.diagnostics.items()[0].line == 3);
}

TEST_CASE("tsv: drops a leading BOM silently and a later one with a warning", "[load]") {
  auto r = read_all("\xEF\xBB\xBFid\nx\xEF\xBB\xBFy\n");
  CHECK(r.lines == std::vector<std::vector<std::string>>{{"id"}, {"xy"}});
  REQUIRE(codes(r.diagnostics) == std::vector<std::string>{"bom-in-middle"});
  CHECK(r.diagnostics.items()[0].line == 2);
  CHECK(r.diagnostics.items()[0].column == 2);
}

TEST_CASE("tsv: replaces invalid UTF-8 and drops NUL bytes and naming line and column", "[load]") {
  auto r = read_all(std::string("ok\nab\xE9z\nn\0ul\n", 13));
  REQUIRE(r.lines.size() == 3);
  CHECK(r.lines[1][0] == "ab\xEF\xBF\xBDz");
  CHECK(r.lines[2][0] == "nul");
  REQUIRE(codes(r.diagnostics) == std::vector<std::string>{"invalid-utf8", "nul-byte"});
  CHECK(r.diagnostics.items()[0].line == 2);
  CHECK(r.diagnostics.items()[0].column == 3);
  CHECK(r.diagnostics.items()[1].line == 3);
}

TEST_CASE("tsv: a quote that does not close before a tab is read literally", "[load]") {
  auto r = read_all("\"open\tnext\n\"x\"y\tz\n");
  CHECK(r.lines[0] == std::vector<std::string>{"\"open", "next"});
  CHECK(r.lines[1] == std::vector<std::string>{"\"x\"y", "z"});
  CHECK(codes(r.diagnostics) == std::vector<std::string>{"stray-quote", "stray-quote"});
}

TEST_CASE("tsv: an empty input has no lines", "[load]") {
  auto r = read_all("");
  CHECK(r.lines.empty());
}

TEST_CASE("tsv: valid multi-byte UTF-8 passes untouched", "[load]") {
  auto r = read_all("caf\xC3\xA9\t\xE2\x80\x99\t\xF0\x9F\x8C\xB3\n");
  CHECK(r.lines[0] == std::vector<std::string>{"caf\xC3\xA9", "\xE2\x80\x99", "\xF0\x9F\x8C\xB3"});
  CHECK(r.diagnostics.items().empty());
}

namespace {

// Reads through a stream that cannot tell its size (like a pipe), so the reader's window
// meets every boundary as it comes.
class PipeBuffer : public std::stringbuf {
 public:
  explicit PipeBuffer(const std::string& s) : std::stringbuf(s) {}

 protected:
  pos_type seekoff(off_type, std::ios_base::seekdir, std::ios_base::openmode) override {
    return pos_type(off_type(-1));
  }
};

}  // namespace

TEST_CASE("tsv: lines across the reader's window boundaries read as in one piece", "[load]") {
  constexpr std::size_t kWindow = std::size_t{1} << 20;
  // Every place a boundary can fall: inside a field, on a tab, between CR and LF, right
  // after a lone CR, and a line longer than the window.
  for (std::size_t shift : {0, 1, 2, 3, 5, 9}) {
    std::string text(kWindow - 5 - shift, 'x');
    text += "\tab\r\ncd\tef\rgh\n" + std::string(3 * kWindow, 'y') + "\tz\nlast";
    std::vector<std::vector<std::string>> want = {{std::string(kWindow - 5 - shift, 'x'), "ab"},
                                                  {"cd", "ef"},
                                                  {"gh"},
                                                  {std::string(3 * kWindow, 'y'), "z"},
                                                  {"last"}};
    for (bool pipe : {false, true}) {
      CAPTURE(shift, pipe);
      PipeBuffer buffer(text);
      std::istringstream file(text);
      std::istream piped(&buffer);
      Diagnostics diagnostics;
      TsvReader reader(pipe ? piped : static_cast<std::istream&>(file), "t.tsv", diagnostics);
      CHECK(reader.lines_remaining() >= 1);
      TsvRecord record;
      std::vector<std::vector<std::string>> got;
      std::vector<std::size_t> numbers;
      while (reader.next(record)) {
        got.emplace_back(record.fields.begin(), record.fields.end());
        numbers.push_back(record.line);
      }
      CHECK(got == want);
      CHECK(numbers == std::vector<std::size_t>{1, 2, 3, 4, 5});
      REQUIRE(diagnostics.items().size() == 1);  // the lone CR after "ef", once
      CHECK(diagnostics.items()[0].code == "lone-cr");
      CHECK(diagnostics.items()[0].line == 2);
    }
  }
}

TEST_CASE("tsv: a byte that needs care is seen at every offset of the block-wide scan", "[load]") {
  // The common line is scanned sixteen bytes at a time; a quote, CR, NUL or non-ASCII byte at
  // any offset of the first three blocks must still send it to the careful path, and a tab
  // anywhere must split it.
  for (std::size_t before = 0; before < 50; ++before) {
    const std::string pad(before, 'a');
    INFO("bytes before: " << before);
    auto tabs = read_all(pad + "\t" + pad + "b\tc\n");
    CHECK(tabs.lines == std::vector<std::vector<std::string>>{{pad, pad + "b", "c"}});
    auto quoted = read_all(pad + "\t\"x\ty\"\tz\n");  // a tab inside quotes does not split
    CHECK(quoted.lines == std::vector<std::vector<std::string>>{{pad, "x\ty", "z"}});
    auto cr = read_all(pad + "\r\n" + pad + "\rq\n");
    CHECK(cr.lines == std::vector<std::vector<std::string>>{{pad}, {pad}, {"q"}});
    auto nul = read_all(pad + std::string(1, '\0') + "n\tm\n");
    CHECK(nul.lines == std::vector<std::vector<std::string>>{{pad + "n", "m"}});
    auto latin1 = read_all(pad + "\xE9\tm\n");
    CHECK(latin1.lines == std::vector<std::vector<std::string>>{{pad + "\xEF\xBF\xBD", "m"}});
  }
}

// Plain ASCII lines, control bytes among them, read by the one-pass path (a block at a
// time, stopping at control bytes, only tabs and LF among them mattering) as a plain split
// at LF and then at tabs reads them.
TEST_CASE("tsv: plain lines with control bytes split as a byte-by-byte split does", "[load]") {
  RandomTexts texts({"a", "bc", "7", " ", "!", "#", "\t", "\t\t", "\x01", "\x08", "\v", "\f",
                     "\x0e", "\x1f", "\x7f", "\n", "0123456789abcdef"},
                    7);
  for (int round = 0; round < 400; ++round) {
    const std::string text = texts.next(120);
    std::vector<std::vector<std::string>> want;
    for (std::size_t at = 0; at < text.size();) {  // each line, split at its tabs
      const std::size_t end = std::min(text.find('\n', at), text.size());
      want.emplace_back();
      for (std::size_t field = at;;) {
        const std::size_t tab = std::min(text.find('\t', field), end);
        want.back().push_back(text.substr(field, tab - field));
        if (tab == end) break;
        field = tab + 1;
      }
      at = end + 1;
    }
    INFO(text);
    const Read got = read_all(text);
    CHECK(got.lines == want);
    CHECK(got.diagnostics.total() == 0);
  }
}

// trec_eval's files: the words between runs of whitespace. The one-pass path (a block at a
// time) must split every line as the careful path does: the tab-separated fields (quotes
// read, bytes sanitised) split again by append_words, a plain loop over the bytes.
TEST_CASE("tsv: whitespace separators give each tab field's words", "[load]") {
  RandomTexts texts({"a", "b", "7", ".", "#", " ", " ", "  ", "\t", "\v", "\f", "\x01", "\"",
                     "\xc3\xa9", "\xff", "\r\n", "\r", "\n", "\n"},
                    42);
  for (int round = 0; round < 400; ++round) {
    const std::string text = texts.next(200);
    Diagnostics tab_diagnostics, word_diagnostics;
    std::istringstream tab_in(text), word_in(text);
    TsvReader tabs(tab_in, "t", tab_diagnostics);
    TsvReader words(word_in, "t", word_diagnostics, TsvReader::Separators::whitespace);
    TsvRecord by_tab, by_word;
    INFO(text);
    while (tabs.next(by_tab)) {
      REQUIRE(words.next(by_word));
      std::vector<std::string_view> expected;
      for (auto field : by_tab.fields) explgraph::load::append_words(field, expected);
      CHECK(by_word.line == by_tab.line);
      REQUIRE(std::vector<std::string>(by_word.fields.begin(), by_word.fields.end()) ==
              std::vector<std::string>(expected.begin(), expected.end()));
      CHECK(by_word.columns.empty());
    }
    CHECK_FALSE(words.next(by_word));
    CHECK(word_diagnostics.total() == tab_diagnostics.total());
  }
  Diagnostics d;
  std::istringstream in("q0 Q0\tdoc-1  1 \v2.5 run\n\n  \t \nx\n");
  TsvReader reader(in, "t", d, TsvReader::Separators::whitespace);
  TsvRecord record;
  REQUIRE(reader.next(record));
  CHECK(std::vector<std::string>(record.fields.begin(), record.fields.end()) ==
        std::vector<std::string>{"q0", "Q0", "doc-1", "1", "2.5", "run"});
  REQUIRE(reader.next(record));
  CHECK(record.fields.empty());  // a blank line has no word
  REQUIRE(reader.next(record));
  CHECK(record.fields.empty());
  REQUIRE(reader.next(record));
  CHECK(record.line == 4);
}
