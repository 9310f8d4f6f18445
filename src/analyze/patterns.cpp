#include "explgraph/analyze/patterns.hpp"

#include "co_citation.hpp"
#include "explgraph/core/parallel.hpp"
#include "pattern_populations.hpp"
#include "reconstruction.hpp"

namespace explgraph::analyze {

bool has_targets_and_pool(const load::Corpus& corpus, const ExplanationIndex& index,
                          const PatternsOptions& options) {
  const auto pop = patterns_detail::populations(corpus, index, options);
  return !pop.targets.empty() && !pop.pool.empty();
}

PatternsResult compute_patterns(const load::Corpus& corpus, const ExplanationIndex& index,
                                const text::Normalizer& normalizer, const PatternsOptions& o) {
  const auto pop = patterns_detail::populations(corpus, index, o);
  patterns_detail::check_populations(pop, corpus, index, o);
  PatternsResult r;
  r.population = index.population();
  r.split = o.split;
  r.pool = o.pool;
  r.min_support = o.min_support;
  r.targets = pop.targets.size();
  r.pool_questions = pop.pool.size();

  // Three independent parts side by side, the longest first; the reconstruction also uses
  // threads of its own. Each part with a normaliser of its own: one is not shared.
  patterns_detail::CoCitation rows;
  patterns_detail::TablePatterns tables;
  patterns_detail::Reconstruction rebuilt;
  const auto own = normalizer.clone();
  std::vector<core::Task> parts{
      {"reconstruction",
       [&] { rebuilt = patterns_detail::reconstruct(corpus, index, pop, normalizer, o); }},
      {"co-cited rows",
       [&] { rows = patterns_detail::co_cited_rows(corpus, index, pop, *own, o); }},
      {"table patterns", [&] { tables = patterns_detail::table_patterns(corpus, pop, o.top); }}};
  core::run_tasks(parts, o.threads);

  r.co_cited_pairs = rows.distinct_pairs;
  r.co_cited_triples = rows.distinct_triples;
  r.pairs = std::move(rows.pairs);
  r.triples = std::move(rows.triples);
  r.table_combinations = tables.distinct_sets;
  r.table_pairs = std::move(tables.pairs);
  r.table_sets = std::move(tables.sets);
  r.category_sets = std::move(tables.category_sets);
  r.targets_with_text = rebuilt.targets_with_text;
  r.rows = std::move(rebuilt.rows);
  r.tables = std::move(rebuilt.tables);
  r.by_role = std::move(rebuilt.by_role);
  r.by_category = std::move(rebuilt.by_category);
  r.by_length = std::move(rebuilt.by_length);
  return r;
}

}  // namespace explgraph::analyze
