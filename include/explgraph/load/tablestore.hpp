#pragma once
#include <filesystem>
#include <istream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/ids.hpp"

namespace explgraph::load {

struct Row {
  core::TableId table;
  std::string uid;          // as written in the table
  std::string uid_key;      // lower-cased: UIDs compare case-insensitively
  std::string text;         // data and [FILL] cells joined by single spaces, in column order
  bool deprecated = false;  // [SKIP] DEP cell non-empty
  std::size_t line = 0;
};

struct Table {
  std::string name;  // file name without extension
  std::string path;
  std::size_t row_count = 0;
};

// A UID that more than one row defines; the first definition is the one explanations use.
struct DuplicateUid {
  std::string uid;
  std::vector<core::RowId> rows;
};

struct Tablestore {
  std::vector<Table> tables;
  std::vector<Row> rows;
  std::unordered_map<std::string, core::RowId> by_uid;  // uid_key -> first row defining it
  std::vector<DuplicateUid> duplicate_uids;

  core::RowId find(std::string_view uid) const;  // case-insensitive; invalid id when unknown
  std::size_t deprecated_count() const;
};

// Reads one table (first line = header) and appends its rows. `name` is the table name,
// `display` the path shown in messages.
void read_table(std::istream& in, const std::string& name, const std::string& display,
                Tablestore& store, core::Diagnostics& diagnostics, core::InputAccount& account);

// Loads a tablestore from a tableindex.txt (entries resolved against a `tables/` folder
// beside it when there is one, else against the index's own folder) or from a folder of
// *.tsv tables (sorted by name). Throws core::InputError when `path` is unusable.
Tablestore load_tablestore(const std::filesystem::path& path, core::Diagnostics& diagnostics,
                           std::vector<core::InputAccount>& accounts);

}  // namespace explgraph::load
