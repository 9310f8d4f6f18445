#include "explgraph/load/tablestore.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/corpus_layout.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
namespace fs = std::filesystem;
using core::trim;

namespace {

enum class ColumnKind { kData, kFill, kSkip, kUid, kDep };

ColumnKind classify(std::string_view header) {
  std::string_view h = trim(header);
  if (h.size() >= 6 && core::iequals(h.substr(0, 6), "[FILL]")) return ColumnKind::kFill;
  if (h.size() >= 6 && core::iequals(h.substr(0, 6), "[SKIP]")) {
    std::string rest = core::ascii_upper(trim(h.substr(6)));
    if (rest == "UID") return ColumnKind::kUid;
    if (rest == "DEP") return ColumnKind::kDep;
    return ColumnKind::kSkip;
  }
  return ColumnKind::kData;
}

std::string row_text(const TsvRecord& record, const std::vector<ColumnKind>& kinds) {
  std::string text;
  for (std::size_t c = 0; c < kinds.size() && c < record.fields.size(); ++c) {
    if (kinds[c] != ColumnKind::kData && kinds[c] != ColumnKind::kFill) continue;
    core::for_each_word(record.fields[c], [&](std::string_view word) {
      if (!text.empty()) text += ' ';
      text += word;
    });
  }
  return text;
}

void add_row(Tablestore& store, Row row, const std::string& display,
             core::Diagnostics& diagnostics) {
  core::RowId id(static_cast<std::uint32_t>(store.rows.size()));
  const core::RowId defined = store.define(row.uid_key, id);
  if (defined != id) {
    const Row& first = store.rows[defined.value];
    diagnostics.warn(display, row.line, 0, "duplicate-uid",
                     "UID " + core::quoted(row.uid) + " is already defined by " +
                         store.tables[first.table.value].name + " line " +
                         std::to_string(first.line) +
                         "; explanations will use the first definition");
    auto dup = std::find_if(store.duplicate_uids.begin(), store.duplicate_uids.end(),
                            [&](const DuplicateUid& d) { return d.uid == row.uid_key; });
    if (dup == store.duplicate_uids.end()) {
      store.duplicate_uids.push_back({row.uid_key, {defined}});
      dup = store.duplicate_uids.end() - 1;
    }
    dup->rows.push_back(id);
  }
  store.rows.push_back(std::move(row));
}

}  // namespace

