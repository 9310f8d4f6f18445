// report: every analysis once over one loaded corpus, written as a folder.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "analysis_command.hpp"
#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/analyze/audit.hpp"
#include "explgraph/analyze/explanation_index.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/file_input.hpp"
#include "explgraph/report/report_bundle.hpp"

namespace explgraph::cli {
namespace {

struct ReportOptions {
  std::vector<std::string> predictions, rankings;
  std::string baseline, scorer = "tg2020", title;
  WholeNumber step{50}, seed{1};
  WholeNumber resamples{10000};
  std::string alternative = "two-sided";
  bool answered_only = false;
};

// Progress lines on a terminal only, so logs and pipes stay clean.
class Progress {
 public:
  Progress(std::ostream& err, bool quiet) : err_(err), on_(!quiet && ::isatty(2)) {}
  void step(const std::string& what) {
    if (on_) err_ << "report: " << what << "…\n" << std::flush;
  }

 private:
  std::ostream& err_;
  bool on_;
};

}  // namespace

int run_report(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "report",
      "every analysis, once, over one loaded corpus, written into the folder given by --out: index.html (self-"
      "contained, inline SVG charts, no network, printable), report.md, and each section's data as <section>.json and "
      "<section>.tsv. With --predictions, solver accuracy per knowledge type; with --ranking, explanation-regeneration "
      "scores. Under a second on WorldTree V1 (more with many bootstrap resamples).",
      "explgraph report --corpus DIR --out FOLDER [--predictions [NAME=]FILE...] [--baseline NAME] "
      "[--ranking [NAME=]FILE...]",
      "", false, true, false, true};
  ReportOptions o;
  CommandInfo with_files = info;
  with_files.files = [&] {
    RunFiles f{spec_paths(o.predictions), {}};
    for (const auto& r : spec_paths(o.rankings)) f.inputs.push_back(r);
    return f;
  };
  po::options_description own("Options");
  own.add_options()
      ("predictions", po::value(&o.predictions)->composing()->value_name("[NAME=]FILE"), "a solver's answers (repeat)")
      ("baseline", po::value(&o.baseline)->value_name("NAME"), "the solver the others are compared with")
      ("answered-only", po::bool_switch(&o.answered_only), "accuracy only over questions every solver answered")
      ("ranking", po::value(&o.rankings)->composing()->value_name("[NAME=]FILE"), "a TextGraphs ranking (repeat)")
      ("scorer", po::value(&o.scorer)->default_value("tg2020")->value_name("tg2020|tg2019"), "which TextGraphs MAP")
      ("step", po::value(&o.step)->default_value(o.step)->value_name("N"),
       "sample sizes for overlap and growth (smaller for small corpora: at least ten points)")
      ("resamples", po::value(&o.resamples)->default_value(o.resamples)->value_name("N"), "bootstrap resamples (1 to 10,000,000)")
      ("alternative", po::value(&o.alternative)->default_value(o.alternative)->value_name("two-sided|greater|less"),
       "bootstrap p: two-sided (2 x the smaller tail), greater (share of resample means <= 0) or less")
      ("seed", po::value(&o.seed)->default_value(o.seed)->value_name("S"), "bootstrap seed")
      ("title", po::value(&o.title)->value_name("TEXT"), "the report's title (default: the corpus folder and its layout)");
  std::string folder;
  bool quiet = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if ((args[i] == "--out" || args[i] == "-o") && i + 1 < args.size()) folder = args[i + 1];
    if (args[i].rfind("--out=", 0) == 0) folder = args[i].substr(6);
    quiet = quiet || args[i] == "--quiet" || args[i] == "-q";
  }
  Progress progress(err, quiet);
  report::ReportBundle bundle;
  bool ran = false;
  analyze::Alternative alternative = analyze::Alternative::kTwoSided;
  with_files.validate = [&] {
    if (folder.empty()) throw core::UsageError("--out: give the folder to write the report into");
    check_range("--resamples", o.resamples, 1, kMaxResamples);
    check_range("--step", o.step, 1, 100'000'000);
    alternative = analyze::parse_alternative(o.alternative);
    if (o.scorer != "tg2020" && o.scorer != "tg2019") throw core::UsageError("--scorer: expected tg2020 or tg2019, found '" + o.scorer + "'");
  };
  int code = run_analysis(args, out, err, with_files, own, [&](const LoadedCorpus& loaded) {
    const auto& corpus = loaded.corpus;
    core::Diagnostics diagnostics;
    auto predictions = read_predictions_specs(o.predictions, diagnostics);
    auto rankings = read_ranking_specs(o.rankings, diagnostics);
    finish_input_warnings(diagnostics, loaded, err);
    progress.step("normalising text and building the graph");
    text::Normalizer normalizer(normalizer_options(loaded));
    graph::CorpusGraph graph(corpus, normalizer);
    analyze::ExplanationIndex index(corpus);
    progress.step("corpus analyses");
    auto stats = analyze::compute_stats(corpus);
    auto reuse = analyze::compute_reuse(corpus, index);
    auto hops = analyze::compute_hops(corpus, graph);
    auto audit = analyze::run_audit(corpus, graph, normalizer, {});
    std::string name = std::filesystem::path(corpus.source).lexically_normal().filename().string();
    if (name.empty() || name == ".") name = std::filesystem::path(corpus.source).lexically_normal().parent_path().filename().string();
    bundle.title = !o.title.empty() ? o.title : "explgraph report: " + name + " (" + corpus.layout + " layout)";
    bundle.summary = report::report_summary(stats, reuse, hops, audit);
    bundle.sections = {report::stats_section(stats), report::reuse_section(reuse),
                       report::types_section(analyze::compute_types(corpus)), report::hops_section(hops)};
    progress.step("overlap and growth");
    // At least ten points on the curves, whatever the corpus size.
    std::size_t step = std::max<std::size_t>(1, std::min<std::size_t>(o.step.value, index.question_count() / 10));
    bundle.sections.push_back(report::overlap_section(analyze::compute_overlap(index, {step, 0, o.seed.value})));
    bundle.sections.push_back(report::growth_section(analyze::compute_growth(corpus, index, {step, 0, o.seed.value})));
    if (!predictions.empty()) {
      progress.step("solver accuracy");
      analyze::AccuracyOptions accuracy;
      accuracy.baseline = o.baseline;
      accuracy.resamples = o.resamples.value;
      accuracy.alternative = alternative;
      accuracy.seed = o.seed.value;
      accuracy.answered_only = o.answered_only;
      bundle.sections.push_back(report::accuracy_section(analyze::compute_accuracy(corpus, graph, predictions, accuracy)));
    }
    if (!rankings.empty()) {
      progress.step("ranking scores");
      analyze::RankevalOptions rank;
      rank.scorer = o.scorer == "tg2019" ? analyze::Scorer::kTg2019 : analyze::Scorer::kTg2020;
      rank.resamples = o.resamples.value;
      rank.alternative = alternative;
      rank.seed = o.seed.value;
      auto result = analyze::evaluate_rankings(corpus, graph, rankings, rank);
      result.scorer = o.scorer;
      bundle.sections.push_back(report::rankeval_section(result));
    }
    bundle.sections.push_back(report::audit_section(audit));
    progress.step("writing " + folder);
    report::write_report_folder(bundle, folder);
    ran = true;
    Rendered r;
    r.text = [](std::ostream&) {};
    return r;
  });
  if (ran && !quiet) err << "report: wrote " << folder << "/index.html, report.md and " << bundle.sections.size()
                               << " sections as JSON and TSV\n";
  return code;
}

}  // namespace explgraph::cli
