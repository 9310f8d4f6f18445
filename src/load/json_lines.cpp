#include "json_lines.hpp"

#include <nlohmann/json.hpp>
#include <unordered_map>

#include "explgraph/load/json_document.hpp"

namespace explgraph::load {
namespace {

// simdjson counts levels as too_deep does: it refuses what is deeper than explgraph's limit
// too, and too_deep (below) names where.
constexpr std::size_t kSimdjsonDepth = kMaxJsonDepth;
constexpr std::size_t kInitialCapacity = 1 << 16;  // grown as lines need

// What nlohmann makes of a line simdjson refused: the reason it is no JSON, or the value
// written again in a form simdjson reads (a number beyond a double's range is Python's inf
// and nlohmann's too, which simdjson refuses; written again it is null).
std::optional<std::string> nlohmann_reading(std::string_view line, std::string& why) {
  if (const auto at = too_deep(line)) {
    why = "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at column " +
          std::to_string(at->column);
    return std::nullopt;
  }
  try {
    return nlohmann::json::parse(line).dump();
  } catch (const nlohmann::json::parse_error& e) {
    why = "invalid JSON at column " + std::to_string(e.byte > 0 ? e.byte : 1);
  } catch (const nlohmann::json::out_of_range&) {  // "number overflow parsing '1e400'"
    why = "a number beyond the range of a double";
  }
  return std::nullopt;
}

}  // namespace

JsonLineReader::JsonLineReader() {
  if (parser_.allocate(kInitialCapacity, kSimdjsonDepth) != simdjson::SUCCESS)
    throw std::bad_alloc();
}

std::optional<simdjson::dom::element> JsonLineReader::read(std::string_view line,
                                                           std::string& why) {
  simdjson::dom::element value;
  if (parser_.parse(line.data(), line.size()).get(value) == simdjson::SUCCESS) return value;
  const auto again = nlohmann_reading(line, why);
  if (!again) return std::nullopt;
  reserialised_ = *again;
  if (parser_.parse(reserialised_).get(value) == simdjson::SUCCESS) return value;
  why = "JSON simdjson cannot read";  // not met: nlohmann's output is plain JSON
  return std::nullopt;
}

std::optional<simdjson::dom::element> member(simdjson::dom::element value, std::string_view key) {
  simdjson::dom::object object;
  if (value.get_object().get(object) != simdjson::SUCCESS) return std::nullopt;
  std::optional<simdjson::dom::element> found;
  for (const auto field : object)
    if (field.key == key) found = field.value;
  return found;
}

std::optional<std::string> string_member(simdjson::dom::element value, std::string_view key) {
  const auto m = member(value, key);
  std::string_view text;
  if (!m || m->get_string().get(text) != simdjson::SUCCESS) return std::nullopt;
  return std::string(text);
}

const char* json_type_name(simdjson::dom::element value) {
  switch (value.type()) {
    case simdjson::dom::element_type::OBJECT:
      return "object";
    case simdjson::dom::element_type::ARRAY:
      return "array";
    case simdjson::dom::element_type::STRING:
      return "string";
    case simdjson::dom::element_type::BOOL:
      return "boolean";
    case simdjson::dom::element_type::NULL_VALUE:
      return "null";
    default:
      return "number";
  }
}

std::vector<std::pair<std::string, std::string>> texts_of(
    std::optional<simdjson::dom::element> value, const char* field) {
  std::vector<std::pair<std::string, std::string>> texts;
  simdjson::dom::object object;
  if (!value || value->get_object().get(object) != simdjson::SUCCESS) return texts;
  std::unordered_map<std::string_view, std::size_t> place;
  for (const auto [key, item] : object) {
    std::string text;
    if (field != nullptr) {
      text = string_member(item, field).value_or("");
    } else {
      std::string_view s;
      if (item.get_string().get(s) != simdjson::SUCCESS) continue;
      text = s;
    }
    const auto [at, added] = place.try_emplace(key, texts.size());
    if (added)
      texts.emplace_back(std::string(key), std::move(text));
    else
      texts[at->second].second = std::move(text);
  }
  return texts;
}

}  // namespace explgraph::load
