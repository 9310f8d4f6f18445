#include "explgraph/load/question.hpp"

#include <algorithm>
#include <cctype>

#include "explgraph/core/strings.hpp"

namespace explgraph::load {

const std::vector<std::string>& known_roles() {
  static const std::vector<std::string> roles{"CENTRAL",    "GROUNDING", "LEXGLUE",
                                              "BACKGROUND", "ROLE",      "NEG"};
  return roles;
}

core::RoleId known_role_id(std::string_view role) {
  const auto& roles = known_roles();
  auto it = std::find(roles.begin(), roles.end(), role);
  return it == roles.end() ? core::RoleId()
                           : core::RoleId(static_cast<std::uint32_t>(it - roles.begin()));
}

bool is_known_role(std::string_view role) {
  return known_role_id(role).valid();
}

namespace {

struct Marker {
  std::size_t start;  // index of '('
  std::size_t end;    // index after ')'
  int ordinal;        // 0 for A/a/1, 1 for B/b/2, ...
  bool numeric;
};

std::vector<Marker> find_markers(std::string_view text) {
  std::vector<Marker> markers;
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    if (text[i] != '(') continue;
    std::size_t j = i + 1;
    char c = text[j];
    if (std::isalpha(static_cast<unsigned char>(c)) && text[j + 1] == ')') {
      markers.push_back({i, j + 2, std::toupper(static_cast<unsigned char>(c)) - 'A', false});
    } else if (c >= '1' && c <= '9' && text[j + 1] == ')') {
      markers.push_back({i, j + 2, c - '1', true});
    }
  }
  return markers;
}

}  // namespace

ParsedChoices parse_choices(std::string_view text) {
  auto markers = find_markers(text);
  // The choice list starts at the last (A)/(1) followed somewhere by a (B)/(2) of the same
  // kind, so an "(A)" inside the stem does not start it; found in one backward pass, then
  // the chain A, B, C, … is followed once: linear in the number of markers.
  bool later_second[2] = {false, false};  // a (B) / a (2) after the current position
  for (std::size_t first = markers.size(); first-- > 0;) {
    const auto& m = markers[first];
    if (m.ordinal == 1) later_second[m.numeric] = true;
    if (m.ordinal != 0 || !later_second[m.numeric]) continue;
    std::vector<Marker> chain{m};
    for (std::size_t k = first + 1; k < markers.size(); ++k)
      if (markers[k].numeric == m.numeric && markers[k].ordinal == chain.back().ordinal + 1)
        chain.push_back(markers[k]);
    ParsedChoices out;
    out.stem = std::string(core::trim(text.substr(0, chain[0].start)));
    for (std::size_t k = 0; k < chain.size(); ++k) {
      std::size_t end = k + 1 < chain.size() ? chain[k + 1].start : text.size();
      out.choices.emplace_back(core::trim(text.substr(chain[k].end, end - chain[k].end)));
    }
    return out;
  }
  return {std::string(core::trim(text)), {}};
}

int parse_answer_key(std::string_view key) {
  key = core::trim(key);
  // "(B)" and "B)" as answer sheets write them.
  if (key.size() >= 2 && key.back() == ')')
    key = core::trim(
        key.substr(key.front() == '(' ? 1 : 0, key.size() - (key.front() == '(' ? 2 : 1)));
  if (key.size() == 1 && std::isalpha(static_cast<unsigned char>(key[0])))
    return std::toupper(static_cast<unsigned char>(key[0])) - 'A';
  if (!key.empty() && key.size() <= 2 &&
      std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    int n = std::stoi(std::string(key));
    return n >= 1 ? n - 1 : -1;
  }
  return -1;
}

std::vector<std::string> parse_knowledge_types(std::string_view field) {
  std::vector<std::string> out;
  for (auto piece : core::split(field, ',')) {
    std::string_view label = core::trim(piece);
    while (!label.empty() && label.back() == '?') label.remove_suffix(1);
    label = core::trim(label);
    if (!label.empty()) out.emplace_back(label);  // counted as given: typos stay visible
  }
  return out;
}

}  // namespace explgraph::load
