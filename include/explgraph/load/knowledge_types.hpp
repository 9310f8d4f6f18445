#pragma once
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "explgraph/core/diagnostics.hpp"

namespace explgraph::load {

// The category reported for a table the mapping does not cover.
inline constexpr const char* kUnmapped = "(unmapped)";

// Coarse categories of the COLING 2016 analysis.
const std::vector<std::string>& known_categories();  // RET, RET/LEX, INSUPP, COMPLEX

struct KnowledgeType {
  std::string category;  // coarse: RET, RET/LEX, INSUPP, COMPLEX (or a user's own)
  std::string label;     // optional fine-type label; empty = the table name
};

// Table name -> knowledge type. Names match case-insensitively with a leading "PROTO-"
// ignored, so the V1 mapping's PROTO-IF-THEN matches the V1 table IF-THEN.
class KnowledgeTypeMap {
 public:
  static std::string key(std::string_view table_name);

  void set(std::string_view table_name, KnowledgeType type);
  std::optional<KnowledgeType> find(std::string_view table_name) const;
  std::size_t size() const { return by_key_.size(); }
  std::size_t coverage(const std::vector<std::string>& table_names) const;

  std::string source;  // where it came from, for reports

 private:
  std::unordered_map<std::string, KnowledgeType> by_key_;
};

// Parses "table<TAB>category[<TAB>label]" lines; a first line whose first field is
// "TABLE" is a header. Malformed lines are warned about and skipped.
KnowledgeTypeMap read_knowledge_types(std::istream& in, const std::string& display,
                                      core::Diagnostics& diagnostics, core::InputAccount& account);

// The shipped default: the two published WorldTree mappings (V1 of the 2019 shared task and
// V2.1 of the 2021 shared task). The one covering more of `table_names` wins where they
// disagree (a V1 tablestore gets V1's categories, a V2 one V2.1's); the other fills gaps.
KnowledgeTypeMap default_knowledge_types(const std::vector<std::string>& table_names);

}  // namespace explgraph::load
