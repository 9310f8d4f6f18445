#include "explgraph/load/expert_ratings.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/json_document.hpp"

namespace explgraph::load {
namespace {

constexpr double kMaxRating = 100;

std::string where(const std::string& display, std::size_t problem) {
  return display + ": error: ranking problem " + std::to_string(problem) + ": ";
}

// Upserts by key, keeping the first position and the last value (a Python dict).
template <typename Item, typename Key>
void upsert(std::vector<Item>& items, std::unordered_map<std::string, std::size_t>& index,
            const Key& key, Item item) {
  auto [it, added] = index.try_emplace(key, items.size());
  if (added)
    items.push_back(std::move(item));
  else
    items[it->second] = std::move(item);
}

RatedDocument read_document(const nlohmann::json& d, const std::string& display,
                            std::size_t problem) {
  if (!d.is_object() || !d.contains("uuid") || !d["uuid"].is_string())
    throw core::InputError(where(display, problem) +
                           "expected documents with a string 'uuid', found " +
                           core::quoted(json_excerpt(d)));
  const auto& r = d.contains("relevance") ? d["relevance"] : nlohmann::json();
  if (!r.is_number())
    throw core::InputError(where(display, problem) + "document " +
                           core::quoted(d["uuid"].get<std::string>()) +
                           ": expected a numeric 'relevance', found " +
                           (r.is_null() ? "none" : core::quoted(json_excerpt(r))) +
                           (r.is_string() ? " (a number in quotes?)" : ""));
  double value = r.get<double>();
  if (!std::isfinite(value) || std::fabs(value) > kMaxRating)
    throw core::InputError(where(display, problem) + "document " +
                           core::quoted(d["uuid"].get<std::string>()) + ": relevance " +
                           json_excerpt(r) +
                           " is outside -100…100 (ratings are small whole numbers)");
  return {d["uuid"].get<std::string>(), value};
}

}  // namespace

std::vector<RatingProblem> read_expert_ratings(std::istream& in, const std::string& display) {
  const nlohmann::json root =
      read_json_document(in, display, "TextGraphs 2021 expert ratings (JSON)");
  if (!root.is_object() || !root.contains("rankingProblems") || !root["rankingProblems"].is_array())
    throw core::InputError(display +
                           ": error: expected TextGraphs 2021 expert ratings, an object with a "
                           "'rankingProblems' list; found none");
  std::vector<RatingProblem> problems;
  std::unordered_map<std::string, std::size_t> by_qid;
  std::size_t index = 0;
  for (const auto& p : root["rankingProblems"]) {
    ++index;
    if (!p.is_object() || !p.contains("qid") || !p["qid"].is_string())
      throw core::InputError(where(display, index) + "expected a string 'qid'");
    if (!p.contains("documents") || !p["documents"].is_array())
      throw core::InputError(where(display, index) + "question " +
                             core::quoted(p["qid"].get<std::string>()) +
                             " has no 'documents' list");
    RatingProblem problem{p["qid"].get<std::string>(), "", {}};
    if (p.contains("queryText") && p["queryText"].is_string())
      problem.query_text = p["queryText"].get<std::string>();
    std::unordered_map<std::string, std::size_t> by_uuid;
    for (const auto& d : p["documents"]) {
      RatedDocument doc = read_document(d, display, index);
      std::string key = doc.uuid;
      upsert(problem.documents, by_uuid, key, std::move(doc));
    }
    std::string key = problem.qid;
    upsert(problems, by_qid, key, std::move(problem));
  }
  if (problems.empty())
    throw core::InputError(
        display + ": error: the 'rankingProblems' list is empty: nothing to score against");
  return problems;
}

}  // namespace explgraph::load
