// WordNet's noun synsets (data.noun, wndb(5WN)) as a taxonomy.
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/line_reader.hpp"
#include "explgraph/load/taxonomy.hpp"

namespace explgraph::load {
namespace {

// A lemma as written (underscores as spaces), in its case.
std::string lemma_display(std::string_view lemma) {
  std::string out(lemma);
  for (char& c : out) c = c == '_' ? ' ' : c;
  return out;
}

// Reads whitespace-separated fields of a data line in order.
class Fields {
 public:
  explicit Fields(std::string_view line) : line_(line) {}
  std::string_view next() {
    while (at_ < line_.size() && line_[at_] == ' ') ++at_;
    const std::size_t start = at_;
    while (at_ < line_.size() && line_[at_] != ' ') ++at_;
    return line_.substr(start, at_ - start);
  }
  std::string_view rest() const { return line_.substr(std::min(at_, line_.size())); }

 private:
  std::string_view line_;
  std::size_t at_ = 0;
};

bool number(std::string_view text, unsigned long& value, int base) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

// An offset as data.noun writes it: eight digits.
std::string offset_text(unsigned long offset) {
  std::string digits = std::to_string(offset);
  return std::string(digits.size() < 8 ? 8 - digits.size() : 0, '0') + digits;
}

struct Pending {
  std::uint32_t child;
  unsigned long parent_offset;
  std::size_t line;
};

// The error of a data line that is not as wndb(5WN) describes it.
struct LineError {
  const std::string& source;
  std::size_t line;
  core::InputError operator()(const std::string& what) const {
    return core::InputError(core::located(source, line, 1,
                                          "expected " + what +
                                              " (WordNet's data.noun: offset lex_filenum n "
                                              "w_cnt words p_cnt pointers | gloss)"));
  }
};

// A new synset's empty lists, its words to be read.
void add_synset(Taxonomy& t, const std::string& line) {
  t.keys.emplace_back(line.substr(0, line.find(' ')));
  t.parents.emplace_back();
  t.children.emplace_back();
  t.synonyms.emplace_back();
  t.heads.emplace_back();
  t.short_names.emplace_back();
  t.articles.emplace_back();
}

// The synset's words: the first its name, the others its synonyms (each once).
void read_words(Fields& f, unsigned long words, Taxonomy& t, const LineError& bad) {
  for (unsigned long w = 0; w < words; ++w) {
    const std::string lemma = lemma_display(f.next());
    if (lemma.empty()) throw bad("a word");
    f.next();  // lex_id
    const std::string name = core::ascii_lower(lemma);
    auto& synonyms = t.synonyms.back();
    if (w == 0) {
      t.names.push_back(name);
      t.displays.push_back(lemma);
    } else if (name != t.names.back() &&
               std::none_of(synonyms.begin(), synonyms.end(),
                            [&](const Synonym& s) { return s.text == name; })) {
      synonyms.push_back({name, lemma, ""});
    }
  }
}

// The synset's noun hypernym pointers (@ and @i), kept until every synset is read.
void read_pointers(Fields& f, std::uint32_t id, const LineError& bad,
                   std::vector<Pending>& pending) {
  unsigned long pointers = 0;
  if (!number(f.next(), pointers, 10) || pointers > 999) throw bad("a pointer count (0 to 999)");
  for (unsigned long p = 0; p < pointers; ++p) {
    const std::string_view symbol = f.next();
    unsigned long target = 0;
    if (!number(f.next(), target, 10)) throw bad("a pointer's synset offset");
    const std::string_view pos = f.next();
    f.next();  // source/target
    if ((symbol == "@" || symbol == "@i") && pos == "n") pending.push_back({id, target, bad.line});
  }
}

// The gloss after '|', up to its first example (';').
std::string gloss_of(std::string_view rest) {
  const auto bar = rest.find('|');
  const std::string_view gloss = bar == std::string_view::npos ? "" : rest.substr(bar + 1);
  return std::string(core::trim(gloss.substr(0, gloss.find(';'))));
}

// The hypernym edges, once every synset is known: a pointer to no synset, or to its own,
// is warned about and dropped.
void add_edges(Taxonomy& t, const std::unordered_map<unsigned long, std::uint32_t>& node_of,
               const std::vector<Pending>& pending, core::Diagnostics& warnings) {
  for (const auto& p : pending) {
    const auto parent = node_of.find(p.parent_offset);
    if (parent == node_of.end())
      warnings.warn(t.source, p.line, 1, "wordnet-missing-synset",
                    core::quoted(t.names[p.child]) + "'s hypernym pointer names synset offset " +
                        offset_text(p.parent_offset) +
                        ", which no line defines (a truncated or mixed "
                        "data.noun?); that edge is dropped");
    else if (parent->second == p.child) {
      ++t.self_loops_dropped;
      warnings.warn(t.source, p.line, 1, "taxonomy-self-loop",
                    core::quoted(t.names[p.child]) +
                        "'s hypernym pointer names its own synset; that edge is dropped");
    } else
      t.edges.push_back({p.child, parent->second, ""});
  }
}

}  // namespace

Taxonomy read_wordnet(const std::string& dir, core::Diagnostics& warnings) {
  InputFile in(dir + "/data.noun");
  return read_wordnet_nouns(in.stream(), in.name(), warnings);
}

Taxonomy read_wordnet_nouns(std::istream& in, const std::string& display,
                            core::Diagnostics& warnings) {
  Taxonomy t;
  t.source = display;
  t.wordnet = true;
  std::unordered_map<unsigned long, std::uint32_t> node_of;
  std::vector<Pending> pending;
  std::string line;
  std::size_t line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty() || line[0] == ' ') continue;  // the licence at the top
    const LineError bad{t.source, line_number};
    Fields f(line);
    unsigned long offset = 0, words = 0;
    if (!number(f.next(), offset, 10)) throw bad("a synset offset");
    f.next();  // lex_filenum
    f.next();  // ss_type
    // Two hexadecimal digits and three decimal ones, as wndb(5WN) has them: a corrupt count
    // must not make the loops below run for ever.
    if (!number(f.next(), words, 16) || words == 0 || words > 0xff)
      throw bad("a word count (two hexadecimal digits)");
    const auto id = static_cast<std::uint32_t>(t.names.size());
    if (const auto [at, added] = node_of.try_emplace(offset, id); !added) {
      warnings.warn(t.source, line_number, 1, "wordnet-repeated-offset",
                    "synset offset " + offset_text(offset) + " is defined again (first at " +
                        t.keys[at->second] + "); this line is dropped");
      continue;
    }
    add_synset(t, line);
    read_words(f, words, t, bad);
    read_pointers(f, id, bad, pending);
    t.glosses.push_back(gloss_of(f.rest()));
  }
  if (t.names.empty())
    throw core::InputError(t.source + ": error: expected WordNet noun synsets, found none");
  add_edges(t, node_of, pending, warnings);
  break_cycles(t, warnings);
  return t;
}

