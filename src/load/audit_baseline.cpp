#include "explgraph/load/audit_baseline.hpp"

#include <nlohmann/json.hpp>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/json_document.hpp"

namespace explgraph::load {
namespace {

std::string text_field(const nlohmann::json& finding, const char* name) {
  auto it = finding.find(name);
  return it != finding.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::vector<BaselineFinding> read_audit_baseline(std::istream& in, const std::string& display) {
  const nlohmann::json root =
      read_json_document(in, display, "the JSON of 'explgraph audit --format json'");
  if (!root.is_object() || !root.contains("findings") || !root["findings"].is_array())
    throw core::InputError(
        display +
        ": error: expected the JSON of 'explgraph audit --format json' (an object with "
        "a 'findings' list), found none");
  std::vector<BaselineFinding> out;
  std::size_t index = 0;
  for (const auto& f : root["findings"]) {
    ++index;
    if (!f.is_object() || !f.contains("check") || !f["check"].is_string())
      throw core::InputError(display + ": error: finding " + std::to_string(index) +
                             " has no 'check' name");
    out.push_back({f["check"].get<std::string>(), text_field(f, "question"), text_field(f, "uid"),
                   text_field(f, "message")});
  }
  return out;
}

}  // namespace explgraph::load
