// rankeval (score explanation-regeneration rankings) and rank (the tf-idf baseline ranker).
#include <fstream>

#include "analysis_command.hpp"
#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/analyze/tfidf.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/file_input.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/report/output_file.hpp"
#include "explgraph/report/rankeval_report.hpp"
#include "explgraph/report/ratings_report.hpp"
#include "explgraph/analyze/ratings_eval.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/text/sklearn_tokenizer.hpp"

#include <charconv>
#include <cmath>
#include <memory>

namespace explgraph::cli {
namespace {


// "1,5,10,20": cut-offs from 1 to 1,000,000 (beyond, no ranking has that many facts).
std::vector<std::size_t> parse_ks(const std::string& text) {
  std::vector<std::size_t> ks;
  for (auto piece : core::split(text, ',')) {
    std::string k(core::trim(piece));
    std::size_t value = 0;
    auto [end, error] = std::from_chars(k.data(), k.data() + k.size(), value);
    if (k.empty() || error != std::errc() || end != k.data() + k.size() || value == 0 || value > 1'000'000)
      throw core::UsageError("--k: expected whole numbers from 1 to 1000000 separated by commas, found '" + text + "'");
    ks.push_back(value);
  }
  return ks;
}

}  // namespace

namespace {

analyze::RatingsResult score_ratings(const std::string& ratings_path, const std::vector<std::string>& specs,
                                     const analyze::RatingsOptions& options, const LoadedCorpus& loaded, std::ostream& err) {
  load::InputFile in(ratings_path);
  auto problems = load::read_expert_ratings(in.stream(), in.name());
  core::Diagnostics diagnostics;
  std::vector<load::Ranking> rankings = read_ranking_specs(specs, diagnostics);
  auto result = analyze::evaluate_ratings(problems, rankings, options);
  for (std::size_t i = 0; i < result.rankings.size(); ++i) {
    const auto& s = result.rankings[i];
    auto unmatched = s.unknown_questions;
    unmatched.insert(unmatched.end(), s.ambiguous_questions.begin(), s.ambiguous_questions.end());
    check_ids_matched(spec_paths(specs)[i], "a problem of the ratings file", s.ranked_problems, unmatched, diagnostics);
  }
  finish_input_warnings(diagnostics, loaded, err);
  return result;
}

double finite_option(const char* name, double value) {
  if (!std::isfinite(value)) throw core::UsageError(std::string(name) + ": expected a finite number, found " + std::to_string(value));
  return value;
}

}  // namespace

int run_rankeval(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "rankeval",
      "scores explanation-regeneration rankings against the gold explanations: MAP exactly as the TextGraphs "
      "evaluation scripts define it (--scorer tg2020: the gold questions are those whose whole flags field is SUCCESS "
      "or READY, a missing gold fact adds zero precision and a gold question without a ranking scores 0; tg2019: a "
      "question missing any gold fact scores 0 and only ranked questions are averaged), P@k, R@k, NDCG@k and MRR, MAP "
      "by role, by overlap with the question or answer, by hop count, by knowledge category and by explanation "
      "length; with several rankings, a paired bootstrap of each against the first. --ratings scores against the "
      "TextGraphs 2021 expert ratings with that task's NDCG, exactly as its official evaluate.py (no corpus needed). "
      "TF-Ranking JSON output is scored with its own graded relevance (no corpus needed).",
      "explgraph rankeval --corpus DIR --ranking [NAME=]FILE... [options]\n"
      "       explgraph rankeval --ratings RATINGS.json --ranking [NAME=]FILE... [options]",
      "", false, false, true};
  std::vector<std::string> specs;
  std::string scorer = "tg2020", ks = "1,5,10,20", ratings;
  analyze::RankevalOptions options;
  analyze::RatingsOptions ratings_options;
  CommandInfo with_files = info;
  with_files.files = [&] {
    RunFiles f{spec_paths(specs), {}};
    f.inputs.push_back(ratings);
    return f;
  };
  WholeNumber resamples{10000}, seed{1};
  std::string alternative = "two-sided";
  po::options_description own("Options");
  own.add_options()
      ("ranking", po::value(&specs)->composing()->value_name("[NAME=]FILE"),
       "a ranking: TextGraphs TSV (questionID<TAB>UID, best first) or TF-Ranking JSON; repeat to compare")
      ("scorer", po::value(&scorer)->default_value("tg2020")->value_name("tg2020|tg2019|tg2021"),
       "which TextGraphs score (tg2021 needs --ratings)")
      ("ratings", po::value(&ratings)->value_name("FILE"),
       "TextGraphs 2021 expert ratings JSON ({\"rankingProblems\": [{\"qid\", \"documents\": [{\"uuid\", \"relevance\"}]}]}); "
       "implies --scorer tg2021")
      ("rating-threshold", po::value(&ratings_options.threshold)->default_value(0)->value_name("T"),
       "--ratings: a fact rated above T is relevant (the official scorer's 0)")
      ("k", po::value(&ks)->default_value("1,5,10,20")->value_name("LIST"), "cut-offs for P@k, R@k and NDCG@k")
      ("relevance-threshold", po::value(&options.relevance_threshold)->default_value(1)->value_name("R"),
       "TF-Ranking JSON: a document with relevance >= R is relevant")
      ("resamples", po::value(&resamples)->default_value(resamples)->value_name("N"), "bootstrap resamples (1 to 10,000,000)")
      ("alternative", po::value(&alternative)->default_value(alternative)->value_name("two-sided|greater|less"),
       "bootstrap p: two-sided (2 x the smaller tail), greater (share of resample means <= 0) or less")
      ("seed", po::value(&seed)->default_value(seed)->value_name("S"), "bootstrap seed");
  with_files.validate = [&] {
    if (specs.empty()) throw core::UsageError("no ranking given: use --ranking [NAME=]FILE");
    check_range("--resamples", resamples, 1, kMaxResamples);
    options.resamples = resamples.value;
    options.seed = seed.value;
    options.alternative = analyze::parse_alternative(alternative);
    options.ks = parse_ks(ks);
    finite_option("--relevance-threshold", options.relevance_threshold);
    finite_option("--rating-threshold", ratings_options.threshold);
    if (scorer != "tg2020" && scorer != "tg2019" && scorer != "tg2021")
      throw core::UsageError("--scorer: expected tg2020, tg2019 or tg2021, found '" + scorer + "'");
    if (!ratings.empty() && scorer == "tg2019")
      throw core::UsageError("--ratings is scored with tg2021's NDCG; --scorer tg2019 does not apply");
    if (ratings.empty() && scorer == "tg2021")
      throw core::UsageError("--scorer tg2021 scores against expert ratings: give --ratings FILE");
  };
  return run_analysis(args, out, err, with_files, own, [&](const LoadedCorpus& loaded) {
    if (!ratings.empty()) {
      ratings_options.ks = options.ks;
      ratings_options.resamples = options.resamples;
      ratings_options.seed = options.seed;
      ratings_options.alternative = options.alternative;
      auto result = score_ratings(ratings, specs, ratings_options, loaded, err);
      return Rendered{report::ratings_json(result), report::ratings_document(result)};
    }
    options.scorer = scorer == "tg2019" ? analyze::Scorer::kTg2019 : analyze::Scorer::kTg2020;
    core::Diagnostics diagnostics;
    analyze::RankevalResult result;
    std::vector<load::Ranking> tsv;
    std::vector<analyze::RankingScore> json_scores;
    for (const auto& spec : specs) {
      NamedFile named = parse_named_file(spec);
      load::InputFile in(named.path);  // read once: a pipe cannot be read twice
      if (in.first_significant_byte() == '{') {
        auto output = load::read_tfranking_output(in.stream(), in.name(), diagnostics);
        json_scores.push_back(analyze::evaluate_scored_problems(named.name, output.problems, options));
        json_scores.back().malformed = output.skipped_problems + output.skipped_documents;
        continue;
      }
      if (loaded.corpus.questions.empty() && loaded.corpus.tablestore.rows.empty())
        throw core::UsageError("a TextGraphs ranking is scored against gold explanations: give --corpus DIR or --tables and "
                               "--questions (or --ratings FILE for the 2021 expert ratings)");
      core::InputAccount account{in.name(), "ranking", 0, 0, {}};
      tsv.push_back(load::read_textgraphs_ranking(in.stream(), in.name(), diagnostics, account));
      tsv.back().name = named.name;
    }
    if (!tsv.empty()) {
      text::Normalizer normalizer(normalizer_options(loaded));
      graph::CorpusGraph graph(loaded.corpus, normalizer);
      TerminalProgress progress("rankeval", loaded, err);
      options.progress = progress.get();
      result = analyze::evaluate_rankings(loaded.corpus, graph, tsv, options);
      for (const auto& s : result.rankings) {
        auto unmatched = s.unknown_questions;
        unmatched.insert(unmatched.end(), s.ambiguous_questions.begin(), s.ambiguous_questions.end());
        const std::string path = [&] {
          for (const auto& spec : specs)
            if (parse_named_file(spec).name == s.name) return parse_named_file(spec).path;
          return s.name;
        }();
        check_ids_matched(path, "a gold question", s.ranked_questions, unmatched, diagnostics);
      }
    }
    finish_input_warnings(diagnostics, loaded, err);
    result.scorer = scorer;
    for (auto& s : json_scores) result.rankings.push_back(std::move(s));
    return Rendered{report::rankeval_json(result), report::rankeval_document(result)};
  });
}