PartsOfSpeech read_wordnet_parts_of_speech(const std::string& dir) {
  PartsOfSpeech parts;
  for (const auto& [file, part] :
       {std::pair{"index.verb", kVerb}, std::pair{"index.adj", kAdjective},
        std::pair{"index.adv", kAdverb}}) {
    const std::string path = dir + "/" + file;
    if (!std::filesystem::exists(path))
      throw core::InputError(path + ": error: expected WordNet's " + file +
                             " beside its data.noun (parts of speech keep a synonym question's "
                             "choices of one form), found no such file; Debian's wordnet-base "
                             "installs both");
    InputFile in(path);
    // An empty or licence-only file would turn the rule off as silently as a missing one.
    if (read_wordnet_index(in.stream(), in.name(), part, parts) == 0)
      throw core::InputError(path + ": error: expected WordNet's " + file +
                             " beside its data.noun (parts of speech keep a synonym question's "
                             "choices of one form), found no index line in it (an empty or "
                             "truncated copy?); Debian's wordnet-base installs it whole");
  }
  return parts;
}

std::size_t read_wordnet_index(std::istream& in, const std::string& display, PartOfSpeech part,
                               PartsOfSpeech& into) {
  std::size_t read = 0;
  const char letter = part == kNoun ? 'n' : part == kVerb ? 'v' : part == kAdjective ? 'a' : 'r';
  LineReader lines(in, display);
  std::string_view line;
  while (lines.next(line)) {
    if (line.empty() || line[0] == ' ') continue;  // the licence at the top
    Fields f(line);
    const std::string_view lemma = f.next(), pos = f.next();
    // Every line names its part of speech second: another file under this name (a data
    // file, a binary) is refused, not read as words.
    if (pos.size() != 1 || pos[0] != letter)
      throw core::InputError(core::located(
          display, lines.number(),
          pos.empty() ? line.size() + 1 : static_cast<std::size_t>(pos.data() - line.data()) + 1,
          std::string("expected WordNet's index line (a lemma, then '") + letter + "'), found " +
              (pos.empty() ? std::string("the line's end") : core::quoted(pos.substr(0, 40))) +
              "; is this WordNet's index file?"));
    into[core::ascii_lower(lemma_display(lemma))] |= part;
    ++read;
  }
  return read;
}

}  // namespace explgraph::load
