#include "probe_readings.hpp"

#include <algorithm>
#include <array>
#include <optional>
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

ReadingChains::ReadingChains(const load::Taxonomy& t, const ProbeReadings& readings) {
  std::unordered_map<std::string, Meaning> by_key;  // a meaning per key of a concept's name
  for (std::uint32_t c = 0; c < t.names.size(); ++c)
    meaning_.push_back(
        by_key.try_emplace(readings.key_of(c), static_cast<Meaning>(by_key.size())).first->second);
  up_.resize(by_key.size());
  down_.resize(by_key.size());
  partners_.resize(by_key.size());
  const auto named = [&](const std::string& text) {
    const auto it = by_key.find(readings.key(text));
    return it == by_key.end() ? std::optional<Meaning>() : it->second;
  };
  for (const auto& edge : t.edges) add_edge(meaning_[edge.child], meaning_[edge.parent]);
  for (std::uint32_t c = 0; c < t.heads.size(); ++c)
    for (const auto& head : t.heads[c])
      if (const auto m = named(head)) add_edge(meaning_[c], *m);
  for (std::uint32_t c = 0; c < t.synonyms.size(); ++c)
    for (const auto& s : t.synonyms[c])
      if (const auto m = named(s.text); m && s.stated && *m != meaning_[c]) {
        partners_[meaning_[c]].push_back(*m);
        partners_[*m].push_back(meaning_[c]);
      }
  for (const auto& [child, parent] : t.listed_edges)
    if (const auto x = named(child), y = named(parent); x && y) add_edge(*x, *y);
  seen_by_isa_.assign(by_key.size(), 0);
  seen_by_synonym_.assign(by_key.size(), 0);
}

void ReadingChains::add_edge(Meaning child, Meaning parent) {
  if (child == parent) return;
  up_[child].push_back(parent);
  down_[parent].push_back(child);
}

void ReadingChains::reach_from(std::uint32_t from, bool up) {
  ++mark_;
  // Depth-first over (meaning, reached by a synonym): a meaning reached by a synonym may go on
  // only by an ISA edge.
  std::vector<std::pair<Meaning, bool>> todo;
  const auto visit = [&](Meaning m, bool by_synonym) {
    auto& seen = by_synonym ? seen_by_synonym_ : seen_by_isa_;
    if (seen[m] == mark_) return;
    seen[m] = mark_;
    todo.emplace_back(m, by_synonym);
  };
  visit(meaning_[from], false);
  while (!todo.empty()) {
    const auto [m, by_synonym] = todo.back();
    todo.pop_back();
    for (const Meaning next : up ? up_[m] : down_[m]) visit(next, false);
    if (!by_synonym)
      for (const Meaning partner : partners_[m]) visit(partner, true);
  }
}

bool ReadingChains::reached(std::uint32_t c) const {
  const Meaning m = meaning_[c];
  return seen_by_isa_[m] == mark_ || seen_by_synonym_[m] == mark_;
}

}  // namespace explgraph::analyze