namespace {

// One query of `rank`: an id and the text matched against the facts.
struct RankQuery {
  std::string id;
  std::string text;
};

// What `rank` ranks for: the questions of a ratings file (its queryText without the
// "[ANSWER]" marker, as the 2021 baseline), else the kept questions of the corpus.
std::vector<RankQuery> rank_queries(const LoadedCorpus& loaded, const std::string& ratings, const std::string& method,
                                    const std::string& query, std::size_t& skipped) {
  std::vector<RankQuery> out;
  if (!ratings.empty()) {
    load::InputFile in(ratings);
    for (auto& p : load::read_expert_ratings(in.stream(), in.name())) {
      std::string text = p.query_text;
      for (std::size_t at; (at = text.find("[ANSWER]")) != std::string::npos;) text.erase(at, 8);
      out.push_back({p.qid, text});
    }
    return out;
  }
  for (const auto& q : loaded.corpus.questions) {
    if (method == "textgraphs") {  // the baseline script ranks for every row's question field
      if (q.text.empty()) ++skipped;
      else out.push_back({q.id, q.text});
      continue;
    }
    if (!q.has_text()) {
      ++skipped;
      continue;
    }
    out.push_back({q.id, query == "full" ? q.text : q.stem + " " + q.answer_text()});
  }
  return out;
}

}  // namespace

