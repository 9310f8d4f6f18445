// rankeval (score explanation-regeneration rankings) and rank (the tf-idf baseline ranker).
#include <fstream>

#include "analysis_command.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/analyze/tfidf.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/file_input.hpp"
#include "explgraph/report/output_file.hpp"
#include "explgraph/report/rankeval_report.hpp"

namespace explgraph::cli {
namespace {

bool looks_like_json(const std::string& path) {
  std::ifstream in = load::open_input(path);
  char c = 0;
  while (in.get(c))
    if (!std::isspace(static_cast<unsigned char>(c))) return c == '{';
  return false;
}

std::vector<std::size_t> parse_ks(const std::string& text) {
  std::vector<std::size_t> ks;
  for (auto piece : core::split(text, ',')) {
    std::string k(core::trim(piece));
    if (k.empty() || k.find_first_not_of("0123456789") != std::string::npos || std::stoul(k) == 0)
      throw core::UsageError("--k: expected positive integers separated by commas, found '" + text + "'");
    ks.push_back(std::stoul(k));
  }
  return ks;
}

}  // namespace

int run_rankeval(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "rankeval",
      "scores explanation-regeneration rankings against the gold explanations: MAP exactly as the TextGraphs "
      "evaluation scripts define it (--scorer tg2020: a missing gold fact adds zero precision and a gold question "
      "without a ranking scores 0; tg2019: a question missing any gold fact scores 0 and only ranked questions are "
      "averaged), P@k, R@k, NDCG@k and MRR, MAP by role, by overlap with the question or answer, by hop count, by "
      "knowledge category and by explanation length; with several rankings, a paired bootstrap of each against the "
      "first. TF-Ranking JSON output is scored with its own graded relevance (no corpus needed).",
      "explgraph rankeval --corpus DIR --ranking [NAME=]FILE... [options]",
      "", false, false, true};
  std::vector<std::string> specs;
  std::string scorer = "tg2020", ks = "1,5,10,20";
  analyze::RankevalOptions options;
  WholeNumber resamples{10000};
  std::string alternative = "two-sided";
  po::options_description own("Options");
  own.add_options()
      ("ranking", po::value(&specs)->composing()->value_name("[NAME=]FILE"),
       "a ranking: TextGraphs TSV (questionID<TAB>UID, best first) or TF-Ranking JSON; repeat to compare")
      ("scorer", po::value(&scorer)->default_value("tg2020")->value_name("tg2020|tg2019"), "which TextGraphs MAP")
      ("k", po::value(&ks)->default_value("1,5,10,20")->value_name("LIST"), "cut-offs for P@k, R@k and NDCG@k")
      ("relevance-threshold", po::value(&options.relevance_threshold)->default_value(1)->value_name("R"),
       "TF-Ranking JSON: a document with relevance >= R is relevant")
      ("resamples", po::value(&resamples)->default_value(resamples)->value_name("N"), "bootstrap resamples (1 to 10,000,000)")
      ("alternative", po::value(&alternative)->default_value(alternative)->value_name("two-sided|greater|less"),
       "bootstrap p: two-sided (2 x the smaller tail), greater (share of resample means <= 0) or less")
      ("seed", po::value(&options.seed)->default_value(1)->value_name("S"), "bootstrap seed");
  return run_analysis(args, out, err, info, own, [&](const LoadedCorpus& loaded) {
    if (specs.empty()) throw core::UsageError("no ranking given: use --ranking [NAME=]FILE");
    check_range("--resamples", resamples, 1, kMaxResamples);
    options.resamples = resamples.value;
    options.alternative = analyze::parse_alternative(alternative);
    if (scorer != "tg2020" && scorer != "tg2019")
      throw core::UsageError("--scorer: expected tg2020 or tg2019, found '" + scorer + "'");
    options.scorer = scorer == "tg2019" ? analyze::Scorer::kTg2019 : analyze::Scorer::kTg2020;
    options.ks = parse_ks(ks);
    core::Diagnostics diagnostics;
    analyze::RankevalResult result;
    std::vector<load::Ranking> tsv;
    std::vector<analyze::RankingScore> json_scores;
    for (const auto& spec : specs) {
      NamedFile named = parse_named_file(spec);
      if (looks_like_json(named.path)) {
        std::ifstream in = load::open_input(named.path);
        json_scores.push_back(analyze::evaluate_scored_problems(named.name, load::read_tfranking_json(in, named.path, diagnostics), options));
        continue;
      }
      if (loaded.corpus.questions.empty() && loaded.corpus.tablestore.rows.empty())
        throw core::UsageError("a TextGraphs ranking is scored against gold explanations: give --corpus DIR or --tables and --questions");
      std::ifstream in = load::open_input(named.path);
      core::InputAccount account{named.path, "ranking", 0, 0, {}};
      tsv.push_back(load::read_textgraphs_ranking(in, named.path, diagnostics, account));
      tsv.back().name = named.name;
    }
    if (!loaded.quiet) diagnostics.print(err, 10);
    if (!tsv.empty()) {
      text::Normalizer normalizer(normalizer_options(loaded));
      graph::CorpusGraph graph(loaded.corpus, normalizer);
      result = analyze::evaluate_rankings(loaded.corpus, graph, tsv, options);
    }
    result.scorer = scorer;
    for (auto& s : json_scores) result.rankings.push_back(std::move(s));
    return Rendered{report::rankeval_json(result), report::rankeval_document(result)};
  });
}

