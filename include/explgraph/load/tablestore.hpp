#pragma once
#include <filesystem>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"

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
  std::vector<DuplicateUid> duplicate_uids;

  core::RowId find(std::string_view uid) const;  // case-insensitive; invalid id when unknown
  // Records that `row` defines the lower-cased UID `key`; returns the row that defines it
  // first (`row` itself unless another row came before).
  core::RowId define(std::string_view key, core::RowId row);
  std::size_t distinct_uids() const { return uid_keys_.size(); }
  std::size_t deprecated_count() const;

 private:
  // uid_key -> the first row defining it: keys interned, so that a look-up per explanation
  // token builds no string and hashes once.
  using UidKeyId = core::StrongId<struct UidKeyTag>;
  core::Vocabulary<UidKeyId> uid_keys_;
  std::vector<core::RowId> first_row_;  // by uid_keys_ id
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