int run_rank(const Args& args, std::ostream& out, std::ostream& err) {
  const CommandInfo info{
      "rank",
      "a tf-idf baseline for explanation regeneration, written as a TextGraphs ranking (questionID<TAB>UID, best "
      "first; ties in tablestore order) to standard output or --out, streamed. --method tfidf (default): explgraph's "
      "own ranker, every tablestore row by tf-idf cosine over content lemmas (stop words dropped, stemmed) to the "
      "question stem plus its correct answer (--query full: the whole question field). --method textgraphs: the "
      "shared tasks' official baseline reproduced: scikit-learn TfidfVectorizer defaults (lower-cased tokens of two "
      "or more word characters, no stop words, smoothed idf over the fact texts), every row including deprecated "
      "ones, cosine to the whole question field, 100 facts per question unless --top says otherwise. --ratings "
      "ranks for the questions of a TextGraphs 2021 ratings file (queryText without [ANSWER]). Use --top K to "
      "keep files small: all rows for every question of V2.1 is 1.5 GB.",
      "explgraph rank --corpus DIR [--method tfidf|textgraphs] [--split NAME] [--top K] [--out FILE]\n"
      "       explgraph rank --tables PATH --ratings RATINGS.json [--method textgraphs] [--out FILE]",
      "", false, false, false};
  std::string method = "tfidf", query = "question+answer", ratings;
  WholeNumber top{0};
  bool top_given = false;
  bool tables_only = false;
  CommandInfo with_tables = info;
  with_tables.tables_only = &tables_only;
  with_tables.tsv_output = true;
  with_tables.files = [&] { return RunFiles{{ratings}, {}}; };
  po::options_description own("Options");
  own.add_options()
      ("method", po::value(&method)->default_value("tfidf")->value_name("tfidf|textgraphs"), "ranking method")
      ("query", po::value(&query)->default_value("question+answer")->value_name("question+answer|full"),
       "--method tfidf: what is matched")
      ("top", po::value(&top)->value_name("K")->notifier([&](const WholeNumber&) { top_given = true; }),
       "write only the K best rows per question (0 = all; default: all for tfidf, 100 for textgraphs)")
      ("ratings", po::value(&ratings)->value_name("FILE")->notifier([&](const std::string&) { tables_only = true; }),
       "rank for the questions of a TextGraphs 2021 expert-ratings JSON instead of the corpus's");
  std::size_t ranked = 0, skipped = 0;
  bool ran = false;
  with_tables.validate = [&] {
    if (method != "tfidf" && method != "textgraphs")
      throw core::UsageError("--method: expected tfidf or textgraphs, found '" + method + "'");
    if (query != "question+answer" && query != "full")
      throw core::UsageError("--query: expected question+answer or full, found '" + query + "'");
    if (method == "textgraphs" && query != "question+answer")
      throw core::UsageError("--query applies to --method tfidf; textgraphs always matches the whole question field");
  };
  int code = run_analysis(args, out, err, with_tables, own, [&](const LoadedCorpus& loaded) {
    auto queries = std::make_shared<std::vector<RankQuery>>(rank_queries(loaded, ratings, method, query, skipped));
    auto normalizer = std::make_shared<text::Normalizer>(normalizer_options(loaded));
    const auto& store = loaded.corpus.tablestore;
    auto index = method == "textgraphs"
                     ? std::make_shared<analyze::TfidfIndex>(store, [](const std::string& t) { return text::sklearn_tokens(t); })
                     : std::make_shared<analyze::TfidfIndex>(store, *normalizer);
    const std::size_t keep = top_given ? top.value : method == "textgraphs" ? 100 : 0;
    // tfidf writes each UID once (its first definition); textgraphs every row, as the script.
    const bool first_definition_only = method == "tfidf";
    ranked = queries->size();
    ran = true;
    Rendered r;
    r.text = [&loaded, queries, normalizer, index, keep, first_definition_only](std::ostream& o) {
      const auto& tables = loaded.corpus.tablestore;
      const std::size_t extra = first_definition_only ? tables.duplicate_uids.size() + 1 : 0;
      for (const auto& q : *queries) {
        std::size_t written = 0;
        for (core::RowId id : index->rank(q.text, keep == 0 ? 0 : keep + extra)) {
          if (keep != 0 && written == keep) break;
          const auto& row = tables.rows[id.value];
          if (first_definition_only && tables.find(row.uid) != id) continue;  // a later definition of a UID
          o << q.id << '\t' << row.uid << '\n';
          ++written;
        }
      }
    };
    return r;
  });
  if (ran && code == 0) err << "rank: ranked " << ranked << " question(s); skipped " << skipped << " without usable text\n";
  return code;
}

}  // namespace explgraph::cli
