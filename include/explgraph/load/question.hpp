#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/ids.hpp"

namespace explgraph::load {

// Roles the WorldTree annotation guidelines define; anything else is kept but warned about.
// Each role is an interned id: the known ones have these fixed ids (their index in
// known_roles(), so each name is spelled once, there); a corpus interns any other role it
// uses after them (Corpus::roles).
const std::vector<std::string>& known_roles();
bool is_known_role(std::string_view role);
inline constexpr core::RoleId kCentral{0};
inline constexpr core::RoleId kGrounding{1};
inline constexpr core::RoleId kLexglue{2};
// The fixed id of a known role (upper-case), or an invalid id.
core::RoleId known_role_id(std::string_view role);

struct ExplanationToken {
  std::string uid;         // lower-cased
  std::string role;        // upper-cased
  core::RoleId role_id;    // known_role_id(role); a corpus also interns unknown roles
  core::RowId row;         // invalid when the UID is dangling (no table defines it)
  std::size_t column = 0;  // 1-based byte column of the token in its line
};

// An explanation token that is not UID|ROLE ("|", "uid|", "|ROLE", "a|b|c"), kept so that
// audits can name it; analyses never see it.
struct MalformedToken {
  std::string text;
  std::size_t column = 0;
};

struct Question {
  std::string id;
  std::string file;
  std::size_t line = 0;
  std::string text;                  // the raw `question` field
  std::string stem;                  // text before the first choice marker
  std::vector<std::string> choices;  // (A) … (B) … or (1) … (2) …
  std::string answer_key;            // as written
  int answer = -1;                   // index into choices, -1 when unknown
  std::vector<ExplanationToken> explanation;
  std::vector<MalformedToken> malformed_tokens;
  std::string flags;
  std::string split;  // category column (Train/Dev/Test), else from the file name
  std::vector<std::string> knowledge_types;  // top-down labels, `?` stripped
  std::string topic, grade, exam;
  // A probe set's columns (explgraph probe): its kind, hops, distractor family and cluster.
  std::string probe_kind, hops, distractor_family, cluster;

  // Stem and correct answer are both available: analyses that need text can use it.
  bool has_text() const {
    return !stem.empty() && answer >= 0 && answer < static_cast<int>(choices.size());
  }
  const std::string& answer_text() const { return choices[static_cast<std::size_t>(answer)]; }
};

struct ParsedChoices {
  std::string stem;
  std::vector<std::string> choices;
};

// Splits "stem (A) one (B) two" into stem and choices. Markers are "(A)", "(B)", … or
// "(1)", "(2)", … (letters in either case) and must run in order from the first; a
// question with fewer than two choices has none.
ParsedChoices parse_choices(std::string_view text);

// "C" -> 2, "c" -> 2, "3" -> 2, "(C)" and "C)" -> 2; -1 when not a letter A-Z or a number 1-99.
int parse_answer_key(std::string_view key);

// Top-down question types: comma-separated, trimmed, trailing `?` marks removed, empty
// dropped, otherwise as written.
std::vector<std::string> parse_knowledge_types(std::string_view field);

}  // namespace explgraph::load
