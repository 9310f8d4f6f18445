#include "probe_readings.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "explgraph/core/strings.hpp"

namespace explgraph::analyze {
namespace {

// WordNet's morphy detachment rules for nouns (morph.c): suffix, replacement.
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kPluralRules{{
    {"ses", "s"},
    {"xes", "x"},
    {"zes", "z"},
    {"ches", "ch"},
    {"shes", "sh"},
    {"men", "man"},
    {"ies", "y"},
    {"s", ""},
}};

}  // namespace

ProbeReadings::ProbeReadings(const load::Taxonomy& t) {
  const auto each_text = [&](auto visit) {
    for (std::uint32_t c = 0; c < t.names.size(); ++c) {
      visit(c, t.names[c]);
      for (const auto& s : t.synonyms[c]) visit(c, s.text);
      if (c < t.heads.size())
        for (const auto& h : t.heads[c]) visit(c, h);
      if (c < t.short_names.size())
        for (const auto& s : t.short_names[c]) visit(c, s);
    }
  };
  each_text([&](std::uint32_t, const std::string& text) { vocabulary_.insert(text); });
  each_text([&](std::uint32_t c, const std::string& text) {
    auto& named = concepts_[key(text)];
    if (std::find(named.begin(), named.end(), c) == named.end()) named.push_back(c);
  });
  keys_.reserve(t.names.size());
  of_.reserve(t.names.size());
  for (std::uint32_t c = 0; c < t.names.size(); ++c) {
    keys_.push_back(key(t.names[c]));
    of_.push_back(&concepts_.at(keys_.back()));
  }
}

std::string ProbeReadings::key(std::string_view text) const {
  std::string lower = core::ascii_lower(text);
  for (const auto& [suffix, replacement] : kPluralRules) {
    if (lower.size() <= suffix.size() ||
        lower.compare(lower.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    std::string singular = lower.substr(0, lower.size() - suffix.size());
    singular += replacement;
    if (singular.back() != ' ' && vocabulary_.count(singular)) return singular;
  }
  return lower;
}

const std::vector<std::uint32_t>& ProbeReadings::concepts(std::string_view text) const {
  static const std::vector<std::uint32_t> none;
  const auto it = concepts_.find(key(text));
  return it == concepts_.end() ? none : it->second;
}

}  // namespace explgraph::analyze
