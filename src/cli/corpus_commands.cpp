// reuse, types and hops: analyses with few options of their own.
#include "analysis_command.hpp"
#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/types.hpp"
#include "explgraph/graph/corpus_graph.hpp"
#include "explgraph/report/analysis_reports.hpp"

namespace explgraph::cli {

int run_reuse(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "reuse",
      "how often each fact is reused: explanation tokens per UID, ranked, with table and text; UIDs cited once; the "
      "token share of the top 1% and 10% of cited UIDs; a Zipf exponent (least-squares line through log rank, log "
      "count); and per table the share of explanations citing it and its reuse = explanations citing it / table rows "
      "(LREC 2018 Table 3). One pass over the explanations.",
      "explgraph reuse (--corpus DIR | --tables PATH --questions FILE...) [--top N] [options]"};
  std::size_t top = 25;
  po::options_description own("Options");
  own.add_options()("top", po::value(&top)->default_value(25)->value_name("N"),
                    "rows to list in text, Markdown and TSV output (0 = all; JSON lists all)");
  return run_analysis(args, out, err, info, own, [&](const LoadedCorpus& loaded) {
    analyze::ExplanationIndex index(loaded.corpus);
    auto result = analyze::compute_reuse(loaded.corpus, index);
    return Rendered{report::reuse_json(result), report::reuse_document(result, top)};
  });
}

int run_types(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "types",
      "knowledge types: for each table (fine type) and coarse category (RET, RET/LEX, INSUPP, COMPLEX), the share of "
      "explanations citing it at least once, overall and with each role; and the top-down question types of the "
      "knowledgetype column (split on commas, '?' removed, counted as written). Tables without a category are listed.",
      "explgraph types (--corpus DIR | --tables PATH --questions FILE...) [options]"};
  po::options_description own("Options");
  return run_analysis(args, out, err, info, own, [](const LoadedCorpus& loaded) {
    auto result = analyze::compute_types(loaded.corpus);
    return Rendered{report::types_json(result), report::types_document(result)};
  });
}

int run_hops(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "hops",
      "hop counts inside each explanation graph (vertices: question, correct answer and the cited facts; edges where "
      "two texts share a content lemma): per fact its BFS distance from the question or answer, overall, per role, "
      "per category and per table; per explanation its depth, isolated facts, components and whether question and "
      "answer are joined. Questions whose text is withheld are skipped and counted. Tokenises every text once.",
      "explgraph hops (--corpus DIR | --tables PATH --questions FILE...) [options]"};
  po::options_description own("Options");
  return run_analysis(args, out, err, info, own, [](const LoadedCorpus& loaded) {
    text::Normalizer normalizer(normalizer_options(loaded));
    graph::CorpusGraph graph(loaded.corpus, normalizer);
    auto result = analyze::compute_hops(loaded.corpus, graph);
    return Rendered{report::hops_json(result), report::hops_document(result)};
  });
}

}  // namespace explgraph::cli
