#pragma once
// JSON lines read fast, for files of thousands of records of which a few fields are wanted
// (EntailmentBank's trees: treeeval must be 20 times the official scorer, issue 44).
// simdjson validates a whole line at about 1 GB/s where nlohmann's DOM reads about 50 MB/s;
// a line simdjson refuses is parsed again by nlohmann, which says where and why, so the
// messages stay those of every other JSON reader of explgraph.
#include <simdjson.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace explgraph::load {

class JsonLineReader {
 public:
  JsonLineReader();
  // The line's value, valid until the next read; or nothing, with `why` saying what broke:
  // "invalid JSON at column C" or "JSON nested deeper than 100 levels at column C".
  std::optional<simdjson::dom::element> read(std::string_view line, std::string& why);

 private:
  simdjson::dom::parser parser_;
  std::string reserialised_;
};

// A member of an object as Python's json reads it: the last of a key given twice. Nothing
// when `value` is no object or lacks the key.
std::optional<simdjson::dom::element> member(simdjson::dom::element value, std::string_view key);
// The member's string, or nothing when it is absent or no string.
std::optional<std::string> string_member(simdjson::dom::element value, std::string_view key);
std::optional<std::string_view> string_view_member(simdjson::dom::element value,
                                                   std::string_view key);
// "object", "array", "string", "number", "boolean" or "null", as nlohmann names them.
const char* json_type_name(simdjson::dom::element value);

// An object's members as Python's json reads them: in file order, a key given twice keeping
// its first place and last value. Views of the document. Empty when `value` is no object.
std::vector<std::pair<std::string_view, simdjson::dom::element>> members_of(
    std::optional<simdjson::dom::element> value);

// An object's members as (key, text) in file order, a key given twice keeping its first place
// and last value (a Python dict): the strings themselves, or with `field` the string `field`
// of each member that is an object ("" when it lacks one). Empty when `value` is no object.
std::vector<std::pair<std::string, std::string>> texts_of(
    std::optional<simdjson::dom::element> value, const char* field = nullptr);

}  // namespace explgraph::load
