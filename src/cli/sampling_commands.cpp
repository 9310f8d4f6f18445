// overlap and growth: analyses over random samples of n questions, computed exactly, with
// an optional Monte-Carlo run for comparison.
#include "analysis_command.hpp"
#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/question_graph.hpp"
#include "explgraph/report/analysis_reports.hpp"
#include "explgraph/report/graph_export.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/report/output_file.hpp"

namespace explgraph::cli {
namespace {

struct SamplingOptions {
  WholeNumber step{50};
  WholeNumber monte_carlo{0};
  WholeNumber seed{1};
};

void add_sampling_options(po::options_description& own, SamplingOptions& o) {
  own.add_options()
      ("step", po::value(&o.step)->default_value(o.step)->value_name("N"), "sample sizes n = N, 2N, … and the whole corpus")
      ("monte-carlo", po::value(&o.monte_carlo)->default_value(o.monte_carlo)->value_name("K"),
       "also run K random simulations per n, as the reference tool did, for comparison")
      ("seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"), "random seed for --monte-carlo");
}

// Monte-Carlo beyond a million simulations per sample size only burns time: the exact
// expectation is printed beside it.
void check_step(const SamplingOptions& o) {
  check_range("--step", o.step, 1, 100'000'000);
  check_range("--monte-carlo", o.monte_carlo, 0, 1'000'000);
}

}  // namespace

int run_overlap(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "overlap",
      "explanation overlap between questions: overlap(A, B) = A's tokens whose UID occurs in B. Per question its "
      "largest overlap with any other (bins 0..5+) and how many questions reach it; the reference tool's inclusive "
      "histograms for modes ANY and CENTRAL_ATLEAST1; and the exact expected inclusive proportion when n of N "
      "questions are sampled (hypergeometric), where the reference simulated. Pairs come from a UID -> questions "
      "index, never from all pairs. --dot/--graphml export the question-overlap graph.",
      "explgraph overlap (--corpus DIR | --tables PATH --questions FILE...) [--dot FILE] [--graphml FILE] [options]"};
  SamplingOptions sampling;
  analyze::QuestionGraphOptions graph_options;
  WholeNumber min_overlap{1};
  std::string dot, graphml;
  CommandInfo with_files = info;
  with_files.files = [&] {
    RunFiles f;
    for (const auto* o : {&dot, &graphml})
      if (!o->empty()) f.outputs.push_back(*o);
    return f;
  };
  po::options_description own("Options");
  add_sampling_options(own, sampling);
  own.add_options()
      ("dot", po::value(&dot)->value_name("FILE"), "write the question-overlap graph as GraphViz DOT")
      ("graphml", po::value(&graphml)->value_name("FILE"), "write the question-overlap graph as GraphML")
      ("min-overlap", po::value(&min_overlap)->default_value(min_overlap)->value_name("N"),
       "exported graph: an edge needs an overlap of at least N")
      ("central-only", po::bool_switch(&graph_options.central_only),
       "exported graph: an edge needs at least one CENTRAL overlapping fact");
  with_files.validate = [&] {
    check_step(sampling);
    check_range("--min-overlap", min_overlap, 1, 1'000'000);
    graph_options.min_overlap = static_cast<std::uint32_t>(min_overlap.value);
  };
  return run_analysis(args, out, err, with_files, own, [&](const LoadedCorpus& loaded) {
    analyze::ExplanationIndex index(loaded.corpus);
    TerminalProgress progress("overlap", loaded, err);
    analyze::OverlapOptions options{sampling.step.value, sampling.monte_carlo.value, sampling.seed.value};
    options.progress = progress.get();
    auto result = analyze::compute_overlap(index, options);
    if (!dot.empty() || !graphml.empty()) {
      auto graph = analyze::build_question_graph(index, graph_options);
      if (!dot.empty())
        report::write_file_atomically(dot, [&](std::ostream& o) { report::write_question_graph_dot(graph, loaded.corpus, o); });
      if (!graphml.empty())
        report::write_file_atomically(graphml, [&](std::ostream& o) { report::write_question_graph_graphml(graph, loaded.corpus, o); });
    }
    return Rendered{report::overlap_json(result), report::overlap_document(result)};
  });
}

int run_growth(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "growth",
      "knowledge growth: the expected number of distinct tablestore rows needed to explain n questions drawn at "
      "random, sum over rows of 1 - C(N - d, n) / C(N, n) with d the questions citing the row, in total and per "
      "coarse category, for n = 50, 100, …, N. Exact where the reference ran Monte-Carlo simulations.",
      "explgraph growth (--corpus DIR | --tables PATH --questions FILE...) [options]"};
  SamplingOptions sampling;
  po::options_description own("Options");
  add_sampling_options(own, sampling);
  CommandInfo checked = info;
  checked.validate = [&] { check_step(sampling); };
  return run_analysis(args, out, err, checked, own, [&](const LoadedCorpus& loaded) {
    analyze::ExplanationIndex index(loaded.corpus);
    TerminalProgress progress("growth", loaded, err);
    analyze::GrowthOptions options{sampling.step.value, sampling.monte_carlo.value, sampling.seed.value};
    options.progress = progress.get();
    auto result = analyze::compute_growth(loaded.corpus, index, options);
    return Rendered{report::growth_json(result), report::growth_document(result)};
  });
}

}  // namespace explgraph::cli
