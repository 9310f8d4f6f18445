#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "explgraph/core/errors.hpp"

namespace explgraph::core {

// An option value spelled once: the enum value and its name on the command line, in Python
// and in JSON. A list of them gives both directions and the message for anything else.
template <typename Enum>
struct Choice {
  Enum value;
  const char* name;
};

// The name of `value` (the first choice's when the list lacks it).
template <typename Enum, std::size_t N>
const char* choice_name(const Choice<Enum> (&choices)[N], Enum value) {
  for (const auto& c : choices)
    if (c.value == value) return c.name;
  return choices[0].name;
}

// The choice named `name`, or nothing.
template <typename Enum, std::size_t N>
std::optional<Enum> find_choice(const Choice<Enum> (&choices)[N], std::string_view name) {
  for (const auto& c : choices)
    if (name == c.name) return c.value;
  return std::nullopt;
}

// The choices' names joined: "a, b or c" (`separator` null), or "a|b|c" with "|".
template <typename Enum, std::size_t N>
std::string choice_list(const Choice<Enum> (&choices)[N], const char* separator = nullptr) {
  std::string list;
  for (std::size_t i = 0; i < N; ++i)
    list += (i == 0       ? ""
             : separator  ? separator
             : i + 1 == N ? " or "
                          : ", ") +
            std::string(choices[i].name);
  return list;
}

// The choice named `name`; else a UsageError "OPTION: expected a, b or c, found 'x'".
template <typename Enum, std::size_t N>
Enum parse_choice(const Choice<Enum> (&choices)[N], const char* option, const std::string& name) {
  if (auto found = find_choice(choices, name)) return *found;
  throw UsageError(std::string(option) + ": expected " + choice_list(choices) + ", found '" + name +
                   "'");
}

}  // namespace explgraph::core
