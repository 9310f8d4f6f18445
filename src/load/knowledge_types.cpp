#include "explgraph/load/knowledge_types.hpp"

#include <sstream>

#include "explgraph/core/embedded_data.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {

const std::vector<std::string>& known_categories() {
  static const std::vector<std::string> categories{"RET", "RET/LEX", "INSUPP", "COMPLEX"};
  return categories;
}

std::string KnowledgeTypeMap::key(std::string_view table_name) {
  std::string upper = core::ascii_upper(core::trim(table_name));
  constexpr std::string_view kProto = "PROTO-";
  if (upper.compare(0, kProto.size(), kProto) == 0) upper.erase(0, kProto.size());
  return upper;
}

void KnowledgeTypeMap::set(std::string_view table_name, KnowledgeType type) {
  by_key_[key(table_name)] = std::move(type);
}

std::optional<KnowledgeType> KnowledgeTypeMap::find(std::string_view table_name) const {
  auto it = by_key_.find(key(table_name));
  if (it == by_key_.end()) return std::nullopt;
  return it->second;
}

std::size_t KnowledgeTypeMap::coverage(const std::vector<std::string>& table_names) const {
  std::size_t n = 0;
  for (const auto& name : table_names) n += find(name).has_value();
  return n;
}

KnowledgeTypeMap read_knowledge_types(std::istream& in, const std::string& display,
                                      core::Diagnostics& diagnostics, core::InputAccount& account) {
  KnowledgeTypeMap map;
  map.source = display;
  TsvReader reader(in, display, diagnostics);
  read_accounted(reader, account, [&](const TsvRecord& record) -> SkipReason {
    std::string_view table = core::trim(record.fields[0]);
    if (record.line == 1 && core::iequals(table, "TABLE")) return "header";
    std::string_view category =
        record.fields.size() > 1 ? core::trim(record.fields[1]) : std::string_view();
    if (table.empty() || category.empty()) {
      diagnostics.warn(display, record.line, 0, "malformed-type-line",
                       "expected 'table<TAB>category[<TAB>label]', found " +
                           core::quoted(record.fields.size() > 1
                                            ? std::string(table) + "\t" + std::string(category)
                                            : std::string(table)));
      return "malformed";
    }
    std::string label =
        record.fields.size() > 2 ? std::string(core::trim(record.fields[2])) : std::string();
    map.set(table, {core::ascii_upper(category), label});
    return kLoaded;
  });
  return map;
}

namespace {

KnowledgeTypeMap embedded_map(std::string_view path) {
  std::istringstream in{std::string(core::embedded_file(path))};
  core::Diagnostics ignored;  // shipped files are tested to parse cleanly
  core::InputAccount account;
  KnowledgeTypeMap map = read_knowledge_types(in, std::string(path), ignored, account);
  return map;
}

}  // namespace

KnowledgeTypeMap default_knowledge_types(const std::vector<std::string>& table_names) {
  KnowledgeTypeMap v1 = embedded_map("data/knowledge-types-v1.tsv");
  KnowledgeTypeMap v21 = embedded_map("data/knowledge-types-v2.1.tsv");
  bool v1_first = v1.coverage(table_names) >= v21.coverage(table_names);
  const KnowledgeTypeMap& primary = v1_first ? v1 : v21;
  const KnowledgeTypeMap& fallback = v1_first ? v21 : v1;
  KnowledgeTypeMap merged;
  merged.source =
      std::string("built-in (WorldTree ") + (v1_first ? "V1, then V2.1" : "V2.1, then V1") + ")";
  for (const auto& name : table_names) {
    if (auto t = primary.find(name))
      merged.set(name, *t);
    else if (auto f = fallback.find(name))
      merged.set(name, *f);
  }
  return merged;
}

}  // namespace explgraph::load
