#include "explgraph/report/data_table.hpp"

#include <algorithm>
#include <unordered_map>
#include <utility>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph::report {
namespace {

using Json = nlohmann::ordered_json;
using Fields = std::vector<std::pair<std::string, Json>>;  // one record's columns, in order

bool is_record_list(const Json& value) {
  return value.is_array() && !value.empty() && value.front().is_object();
}

// The space-separated cell of a list of scalars.
Json joined(const Json& list) {
  std::string cell;
  for (const auto& item : list) {
    if (!cell.empty()) cell += ' ';
    cell += item.is_string() ? item.get<std::string>() : scalar_text(item);
  }
  return cell;
}

void flatten(const Json& object, const std::string& prefix, const std::vector<std::string>& skip,
             Fields& fields) {
  for (const auto& [key, value] : object.items()) {
    std::string column = prefix + key;
    if (std::find(skip.begin(), skip.end(), column) != skip.end()) continue;
    if (value.is_object()) {
      flatten(value, column + "_", skip, fields);
    } else if (value.is_array()) {
      if (is_record_list(value)) continue;  // a table of its own
      if (key == "ci95" && value.size() == 2) {
        fields.emplace_back(column + "_low", value[0]);
        fields.emplace_back(column + "_high", value[1]);
      } else {
        fields.emplace_back(std::move(column), joined(value));
      }
    } else {
      fields.emplace_back(std::move(column), value);
    }
  }
}

// Rows from records: the union of their columns, in the order they first appear.
class RowCollector {
 public:
  explicit RowCollector(DataTable& table) : table_(table) {}

  // Takes the fields' values.
  void add(Fields& fields) {
    std::vector<Json> row(table_.columns.size());
    for (auto& [column, value] : fields) {
      auto [it, added] = index_.try_emplace(column, table_.columns.size());
      if (added) {
        table_.columns.push_back(column);
        row.emplace_back();
      }
      if (it->second >= row.size()) row.resize(it->second + 1);
      row[it->second] = std::move(value);
    }
    table_.rows.push_back(std::move(row));
  }

  void finish(std::vector<std::string> header_if_empty) {
    if (table_.rows.empty()) table_.columns = std::move(header_if_empty);
    for (auto& row : table_.rows) row.resize(table_.columns.size());
  }

 private:
  DataTable& table_;
  std::unordered_map<std::string, std::size_t> index_;
};

void unpivot(const Json& value, std::vector<Json>& keys, std::size_t depth, DataTable& table) {
  if (keys.size() == depth) {
    keys.push_back(value);
    table.rows.push_back(keys);
    keys.pop_back();
    return;
  }
  if (!value.is_object()) return;
  for (const auto& [key, inner] : value.items()) {
    keys.emplace_back(key);
    unpivot(inner, keys, depth, table);
    keys.pop_back();
  }
}

// A text cell as SPEC §6's tidy TSV writes it: tabs and line breaks as spaces; a text
// holding a double quote quoted, its quotes doubled.
void append_text_cell(const std::string& text, std::string& out) {
  const bool quoted = text.find('"') != std::string::npos;
  if (quoted) out += '"';
  for (const char c : text) {
    if (c == '\t' || c == '\n' || c == '\r')
      out += ' ';
    else if (c == '"')
      out += "\"\"";
    else
      out += c;
  }
  if (quoted) out += '"';
}

// Any cell: nothing for null, true/false, a number's shortest round-trip digits.
void append_cell(const Json& cell, std::string& out) {
  if (cell.is_string())
    append_text_cell(cell.get_ref<const std::string&>(), out);
  else if (!cell.is_null())
    append_scalar(out, cell);
}

void append_cell(const std::string& cell, std::string& out) {
  append_text_cell(cell, out);
}

template <typename Cell>
void append_row(const std::vector<Cell>& cells, std::string& out) {
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c) out += '\t';
    append_cell(cells[c], out);
  }
  out += '\n';
}

}  // namespace

const Json& field(const Json& object, const std::string& key) {
  static const Json kNull;
  if (!object.is_object()) return kNull;
  auto it = object.find(key);
  return it == object.end() ? kNull : *it;
}

