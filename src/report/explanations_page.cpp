#include "explgraph/report/explanations_page.hpp"

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/analyze/explanation_picture.hpp"
#include "explgraph/report/graphviz_svg.hpp"
#include "explgraph/report/json_text.hpp"
#include "explgraph/report/show_report.hpp"
#include "explgraph/report/xml_escape.hpp"

namespace explgraph::report {
namespace {

constexpr const char* kHex = "0123456789ABCDEF";

bool plain(unsigned char c) {
  return std::isalnum(c) || c == '_' || c == '-' || c == '.';
}

// Each row the explanations cite, once, in order of first citation: "uid":[text, table,
// category].
void append_facts(std::string& out, const load::Corpus& corpus) {
  const auto& store = corpus.tablestore;
  std::vector<bool> listed(store.rows.size(), false);
  bool first = true;
  for (const load::Question& q : corpus.questions)
    for (const auto& token : q.explanation) {
      if (!token.row.valid() || listed[token.row.value]) continue;
      listed[token.row.value] = true;
      const load::Row& row = store.rows[token.row.value];
      if (!first) out += ',';
      first = false;
      append_json_string(out, row.uid);
      out += ":[";
      append_json_string(out, row.text);
      out += ',';
      append_json_string(out, store.tables[row.table.value].name);
      out += ',';
      append_json_string(out, load::category_of(corpus, token.row));
      out += ']';
    }
}

// Per question [name, stem, answer, why Q/A are missing, facts, anchor], each fact [uid, hop,
// role].
void append_questions(std::string& out, const load::Corpus& corpus,
                      const graph::ExplanationGraphs& graphs, const std::vector<std::string>& names,
                      const std::unordered_map<std::uint32_t, std::string>& anchors) {
  const auto& store = corpus.tablestore;
  // Each row's index in the current question's g.facts, set and reset per question.
  std::vector<std::uint32_t> vertex_of_row(store.rows.size(), UINT32_MAX);
  std::unordered_set<std::string_view> seen;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const load::Question& q = corpus.questions[i];
    const graph::ExplanationGraph& g = graphs[core::QuestionId(i)];
    for (std::size_t f = 0; f < g.facts.size(); ++f)
      if (vertex_of_row[g.facts[f].value] == UINT32_MAX)  // the first, as a map's emplace
        vertex_of_row[g.facts[f].value] = static_cast<std::uint32_t>(f);
    out += i ? ",[" : "[";
    append_json_string(out, names[i]);
    out += ',';
    append_json_string(out, q.stem);
    out += ',';
    append_json_string(out, g.has_text ? q.answer_text() : "");
    out += ',';
    append_json_string(out, g.has_text ? "" : analyze::why_no_text(q));
    out += ",[";
    seen.clear();
    bool first = true;
    for (const auto& token : q.explanation) {
      if (!seen.insert(token.uid).second) continue;
      out += first ? "[" : ",[";
      first = false;
      if (!token.row.valid()) {
        append_json_string(out, token.uid);
        out += ",null,";
      } else {
        append_json_string(out, store.rows[token.row.value].uid);
        const std::uint32_t v = vertex_of_row[token.row.value];
        out += ',';
        out += g.has_text && v != UINT32_MAX ? std::to_string(g.hops[v]) : "null";
        out += ',';
      }
      append_json_string(out, token.role);
      out += ']';
    }
    for (const auto& fact : g.facts) vertex_of_row[fact.value] = UINT32_MAX;
    const auto anchor = anchors.find(i);
    out += "],";
    append_json_string(out, anchor == anchors.end() ? "" : anchor->second);
    out += ']';
  }
}

// The script's size, near enough to reserve it once: the texts it quotes and a little per
// field.
std::size_t script_size(const load::Corpus& corpus) {
  std::size_t size = 1024;
  for (const auto& row : corpus.tablestore.rows) size += row.uid.size() + row.text.size() + 48;
  for (const auto& q : corpus.questions)
    size += q.id.size() + q.stem.size() + (q.has_text() ? q.answer_text().size() : 0) + 64 +
            48 * q.explanation.size();
  return size;
}

// The find box's data, written as it goes (a document of every question would cost several
// times its text in memory): per kept question [name, stem, answer, why Q/A are missing (""
// when they are not), facts, picture anchor or ""], each fact [uid, hop, role] with hop -1
// for a fact no path reaches and null when Q and A are missing; `facts` maps each cited UID
// a table defines to [text, table, category]; `colours` each category's fill.
std::string search_script(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                          const std::vector<std::string>& names,
                          const std::unordered_map<std::uint32_t, std::string>& anchors) {
  std::string colours;
  for (const char* category : {"RET", "RET/LEX", "INSUPP", "COMPLEX", ""}) {
    if (!colours.empty()) colours += ',';
    append_json_string(colours, category);
    colours += ':';
    append_json_string(colours, category_colour(category));
  }
  // Written in place, in one buffer (tens of MB on a large corpus).
  std::string script;
  script.reserve(script_size(corpus));
  script += "explgraphCorpus({\"colours\":{";
  script += colours;
  script += "},\"facts\":{";
  append_facts(script, corpus);
  script += "},\"questions\":[";
  append_questions(script, corpus, graphs, names, anchors);
  script += "]});\n";
  return script;
}

// A standalone Graphviz SVG made fit to sit in the page: from its <svg> element on, its
// element ids prefixed with the picture's anchor (several graphs share one page). A wide
// graph is shrunk to the page's width, but never below 60% of its size, so its labels stay
// readable; wider than that, it scrolls sideways.
std::string inline_svg(const PicturedExplanation& p) {
  std::string svg = p.svg.substr(std::min(p.svg.size(), p.svg.find("<svg")));
  std::string out;
  out.reserve(svg.size() + 1024);
  const std::string id = " id=\"";
  for (std::size_t at = 0;;) {
    const std::size_t next = svg.find(id, at);
    out.append(svg, at, next == std::string::npos ? std::string::npos : next - at);
    if (next == std::string::npos) break;
    out += id + p.anchor + "-";
    at = next + id.size();
  }
  const auto width_at = out.find(" width=\"");
  const double width = width_at == std::string::npos
                           ? 0
                           : std::strtod(out.c_str() + width_at + 8, nullptr);  // points
  std::ostringstream style;
  style << "<svg class=\"picture\"";
  if (width > 0)
    style << " style=\"width: max(100%, " << static_cast<int>(width * 0.6)
          << "pt); max-width: " << static_cast<int>(width + 1) << "pt\"";
  return style.str() + out.substr(4);
}

constexpr const char* kPageStyle = R"(
.picture { max-width: none; height: auto; }
figure.explanation { border-top: 1px solid #e3e3e3; padding-top: 0.6rem; }
figure.explanation figcaption { font-size: 0.85rem; margin-bottom: 0.4rem; }
#find-form input { font-size: 1rem; padding: 0.2rem 0.4rem; width: 18rem; }
#found { margin: 0.8rem 0; } #found li { margin: 0.2rem 0; }
.swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border: 1px solid #999; margin-right: 0.3rem; vertical-align: middle; }
code.command { background: #f4f4f4; padding: 0.1rem 0.3rem; }
)";

// The find box: reads explanations.js (window.explgraphData) and shows the facts of the
// question named in the box or in the address (#find=ID) by hop; text is set with
// textContent only, so no corpus text is read as markup.
constexpr const char* kFindScript = R"JS(
(function () {
  var d = window.explgraphData, out = document.getElementById('found');
  var form = document.getElementById('find-form'), input = document.getElementById('find-id');
  if (!d) { out.textContent = 'explanations.js, beside this page, is needed to find a question.'; return; }
  var byName = new Map(), byLower = new Map();
  d.questions.forEach(function (q, i) {
    byName.set(q[0], i);
    var k = q[0].toLowerCase();
    byLower.set(k, byLower.has(k) ? -1 : i);
  });
  function add(parent, tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    parent.appendChild(e);
    return e;
  }
  function lookup(id) {
    if (byName.has(id)) return byName.get(id);
    var k = byLower.get(id.toLowerCase());
    return k === undefined || k < 0 ? -1 : k;
  }
  function shellWord(w) {
    return /^[A-Za-z0-9_\-.\/=:,+@%]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'";
  }
  function render(q) {
    add(out, 'h3', 'Question ' + q[0]);
    add(out, 'p', q[1]);
    if (q[2]) add(out, 'p', 'Answer: ' + q[2]);
    if (q[3]) add(out, 'p', 'No hops: ' + q[3] + '.', 'note');
    if (q[5]) { var p = add(out, 'p'); var a = add(p, 'a', 'See its picture below'); a.href = '#' + q[5]; }
    if (q[4].length === 0) add(out, 'p', 'The question has no explanation.');
    var hops = new Map();
    q[4].forEach(function (f) { var h = f[1] === null ? 'facts' : f[1]; if (!hops.has(h)) hops.set(h, []); hops.get(h).push(f); });
    Array.from(hops.keys()).sort(function (a, b) {
      if (a === b) return 0; if (a === -1 || a === 'facts') return 1; if (b === -1 || b === 'facts') return -1; return a - b;
    }).forEach(function (h) {
      add(out, 'h4', h === 'facts' ? 'Facts' : h === -1 ? 'Reached by no path' : 'Hop ' + h);
      var ul = add(out, 'ul');
      hops.get(h).forEach(function (f) {
        var li = add(ul, 'li'), fact = d.facts[f[0]];
        var sw = add(li, 'span', undefined, 'swatch');
        sw.style.background = d.colours[fact ? fact[2] : ''] || d.colours[''];
        add(li, 'code', f[0]);
        li.appendChild(document.createTextNode(' ' + (fact ? fact[0] : '(no table defines this UID)') + ' '));
        add(li, 'small', '(' + [fact ? fact[1] : '', fact ? fact[2] : '', f[2]].filter(Boolean).join(' · ') + ')');
      });
    });
    if (out.dataset.command) {
      var c = add(out, 'p', 'Draw it: ');
      add(c, 'code', out.dataset.command.replace('{id}', shellWord(q[0])), 'command');
    }
  }
  function show(id) {
    out.replaceChildren();
    var i = lookup(id);
    if (i >= 0) { render(d.questions[i]); return; }
    add(out, 'p', 'No question of the corpus has the id \u201c' + id + '\u201d.');
    var lower = id.toLowerCase(), near = [];
    for (var k = 0; k < d.questions.length && near.length < 10; ++k)
      if (lower && d.questions[k][0].toLowerCase().indexOf(lower) >= 0) near.push(d.questions[k][0]);
    if (near.length === 0) return;
    var p = add(out, 'p', 'Ids that contain it: ');
    near.forEach(function (n, k) {
      if (k) p.appendChild(document.createTextNode(', '));
      var a = add(p, 'a', n); a.href = '#find=' + encodeURIComponent(n);
    });
  }
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    location.hash = 'find=' + encodeURIComponent(input.value.trim());
  });
  function fromAddress() {
    if (location.hash.indexOf('#find=') !== 0) return;
    var id = decodeURIComponent(location.hash.slice(6));
    input.value = id;
    show(id);
    out.scrollIntoView();
  }
  window.addEventListener('hashchange', fromAddress);
  fromAddress();
})();
)JS";

}  // namespace