int run_rank(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "rank",
      "the shared task's tf-idf baseline for explanation regeneration: for each kept question with usable text, "
      "every tablestore row ranked by tf-idf cosine to the question plus its correct answer (--query full: the "
      "whole question field with all choices, as the 2020 baseline script did). Writes a TextGraphs ranking "
      "(questionID<TAB>UID, best first; ties in tablestore order) to standard output or --out.",
      "explgraph rank --corpus DIR [--split NAME] [--top K] [--out FILE]",
      "", false, false, false};
  std::string method = "tfidf", query = "question+answer";
  std::size_t top = 0;
  po::options_description own("Options");
  own.add_options()
      ("method", po::value(&method)->default_value("tfidf")->value_name("tfidf"), "ranking method")
      ("query", po::value(&query)->default_value("question+answer")->value_name("question+answer|full"), "what is matched")
      ("top", po::value(&top)->default_value(0)->value_name("K"), "write only the K best rows per question (0 = all)");
  std::string ranking;
  std::size_t ranked = 0, skipped = 0;
  bool ran = false;
  int code = run_analysis(args, out, err, info, own, [&](const LoadedCorpus& loaded) {
    if (method != "tfidf") throw core::UsageError("--method: expected tfidf, found '" + method + "'");
    if (query != "question+answer" && query != "full")
      throw core::UsageError("--query: expected question+answer or full, found '" + query + "'");
    text::Normalizer normalizer(normalizer_options(loaded));
    analyze::TfidfIndex index(loaded.corpus.tablestore, normalizer);
    const auto& rows = loaded.corpus.tablestore.rows;
    for (const auto& q : loaded.corpus.questions) {
      if (!q.has_text()) {
        ++skipped;
        continue;
      }
      ++ranked;
      auto order = index.rank(query == "full" ? q.text : q.stem + " " + q.answer_text());
      std::size_t n = top == 0 ? order.size() : top;
      std::size_t written = 0;
      for (std::size_t i = 0; i < order.size() && written < n; ++i) {
        const auto& row = rows[order[i].value];
        if (loaded.corpus.tablestore.find(row.uid) != order[i]) continue;  // a later definition of a UID
        ranking += q.id + '\t' + row.uid + '\n';
        ++written;
      }
    }
    ran = true;
    Rendered r;
    r.text = [&](std::ostream& o) { o << ranking; };
    r.json = {{"ranked_questions", ranked}, {"skipped_without_text", skipped}};
    return r;
  });
  if (ran) err << "rank: ranked " << ranked << " question(s); skipped " << skipped << " without usable text\n";
  return code;
}

}  // namespace explgraph::cli