DataTable scalar_table(std::string name, const Json& object, const std::vector<std::string>& skip) {
  DataTable table{std::move(name), {}, {}};
  Fields fields;
  flatten(object, "", skip, fields);
  RowCollector rows(table);
  rows.add(fields);
  rows.finish({});
  return table;
}

DataTable record_table(std::string name, const Json& records,
                       std::vector<std::string> header_if_empty,
                       const std::vector<std::string>& skip) {
  DataTable table{std::move(name), {}, {}};
  RowCollector rows(table);
  Fields fields;
  if (records.is_array()) {
    table.rows.reserve(records.size());
    for (const auto& record : records) {
      fields.clear();
      flatten(record, "", skip, fields);
      rows.add(fields);
    }
  }
  rows.finish(std::move(header_if_empty));
  return table;
}

DataTable nested_record_table(std::string name, const Json& parents,
                              const std::vector<std::string>& keys, const std::string& field,
                              std::vector<std::string> header_if_empty) {
  DataTable table{std::move(name), {}, {}};
  RowCollector rows(table);
  const Json::json_pointer pointer("/" + field);
  if (parents.is_array())
    for (const auto& parent : parents) {
      if (!parent.contains(pointer)) continue;
      Fields lead;
      for (const auto& key : keys) lead.emplace_back(key, parent.value(key, Json()));
      for (const auto& record : parent.at(pointer)) {
        Fields fields = lead;
        flatten(record, "", {}, fields);
        rows.add(fields);
      }
    }
  rows.finish(std::move(header_if_empty));
  return table;
}

DataTable list_table(std::string name, const Json& list, std::string column) {
  DataTable table{std::move(name), {std::move(column)}, {}};
  if (list.is_array())
    for (const auto& item : list) table.rows.push_back({item});
  return table;
}

DataTable long_table(std::string name, const Json& object,
                     const std::vector<std::string>& key_columns, const std::string& value_column) {
  DataTable table{std::move(name), key_columns, {}};
  table.columns.push_back(value_column);
  std::vector<Json> keys;
  unpivot(object, keys, key_columns.size(), table);
  return table;
}

void write_tsv(const DataTable& table, std::ostream& out) {
  // Built whole, then written once: a stream insertion per cell costs more than the cell.
  std::string text;
  append_row(table.columns, text);
  for (const auto& row : table.rows) append_row(row, text);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void write_tsv_rows(const DataTable& table, std::ostream& out) {
  std::string text;
  for (const auto& row : table.rows) append_row(row, text);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
}

void write_table_list(const DataTables& tables, std::ostream& out) {
  out << "table\trows\tcolumns\n";
  for (const auto& t : tables)
    out << t.name << '\t' << t.rows.size() << '\t' << t.columns.size() << '\n';
}

const DataTable& find_table(const DataTables& tables, const std::string& name) {
  if (tables.empty()) throw core::UsageError("--table: this command writes no table");
  if (name.empty()) return tables.front();
  for (const auto& t : tables)
    if (t.name == name) return t;
  std::string names, closest;
  std::size_t best = 3;
  for (const auto& t : tables) {
    names += (names.empty() ? "" : ", ") + t.name;
    const std::size_t distance = core::edit_distance(name, t.name);
    if (distance < best) {
      best = distance;
      closest = t.name;
    }
  }
  throw core::UsageError("--table: no table '" + name + "' in this result" +
                         (closest.empty() ? "" : " (did you mean '" + closest + "'?)") +
                         "; it has " + names + " ('--table list' shows their sizes)");
}

DataTables default_tables(const Json& result) {
  DataTables tables = table_list(scalar_table("summary", result));
  for (const auto& [key, value] : result.items())
    if (is_record_list(value)) tables.push_back(record_table(key, value, {}));
  return tables;
}

DataTable per_query_data(const nlohmann::ordered_json& systems, const std::string& system_column) {
  DataTable t{"per_query", {system_column, "query", "measure", "value"}, {}};
  for (const auto& ranking : systems)
    for (const auto& query : field(ranking, "per_query"))
      for (const auto& [name, value] : query.items())
        if (name != "query") t.rows.push_back({ranking.at("name"), query.at("query"), name, value});
  return t;
}

}  // namespace explgraph::report