std::string file_safe(const std::string& name) {
  std::string out;
  for (unsigned char c : name) {
    if (plain(c)) {
      out += static_cast<char>(c);
      continue;
    }
    out += '~';
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  if (out.size() <= kMostFileSafeBytes) return out;
  // Too long for a file name (issue 42: 41 CJK characters are 369 bytes escaped, over the
  // file systems' 255): a prefix, cut between escapes, and the whole name's 64-bit FNV-1a.
  std::size_t cut = kMostFileSafeBytes - 17;
  while (cut > 0 && (out[cut - 1] == '~' || (cut > 1 && out[cut - 2] == '~'))) --cut;
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : name) hash = (hash ^ c) * 1099511628211ull;
  std::string tail = "-";
  for (int shift = 60; shift >= 0; shift -= 4) tail += kHex[(hash >> shift) & 15];
  return out.substr(0, cut) + tail;
}

std::string url_encoded(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (plain(c) || c == '~') {
      out += static_cast<char>(c);
      continue;
    }
    out += '%';
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  return out;
}

ExplanationsPage choose_explanations(const load::Corpus& corpus,
                                     const std::vector<std::string>& names,
                                     const graph::ExplanationGraphs& graphs,
                                     const text::Normalizer& normalizer,
                                     const analyze::NotableExplanations& notable,
                                     const std::string& corpus_arguments) {
  ExplanationsPage page;
  page.show_command =
      "explgraph show {id}" + (corpus_arguments.empty() ? "" : " " + corpus_arguments);
  page.too_large = notable.too_large;
  page.max_facts = notable.max_facts;
  std::unordered_map<std::uint32_t, std::size_t> drawn;  // corpus question -> picture
  std::unordered_set<std::string> file_names;
  ExplanationPictures pictures;
  for (const auto& group : notable.groups) {
    PictureGroup shown{group.title, group.rule, {}};
    for (std::size_t k = 0; k < group.questions.size(); ++k) {
      const core::QuestionId q = group.questions[k];
      auto [at, added] = drawn.try_emplace(q.value, page.pictures.size());
      if (added) {
        std::string safe = file_safe(names[q.value]);
        // Distinct names stay distinct unless shortened with the same hash: then numbered.
        for (std::size_t n = 2; !file_names.insert(safe).second; ++n)
          safe = file_safe(names[q.value]) + "-" + std::to_string(n);
        page.pictures.push_back(
            {names[q.value], q, "picture-" + safe, "pictures/" + safe + ".svg", "", ""});
        pictures.push_back(analyze::draw_explanation(corpus, graphs[q], normalizer, q));
        pictures.back().question = names[q.value];
      }
      shown.members.emplace_back(at->second, group.reasons[k]);
    }
    page.groups.push_back(std::move(shown));
  }
  auto dots = show_dot_graphs(pictures);
  for (std::size_t i = 0; i < dots.size(); ++i) page.pictures[i].dot = std::move(dots[i]);
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i) {
    const std::string& id = corpus.questions[i].id;
    if (page.links.count(id)) continue;  // a later question with the same id: "ID#2"
    const auto picture = drawn.find(i);
    page.links.emplace(
        id, "explanations.html#" + (picture != drawn.end() ? page.pictures[picture->second].anchor
                                                           : "find=" + url_encoded(id)));
  }
  return page;
}

