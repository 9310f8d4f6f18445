#include "explgraph/load/ranking.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

Ranking read_textgraphs_ranking(std::istream& in, const std::string& display, core::Diagnostics& diagnostics,
                                core::InputAccount& account) {
  Ranking ranking;
  ranking.name = display;
  TsvReader reader(in, display, diagnostics);
  TsvRecord record;
  while (reader.next(record)) {
    if (record.blank()) {
      ++account.skipped["blank line"];
      continue;
    }
    ++ranking.lines;
    std::string_view question = core::trim(record.fields[0]);
    std::string_view uid = record.fields.size() > 1 ? core::trim(record.fields[1]) : std::string_view();
    if (record.fields.size() != 2 || question.empty() || uid.empty()) {
      diagnostics.warn(display, record.line, 0, "malformed-ranking-line",
                       "expected 'questionID<TAB>UID', found " + std::to_string(record.fields.size()) +
                           " field(s); line skipped");
      ++ranking.malformed;
      ++account.skipped["malformed"];
      continue;
    }
    auto [id, added] = ranking.uid_ids.try_emplace(core::ascii_lower(uid), static_cast<std::uint32_t>(ranking.uid_text.size()));
    if (added) ranking.uid_text.push_back(id->first);
    auto [it, first] = ranking.ranked.try_emplace(std::string(question));
    if (first) ranking.question_order.push_back(it->first);
    it->second.push_back(id->second);
  }
  // Keep each UID once per question, at its first position (one stamp per UID id).
  std::vector<std::size_t> stamp(ranking.uid_text.size(), SIZE_MAX);
  std::size_t serial = 0;
  for (auto& [question, uids] : ranking.ranked) {
    std::size_t kept = 0;
    for (std::uint32_t u : uids)
      if (stamp[u] != serial) stamp[u] = serial, uids[kept++] = u;
    ranking.repeated += uids.size() - kept;
    uids.resize(kept);
    account.loaded += kept;
    ++serial;
  }
  if (ranking.repeated > 0) account.skipped["repeated UID for the question"] += ranking.repeated;
  account.lines_read = reader.lines_read();
  return ranking;
}

namespace {

std::string json_id(const nlohmann::json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

}  // namespace

std::vector<RankingProblem> read_tfranking_json(std::istream& in, const std::string& display,
                                                core::Diagnostics& diagnostics) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw core::InputError(display + ": error: not valid JSON (byte " + std::to_string(e.byte) + "): " + e.what());
  } catch (const nlohmann::json::exception& e) {  // e.g. a number too large for a double
    throw core::InputError(display + ": error: unusable JSON: " + e.what());
  }
  if (!root.is_object() || !root.contains("rankingProblemsOutput") || !root["rankingProblemsOutput"].is_array())
    throw core::InputError(display + ": error: expected a JSON object with a 'rankingProblemsOutput' list (TF-Ranking output)");
  std::vector<RankingProblem> problems;
  std::size_t index = 0;
  for (const auto& p : root["rankingProblemsOutput"]) {
    ++index;
    RankingProblem problem;
    problem.query = p.contains("queryText") ? json_id(p["queryText"]) : "query " + std::to_string(index);
    if (!p.contains("documents") || !p["documents"].is_array()) {
      diagnostics.warn(display, 0, 0, "malformed-ranking-problem",
                       "ranking problem " + std::to_string(index) + " has no 'documents' list; skipped");
      continue;
    }
    for (const auto& d : p["documents"]) {
      if (!d.is_object() || !d.contains("score") || !d["score"].is_number()) {
        diagnostics.warn(display, 0, 0, "malformed-ranking-document",
                         "a document of ranking problem " + std::to_string(index) + " (" + core::quoted(problem.query) +
                             ") has no numeric 'score'; skipped");
        continue;
      }
      double relevance = d.contains("relevance") && d["relevance"].is_number() ? d["relevance"].get<double>() : 0.0;
      problem.documents.push_back({d.contains("docText") ? json_id(d["docText"]) : "", relevance, d["score"].get<double>()});
    }
    std::stable_sort(problem.documents.begin(), problem.documents.end(),
                     [](const ScoredDocument& a, const ScoredDocument& b) { return a.score > b.score; });
    problems.push_back(std::move(problem));
  }
  return problems;
}

}  // namespace explgraph::load
