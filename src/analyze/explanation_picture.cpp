#include "explgraph/analyze/explanation_picture.hpp"

#include <algorithm>
#include <map>

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

std::vector<std::string> shared_words(const LemmaWords& a, const LemmaWords& b) {
  std::vector<std::pair<std::size_t, std::string>> shared;
  auto i = a.begin();
  auto j = b.begin();
  while (i != a.end() && j != b.end()) {
    if (i->first < j->first) {
      ++i;
    } else if (j->first < i->first) {
      ++j;
    } else {
      shared.push_back(i->second);
      ++i, ++j;
    }
  }
  std::sort(shared.begin(), shared.end());  // in the order of the source text
  std::vector<std::string> words;
  for (auto& [position, word] : shared)
    if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
  return words;
}

std::string why_no_text(const load::Question& q) {
  if (q.stem.empty()) return "the question has no stem before its choices";
  if (q.answer < 0) return "the answer key '" + q.answer_key + "' names no choice";
  return "the answer key '" + q.answer_key + "' names a choice the question does not have";
}

}  // namespace

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
  for (std::size_t i = 0; i < graph.facts.size(); ++i) {
    const core::RowId row = graph.facts[i];
    const load::Row& r = corpus.tablestore.rows[row.value];
    std::string role;
    for (const auto& token : q.explanation)
      if (token.row == row) {
        role = token.role;
        break;
      }
    const int hop = graph.has_text ? graph.hops[i] : graph::kUnreachable;
    p.nodes.push_back({r.uid, "fact", r.text, corpus.tablestore.tables[r.table.value].name,
                       load::category_of(corpus, row), role, hop});
  }
  for (const auto& token : q.explanation) p.dangling_uids += !token.row.valid();
  std::vector<LemmaWords> words;
  words.reserve(p.nodes.size());
  for (const auto& node : p.nodes) words.push_back(lemma_words(normalizer, node.text));
  // All pairs: a picture is for one explanation, whose edges are drawn one by one anyway.
  for (std::size_t a = 0; a < p.nodes.size(); ++a)
    for (std::size_t b = a + 1; b < p.nodes.size(); ++b) {
      auto shared = shared_words(words[a], words[b]);
      if (!shared.empty()) p.edges.push_back({a, b, std::move(shared)});
    }
  p.depth = graph.depth;
  p.isolated_facts = graph.isolated_facts;
  p.components = graph.components;
  p.qa_joined = graph.qa_joined;
  return p;
}

core::QuestionId find_question(const load::Corpus& corpus, const std::string& id) {
  std::vector<std::string> ids;
  ids.reserve(corpus.questions.size());
  for (const auto& q : corpus.questions) ids.push_back(q.id);
  const load::QuestionIdResolver resolver(ids);
  const auto found = resolver.resolve(id);
  if (found.match == load::QuestionIdResolver::Match::kExact ||
      found.match == load::QuestionIdResolver::Match::kIgnoringCase)
    for (std::size_t i = 0; i < ids.size(); ++i)
      if (ids[i] == found.corpus_id) return core::QuestionId(static_cast<std::uint32_t>(i));
  // The closest ids, by edit distance ignoring case, then file order.
  std::vector<std::pair<std::size_t, std::size_t>> distances;
  const std::string wanted = core::ascii_lower(id);
  for (std::size_t i = 0; i < ids.size(); ++i)
    distances.emplace_back(core::edit_distance(wanted, core::ascii_lower(ids[i])), i);
  const std::size_t shown = std::min<std::size_t>(5, distances.size());
  std::partial_sort(distances.begin(), distances.begin() + static_cast<std::ptrdiff_t>(shown),
                    distances.end());
  std::string closest;
  for (std::size_t k = 0; k < shown; ++k)
    closest += (k ? ", " : "") + core::quoted(ids[distances[k].second]);
  throw core::InputError(
      corpus.source + ": error: no kept question has the id " + core::quoted(id) +
      (found.match == load::QuestionIdResolver::Match::kAmbiguous
           ? " (several ids match it ignoring case)"
           : "") +
      (closest.empty() ? "; the corpus keeps no question (check --split and --flags)"
                       : "; the closest are " + closest));
}

}  // namespace explgraph::analyze