void lay_out_pictures(ExplanationsPage& page) {
  for (auto& picture : page.pictures) picture.svg = dot_to_svg(picture.dot);
}

void write_find_box_data(ExplanationsPage& page, const load::Corpus& corpus,
                         const std::vector<std::string>& names,
                         const graph::ExplanationGraphs& graphs) {
  std::unordered_map<std::uint32_t, std::string> anchors;
  for (const auto& picture : page.pictures) anchors.emplace(picture.index.value, picture.anchor);
  page.script = search_script(corpus, graphs, names, anchors);
}

void write_explanations_html(const ExplanationsPage& page, const std::string& title,
                             const std::string& style, std::ostream& out) {
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><meta "
         "name=\"viewport\" content=\"width=device-width, initial-scale=1\"/><title>"
      << xml_escape("Explanations: " + title) << "</title><style>" << style << kPageStyle
      << "</style></head><body><header><h1>Explanations</h1><p><a href=\"index.html\">"
      << xml_escape(title) << "</a></p></header>"
      << "<p class=\"intro\">Explanation graphs as <code>explgraph show</code> draws them: the "
         "question (Q) and its correct answer (A) on top, each fact below them by its hops from Q "
         "and A, filled by knowledge category, dashed when no chain of shared words reaches it; "
         "each edge names the words the two texts share.</p>"
      << "<section id=\"find\"><h2>Find a question</h2><form id=\"find-form\"><label "
         "for=\"find-id\">Question id </label><input id=\"find-id\" name=\"id\" "
         "autocomplete=\"off\"/> <button type=\"submit\">Find</button></form><div "
         "id=\"found\" data-command=\""
      << xml_escape(page.show_command) << "\"></div></section><nav><ul>";
  for (std::size_t g = 0; g < page.groups.size(); ++g)
    out << "<li><a href=\"#group-" << g << "\">" << xml_escape(page.groups[g].title) << "</a></li>";
  out << "</ul></nav>";
  std::vector<bool> placed(page.pictures.size(), false);
  for (std::size_t g = 0; g < page.groups.size(); ++g) {
    const PictureGroup& group = page.groups[g];
    out << "<section id=\"group-" << g << "\"><h2>" << xml_escape(group.title)
        << "</h2><p class=\"intro\">" << xml_escape(group.rule) << "</p>";
    if (group.members.empty()) out << "<p>(none in this corpus)</p>";
    for (const auto& [index, reason] : group.members) {
      const PicturedExplanation& p = page.pictures[index];
      if (placed[index]) {  // drawn in an earlier group: point to it
        out << "<p><a href=\"#" << p.anchor << "\">" << xml_escape(p.question)
            << "</a>: " << xml_escape(reason) << " (drawn above)</p>";
        continue;
      }
      placed[index] = true;
      out << "<figure class=\"explanation\" id=\"" << p.anchor << "\"><figcaption><strong>"
          << xml_escape(p.question) << "</strong>: " << xml_escape(reason)
          << ". <a href=\"#find=" << url_encoded(p.question) << "\">Facts by hop</a> · <a href=\""
          << p.file << "\">SVG</a></figcaption><div class=\"scroll\">" << inline_svg(p)
          << "</div></figure>";
    }
    out << "</section>";
  }
  if (page.too_large > 0)
    out << "<p class=\"note\">" << page.too_large << " explanation(s) of more than "
        << page.max_facts
        << " facts are not drawn here (too dense to read); the find box lists their facts.</p>";
  out << "<footer>Every question of the corpus is in explanations.js beside this page; "
         "<code>explgraph show</code> draws any of them.</footer>"
      << "<script>function explgraphCorpus(d) { window.explgraphData = d; }</script>"
      << "<script src=\"explanations.js\"></script><script>" << kFindScript
      << "</script></body></html>\n";
}

}  // namespace explgraph::report
