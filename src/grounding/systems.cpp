#include "explgraph/grounding/systems.hpp"

#include <unordered_map>
#include <unordered_set>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/question_ids.hpp"

namespace explgraph::grounding {
namespace {

// The first question of each corpus id (a second one with the id is "ID#2" to the readers).
std::unordered_map<std::string, core::QuestionId> questions_by_id(const load::Corpus& corpus) {
  std::unordered_map<std::string, core::QuestionId> out;
  for (std::uint32_t q = 0; q < corpus.questions.size(); ++q)
    out.emplace(corpus.questions[q].id, core::QuestionId(q));
  return out;
}

void count_facts(const GroundedExplanation& explanation, SystemGrounding& system) {
  system.empty_explanations += explanation.facts.empty();
  for (const auto& fact : explanation.facts) {
    auto& c = system.counts;
    ++c.facts;
    c.too_long += fact.too_long;
    switch (fact.alignment.match) {
      case Match::kExact:
        ++c.exact;
        break;
      case Match::kNear:
        ++c.near;
        break;
      case Match::kNone:
        ++c.unsupported;
        break;
    }
  }
}

void add_to_ranking(const load::Corpus& corpus, const std::string& id,
                    const GroundedExplanation& explanation, load::Ranking& ranking) {
  ranking.question_order.push_back(id);
  auto& ranked = ranking.ranked[id];
  for (core::RowId row : explanation.ranking) {
    ranked.push_back(ranking.uids.intern(corpus.tablestore.rows[row.value].uid_key).value);
    ++ranking.lines;
  }
}

void score_ranking(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                   SystemGrounding& system) {
  auto result = analyze::evaluate_rankings(corpus, graphs, {system.ranking}, {});
  system.ranking_score = std::move(result.rankings.at(0));
  std::unordered_map<std::string, double> ap;
  const auto& score = system.ranking_score;
  for (std::size_t i = 0; i < score.question_ids.size(); ++i)
    ap.emplace(score.question_ids[i], score.ap[i]);
  for (const auto& id : system.question_ids) {
    const auto it = ap.find(id);
    system.average_precision.push_back(it == ap.end() ? 0.0 : it->second);
  }
}

// The mean of the values that are defined, or none.
template <typename Figure>
std::optional<double> mean_of(const std::vector<GroundedExplanation>& explanations, Figure figure) {
  double sum = 0;
  std::size_t n = 0;
  for (const auto& e : explanations)
    if (const std::optional<double> value = figure(e)) sum += *value, ++n;
  if (n == 0) return std::nullopt;
  return sum / static_cast<double>(n);
}

void summarise(SystemGrounding& system) {
  const auto& all = system.explanations;
  system.precision =
      mean_of(all, [](const GroundedExplanation& e) { return e.overall.precision(); });
  system.recall = mean_of(all, [](const GroundedExplanation& e) { return e.overall.recall(); });
  system.f1 = mean_of(all, [](const GroundedExplanation& e) { return e.overall.f1(); });
  for (const auto& e : all) {
    system.with_text += e.has_text;
    system.connected += e.has_text && e.connected;
    for (const auto& [role, r] : e.by_role) {
      auto& sum = system.by_role[role];
      sum.gold += r.gold, sum.shared += r.shared;
    }
    for (const auto& [category, o] : e.by_category) {
      auto& sum = system.by_category[category];
      sum.generated += o.generated, sum.gold += o.gold, sum.shared += o.shared;
    }
  }
}

}  // namespace

SystemGrounding ground_system(const load::Corpus& corpus, const graph::ExplanationGraphs& graphs,
                              const text::Normalizer& normalizer, const std::string& name,
                              const std::string& file, const ExplanationFile& explanations,
                              core::Diagnostics& diagnostics) {
  SystemGrounding system;
  system.name = name, system.file = file, system.format = explanations.format;
  system.ranking.name = name;
  std::vector<std::string> corpus_ids;
  for (const auto& q : corpus.questions) corpus_ids.push_back(q.id);
  const load::QuestionIdResolver resolver(corpus_ids);
  const auto by_id = questions_by_id(corpus);
  Grounder grounder(corpus, graphs.corpus_graph(), normalizer);
  std::unordered_set<std::string> explained;  // corpus ids
  for (const auto& explanation : explanations.explanations) {
    const auto resolved = resolver.resolve(explanation.question);
    if (resolved.corpus_id.empty()) {
      system.unknown_questions.push_back(explanation.question);
      diagnostics.warn(file, explanation.line, 0, "unknown-question",
                       "question " + core::quoted(explanation.question) +
                           " is not a question of the corpus (or not of the --split kept)" +
                           (resolved.match == load::QuestionIdResolver::Match::kAmbiguous
                                ? ": it names several ignoring case"
                                : ""));
      continue;
    }
    if (!explained.insert(resolved.corpus_id).second) {
      diagnostics.warn(file, explanation.line, 0, "repeated-explanation",
                       "question " + core::quoted(explanation.question) + " names " +
                           core::quoted(resolved.corpus_id) +
                           ", explained already; this explanation is not read");
      continue;
    }
    const core::QuestionId id = by_id.at(resolved.corpus_id);
    system.question_ids.push_back(resolved.corpus_id);
    system.explanations.push_back(grounder.ground(id, explanation.facts));
    count_facts(system.explanations.back(), system);
    add_to_ranking(corpus, resolved.corpus_id, system.explanations.back(), system.ranking);
  }
  if (system.explanations.empty())
    throw core::InputError(
        file + ": error: none of its " + std::to_string(explanations.explanations.size()) +
        " explanation(s) names a question of the corpus (the first names " +
        core::quoted(explanations.explanations.front().question) + "): another corpus or --split?");
  score_ranking(corpus, graphs, system);
  summarise(system);
  return system;
}

}  // namespace explgraph::grounding