core::RowId Tablestore::find(std::string_view uid) const {
  if (std::any_of(uid.begin(), uid.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) {
    thread_local std::string key;  // reused: a look-up per explanation token should not allocate
    key.assign(uid);
    for (char& c : key)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    uid = key;
  }
  const UidKeyId known = uid_keys_.find(uid);
  return known.valid() ? first_row_[known.value] : core::RowId();
}

core::RowId Tablestore::define(std::string_view key, core::RowId row) {
  const UidKeyId id = uid_keys_.intern(key);
  if (id.value < first_row_.size()) return first_row_[id.value];
  first_row_.push_back(row);
  return row;
}

std::size_t Tablestore::deprecated_count() const {
  return static_cast<std::size_t>(
      std::count_if(rows.begin(), rows.end(), [](const Row& r) { return r.deprecated; }));
}

void read_table(std::istream& in, const std::string& name, const std::string& display,
                Tablestore& store, core::Diagnostics& diagnostics, core::InputAccount& account) {
  core::TableId table_id(static_cast<std::uint32_t>(store.tables.size()));
  store.tables.push_back({name, display, 0});
  TsvReader reader(in, display, diagnostics);
  std::vector<ColumnKind> kinds;
  std::size_t uid_col = SIZE_MAX, dep_col = SIZE_MAX;
  if (std::size_t needed = store.rows.size() + reader.lines_remaining();
      needed > store.rows.capacity()) {
    store.rows.reserve(std::max(needed, 2 * store.rows.capacity()));
  }
  read_accounted(
      reader, account,
      [&](const TsvRecord& record) -> SkipReason {
        if (kinds.empty()) {
          for (std::size_t c = 0; c < record.fields.size(); ++c) {
            kinds.push_back(classify(record.fields[c]));
            if (kinds.back() == ColumnKind::kUid && uid_col == SIZE_MAX) uid_col = c;
            if (kinds.back() == ColumnKind::kDep && dep_col == SIZE_MAX) dep_col = c;
          }
          if (uid_col == SIZE_MAX)
            diagnostics.warn(display, record.line, 0, "no-uid-column",
                             "table header has no '[SKIP] UID' column; its rows "
                             "cannot be cited and are skipped");
          return "header";
        }
        if (record.blank()) return "blank line";
        if (record.fields.size() != kinds.size())
          diagnostics.warn(
              display, record.line, 0, "ragged-row",
              "expected " + std::to_string(kinds.size()) + " fields (as in the header), found " +
                  std::to_string(record.fields.size()) +
                  (record.fields.size() < kinds.size() ? "; missing fields read as empty"
                                                       : "; extra fields ignored"));
        std::string_view uid =
            uid_col < record.fields.size() ? trim(record.fields[uid_col]) : std::string_view();
        if (uid_col == SIZE_MAX || uid.empty()) {
          if (uid_col != SIZE_MAX)
            diagnostics.warn(display, record.line, 0, "missing-uid", "row has no UID; skipped");
          return "row without UID";
        }
        Row row;
        row.table = table_id;
        row.uid = std::string(uid);
        row.uid_key = core::ascii_lower(uid);
        row.text = row_text(record, kinds);
        row.deprecated = dep_col < record.fields.size() && !trim(record.fields[dep_col]).empty();
        row.line = record.line;
        add_row(store, std::move(row), display, diagnostics);
        ++store.tables.back().row_count;
        return kLoaded;
      },
      /*pass_blank_lines=*/true);
  if (kinds.empty())
    diagnostics.warn(display, 0, 0, "empty-file", "table file is empty (no header)");
}

namespace {

void read_table_file(const fs::path& path, Tablestore& store, core::Diagnostics& diagnostics,
                     std::vector<core::InputAccount>& accounts) {
  std::ifstream in = open_input(path);
  core::InputAccount account{path.string(), "table", 0, 0, {}};
  read_table(in, path.stem().string(), path.string(), store, diagnostics, account);
  accounts.push_back(std::move(account));
}

Tablestore load_from_index(const fs::path& index, core::Diagnostics& diagnostics,
                           std::vector<core::InputAccount>& accounts) {
  fs::path base = index.parent_path();
  if (fs::is_directory(base / "tables")) base /= "tables";
  std::ifstream in = open_input(index);
  core::InputAccount account{index.string(), "table-index", 0, 0, {}};
  TsvReader reader(in, index.string(), diagnostics);
  Tablestore store;
  read_accounted(
      reader, account,
      [&](const TsvRecord& record) -> SkipReason {
        std::string_view entry =
            record.fields.empty() ? std::string_view() : trim(record.fields[0]);
        if (entry.empty()) return "blank line";
        fs::path table = base / std::string(entry);
        if (!fs::is_regular_file(table)) {
          diagnostics.warn(index.string(), record.line, 1, "missing-table",
                           "table index names " + core::quoted(entry) + ", but " + table.string() +
                               (fs::exists(table) ? " is not a regular file" : " does not exist") +
                               "; skipped");
          return "missing table file";
        }
        read_table_file(table, store, diagnostics, accounts);
        return kLoaded;
      },
      /*pass_blank_lines=*/true);
  accounts.insert(accounts.end() - static_cast<std::ptrdiff_t>(account.loaded), account);
  return store;
}

}  // namespace

namespace {

// A tablestore nothing can cite is unusable: say what the path held instead.
Tablestore usable(Tablestore store, const fs::path& path) {
  if (!store.rows.empty()) return store;
  // Each table named, so that the file to mend is the one the message points at.
  std::string tables;
  for (std::size_t i = 0; i < store.tables.size() && i < 5; ++i)
    tables += (i == 0 ? ": " : ", ") + store.tables[i].path;
  if (store.tables.size() > 5) tables += ", …";
  throw core::InputError(path.string() +
                         ": error: no tablestore row loaded: expected tables whose header has a "
                         "'[SKIP] UID' column and rows with a UID, found " +
                         (store.tables.empty() ? std::string("no table")
                                               : std::to_string(store.tables.size()) +
                                                     " table(s) without usable rows" + tables) +
                         " (a questions file given as --tables?)");
}

Tablestore load_path(const fs::path& path, core::Diagnostics& diagnostics,
                     std::vector<core::InputAccount>& accounts) {
  if (!fs::exists(path)) throw core::cannot_open(path.string(), std::strerror(ENOENT));
  if (!fs::is_directory(path)) {
    if (!has_extension(path, ".tsv")) return load_from_index(path, diagnostics, accounts);
    Tablestore store;  // one table file: a tablestore of one table
    read_table_file(path, store, diagnostics, accounts);
    return store;
  }
  for (fs::path index : {path / "tableindex.txt", path / "tables" / "tableindex.txt"})
    if (fs::is_regular_file(index)) return load_from_index(index, diagnostics, accounts);
  fs::path folder = fs::is_directory(path / "tables") ? path / "tables" : path;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file() && has_extension(entry.path(), ".tsv"))
      files.push_back(entry.path());
  if (files.empty())
    throw core::InputError(path.string() +
                           ": error: expected a tableindex.txt or *.tsv tables, found neither");
  std::sort(files.begin(), files.end());
  Tablestore store;
  for (const auto& file : files) read_table_file(file, store, diagnostics, accounts);
  return store;
}

}  // namespace

Tablestore load_tablestore(const fs::path& path, core::Diagnostics& diagnostics,
                           std::vector<core::InputAccount>& accounts) {
  return usable(load_path(path, diagnostics, accounts), path);
}

}  // namespace explgraph::load
