#include "explgraph/analyze/explanation_picture.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/question_ids.hpp"

namespace explgraph::analyze {
namespace {

// A text's lemmas, sorted, each with the word that first spells it in the text.
using LemmaWords = std::map<std::string, std::pair<std::size_t, std::string>>;

LemmaWords lemma_words(const text::Normalizer& normalizer, const std::string& text) {
  LemmaWords words;
  std::size_t position = 0;
  for (auto& word : normalizer.content_words(text))
    words.try_emplace(std::move(word.lemma), position++, std::move(word.folded));
  return words;
}

// The edges of the picture, through a lemma -> texts index: each pair of texts is visited
// once per lemma they share, so the cost follows the edges drawn, not all pairs of texts.
// Each edge's words are the source text's, in its order, each written once.
std::vector<PictureEdge> shared_word_edges(const std::vector<LemmaWords>& words) {
  // lemma -> (text, how it spells the lemma), texts ascending
  using Holder = std::pair<std::size_t, const std::pair<std::size_t, std::string>*>;
  std::map<std::string_view, std::vector<Holder>> holders;
  for (std::size_t i = 0; i < words.size(); ++i)
    for (const auto& [lemma, spelled] : words[i]) holders[lemma].emplace_back(i, &spelled);
  std::map<std::pair<std::size_t, std::size_t>, std::vector<std::pair<std::size_t, std::string>>>
      shared;
  for (const auto& [lemma, texts] : holders)
    for (std::size_t x = 0; x < texts.size(); ++x)
      for (std::size_t y = x + 1; y < texts.size(); ++y)
        shared[{texts[x].first, texts[y].first}].push_back(*texts[x].second);
  std::vector<PictureEdge> edges;
  for (auto& [pair, spelled] : shared) {
    std::sort(spelled.begin(), spelled.end());  // in the order of the source text
    std::vector<std::string> list;
    for (auto& [position, word] : spelled)
      if (std::find(list.begin(), list.end(), word) == list.end()) list.push_back(word);
    edges.push_back({pair.first, pair.second, std::move(list)});
  }
  return edges;
}

}  // namespace

std::string why_no_text(const load::Question& q) {
  if (q.text.empty()) return "the question has no text";
  if (q.choices.empty())
    return "its text has no (A) … (B) … choices (withheld, as for licensed questions?)";
  if (q.stem.empty()) return "the question has no stem before its choices";
  if (q.answer < 0) return "the answer key '" + q.answer_key + "' names no choice";
  return "the answer key '" + q.answer_key + "' names a choice the question does not have";
}

ExplanationPicture draw_explanation(const load::Corpus& corpus,
                                    const graph::ExplanationGraph& graph,
                                    const text::Normalizer& normalizer, core::QuestionId id) {
  const load::Question& q = corpus.question(id);
  ExplanationPicture p;
  p.question = q.id;
  p.has_text = graph.has_text;
  if (graph.has_text) {
    p.nodes.push_back({"Q", "question", q.stem, "", "", "", 0});
    p.nodes.push_back({"A", "answer", q.answer_text(), "", "", "", 0});
  } else {
    p.missing_text = why_no_text(q);
  }
  std::unordered_map<std::uint32_t, const std::string*> role_of;  // row -> first citation's
  std::unordered_set<std::string> dangling;
  for (const auto& token : q.explanation) {
    if (token.row.valid()) {
      role_of.try_emplace(token.row.value, &token.role);
      continue;
    }
    ++p.dangling_uids;
    if (dangling.insert(core::ascii_lower(token.uid)).second)
      p.dangling.push_back({token.uid, "dangling", "", "", "", token.role, graph::kUnreachable});
  }
  for (std::size_t i = 0; i < graph.facts.size(); ++i) {
    const core::RowId row = graph.facts[i];
    const load::Row& r = corpus.tablestore.rows[row.value];
    const std::string& role = *role_of.at(row.value);
    const int hop = graph.has_text ? graph.hops[i] : graph::kUnreachable;
    p.nodes.push_back({r.uid, "fact", r.text, corpus.tablestore.tables[r.table.value].name,
                       load::category_of(corpus, row), role, hop});
  }
  std::vector<LemmaWords> words;
  words.reserve(p.nodes.size());
  for (const auto& node : p.nodes) words.push_back(lemma_words(normalizer, node.text));
  p.edges = shared_word_edges(words);
  p.depth = graph.depth;
  p.isolated_facts = graph.isolated_facts;
  p.components = graph.components;
  p.qa_joined = graph.qa_joined;
  return p;
}

std::vector<core::QuestionId> find_questions(const load::Corpus& corpus,
                                             const std::vector<std::string>& wanted) {
  // Names, not ids: the second question of a repeated id is ID#2.
  const std::vector<std::string> ids = load::distinct_question_names(corpus);
  std::unordered_map<std::string_view, std::uint32_t> index;
  for (std::size_t i = 0; i < ids.size(); ++i)
    index.try_emplace(ids[i], static_cast<std::uint32_t>(i));
  const load::QuestionIdResolver resolver(ids);
  std::vector<core::QuestionId> found;
  for (const auto& id : wanted) {
    const auto match = resolver.resolve(id);
    if (match.match == load::QuestionIdResolver::Match::kExact ||
        match.match == load::QuestionIdResolver::Match::kIgnoringCase) {
      found.push_back(core::QuestionId(index.at(match.corpus_id)));
      continue;
    }
    // The closest ids, by edit distance ignoring case, then file order.
    std::vector<std::pair<std::size_t, std::size_t>> distances;
    const std::string lower = core::ascii_lower(id);
    for (std::size_t i = 0; i < ids.size(); ++i)
      distances.emplace_back(core::edit_distance(lower, core::ascii_lower(ids[i])), i);
    const std::size_t shown = std::min<std::size_t>(5, distances.size());
    std::partial_sort(distances.begin(), distances.begin() + static_cast<std::ptrdiff_t>(shown),
                      distances.end());
    std::string closest;
    for (std::size_t k = 0; k < shown; ++k)
      closest += (k ? ", " : "") + core::quoted(ids[distances[k].second]);
    throw core::InputError(
        corpus.source + ": error: no kept question has the id " + core::quoted(id) +
        (match.match == load::QuestionIdResolver::Match::kAmbiguous
             ? " (several ids match it ignoring case)"
             : "") +
        (closest.empty() ? "; the corpus keeps no question (check --split and --flags)"
                         : "; the closest are " + closest));
  }
  return found;
}

}  // namespace explgraph::analyze
