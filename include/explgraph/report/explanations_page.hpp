#pragma once
#include <ostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "explgraph/analyze/notable_explanations.hpp"
#include "explgraph/graph/explanation_graphs.hpp"
#include "explgraph/load/corpus.hpp"
#include "explgraph/text/normalizer.hpp"

namespace explgraph::report {

// One explanation drawn on the page (and as pictures/<file>.svg).
struct PicturedExplanation {
  std::string question;    // its distinct name: the id, "ID#2" for a second question with it
  core::QuestionId index;  // the question in the corpus
  std::string anchor;      // the element id on the page: "picture-" + file-safe name
  std::string file;        // "pictures/<file-safe name>.svg"
  std::string dot;         // the graph as `explgraph show --format dot` writes it
  std::string svg;         // a standalone SVG document, laid out by Graphviz (as `show` draws)
};

struct PictureGroup {
  std::string title, rule;
  std::vector<std::pair<std::size_t, std::string>> members;  // picture index, why it is here
};

// The report's "Explanations" page (explanations.html): the notable explanations drawn,
// and a box that finds any question of the corpus by id, reading every question's facts by
// hop from explanations.js beside the page.
struct ExplanationsPage {
  std::string show_command;  // "explgraph show ID <corpus options>" with ID as "{id}"
  std::vector<PictureGroup> groups;
  std::vector<PicturedExplanation> pictures;
  std::size_t too_large = 0, max_facts = 0;
  // Every kept question's id, as the report's tables write it, -> where the page shows it:
  // its picture, else the find box ("explanations.html#find=ID").
  std::unordered_map<std::string, std::string> links;
  std::string script;  // explanations.js: `explgraphCorpus({...})`, every kept question
};

// The page in three steps, the last two of which may run side by side (each fills its own
// part; `build_report` runs them as tasks): first the groups, the pictures as DOT (not yet
// laid out) and the links; then Graphviz lays each picture out (one at a time, the longest
// step on a small corpus); and the find box's data (`script`) is written. `names` are the
// corpus's distinct question names (load::distinct_question_names), computed once for both;
// `corpus_arguments` the options that load the same corpus again (for the page's
// `explgraph show` command lines).
ExplanationsPage choose_explanations(const load::Corpus& corpus,
                                     const std::vector<std::string>& names,
                                     const graph::ExplanationGraphs& graphs,
                                     const text::Normalizer& normalizer,
                                     const analyze::NotableExplanations& notable,
                                     const std::string& corpus_arguments);
void lay_out_pictures(ExplanationsPage& page);
void write_find_box_data(ExplanationsPage& page, const load::Corpus& corpus,
                         const std::vector<std::string>& names,
                         const graph::ExplanationGraphs& graphs);

// The page itself: `title` is the report's; `style` its style sheet, so the pages match.
void write_explanations_html(const ExplanationsPage& page, const std::string& title,
                             const std::string& style, std::ostream& out);

// A name made safe for a file name, a URL fragment and an HTML id: letters, digits, '_',
// '-' and '.' as they are; any other byte as "~" and two hex digits. At most
// kMostFileSafeBytes: a longer one is cut and ended with "-" and 16 hex digits of a hash
// of the whole name, so that names stay apart and "pictures/NAME.svg" stays a legal file name.
inline constexpr std::size_t kMostFileSafeBytes = 120;
std::string file_safe(const std::string& name);

// `text` percent-encoded for a URL fragment (RFC 3986 unreserved characters as they are).
std::string url_encoded(const std::string& text);

}  // namespace explgraph::report
