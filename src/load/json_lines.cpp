#include "explgraph/load/json_lines.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "explgraph/load/json_document.hpp"

namespace explgraph::load {
namespace {

// simdjson counts levels as too_deep does: it refuses what is deeper than explgraph's limit
// too, and too_deep (below) names where.
constexpr std::size_t kSimdjsonDepth = kMaxJsonDepth;
constexpr std::size_t kInitialCapacity = 1 << 13;  // grown as lines need

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

std::optional<std::string_view> string_view_member(simdjson::dom::element value,
                                                   std::string_view key) {
  const auto m = member(value, key);
  std::string_view text;
  if (!m || m->get_string().get(text) != simdjson::SUCCESS) return std::nullopt;
  return text;
}

std::optional<std::string> string_member(simdjson::dom::element value, std::string_view key) {
  const auto text = string_view_member(value, key);
  return text ? std::optional<std::string>(*text) : std::nullopt;
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

namespace {

// Where each key of an object read so far stands among its members (keys are views of the
// document): found by a scan while they are few, as they nearly always are (a tree's 25
// sentences), by a hash map past that, so that an object of many keys stays linear.
class KeyPlaces {
  // Keys numbered alike ("sent1" … "sent25") differ in their last byte: compared first.
  static bool same_key(std::string_view a, std::string_view b) {
    return a.size() == b.size() && (a.empty() || a.back() == b.back()) && a == b;
  }

 public:
  explicit KeyPlaces(std::size_t expected) { keys_.reserve(std::min(expected, kScanned + 1)); }

  // The place of `key`, or none: then it takes the next place.
  std::optional<std::size_t> find_or_add(std::string_view key) {
    if (hashed_.empty()) {
      for (std::size_t i = 0; i < keys_.size(); ++i)
        if (same_key(keys_[i], key)) return i;
    } else if (const auto it = hashed_.find(key); it != hashed_.end()) {
      return it->second;
    }
    keys_.push_back(key);
    if (!hashed_.empty())
      hashed_.emplace(key, keys_.size() - 1);
    else if (keys_.size() > kScanned)
      for (std::size_t i = 0; i < keys_.size(); ++i) hashed_.emplace(keys_[i], i);
    return std::nullopt;
  }

 private:
  static constexpr std::size_t kScanned = 32;
  std::vector<std::string_view> keys_;
  std::unordered_map<std::string_view, std::size_t> hashed_;
};

}  // namespace

std::vector<std::pair<std::string_view, simdjson::dom::element>> members_of(
    std::optional<simdjson::dom::element> value) {
  std::vector<std::pair<std::string_view, simdjson::dom::element>> members;
  simdjson::dom::object object;
  if (!value || value->get_object().get(object) != simdjson::SUCCESS) return members;
  members.reserve(object.size());
  KeyPlaces places(object.size());
  for (const auto [key, item] : object) {
    if (const auto at = places.find_or_add(key))
      members[*at].second = item;
    else
      members.emplace_back(key, item);
  }
  return members;
}

std::vector<std::pair<std::string, std::string>> texts_of(
    std::optional<simdjson::dom::element> value, const char* field) {
  std::vector<std::pair<std::string, std::string>> texts;
  if (field != nullptr) {
    const auto members = members_of(value);
    texts.reserve(members.size());
    for (const auto& [key, item] : members)
      texts.emplace_back(key, string_view_member(item, field).value_or(""));
    return texts;
  }
  simdjson::dom::object object;
  if (!value || value->get_object().get(object) != simdjson::SUCCESS) return texts;
  texts.reserve(object.size());
  KeyPlaces places(object.size());
  for (const auto [key, item] : object) {
    std::string_view text;
    if (item.get_string().get(text) != simdjson::SUCCESS) continue;  // nor is its key kept
    if (const auto at = places.find_or_add(key))
      texts[*at].second = text;
    else
      texts.emplace_back(key, text);
  }
  return texts;
}

}  // namespace explgraph::load
