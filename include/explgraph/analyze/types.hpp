#pragma once
#include <map>
#include <string>
#include <vector>

#include "explgraph/load/corpus.hpp"

namespace explgraph::analyze {

// Use of one knowledge type (a table = fine type, or a coarse category) across explanations.
struct TypeUse {
  std::string name;
  std::string category;                   // for tables: its coarse category ("" when unmapped)
  std::size_t explanations = 0;           // explanations citing it at least once
  double proportion = 0;                  // explanations / explanations with at least one token
  std::map<std::string, double> by_role;  // share of explanations citing it with that role
};

struct LabelCount {
  std::string label;
  std::size_t questions = 0;
  double proportion = 0;  // of kept questions
};

// SPEC §3 types. Only tokens that resolve to a row count (dangling UIDs have no table).
struct TypesResult {
  std::size_t explanations = 0;     // kept questions with at least one token (as LREC Table 3)
  std::vector<std::string> roles;   // roles present, known roles first
  std::vector<TypeUse> tables;      // every table, by explanations desc then name
  std::vector<TypeUse> categories;  // RET, RET/LEX, INSUPP, COMPLEX, others, then "(unmapped)"
  std::vector<LabelCount> question_types;  // top-down labels, by count desc then label
  load::Population population;             // over E
  std::size_t questions = 0;               // |E|
  std::size_t questions_without_type = 0;  // questions of E with no top-down label
  std::vector<std::string> unmapped_tables;
  std::string mapping;  // where the categories came from
};

TypesResult compute_types(const load::Corpus& corpus);

}  // namespace explgraph::analyze
