#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace explgraph::report {

// A result as tidy tables for pandas and R (SPEC §6 "TSV"): each a header and one row per
// record, every cell a plain JSON scalar (number, string, bool) or null for a missing value.
// Tables are cut from a result's JSON, so a TSV never says anything the JSON does not; a
// command's tables are named after the JSON fields they come from (`table_usage`, `groups`).
struct DataTable {
  std::string name;
  std::vector<std::string> columns;
  std::vector<std::vector<nlohmann::ordered_json>> rows;
};
using DataTables = std::vector<DataTable>;  // the first is the command's main table

// The tables in this order, moved in (a braced list would copy every cell).
template <typename... Tables>
DataTables table_list(Tables&&... tables) {
  DataTables list;
  list.reserve(sizeof...(tables));
  (list.push_back(std::forward<Tables>(tables)), ...);
  return list;
}

// How a record's fields become columns: a nested object's scalars as `parent_child`; a list
// of scalars as one cell, space-separated (UIDs and ids hold no spaces); a confidence
// interval `ci95` [low, high] as `ci95_low`, `ci95_high`; lists of records are left to
// their own tables.
//
// `skip` names the columns (as flattened) to leave out: lists of records that may be empty,
// fields shown in a table of their own.
//
// One row: the scalars of `object` (`summary` tables).
DataTable scalar_table(std::string name, const nlohmann::ordered_json& object,
                       const std::vector<std::string>& skip = {});

// One row per record of the list `records`; columns in the order the fields first appear;
// `header_if_empty` when there is none, so that the header never depends on luck.
DataTable record_table(std::string name, const nlohmann::ordered_json& records,
                       std::vector<std::string> header_if_empty,
                       const std::vector<std::string>& skip = {});

// Records nested in records: for each record P of `parents`, one row per record of
// P[`field`], led by the parent fields `keys` (column names as the parent's).
DataTable nested_record_table(std::string name, const nlohmann::ordered_json& parents,
                              const std::vector<std::string>& keys, const std::string& field,
                              std::vector<std::string> header_if_empty);

// The `per_query` records of each scored system (a list of {"name", "per_query": [{"query",
// figure: value, …}]}) as the tidy table `per_query`: `system_column` (the system's name),
// query, measure, value.
DataTable per_query_data(const nlohmann::ordered_json& systems,
                         const std::string& system_column = "ranking");

// One row per item of a list of scalars, in one column.
DataTable list_table(std::string name, const nlohmann::ordered_json& list, std::string column);

// A nested object unpivoted: {"a": {"b": v}} with key columns {"x", "y"} and value column
// "z" gives the row (a, b, v); the depth of the nesting is the number of key columns.
DataTable long_table(std::string name, const nlohmann::ordered_json& object,
                     const std::vector<std::string>& key_columns, const std::string& value_column);

// `object[key]`, or null when `object` has no such field (a result without an optional part).
const nlohmann::ordered_json& field(const nlohmann::ordered_json& object, const std::string& key);

// Writes `table` as TSV: the header, then the rows; numbers as JSON writes them, null as an
// empty cell, booleans as true/false; a text cell holding a double quote is quoted the CSV
// way ("a ""b"""), tabs and line breaks inside text become spaces.
void write_tsv(const DataTable& table, std::ostream& out);
// The rows only, without the header: for a long table written in blocks.
void write_tsv_rows(const DataTable& table, std::ostream& out);

// `--table list`: a TSV of the tables, their row and column counts.
void write_table_list(const DataTables& tables, std::ostream& out);

// The table called `name` ("" = the main one); an unknown name is a core::UsageError that
// names them all.
const DataTable& find_table(const DataTables& tables, const std::string& name);

// The tables of a result without its own: its scalars as `summary`, then a table per list
// of records at the top level.
DataTables default_tables(const nlohmann::ordered_json& result);

}  // namespace explgraph::report
